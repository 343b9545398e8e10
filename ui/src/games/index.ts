// Every game and game-side tool Datapad knows, one line each: a new game is its folder under
// `games/` plus one line here. `name` and `hint` are catalog keys; `kind` says where Home lists
// it (tools first, then games); a game not built yet has no screen and Home says so.
import type { Component } from 'svelte';
import DbgGame from './dbg/DbgGame.svelte';
import HothGame from './hoth/HothGame.svelte';
import LcgGame from './lcg/LcgGame.svelte';
import SpGame from './sp/SpGame.svelte';
import Tray from './tray/Tray.svelte';

export type GameEntry = {
  /** The engine's registry id; also the screen's name in `nav.screen`. */
  id: string;
  kind: 'tool' | 'game';
  name: string;
  hint?: string;
  screen?: Component;
  built: boolean;
};

export const games = [
  { id: 'tray', kind: 'tool', name: 'home.dice_tray', hint: 'home.dice_tray_hint', screen: Tray, built: true },
  { id: 'sp', kind: 'game', name: 'game.sp', hint: 'home.sp_hint', screen: SpGame, built: true },
  { id: 'lcg', kind: 'game', name: 'game.lcg', hint: 'home.lcg_hint', screen: LcgGame, built: true },
  { id: 'dbg', kind: 'game', name: 'game.dbg', hint: 'home.dbg_hint', screen: DbgGame, built: true },
  { id: 'hoth', kind: 'game', name: 'game.hoth', hint: 'home.hoth_hint', screen: HothGame, built: true },
] as const satisfies readonly GameEntry[];

export type GameId = (typeof games)[number]['id'];

/** The registry entry of `id`, if it is one. */
export const game = (id: string): GameEntry | undefined => (games as readonly GameEntry[]).find((g) => g.id === id);
