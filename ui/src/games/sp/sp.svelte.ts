// The Shatterpoint screen's shared state: the open session (one `Session` store), the units the
// players typed in, and the small helpers every board part uses.
import { api } from '../../lib/api';
import type { WhyLine } from '../../lib/bindings/WhyLine';
import type { SpAction } from '../../lib/bindings/SpAction';
import type { SpText } from '../../lib/bindings/SpText';
import type { SpKeptTeam } from '../../lib/bindings/SpKeptTeam';
import type { SpUnitDef } from '../../lib/bindings/SpUnitDef';
import type { SpView } from '../../lib/bindings/SpView';
import { i18n, t } from '../../lib/i18n/index.svelte';
import { openTerm as openRuleTerm } from '../../lib/rules.svelte';
import { Session } from '../../lib/session.svelte';
import { playerName, prefs } from '../../lib/settings.svelte';
import { refused } from '../../lib/toast.svelte';
import './errors';

/** The open Shatterpoint session; kept across visits to the screen. */
export const session = new Session<SpAction, SpView>('sp');

export const sp = $state({ myUnits: [] as SpUnitDef[], myTeams: [] as SpKeptTeam[] });

/** The units the players typed in from their cards and their strike teams, kept across games. */
export async function loadMyUnits() {
  try {
    sp.myUnits = (await api.keptList('sp', 'units')).mine;
    sp.myTeams = (await api.keptList('sp', 'teams')).mine;
  } catch (e) {
    refused(e);
  }
}

export const view = (): SpView | null => session.view;

/** The sentence of the event that last changed a counter (`track`, `force.0`, `unit.1.2`). */
export const why = (key: string): WhyLine | null => session.why(key);

/** Sends actions in order; the first refusal is shown and stops the rest. */
export const act = (...actions: SpAction[]): Promise<boolean> => session.act(...actions);

export const text = (x: SpText | null | undefined): string => (x ? x[i18n.lang] || x.en : '');

/** A player's name: the one typed for this game, else the settings' name, else "Player N". */
export function who(player: number | null | undefined): string {
  if (player === null || player === undefined) return t('sp.nobody');
  const v = view();
  return v?.players[player]?.name?.trim() || playerName(player);
}

export const colour = (player: number): string => prefs.s?.players[player]?.colour ?? (player ? '#3a8fd9' : '#d9534f');

/** Opens the rules entry of a board term (struggle_track, reserve, …) over the board. */
export const openTerm = (term: string) => openRuleTerm(view()?.rules, term);
