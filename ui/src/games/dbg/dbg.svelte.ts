// The Deckbuilding Game screen's shared state: the open session (one `Session` store), the card
// catalog and the cards the players typed in, and the helpers every board part uses.
import cardsJson from '../../../../content/deckbuilding/cards.json';
import basesJson from '../../../../content/deckbuilding/bases.json';
import { api } from '../../lib/api';
import type { DbgAction } from '../../lib/bindings/DbgAction';
import type { DbgAllegiance } from '../../lib/bindings/DbgAllegiance';
import type { DbgCard } from '../../lib/bindings/DbgCard';
import type { DbgCardRef } from '../../lib/bindings/DbgCardRef';
import type { DbgFaction } from '../../lib/bindings/DbgFaction';
import type { DbgView } from '../../lib/bindings/DbgView';
import type { WhyLine } from '../../lib/bindings/WhyLine';
import { i18n, t } from '../../lib/i18n/index.svelte';
import { Session } from '../../lib/session.svelte';
import { refused } from '../../lib/toast.svelte';

/** The open Deckbuilding session; kept across visits to the screen. */
export const session = new Session<DbgAction, DbgView>('dbg');

/** A catalog card as the content file lists it (the engine reads the same file). */
export type CatalogCard = DbgCard & { pl: string; starter?: boolean };
export type CatalogBase = { id: string; faction: DbgFaction; hp: number; verified: boolean };

/** The cards a player can buy or play; the starters are played too, never bought. */
export const CATALOG = cardsJson as CatalogCard[];
export const BASES = basesJson as CatalogBase[];

export const dbg = $state({ myCards: [] as DbgCard[] });

/** The cards typed in at the table, kept on this device across games. */
export async function loadMyCards() {
  try {
    dbg.myCards = (await api.keptList('dbg', 'cards')).mine;
  } catch (e) {
    refused(e);
  }
}

/** The sentence of the event that last changed a counter (`force_track`, `base.rebel`, `ship.sd`).
 *  Setting up touches nearly every counter; saying so under each would bury the board, and the
 *  log says it once. */
export function why(key: string): WhyLine | null {
  const m = session.why(key);
  return m?.key === 'dbg.set_up' ? null : m;
}

/** The whys of several counters, each sentence once: one event often moves them together (a
 *  destroyed base fills a victory pile; one attack names all its cards). */
export function whys(keys: string[], skip: string[] = []): WhyLine[] {
  const seen = new Set<string>();
  return keys
    .map(why)
    .filter((m): m is WhyLine => m !== null && !skip.includes(m.key))
    .filter((m) => {
      const k = JSON.stringify(m);
      return !seen.has(k) && !!seen.add(k);
    });
}

/** A card in play by its label, as the log names it: its card's name, numbered from the
 *  second copy on ("Imperial Shuttle 2"), or the label the player gave; never the label's id. */
export const labelName = (label: string): string => session.name(label);

/** Sends actions in order; the first refusal is shown and stops the rest. */
export const act = (...actions: DbgAction[]): Promise<boolean> => session.act(...actions);

/** The 7 spaces of the Force track, Empire end (−3) first. */
export const FORCE_SPACES = [-3, -2, -1, 0, 1, 2, 3];

export const other = (f: DbgFaction): DbgFaction => (f === 'empire' ? 'rebel' : 'empire');

/** A card's name: the catalog's, in the app's language; a typed card is its own name. */
export function cardName(id: string): string {
  const c = CATALOG.find((x) => x.id === id);
  if (!c) return id;
  return i18n.lang === 'pl' ? c.pl : t(`card.dbg.${c.id}`);
}

/** The name of what a card reference points at. */
export const refName = (r: DbgCardRef | null): string => (r === null ? '' : typeof r === 'string' ? cardName(r) : r.id);

/** Catalog and typed cards of a faction and the neutral ones (every card for `null`); the
 *  starters only for a hand, since they never lie in the row. */
export function choices(faction: DbgAllegiance | null, hand = false): DbgCard[] {
  const mine = (c: DbgCard) => faction === null || c.faction === faction || c.faction === 'neutral';
  return [...CATALOG.filter((c) => (hand || !c.starter) && mine(c)), ...dbg.myCards.filter(mine)];
}

/** The catalog card or the typed card behind an id, as an action names it. */
export function ref(id: string): DbgCardRef | null {
  if (!id) return null;
  if (CATALOG.some((c) => c.id === id)) return id;
  return dbg.myCards.find((c) => c.id === id) ?? null;
}

/** The board's terms and the `dbg.*` rules entries they open (the view carries no term list). */
export const RULES = [
  ['setup', 'dbg.sequence.setup'],
  ['modes', 'dbg.concept.advanced-modes'],
  ['pay_off', 'dbg.concept.pay-off-neutrals'],
  ['row', 'dbg.concept.galaxy-row'],
  ['force_track', 'dbg.concept.force-track'],
  ['force_with', 'dbg.concept.force-with-you'],
  ['victory', 'dbg.concept.victory'],
  ['base', 'dbg.concept.base'],
  ['choose_base', 'dbg.concept.choosing-base'],
  ['base_hp', 'dbg.concept.base-hit-points'],
  ['capital_ship', 'dbg.concept.capital-ship'],
  ['galaxy_deck', 'dbg.concept.galaxy-deck'],
  ['pilots', 'dbg.concept.outer-rim-pilots'],
  ['resources', 'dbg.concept.resources'],
  ['attack', 'dbg.concept.attack'],
  ['base_attack', 'dbg.sequence.base-attack'],
  ['row_attack', 'dbg.sequence.galaxy-row-attack'],
  ['reward', 'dbg.concept.reward'],
  ['play', 'dbg.action.play-card'],
  ['buy', 'dbg.action.buy-card'],
  ['ability', 'dbg.action.use-ability'],
  ['turn', 'dbg.sequence.turn'],
].map(([term, rule]) => ({ term, rule }));
