// The seat this browser took at a table, kept per table key: a reload or a tab that comes back
// sits down in it again without asking.
import type { Me } from './client.svelte';

const slot = (key: string) => `datapad.seat.${key.slice(0, 8)}`;

export function remembered(key: string): Me | null {
  try {
    const me = JSON.parse(localStorage.getItem(slot(key)) ?? 'null') as Me | null;
    return me && typeof me.device === 'string' && typeof me.name === 'string' ? me : null;
  } catch {
    return null;
  }
}

export function remember(key: string, me: Me) {
  localStorage.setItem(slot(key), JSON.stringify(me));
}
