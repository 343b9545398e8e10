// The browser's one writer: a dedicated worker holding the engine in WebAssembly (`datapad-web`),
// never the page's thread. The page posts a command or a frame, numbered; the worker answers each
// in order with its JSON text, or with the refusal's. The engine's module is the site's
// `engine/` files, named by the page (the site may be published under any path). Where the
// engine keeps its databases in memory for IndexedDB (`idb`), what changed is stored there before
// the answer goes.
import { load, save } from './idb';

interface Core {
  storage(): string;
  command(cmd: string, args: string): string;
  frame(session: number, text: string): string[];
  journal_bytes(): Uint8Array | undefined;
  stores_bytes(): Uint8Array | undefined;
}

interface Engine {
  default(input: { module_or_path: string }): Promise<unknown>;
  start(seed: number | null, journal: Uint8Array | undefined, stores: Uint8Array | undefined, idb: boolean): Promise<Core>;
}

/** What the page asks. */
export type Asked =
  | { n: number; start: { engine: string; seed: number | null } }
  | { n: number; command: { cmd: string; args: Record<string, unknown> } }
  | { n: number; frame: { session: number; text: string } };

/** What the worker answers: `ok` the answer's JSON text (a frame's: its frames), `err` the
 *  refusal's JSON text or the failure's words. */
export type Told = { n: number; ok: string } | { n: number; err: string };

const scope = self as unknown as {
  onmessage: ((e: MessageEvent<Asked>) => void) | null;
  postMessage(told: Told): void;
};

let core: Promise<Core> | null = null;

async function started(engine: string, seed: number | null): Promise<Core> {
  const glue = (await import(/* @vite-ignore */ `${engine}datapad_web.js`)) as Engine;
  await glue.default({ module_or_path: `${engine}datapad_web_bg.wasm` });
  const held = await load();
  return glue.start(seed, held?.journal, held?.stores, held !== null);
}

/** Stores what the answer just made changed, when the engine keeps it for IndexedDB. A store
 *  refused for room is the engine's `journal.disk_full`. */
async function keep(c: Core) {
  const journal = c.journal_bytes();
  const stores = c.stores_bytes();
  if (!journal && !stores) return;
  await save({ journal, stores }).catch((e: unknown) => {
    const full = (e as DOMException)?.name === 'QuotaExceededError';
    throw JSON.stringify({ code: full ? 'journal.disk_full' : 'journal.storage', data: full ? {} : { detail: String(e) } });
  });
}

function said(e: unknown): string {
  return typeof e === 'string' ? e : JSON.stringify({ code: 'journal.storage', data: { detail: String(e) } });
}

// Each message waits for the start, so the page may ask at once; answers keep the asked order,
// as the engine's calls are synchronous once started.
scope.onmessage = async (e) => {
  const asked = e.data;
  try {
    if ('start' in asked) {
      core ??= started(asked.start.engine, asked.start.seed);
      scope.postMessage({ n: asked.n, ok: JSON.stringify((await core).storage()) });
      return;
    }
    if (!core) throw new Error('the engine was not started');
    const c = await core;
    const ok =
      'command' in asked
        ? c.command(asked.command.cmd, JSON.stringify(asked.command.args))
        : JSON.stringify(c.frame(asked.frame.session, asked.frame.text));
    await keep(c);
    scope.postMessage({ n: asked.n, ok });
  } catch (thrown) {
    scope.postMessage({ n: asked.n, err: said(thrown) });
  }
};
