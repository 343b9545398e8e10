import { beforeEach, describe, expect, it, vi } from 'vitest';

// The bridge to the engine, answered by hand: each call waits until the test resolves it.
type Pending = { cmd: string; args: Record<string, unknown>; resolve: (v: unknown) => void; reject: (e: unknown) => void };
const pending: Pending[] = [];
vi.mock('@tauri-apps/api/core', () => ({
  isTauri: () => true,
  invoke: (cmd: string, args: Record<string, unknown>) => new Promise((resolve, reject) => pending.push({ cmd, args, resolve, reject })),
}));

const { Latest, Session } = await import('./session.svelte');
const { toast } = await import('./toast.svelte');
const { nav, takeOpening } = await import('./nav.svelte');

const view = (id: number, head: number) => ({
  session: { id, game: 'counter', title: 't', head, changes: head, can_undo: head > 0, can_redo: false, created_at: '', updated_at: '' },
  view: { n: head },
  last: null,
  why: { n: { key: 'counter.log.add', args: { n: head } } },
  log: [],
  damaged_after: null,
});
const flush = () => new Promise((r) => setTimeout(r, 0));
/** What the core answers a change of the app's own device with: its ack, then its event. */
const changed = (id: string, v: ReturnType<typeof view>) => [
  JSON.stringify({ ack: { id, seq: v.session.changes } }),
  JSON.stringify({ event: { seq: v.session.changes, by: '', kind: 'act', view: v, log: [] } }),
];

beforeEach(() => {
  pending.length = 0;
  toast.text = '';
});

describe('Latest', () => {
  it('drops an answer that arrives after a newer request was sent', async () => {
    const latest = new Latest();
    const seen: number[] = [];
    let answer1!: (n: number) => void;
    let answer2!: (n: number) => void;
    const first = latest.run(() => new Promise<number>((r) => (answer1 = r)), (n) => seen.push(n));
    const second = latest.run(() => new Promise<number>((r) => (answer2 = r)), (n) => seen.push(n));
    answer2(2);
    answer1(1);
    expect(await second).toBe(true);
    expect(await first).toBe(false);
    expect(seen).toEqual([2]);
  });
});

describe('Session', () => {
  it('acts in order, keeps the newest answer, and reads why', async () => {
    const s = new Session<{ type: 'add' }, { n: number }>('counter');
    const resumed = s.resume('t');
    pending.shift()!.resolve(view(7, 0));
    expect(await resumed).toBe(true);
    const acted = s.act({ type: 'add' }, { type: 'add' });
    await flush();
    // The app's own device sends a frame of protocol 1 on the seq it saw.
    expect(pending[0].cmd).toBe('device_frame');
    expect(pending[0].args.session).toBe(7);
    const frame = JSON.parse(String(pending[0].args.text));
    expect(frame).toEqual({ act: { id: frame.act.id, base: 0, action: { type: 'add' } } });
    pending.shift()!.resolve(changed(frame.act.id, view(7, 1)));
    await flush();
    expect(JSON.parse(String(pending[0].args.text)).act.base).toBe(1);
    pending.shift()!.resolve(changed('2', view(7, 2)));
    expect(await acted).toBe(true);
    expect(s.view).toEqual({ n: 2 });
    expect(s.why('n')).toEqual({ key: 'counter.log.add', args: { n: 2 } });
    expect(s.why('missing')).toBeNull();
  });

  it('shows the first refusal and sends nothing after it', async () => {
    const s = new Session<{ type: 'add' }, { n: number }>('counter');
    const resumed = s.resume('t');
    pending.shift()!.resolve(view(1, 0));
    await resumed;
    const acted = s.act({ type: 'add' }, { type: 'add' });
    await flush();
    pending.shift()!.resolve([JSON.stringify({ refused: { id: '1', code: 'game.game_over', data: {}, message: 'm' } })]);
    expect(await acted).toBe(false);
    expect(pending).toHaveLength(0);
    expect(toast.kind).toBe('error');
    expect(s.view).toEqual({ n: 0 });
  });

  it("opens a game imported from another game's screen on its own screen", async () => {
    const s = new Session<{ type: 'add' }, { n: number }>('counter');
    const imported = s.importText('{}', false);
    const other = view(3, 4);
    other.session.game = 'tray';
    pending.shift()!.resolve(other);
    expect(await imported).toBe(true);
    expect(s.current).toBeNull();
    expect(nav.screen).toBe('tray');
    expect(takeOpening('tray')).toBe(3);
  });

  it('ignores a slow answer once a newer request was sent', async () => {
    const s = new Session<{ type: 'add' }, { n: number }>('counter');
    const a = s.open(1);
    const b = s.open(2);
    const [slow, fast] = pending.splice(0, 2);
    fast.resolve(view(2, 5));
    await b;
    slow.resolve(view(1, 9));
    await a;
    expect(s.current?.session.id).toBe(2);
  });
});
