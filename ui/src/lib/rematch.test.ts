import { describe, expect, it } from 'vitest';
import { setupOnly } from './rematch';

const file = (types: [number, string][]) =>
  JSON.stringify({
    format: 'datapad-session',
    version: 1,
    uid: 'u',
    game: 'sp',
    title: 'Old',
    created_at: '2020-01-01T00:00:00.000Z',
    exported_at: '2020-01-01T00:00:00.000Z',
    stopped: { after: 9, reason: 'x' },
    // The Shatterpoint way, an action's changes in a list; the Deckbuilding way, one change.
    events: types.map(([action, type], i) => ({ seq: i + 1, action, at: '', version: 1, event: i % 2 ? { type } : { changes: [{ type }] } })),
  });

describe('a rematch', () => {
  const game: [number, string][] = [
    [1, 'team_set'],
    [2, 'team_set'],
    [3, 'rolled_off'],
    [4, 'game_started'],
    [4, 'turn_started'],
    [5, 'card_revealed'],
  ];

  it('keeps the setup before the start, to start anew', () => {
    const out = JSON.parse(setupOnly(file(game), 'New', 'game_started', true)!);
    expect(out.events.map((e: { seq: number }) => e.seq)).toEqual([1, 2, 3]);
    expect(out.title).toBe('New');
    expect(out.stopped).toBeUndefined();
    expect(out.created_at).not.toBe('2020-01-01T00:00:00.000Z');
  });

  it('keeps the start\'s whole action when the start is the setup', () => {
    const out = JSON.parse(setupOnly(file(game), 'New', 'game_started', false)!);
    expect(out.events.map((e: { seq: number }) => e.seq)).toEqual([1, 2, 3, 4, 5]);
  });

  it('is impossible before the game started', () => {
    expect(setupOnly(file(game.slice(0, 3)), 'New', 'game_started', true)).toBeNull();
  });
});
