// What the page itself answers of the app's platform commands in the web build, where the
// desktop has dialogs and a screen hold: a file to save goes through the Web Share API where the
// browser has one for files, and is downloaded where not; a file to open comes through a file
// input; the screen stays on through the Wake Lock API. Hosting a table is the desktop's. The
// rest is the worker's (`core.ts`), by the same names.
import type { AppError } from '../bindings/AppError';
import { wake } from '../table/own';
import { command } from './core';

/** The answer to platform command `cmd` in the web build. */
export function webAnswer(cmd: string, a: Record<string, unknown>): Promise<unknown> {
  switch (cmd) {
    case 'awake_available':
      return Promise.resolve('wakeLock' in navigator);
    case 'awake_update':
      return wake(Boolean(a.gameOpen) && Boolean(a.visible));
    case 'file_save':
      return deliver(String(a.name), String(a.text));
    case 'session_export_file':
      return command('session_export', { id: a.id }).then((text) => deliver(String(a.name), String(text)));
    case 'kept_export_file':
      return command('kept_export_text', a).then((text) => deliver(`datapad-${a.game}-${a.kind}.json`, String(text)));
    case 'backup_export_file':
      return command('backup_export_text', {}).then((text) => deliver(String(a.name), String(text)));
    case 'backup_import_file':
      return picked((f) => command('backup_import_text', { text: f.text }));
    case 'session_import_file':
      return picked((f) => command('session_import', { text: f.text, asCopy: a.asCopy }));
    case 'kept_import_file':
      return picked((f) => command('kept_import_text', { ...a, name: f.name, text: f.text }));
    case 'sp_stance_open_file':
      return picked((f) => command('sp_stance_check', { text: f.text }));
    case 'session_new':
    case 'session_resume':
      keepStorage();
      return command(cmd, a);
    case 'share_status':
      return Promise.resolve(null);
    case 'share_start':
    case 'share_stop':
    case 'share_anyone':
      return Promise.reject({ code: 'sync.not_shared', data: { what: cmd } } satisfies AppError);
    default:
      return command(cmd, a);
  }
}

let persisting = false;

/** At the first game, asks the browser to keep the site's storage when space runs short (it
 *  may decide alone, or ask the player); Settings says what it answered. */
function keepStorage() {
  if (persisting) return;
  persisting = true;
  navigator.storage?.persist?.().catch(() => false);
}

/** Hands `text` to the player as file `name`: shared where the browser shares files, else
 *  downloaded. True once it is on its way; false when they cancelled the share sheet. */
async function deliver(name: string, text: string): Promise<boolean> {
  const file = new File([text], name, { type: 'application/json' });
  if (navigator.canShare?.({ files: [file] })) {
    try {
      await navigator.share({ files: [file] });
      return true;
    } catch (e) {
      if ((e as DOMException).name === 'AbortError') return false;
      // Not allowed here (the tap was too long ago): downloaded instead.
    }
  }
  const a = document.createElement('a');
  a.href = URL.createObjectURL(file);
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(a.href), 60_000);
  return true;
}

/** The file the player picks in the browser's file input, read as text, handed to `then`; null
 *  when they cancelled. The input opens at once, within the tap that asked for it; it stays in
 *  the page, unseen, until answered (where a test's driver can hand it a file). */
function picked<T>(then: (f: { name: string; text: string }) => Promise<T>): Promise<T | null> {
  const input = document.createElement('input');
  input.type = 'file';
  input.accept = '.json,application/json';
  input.hidden = true;
  input.dataset.testid = 'web-file-input';
  document.body.append(input);
  const chosen = new Promise<File | null>((resolve) => {
    input.addEventListener('change', () => resolve(input.files?.[0] ?? null));
    input.addEventListener('cancel', () => resolve(null));
  }).finally(() => input.remove());
  input.click();
  return chosen.then(async (file) => (file ? then({ name: file.name, text: await file.text() }) : null));
}
