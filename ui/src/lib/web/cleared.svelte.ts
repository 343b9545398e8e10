// The browser can clear the site's storage while Datapad is open (the player clearing the site's
// data, or the browser freeing space). The worker's open files go on taking every change, so
// nothing fails by itself, and the next start would find nothing. So the page looks for the
// journal's folder when it comes back into view and every few seconds, and once it is gone says
// so: what is open still reads through those files, so a backup saved then keeps every game.
import { start } from './core';

/** The private file system's folder of the worker's SQLite pool (`datapad-web`'s worker.rs). */
const POOL = '.datapad';
const EVERY_MS = 5_000;

export const storage = $state({ cleared: false });

async function look() {
  if (storage.cleared || (await start().catch(() => 'memory')) !== 'opfs') return;
  try {
    await (await navigator.storage.getDirectory()).getDirectoryHandle(POOL);
  } catch (e) {
    if ((e as DOMException)?.name === 'NotFoundError') storage.cleared = true;
  }
}

/** Watches for the storage being cleared from now on. */
export function watchStorage() {
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void look();
  });
  setInterval(() => void look(), EVERY_MS);
}
