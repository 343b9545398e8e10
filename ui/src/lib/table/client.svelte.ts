// This device at a shared table, speaking protocol 1 (src-tauri/host/src/protocol.rs): it
// joins with a hello, keeps the table's seq and view, sends each change on the seq it was
// tapped on, and hears every device's changes in order. It reconnects by itself with back-off
// (and when the screen comes back), keeping its seat; the status says where it stands.
import type { AppError } from '../bindings/AppError';
import type { ErrorCode } from '../bindings/ErrorCode';
import type { SessionView } from '../bindings/SessionView';
import { pushView } from './views';
import type { Reason, Wire } from './wire';

export const PROTOCOL = 1;

export type Status = 'connecting' | 'connected' | 'reconnecting' | 'lost' | 'refused';

/** A device at the table as every device sees it. */
export type SeatView = { device: string; name: string; seat: string | null; connected: boolean };

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

export class TableClient {
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
  /** When another device's change last arrived (see `GUARD_MS`). */
  changedAt = 0;

  #wire: Wire | null = null;
  #n = 0;
  #tries = 0;
  #pending = new Map<string, Pending>();
  /** Acknowledged changes waiting for their event, which carries the view. */
  #acked = new Map<number, Pending>();
  #timer: ReturnType<typeof setTimeout> | undefined;
  #ping: ReturnType<typeof setInterval> | undefined;
  #ready: Pending[] = [];
  #stopped = false;

  /** `wire` makes a fresh link for each try; `hosting`: this is the app's own table. */
  constructor(
    readonly wire: () => Wire,
    me: Me,
    readonly hosting = false,
  ) {
    this.me = me;
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
  act = (action: unknown) => this.#ask('act', { base: this.seq, action }) as Promise<SessionView>;
  step = (kind: 'undo' | 'redo') => this.#ask(kind, { base: this.seq }) as Promise<SessionView>;
  query = (query: unknown) => this.#ask('query', { query });
  /** A read of what the host shares, named as the app's command (`rules_search`, …). */
  read = (what: string, args: Record<string, unknown> = {}) => this.#ask('read', { what, args });

  #ask(kind: string, body: Record<string, unknown>): Promise<unknown> {
    if (this.status !== 'connected' || !this.#wire) return Promise.reject(lost());
    const id = String(++this.#n);
    const wire = this.#wire;
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      wire.send(JSON.stringify({ [kind]: { id, ...body } }));
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
    const hello = { protocol: PROTOCOL, device, name, ...(seat === null ? {} : { seat }), last_seq: this.view ? this.seq : null };
    wire.open(
      JSON.stringify({ hello }),
      (text) => wire === this.#wire && this.#frame(text),
      (reason) => wire === this.#wire && this.#closed(reason),
    );
  }

  #closed(reason?: Reason) {
    clearInterval(this.#ping);
    this.#fail(lost());
    if (this.#stopped || this.status === 'refused') return;
    if (reason === 'sync.unauthorized' || reason === 'sync.forbidden') return this.#refused({ code: reason, data: {} });
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
    let frame: Record<string, Record<string, unknown>>;
    try {
      frame = JSON.parse(text);
    } catch {
      return;
    }
    const [kind, b] = Object.entries(frame)[0] ?? [];
    const answer = (id: unknown) => {
      const p = this.#pending.get(String(id));
      this.#pending.delete(String(id));
      return p;
    };
    switch (kind) {
      case 'welcome': {
        this.game = String(b.game);
        this.session = Number(b.session);
        this.host = String(b.host ?? '');
        this.sides = (b.sides as string[]) ?? [];
        const moved = this.view !== null && this.seq !== b.seq;
        this.seq = Number(b.seq);
        this.seats = b.seats as SeatView[];
        this.anyoneMayTap = Boolean(b.anyone_may_tap);
        this.status = 'connected';
        this.refusal = null;
        this.#tries = 0;
        this.#show(b.view as SessionView, moved);
        clearInterval(this.#ping);
        this.#ping = setInterval(() => this.#wire?.send(JSON.stringify({ ping: { id: 'p' } })), PING_MS);
        for (const r of this.#ready.splice(0)) r.resolve(b.view);
        break;
      }
      case 'error':
        return this.#refused({ code: String(b.code) as ErrorCode, data: (b.data as Record<string, unknown>) ?? {} });
      case 'event': {
        this.seq = Number(b.seq);
        this.#show(b.view as SessionView, b.by !== this.me.device);
        const mine = this.#acked.get(this.seq);
        this.#acked.delete(this.seq);
        mine?.resolve(b.view);
        break;
      }
      case 'ack': {
        const p = answer(b.id);
        if (p) this.#acked.set(Number(b.seq), p);
        break;
      }
      case 'stale': {
        // Another device changed the table first: this one shows it, and the player taps again.
        this.seq = Number(b.seq);
        this.#show(b.view as SessionView, true);
        answer(b.id)?.reject({ code: 'sync.stale', data: {} });
        break;
      }
      case 'refused':
        answer(b.id)?.reject({ code: String(b.code) as ErrorCode, data: (b.data as Record<string, unknown>) ?? {} });
        break;
      case 'answer':
        answer(b.id)?.resolve(b.value);
        break;
      case 'seats':
        this.seats = b.seats as unknown as SeatView[];
        this.anyoneMayTap = Boolean(b.anyone_may_tap);
        break;
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
