// The shared table this screen is at, if any: the client (joined from a browser or the app, or
// the app's own table while it shares) and, on the host, how others join.
import type { TableClient } from './client.svelte';

/** How to join the table this app shares (src-tauri/src/commands/share.rs `Shared`). */
export type Shared = {
  url: string;
  urls: string[];
  key: string;
  session: number;
  game: string;
  /** The join URL as an SVG QR code. */
  qr: string;
  anyone_may_tap: boolean;
};

/** `seated`: this device has picked its name and seat at the table (a browser asks first). */
export const table = $state({ client: null as TableClient | null, shared: null as Shared | null, seated: false });

/** This device's id at every table: made once, kept in the browser's (or webview's) storage. */
export function deviceId(): string {
  const key = 'datapad.device';
  let id = localStorage.getItem(key);
  if (!id) {
    id = Array.from(crypto.getRandomValues(new Uint8Array(12)), (b) => b.toString(16).padStart(2, '0')).join('');
    localStorage.setItem(key, id);
  }
  return id;
}

const tokenSlot = (key: string) => `datapad.token.${key.slice(0, 8)}`;

/** The resume token the table with key `key` told this device, kept beside its id: a reload or
 *  a tab that comes back is that device again, and no other device can be. */
export function savedToken(key: string): string | null {
  try {
    return localStorage.getItem(tokenSlot(key));
  } catch {
    return null;
  }
}

export function saveToken(key: string, token: string) {
  try {
    localStorage.setItem(tokenSlot(key), token);
  } catch {
    // Storage refused (a private window): the token lives as long as the page.
  }
}

/** Whether this screen is a remote device at someone else's table (not the host's own). */
export const remote = (): boolean => !!table.client && !table.client.hosting;

/** Whether this device may switch, start, export or import sessions: not at someone else's
 *  table (they are the host's), nor while it shares one (the table is that session). */
export const sessionsHere = (): boolean => !table.client;
