// The Shatterpoint screen's shared state: the open session, its view, and the one way to act.
import { api } from './api';
import type { Message } from './bindings/Message';
import type { SessionView } from './bindings/SessionView';
import type { SpAction } from './bindings/SpAction';
import type { SpText } from './bindings/SpText';
import type { SpUnitDef } from './bindings/SpUnitDef';
import type { SpView } from './bindings/SpView';
import { i18n, t } from './i18n/index.svelte';
import { playerName, prefs } from './settings.svelte';
import { openRule } from './rules.svelte';
import { refused } from './toast.svelte';

export const sp = $state({ session: null as SessionView | null, myUnits: [] as SpUnitDef[] });

/** The units the players typed in from their cards, kept across games. */
export async function loadMyUnits() {
  try {
    sp.myUnits = await api.spUnits();
  } catch (e) {
    refused(e);
  }
}

export const view = (): SpView | null => (sp.session?.view as SpView | undefined) ?? null;

/** The sentence of the event that last changed a counter (`track`, `force.0`, `unit.1.2`). */
export const why = (key: string): Message | null => sp.session?.why[key] ?? null;

/** Sends actions in order; the first refusal is shown and stops the rest. */
export async function act(...actions: SpAction[]): Promise<boolean> {
  const s = sp.session;
  if (!s) return false;
  try {
    for (const a of actions) sp.session = await api.apply(s.session.id, a);
    return true;
  } catch (e) {
    refused(e);
    return false;
  }
}

export async function history(op: 'undo' | 'redo') {
  if (!sp.session) return;
  try {
    sp.session = await api[op](sp.session.session.id);
  } catch (e) {
    refused(e);
  }
}

export const text = (x: SpText | null | undefined): string => (x ? x[i18n.lang] || x.en : '');

/** A player's name: the one typed for this game, else the settings' name, else "Player N". */
export function who(player: number | null | undefined): string {
  if (player === null || player === undefined) return t('sp.nobody');
  const v = view();
  return v?.players[player]?.name?.trim() || playerName(player);
}

export const colour = (player: number): string => prefs.s?.players[player]?.colour ?? (player ? '#3a8fd9' : '#d9534f');

/** Opens the rules entry of a board term (struggle_track, reserve, …) over the board. */
export function openTerm(term: string) {
  const rule = view()?.rules.find((r) => r.term === term)?.rule;
  if (rule) openRule(rule);
}
