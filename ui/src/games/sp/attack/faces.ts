// The faces of Shatterpoint's two attack rolls in the order the engine counts them (`SpFaces`).
import type { SpFaces } from '../../../lib/bindings/SpFaces';

export const ATTACK = ['crit', 'strike', 'attack_expertise', 'failure'] as const;
export const DEFENSE = ['block', 'defense_expertise', 'failure'] as const;

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

/** Whether the faces entered fill both pools exactly. */
export const filled = (f: SpFaces, pools: [number, number]): boolean => sum(f.attack) === pools[0] && sum(f.defense) === pools[1];
