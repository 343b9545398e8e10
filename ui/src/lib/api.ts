// Typed calls into the Rust core. Every command either returns its DTO or rejects with an
// AppError ({ code, data }); screens show errorText(...) for it and keep their state.
import { invoke } from '@tauri-apps/api/core';
import { listen, type UnlistenFn } from '@tauri-apps/api/event';
import type { AppError } from './bindings/AppError';
import type { Die } from './bindings/Die';
import type { EntryView } from './bindings/EntryView';
import type { Hit } from './bindings/Hit';
import type { KeptItems } from './bindings/KeptItems';
import type { KeptLists } from './bindings/KeptLists';
import type { Lang } from './bindings/Lang';
import type { HothOdds } from './bindings/HothOdds';
import type { HothTarget } from './bindings/HothTarget';
import type { LogPage } from './bindings/LogPage';
import type { Message } from './bindings/Message';
import type { SessionInfo } from './bindings/SessionInfo';
import type { SessionView } from './bindings/SessionView';
import type { Settings } from './bindings/Settings';
import type { SpOdds } from './bindings/SpOdds';
import type { SpStance } from './bindings/SpStance';
import { route } from './table/route';
import type { Shared } from './table/table.svelte';

/** A rejection that is not an AppError (the bridge itself failed) becomes one. */
function asAppError(e: unknown): AppError {
  if (e && typeof e === 'object' && 'code' in e) return e as AppError;
  return { code: 'journal.storage', data: { detail: String(e) } };
}

async function call<T>(cmd: string, args?: Record<string, unknown>): Promise<T> {
  try {
    // At a shared table (or in a browser), the table answers what is the table's.
    const routed = route(cmd, args);
    return await ((routed as Promise<T> | null) ?? invoke<T>(cmd, args));
  } catch (e) {
    throw asAppError(e);
  }
}

/** A game that keeps lists on the device, and the kinds of list it keeps. */
export type KeptGame = keyof KeptItems;
export type KeptKind<G extends KeptGame> = keyof KeptItems[G] & string;

