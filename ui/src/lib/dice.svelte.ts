// The dice in effect (a player's own face table included), loaded once from the core.
import { api } from './api';
import type { Die } from './bindings/Die';
import type { DieSymbol } from './bindings/DieSymbol';

export const diceStore = $state({ dice: [] as Die[] });

export async function loadDice() {
  diceStore.dice = await api.dice();
}

/** The rules entry for a die, or for one of its symbols. */
export function ruleFor(die: string, symbol?: DieSymbol): string | undefined {
  const d = diceStore.dice.find((x) => x.id === die);
  return symbol ? d?.rules[symbol] : d?.rule;
}
