// The stances the attack screen and the editor share: the shipped ones (from the rulebooks,
// often incomplete) and the player's own, kept on the device by the app. One state, loaded once
// per visit; every change goes through the engine, which refuses a stance that breaks a rule.
import { api } from '../../../lib/api';
import type { SpStance } from '../../../lib/bindings/SpStance';
import type { KeptLists } from '../../../lib/bindings/KeptLists';
import { refused } from '../../../lib/toast.svelte';

export const stances = $state({ shipped: [] as SpStance[], mine: [] as SpStance[], loaded: false });

function keep(lists: KeptLists<SpStance>) {
  stances.shipped = lists.shipped;
  stances.mine = lists.mine;
  stances.loaded = true;
}

/** Reads both lists; a failure is shown and the lists stay as they were. */
export async function load(): Promise<void> {
  try {
    keep(await api.keptList('sp', 'stances'));
  } catch (e) {
    refused(e);
  }
}

/** Keeps one of the player's stances (same id: replaced). Rejects with the engine's AppError
 *  (`sp.stance_rejected`, `{path, problem}`) and stores nothing when a rule is broken: the
 *  editor shows the sentence and highlights the field, so the caller handles the refusal. */
export async function save(stance: SpStance): Promise<void> {
  keep(await api.keptSave('sp', 'stances', stance));
}

/** Deletes one of the player's stances; a failure is shown and nothing changes. */
export async function remove(id: string): Promise<void> {
  try {
    keep(await api.keptDelete('sp', 'stances', id));
  } catch (e) {
    refused(e);
  }
}

/** A stance can be used in an attack only when nothing is `missing`. */
export const usable = (s: SpStance): boolean => s.missing.length === 0;

/** The stance of a unit's combat card side: the player's own wins over a shipped one (the
 *  newest of theirs when several are tied to the same side). A shipped stance that is still
 *  incomplete is returned too: check `usable` and show it as unusable. */
export function stanceFor(unitId: string, side: number): SpStance | null {
  const tied = (s: SpStance) => s.unit === unitId && s.side === side;
  return [...stances.mine].reverse().find(tied) ?? stances.shipped.find(tied) ?? null;
}
