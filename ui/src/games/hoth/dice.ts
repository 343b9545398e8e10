// Battle of Hoth's battle die as the shared UI shows it (listed in `games/dice.ts`): its symbols,
// and the tray's pool of battle dice against a target, whose odds count hits and retreats.
import { api } from '../../lib/api';
import type { HothTarget } from '../../lib/bindings/HothTarget';
import type { GameDice } from '../dice';
import './dice.css';

const targets = ['infantry', 'vehicle', 'special'] as const satisfies readonly HothTarget[];

export const hothDice: GameDice = {
  game: 'hoth',
  dice: {
    hoth: { label: 'tray.battle', background: 'var(--die-hoth)', text: 'var(--die-hoth-text)' },
  },
  faces: {
    infantry: [
      ['circle', { cx: '12', cy: '6.5', r: '3.5', fill: 'currentColor' }],
      ['path', { d: 'M5 21c0-5 3-8 7-8s7 3 7 8z', fill: 'currentColor' }],
    ],
    vehicle: [
      ['rect', { x: '3', y: '8', width: '18', height: '8', rx: '3', fill: 'currentColor' }],
      ['circle', { cx: '7.5', cy: '18', r: '2.3', fill: 'currentColor' }],
      ['circle', { cx: '16.5', cy: '18', r: '2.3', fill: 'currentColor' }],
      ['rect', { x: '8', y: '4', width: '8', height: '5', rx: '1.5', fill: 'currentColor' }],
    ],
    explosion: [
      ['path', { d: 'M12 2l1.8 5 4.7-2.6-1.6 5.1 5.1.9-4.4 2.9 3.3 4.1-5.2-.6L15 22l-3-4.2L9 22l-.7-5.2-5.2.6 3.3-4.1L2 10.4l5.1-.9-1.6-5.1 4.7 2.6z', fill: 'currentColor' }],
    ],
    miss: [['path', { d: 'M6 6l12 12M18 6 6 18', stroke: 'currentColor', 'stroke-width': '3', 'stroke-linecap': 'round' }]],
    retreat: [
      ['path', { d: 'M6 21V3', stroke: 'currentColor', 'stroke-width': '2.4', 'stroke-linecap': 'round' }],
      ['path', { d: 'M7 4h11l-3 4 3 4H7z', fill: 'currentColor' }],
    ],
  },
  order: ['infantry', 'vehicle', 'explosion', 'miss', 'retreat'],
  tray: {
    label: 'tray.system.hoth',
    inputs: [
      // An attack rolls at least one die.
      { kind: 'count', id: 'battle', label: 'tray.battle_dice', start: 3, min: 1 },
      { kind: 'choice', id: 'target', label: 'tray.target', options: targets, start: 'infantry' },
    ],
    pool: ({ counts }) => [{ die: 'hoth', count: counts.battle }],
    odds: async ({ counts, choices }) => {
      // The choice's options are `targets`, so it holds one of them.
      const o = await api.oddsHoth(counts.battle, choices.target as HothTarget);
      return {
        table: o.hits,
        words: (say) =>
          say.t('odds.hits_words', {
            mean: say.decimal(o.hits.mean),
            retreats: say.decimal(o.retreats.mean),
            p1: say.percent(o.hits.rows[1]?.at_least ?? 0),
          }),
      };
    },
    oddsLabel: ['odds.title', 'odds.hits'],
    result: (r, say) =>
      [
        `${say.t('tray.target.infantry')} ${r.infantry}`,
        `${say.t('tray.target.vehicle')} ${r.vehicle}`,
        `${say.t('tray.target.special')} ${r.special}`,
        `${say.t('odds.retreats')} ${r.retreats}`,
      ].join(' · '),
  },
};
