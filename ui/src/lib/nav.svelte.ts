// Which screen is showing: one of the fixed screens, or a game's (or tool's) id from the
// registry in `games/index.ts`. A phone app with a handful of screens needs no router library.
import type { GameId } from '../games';
import { clearToast } from './toast.svelte';

export type Screen = 'home' | 'settings' | 'rules' | GameId;

export const nav = $state({ screen: 'home' as Screen });

// The saved game a game's screen opens instead of its last one (Home's Continue): taken once by
// that screen, and forgotten on any other move.
let opening: { game: GameId; id: number } | null = null;

/** Shows `screen` from its top, without the last screen's toast. */
export function go(screen: Screen) {
  opening = null;
  nav.screen = screen;
  clearToast();
  globalThis.scrollTo?.(0, 0);
}

/** Shows `game`'s screen with its saved game `id` open, as its saved games list opens one. */
export function openSaved(game: GameId, id: number) {
  go(game);
  opening = { game, id };
}

/** The saved game `game`'s screen was asked to open (once), or null for its last one. */
export function takeOpening(game: string): number | null {
  const id = opening?.game === game ? opening.id : null;
  opening = null;
  return id;
}
