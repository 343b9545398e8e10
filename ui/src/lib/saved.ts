// How a saved game is named on screen, the same on Home, in a game's saved games and in the
// tray's sessions: "Shatterpoint · 14 Mar 2025, 18:40", the game's short name, then when it was
// last played. The list says no more of a game (no turn, no players' names: `SessionInfo`), so
// the label names it by its time. And which game is in progress: Home's "Continue".
import { api } from './api';
import type { SessionInfo } from './bindings/SessionInfo';
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

/** "Shatterpoint · 14 Mar 2025, 18:40". */
export const savedLabel = (s: SessionInfo): string => [gameTitle(s.game), playedAt(s)].join(' · ');

/** "23 changes": how far it went. */
export const savedChanges = (s: SessionInfo): string => t('session.changes', { n: s.head });

/** The game in progress among `games`: the one played last that has begun (a game opened and
 *  left untouched is not in progress). Null when none has, or the list cannot be read. */
export async function inProgress(games: readonly string[]): Promise<SessionInfo | null> {
  const lists = await Promise.all(games.map((g) => api.list(g).catch(() => [] as SessionInfo[])));
  const begun = lists.flat().filter((s) => s.head > 0);
  const at = (s: SessionInfo) => new Date(s.updated_at).getTime();
  return begun.reduce<SessionInfo | null>((best, s) => (best === null || at(s) > at(best) ? s : best), null);
}
