// i18next with every namespace file of <lang>/ (import.meta.glob), so a feature adds its strings
// by dropping <lang>/<namespace>.json next to the others. The language is stored locally and
// defaults to en (core §1); English is also the fallback of any key another language lacks.
//
// What a visit needs first comes with the app: the English namespaces of the pages before sign-in
// (the first glob below). The other English namespaces load as one chunk when the signed-in area
// opens (loadSignedInTranslations, awaited by routes/_app.tsx), and another language loads as one
// chunk before it is shown (web/vite.config.ts groups the chunks).
//
// The texts the server also sends — refusals, success notices, the bell's notifications — are not
// copied into en/: their English namespaces are the domain's catalogues themselves (DOMAIN_EN; the
// part the pages before sign-in meet, DOMAIN_EN_FIRST, comes first), and <lang>/ translates them key
// by key (a unit test keeps every key translated).

import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DOMAIN_EN_FIRST } from './domain-texts-first';

export const LANGUAGES = ['en', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
const LANGUAGE_KEY = 'hotel.language';

type Strings = Record<string, unknown>;

const englishFirst = import.meta.glob<Strings>('./en/{auth,booking,common,errors,form}.json', {
  eager: true,
  import: 'default',
});
const files = import.meta.glob<Strings>('./*/*.json', { import: 'default' });

const FILE = /^\.\/([^/]+)\/([^/]+)\.json$/;
const parts = (path: string) => {
  const [, language = '', namespace = ''] = FILE.exec(path) ?? [];
  return { language, namespace };
};

const loads = new Map<string, Promise<void>>();

/** Adds the language's namespaces (all, or those `wanted` picks) that are not there yet. */
function loadNamespaces(language: Language, wanted: (namespace: string) => boolean = () => true): Promise<void> {
  const pending = Object.entries(files)
    .map(([path, read]) => ({ ...parts(path), read, key: path }))
    .filter((file) => file.language === language && wanted(file.namespace))
    .filter((file) => !i18n.hasResourceBundle(language, file.namespace))
    .map((file) => {
      let load = loads.get(file.key);
      if (!load) {
        load = file.read().then((strings) => {
          i18n.addResourceBundle(language, file.namespace, strings, true, true);
        });
        // A failed download (offline) is tried again the next time it is needed.
        load.catch(() => loads.delete(file.key));
        loads.set(file.key, load);
      }
      return load;
    });
  return Promise.all(pending).then(() => undefined);
}

const FIRST_NAMESPACES = new Set([
  ...Object.keys(englishFirst).map((path) => parts(path).namespace),
  ...Object.keys(DOMAIN_EN_FIRST),
]);
let signedInArea = false;

/** The strings of the signed-in screens, in English (the fallback) and the language in force. */
export async function loadSignedInTranslations(): Promise<void> {
  signedInArea = true;
  await Promise.all([loadNamespaces(DEFAULT_LANGUAGE), loadNamespaces(i18n.language as Language), loadDomainTexts()]);
}

let domainTexts: Promise<void> | null = null;

/** The whole of the domain's catalogues in English, added to the first part (DOMAIN_EN_FIRST). */
function loadDomainTexts(): Promise<void> {
  if (!domainTexts) {
    domainTexts = import('./domain-texts').then(({ DOMAIN_EN }) => {
      for (const [namespace, texts] of Object.entries(DOMAIN_EN)) {
        i18n.addResourceBundle(DEFAULT_LANGUAGE, namespace, texts, true, true);
      }
    });
    // A failed download (offline) is tried again the next time it is needed.
    domainTexts.catch(() => (domainTexts = null));
  }
  return domainTexts;
}

function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function storedLanguage(): Language {
  try {
    const stored = window.localStorage.getItem(LANGUAGE_KEY);
    return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

export async function changeLanguage(language: Language): Promise<void> {
  try {
    window.localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    // Private mode: the choice lasts for this page only.
  }
  await loadNamespaces(language, (namespace) => signedInArea || FIRST_NAMESPACES.has(namespace));
  document.documentElement.lang = language;
  await i18n.changeLanguage(language);
}

void i18n.use(initReactI18next).init({
  resources: {
    [DEFAULT_LANGUAGE]: {
      ...Object.fromEntries(Object.entries(englishFirst).map(([path, strings]) => [parts(path).namespace, strings])),
      ...DOMAIN_EN_FIRST,
    },
  },
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  ns: [...new Set(Object.keys(files).map((path) => parts(path).namespace))],
  partialBundledLanguages: true,
  defaultNS: 'common',
  fallbackNS: 'common',
  interpolation: { escapeValue: false },
  initAsync: false,
});

/** Settles once the stored language is loaded and in force: the app renders after it. */
export const languageReady: Promise<void> =
  typeof window === 'undefined'
    ? Promise.resolve()
    : (async () => {
        try {
          const language = storedLanguage();
          await loadNamespaces(language, (namespace) => FIRST_NAMESPACES.has(namespace));
          await i18n.changeLanguage(language);
        } catch (error) {
          console.error('The chosen language could not be loaded; showing English', error);
        }
        document.documentElement.lang = i18n.language;
      })();

export default i18n;
