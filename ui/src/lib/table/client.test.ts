import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClientFrame } from '../bindings/ClientFrame';
import type { ServerFrame } from '../bindings/ServerFrame';
import type { SessionView } from '../bindings/SessionView';
import type { Wire } from './wire';

// The table, answered by hand: the test sees each frame the client sends and speaks for the host.
vi.mock('@tauri-apps/api/core', () => ({ isTauri: () => false, invoke: () => Promise.reject() }));
const { TableClient, GUARD_MS } = await import('./client.svelte');
const { onTableView } = await import('./views');

type Link = { sent: ClientFrame[]; frame: (f: ServerFrame) => void; close: () => void; closed: boolean };
let links: Link[] = [];

function wire(): Wire {
  const link: Link = { sent: [], frame: () => {}, close: () => {}, closed: false };
  links.push(link);
  return {
    open(hello, frame, closed) {
      link.sent.push(JSON.parse(hello) as ClientFrame);
      link.frame = (f) => frame(JSON.stringify(f));
      link.close = () => closed();
    },
    send: (text) => void link.sent.push(JSON.parse(text) as ClientFrame),
    close: () => void (link.closed = true),
  };
}

// The parts of a session's view the client reads; the rest is the screens'.
const view = (seq: number, n: number) => ({ session: { id: 4, game: 'counter', changes: seq }, view: { count: n } }) as unknown as SessionView;
const welcome = (seq: number, n: number): ServerFrame => ({
  welcome: { protocol: 1, game: 'counter', host: 'Ola', sides: [], session: 4, seq, view: view(seq, n), log: [], seats: [], anyone_may_tap: true, you: '1', token: 'TOKEN' },
});

// The page's document, as far as the client uses it: the tap guard's click listener is kept.
const listeners = new Map<string, (e: unknown) => void>();
const stored = new Map<string, string>();
Object.assign(globalThis, {
  document: {
    visibilityState: 'visible',
    addEventListener: (type: string, f: (e: unknown) => void) => listeners.set(type, f),
    removeEventListener: (type: string) => listeners.delete(type),
  },
  localStorage: { getItem: (k: string) => stored.get(k) ?? null, setItem: (k: string, v: string) => void stored.set(k, v) },
});

let seen: unknown[] = [];
onTableView((v) => seen.push(v));

beforeEach(() => {
  links = [];
  seen = [];
  vi.useRealTimers();
});

function joined() {
  const c = new TableClient(wire, { device: 'me', name: 'Ola', seat: null });
  c.start();
  links[0].frame(welcome(2, 5));
  return c;
}

