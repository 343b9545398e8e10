// Where each of api.ts's calls goes while this screen is at a shared table. The table's session
// goes to the table (its changes as numbered frames, its log as a read); in a browser, what the
// host shares is read from it (the rules, the dice, the host's lists and players) and what is
// the browser's own (its language and theme, a form's draft, the screen's wake lock) stays in it;
// anything else is only on the host (`sync.not_shared`). In the app, the rest is the app's own.
import { isTauri } from '@tauri-apps/api/core';
import type { AppError } from '../bindings/AppError';
import type { Settings } from '../bindings/Settings';
import type { TableClient } from './client.svelte';
import { table } from './table.svelte';

type Args = Record<string, unknown> | undefined;

/** The call's answer from the table or the browser; null: the app's core answers it. */
export function route(cmd: string, args: Args): Promise<unknown> | null {
  const c = table.client;
  const a = args ?? {};
  if (c) {
    const ours = a.id === c.session;
    switch (cmd) {
      case 'session_apply':
        if (ours) return c.act(a.action);
        break;
      case 'session_undo':
      case 'session_redo':
        if (ours) return c.step(cmd === 'session_undo' ? 'undo' : 'redo');
        break;
      case 'session_query':
        if (ours) return c.query(a.query);
        break;
      case 'session_log':
        if (ours) return c.read(cmd, { before: a.before ?? null, limit: a.limit ?? null });
        break;
      case 'session_open':
        if (ours) return c.ready();
        break;
      case 'session_resume':
        if (a.game === c.game) return c.ready();
        break;
      case 'kept_list':
        // The lists a remote device sees are the host's (its custom units, stances, cards).
        if (!c.hosting) return c.read(cmd, a);
        break;
    }
  }
  return isTauri() ? null : browser(cmd, a, c);
}

const notShared = (cmd: string): Promise<never> => Promise.reject({ code: 'sync.not_shared', data: { what: cmd } } satisfies AppError);

const READS = new Set(['rules_search', 'rules_show', 'dice_list', 'odds_sp', 'odds_hoth', 'kept_list']);

function browser(cmd: string, a: Record<string, unknown>, c: TableClient | null): Promise<unknown> {
  if (READS.has(cmd)) return c ? c.ready().then(() => c.read(cmd, a)) : notShared(cmd);
  switch (cmd) {
    case 'settings_get':
      return hostSettings(c).then(withOwn);
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
async function wake(on: boolean): Promise<boolean> {
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
