import { beforeAll, describe, expect, it } from 'vitest';
import { ensure } from '../../../lib/i18n/index.svelte';
import { fieldLabel, fieldList } from './fields';

beforeAll(() => Promise.all([ensure('en', 'sp'), ensure('pl', 'sp')]));

describe('stance fields in words', () => {
  it('name a field by its label, never its JSON path', () => {
    expect(fieldLabel('en', 'tree.options[1].start')).toBe('the combat tree, option 2, start box');
    expect(fieldLabel('en', 'defense_chart')).toBe('the defense chart');
    expect(fieldLabel('en', 'melee.chart[0].entries[2].n')).toBe('the melee expertise chart, row 1, effect 3, count');
    expect(fieldLabel('pl', 'melee.defense')).toBe('kości obrony przed atakiem wręcz');
  });
  it('list what a stance still misses', () => {
    expect(fieldList('en', ['melee.defense', 'melee.chart', 'ranged', 'defense_chart', 'tree'])).toBe(
      'the melee defense dice, the melee expertise chart, the ranged attack, the defense chart, the combat tree',
    );
  });
  it('leave out a part it cannot name rather than show it raw', () => {
    expect(fieldLabel('en', 'tree.bogus_field')).toBe('the combat tree');
    expect(fieldLabel('en', '')).toBe('the stance');
  });
});

describe('an incomplete stance refused', () => {
  it('names what it misses as fields', async () => {
    await import('../errors');
    const { errorText } = await import('../../../lib/words');
    const text = errorText('en', {
      code: 'sp.stance_incomplete',
      data: { role: 'attacker', stance: 'Lord Maul', missing: ['melee.defense', 'tree'] },
    });
    expect(text).toContain('the melee defense dice, the combat tree');
    expect(text).not.toContain('melee.defense');
  });
});
