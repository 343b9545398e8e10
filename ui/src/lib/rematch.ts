// A rematch: the same players and the same setup in a new saved game. The open session's events
// up to the game's start (`until`, the type of the event that starts it) are copied into a new
// session, through the same import a session file takes (every event replayed and checked);
// then, when the start is an action of its own (`start`), it is applied anew, so what it draws
// or shuffles is drawn again. Without `start` the start's own events are copied too (a setup
// given in one action, whose start has nothing left to chance).
import type { Session } from './session.svelte';

// An event is one change (`{type, …}`) or the list of an action's changes (`{changes: […]}`).
type Change = { type?: string };
type FileEvent = { action: number; event: Change & { changes?: Change[] } };
const types = (e: FileEvent): (string | undefined)[] => (e.event?.changes ?? [e.event]).map((c) => c?.type);
type SessionFileJson = { title: string; created_at: string; exported_at: string; stopped?: unknown; events: FileEvent[] };

/** The setup part of an exported session as a new session file titled `title`, or null when the
 *  session never started. */
export function setupOnly(text: string, title: string, until: string, anew: boolean): string | null {
  const file = JSON.parse(text) as SessionFileJson;
  const start = file.events.find((e) => types(e).includes(until));
  if (!start) return null;
  const events = file.events.filter((e) => (anew ? e.action < start.action : e.action <= start.action));
  const now = new Date().toISOString();
  const copy: SessionFileJson = { ...file, title, created_at: now, exported_at: now, events };
  delete copy.stopped;
  return JSON.stringify(copy);
}

/** Starts the rematch of `session`'s game; false when refused (said in a toast) or impossible. */
export async function rematch<A, V>(session: Session<A, V>, title: string, until: string, start?: A): Promise<boolean> {
  const text = await session.exportText();
  const setup = setupOnly(text, title, until, start !== undefined);
  if (setup === null) return false;
  if (!(await session.importText(setup, true))) return false;
  return start === undefined ? true : session.act(start);
}
