// What a chart entry or a tree effect can be, by where it sits: the kinds, the faces of each
// die and a fresh entry of a kind. The engine checks the same rules; offering only what is
// allowed keeps a player from typing what would be refused.
import type { DieSymbol } from '../../../lib/bindings/DieSymbol';
import type { SpCondition } from '../../../lib/bindings/SpCondition';
import type { SpEntry } from '../../../lib/bindings/SpEntry';
import type { SpSelfEffect } from '../../../lib/bindings/SpSelfEffect';

/** Whose list it is: an attack chart, the defense chart, or a tree option. */
export type Owner = 'attack' | 'defense' | 'tree';
export type Kind = SpEntry['kind'];

export const KINDS: Record<Owner, Kind[]> = {
  attack: ['add', 'change', 'damage', 'shove', 'condition', 'self'],
  defense: ['add', 'change', 'shove', 'condition', 'self'],
  tree: ['damage', 'shove', 'condition', 'self'],
};

export const FACES: Record<'attack' | 'defense', DieSymbol[]> = {
  attack: ['crit', 'strike', 'attack_expertise', 'failure'],
  defense: ['block', 'defense_expertise', 'failure'],
};

/** What an `add` entry may add on each chart. */
export const ADDS: Record<'attack' | 'defense', DieSymbol[]> = { attack: ['crit', 'strike'], defense: ['block'] };

export const CONDITIONS: SpCondition[] = ['strained', 'disarmed', 'exposed', 'pinned'];
export const SELF: SpSelfEffect[] = ['advance', 'dash', 'jump', 'climb', 'reposition', 'heal', 'active'];

export function fresh(kind: Kind, owner: Owner, n = 1): SpEntry {
  const side = owner === 'defense' ? 'defense' : 'attack';
  switch (kind) {
    case 'add':
      return { kind, result: ADDS[side][0], n };
    case 'change':
      // The usual change: the other side's best face down one step.
      return owner === 'defense' ? { kind, roll: 'attack', from: 'crit', to: 'strike', n } : { kind, roll: 'defense', from: 'block', to: 'failure', n };
    case 'condition':
      return { kind, condition: 'strained', n };
    case 'self':
      return { kind, effect: 'advance', n };
    default:
      return { kind, n };
  }
}

/** A few characters for a tree cell: "2✹" damage, "1➜" shove, the term's first letters. */
export function short(e: SpEntry, word: (key: string) => string): string {
  const n = e.n > 1 ? String(e.n) : '';
  switch (e.kind) {
    case 'damage':
      return `${n}✹`;
    case 'shove':
      return `${n}➜`;
    case 'condition':
      return `${n}${word(`sp.word.condition.${e.condition}`).slice(0, 3)}`;
    case 'self':
      return `${n}${word(`sp.stance.self.${e.effect}`).slice(0, 3)}`;
    default:
      return n;
  }
}
