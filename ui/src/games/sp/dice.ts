// Shatterpoint's dice as the shared UI shows them (listed in `games/dice.ts`): the red attack and
// blue defense dice, their symbols, and the tray's attack-against-defense pool with its odds.
import { api } from '../../lib/api';
import type { GameDice, Shape } from '../dice';
import './dice.css';

const expertise: Shape[] = [
  ['path', { d: 'M12 3 21 19H3z', fill: 'none', stroke: 'currentColor', 'stroke-width': '2.4', 'stroke-linejoin': 'round' }],
  ['path', { d: 'M12 9v5', stroke: 'currentColor', 'stroke-width': '2.4', 'stroke-linecap': 'round' }],
];

export const spDice: GameDice = {
  game: 'sp',
  dice: {
    'sp-attack': { label: 'tray.attack', background: 'var(--die-attack)', text: 'var(--die-attack-text)' },
    'sp-defense': { label: 'tray.defense', background: 'var(--die-defense)', text: 'var(--die-defense-text)' },
  },
  faces: {
    crit: [['path', { d: 'M12 1.5l2.6 6.4 6.9-1.8-4.3 5.9 4.3 5.9-6.9-1.8L12 22.5l-2.6-6.4-6.9 1.8 4.3-5.9-4.3-5.9 6.9 1.8z', fill: 'currentColor' }]],
    strike: [
      ['circle', { cx: '12', cy: '12', r: '8.5', fill: 'none', stroke: 'currentColor', 'stroke-width': '2.5' }],
      ['circle', { cx: '12', cy: '12', r: '3.5', fill: 'currentColor' }],
    ],
    attack_expertise: expertise,
    defense_expertise: expertise,
    // A blank face: a faint dash, so the tile does not look empty.
    failure: [['path', { d: 'M7 12h10', stroke: 'currentColor', 'stroke-width': '2.4', 'stroke-linecap': 'round', opacity: '0.6' }]],
    block: [['path', { d: 'M12 2.5 20 6v6c0 5-3.6 8.4-8 9.5C7.6 20.4 4 17 4 12V6z', fill: 'currentColor' }]],
  },
  order: ['crit', 'strike', 'attack_expertise', 'block', 'defense_expertise', 'failure'],
  tray: {
    label: 'tray.system.sp',
    inputs: [
      { kind: 'count', id: 'attack', label: 'tray.attack_dice', start: 5 },
      { kind: 'count', id: 'defense', label: 'tray.defense_dice', start: 3 },
    ],
    // A side with no dice is left out: the engine rolls only what is asked.
    pool: ({ counts }) =>
      [
        { die: 'sp-attack', count: counts.attack },
        { die: 'sp-defense', count: counts.defense },
      ].filter((p) => p.count > 0),
    odds: async ({ counts }) => {
      const o = await api.oddsSp(counts.attack, counts.defense);
      return {
        table: o.successes,
        words: (say) => {
          const rows = o.successes.rows;
          // "At least k" for a k worth reading: the expected count, and never below two.
          const k = Math.max(2, Math.round(o.successes.mean));
          return say.t('odds.successes_words', {
            mean: say.decimal(o.successes.mean),
            p1: say.percent(rows[1]?.at_least ?? 0),
            k,
            pk: say.percent(rows[k]?.at_least ?? 0),
          });
        },
      };
    },
    oddsLabel: ['odds.title'],
    result: (r, say) => say.t('tray.successes', { n: r.successes }),
  },
};
