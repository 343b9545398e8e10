// Every game and game-side tool the app lists, one entry each under the engine's registry id: a
// new game is its folder under `games/` plus one entry here. The ids are checked against the
// engine's (`ListedGameId`, generated from the registry), so a game missing here or an id the
// engine has not is a svelte-check error. `name` and `hint` are catalog keys of the framework's
// catalog (Home shows them before any game's sentences load); `kind` says where Home lists it
// (tools first, then games); a game not built yet has no screen and Home says so. A screen is
// loaded when it opens (`open`), so the first screen downloads no game.
import type { Component } from 'svelte';
import { RULES_GAME_IDS, type ListedGameId } from '../lib/bindings/GameIds';
import { ensureGame } from '../lib/i18n/index.svelte';

export type GameId = ListedGameId;

export type GameEntry = {
  /** The engine's registry id; also the screen's name in `nav.screen`. */
  id: GameId;
  kind: 'tool' | 'game';
  name: string;
  hint?: string;
  /** Loads its screen's code. */
  screen?: () => Promise<{ default: Component }>;
  built: boolean;
};

const byId = {
  tray: { kind: 'tool', name: 'home.dice_tray', hint: 'home.dice_tray_hint', screen: () => import('./tray/Tray.svelte'), built: true },
  sp: { kind: 'game', name: 'game.sp', hint: 'home.sp_hint', screen: () => import('./sp/SpGame.svelte'), built: true },
  lcg: { kind: 'game', name: 'game.lcg', hint: 'home.lcg_hint', screen: () => import('./lcg/LcgGame.svelte'), built: true },
  dbg: { kind: 'game', name: 'game.dbg', hint: 'home.dbg_hint', screen: () => import('./dbg/DbgGame.svelte'), built: true },
  hoth: { kind: 'game', name: 'game.hoth', hint: 'home.hoth_hint', screen: () => import('./hoth/HothGame.svelte'), built: true },
} satisfies Record<GameId, Omit<GameEntry, 'id'>>;

/** Every listed game, in the order Home shows them. */
export const games: readonly GameEntry[] = (Object.keys(byId) as GameId[]).map((id) => ({ id, ...byId[id] }));

/** The registry entry of `id`, if it is one. */
export const game = (id: string): GameEntry | undefined => games.find((g) => g.id === id);

/** The screen of `g`, once its code and its sentences in the current language are loaded. */
export async function open(g: GameEntry): Promise<Component | undefined> {
  if (!g.screen) return undefined;
  const [screen] = await Promise.all([g.screen(), ensureGame(g.id)]);
  return screen.default;
}

/** The games with rules entries, in registry order: the Rules screen's filter. Each is listed. */
export const rulesGames = RULES_GAME_IDS satisfies readonly GameId[];
