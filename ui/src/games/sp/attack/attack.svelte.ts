// One attack being prepared on the Shatterpoint board (issue 9): who attacks whom with which
// stances, what is true at the table, the faces and the walk. It is kept as a draft in the app's
// store on every change, so a killed app reopens the attack with the same roll (a virtual roll is
// made once); it is committed as one `attack` action, one undo. A change is kept only once the
// engine has answered for it (issue 17): a question that took the app down must not be asked
// again at every start, and a draft the engine refuses reopens with the refusal and a way out.
import { api } from '../../../lib/api';
import type { AppError } from '../../../lib/bindings/AppError';
import type { SpAttack } from '../../../lib/bindings/SpAttack';
import type { SpAttackFacts } from '../../../lib/bindings/SpAttackFacts';
import type { SpCondition } from '../../../lib/bindings/SpCondition';
import type { SpFaces } from '../../../lib/bindings/SpFaces';
import type { SpMatchup } from '../../../lib/bindings/SpMatchup';
import type { SpPolicy } from '../../../lib/bindings/SpPolicy';
import type { SpStance } from '../../../lib/bindings/SpStance';
import type { SpUnitRef } from '../../../lib/bindings/SpUnitRef';
import { prefs } from '../../../lib/settings.svelte';
import { refused } from '../../../lib/toast.svelte';
import { session, view } from '../sp.svelte';
import { stanceFor } from '../stance/stances.svelte';

export type { DiceOdds, DicePreview, Lands, Odds, Outcome, Preview, Ranked } from './answers';
import { isDice, type DiceOdds, type DicePreview, type Lands, type Odds, type Outcome, type Preview, type Ranked } from './answers';

export type Draft = {
  /** Null for the standalone screen: two stances, and the players say what the board would. */
  attacker: SpUnitRef | null;
  defender: SpUnitRef | null;
  attackerStance: SpStance | null;
  defenderStance: SpStance | null;
  facts: SpAttackFacts;
  /** Null until rolled or entered. */
  faces: SpFaces | null;
  /** How the faces came: the app's roll is never made twice. */
  rolled: 'virtual' | 'physical' | null;
  path: string[];
  /** The walk the odds assume (drafts kept before it existed read as max_damage). */
  policy?: SpPolicy;
  /** A dice-only attack's result as read off the cards, filled from the roll's successes. */
  outcome?: Outcome;
  /** The standalone screen's stand-ins for the board. */
  alone?: { attacker: SpCondition[]; defender: SpCondition[]; damage: number; stamina: number };
};

export const NO_FACES: SpFaces = { attack: [0, 0, 0, 0], defense: [0, 0, 0] };

export const freshFacts = (): SpAttackFacts => ({
  kind: 'melee',
  focus: false,
  impact: 0,
  sharpshooter: 0,
  cover: 0,
  ignore_cover: false,
  extra_attack: 0,
  extra_defense: 0,
  protection: false,
  steadfast: false,
  split: false,
  engaged: false,
  target_forbidden: false,
});

export const attack = $state({
  draft: null as Draft | null,
  odds: null as Odds | null,
  preview: null as Preview | null,
  /** The same two for a dice-only matchup (either stance lacks its charts or tree). */
  diceOdds: null as DiceOdds | null,
  dicePreview: null as DicePreview | null,
  /** The app rolls, or the players enter what their real dice show, face by face. */
  mode: (prefs.s?.dice_mode ?? 'virtual') as 'virtual' | 'physical',
  entry: { attack: [0, 0, 0, 0], defense: [0, 0, 0] } as SpFaces,
  /** The refusal of the last question (an incomplete stance, a dash stat …), shown in place. */
  problem: null as AppError | null,
});

/** Counts the refreshes: the questions run off the window's thread and may answer out of order,
 *  so only the latest one's answers reach the screen. */
let asked = 0;

const key = () => `sp.attack.${session.current?.session.id ?? 0}`;

/** Keeps the draft in the app's store at once; a store failure is shown, the draft stays. */
async function keep() {
  try {
    await api.draftSet(key(), attack.draft ? $state.snapshot(attack.draft) : null);
  } catch (e) {
    refused(e);
  }
}

/** Reopens the attack left unfinished in this session, if any: answered again, or refused in place. */
export async function restore() {
  try {
    attack.draft = await api.draftGet<Draft>(key());
  } catch (e) {
    refused(e);
  }
  clear();
  await refresh();
}

/** Forgets every answer, and the faces being entered, before a new draft is asked about. */
function clear() {
  attack.odds = attack.preview = attack.diceOdds = attack.dicePreview = attack.problem = null;
  attack.entry = { attack: [0, 0, 0, 0], defense: [0, 0, 0] };
}

