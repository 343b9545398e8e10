// Typed calls into the Rust core. Every command either returns its DTO or rejects with an
// AppError ({ code, data }); screens show errorText(...) for it and keep their state.
import { invoke, isTauri } from '@tauri-apps/api/core';
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
import type { Restored } from './bindings/Restored';
import type { SessionInfo } from './bindings/SessionInfo';
import type { SessionView } from './bindings/SessionView';
import type { Settings } from './bindings/Settings';
import type { SpOdds } from './bindings/SpOdds';
import type { SpStance } from './bindings/SpStance';
import { device, reader } from './device';
import { web } from './shell';
import { ownAnswer } from './table/own';
import { webAnswer } from './web/page';
import { table, type Shared } from './table/table.svelte';

/** A rejection that is not an AppError (the bridge itself failed) becomes one. */
function asAppError(e: unknown): AppError {
  if (e && typeof e === 'object' && 'code' in e) return e as AppError;
  return { code: 'journal.storage', data: { detail: String(e) } };
}

/** A platform command: the core's in the app; in the web build, its worker's or the page's own;
 *  in a browser at a table, what the browser answers itself (its language, theme, drafts and
 *  wake lock) or what only the host does (`sync.not_shared`). */
async function call<T>(cmd: string, args?: Record<string, unknown>): Promise<T> {
  try {
    if (web) return (await webAnswer(cmd, args ?? {})) as T;
    return await (isTauri() ? invoke<T>(cmd, args) : (ownAnswer(cmd, args ?? {}) as Promise<T>));
  } catch (e) {
    throw asAppError(e);
  }
}

/** A frame's answer from the session's device or the reader (see `device.ts`). */
async function framed<T>(ask: Promise<unknown>): Promise<T> {
  try {
    return (await ask) as T;
  } catch (e) {
    throw asAppError(e);
  }
}

/** At a table of `game` (or of session `id`), the table's session; else null. */
function atTable(game: string | null, id: number | null = null): Promise<SessionView> | null {
  const c = table.client;
  if (!c || (game !== null && c.game !== game) || (id !== null && c.session !== id)) return null;
  return framed(c.ready());
}

/** A game that keeps lists on the device, and the kinds of list it keeps. */
export type KeptGame = keyof KeptItems;
export type KeptKind<G extends KeptGame> = keyof KeptItems[G] & string;

export const api = {
  /** The last session of `game`, or a new one: at a table of that game, the table's. */
  resume: (game: string, title: string) => atTable(game) ?? call<SessionView>('session_resume', { game, title }),
  newSession: (game: string, title: string) => call<SessionView>('session_new', { game, title }),
  open: (id: number) => atTable(null, id) ?? call<SessionView>('session_open', { id }),
  list: (game: string) => call<SessionInfo[]>('session_list', { game }),
  /** One action of the session's game (`TrayAction`, `SpAction`, …); `Session<A, V>` types it. */
  apply: (id: number, action: unknown) => framed<SessionView>(device(id).act(action)),
  undo: (id: number) => framed<SessionView>(device(id).step('undo')),
  redo: (id: number) => framed<SessionView>(device(id).step('redo')),
  /** A read-only question about the session's state in its game's vocabulary (`SpQuery`, …). */
  query: <T>(id: number, query: unknown) => framed<T>(device(id).query(query)),
  /** A page of the session's log, oldest first: the latest `limit` lines before event `before`
   *  (the head when null); `next_before` asks for the page before it. */
  log: (id: number, before: number | null = null, limit?: number) =>
    framed<LogPage>(device(id).read('session_log', { before, limit: limit ?? null })),
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
  oddsSp: (attack: number, defense: number) => framed<SpOdds>(reader().read('odds_sp', { attack, defense })),
  oddsHoth: (dice: number, target: HothTarget) => framed<HothOdds>(reader().read('odds_hoth', { dice, target })),
  dice: () => framed<Die[]>(reader().read('dice_list')),
  rulesSearch: (query: string, game: string | null, lang: Lang) => framed<Hit[]>(reader().read('rules_search', { query, game, lang })),
  rulesShow: (id: string, lang: Lang) => framed<EntryView>(reader().read('rules_show', { id, lang })),
  /** A list the game keeps on the device for later games (`KeptItems` names each game's): the
   *  game's shipped items (stances only, today) and the player's own. */
  keptList: <G extends KeptGame, K extends KeptKind<G>>(game: G, kind: K) =>
    framed<KeptLists<KeptItems[G][K]>>(reader().read('kept_list', { game, kind })),
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
  /** Saves everything on this device (every saved game, the kept lists, the settings) to a
   *  file the player picks, `name` offered; false when they cancelled. */
  backupExportFile: (name: string) => call<boolean>('backup_export_file', { name }),
  /** Restores the backup file the player picks, all or nothing; null when they cancelled. */
  backupImportFile: () => call<Restored | null>('backup_import_file'),
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
