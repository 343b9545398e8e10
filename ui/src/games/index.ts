// Every game and game-side tool the app lists, one entry each under the engine's registry id: a
// new game is its folder under `games/` plus one entry here. The ids are checked against the
// engine's (`ListedGameId`, generated from the registry), so a game missing here or an id the
// engine has not is a svelte-check error. `name` and `hint` are catalog keys; `kind` says where
// Home lists it (tools first, then games); a game not built yet has no screen and Home says so.
import type { Component } from 'svelte';
import { RULES_GAME_IDS, type ListedGameId } from '../lib/bindings/GameIds';
import DbgGame from './dbg/DbgGame.svelte';
import HothGame from './hoth/HothGame.svelte';
import LcgGame from './lcg/LcgGame.svelte';
import SpGame from './sp/SpGame.svelte';
import Tray from './tray/Tray.svelte';

export type GameId = ListedGameId;

export type GameEntry = {
  /** The engine's registry id; also the screen's name in `nav.screen`. */
  id: GameId;
  kind: 'tool' | 'game';
  name: string;
  hint?: string;
  screen?: Component;
  built: boolean;
};

const byId = {
  tray: { kind: 'tool', name: 'home.dice_tray', hint: 'home.dice_tray_hint', screen: Tray, built: true },
  sp: { kind: 'game', name: 'game.sp', hint: 'home.sp_hint', screen: SpGame, built: true },
  lcg: { kind: 'game', name: 'game.lcg', hint: 'home.lcg_hint', screen: LcgGame, built: true },
  dbg: { kind: 'game', name: 'game.dbg', hint: 'home.dbg_hint', screen: DbgGame, built: true },
  hoth: { kind: 'game', name: 'game.hoth', hint: 'home.hoth_hint', screen: HothGame, built: true },
} satisfies Record<GameId, Omit<GameEntry, 'id'>>;

/** Every listed game, in the order Home shows them. */
export const games: readonly GameEntry[] = (Object.keys(byId) as GameId[]).map((id) => ({ id, ...byId[id] }));

/** The registry entry of `id`, if it is one. */
export const game = (id: string): GameEntry | undefined => games.find((g) => g.id === id);

/** The games with rules entries, in registry order: the Rules screen's filter. Each is listed. */
export const rulesGames = RULES_GAME_IDS satisfies readonly GameId[];
