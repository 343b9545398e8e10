import { describe, expect, it } from 'vitest';
import { inlines, parse } from './markup';

describe('rules markup', () => {
  it('turns links into inline parts, bare links showing the entry title', () => {
    expect(inlines('See [[sp.a|Strained]] and [[sp.b]].', { 'sp.b': 'Exposed' })).toEqual([
      { text: 'See ' },
      { text: 'Strained', link: 'sp.a' },
      { text: ' and ' },
      { text: 'Exposed', link: 'sp.b' },
      { text: '.' },
    ]);
  });
  it('splits paragraphs, bullets and steps', () => {
    const blocks = parse('First para.\n\n- one\n- two\n\n1. step\n2. next\n\nLast.');
    expect(blocks.map((b) => [b.kind, b.items.length])).toEqual([
      ['p', 1],
      ['ul', 2],
      ['ol', 2],
      ['p', 1],
    ]);
  });
  it('keeps a list that follows a heading line in the same paragraph', () => {
    const blocks = parse('Steps:\n1. a\n2. b');
    expect(blocks.map((b) => b.kind)).toEqual(['p', 'ol']);
  });
});
