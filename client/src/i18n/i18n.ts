import i18next, { type TFunction } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en/index';

/*
 * The client's i18next instance (DESIGN.md, Client: "i18next with react-i18next for every string a person
 * reads"). It is initialised synchronously with the bundled English catalogue, so that the first render and
 * every Jest test already have the strings. Components read strings with `useTranslation()`; modules that are
 * not components take a `t` (`Translate`) from their caller. Interpolation uses the spec's `{name}`
 * placeholders ('Too many requests. Try again in {n} seconds.'), so libs/contracts' messages are used as
 * they are.
 */

/** Namespaces: one per feature folder, plus `common` (shared words and components), `shell` and `messages` (libs/contracts). */
export type Namespace = keyof typeof en;
export const NAMESPACES = Object.keys(en) as Namespace[];
export const DEFAULT_NAMESPACE = 'common' satisfies Namespace;

/** The languages with a catalogue. Konkani, Marathi and Hindi add a folder beside `en/` and an entry here. */
export const LANGUAGES = ['en'] as const;

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: [...LANGUAGES],
  resources: { en },
  ns: NAMESPACES,
  defaultNS: DEFAULT_NAMESPACE,
  initAsync: false,
  returnNull: false,
  interpolation: { prefix: '{', suffix: '}', escapeValue: false },
  react: { useSuspense: false },
});

/**
 * The `t` that a module which is not a component receives from its caller: any component's `t` (whatever its
 * namespace) or `i18n.t`. Inside such a module write every key with its namespace: `t('messages:auth.enterEmail')`.
 */
export type Translate = TFunction<Namespace[]>;
