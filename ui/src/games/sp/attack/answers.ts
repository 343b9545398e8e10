// What the engine answers about an attack being prepared: the exact odds and every step of a
// whole attack (the CLI's `odds sp --json` and `attack sp --json` keys), or the dice alone when a
// stance lacks its charts or tree.
import type { SpCondition } from '../../../lib/bindings/SpCondition';
import type { SpUnitRef } from '../../../lib/bindings/SpUnitRef';

/** The exact odds as the engine answers them (the CLI's `odds sp --json` keys). */
export type Odds = {
  attack_dice: number;
  defense_dice: number;
  successes: Record<string, number>;
  mean: number;
  damage: Record<string, number>;
  damage_mean: number;
  best_path: Record<string, string[]>;
  /** The chance of at least N damage, N from 0. */
  damage_at_least: Record<string, number>;
  /** The walk every number assumes. */
  policy: 'max_damage' | 'max_conditions' | 'path';
  p_wounded?: number;
  /** How many identical attacks wound the target from its damage now: "1".."10" and "more". */
  attacks_to_wound?: Record<string, number>;
};

/** One row of the best-target list. */
export type Ranked = { target: SpUnitRef; type: 'melee' | 'ranged'; p_wounded: number | null; damage_mean: number };

/** Every step's result for the faces and walk chosen (the CLI's `attack sp --json` keys). */
export type Preview = {
  attack_dice: number;
  defense_dice: number;
  modified: { attack: Record<string, number>; defense: Record<string, number> };
  successes: number;
  path: string[];
  pool_after: number[];
  /** The options the walk may take next (the engine's own walk rules). */
  next: string[];
  pool: number;
  assigned: number;
  to_attacker: number;
  damage_total?: number;
  wounded?: boolean;
  after_attack: { side: 'attacker' | 'defender'; from: string; effect: string; n: number }[];
  /** Each after-attack effect's word, as a catalog key. */
  after_words: string[];
  why: import('../../../lib/bindings/Message').Message[];
};

/** A dice-only matchup's odds (a stance without its charts or tree): the raw successes. */
export type DiceOdds = {
  dice_only: true;
  attack_dice: number;
  defense_dice: number;
  successes: Record<string, number>;
  mean: number;
};

/** A dice-only roll as it fell: the successes, and the expertise each side reads off its card. */
export type DicePreview = {
  dice_only: true;
  crits: number;
  strikes: number;
  blocks: number;
  expertise: { attack: number; defense: number };
  successes: number;
};

/** What the players read off their cards for a dice-only attack. */
export type Outcome = { damage: number; conditions: SpCondition[] };

/** What an outcome will do to the target (the `attack_outcome` question): the damage it takes,
 *  its damage then, and whether that wounds it now. */
export type Lands = { damage: number; damage_total: number; wounded: boolean };

export const isDice = <T extends object>(x: T | DiceOdds | DicePreview): x is DiceOdds | DicePreview => 'dice_only' in x;

