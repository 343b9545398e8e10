// The step the turn flow is at, shared by its card on the board (the picks) and the glance header
// (its main button), as Shatterpoint's stepper shares its question: the zones and the number of
// units the card names, the units picked for orders. Picks start afresh with each new step.
import type { HothView } from '../../lib/bindings/HothView';
import type { HothZone } from '../../lib/bindings/HothZone';
import { t } from '../../lib/i18n/index.svelte';
import { act, flow } from './hoth.svelte';

export const question = $state({
  /** The step these picks belong to. */
  key: '',
  /** The zones the card names (from the player's seat). */
  zones: [] as HothZone[],
  /** How many units the card orders. */
  units: 1,
  /** The units picked for orders. */
  orders: [] as string[],
});

/** Starts the picks afresh when the step changed (a new turn, side or step; an undo too). */
export function follow(v: HothView) {
  const key = `${v.turn}:${v.active}:${v.step}`;
  if (key === question.key) return;
  question.key = key;
  question.zones = [];
  question.units = 1;
  question.orders = [];
}

/** Plays the card as entered: in the zones picked, or (`choice`) units of the player's choice. */
export const playCard = (choice: boolean) => act({ type: 'play_card', card: { zones: choice ? null : [...question.zones], units: question.units, id: null, fallback: null } });

async function giveOrders() {
  if (await act({ type: 'order', units: [...question.orders] })) question.orders = [];
}

export type MainAction = { label: string; testid: string; run: () => unknown; disabled?: boolean; primary: boolean };

/** The current step's main button, when it has one. An open question of an attack (a reroll, a
 *  confirmation, a retreat, taking the ground) and an attack being entered have none: their
 *  answers are choices, and the attack's roll sits under its dice. */
export function mainAction(v: HothView): MainAction | null {
  if (v.pending || flow.attacking) return null;
  switch (v.step) {
    case 'card':
      return { label: t('hoth.play_in_zones'), testid: 'play-card', disabled: question.zones.length === 0, primary: true, run: () => playCard(false) };
    case 'orders':
      return { label: t('hoth.give_orders', { n: question.orders.length, max: v.card?.units ?? 0 }), testid: 'give-orders', primary: true, run: giveOrders };
    default: {
      // End turn stands back while an ordered unit may still attack: the table is not done yet.
      const more = v.units.some((u) => u.side === v.active && u.ordered && !u.eliminated && !u.attacked && !u.no_attack);
      return { label: t('hoth.end_turn'), testid: 'end-turn', primary: !more, run: () => act({ type: 'end_turn' }) };
    }
  }
}
