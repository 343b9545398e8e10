// The rules bodies' light markup: paragraphs split by a blank line, "- " bullets, "1. " steps,
// [[id]] and [[id|shown text]] links. Parsed here into blocks the entry view renders.

export type Inline = { text: string; link?: string };
export type Block = { kind: 'p' | 'ul' | 'ol'; items: Inline[][] };

/** Splits one line into text and links; `titles` names links written as bare [[id]]. */
export function inlines(line: string, titles: Partial<Record<string, string>>): Inline[] {
  const out: Inline[] = [];
  const re = /\[\[([^\]|]+)(?:\|([^\]]*))?\]\]/g;
  let last = 0;
  for (const m of line.matchAll(re)) {
    if (m.index > last) out.push({ text: line.slice(last, m.index) });
    const id = m[1].trim();
    out.push({ text: m[2]?.trim() || titles[id] || id, link: id });
    last = m.index + m[0].length;
  }
  if (last < line.length) out.push({ text: line.slice(last) });
  return out;
}

export function parse(body: string, titles: Partial<Record<string, string>> = {}): Block[] {
  const blocks: Block[] = [];
  for (const para of body.split(/\n\s*\n/)) {
    let prev: Block | undefined; // the last block of this paragraph
    for (const raw of para.split('\n')) {
      const line = raw.trim();
      if (!line) continue;
      const list = /^[-•]\s+(.*)$/.exec(line) ?? /^\d+[.)]\s+(.*)$/.exec(line);
      const kind: Block['kind'] = list ? (/^[-•]/.test(line) ? 'ul' : 'ol') : 'p';
      const parts = inlines(list ? list[1] : line, titles);
      if (prev?.kind === kind && kind !== 'p') prev.items.push(parts);
      else if (prev?.kind === 'p' && kind === 'p') prev.items[0].push({ text: ' ' }, ...parts);
      else blocks.push((prev = { kind, items: [parts] }));
    }
  }
  return blocks;
}
