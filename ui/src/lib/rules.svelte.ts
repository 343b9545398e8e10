// The rules sheet: entries open over whatever screen is showing, so closing it returns the
// player to the game exactly where they were. Links push onto a stack; back pops.
// An entry opened from a counter's term carries why that counter last changed (`whys`, one per
// entry of the stack), said above the rule: the counter's tap-to-explain.
import type { Message } from './bindings/Message';

export const sheet = $state({ stack: [] as string[], whys: [] as (Message | null)[] });

export function openRule(id: string, why: Message | null = null) {
  sheet.stack.push(id);
  sheet.whys.push(why);
}

export function backRule() {
  sheet.stack.pop();
  sheet.whys.pop();
}

export function closeRules() {
  sheet.stack = [];
  sheet.whys = [];
}

/** Opens the rules entry of a board term (`struggle_track`, `reserve`, …) from the view's
 *  `rules` list, with why the counter beside it last changed; a term the list lacks opens
 *  nothing. */
export function openTerm(rules: readonly { term: string; rule: string }[] | null | undefined, term: string, why: Message | null = null) {
  const rule = rules?.find((r) => r.term === term)?.rule;
  if (rule) openRule(rule, why);
}
