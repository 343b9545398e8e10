// Every view a shared table sends reaches the sessions on screen: the client pushes, each game's
// `Session` listens, so another device's change shows here.
import type { SessionView } from '../bindings/SessionView';

const listeners = new Set<(view: SessionView) => void>();

/** Calls `f` with every view the table sends. */
export function onTableView(f: (view: SessionView) => void) {
  listeners.add(f);
}

export function pushView(view: SessionView) {
  for (const f of listeners) f(view);
}
