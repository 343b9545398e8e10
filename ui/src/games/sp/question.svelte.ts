// The question the stepper is asking now, shared by its card on the board (the question and its
// choices) and the glance header (its main button): what was picked so far, and the one action
// that answers it. Picks start afresh with each new question.
import type { SpControlEntry } from '../../lib/bindings/SpControlEntry';
import type { SpView } from '../../lib/bindings/SpView';
import { t } from '../../lib/i18n/index.svelte';
import { act } from './sp.svelte';

export const question = $state({
  /** The question these picks belong to. */
  key: '',
  /** Objectives the struggle card activates. */
  chosen: [] as number[],
  /** End-of-turn control, objective by objective (null: nobody). */
  control: {} as Record<number, number | null>,
});

/** Starts the picks afresh when the question changed (a new step, turn or kind of question). */
export function follow(v: SpView) {
  const ask = v.prompt.ask;
  const key = `${v.turn}:${v.prompt.step}:${ask.kind}`;
  if (key === question.key) return;
  question.key = key;
  question.chosen = [];
  question.control = ask.kind === 'end_of_turn' ? Object.fromEntries(ask.objectives.map((o) => [o.objective, o.controller])) : {};
}

function endTurn(v: SpView) {
  const ask = v.prompt.ask;
  if (ask.kind !== 'end_of_turn') return;
  const control: SpControlEntry[] = ask.objectives.map((o) => {
    const c = question.control[o.objective];
    return { objective: o.objective, control: c === null || c === undefined ? { kind: 'keep' } : { kind: 'player', player: c } };
  });
  act({ type: 'end_turn', control });
}

export type MainAction = { label: string; testid: string; run: () => unknown };

/** The current question's main button, when it has one (a question answered only by a choice,
 *  a unit or a condition, has none). */
export function mainAction(v: SpView): MainAction | null {
  const ask = v.prompt.ask;
  switch (ask.kind) {
    case 'activate_objectives':
      return { label: t('sp.confirm'), testid: 'confirm-objectives', run: () => act({ type: 'set_active_objectives', active: [...question.chosen], map: null, card: null }) };
    case 'priority_roll':
      return { label: t('tray.roll'), testid: 'priority-roll', run: () => act({ type: 'priority_roll', roll: { mode: 'virtual' } }) };
    case 'reveal':
      return v.prompt.legal.includes('reveal') ? { label: t('sp.reveal'), testid: 'reveal', run: () => act({ type: 'reveal', card: null }) } : null;
    case 'revealed_unit':
      return { label: t('sp.activate'), testid: 'activate', run: () => act({ type: 'activate' }) };
    case 'revealed_tactic':
      return { label: t('sp.reveal_next'), testid: 'reveal', run: () => act({ type: 'reveal', card: null }) };
    case 'actions':
      return { label: t('sp.end_activation'), testid: 'end-activation', run: () => act({ type: 'end_activation' }) };
    case 'end_of_turn':
      return { label: t('sp.end_turn'), testid: 'end-turn', run: () => endTurn(v) };
    default:
      return null;
  }
}
