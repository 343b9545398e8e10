// The squad builder's search over every unit card: by name (either language, the unique name
// too), era, tag and type, all of them at once. Kept apart from the screen so it is tested alone.
import type { SpEra } from '../../lib/bindings/SpEra';
import type { SpText } from '../../lib/bindings/SpText';
import type { SpUnitDef } from '../../lib/bindings/SpUnitDef';
import type { SpUnitType } from '../../lib/bindings/SpUnitType';

export type UnitFilter = { query: string; era: SpEra | ''; tag: string; type: SpUnitType | '' };

export const NO_FILTER: UnitFilter = { query: '', era: '', tag: '', type: '' };

/** Lower case without accents, so "dooku" finds "Dooku" and "jarkai" need not type the ’. */
const fold = (s: string): string =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\p{L}\p{N} ]/gu, '')
    .toLowerCase();

/** A unit's tags by their English words (the card's), the key a tag filter holds. */
export const tagsOf = (u: SpUnitDef): string[] => u.traits.map((t) => t.en).filter(Boolean);

/** Every tag of these units once, in both languages, sorted by `label`. */
export function allTags(units: SpUnitDef[], label: (t: SpText) => string): SpText[] {
  const byKey = new Map(units.flatMap((u) => u.traits.filter((t) => t.en).map((t) => [t.en, t] as const)));
  return [...byKey.values()].sort((a, b) => label(a).localeCompare(label(b)));
}

/** An era filter matches a unit of that era, or one whose span covers it (first and last). */
function inEra(u: SpUnitDef, era: SpEra, order: readonly SpEra[]): boolean {
  if (u.eras.length < 2) return u.eras.includes(era);
  const [a, b] = [order.indexOf(u.eras[0]), order.indexOf(u.eras[u.eras.length - 1])];
  const at = order.indexOf(era);
  return at >= Math.min(a, b) && at <= Math.max(a, b);
}

export function matches(u: SpUnitDef, f: UnitFilter, order: readonly SpEra[]): boolean {
  const words = fold(f.query).split(' ').filter(Boolean);
  const name = fold([u.name.en, u.name.pl, u.unique_name ?? ''].join(' '));
  return (
    words.every((w) => name.includes(w)) &&
    (!f.era || inEra(u, f.era, order)) &&
    (!f.tag || tagsOf(u).includes(f.tag)) &&
    (!f.type || u.unit_type === f.type)
  );
}
