// What a browser answers itself of the app's platform commands: its own language and theme, a
// form's draft, the screen's wake lock. The players' names and the dice are the host's, read from
// the table; anything else (another session, a file, a change to a list) only the host does.
// The session itself and every read go through the session's device (`../device.ts`).
import type { AppError } from '../bindings/AppError';
import type { Settings } from '../bindings/Settings';
import type { TableClient } from './client.svelte';
import { table } from './table.svelte';

const notShared = (cmd: string): Promise<never> => Promise.reject({ code: 'sync.not_shared', data: { what: cmd } } satisfies AppError);

/** The answer to a platform command in a browser; `sync.not_shared` for what only the host does. */
export function ownAnswer(cmd: string, a: Record<string, unknown>): Promise<unknown> {
  switch (cmd) {
    case 'settings_get':
      return hostSettings(table.client).then(withOwn);
    case 'settings_set':
      return keepOwn(a.settings as Settings);
    case 'draft_get':
      return Promise.resolve(JSON.parse(localStorage.getItem(`datapad.draft.${a.key}`) ?? 'null'));
    case 'draft_set':
      if (a.value === null) localStorage.removeItem(`datapad.draft.${a.key}`);
      else localStorage.setItem(`datapad.draft.${a.key}`, JSON.stringify(a.value));
      return Promise.resolve(null);
    case 'startup_notices':
      return Promise.resolve([]);
    case 'awake_available':
      return Promise.resolve('wakeLock' in navigator);
    case 'awake_update':
      return wake(Boolean(a.gameOpen) && Boolean(a.visible));
    default:
      return notShared(cmd);
  }
}

// The browser's own settings: only its language and theme; the rest (players, dice) is the host's.
const OWN = 'datapad.settings';
const DEFAULTS: Settings = {
  language: null,
  theme: 'dark',
  keep_awake: true,
  dice_mode: 'virtual',
  players: [
    { name: '', colour: '#d9534f' },
    { name: '', colour: '#3a8fd9' },
  ],
  hoth_faces: null,
  hoth_unit_dice: {},
};

let host: Settings = DEFAULTS;

/** The host's settings once at the table; the defaults if the table does not answer soon. */
async function hostSettings(c: TableClient | null): Promise<Settings> {
  if (!c) return host;
  const late = new Promise<Settings>((resolve) => setTimeout(() => resolve(host), 4000));
  const read = c
    .ready()
    .then(() => c.read('settings_get') as Promise<Settings>)
    .then((s) => (host = s), () => host);
  return Promise.race([read, late]);
}

function withOwn(s: Settings): Settings {
  const own = JSON.parse(localStorage.getItem(OWN) ?? '{}') as Partial<Settings>;
  return { ...s, language: own.language ?? null, theme: own.theme ?? s.theme };
}

function keepOwn(s: Settings): Promise<Settings> {
  localStorage.setItem(OWN, JSON.stringify({ language: s.language, theme: s.theme }));
  return Promise.resolve(withOwn(host));
}

let lock: { release(): Promise<void> } | null = null;

/** A game on screen keeps the phone awake where the browser allows it (the Wake Lock API). */
export async function wake(on: boolean): Promise<boolean> {
  const api = (navigator as Navigator & { wakeLock?: { request(t: 'screen'): Promise<{ release(): Promise<void> }> } }).wakeLock;
  if (!api) return false;
  try {
    if (on && !lock) lock = await api.request('screen');
    if (!on && lock) await lock.release().finally(() => (lock = null));
    return true;
  } catch {
    return false;
  }
}
