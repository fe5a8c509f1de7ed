import { DEFAULT_LANGUAGE, formatDate, formatDateTime, formatNumber, isLanguage, languages, type Language } from '@farmsight/contracts';
import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { startupNamespaces } from './startup-texts';

export const LANGUAGE_STORAGE_KEY = 'farmsight-language';

/**
 * The texts of every language: `locales/<language>/<namespace>.json`, one namespace per screen area, each file its own
 * chunk that loads when first needed. A new language is a new folder (and its code in the contracts' `languages`).
 */
const localeFiles = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json');

// Each screen's own texts load with its route, the form and API messages (`messages`) with the toaster's route, which
// every screen with a form sits under; every page starts with `startupNamespaces`.

function storedLanguage(): Language | undefined {
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : undefined;
  } catch {
    return undefined; // storage blocked: the choice lasts for this page only
  }
}

/** The visitor's own earlier choice, else the language the server read from Accept-Language into `<html lang>`. */
export function initialLanguage(): Language {
  const fromPage = document.documentElement.lang;
  return storedLanguage() ?? (isLanguage(fromPage) ? fromPage : DEFAULT_LANGUAGE);
}

/**
 * The texts' `{{value, number}}`, `{{day, date}}` and `{{moment, datetime}}` in every language: Indian digit grouping
 * (1,00,000) and DD/MM/YYYY, by the contracts' one formatter; a datetime asked with an hour adds HH:MM.
 */
function registerIndianFormats() {
  const formatter = i18next.services.formatter;
  formatter?.add('number', (value: number, _language, options: Intl.NumberFormatOptions) => formatNumber(value, options));
  formatter?.add('date', (value: string | Date) => formatDate(value));
  formatter?.add('datetime', (value: string | Date, _language, options: Intl.DateTimeFormatOptions) =>
    options.hour === undefined ? formatDate(value) : formatDateTime(value),
  );
}

/** Loads the language's startup texts; main.tsx renders once this settles, so no screen shows a key. */
export async function startI18n(language: Language = initialLanguage()) {
  i18next.on('languageChanged', (current) => {
    document.documentElement.lang = current;
  });
  const t = await i18next
    .use(
      resourcesToBackend(async (language: string, namespace: string) => {
        const load = localeFiles[`../locales/${language}/${namespace}.json`];
        if (!load) throw new Error(`No ${language} texts for ${namespace}.`);
        return (await load()).default;
      }),
    )
    .use(initReactI18next)
    .init({
      lng: language,
      supportedLngs: languages,
      fallbackLng: DEFAULT_LANGUAGE,
      ns: startupNamespaces,
      defaultNS: 'common',
      interpolation: { escapeValue: false }, // React escapes
      saveMissing: true,
      // A key no locale has is a defect, which the e2e runs fail on (the locale test catches a key one language lacks).
      // A call that passes its own default (a server sentence with no translation yet) falls back on purpose.
      missingKeyHandler: (languagesAsked, namespace, key, _fallback, _update, options: { defaultValue?: unknown }) => {
        if (options.defaultValue === undefined) console.error(`Missing translation: ${languagesAsked.join(', ')} ${namespace}:${key}`);
      },
    });
  registerIndianFormats();
  return t;
}

/** Loads a screen's texts in the current language (with its route's code, so the screen never waits on them). */
export function loadNamespaces(...namespaces: string[]) {
  return i18next.loadNamespaces(namespaces);
}

/** Switches the language and keeps the choice for later visits; a signed-in farmer's is also saved on the profile. */
export async function setLanguage(language: Language) {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // storage blocked: the choice lasts for this page only
  }
  await i18next.changeLanguage(language);
}

export function currentLanguage(): Language {
  return isLanguage(i18next.resolvedLanguage) ? i18next.resolvedLanguage : DEFAULT_LANGUAGE;
}

/**
 * A message the API or a form check words in English (the spec's texts, shared by server and contracts), in the
 * farmer's language: the `messages` namespace maps each English sentence to its translation. A sentence with a figure
 * that varies ('Too many requests. Please try again in 42 seconds.') is stored with the first figure as {{count}}.
 */
export function translateMessage(message: string): string {
  const options = { ns: 'messages', keySeparator: false, nsSeparator: false } as const;
  if (i18next.exists(message, options)) return i18next.t(message, options);
  const figure = /\d+(?:\.\d+)?/.exec(message)?.[0]; // a farm of 12.5 ha is one figure
  if (figure === undefined) return i18next.t(message, { ...options, defaultValue: message });
  return i18next.t(message.replace(figure, '{{count}}'), { ...options, count: Number(figure), defaultValue: message });
}
