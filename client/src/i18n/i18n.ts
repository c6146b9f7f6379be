import i18next, { type TFunction } from 'i18next';
import { type ReportNamespaces, initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, LOCALES, localeOfTag, type Locale } from '@civic/contracts';
import type { Catalogue } from './catalogue';
import type { en } from './en/index';
import type { deferredEn } from './en/deferred';
import type { deferredAdminEn } from './en/deferred-admin';
import type { deferredComplaintsEn } from './en/deferred-complaints';
import { initialEn } from './en/initial';

/*
 * The client's i18next instance (DESIGN.md, Client: "i18next with react-i18next for every string a person
 * reads"). It is initialised synchronously with the English namespaces of the first screen (./en/initial.ts), so
 * that the first render already has its strings; the other namespaces (./en/deferred.ts) are a chunk of their own,
 * loaded with every lazy page by `loadDeferredNamespaces` (a small initial bundle). Jest adds them all at
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

/**
 * The portal's languages: English, Konkani, Marathi, Hindi. English is bundled; each other language's
 * catalogue is the folder `i18n/<code>/` (index.ts exporting `<code>`), loaded on demand by `loadLanguage`.
 */
export const LANGUAGES = LOCALES;
export type Language = Locale;

export const i18n = i18next.createInstance();

/**
 * The instance event of a load of namespaces (`loadDeferredNamespaces`, `loadHomeBelow`, `loadLanguage`), emitted
 * once per load with the language and the namespaces' names, for code that indexes a catalogue (./server-messages.ts).
 */
export const NAMESPACES_ADDED = 'namespacesAdded';

/**
 * The instance event that re-renders the components on screen (react-i18next is bound to it): emitted by a load only
 * when it brings a namespace that a component has already asked for (react-i18next's used namespaces) and that the
 * language did not have. react-i18next re-renders every component using `useTranslation` on its events,
 * synchronously (useSyncExternalStore): bound to i18next's per-namespace 'added' store event it did so once for
 * every namespace of the deferred catalogue (over 500 updates in one task on /complaint), and once per load it still
 * re-rendered the whole home page when the lower sections' texts arrived, which nothing on screen was waiting for
 * (Total Blocking Time).
 */
export const AWAITED_NAMESPACES_ADDED = 'awaitedNamespacesAdded';

/** i18next's addResourceBundle arguments after the language: namespace, resources, deep, overwrite, skipCopy. */
type Bundle = [namespace: string, resources: object, deep: boolean, overwrite: boolean, skipCopy?: boolean];

/**
 * Adds namespaces to `language` quietly (i18next's `silent`: no 'added' store event per namespace), then emits
 * NAMESPACES_ADDED, and AWAITED_NAMESPACES_ADDED when a component was waiting for one of them.
 */
function addBundles(language: string, bundles: Bundle[]): void {
  // Set by react-i18next's initReactI18next (its type declares it on an interface this i18next does not extend).
  const { reportNamespaces } = i18n as typeof i18n & { reportNamespaces?: ReportNamespaces };
  const used = new Set(reportNamespaces?.getUsedNamespaces() ?? []);
  const awaited = bundles.some(([namespace]) => used.has(namespace) && !i18n.hasResourceBundle(language, namespace));
  for (const [namespace, resources, deep, overwrite, skipCopy] of bundles) {
    i18n.addResourceBundle(language, namespace, resources, deep, overwrite, { silent: true, skipCopy: skipCopy ?? false });
  }
  const names = bundles.map(([namespace]) => namespace);
  i18n.emit(NAMESPACES_ADDED, language, names);
  if (awaited) i18n.emit(AWAITED_NAMESPACES_ADDED, language, names);
}

void i18n.use(initReactI18next).init({
  lng: DEFAULT_LOCALE,
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: [...LANGUAGES],
  // The other languages are added by loadLanguage; a key missing in one of them shows the English text.
  // Copies: i18next adds the deferred namespaces to the object it is given, and merges the admin section of `messages`
  // and the lower sections of `home` into those namespaces' objects (which must not be libs/contracts' PublicMessages
  // or ./en/home-initial.ts's constant themselves).
  resources: { en: { ...initialEn, messages: { ...initialEn.messages }, home: { ...initialEn.home } } },
  partialBundledLanguages: true,
  ns: [...INITIAL_NAMESPACES], // a copy: i18next appends the namespaces added later
  defaultNS: DEFAULT_NAMESPACE,
  initAsync: false,
  returnNull: false,
  interpolation: { prefix: '{', suffix: '}', escapeValue: false },
  // A component already on screen re-renders when the language changes, and when a load brings a namespace it asked
  // for before it was there (AWAITED_NAMESPACES_ADDED).
  react: { useSuspense: false, bindI18n: `languageChanged ${AWAITED_NAMESPACES_ADDED}` },
});

