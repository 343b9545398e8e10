import { describe, expect, it } from 'vitest';
import type { SpUnitDef } from '../../lib/bindings/SpUnitDef';
import { allTags, matches, NO_FILTER } from './unitFilter';

const ERAS = ['fall_of_the_jedi', 'reign_of_the_empire', 'age_of_rebellion', 'new_republic'] as const;
const unit = (over: Partial<SpUnitDef>): SpUnitDef =>
  ({
    id: 'x',
    name: { en: 'Count Dooku, Separatist Leader', pl: 'Hrabia Dooku' },
    unique_name: 'Count Dooku',
    unit_type: 'primary',
    traits: [{ en: 'Separatist', pl: 'Separatysta' }, { en: 'Sith', pl: 'Sith' }],
    eras: ['fall_of_the_jedi'],
    ...over,
  }) as SpUnitDef;

describe('the squad builder finds units', () => {
  it('by every word of the name, in any case and without accents or marks', () => {
    expect(matches(unit({}), { ...NO_FILTER, query: 'dooku  separ' }, ERAS)).toBe(true);
    expect(matches(unit({}), { ...NO_FILTER, query: 'hrabia' }, ERAS)).toBe(true);
    expect(matches(unit({ name: { en: "Jar'Kai", pl: "Jar'Kai" } }), { ...NO_FILTER, query: 'jarkai' }, ERAS)).toBe(true);
    expect(matches(unit({}), { ...NO_FILTER, query: 'maul' }, ERAS)).toBe(false);
  });
  it('by era, a span covering the eras between its ends', () => {
    const span = unit({ eras: ['fall_of_the_jedi', 'age_of_rebellion'] });
    expect(matches(span, { ...NO_FILTER, era: 'reign_of_the_empire' }, ERAS)).toBe(true);
    expect(matches(span, { ...NO_FILTER, era: 'new_republic' }, ERAS)).toBe(false);
  });
  it('by tag and by type, all filters at once', () => {
    expect(matches(unit({}), { ...NO_FILTER, tag: 'Sith', type: 'primary' }, ERAS)).toBe(true);
    expect(matches(unit({}), { ...NO_FILTER, tag: 'Sith', type: 'support' }, ERAS)).toBe(false);
    expect(matches(unit({}), { ...NO_FILTER, tag: 'Jedi' }, ERAS)).toBe(false);
  });
  it('lists every tag once', () => {
    const tags = allTags([unit({}), unit({ traits: [{ en: 'Sith', pl: 'Sith' }] })], (t) => t.en);
    expect(tags.map((t) => t.en)).toEqual(['Separatist', 'Sith']);
  });
});
