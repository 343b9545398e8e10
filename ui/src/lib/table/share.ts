// Starting and stopping a table: the app sharing its open session (it then sits at its own
// table, so its taps are numbered like everyone's), and the app joining another device's.
import { api } from '../api';
import { TableClient } from './client.svelte';
import { deviceId, table } from './table.svelte';
import { appWire } from './wire';

/** Shares session `id` as `name`; resolves once this app sits at its own table. */
export async function startSharing(id: number, name: string): Promise<void> {
  table.shared = await api.shareStart(id, name);
  if (table.client?.hosting) return;
  table.client?.stop();
  const c = new TableClient(() => appWire(null), { device: deviceId(), name, seat: null }, true);
  table.client = c;
  c.start();
  await c.ready();
}

/** Stops sharing: the others see the table lost; the app has its session to itself again. */
export async function stopSharing(): Promise<void> {
  table.client?.stop();
  table.client = null;
  table.shared = null;
  await api.shareStop();
}

/** The key of a join URL, which names the table its token is kept for. */
function keyOf(url: string): string | null {
  try {
    return new URL(url.trim()).searchParams.get('key');
  } catch {
    return null;
  }
}

/** Joins the table at `url` (a join URL) from the app, watching until a seat is chosen. */
export function joinFromApp(url: string, name: string): TableClient {
  table.client?.stop();
  const c = new TableClient(() => appWire(url), { device: deviceId(), name, seat: 'watch' }, false, keyOf(url));
  table.client = c;
  c.start();
  return c;
}

/** Leaves the table this device joined. */
export function leaveTable() {
  table.client?.stop();
  table.client = null;
}
