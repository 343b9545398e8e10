// A file's size as people read it, in the reader's language: "16 MB", "1,5 KB", "under 1 KB";
// never a count of bytes. Counted in 1024s, as the engine's limits are (`limits::size`), so a
// limit of 16 MiB reads "16 MB" here and in the engine's own words.
import { translate, type Lang } from './i18n/index.svelte';

const KB = 1024;
const MB = 1024 * 1024;

/** The unit `bytes` is said in, and how many of it. */
const unit = (bytes: number): [key: string, per: number] => (bytes >= MB ? ['size.mb', MB] : ['size.kb', KB]);

/** `n` with at most (or, `exact`, exactly) `places` decimals, in the language's number format. */
const number = (lang: Lang, n: number, places: number, exact = false) =>
  new Intl.NumberFormat(lang, { minimumFractionDigits: exact ? places : 0, maximumFractionDigits: places }).format(n);

/** `bytes` in KB or MB with one decimal at most: "16 MB", "1.5 KB". */
export function sizeText(lang: Lang, bytes: number): string {
  if (bytes < KB) return translate(lang, 'size.under_kb');
  const [key, per] = unit(bytes);
  return translate(lang, key, { amount: number(lang, bytes / per, 1) });
}

/** `bytes` said beside the limit `max` it is past, with as many more decimals as it takes not
 *  to read as the limit itself: a file a few KB past 16 MB is "16.001 MB", not "16 MB". */
export function sizePast(lang: Lang, bytes: number, max: number): string {
  const said = sizeText(lang, bytes);
  if (said !== sizeText(lang, max) || bytes < KB) return said;
  const [key, per] = unit(bytes);
  for (let places = 2; places <= 6; places++) {
    const n = number(lang, bytes / per, places, true);
    if (n !== number(lang, max / per, places, true)) return translate(lang, key, { amount: n });
  }
  return said;
}

/** An error's data with its sizes worded in `lang`: `max_bytes` as `max_size`, `bytes` as
 *  `size` (beside the limit when there is one). The engine's own wording of them is English. */
export function withSizes(lang: Lang, data: Record<string, unknown>): Record<string, unknown> {
  const { bytes, max_bytes: max } = data;
  const out = { ...data };
  if (typeof max === 'number') out.max_size = sizeText(lang, max);
  if (typeof bytes === 'number') out.size = typeof max === 'number' ? sizePast(lang, bytes, max) : sizeText(lang, bytes);
  return out;
}
