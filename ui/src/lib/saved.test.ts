import { beforeAll, describe, expect, it } from 'vitest';
import type { SessionInfo } from './bindings/SessionInfo';
import { ensure, i18n } from './i18n/index.svelte';
import { savedLabel } from './saved';

beforeAll(() => Promise.all([ensure('en', 'sp', 'tray'), ensure('pl', 'sp', 'tray')]));

const saved = (game: string, summary: SessionInfo['summary']): SessionInfo => ({
  id: 1,
  uid: 'u',
  game,
  title: '',
  created_at: '2026-12-02T18:40:00Z',
  updated_at: '2026-12-02T18:40:00Z',
  head: 23,
  can_undo: true,
  can_redo: false,
  changes: 23,
  summary,
});

describe('a saved game is named by its turn and players', () => {
  it('names the game, its turn and who plays', () => {
    i18n.lang = 'en';
    expect(savedLabel(saved('sp', { turn: 6, players: ['Ola', 'Leo'], over: false }))).toBe('Shatterpoint · Turn 6 · Ola v Leo');
    i18n.lang = 'pl';
    expect(savedLabel(saved('sp', { turn: 6, players: ['Ola', 'Leo'], over: false }))).toBe('Shatterpoint · Tura 6 · Ola kontra Leo');
  });
  it('says so before the first turn, finished once over, and no players unless all are named', () => {
    i18n.lang = 'en';
    expect(savedLabel(saved('sp', { turn: 0, players: ['', ''], over: false }))).toBe('Shatterpoint · Before the first turn');
    expect(savedLabel(saved('sp', { turn: 9, players: ['Ola', ''], over: true }))).toBe('Shatterpoint · Finished');
  });
  it('names a tool, and a game saved before summaries, by when it was played', () => {
    i18n.lang = 'en';
    expect(savedLabel(saved('sp', null))).toMatch(/^Shatterpoint · .*2026/);
    expect(savedLabel(saved('tray', { turn: 0, players: [], over: false }))).toMatch(/2026/);
  });
});
