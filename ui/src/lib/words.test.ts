import { beforeAll, describe as suite, expect, it } from 'vitest';
import type { ErrorCode } from './bindings/ErrorCode';
import { GAME_IDS } from './bindings/GameIds';
import { catalogs, ensure } from './i18n/index.svelte';
import { describe, errorText, percent, summary } from './words';

// Every sentence of both languages, as if every game had been opened in each.
beforeAll(() => Promise.all([ensure('en', ...GAME_IDS), ensure('pl', ...GAME_IDS)]));

suite('summary', () => {
  it('reads a Shatterpoint attack roll in English', () => {
    expect(summary('en', { crit: 1, strike: 3, attack_expertise: 2, failure: 2 })).toBe(
      '1 crit, 3 strikes, 2 expertise, 2 failures',
    );
  });
  it('uses Polish plural forms', () => {
    expect(summary('pl', { crit: 1, strike: 3, failure: 5, block: 2 })).toBe('1 trafienie krytyczne, 3 trafienia, 2 bloki, 5 porażek');
  });
  it('says nothing when nothing was rolled', () => {
    expect(summary('en', {})).toBe('nothing');
  });
});

suite('log sentences', () => {
  it('localizes a roll message from its key and counts', () => {
    const m = { key: 'tray.rolled', args: { dice: 2, groups: [{ die: 'sp-defense', counts: { block: 2 } }] }, english: '' };
    expect(describe('en', m)).toBe('Rolled 2 dice: 2 blocks.');
    expect(describe('pl', m)).toBe('Rzut 2 kośćmi: 2 bloki.');
  });
  it('labels each kind of die in a mixed roll', () => {
    const groups = [
      { die: 'sp-attack', counts: { strike: 1, attack_expertise: 1 } },
      { die: 'sp-defense', counts: { defense_expertise: 1 } },
    ];
    const m = { key: 'tray.rolled', args: { dice: 3, groups }, english: '' };
    expect(describe('en', m)).toBe('Rolled 3 dice: attack: 1 strike, 1 expertise; defense: 1 expertise.');
  });
});

suite('chained log sentences', () => {
  it('renders an event with its consequences in order', () => {
    const m = {
      key: 'tray.locked',
      args: { die: 1, then: [{ key: 'tray.unlocked', args: { die: 2 } }] },
      english: '',
    };
    expect(describe('en', m)).toBe('Locked die 1. Unlocked die 2.');
  });
});

suite('errors', () => {
  it('gives a sentence per code with its data', () => {
    expect(errorText('en', { code: 'tray.die_locked', data: { index: 1 } })).toBe('That die is locked. Unlock it first.');
    expect(errorText('pl', { code: 'dice.too_many_dice', data: { max: 30 } })).toBe('Najwyżej 30 kości jednego rodzaju.');
    expect(errorText('en', { code: 'dice.unknown_die', data: { die: 'd20' } })).toBe('There is no die called “d20”.');
  });
});

suite('catalogs', () => {
  it('have the same keys in both languages, none empty', () => {
    expect(Object.keys(catalogs.pl).sort()).toEqual(Object.keys(catalogs.en).sort());
    for (const cat of Object.values(catalogs)) {
      for (const v of Object.values(cat)) expect(typeof v === 'string' ? v : v.other).not.toBe('');
    }
  });
  it('formats percentages per language', () => {
    expect(percent('en', 0.5)).toBe('50.0%');
    expect(percent('pl', 0.5)).toMatch(/50,0\s?%/);
  });
});

suite('namespaced errors', () => {
  it('reads shared game refusals, journal errors and a game’s own codes', () => {
    expect(errorText('en', { code: 'game.adjust_range', data: { min: 0, max: 8 } })).toBe('The value must be 0 to 8.');
    expect(errorText('pl', { code: 'journal.event_too_new', data: { seq: 12, version: 3, supported: 2 } })).toContain('zaktualizuj aplikację');
    expect(errorText('en', { code: 'sp.player_count', data: { expected: 2, got: 3 } })).toBe('There must be 2 players.');
    expect(errorText('en', { code: 'settings.player_count', data: { expected: 2, got: 3 } })).toBe('There must be 2 players.');
  });
  it('falls back to a generic sentence naming an unknown code', () => {
    // A code this build does not know (a newer engine's) is typed past ErrorCode on purpose.
    const unknown = 'sp.no_such_thing' as ErrorCode;
    expect(errorText('en', { code: unknown, data: null })).toBe('Something went wrong: sp.no_such_thing');
  });
});

suite('names in sentences', () => {
  it('render a numbered name in the sentence\'s language and a given name as it is', () => {
    const m = { key: 'lcg.struck', args: { card: { key: 'lcg.name.unit', args: { n: 1 } }, damage: 0, tactics: 0, blast: 1 } };
    expect(describe('en', m)).toBe('Unit 1 strikes: unit damage 0, tactics 0, blast 1.');
    expect(describe('pl', m)).toBe('Jednostka 1 naciera: obrażenia jednostek 0, taktyka 0, obrażenia wybuchowe 1.');
    expect(describe('en', { key: 'lcg.committed', args: { card: 'Luke' } })).toBe('Luke is committed to the Force.');
  });
  it('render a list of names joined, each in its language', () => {
    const units = [{ key: 'hoth.name.snowtrooper', args: { n: 1 } }, 'Blizzard Force'];
    expect(describe('pl', { key: 'hoth.ordered', args: { n: 2, units, lost: 0 } })).toContain('Szturmowiec 1, Blizzard Force');
  });
  it('render a copy of a card by the card\'s name and its number', () => {
    const label = { key: 'dbg.name.copy', args: { card: { key: 'card.dbg.imperial_shuttle', args: null }, n: 2 } };
    expect(describe('en', { key: 'dbg.card_played', args: { label } })).toBe('Imperial Shuttle 2 enters play.');
  });
});
