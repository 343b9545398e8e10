import { describe, expect, it } from 'vitest';
import type { Die } from '../lib/bindings/Die';
import type { DieSymbol } from '../lib/bindings/DieSymbol';
import { dieLook, diceGames, faceShapes, symbolOrder, traySystems } from './dice';

// The engine's built-in dice: every one must look like its game says, whatever game adds them.
const dice = Object.values(import.meta.glob<Die>('../../../content/**/dice/*.json', { eager: true, import: 'default' }));

describe('the games’ dice declarations', () => {
  it('cover every built-in die: its colours, its faces drawn, its symbols ordered', () => {
    expect(dice.length).toBeGreaterThan(0);
    for (const d of dice) {
      expect(dieLook(d.id), d.id).toBeDefined();
      expect(diceGames.find((g) => g.game === d.game)?.dice[d.id], `${d.id} in ${d.game}`).toBeDefined();
      for (const s of d.faces) {
        expect(faceShapes(s).length, `${d.id}: ${s}`).toBeGreaterThan(0);
        expect(symbolOrder, `${d.id}: ${s}`).toContain(s);
      }
    }
  });
  it('order each symbol once, game after game', () => {
    expect(new Set(symbolOrder).size).toBe(symbolOrder.length);
    expect(symbolOrder.slice(0, 2)).toEqual<DieSymbol[]>(['crit', 'strike']);
  });
  it('give the tray one system per game with dice, each starting with a pool it can roll', () => {
    expect(traySystems.map((s) => s.game)).toEqual(['sp', 'hoth']);
    for (const s of traySystems) {
      const counts = Object.fromEntries(s.inputs.flatMap((i) => (i.kind === 'count' ? [[i.id, i.start]] : [])));
      const choices = Object.fromEntries(s.inputs.flatMap((i) => (i.kind === 'choice' ? [[i.id, i.start]] : [])));
      const pool = s.pool({ counts, choices });
      expect(pool.length, s.game).toBeGreaterThan(0);
      for (const p of pool) expect(dieLook(p.die), `${s.game}: ${p.die}`).toBeDefined();
    }
  });
});