describe('TableClient', () => {
  it('says hello with its device and seat, and shows the welcome', async () => {
    const c = new TableClient(wire, { device: 'me', name: 'Ola', seat: 'p2' });
    c.start();
    expect(links[0].sent[0]).toEqual({ hello: { protocol: 1, device: 'me', name: 'Ola', seat: 'p2', last_seq: null } });
    links[0].frame(welcome(2, 5));
    expect(c.status).toBe('connected');
    expect(await c.ready()).toEqual(view(2, 5));
    expect(c.host).toBe('Ola');
    c.stop();
  });

  it('sends a change on the seq on screen and resolves with the event after its ack', async () => {
    const c = joined();
    const done = c.act({ type: 'add', n: 1 });
    expect(links[0].sent[1]).toEqual({ act: { id: expect.stringMatching(/^\w+-1$/), base: 2, action: { type: 'add', n: 1 } } });
    const id = (links[0].sent[1] as { act: { id: string } }).act.id;
    links[0].frame({ ack: { id, seq: 3 } });
    links[0].frame({ event: { seq: 3, by: '1', kind: 'act', view: view(3, 6), log: [] } });
    expect(await done).toEqual(view(3, 6));
    expect(c.seq).toBe(3);
    expect(seen.at(-1)).toEqual(view(3, 6));
    c.stop();
  });

  it('shows the table on a stale change and refuses it, and passes the host refusal on', async () => {
    const c = joined();
    const stale = c.act({ type: 'add', n: 1 });
    const sentId = (i: number) => (links[0].sent[i] as { [k: string]: { id: string } })[Object.keys(links[0].sent[i])[0]].id;
    links[0].frame({ stale: { id: sentId(1), seq: 4, view: view(4, 9), log: [] } });
    await expect(stale).rejects.toEqual({ code: 'sync.stale', data: {} });
    expect(c.seq).toBe(4);
    expect(seen.at(-1)).toEqual(view(4, 9));
    const refused = c.step('undo');
    links[0].frame({ refused: { id: sentId(2), code: 'journal.nothing_to_undo', data: {}, message: 'Nothing to undo.' } });
    await expect(refused).rejects.toEqual({ code: 'journal.nothing_to_undo', data: {} });
    c.stop();
  });

  it('ignores a tap on a button just after another device changed the table', async () => {
    const c = joined();
    let held = 0;
    const tap = () => {
      const button = { closest: (s: string) => (s === 'button' ? button : null) };
      listeners.get('click')!({ target: button, preventDefault: () => held++, stopPropagation: () => {} });
    };
    links[0].frame({ event: { seq: 3, by: 'other', kind: 'act', view: view(3, 6), log: [] } });
    tap();
    expect(held).toBe(1);
    c.changedAt = Date.now() - GUARD_MS;
    tap();
    expect(held).toBe(1);
    // This device's own change (by its number, as the welcome said) holds nothing.
    links[0].frame({ event: { seq: 4, by: '1', kind: 'act', view: view(4, 7), log: [] } });
    c.changedAt = 0;
    tap();
    expect(held).toBe(1);
    c.stop();
  });

  it('reconnects with back-off, says lost after three tries, and sits down again', async () => {
    vi.useFakeTimers();
    const c = joined();
    const pending = c.act({ type: 'add', n: 1 });
    links[0].close();
    await expect(pending).rejects.toEqual({ code: 'sync.lost', data: {} });
    expect(c.status).toBe('reconnecting');
    vi.advanceTimersByTime(500);
    expect(links).toHaveLength(2);
    expect(links[1].sent[0]).toMatchObject({ hello: { device: 'me', last_seq: 2, token: 'TOKEN' } });
    links[1].close();
    vi.advanceTimersByTime(1000);
    links[2].close();
    expect(c.status).toBe('lost');
    c.retry();
    links[3].frame(welcome(5, 1));
    expect(c.status).toBe('connected');
    expect(c.seq).toBe(5);
    c.stop();
  });

  it('stops trying when the table turns it away', () => {
    const c = new TableClient(wire, { device: 'me', name: 'Ola', seat: 'p1' });
    c.start();
    links[0].frame({ error: { code: 'sync.seat_taken', data: { seat: 'p1', name: 'Ala' } } });
    expect(c.status).toBe('refused');
    expect(c.refusal).toEqual({ code: 'sync.seat_taken', data: { seat: 'p1', name: 'Ala' } });
    links[0].close();
    expect(links).toHaveLength(1);
    c.stop();
  });

  it('keeps its token for the table and sends it when it comes back after a reload', () => {
    const first = new TableClient(wire, { device: 'me', name: 'Ola', seat: 'p1' }, false, 'TABLEKEY1234');
    first.start();
    expect(links[0].sent[0]).not.toHaveProperty('hello.token');
    links[0].frame(welcome(2, 5));
    expect(first.you).toBe('1');
    first.stop();
    const again = new TableClient(wire, { device: 'me', name: 'Ola', seat: 'p1' }, false, 'TABLEKEY1234');
    again.start();
    expect(links[1].sent[0]).toMatchObject({ hello: { device: 'me', seat: 'p1', token: 'TOKEN' } });
    again.stop();
    const elsewhere = new TableClient(wire, { device: 'me', name: 'Ola', seat: 'p1' }, false, 'OTHERTABLEKEY');
    elsewhere.start();
    expect(links[2].sent[0]).not.toHaveProperty('hello.token');
    elsewhere.stop();
  });

  it('numbers its frames apart from another run of the page', () => {
    const ids: string[] = [];
    for (let i = 0; i < 2; i++) {
      links = [];
      const c = joined();
      void c.query({}).catch(() => {});
      ids.push((links[0].sent[1] as { query: { id: string } }).query.id);
      c.stop();
    }
    expect(ids[0]).not.toBe(ids[1]);
  });
});
