import { describe, expect, it } from 'vitest';
import type { SpStance } from '../../../lib/bindings/SpStance';
import { blank, freeId } from './draft.svelte';
import { stanceFor, stances, usable } from './stances.svelte';

const stance = (id: string, unit: string | null, side: number, missing: string[] = []): SpStance => ({ ...blank(), id, unit, side, missing });

describe('stanceFor', () => {
  it("prefers the player's own stance of that unit side, the newest of them", () => {
    stances.shipped = [stance('shipped-a', 'ahsoka', 0, ['tree'])];
    stances.mine = [stance('my-old', 'ahsoka', 0), stance('my-other-side', 'ahsoka', 1), stance('my-new', 'ahsoka', 0)];
    expect(stanceFor('ahsoka', 0)?.id).toBe('my-new');
    expect(stanceFor('ahsoka', 1)?.id).toBe('my-other-side');
  });

  it('falls back to a shipped stance, incomplete ones included but not usable', () => {
    stances.shipped = [stance('shipped-a', 'ahsoka', 0, ['tree'])];
    stances.mine = [];
    const s = stanceFor('ahsoka', 0);
    expect(s?.id).toBe('shipped-a');
    expect(s && usable(s)).toBe(false);
    expect(stanceFor('ahsoka', 1)).toBeNull();
    expect(stanceFor('maul', 0)).toBeNull();
  });
});

describe('freeId', () => {
  it("puts the player's prefix on and steps past ids in use", () => {
    expect(freeId('ahsoka-jar-kai', [])).toBe('my-ahsoka-jar-kai');
    expect(freeId('my-x', ['my-x', 'my-x-2'])).toBe('my-x-3');
  });
});
