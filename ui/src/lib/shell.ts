// Which shell the screens run in: the desktop app (`app`, its core through Tauri), the web build
// (`web`, its core in a worker: `web/`), or a browser at another device's table (`guest`, every
// change the host's). The first two own a writer; a guest reaches one only through a table.
import { isTauri } from '@tauri-apps/api/core';

export type Shell = 'app' | 'web' | 'guest';

/** The web build: `vite build --mode web`. Known when building, so the other builds leave the
 *  worker's client out. */
export const web = import.meta.env.MODE === 'web';

export const shell: Shell = isTauri() ? 'app' : web ? 'web' : 'guest';

/** Whether this device has a writer of its own (its sessions, lists and settings). */
export const ownsWriter = shell !== 'guest';
