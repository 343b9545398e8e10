// The rules sheet: entries open over whatever screen is showing, so closing it returns the
// player to the game exactly where they were. Links push onto a stack; back pops.
export const sheet = $state({ stack: [] as string[] });

export function openRule(id: string) {
  sheet.stack.push(id);
}

export function backRule() {
  sheet.stack.pop();
}

export function closeRules() {
  sheet.stack = [];
}

/** Opens the rules entry of a board term (`struggle_track`, `reserve`, …) from the view's
 *  `rules` list; a term the list lacks opens nothing. */
export function openTerm(rules: readonly { term: string; rule: string }[] | null | undefined, term: string) {
  const rule = rules?.find((r) => r.term === term)?.rule;
  if (rule) openRule(rule);
}
