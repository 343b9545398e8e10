// The current language and the lookup functions every screen uses.
import { en } from './en';
import { pl } from './pl';
import { spEn } from './sp.en';
import { spPl } from './sp.pl';
import type { Catalog, Lang, Plural } from './types';

export type { Lang } from './types';
// One catalog per language, assembled from the shared strings and each game's own.
export const catalogs: Record<Lang, Catalog> = { en: { ...en, ...spEn }, pl: { ...pl, ...spPl } };

/** The system language, if Datapad speaks it; English otherwise. */
export function systemLang(): Lang {
  const langs = typeof navigator === 'undefined' ? [] : [...(navigator.languages ?? []), navigator.language];
  return langs.some((l) => l?.toLowerCase().startsWith('pl')) ? 'pl' : 'en';
}

export const i18n = $state({ lang: systemLang() as Lang });

function fill(text: string, args: Record<string, unknown>): string {
  return text.replace(/\{(\w+)\}/g, (m, k: string) => (k in args ? String(args[k]) : m));
}

/** Picks the plural form for `n` in `lang`. */
export function pluralForm(p: Plural, n: number, lang: Lang): string {
  const cat = new Intl.PluralRules(lang).select(n) as keyof Plural;
  return p[cat] ?? p.other;
}

/** Translates `key` in `lang`; plural entries use `args.n`. Falls back to English, then the key. */
export function translate(lang: Lang, key: string, args: Record<string, unknown> = {}): string {
  const entry = catalogs[lang][key] ?? catalogs.en[key];
  if (entry === undefined) return key;
  const text = typeof entry === 'string' ? entry : pluralForm(entry, Number(args.n ?? 0), lang);
  return fill(text, args);
}

/** Translates in the current language. */
export function t(key: string, args: Record<string, unknown> = {}): string {
  return translate(i18n.lang, key, args);
}
