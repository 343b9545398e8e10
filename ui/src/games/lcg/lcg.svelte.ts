// The Card Game screen's shared state: the open session (one `Session` store), the cards the
// players typed in ("my cards", kept on the device), and the small helpers every board part uses.
import { api } from '../../lib/api';
import type { LcgAction } from '../../lib/bindings/LcgAction';
import type { LcgSide } from '../../lib/bindings/LcgSide';
import type { LcgUnitInput } from '../../lib/bindings/LcgUnitInput';
import type { LcgView } from '../../lib/bindings/LcgView';
import type { WhyLine } from '../../lib/bindings/WhyLine';
import { t } from '../../lib/i18n/index.svelte';
import { openTerm as openRuleTerm } from '../../lib/rules.svelte';
import { Session } from '../../lib/session.svelte';
import { refused } from '../../lib/toast.svelte';

/** The open Card Game session; kept across visits to the screen. */
export const session = new Session<LcgAction, LcgView>('lcg');

export const SIDES: LcgSide[] = ['ds', 'ls'];
export const PHASES = ['balance', 'refresh', 'draw', 'deployment', 'conflict', 'force'] as const;

export const lcg = $state({ myCards: [] as LcgUnitInput[] });

/** The units the players typed in from their cards, kept across games. */
export async function loadMyCards() {
  try {
    lcg.myCards = (await api.keptList('lcg', 'cards')).mine;
  } catch (e) {
    refused(e);
  }
}

export const view = (): LcgView | null => session.view;

/** The sentence of the event that last changed a counter (`dial`, `hand.ls`, `unit.ls-u1`). */
export const why = (key: string): WhyLine | null => session.why(key);

/** Sends actions in order; the first refusal is shown and stops the rest. */
export const act = (...actions: LcgAction[]): Promise<boolean> => session.act(...actions);

/** A side's name: the one typed at setup, else "Dark Side" / "Light Side". */
export function who(side: LcgSide): string {
  return view()?.players[side].name?.trim() || t(`lcg.board.side.${side}`);
}

/** A card's name on the board, as the log names it too: its title, else "Objective 2" /
 *  "Unit 3" in the reader's language; never its id. */
export const cardName = (id: string): string => session.name(id);

/** Opens the rules entry of a board term (`dial`, `edge`, `conflict_phase`, …) over the board. */
export const openTerm = (term: string) => openRuleTerm(view()?.rule_links, term);

/** A blank unit as the card pad starts. */
export const blankUnit = (): LcgUnitInput => ({
  title: null,
  capacity: 2,
  force: 1,
  icons: { unit_damage: [0, 0], tactics: [0, 0], blast: [0, 0] },
  keywords: { elite: false, shielding: false, targeted_strike: false, edge: 0, protect: false, limited: false },
  unique: false,
  affiliation: null,
  cost: 0,
  focus: 0,
  damage: 0,
  committed: false,
});

/** A deep copy, so a form never edits a kept card in place. */
export const copyUnit = (u: LcgUnitInput): LcgUnitInput => JSON.parse(JSON.stringify(u));
