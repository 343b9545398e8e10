// The current language and the lookup functions every screen uses. The sentences are data:
// `content/i18n/{en,pl}.json` (the framework) and `content/<game>/i18n/{en,pl}.json` (each
// game), the same files the engine embeds, so a new game's catalog is picked up from its folder.
import type { Catalog, Lang, Plural } from './types';

export type { Lang } from './types';

/** Every catalog file, by path (`../../../../content/shatterpoint/i18n/pl.json`). */
export const catalogFiles: Record<string, Catalog> = import.meta.glob<Catalog>('../../../../content/**/i18n/*.json', {
  eager: true,
  import: 'default',
});

/** The language a catalog file is written in, from its name (`en.json`, `pl.json`). */
export function fileLang(path: string): Lang | undefined {
  const m = /\/(en|pl)\.json$/.exec(path);
  return m ? (m[1] as Lang) : undefined;
}

// One catalog per language, assembled from the shared file and each game's own.
export const catalogs: Record<Lang, Catalog> = { en: {}, pl: {} };
for (const path of Object.keys(catalogFiles).sort()) {
  const lang = fileLang(path);
  if (lang) Object.assign(catalogs[lang], catalogFiles[path]);
}

/** The system language, if Datapad speaks it; English otherwise. */
export function systemLang(): Lang {
  const langs = typeof navigator === 'undefined' ? [] : [...(navigator.languages ?? []), navigator.language];
  return langs.some((l) => l?.toLowerCase().startsWith('pl')) ? 'pl' : 'en';
}

export const i18n = $state({ lang: systemLang() as Lang });

/** Fills `{name}` with the argument `name`, and `{name:prefix}` with the entry `prefix.<name>`
 *  of the same language (`{condition:sp.word.condition}` with `condition: "strained"` →
 *  "zmęczenie"), so the engine sends ids, never words. A term the catalog lacks shows the bare
 *  value; an unknown name stays as written. The engine's `i18n::fill` follows the same rule. */
function fill(lang: Lang, text: string, args: Record<string, unknown>): string {
  return text.replace(/\{(\w+)(?::([\w.]+))?\}/g, (m, k: string, prefix: string | undefined) => {
    if (!(k in args)) return m;
    const value = String(args[k]);
    if (prefix) {
      const term = `${prefix}.${value}`;
      if (catalogs[lang][term] !== undefined || catalogs.en[term] !== undefined) return translate(lang, term);
    }
    return value;
  });
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
  return fill(lang, text, args);
}

/** Translates in the current language. */
export function t(key: string, args: Record<string, unknown> = {}): string {
  return translate(i18n.lang, key, args);
}
