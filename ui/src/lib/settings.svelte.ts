// The settings in effect, loaded from and saved through the Rust core (tauri-plugin-store).
import { api } from './api';
import type { Settings } from './bindings/Settings';
import { i18n, systemLang, t } from './i18n/index.svelte';

export const prefs = $state({ s: null as Settings | null, wakeLockAvailable: false });

function apply(s: Settings) {
  prefs.s = s;
  i18n.lang = s.language ?? systemLang();
  document.documentElement.dataset.theme = s.theme;
  document.documentElement.lang = i18n.lang;
}

export async function loadSettings() {
  apply(await api.settings());
  prefs.wakeLockAvailable = typeof navigator !== 'undefined' && 'wakeLock' in navigator;
}

/** Saves through the core, which validates; on refusal the settings in effect stay as they were. */
export async function saveSettings(next: Settings) {
  apply(await api.saveSettings(next));
}

type Sentinel = { release: () => Promise<void> };
let lock: Sentinel | null = null;

/** Holds the screen awake while a game screen is open and the setting is on, where allowed. */
export async function holdAwake(wanted: boolean) {
  const nav = navigator as Navigator & { wakeLock?: { request: (t: 'screen') => Promise<Sentinel> } };
  if (wanted && prefs.s?.keep_awake && nav.wakeLock && !lock) {
    lock = await nav.wakeLock.request('screen').catch(() => null);
  } else if (!wanted && lock) {
    await lock.release().catch(() => undefined);
    lock = null;
  }
}

/** A player's name, or "Player 1" / "Gracz 1" when they left it empty. */
export function playerName(index: number): string {
  return prefs.s?.players[index]?.name.trim() || t('settings.player_n', { n: index + 1 });
}
