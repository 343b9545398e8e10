// Turns engine data (symbol counts, log messages, errors) into sentences in the player's language.
import { groupLabel, symbolOrder, type Say } from '../games/dice';
import type { DieSymbol } from './bindings/DieSymbol';
import type { ErrorCode } from './bindings/ErrorCode';
import type { Message } from './bindings/Message';
import type { SymbolCount } from './bindings/SymbolCount';
import { translate, type Lang } from './i18n/index.svelte';
import { withSizes } from './sizes';

/** "1 crit, 3 strikes, 2 expertise, 2 failures": counts in the games' symbol order
 *  (`games/dice.ts`), zeros left out. */
export function summary(lang: Lang, counts: SymbolCount[] | Partial<Record<DieSymbol, number>>): string {
  const map: Partial<Record<DieSymbol, number>> = Array.isArray(counts)
    ? Object.fromEntries(counts.map((c) => [c.symbol, c.count]))
    : counts;
  const parts = symbolOrder.filter((s) => (map[s] ?? 0) > 0).map((s) => translate(lang, `sym.${s}`, { n: map[s] }));
  return parts.length ? parts.join(', ') : translate(lang, 'summary.nothing');
}

type Group = { die: string; counts: Partial<Record<DieSymbol, number>> };

/** "attack: 1 crit, …; defense: 2 blocks" (a single kind of die needs no label). */
function groupsText(lang: Lang, groups: Group[]): string {
  if (groups.length === 1) return summary(lang, groups[0].counts);
  return groups.map((g) => `${translate(lang, groupLabel(g.die)).toLowerCase()}: ${summary(lang, g.counts)}`).join('; ');
}

/** A log sentence from the engine's message key and arguments, with its consequences
 *  (`args.then`: "Lord Maul took 7 damage. Wounded. Player 2 gains momentum."). */
export function describe(lang: Lang, m: Pick<Message, 'key' | 'args'>): string {
  const args = m.args as Record<string, unknown>;
  const groups = args.groups as Group[] | undefined;
  const head = translate(lang, `log.${m.key}`, {
    ...args,
    n: args.n ?? args.dice,
    summary: groups ? groupsText(lang, groups) : '',
    face: typeof args.symbol === 'string' ? translate(lang, `face.${args.symbol}`).toLowerCase() : '',
  });
  const then = Array.isArray(args.then) ? (args.then as Pick<Message, 'key' | 'args'>[]) : [];
  return [head, ...then.map((c) => describe(lang, c))].join(' ');
}

type Args = Record<string, unknown>;
const wording = new Map<string, (lang: Lang, data: Args) => Args>();

/** A game words the data of one of its refusals itself (a list of JSON paths as field labels):
 *  registered when its code loads, applied by `errorText`. */
export function wordError(code: ErrorCode, words: (lang: Lang, data: Args) => Args) {
  wording.set(code, words);
}

/** The localized sentence for an engine error: `{code: "<namespace>.<code>", data}` (an AppError)
 *  reads the entry `error.<namespace>.<code>` with the data as arguments. */
export function errorText(lang: Lang, e: { code: ErrorCode; data?: unknown }): string {
  // Sizes are the reader's ("16 MB"), never a count of bytes nor the engine's English.
  const data = withSizes(lang, (e.data !== null && typeof e.data === 'object' ? e.data : {}) as Args);
  const args = wording.get(e.code)?.(lang, data) ?? data;
  const key = `error.${e.code}`;
  const text = translate(lang, key, args);
  // The refusal of one entry of a file (`Error::at_entry` in the engine) says which.
  const at = typeof args.entry === 'number' ? translate(lang, 'error.at_entry', args) : '';
  return at + (text === key ? translate(lang, 'error.unexpected', { detail: e.code }) : text);
}

/** A probability as a percentage with one decimal, in the language's number format. */
export function percent(lang: Lang, p: number): string {
  return new Intl.NumberFormat(lang, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(p);
}

export function decimal(lang: Lang, x: number): string {
  return new Intl.NumberFormat(lang, { maximumFractionDigits: 2 }).format(x);
}

/** The words a game's dice declaration uses (odds, a roll's result), in `lang`. */
export const say = (lang: Lang): Say => ({
  t: (key, args) => translate(lang, key, args),
  percent: (p) => percent(lang, p),
  decimal: (x) => decimal(lang, x),
});