/** The standalone screen: two stances, no units; it can be computed, not applied. */
export async function beginAlone() {
  await start({
    attacker: null,
    defender: null,
    attackerStance: null,
    defenderStance: null,
    facts: freshFacts(),
    faces: null,
    rolled: null,
    path: [],
    alone: { attacker: [], defender: [], damage: 0, stamina: 0 },
  });
}

export async function begin(attacker: SpUnitRef, stance: SpStance | null) {
  await start({
    attacker,
    defender: null,
    attackerStance: stance,
    defenderStance: null,
    facts: freshFacts(),
    faces: null,
    rolled: null,
    path: [],
  });
}

async function start(d: Draft) {
  attack.draft = d;
  clear();
  if (await refresh()) await keep();
}

export async function cancel() {
  asked++;
  attack.draft = null;
  clear();
  await keep();
}

/** Drops a draft (one the engine refuses, say) for a clean attack screen of the same kind: the
 *  same attacker with its card side's stance, or a fresh calculator. */
export async function forget() {
  const from = attack.draft?.attacker;
  if (!from) return beginAlone();
  const u = view()?.players[from.player]?.units.find((x) => x.unit.slot === from.slot);
  await begin(from, u ? stanceFor(u.def, u.stance) : null);
}

/** The action the draft describes, when it names both sides and both stances. */
export function input(d: Draft): SpAttack | null {
  if (!d.attacker || !d.defender || !d.attackerStance || !d.defenderStance) return null;
  return {
    attacker: d.attacker,
    defender: d.defender,
    attacker_stance: d.attackerStance,
    defender_stance: d.defenderStance,
    facts: d.facts,
    faces: d.faces ?? NO_FACES,
    path: d.path,
  };
}

/** The standalone question's subject: two stances and the players' word for the board. */
function matchup(d: Draft): SpMatchup | null {
  if (d.attacker || !d.alone || !d.attackerStance || !d.defenderStance) return null;
  return {
    attacker_stance: d.attackerStance,
    defender_stance: d.defenderStance,
    facts: d.facts,
    attacker_conditions: d.alone.attacker,
    defender_conditions: d.alone.defender,
    damage: d.alone.stamina > 0 ? [d.alone.damage, d.alone.stamina] : null,
    faces: d.faces ?? NO_FACES,
    path: d.path,
  };
}

/** What the draft asks about: an attack between two board units, or a standalone matchup. */
type Subject = { kind: 'attack'; body: SpAttack } | { kind: 'matchup'; body: SpMatchup };
function subject(d: Draft): Subject | null {
  const a = input(d);
  if (a) return { kind: 'attack', body: a };
  const m = matchup(d);
  return m ? { kind: 'matchup', body: m } : null;
}

type Answer<T> = { answer: T } | { problem: AppError } | null;

/** One question to the engine: its answer or its refusal; null with no session open. */
async function answerTo<T>(body: Record<string, unknown>): Promise<Answer<T>> {
  const id = session.current?.session.id;
  if (id === undefined) return null;
  try {
    return { answer: await api.query<T>(id, body) };
  } catch (e) {
    return { problem: e as AppError };
  }
}

/** A question about the draft's subject; the odds carry the draft's policy. */
function ask<T>(question: 'odds' | 'roll' | 'preview', x: Subject, policy: SpPolicy = 'max_damage'): Promise<Answer<T>> {
  const extra = question === 'odds' ? { policy } : {};
  return answerTo<T>({ type: `${x.kind}_${question}`, ...$state.snapshot(x.body), ...extra });
}

/** The odds of another draft (the compare panel's other choice), or its refusal. */
export async function oddsOf(d: Draft): Promise<Answer<Odds>> {
  const x = subject(d);
  return x ? ask<Odds>('odds', x, d.policy ?? 'max_damage') : null;
}

/** The best-target list: the draft's attacker against each marked target with its stance. */
export async function rankTargets(targets: { defender: SpUnitRef; defender_stance: SpStance }[]): Promise<Answer<Ranked[]>> {
  const d = attack.draft;
  if (!d?.attacker || !d.attackerStance || !targets.length) return null;
  return answerTo<Ranked[]>({
    type: 'attack_rank',
    attacker: d.attacker,
    attacker_stance: $state.snapshot(d.attackerStance),
    targets,
    facts: $state.snapshot(d.facts),
    policy: d.policy ?? 'max_damage',
  });
}

export const answerOf = <T>(a: Answer<T>): T | null => (a && 'answer' in a ? a.answer : null);
export const problemOf = (a: { problem: AppError } | object | null): AppError | null => (a && 'problem' in a ? a.problem : null);