/**
 * Adds the deferred English namespaces to the instance (the lazy chunk's content, or the test set-up's). A namespace
 * the instance has (`messages`, `home`) is merged into, deep and on a copy; a new one is added as it is: no deep
 * merge and no JSON copy of the whole catalogue, which took a phone tens of milliseconds in the task that renders
 * the first lazy page (Total Blocking Time). Nothing merges into those namespaces later, so sharing the
 * module's objects is safe; callers must not change them.
 */
export function addDeferredNamespaces(bundle: typeof deferredEn | typeof deferredComplaintsEn | typeof deferredAdminEn): void {
  addBundles(
    'en',
    Object.entries(bundle).map(([namespace, resources]): Bundle =>
      i18n.hasResourceBundle('en', namespace) ? [namespace, resources, true, false] : [namespace, resources, false, false, true],
    ),
  );
}

/**
 * One load of a catalogue chunk, shared by every caller until it succeeds: a failed load (network) is not kept, so
 * the next navigation tries again.
 */
function loadOnce(load: () => Promise<void>): () => Promise<void> {
  let pending: Promise<void> | undefined;
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));
}

/**
 * Loads the complaint wizard's namespace (./en/deferred-complaints.ts), once; resolves when it is added. /complaint
 * waits for it alone (client/src/app/router.tsx), so its first step costs a phone no other page's strings.
 */
export const loadComplaintsNamespace = loadOnce(() => import('./en/deferred-complaints').then((m) => addDeferredNamespaces(m.deferredComplaintsEn)));

const loadOtherCitizenNamespaces = loadOnce(() => import('./en/deferred').then((m) => addDeferredNamespaces(m.deferredEn)));

/**
 * Loads the namespaces that the first screen does not need (./en/deferred.ts and ./en/deferred-complaints.ts, two
 * chunks fetched at once), once; resolves when they are added. Every lazy route and the sign-in modal wait for it
 * (client/src/app/router.tsx), so a page never renders a key.
 */
export const loadDeferredNamespaces = loadOnce(() => Promise.all([loadComplaintsNamespace(), loadOtherCitizenNamespaces()]).then(() => undefined));

/**
 * Loads the admin pages' namespaces and the admin section of `messages` (./en/deferred-admin.ts), once; resolves when
 * they are added. The admin route table waits for it (client/src/app/router.tsx), so its guards, titles and pages never
 * render a key, while a citizen's page never downloads them.
 */
export const loadAdminNamespaces = loadOnce(() => import('./en/deferred-admin').then((m) => addDeferredNamespaces(m.deferredAdminEn)));

/**
 * Loads the English texts of the home page's sections below the first screen (./en/home-below.ts, merged into the
 * `home` namespace), once: those sections wait for it (features/home/home-page.tsx). The admin pages' catalogue has them
 * too.
 */
export const loadHomeBelow = loadOnce(() =>
  import('./en/home-below').then((m) => {
    addBundles('en', [['home', m.homeBelow, true, false]]);
  }),
);

/**
 * The `t` that a module which is not a component receives from its caller: any component's `t` (whatever its
 * namespace) or `i18n.t`. Inside such a module write every key with its namespace: `t('messages:auth.enterEmail')`.
 */
export type Translate = TFunction<Namespace[]>;

/**
 * Loads a language's catalogue into i18next (once): a separate chunk per language (dynamic import), so the first
 * page load carries English only. Resolves false when the language has no catalogue folder (yet).
 */
export async function loadLanguage(language: Language): Promise<boolean> {
  if (language === DEFAULT_LOCALE || i18n.hasResourceBundle(language, DEFAULT_NAMESPACE)) return true;
  let catalogue: Catalogue | undefined;
  try {
    const module = (await import(`./${language}/index.ts`)) as Partial<Record<Language, Catalogue>>;
    catalogue = module[language];
  } catch {
    return false;
  }
  if (!catalogue) return false;
  addBundles(
    language,
    Object.entries(catalogue).map(([namespace, resources]): Bundle => [namespace, resources, true, true]),
  );
  return true;
}

/**
 * The language of a BCP 47 tag from the browser ('hi-IN' → 'hi', 'gom' (Goan Konkani) → 'kok'), or null: libs/contracts'
 * `localeOfTag`, the rule the server applies to Accept-Language for the first paint.
 */
export const languageOfTag: (tag: string) => Language | null = localeOfTag;
