// How a saved game is named on screen, the same on Home and in every saved games list:
// "Shatterpoint · Turn 6 · Ola v Leo", the game's short name, how far it went
// and who plays (the engine's `SessionSummary`, kept on the session's row), then, apart, when
// it was last played and how many changes it had. And which game is in progress: Home's
// "Continue".
import { api } from './api';
import type { SessionInfo } from './bindings/SessionInfo';
import type { SessionSummary } from './bindings/SessionSummary';
import { catalogs, i18n, t } from './i18n/index.svelte';
import { game } from '../games';

/** A game's short name ("Shatterpoint"), or the registry's name of a tool ("Dice tray"). */
export function gameTitle(id: string): string {
  const short = `game.title.${id}`;
  if (catalogs[i18n.lang][short] !== undefined || catalogs.en[short] !== undefined) return t(short);
  const entry = game(id);
  return entry ? t(entry.name) : id;
}

/** When it was last played, in the reader's words. */
export const playedAt = (s: SessionInfo): string =>
  new Intl.DateTimeFormat(i18n.lang, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(s.updated_at));

/** "Turn 6", "Before the first turn", "Finished" once over. */
const stage = (s: SessionSummary): string =>
  s.over ? t('session.over') : s.turn > 0 ? t('glance.turn', { n: s.turn }) : t('session.setting_up');

/** "Ola v Leo" when every seat has a name; nothing when one has none (a side's name alone
 *  says nothing a label needs). */
function players(s: SessionSummary): string | null {
  const names = s.players.map((p) => p.trim());
  if (names.length < 2 || names.some((n) => !n)) return null;
  return names.length === 2 ? t('session.versus', { a: names[0], b: names[1] }) : names.join(', ');
}

/** The summary a label names a saved game by; none for a tool (the tray has no turns) or a game
 *  an older build saved that could not be read since: their time names them instead. */
const summaryOf = (s: SessionInfo): SessionSummary | null => (game(s.game)?.kind === 'tool' ? null : s.summary);

/** "Shatterpoint · Turn 6 · Ola v Leo", else "Shatterpoint · 14 Mar 2025, 18:40". */
export function savedLabel(s: SessionInfo): string {
  const sum = summaryOf(s);
  return [gameTitle(s.game), ...(sum ? [stage(sum), players(sum)] : [playedAt(s)])].filter((x) => x !== null).join(' · ');
}

/** "14 Mar 2025, 18:40 · 23 changes": when (unless the label said it), and how far it went. */
export const savedChanges = (s: SessionInfo): string =>
  [summaryOf(s) ? playedAt(s) : null, t('session.changes', { n: s.head })].filter((x) => x !== null).join(' · ');

/** The game in progress among `games`: the one played last that has begun and is not over (a
 *  game opened and left untouched is not in progress). Null when none has, or the list cannot
 *  be read. */
export async function inProgress(games: readonly string[]): Promise<SessionInfo | null> {
  const lists = await Promise.all(games.map((g) => api.list(g).catch(() => [] as SessionInfo[])));
  const begun = lists.flat().filter((s) => s.head > 0 && !s.summary?.over);
  const at = (s: SessionInfo) => new Date(s.updated_at).getTime();
  return begun.reduce<SessionInfo | null>((best, s) => (best === null || at(s) > at(best) ? s : best), null);
}
