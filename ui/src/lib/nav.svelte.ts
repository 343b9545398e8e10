// Which screen is showing: one of the fixed screens, or a game's (or tool's) id from the
// registry in `games/index.ts`. A phone app with a handful of screens needs no router library.
import type { GameId } from '../games';
import { clearToast } from './toast.svelte';

export type Screen = 'home' | 'settings' | 'rules' | GameId;

export const nav = $state({ screen: 'home' as Screen });

/** Shows `screen` from its top, without the last screen's toast. */
export function go(screen: Screen) {
  nav.screen = screen;
  clearToast();
  window.scrollTo?.(0, 0);
}
