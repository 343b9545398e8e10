// Every game's dice as the shared UI shows them, one line per game: a game declares its dice in
// its own folder (`games/<g>/dice.ts`: colours, face symbols, labels, summary order, its tray
// system), and the die tile, the face icons, the roll sentences and the dice tray read them
// here, so none of them names a game. A new game with dice is its folder plus one line below.
import type { DieSymbol } from '../lib/bindings/DieSymbol';
import type { OddsTable } from '../lib/bindings/OddsTable';
import type { PoolPart } from '../lib/bindings/PoolPart';
import { hothDice } from './hoth/dice';
import { spDice } from './sp/dice';

/** The games with dice, in the order the tray offers them and summaries list their symbols. */
export const diceGames: readonly GameDice[] = [spDice, hothDice];

/** One drawn shape of a face symbol in a 24×24 box, painted in `currentColor`: an SVG element
 *  and its attributes. Drawn, not an icon font or emoji, so it renders the same everywhere. */
export type Shape = readonly ['path' | 'circle' | 'rect', Readonly<Record<string, string>>];

export type DieLook = {
  /** Catalog key naming the die's group in a roll ("Attack: 1 crit, …"). */
  label: string;
  /** CSS colours of the die and of the symbol on it; custom properties the game's stylesheet
   *  sets per theme, so both themes follow. */
  background: string;
  text: string;
};

/** The words a game's declaration may use, in the player's language (`say` in `lib/words`). */
export type Say = {
  t: (key: string, args?: Record<string, unknown>) => string;
  percent: (p: number) => string;
  decimal: (x: number) => string;
};

/** One of a tray system's pool inputs: a count of dice (a stepper whose test id is `id`) or one
 *  option of several (radios `<id>-<option>`, each named by the catalog key `<label>.<option>`). */
export type PoolInput =
  | { kind: 'count'; id: string; label: string; start: number; min?: number }
  | { kind: 'choice'; id: string; label: string; options: readonly string[]; start: string };

/** The values of a system's pool inputs, by input id. */
export type Pool = { counts: Record<string, number>; choices: Record<string, string> };

/** The odds of a pool before rolling: the bars' table and the same in words. */
export type TrayOdds = { table: OddsTable; words: (say: Say) => string };

/** How the dice tray rolls a game's dice. */
export type TraySystem = {
  /** Catalog key of its radio (`system-<game>`). */
  label: string;
  inputs: readonly PoolInput[];
  /** The roll action's pool from the inputs. */
  pool: (p: Pool) => PoolPart[];
  /** The engine's odds for the pool (`odds-<game>`), under these catalog keys joined by " · ". */
  odds: (p: Pool) => Promise<TrayOdds>;
  oddsLabel: readonly string[];
  /** The result line of a roll: what the engine reads in it for this game (`roll.result[game]`). */
  result: (r: Record<string, number>, say: Say) => string;
};

export type GameDice = {
  /** The engine's game id: its dice's `game`, its key in a roll's result, its tray system's id. */
  game: string;
  /** Its dice by the engine's die id. */
  dice: Readonly<Record<string, DieLook>>;
  faces: Partial<Record<DieSymbol, readonly Shape[]>>;
  /** Its symbols in the order summaries list them: successes first, failures last. */
  order: readonly DieSymbol[];
  tray?: TraySystem;
};

const looks: Record<string, DieLook> = Object.assign({}, ...diceGames.map((g) => g.dice));
const shapes: Partial<Record<DieSymbol, readonly Shape[]>> = Object.assign({}, ...diceGames.map((g) => g.faces));

/** How a die looks, if a game declares it. */
export const dieLook = (die: string): DieLook | undefined => looks[die];

/** The shapes of a face symbol (none for a symbol no game draws). */
export const faceShapes = (symbol: DieSymbol): readonly Shape[] => shapes[symbol] ?? [];

/** Every game's symbols in summary order, game after game. */
export const symbolOrder: readonly DieSymbol[] = diceGames.flatMap((g) => g.order);

/** The catalog key naming a die's group, or the die's id when no game names it. */
export const groupLabel = (die: string): string => looks[die]?.label ?? die;

/** The dice tray's systems, in the order of its radios. */
export const traySystems = diceGames.flatMap((g) => (g.tray ? [{ game: g.game, ...g.tray }] : []));
export type TrayEntry = (typeof traySystems)[number];
