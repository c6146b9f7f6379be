import i18next, { type TFunction } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { en } from './en/index';
import type { deferredEn } from './en/deferred';
import { initialEn } from './en/initial';

/*
 * The client's i18next instance (DESIGN.md, Client: "i18next with react-i18next for every string a person
 * reads"). It is initialised synchronously with the English namespaces of the first screen (./en/initial.ts), so
 * that the first render already has its strings; the other namespaces (./en/deferred.ts) are a chunk of their own,
 * loaded with every lazy page by `loadDeferredNamespaces` (issue 14: a small initial bundle). Jest adds them all at
 * set-up (client/test/setup-i18n.ts). Components read strings with `useTranslation()`; modules that are
 * not components take a `t` (`Translate`) from their caller. Interpolation uses the spec's `{name}`
 * placeholders ('Too many requests. Try again in {n} seconds.'), so libs/contracts' messages are used as
 * they are.
 */

/** Namespaces: one per feature folder, plus `common` (shared words and components), `shell` and `messages` (libs/contracts). */
export type Namespace = keyof typeof en;
/** The namespaces bundled with the first screen; the rest arrive with `loadDeferredNamespaces`. */
export const INITIAL_NAMESPACES = Object.keys(initialEn) as Namespace[];
export const DEFAULT_NAMESPACE = 'common' satisfies Namespace;

/** The languages with a catalogue. Konkani, Marathi and Hindi add a folder beside `en/` and an entry here. */
export const LANGUAGES = ['en'] as const;

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: [...LANGUAGES],
  resources: { en: { ...initialEn } }, // a copy: i18next adds the deferred namespaces to the object it is given
  partialBundledLanguages: true,
  ns: [...INITIAL_NAMESPACES], // a copy: i18next appends the namespaces added later
  defaultNS: DEFAULT_NAMESPACE,
  initAsync: false,
  returnNull: false,
  interpolation: { prefix: '{', suffix: '}', escapeValue: false },
  // A component already on screen re-renders when a namespace is added (the deferred catalogue arriving).
  react: { useSuspense: false, bindI18nStore: 'added' },
});

/** Adds the deferred English namespaces to the instance (the lazy chunk's content, or the test set-up's). */
export function addDeferredNamespaces(bundle: typeof deferredEn): void {
  for (const [namespace, resources] of Object.entries(bundle)) i18n.addResourceBundle('en', namespace, resources, true, false);
}

let deferred: Promise<void> | undefined;

/**
 * Loads the namespaces that the first screen does not need (./en/deferred.ts), once; resolves when they are added.
 * Every lazy route and the sign-in modal wait for it (client/src/app/router.tsx), so a page never renders a key.
 * A failed load (network) is not cached: the next navigation tries again.
 */
export function loadDeferredNamespaces(): Promise<void> {
  deferred ??= import('./en/deferred').then(
    (m) => addDeferredNamespaces(m.deferredEn),
    (error: unknown) => {
      deferred = undefined;
      throw error;
    },
  );
  return deferred;
}

/**
 * The `t` that a module which is not a component receives from its caller: any component's `t` (whatever its
 * namespace) or `i18n.t`. Inside such a module write every key with its namespace: `t('messages:auth.enterEmail')`.
 */
export type Translate = TFunction<Namespace[]>;
