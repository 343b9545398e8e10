// This device at a shared table, speaking protocol 1 (src-tauri/engine/src/writer/frames.rs): it
// joins with a hello, keeps the table's seq and view, sends each change on the seq it was
// tapped on, and hears every device's changes in order. It reconnects by itself with back-off
// (and when the screen comes back), keeping its seat with the resume token its welcome gave it;
// the status says where it stands.
import type { AppError } from '../bindings/AppError';
import type { ClientFrame } from '../bindings/ClientFrame';
import type { SeatView } from '../bindings/SeatView';
import type { SessionView } from '../bindings/SessionView';
import { appError, framed, stepAsk, type Ask, type Device } from '../device';
import { decode, encode } from './frames';
import { savedToken, saveToken } from './table.svelte';
import { pushView } from './views';
import type { Reason, Wire } from './wire';

export const PROTOCOL = 1;

export type Status = 'connecting' | 'connected' | 'reconnecting' | 'lost' | 'refused';

export type { SeatView };

/** Who this device is: a stable id, the name others see, and its seat (a side, `watch`, or
 *  null for the table as a whole). */
export type Me = { device: string; name: string; seat: string | null };

/** A change from another device makes the buttons it touched mean something new: a tap that
 *  lands this soon after one is ignored. */
export const GUARD_MS = 300;
/** Below this many failed tries in a row the device shows "reconnecting", then "lost" (and
 *  goes on trying, slower). */
const TRIES_BEFORE_LOST = 3;
const PING_MS = 20_000;

type Pending = { resolve: (v: unknown) => void; reject: (e: AppError) => void };

const lost = (): AppError => ({ code: 'sync.lost', data: {} });

const send = (wire: Wire, frame: ClientFrame) => wire.send(encode(frame));

export class TableClient implements Device {
  status = $state<Status>('connecting');
  /** Why the table turned this device away (a seat taken, the key, the protocol). */
  refusal = $state<AppError | null>(null);
  game = $state('');
  session = $state(0);
  /** The host device's name. */
  host = $state('');
  /** The game's sides. */
  sides = $state<string[]>([]);
  seq = $state(0);
  view = $state<SessionView | null>(null);
  seats = $state<SeatView[]>([]);
  anyoneMayTap = $state(true);
  me = $state<Me>({ device: '', name: '', seat: 'watch' });
  /** This device's entry in `seats` (its number at the table), as its welcome said. */
  you = $state('');
  /** When another device's change last arrived (see `GUARD_MS`). */
  changedAt = 0;

  #wire: Wire | null = null;
  /** Frame ids are this client's own (`run-n`): the table answers a change sent again with the
   *  same id as the first time, so a reload must not reuse one. */
  #run = crypto.getRandomValues(new Uint32Array(1))[0].toString(36);
  #n = 0;
  /** The resume token the table told this device (see `slot`). */
  #token: string | null = null;
  #tries = 0;
  #pending = new Map<string, Pending>();
  /** Acknowledged changes waiting for their event, which carries the view. */
  #acked = new Map<number, Pending>();
  #timer: ReturnType<typeof setTimeout> | undefined;
  #ping: ReturnType<typeof setInterval> | undefined;
  #ready: Pending[] = [];
  #stopped = false;

  /** `wire` makes a fresh link for each try; `hosting`: this is the app's own table; `slot`:
   *  the table's key, under which the token is kept across reloads (none: only while this
   *  client lives). */
  constructor(
    readonly wire: () => Wire,
    me: Me,
    readonly hosting = false,
    readonly slot: string | null = null,
  ) {
    this.me = me;
    this.#token = slot === null ? null : savedToken(slot);
  }

