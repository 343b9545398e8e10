// The one path of every tap, question and read: a screen's session goes to a `Device`, which
// speaks protocol 1's frames to the one writer of that session. On its own, the app is a device
// of its own writer (`LocalDevice`, through the core's `device_frame`, or in the web build the
// worker's); at a shared table, the table's client is (`TableClient`, over its wire). The
// screens never know which.
import { invoke } from '@tauri-apps/api/core';
import type { AppError } from './bindings/AppError';
import type { ClientFrame } from './bindings/ClientFrame';
import type { SessionView } from './bindings/SessionView';
import { ownsWriter, web } from './shell';
import { decode, encode } from './table/frames';
import { table } from './table/table.svelte';
import { frame as webFrame } from './web/core';

export interface Device {
  /** One change, on the seq this device saw; resolves with the session after it. */
  act(action: unknown): Promise<SessionView>;
  step(kind: 'undo' | 'redo'): Promise<SessionView>;
  /** A question in the session's game's vocabulary; nothing changes. */
  query(query: unknown): Promise<unknown>;
  /** A read of what the writer shares, named as its frame names it (`rules_search`, …). */
  read(what: string, args?: Record<string, unknown>): Promise<unknown>;
}

/** A frame's body without its id, which the device numbers. */
export type Ask =
  | { act: { base: number; action: unknown } }
  | { undo: { base: number } }
  | { redo: { base: number } }
  | { query: { query: unknown } }
  | { read: { what: string; args: Record<string, unknown> } };

/** The frame `ask` names, with its id. */
export function framed(ask: Ask, id: string): ClientFrame {
  if ('act' in ask) return { act: { id, ...ask.act } };
  if ('undo' in ask) return { undo: { id, ...ask.undo } };
  if ('redo' in ask) return { redo: { id, ...ask.redo } };
  if ('query' in ask) return { query: { id, ...ask.query } };
  return { read: { id, ...ask.read } };
}

/** A step's frame body. */
export const stepAsk = (kind: 'undo' | 'redo', base: number): Ask => (kind === 'undo' ? { undo: { base } } : { redo: { base } });

/** A refusal as the screens show every error. */
export const appError = (t: { code: AppError['code']; data: AppError['data'] }): AppError => ({ code: t.code, data: t.data ?? {} });

/** The app's own writer, at session `session` (0: none, for reads): each frame goes to the core,
 *  which answers with the frames a phone at a table would hear. */
export class LocalDevice implements Device {
  /** The seq of the session as this device last saw it. */
  seq = 0;
  #n = 0;

  constructor(readonly session: number) {}

  act = (action: unknown) => this.#ask({ act: { base: this.seq, action } }) as Promise<SessionView>;
  step = (kind: 'undo' | 'redo') => this.#ask(stepAsk(kind, this.seq)) as Promise<SessionView>;
  query = (query: unknown) => this.#ask({ query: { query } });
  read = (what: string, args: Record<string, unknown> = {}) => this.#ask({ read: { what, args } });

  /** Notes the session as a command that opened it answered. */
  saw(view: SessionView) {
    this.seq = view.session.changes;
  }

  async #ask(ask: Ask): Promise<unknown> {
    const frame = framed(ask, String(++this.#n));
    const text = encode(frame);
    const texts = web ? await webFrame(this.session, text) : await invoke<string[]>('device_frame', { session: this.session, text });
    let answer: unknown = undefined;
    for (const text of texts) {
      const f = decode(text);
      if (!f) continue;
      if ('refused' in f) throw appError(f.refused);
      if ('stale' in f) {
        this.seq = f.stale.seq;
        throw appError({ code: 'sync.stale', data: {} });
      }
      if ('event' in f) {
        this.seq = f.event.seq;
        answer = f.event.view;
      }
      if ('answer' in f) answer = f.answer.value;
    }
    return answer;
  }
}

const locals = new Map<number, LocalDevice>();

/** This app's own device at session `session`. */
export function local(session: number): LocalDevice {
  let d = locals.get(session);
  if (!d) {
    d = new LocalDevice(session);
    locals.set(session, d);
  }
  return d;
}

/** Notes a session view a command answered (the session opened, resumed, imported). */
export function saw(view: SessionView) {
  if (ownsWriter) local(view.session.id).saw(view);
}

const notShared = (what: string): Promise<never> => Promise.reject({ code: 'sync.not_shared', data: { what } } satisfies AppError);

/** What a device with no writer of its own answers: that only the host does that. */
const nowhere: Device = {
  act: () => notShared('act'),
  step: () => notShared('step'),
  query: () => notShared('query'),
  read: (what) => notShared(what),
};

/** The device session `id` is reached through: the table's, when this screen is at the table
 *  that plays it; else the app's own. */
export function device(id: number): Device {
  const c = table.client;
  if (c && c.session === id) return c;
  return ownsWriter ? local(id) : nowhere;
}

/** The device reads go through: a table's host when this device is at someone else's table (its
 *  rules, dice and lists), else the app's own writer. */
export function reader(): Device {
  const c = table.client;
  if (c && !c.hosting) return c;
  return ownsWriter ? local(0) : nowhere;
}
