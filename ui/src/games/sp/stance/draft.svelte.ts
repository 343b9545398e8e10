// The stance being edited: one draft at a time, kept in memory while the editor is open and in
// localStorage at every change, so an app killed mid-edit reopens with nothing typed lost. It is
// cleared only when the engine accepts the stance or the player discards it.
import type { SpStance } from '../../../lib/bindings/SpStance';

const KEY = 'datapad.sp.stance-draft';

/** `problem`: the last refusal, its JSON path (`melee.chart[1].max`) and its sentence. */
export const editor = $state({
  draft: null as SpStance | null,
  problem: null as { path: string; text: string } | null,
});

/** A new, empty stance of the player's own; the id only has to be unique on this device. */
export function blank(): SpStance {
  const stat = () => ({ attack: null, range: null, defense: null, weapon: null, chart: [] });
  return {
    format: 'datapad-sp-stance',
    version: 1,
    id: `my-${Date.now().toString(36)}`,
    unit: null,
    side: 0,
    name: { pl: '', en: '' },
    melee: stat(),
    ranged: stat(),
    defense_chart: [],
    tree: { options: [], links: [] },
    verified: false,
    missing: [],
    source: '',
  };
}

/** An id not yet used by `taken`: `base`, else `base-2`, `base-3`… */
export function freeId(base: string, taken: string[]): string {
  const b = base.startsWith('my-') ? base : `my-${base}`;
  if (!taken.includes(b)) return b;
  let n = 2;
  while (taken.includes(`${b}-${n}`)) n++;
  return `${b}-${n}`;
}

/** Edits a copy of `s` (plain or reactive: a proxy cannot be cloned, its snapshot can). */
export function open(s: SpStance) {
  editor.draft = $state.snapshot(s) as SpStance;
  editor.problem = null;
  persist(editor.draft);
  window.scrollTo?.(0, 0);
}

/** Back to the list, the draft kept in localStorage for "Resume". */
export function leave() {
  editor.draft = null;
  editor.problem = null;
  window.scrollTo?.(0, 0);
}

/** Saved or discarded: the draft and its kill-safe copy go. */
export function close() {
  leave();
  localStorage.removeItem(KEY);
}

export function persist(s: SpStance | null) {
  try {
    if (s) localStorage.setItem(KEY, JSON.stringify(s));
  } catch {
    // A full or disabled storage only loses the kill-safety copy; the draft is still in memory.
  }
}

/** The draft a killed app left behind, if any. */
export function leftover(): SpStance | null {
  try {
    const text = localStorage.getItem(KEY);
    const s = text ? JSON.parse(text) : null;
    // Only a draft of the shape this editor writes: anything else is not worth a crash.
    return s && typeof s === 'object' && s.name && s.melee && s.ranged && s.tree && Array.isArray(s.defense_chart) ? (s as SpStance) : null;
  } catch {
    return null;
  }
}

/** True when the refused path is `path` or inside it, so a row is outlined with its field. */
export function hit(path: string): boolean {
  const p = editor.problem?.path;
  return !!p && (p === path || p.startsWith(`${path}.`) || p.startsWith(`${path}[`));
}