  start() {
    this.#stopped = false;
    document.addEventListener('visibilitychange', this.#wake);
    document.addEventListener('click', this.#guard, true);
    this.#connect();
  }

  /** Leaves the table for good. */
  stop() {
    this.#stopped = true;
    clearTimeout(this.#timer);
    clearInterval(this.#ping);
    document.removeEventListener('visibilitychange', this.#wake);
    document.removeEventListener('click', this.#guard, true);
    this.#wire?.close();
    this.#wire = null;
    this.#fail(lost());
  }

  /** Tries again now (the status pill's Retry). */
  retry() {
    this.#tries = 0;
    this.refusal = null;
    this.#connect();
  }

  /** Sits down again as `me` (the join screen's choice of name and seat). */
  sit(me: Me) {
    this.me = me;
    this.retry();
  }

  /** The view once this device is at the table. */
  ready(): Promise<SessionView> {
    if (this.status === 'connected' && this.view) return Promise.resolve(this.view);
    return new Promise((resolve, reject) => this.#ready.push({ resolve: resolve as (v: unknown) => void, reject }));
  }

  /** One change, sent on the seq on screen; resolves with the table after it. */
  act = (action: unknown) => this.#ask({ act: { base: this.seq, action } }) as Promise<SessionView>;
  step = (kind: 'undo' | 'redo') => this.#ask(stepAsk(kind, this.seq)) as Promise<SessionView>;
  query = (query: unknown) => this.#ask({ query: { query } });
  /** A read of what the host shares (`rules_search`, …), once this device is at the table. */
  read = (what: string, args: Record<string, unknown> = {}) => this.ready().then(() => this.#ask({ read: { what, args } }));

  #ask(ask: Ask): Promise<unknown> {
    if (this.status !== 'connected' || !this.#wire) return Promise.reject(lost());
    const id = `${this.#run}-${++this.#n}`;
    const wire = this.#wire;
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      send(wire, framed(ask, id));
    });
  }

  #connect() {
    clearTimeout(this.#timer);
    this.#wire?.close();
    if (this.#stopped) return;
    const wire = this.wire();
    this.#wire = wire;
    if (this.status !== 'lost') this.status = this.view ? 'reconnecting' : 'connecting';
    const { device, name, seat } = this.me;
    const token = this.#token;
    const hello: ClientFrame = {
      hello: {
        protocol: PROTOCOL,
        device,
        name,
        ...(seat === null ? {} : { seat }),
        last_seq: this.view ? this.seq : null,
        ...(token === null ? {} : { token }),
      },
    };
    wire.open(
      encode(hello),
      (text) => wire === this.#wire && this.#frame(text),
      (reason) => wire === this.#wire && this.#closed(reason),
    );
  }

  #closed(reason?: Reason) {
    clearInterval(this.#ping);
    this.#fail(lost());
    if (this.#stopped || this.status === 'refused') return;
    // A wrong key, a closed door or too many wrong keys: trying again at once would not help.
    if (reason && reason !== 'sync.unreachable') return this.#refused({ code: reason, data: {} });
    this.#tries++;
    this.status = this.#tries >= TRIES_BEFORE_LOST ? 'lost' : 'reconnecting';
    this.#timer = setTimeout(() => this.#connect(), Math.min(500 * 2 ** (this.#tries - 1), 10_000));
  }

  #refused(e: AppError) {
    this.status = 'refused';
    this.refusal = e;
    for (const r of this.#ready.splice(0)) r.reject(e);
    this.#wire?.close();
  }

  /** Every waiting request fails: its answer will not come on this link. */
  #fail(e: AppError) {
    for (const p of [...this.#pending.values(), ...this.#acked.values()]) p.reject(e);
    this.#pending.clear();
    this.#acked.clear();
  }

  #show(view: SessionView, fromOther: boolean) {
    this.view = view;
    if (fromOther) this.changedAt = Date.now();
    pushView(view);
  }

  #frame(text: string) {
    const frame = decode(text);
    if (!frame) return;
    const answer = (id: string | undefined) => {
      const p = id === undefined ? undefined : this.#pending.get(id);
      if (id !== undefined) this.#pending.delete(id);
      return p;
    };
    if ('welcome' in frame) {
      const w = frame.welcome;
      this.game = w.game;
      this.session = w.session;
      this.host = w.host;
      this.sides = w.sides;
      const moved = this.view !== null && this.seq !== w.seq;
      this.seq = w.seq;
      this.seats = w.seats;
      this.you = w.you;
      if (w.token) {
        this.#token = w.token;
        if (this.slot !== null) saveToken(this.slot, w.token);
      }
      this.anyoneMayTap = w.anyone_may_tap;
      this.status = 'connected';
      this.refusal = null;
      this.#tries = 0;
      this.#show(w.view, moved);
      clearInterval(this.#ping);
      this.#ping = setInterval(() => this.#wire && send(this.#wire, { ping: { id: 'p' } }), PING_MS);
      for (const r of this.#ready.splice(0)) r.resolve(w.view);
    } else if ('error' in frame) {
      this.#refused(appError(frame.error));
    } else if ('event' in frame) {
      const e = frame.event;
      this.seq = e.seq;
      this.#show(e.view, e.by !== this.you);
      const mine = this.#acked.get(this.seq);
      this.#acked.delete(this.seq);
      mine?.resolve(e.view);
    } else if ('ack' in frame) {
      const p = answer(frame.ack.id);
      if (p) this.#acked.set(frame.ack.seq, p);
    } else if ('stale' in frame) {
      // Another device changed the table first: this one shows it, and the player taps again.
      this.seq = frame.stale.seq;
      this.#show(frame.stale.view, true);
      answer(frame.stale.id)?.reject({ code: 'sync.stale', data: {} });
    } else if ('refused' in frame) {
      answer(frame.refused.id)?.reject(appError(frame.refused));
    } else if ('answer' in frame) {
      answer(frame.answer.id)?.resolve(frame.answer.value);
    } else if ('seats' in frame) {
      this.seats = frame.seats.seats;
      this.anyoneMayTap = frame.seats.anyone_may_tap;
    }
  }

  /** Back in the foreground: a dropped link is tried again at once. */
  #wake = () => {
    if (document.visibilityState === 'visible' && !this.#stopped && this.status !== 'connected' && this.status !== 'refused') this.retry();
  };

  /** A tap on a button right after another device's change is ignored (see `GUARD_MS`). */
  #guard = (e: MouseEvent) => {
    if (Date.now() - this.changedAt >= GUARD_MS) return;
    const button = (e.target as Element | null)?.closest?.('button');
    if (button && !button.closest('[data-table-status]')) {
      e.preventDefault();
      e.stopPropagation();
    }
  };
}
