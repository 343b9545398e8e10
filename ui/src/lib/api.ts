// Typed calls into the Rust core. Every command either returns its DTO or rejects with an
// AppError ({ code, data }); screens show errorText(...) for it and keep their state.
import { invoke } from '@tauri-apps/api/core';
import type { AppError } from './bindings/AppError';
import type { DbgCard } from './bindings/DbgCard';
import type { Die } from './bindings/Die';
import type { EntryView } from './bindings/EntryView';
import type { Hit } from './bindings/Hit';
import type { Lang } from './bindings/Lang';
import type { HothOdds } from './bindings/HothOdds';
import type { HothTarget } from './bindings/HothTarget';
import type { LcgUnitInput } from './bindings/LcgUnitInput';
import type { LogLine } from './bindings/LogLine';
import type { Message } from './bindings/Message';
import type { SessionInfo } from './bindings/SessionInfo';
import type { SessionView } from './bindings/SessionView';
import type { Settings } from './bindings/Settings';
import type { SpOdds } from './bindings/SpOdds';
import type { SpStance } from './bindings/SpStance';
import type { SpStances } from './bindings/SpStances';
import type { SpUnitDef } from './bindings/SpUnitDef';

/** A rejection that is not an AppError (the bridge itself failed) becomes one. */
function asAppError(e: unknown): AppError {
  if (e && typeof e === 'object' && 'code' in e) return e as AppError;
  return { code: 'journal.storage', data: { detail: String(e) } };
}

async function call<T>(cmd: string, args?: Record<string, unknown>): Promise<T> {
  try {
    return await invoke<T>(cmd, args);
  } catch (e) {
    throw asAppError(e);
  }
}

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
  log: (id: number) => call<LogLine[]>('session_log', { id }),
  exportSession: (id: number) => call<string>('session_export', { id }),
  importSession: (text: string, asCopy: boolean) => call<SessionView>('session_import', { text, asCopy }),
  oddsSp: (attack: number, defense: number) => call<SpOdds>('odds_sp', { attack, defense }),
  oddsHoth: (dice: number, target: HothTarget) => call<HothOdds>('odds_hoth', { dice, target }),
  dice: () => call<Die[]>('dice_list'),
  rulesSearch: (query: string, game: string | null, lang: Lang) => call<Hit[]>('rules_search', { query, game, lang }),
  rulesShow: (id: string, lang: Lang) => call<EntryView>('rules_show', { id, lang }),
  spUnits: () => call<SpUnitDef[]>('sp_units'),
  spUnitSave: (unit: SpUnitDef) => call<SpUnitDef[]>('sp_unit_save', { unit }),
  spUnitDelete: (id: string) => call<SpUnitDef[]>('sp_unit_delete', { id }),
  dbgCards: () => call<DbgCard[]>('dbg_cards'),
  dbgCardSave: (card: DbgCard) => call<DbgCard[]>('dbg_card_save', { card }),
  dbgCardDelete: (id: string) => call<DbgCard[]>('dbg_card_delete', { id }),
  spStances: () => call<SpStances>('sp_stances'),
  /** Refused with `sp.stance_rejected` ({path, problem}) when the stance breaks a rule, `sp.stance_unreadable` when it is no stance at all. */
  spStanceSave: (stance: SpStance) => call<SpStances>('sp_stance_save', { stance }),
  spStanceDelete: (id: string) => call<SpStances>('sp_stance_delete', { id }),
  /** Reads a pasted stance file without keeping it. */
  spStanceCheck: (text: string) => call<SpStance>('sp_stance_check', { text }),
  lcgCards: () => call<LcgUnitInput[]>('lcg_cards'),
  lcgCardSave: (card: LcgUnitInput) => call<LcgUnitInput[]>('lcg_card_save', { card }),
  lcgCardDelete: (title: string) => call<LcgUnitInput[]>('lcg_card_delete', { title }),
  settings: () => call<Settings>('settings_get'),
  /** A form started but not committed, kept across a kill; `null` forgets it. */
  draftGet: <T>(key: string) => call<T | null>('draft_get', { key }),
  draftSet: (key: string, value: unknown) => call<void>('draft_set', { key, value }),
  startupNotices: () => call<Message[]>('startup_notices'),
  saveSettings: (settings: Settings) => call<Settings>('settings_set', { settings }),
};
