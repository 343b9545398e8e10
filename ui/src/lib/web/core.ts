// The page's side of the browser's one writer (`worker.ts`): the commands and frames the app's
// screens send the desktop's core, posted to the worker and answered in order. Started at the
// first ask, so Home draws before the engine has arrived.
import type { AppError } from '../bindings/AppError';
import type { Asked, Told } from './worker';

/** Where the worker keeps the journal: `opfs`, `idb` (in memory, stored in IndexedDB after each
 *  change) or `memory` when the browser gave it no storage. */
export type Storage = 'opfs' | 'idb' | 'memory';

let worker: Worker | null = null;
let n = 0;
const waiting = new Map<number, { ok: (text: string) => void; err: (e: AppError) => void }>();
let started: Promise<Storage> | null = null;

function post(ask: (n: number) => Asked): Promise<string> {
  worker ??= spawn();
  const id = ++n;
  return new Promise((ok, err) => {
    waiting.set(id, { ok, err });
    worker!.postMessage(ask(id));
  });
}

function spawn(): Worker {
  const w = new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' });
  w.onmessage = (e: MessageEvent<Told>) => {
    const told = e.data;
    const one = waiting.get(told.n);
    waiting.delete(told.n);
    if (!one) return;
    if ('ok' in told) one.ok(told.ok);
    else one.err(refusal(told.err));
  };
  w.onerror = (e) => {
    for (const one of waiting.values()) one.err(refusal(e.message));
    waiting.clear();
  };
  return w;
}

function refusal(text: string): AppError {
  try {
    const e = JSON.parse(text) as AppError;
    if (e && typeof e === 'object' && 'code' in e) return e;
  } catch {
    /* words, not JSON */
  }
  return { code: 'journal.storage', data: { detail: text } } as AppError;
}

/** The engine started in the worker, once: where it keeps the journal. */
export function start(): Promise<Storage> {
  started ??= post((n) => ({ n, start: { engine: new URL('engine/', document.baseURI).href, seed: null } })).then(
    (text) => JSON.parse(text) as Storage,
  );
  return started;
}

/** A command of the app's core by its name and arguments, answered by the worker. */
export async function command(cmd: string, args: Record<string, unknown>): Promise<unknown> {
  await start();
  return JSON.parse(await post((n) => ({ n, command: { cmd, args } })));
}

/** One frame for session `session` (0: none): the frames it is answered with. */
export async function frame(session: number, text: string): Promise<string[]> {
  await start();
  return JSON.parse(await post((n) => ({ n, frame: { session, text } }))) as string[];
}
