// A stance field in words, for a player: "the combat tree, option 2, start box" for the JSON
// path `tree.options[1].start`, "the melee defense dice" for `melee.defense`. Refusals and the
// "missing" lists speak in these; the path itself stays in the data (`data-path`) for whoever
// reads the file. A part the catalog does not name is left out rather than shown raw.
import { translate, type Lang } from '../../../lib/i18n/index.svelte';

/** The path's parts: names and list indices (`tree.options[1]` → tree, options, 1). */
function parts(path: string): (string | number)[] {
  const out: (string | number)[] = [];
  for (const m of path.matchAll(/([^.[\]]+)|\[(\d+)\]/g)) out.push(m[2] !== undefined ? Number(m[2]) : m[1]);
  return out;
}

/** A catalog entry if it exists, else nothing. */
function word(lang: Lang, key: string, args: Record<string, unknown> = {}): string | null {
  const s = translate(lang, key, args);
  return s === key ? null : s;
}

export function fieldLabel(lang: Lang, path: string): string {
  const p = parts(path);
  const out: string[] = [];
  const [head, second] = p;
  let rest: (string | number)[];
  if ((head === 'melee' || head === 'ranged' || head === 'name') && typeof second === 'string') {
    out.push(word(lang, `sp.field.${head}.${second}`) ?? word(lang, `sp.field.${head}`) ?? '');
    rest = p.slice(2);
  } else {
    out.push(word(lang, `sp.field.${String(head)}`) ?? '');
    rest = p.slice(1);
  }
  // What an index counts, by the list it indexes: chart rows, row entries, tree options, …
  let list = second === 'chart' ? 'chart' : String(head);
  for (const x of rest) {
    if (typeof x === 'number') {
      const w = word(lang, `sp.field.nth.${list}`, { n: x + 1 });
      if (w) out.push(w);
    } else {
      list = x;
      if (x === 'entries' || x === 'options' || x === 'effects' || x === 'links') continue;
      const w = word(lang, `sp.field.leaf.${x}`);
      if (w) out.push(w);
    }
  }
  return out.filter(Boolean).join(', ') || (word(lang, 'sp.field.stance') ?? '');
}

/** Several fields in words, joined for a sentence. */
export const fieldList = (lang: Lang, paths: readonly string[]): string => paths.map((p) => fieldLabel(lang, p)).join(', ');
