// The Battle of Hoth screen's shared state: the open session (one `Session` store), the unit
// table from the content (what setup offers), and the small helpers every board part uses.
import type { HothAction } from '../../lib/bindings/HothAction';
import type { HothBadge } from '../../lib/bindings/HothBadge';
import type { HothKind } from '../../lib/bindings/HothKind';
import type { HothLeader } from '../../lib/bindings/HothLeader';
import type { HothSide } from '../../lib/bindings/HothSide';
import type { HothTerrain } from '../../lib/bindings/HothTerrain';
import type { HothView } from '../../lib/bindings/HothView';
import type { HothZone } from '../../lib/bindings/HothZone';
import type { WhyLine } from '../../lib/bindings/WhyLine';
import { t } from '../../lib/i18n/index.svelte';
import { openTerm as openRuleTerm } from '../../lib/rules.svelte';
import { api } from '../../lib/api';
import type { HothKeptRoster } from '../../lib/bindings/HothKeptRoster';
import { Session } from '../../lib/session.svelte';
import { refused } from '../../lib/toast.svelte';
import unitTable from '../../../../content/hoth/units.json';

/** The open Battle of Hoth session; kept across visits to the screen. */
export const session = new Session<HothAction, HothView>('hoth');

/** Sends actions in order; the first refusal is shown and stops the rest. */
/** Whether an attack is being entered (past its first question): End turn waits meanwhile. */
export const flow = $state({ attacking: false });

export const act = (...actions: HothAction[]): Promise<boolean> => session.act(...actions);

/** The sentence of the event that last changed a counter (`medals.empire`, `unit.u1.figures`). */
export const why = (key: string): WhyLine | null => session.why(key);

/** What the table calls a unit, structure or medal hex: the players' name for it, else its
 *  kind and number ("Snowtrooper 2"); never its id. */
export const name = (id: string): string => session.name(id);

/** Opens the rules entry of a board term (medals, retreat, …) over the board. */
export const openTerm = (term: string) => openRuleTerm(session.view?.why, term);

/** The rosters the players keep on the device (the scenario book's are not among the sources). */
export const hoth = $state({ rosters: [] as HothKeptRoster[] });

export async function loadRosters() {
  try {
    hoth.rosters = (await api.keptList('hoth', 'rosters')).mine;
  } catch (e) {
    refused(e);
  }
}

// A unit's id: a stem per kind and a number not taken (`snow2`), for the engine and the tests;
// the players see its name.
const STEM: Record<HothKind, string> = { snowtrooper: 'snow', at_at: 'atat', probe_droid: 'probe', echo_trooper: 'echo', snowspeeder: 'speeder', rebel_cannon: 'cannon' };

/** An id for a new unit of `kind` that no unit or structure on the board, nor any in `also`,
 *  has. */
export function unitId(v: HothView, kind: HothKind, also: readonly string[] = []): string {
  const stem = STEM[kind];
  const taken = (id: string) => also.includes(id) || v.units.some((u) => u.id === id) || v.structures.some((s) => s.id === id);
  let n = 1;
  while (taken(`${stem}${n}`)) n++;
  return `${stem}${n}`;
}

export const SIDES: readonly HothSide[] = ['empire', 'rebels'];
/** Each side's leaders (three leader cards each). */
export const LEADERS: Record<HothSide, readonly HothLeader[]> = { empire: ['vader', 'veers', 'piett'], rebels: ['leia', 'luke', 'han'] };
export const ZONES: readonly HothZone[] = ['left', 'left_centre', 'centre', 'centre_right', 'right'];
export const TERRAIN: readonly HothTerrain[] = ['open', 'ridge', 'rocks', 'building', 'wreck', 'trenches', 'crevasse', 'serac'];

/** One row of `content/hoth/units.json`: the unit kinds the rulebook gives. */
export type UnitDef = { kind: HothKind; side: HothSide; category: string; figures: number; move: number; dice: number[] | null };
export const UNITS = unitTable.units as UnitDef[];
/** Each badge and the kinds it fits. */
export const BADGES = unitTable.badges as Record<HothBadge, { kinds: HothKind[]; extra_figures: number }>;

export const unitDef = (kind: HothKind): UnitDef | undefined => UNITS.find((u) => u.kind === kind);
export const badgesFor = (kind: HothKind): HothBadge[] => (Object.keys(BADGES) as HothBadge[]).filter((b) => BADGES[b].kinds.includes(kind));

export const sideName = (s: HothSide): string => t(`hoth.side.${s}`);
export const sideColour = (s: HothSide): string => (s === 'empire' ? 'var(--hoth-empire, #c94f4f)' : 'var(--hoth-rebels, #4f8fd9)');

/** A unit or structure as the board writes it: its name (see `name`). */
export function unitLabel(_v: HothView, id: string): string {
  return name(id);
}
