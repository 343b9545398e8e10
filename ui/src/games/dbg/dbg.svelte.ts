// The Deckbuilding Game's board state: the open session, its view, and the one way to act.
// Not wired into the router yet (the lead does that); the screen resumes a `dbg` session.
import { api } from '../../lib/api';
import type { DbgAction } from '../../lib/bindings/DbgAction';
import type { DbgView } from '../../lib/bindings/DbgView';
import type { Message } from '../../lib/bindings/Message';
import type { SessionView } from '../../lib/bindings/SessionView';
import { refused } from '../../lib/toast.svelte';

/** The bindings type the engine's i64 counters as bigint; over JSON they arrive as numbers. */
export type Numbers<T> = T extends bigint
  ? number
  : T extends (infer U)[]
    ? Numbers<U>[]
    : T extends object
      ? { [K in keyof T]: Numbers<T[K]> }
      : T;
export type Board = Numbers<DbgView>;
export type Act = Numbers<DbgAction>;

export const dbg = $state({ session: null as SessionView | null });

export const view = (): Board | null => (dbg.session?.view as Board | undefined) ?? null;

/** The sentence of the event that last changed a counter (`force_track`, `base.rebel`, `ship.sd`). */
export const why = (key: string): Message | null => dbg.session?.why[key] ?? null;

/** Sends actions in order; the first refusal is shown and stops the rest. */
export async function act(...actions: Act[]): Promise<boolean> {
  const s = dbg.session;
  if (!s) return false;
  try {
    // api.apply is typed for the games the router knows; the engine takes any game's action.
    for (const a of actions) dbg.session = await api.apply(s.session.id, a as never);
    return true;
  } catch (e) {
    refused(e);
    return false;
  }
}

export async function history(op: 'undo' | 'redo') {
  if (!dbg.session) return;
  try {
    dbg.session = await api[op](dbg.session.session.id);
  } catch (e) {
    refused(e);
  }
}

/** The 7 spaces of the Force track, Empire end (−3) first. */
export const FORCE_SPACES = [-3, -2, -1, 0, 1, 2, 3];
