// The settings in effect, loaded from and saved through the Rust core (tauri-plugin-store).
import { api } from './api';
import type { Settings } from './bindings/Settings';
import { i18n, setLang, systemLang, t } from './i18n/index.svelte';
import { table } from './table/table.svelte';

/** `awakeAvailable`: whether this device lets Datapad keep the screen on; null until asked. */
export const prefs = $state({ s: null as Settings | null, awakeAvailable: null as boolean | null });

// The language's sentences are loaded before anything switches, so no screen shows a bare key.
async function apply(s: Settings) {
  await setLang(s.language ?? systemLang());
  prefs.s = s;
  document.documentElement.dataset.theme = s.theme;
  document.documentElement.lang = i18n.lang;
}

export async function loadSettings() {
  await apply(await api.settings());
  // The hold is given back while the app is in the background and taken again when it returns.
  document.addEventListener('visibilitychange', sendAwake);
}

/** The settings read again from the core, once a restore has changed them. */
export const reloadSettings = async () => apply(await api.settings());

/** Saves through the core, which validates; on refusal the settings in effect stay as they were. */
export async function saveSettings(next: Settings) {
  await apply(await api.saveSettings(next));
}

// The core holds the screen on (src-tauri/src/awake): the webview's Wake Lock API is missing
// on the desktop's WebKitGTK and refused or dropped by phone webviews.
let gameOpen = false;
let sending = Promise.resolve();

/** Tells the core where the screen is. Sent one after another, each with the facts as they are
 *  when it goes, so a game screen closing and the next one opening never arrive swapped. */
function sendAwake() {
  sending = sending.then(async () => {
    const visible = document.visibilityState !== 'hidden';
    // A table the app shares keeps the screen on as an open game does.
    prefs.awakeAvailable = await api.awakeUpdate(gameOpen || !!table.shared, visible).catch(() => prefs.awakeAvailable);
  });
}

/** A game screen opened (true) or closed (false): the core keeps the screen on meanwhile when
 *  the setting is on and the device allows it. */
export function holdAwake(open: boolean) {
  gameOpen = open;
  sendAwake();
}

/** Asks the core whether this device can keep the screen on (for Settings). */
export async function checkAwake() {
  prefs.awakeAvailable = await api.awakeAvailable();
}

/** A player's name, or "Player 1" / "Gracz 1" when they left it empty. */
export function playerName(index: number): string {
  return prefs.s?.players[index]?.name.trim() || t('settings.player_n', { n: index + 1 });
}
