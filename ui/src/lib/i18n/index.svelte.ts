// The current language and the lookup functions every screen uses. The sentences are data:
// `content/i18n/{en,pl}.json` (the framework) and `content/<game>/i18n/{en,pl}.json` (each
// game), the same files the engine embeds, loaded as screens need them (`load.ts`); the lookups
// stay synchronous, so whatever shows a screen loads its catalogs first.
import type { EngineGameId } from '../bindings/GameIds';
import { catalogs, ensure, neededGames } from './load';
import type { Lang, Plural } from './types';

export type { Lang } from './types';
export { catalogs, ensure } from './load';

/** The system language, if Datapad speaks it; English otherwise. */
export function systemLang(): Lang {
  const langs = typeof navigator === 'undefined' ? [] : [...(navigator.languages ?? []), navigator.language];
  return langs.some((l) => l?.toLowerCase().startsWith('pl')) ? 'pl' : 'en';
}

export const i18n = $state({ lang: systemLang() as Lang });

let switching = 0;

/** Switches to `lang` once its catalogs (the framework's and those of every game opened so far)
 *  are loaded, so no screen shows a bare key meanwhile; of two quick switches the last wins. */
export async function setLang(lang: Lang) {
  const mine = ++switching;
  // Until no game opened meanwhile: the set only grows, and nothing awaits between the last
  // check and the switch.
  let games: number;
  do {
    games = neededGames.size;
    await ensure(lang, ...neededGames);
  } while (games !== neededGames.size);
  if (mine === switching) i18n.lang = lang;
}

/** Loads the sentences of `game` in the current language: before its screen shows, and before
 *  a refusal in its words does. */
export const ensureGame = (game: EngineGameId) => ensure(i18n.lang, game);

/** Fills `{name}` with the argument `name`, and `{name:prefix}` with the entry `prefix.<name>`
 *  of the same language (`{condition:sp.word.condition}` with `condition: "strained"` →
 *  "zmęczenie"), so the engine sends ids, never words. A term the catalog lacks shows the bare
 *  value; an unknown name stays as written. A placeholder with cases, `{name|case:text|…}`, is
 *  the text of one case: for a number its plural form (`{n|one:baza|few:bazy|many:baz}`), with
 *  a prefix the term's grammatical form, the entry `gram.<prefix>.<name>`
 *  (`{side:hoth.side|n:zdobyło|mpl:zdobyli}`); a form without its case takes `other`. The
 *  engine's `i18n::fill` follows the same rule. */
function fill(lang: Lang, text: string, args: Record<string, unknown>): string {
  return text.replace(/\{([\p{L}\p{N}_]+)(?::([\p{L}\p{N}_.]+))?(?:\|([^{}]*))?\}/gu, (m, k: string, prefix: string | undefined, cases: string | undefined) => {
    if (!(k in args)) return m;
    const value = argText(lang, args[k]);
    if (cases !== undefined) return pickCase(cases, caseOf(lang, args[k], prefix)) ?? m;
    if (prefix) {
      const term = `${prefix}.${value}`;
      if (catalogs[lang][term] !== undefined || catalogs.en[term] !== undefined) return translate(lang, term);
    }
    return value;
  });
}

/** The case a placeholder with cases takes: the grammatical form of the term `prefix.<value>`
 *  (its entry `gram.<prefix>.<value>`), else the plural form of the number. */
function caseOf(lang: Lang, value: unknown, prefix: string | undefined): string {
  if (prefix) {
    const gram = `gram.${prefix}.${String(value)}`;
    return catalogs[lang][gram] !== undefined || catalogs.en[gram] !== undefined ? translate(lang, gram) : 'other';
  }
  const n = Number(value);
  return value === null || value === '' || Number.isNaN(n) ? 'other' : pluralCategory(n, lang);
}

/** The text of the case `form` among `case:text|case:text…`, else of `other`. */
function pickCase(cases: string, form: string): string | undefined {
  const found = new Map<string, string>();
  for (const c of cases.split('|')) {
    const at = c.indexOf(':');
    if (at > 0 && !found.has(c.slice(0, at))) found.set(c.slice(0, at), c.slice(at + 1));
  }
  return found.get(form) ?? found.get('other');
}

/** The plural category of `n` in `lang`, as the engine's `i18n::plural_form` names it. */
export function pluralCategory(n: number, lang: Lang): string {
  return new Intl.PluralRules(lang).select(n);
}

/** An argument as a sentence shows it: a name or a message (`{key, args}`, the engine's `Name`
 *  for "Objective 2") as its entry in `lang`, a list as its items joined by ", ", anything
 *  else as its text. The engine's `i18n::text_in` follows the same rule. */
export function argText(lang: Lang, v: unknown): string {
  if (Array.isArray(v)) return v.map((x) => argText(lang, x)).join(', ');
  if (v !== null && typeof v === 'object' && typeof (v as { key?: unknown }).key === 'string') {
    const m = v as { key: string; args?: Record<string, unknown> | null };
    return translate(lang, m.key, m.args ?? {});
  }
  return v === null || v === undefined ? '' : String(v);
}

/** Picks the plural form for `n` in `lang`. */
export function pluralForm(p: Plural, n: number, lang: Lang): string {
  const cat = pluralCategory(n, lang) as keyof Plural;
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