/** Recomputes the odds and, once faces are in, the preview of every step. False when a newer
 *  refresh has started meanwhile (its answers are the ones shown). */
export async function refresh(): Promise<boolean> {
  const mine = ++asked;
  const d = attack.draft;
  const x = d && subject(d);
  if (!d || !x) {
    attack.odds = attack.preview = attack.diceOdds = attack.dicePreview = null;
    return true;
  }
  const odds = await ask<Odds | DiceOdds>('odds', x, d.policy ?? 'max_damage');
  const preview = d.faces && answerOf(odds) ? await ask<Preview | DicePreview>('preview', x) : null;
  if (mine !== asked) return false;
  const [o, p] = [answerOf(odds), answerOf(preview)];
  attack.odds = o && !isDice(o) ? o : null;
  attack.diceOdds = o && isDice(o) ? o : null;
  attack.preview = p && !isDice(p) ? p : null;
  attack.dicePreview = p && isDice(p) ? p : null;
  attack.problem = problemOf(odds) ?? problemOf(preview);
  return true;
}

/** Changes the draft; the faces and walk go when what they depended on changes. The draft is
 *  kept once the engine has answered for it. */
export async function change(edit: (d: Draft) => void, { keepRoll = false } = {}) {
  const d = attack.draft;
  if (!d) return;
  edit(d);
  if (!keepRoll) {
    d.faces = null;
    d.rolled = null;
    d.path = [];
    d.outcome = undefined;
  }
  if (await refresh()) await keep();
}

/** The best walk for the successes the faces give, as the engine ranks them. */
export async function bestWalk() {
  const d = attack.draft;
  if (!d?.faces) return;
  d.path = [];
  if (!(await refresh())) return;
  // A dice-only roll has no walk: the card's tree is read at the table, its damage first
  // guessed as one per success.
  if (attack.dicePreview) d.outcome ??= { damage: attack.dicePreview.successes, conditions: [] };
  const n = attack.preview?.successes ?? 0;
  d.path = n > 0 ? (attack.odds?.best_path[String(n)] ?? []) : [];
  if (await refresh()) await keep();
}

/** The app rolls both pools once; the faces are kept with the draft at once (its odds were
 *  answered: the roll is offered only beside them), so a restart never rolls again. */
export async function roll() {
  const d = attack.draft;
  const x = d && subject(d);
  if (!d || !x || d.rolled === 'virtual') return;
  const rolled = await ask<SpFaces>('roll', x);
  const faces = answerOf(rolled);
  if (!faces) {
    attack.problem = problemOf(rolled) ?? attack.problem;
    return;
  }
  d.faces = faces;
  d.rolled = 'virtual';
  await keep();
  await bestWalk();
}

export async function enterFaces(faces: SpFaces) {
  const d = attack.draft;
  if (!d) return;
  d.faces = faces;
  d.rolled = 'physical';
  await bestWalk();
}

export async function walk(path: string[]) {
  await change((d) => (d.path = path), { keepRoll: true });
}

/** Keeps the outcome the players are setting off their cards (no question depends on it). */
export const keepOutcome = (): Promise<void> => keep();

/** The `attack_outcome` action of what the cards gave; null until the dice are in. */
function outcomeAction(d: Draft | null) {
  if (!d?.attacker || !d.defender || !d.faces || !d.outcome) return null;
  const o = $state.snapshot(d.outcome);
  return { type: 'attack_outcome' as const, attacker: d.attacker, defender: d.defender, kind: d.facts.kind, damage: o.damage, conditions: o.conditions };
}

/** What the outcome will do on the board, as the engine would decide it: the same action, asked
 *  without doing it (a condition the target holds adds 1 damage; the damage may wound). */
export async function lands(d: Draft): Promise<Lands | null> {
  const a = outcomeAction(d);
  return a ? answerOf(await answerTo<Lands>(a)) : null;
}

/** Commits a dice-only attack as what the cards gave: one `attack_outcome` action, one undo. */
export async function commitOutcome(): Promise<boolean> {
  const a = outcomeAction(attack.draft);
  if (!a) return false;
  const ok = await session.act(a);
  if (ok) await cancel();
  return ok;
}

/** Commits the attack as one action; the draft goes only when the engine took it. */
export async function commit(): Promise<boolean> {
  const d = attack.draft;
  const a = d && input(d);
  if (!d?.faces || !a) return false;
  const ok = await session.act({ type: 'attack', ...$state.snapshot(a) });
  if (ok) await cancel();
  return ok;
}