export const api = {
  resume: (game: string, title: string) => call<SessionView>('session_resume', { game, title }),
  newSession: (game: string, title: string) => call<SessionView>('session_new', { game, title }),
  open: (id: number) => call<SessionView>('session_open', { id }),
  list: (game: string) => call<SessionInfo[]>('session_list', { game }),
  /** One action of the session's game (`TrayAction`, `SpAction`, …); `Session<A, V>` types it. */
  apply: (id: number, action: unknown) => call<SessionView>('session_apply', { id, action }),
  undo: (id: number) => call<SessionView>('session_undo', { id }),
  redo: (id: number) => call<SessionView>('session_redo', { id }),
  /** A read-only question about the session's state in its game's vocabulary (`SpQuery`, …). */
  query: <T>(id: number, query: unknown) => call<T>('session_query', { id, query }),
  /** A page of the session's log, oldest first: the latest `limit` lines before event `before`
   *  (the head when null); `next_before` asks for the page before it. */
  log: (id: number, before: number | null = null, limit?: number) => call<LogPage>('session_log', { id, before, limit }),
  exportSession: (id: number) => call<string>('session_export', { id }),
  importSession: (text: string, asCopy: boolean) => call<SessionView>('session_import', { text, asCopy }),
  /** Saves the session to a file the player picks in the platform's save dialog, `name`
   *  offered: the export box's text. False when they cancelled. */
  exportSessionFile: (id: number, name: string) => call<boolean>('session_export_file', { id, name }),
  /** Imports a session file the player picks in the open dialog, as the text box would; null
   *  when they cancelled. */
  importSessionFile: (asCopy: boolean) => call<SessionView | null>('session_import_file', { asCopy }),
  /** Saves `text` to a file the player picks in the save dialog; false when they cancelled. */
  saveFile: (name: string, text: string) => call<boolean>('file_save', { name, text }),
  /** Keeping the screen on: where the screen is now. Resolves to whether this device can. */
  awakeUpdate: (gameOpen: boolean, visible: boolean) => call<boolean>('awake_update', { gameOpen, visible }),
  /** Whether this device lets Datapad keep the screen on. */
  awakeAvailable: () => call<boolean>('awake_available'),
  /** A file dropped on the window, read by the core: its text, or why it could not be read
   *  (serde's form of Rust's `Result<String, AppError>`). */
  onFileDropped: (handle: (read: { Ok: string } | { Err: AppError }) => void): Promise<UnlistenFn> =>
    listen<{ Ok: string } | { Err: AppError }>('file-dropped', (e) => handle(e.payload)),
  oddsSp: (attack: number, defense: number) => call<SpOdds>('odds_sp', { attack, defense }),
  oddsHoth: (dice: number, target: HothTarget) => call<HothOdds>('odds_hoth', { dice, target }),
  dice: () => call<Die[]>('dice_list'),
  rulesSearch: (query: string, game: string | null, lang: Lang) => call<Hit[]>('rules_search', { query, game, lang }),
  rulesShow: (id: string, lang: Lang) => call<EntryView>('rules_show', { id, lang }),
  /** A list the game keeps on the device for later games (`KeptItems` names each game's): the
   *  game's shipped items (stances only, today) and the player's own. */
  keptList: <G extends KeptGame, K extends KeptKind<G>>(game: G, kind: K) =>
    call<KeptLists<KeptItems[G][K]>>('kept_list', { game, kind }),
  /** Adds an item, or replaces the one of its identity (a Card Game card: its title in any case).
   *  Refused with the game's own code (`sp.stance_rejected` with `{path, problem}`, …) and
   *  nothing stored when the game refuses it. */
  keptSave: <G extends KeptGame, K extends KeptKind<G>>(game: G, kind: K, item: KeptItems[G][K]) =>
    call<KeptLists<KeptItems[G][K]>>('kept_save', { game, kind, item }),
  /** Removes the items `id` names (a Card Game card: its title). */
  keptDelete: <G extends KeptGame, K extends KeptKind<G>>(game: G, kind: K, id: string) =>
    call<KeptLists<KeptItems[G][K]>>('kept_delete', { game, kind, id }),
  /** Saves the player's own items of a list to a file they pick; false when they cancelled. */
  keptExportFile: (game: KeptGame, kind: string) => call<boolean>('kept_export_file', { game, kind }),
  /** Keeps every item of a list file the player picks (all or none: a refusal names its
   *  entry); null when they cancelled. */
  keptImportFile: <G extends KeptGame, K extends KeptKind<G>>(game: G, kind: K) =>
    call<KeptLists<KeptItems[G][K]> | null>('kept_import_file', { game, kind }),
  /** Reads a pasted stance file without keeping it. */
  spStanceCheck: (text: string) => call<SpStance>('sp_stance_check', { text }),
  /** Reads a stance file the player picks in the open dialog, as a paste; null when cancelled. */
  spStanceOpenFile: () => call<SpStance | null>('sp_stance_open_file'),
  settings: () => call<Settings>('settings_get'),
  /** A form started but not committed, kept across a kill; `null` forgets it. */
  draftGet: <T>(key: string) => call<T | null>('draft_get', { key }),
  draftSet: (key: string, value: unknown) => call<void>('draft_set', { key, value }),
  startupNotices: () => call<Message[]>('startup_notices'),
  saveSettings: (settings: Settings) => call<Settings>('settings_set', { settings }),
  /** Shares session `id` from this app: its host starts (or says how to join it already). */
  shareStart: (id: number, name: string) => call<Shared>('share_start', { id, name }),
  shareStop: () => call<void>('share_stop'),
  shareStatus: () => call<Shared | null>('share_status'),
  /** The host's switch: any seated device may act for either side. */
  shareAnyone: (on: boolean) => call<void>('share_anyone', { on }),
};
