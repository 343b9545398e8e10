// The luck of the evening in words: each player's sentence for the end of the log, in the
// reader's language, from the numbers the engine placed exactly.
import type { PlayerLuck } from './bindings/PlayerLuck';
import { translate, type Lang } from './i18n/index.svelte';
import { decimal, percent } from './words';

/** What a game calls a die that came up well: Shatterpoint's successes, Hoth's hits. */
export type LuckNoun = 'successes' | 'hits';

/** "Player 1: 8 successes rolled, 8 expected: luckier than 50.0% of evenings like this one." */
export function luckSentence(lang: Lang, l: PlayerLuck, who: string, noun: LuckNoun): string {
  return translate(lang, `luck.${noun}`, {
    who,
    n: l.rolled,
    expected: decimal(lang, l.expected),
    percent: percent(lang, l.percentile),
  });
}
