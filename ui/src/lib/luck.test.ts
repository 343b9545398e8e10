import { beforeAll, describe as suite, expect, it } from 'vitest';
import type { PlayerLuck } from './bindings/PlayerLuck';
import { ensure } from './i18n/index.svelte';
import { luckSentence } from './luck';

beforeAll(() => Promise.all([ensure('en'), ensure('pl')]));

const luck = (rolled: number, expected: number, percentile: number): PlayerLuck => ({
  player: '0',
  dice: 16,
  rolled,
  expected,
  expected_exact: null,
  percentile,
  percentile_exact: null,
  method: 'exact',
});

suite('the luck of the evening in words', () => {
  it('says a player in English, one success or many', () => {
    expect(luckSentence('en', luck(8, 8, 0.5), 'Ahsoka', 'successes')).toBe(
      'Ahsoka: 8 successes rolled, 8 expected: luckier than 50.0% of evenings like this one.',
    );
    expect(luckSentence('en', luck(1, 0.5, 0.752), 'The Empire', 'hits')).toBe(
      'The Empire: 1 hit rolled, 0.5 expected: luckier than 75.2% of evenings like this one.',
    );
  });
  it('uses the Polish plural forms and number format', () => {
    const pl = (n: number) => luckSentence('pl', luck(n, 3.5, 0.25), 'Gracz 1', 'successes');
    expect(pl(1)).toContain('wyrzucono 1 sukces,');
    expect(pl(3)).toContain('wyrzucono 3 sukcesy,');
    expect(pl(5)).toContain('wyrzucono 5 sukcesów,');
    expect(pl(22)).toContain('wyrzucono 22 sukcesy,');
    expect(pl(12)).toContain('wyrzucono 12 sukcesów,');
    expect(pl(5)).toContain('oczekiwano 3,5');
    expect(luckSentence('pl', luck(2, 1, 0.9), 'Rebelianci', 'hits')).toContain('wyrzucono 2 trafienia');
  });
});
