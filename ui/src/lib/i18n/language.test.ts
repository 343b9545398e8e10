// The language of every sentence: each entry of every catalog (the log, the refusals and the
// screens of every game) is rendered in both languages with every count at 1, 2, 5 and 22 and
// every side of every game, and its words are checked against small tables: the form a noun
// takes after a number ("2 bazy", "5 baz"; "1 base", "2 bases"), the verb a side takes as its
// subject ("Imperium zdobyło", "Rebelianci zdobyli"; "The Empire holds", "The Rebels hold"), and
// no count left before a noun without its plural forms.
import { describe, expect, it } from 'vitest';
import { catalogs, fileLang } from './load';
import { pluralCategory, translate } from './index.svelte';
import type { Catalog, Lang, Plural } from './types';
// The same cases as the engine's `i18n` tests: one rule in two renderers.
import cases from '../../../../src-tauri/engine/tests/fixtures/language.json';

const files = import.meta.glob<Catalog>('../../../../content/**/i18n/*.json', { eager: true, import: 'default' });
for (const [path, entries] of Object.entries(files)) Object.assign(catalogs[fileLang(path)!], entries);

const LANGS: Lang[] = ['en', 'pl'];
const COUNTS = [1, 2, 5, 22];

/** Arguments that count something: a noun after one of them needs its plural forms. */
const COUNT_ARGS = new Set([
  'n', 'k', 'hp', 'damage', 'total', 'left', 'lost', 'need', 'have', 'dice', 'injuries', 'durability', 'capacity',
  'count', 'discarded', 'hand', 'placed', 'strength', 'tax', 'cost', 'pile', 'prevented', 'ready', 'size', 'loaded',
  'expected', 'got', 'max', 'min', 'retreats', 'successes', 'len', 'bytes', 'max_bytes', 'stamina', 'crits',
  'strikes', 'blocks', 'crit', 'strike', 'expertise', 'attack', 'defense', 'defense_stat', 'focus', 'extra_attack',
  'extra_defense', 'attack_expertise', 'defense_expertise', 'force', 'force1', 'force2', 'empire', 'rebels', 'paid',
  'points', 'range', 'ds', 'ls', 'tactics', 'blast', 'from', 'to', 'allowed', 'value', 'a', 'b', 'of',
]);
/** Numbers that name rather than count (a turn, a slot, a player): rendered as 3, never checked. */
const LABEL_ARGS = new Set(['player', 'slot', 'row', 'col', 'index', 'entry', 'seq', 'version', 'supported', 'number', 'phase', 'token', 'die', 'squad', 'map', 'side']);
/** Arguments that, in these entries, do not count: a die's number, an average. */
const NOT_COUNTS: Record<string, string[]> = { 'tray.set_face': ['n'], 'odds.hits_words': ['retreats'], 'sp.attack.ui.rank_mean': ['n'], 'session.versus': ['a', 'b'] };
/** Words a count may stand before without being a noun it counts. */
const NOT_NOUNS: Record<Lang, Set<string>> = {
  en: new Set(['force', 'damage', 'expertise', 'focus', 'cover', 'momentum', 'attack', 'defense', 'starts', 'falls', 'past', 'chosen', 'paid', 'loaded', 'expected', 'of', 'and', 'or', 'in', 'on', 'to', 'at', 'for', 'from', 'with', 'against', 'left', 'more', 'but', 'is', 'are', 'was', 'the', 'still', 'x', 'vs', 'hp', 'pw', 'by', 'into', 'free', 'here', 'there', 'now', 'than', 'only', 'each', 'ready', 'then', 'set', 'wins', 'win', 'stopped', 'lost', 'placed', 'spent', 'selected', 'in_play', 'bytes_', 'per', 'as', 'over', 'under']),
  pl: new Set(['się', 'pkt', 'zapłacony', 'jedną', 'z', 'ze', 'i', 'oraz', 'lub', 'albo', 'na', 'w', 'we', 'do', 'od', 'po', 'przy', 'przeciw', 'a', 'ale', 'jest', 'są', 'to', 'pw', 'hp', 'x', 'dla', 'za', 'niż', 'tylko', 'już', 'wolne', 'wolnych', 'zatrzymane', 'zostaje', 'zostało', 'zostały', 'przepada', 'gotowe', 'gotowych', 'nie', 'wobec', 'jako', 'razy', 'ponad', 'poza']),
};

/** The forms of a noun after 1, after 2–4 (and 22), after 5 (and 12), one row per grammatical case. */
type Forms = [one: string, few: string, many: string];
const NOUNS: Record<Lang, Forms[]> = {
  en: [
    ['base', 'bases', 'bases'], ['point', 'points', 'points'], ['card', 'cards', 'cards'], ['unit', 'units', 'units'],
    ['resource', 'resources', 'resources'], ['medal', 'medals', 'medals'], ['hex', 'hexes', 'hexes'],
    ['figure', 'figures', 'figures'], ['die', 'dice', 'dice'], ['success', 'successes', 'successes'], ['hit', 'hits', 'hits'],
    ['token', 'tokens', 'tokens'], ['objective', 'objectives', 'objectives'], ['event', 'events', 'events'],
    ['order', 'orders', 'orders'], ['turn', 'turns', 'turns'], ['face', 'faces', 'faces'], ['byte', 'bytes', 'bytes'],
    ['injury', 'injuries', 'injuries'], ['entry', 'entries', 'entries'], ['retreat', 'retreats', 'retreats'],
    ['character', 'characters', 'characters'], ['crit', 'crits', 'crits'], ['strike', 'strikes', 'strikes'],
    ['block', 'blocks', 'blocks'], ['option', 'options', 'options'], ['structure', 'structures', 'structures'],
    ['number', 'numbers', 'numbers'], ['space', 'spaces', 'spaces'],
    ['wound', 'wounds', 'wounds'], ['set', 'sets', 'sets'], ['copy', 'copies', 'copies'], ['ship', 'ships', 'ships'],
    ['roll', 'rolls', 'rolls'], ['player', 'players', 'players'], ['condition', 'conditions', 'conditions'],
  ],
  pl: [
    ['baza', 'bazy', 'baz'], ['bazę', 'bazy', 'baz'], ['bazą', 'bazami', 'bazami'],
    ['punkt', 'punkty', 'punktów'], ['punktem', 'punktami', 'punktami'], ['punktu', 'punktów', 'punktów'],
    ['karta', 'karty', 'kart'], ['kartę', 'karty', 'kart'], ['kartą', 'kartami', 'kartami'],
    ['jednostka', 'jednostki', 'jednostek'], ['jednostkę', 'jednostki', 'jednostek'], ['jednostki', 'jednostek', 'jednostek'],
    ['obrażenie', 'obrażenia', 'obrażeń'], ['obrażenia', 'obrażeń', 'obrażeń'],
    ['zasób', 'zasoby', 'zasobów'], ['zasobu', 'zasobów', 'zasobów'], ['zasobem', 'zasobami', 'zasobami'],
    ['medal', 'medale', 'medali'], ['pole', 'pola', 'pól'], ['pola', 'pól', 'pól'],
    ['figurka', 'figurki', 'figurek'], ['figurkę', 'figurki', 'figurek'], ['figurką', 'figurkami', 'figurkami'],
    ['kość', 'kości', 'kości'], ['kością', 'kośćmi', 'kośćmi'],
    ['sukces', 'sukcesy', 'sukcesów'], ['trafienie', 'trafienia', 'trafień'],
    ['żeton', 'żetony', 'żetonów'], ['żetonu', 'żetonów', 'żetonów'], ['cel', 'cele', 'celów'], ['celu', 'celów', 'celów'],
    ['zdarzenie', 'zdarzenia', 'zdarzeń'], ['odwrót', 'odwroty', 'odwrotów'], ['rozkaz', 'rozkazy', 'rozkazów'],
    ['tura', 'tury', 'tur'], ['ścianka', 'ścianki', 'ścianek'], ['ściankę', 'ścianki', 'ścianek'],
    ['bajt', 'bajty', 'bajtów'], ['znak', 'znaki', 'znaków'], ['wpis', 'wpisy', 'wpisów'],
    ['rana', 'rany', 'ran'], ['ranę', 'rany', 'ran'], ['kontuzja', 'kontuzje', 'kontuzji'], ['kontuzję', 'kontuzje', 'kontuzji'],
    ['skupienie', 'skupienia', 'skupień'], ['krytyk', 'krytyki', 'krytyków'], ['trafień', 'trafień', 'trafień'],
    ['blok', 'bloki', 'bloków'], ['opcja', 'opcje', 'opcji'], ['budowla', 'budowle', 'budowli'], ['liczba', 'liczby', 'liczb'],
    ['atak', 'ataki', 'ataków'], ['zestaw', 'zestawy', 'zestawów'], ['kopia', 'kopie', 'kopii'], ['okręt', 'okręty', 'okrętów'],
    ['rzut', 'rzuty', 'rzutów'], ['wynik', 'wyniki', 'wyników'], ['znacznik', 'znaczniki', 'znaczników'], ['opcję', 'opcje', 'opcji'], ['stan', 'stany', 'stanów'], ['sekunda', 'sekundy', 'sekund'],
    ['obrońca', 'obrońców', 'obrońców'], ['obrońcę', 'obrońców', 'obrońców'], ['ekspertyza', 'ekspertyzy', 'ekspertyz'],
  ],
};
/** After "z", "do", "od" a count takes the genitive: singular after 1, plural after any other. */
const GENITIVE: Forms[] = [
  ['figurki', 'figurek', 'figurek'], ['znaku', 'znaków', 'znaków'], ['sukcesu', 'sukcesów', 'sukcesów'], ['celu', 'celów', 'celów'],
  ['kości', 'kości', 'kości'], ['pola', 'pól', 'pól'], ['karty', 'kart', 'kart'], ['obrażenia', 'obrażeń', 'obrażeń'],
  ['punktu', 'punktów', 'punktów'], ['jednostki', 'jednostek', 'jednostek'], ['okaleczenia', 'okaleczeń', 'okaleczeń'],
  ['wpisu', 'wpisów', 'wpisów'], ['znacznika', 'znaczników', 'znaczników'], ['ścianki', 'ścianek', 'ścianek'], ['żetonu', 'żetonów', 'żetonów'],
];
/** Words after which a count is followed by the genitive. */
const GOVERNS_GENITIVE = new Set(['z', 'ze', 'do', 'od', 'wymaga', 'potrzebuje', 'odczytać', 'brak']);
/** Words that end a noun phrase after a count: the word after them is not what it counts. */
const STOP: Record<Lang, Set<string>> = {
  en: new Set(['of', 'and', 'or', 'in', 'on', 'to', 'at', 'for', 'from', 'with', 'against', 'by', 'into', 'than', 'per', 'as']),
  pl: new Set(['z', 'ze', 'i', 'oraz', 'lub', 'albo', 'na', 'w', 'we', 'do', 'od', 'po', 'przy', 'przeciw', 'a', 'ale', 'dla', 'za', 'niż', 'wobec', 'jako']),
};
const FORM_INDEX: Record<string, number> = { one: 0, few: 1, many: 2, other: 1 };

/** Verbs a side may govern, singular then plural: the subject must agree. */
const EN_VERBS: [string, string][] = [
  ['plays', 'play'], ['holds', 'hold'], ['reveals', 'reveal'], ['gains', 'gain'], ['wins', 'win'], ['has', 'have'],
  ['is', 'are'], ['concedes', 'concede'], ['chooses', 'choose'], ['brings', 'bring'], ['uses', 'use'], ['gives', 'give'],
  ['reaches', 'reach'], ['takes', 'take'], ['destroys', 'destroy'], ['was', 'were'], ['does', 'do'],
  ['discards', 'discard'], ['draws', 'draw'], ['deploys', 'deploy'], ['passes', 'pass'], ['places', 'place'],
  ['starts', 'start'], ['loses', 'lose'], ['destroyed', 'destroyed'], ['strikes', 'strike'], ['must', 'must'],
  ['commits', 'commit'], ['attacks', 'attack'], ['defends', 'defend'], ['scores', 'score'], ['keeps', 'keep'],
];
/** Polish present-tense verbs in the singular (their plurals end in -ą). */
const PL_SINGULAR = new Set([
  'gra', 'ma', 'zdobywa', 'wygrywa', 'odkrywa', 'otrzymuje', 'naprawia', 'zyskuje', 'wybiera', 'oddaje', 'używa',
  'zagrywa', 'bierze', 'kładzie', 'pasuje', 'dobiera', 'odrzuca', 'wystawia', 'traci', 'poddaje', 'jest', 'musi',
  'może', 'przydziela', 'atakuje', 'broni', 'naciera', 'dowodzi', 'ujawnia', 'wydaje', 'przesuwa', 'zaczyna',
]);
const PREPOSITIONS = new Set(['of', 'for', 'to', 'with', 'by', 'against', 'dla', 'z', 'przez', 'do', 'od', 'na', 'przeciw']);
const SKIP = new Set(['now', 'at', 'once', 'still', 'also', 'się', 'teraz', 'natychmiast', 'już', 'też', 'nie', 'jeszcze']);

/** Every text of an entry (a plural one has several). */
const texts = (v: string | Plural) => (typeof v === 'string' ? [v] : Object.values(v).filter((s): s is string => !!s));
const PLACEHOLDER = /\{([\p{L}\p{N}_]+)(?::([\p{L}\p{N}_.]+))?(?:\|([^{}]*))?\}/gu;

/** The ids under a term prefix, in a language's catalog. */
function termIds(lang: Lang, prefix: string): string[] {
  return Object.keys(catalogs[lang]).filter((k) => k.startsWith(`${prefix}.`)).map((k) => k.slice(prefix.length + 1)).filter((id) => !id.includes('.'));
}

/** A side: a term with a grammatical form of its own (`gram.<prefix>.<id>`). */
const hasGram = (lang: Lang, prefix: string) => Object.keys(catalogs[lang]).some((k) => k.startsWith(`gram.${prefix}.`));

type Rendering = { key: string; count: number; text: string; sides: { name: string; form: string }[] };

/** Every rendering of `key` in `lang`: each count, each side of each side argument. */
function renderings(lang: Lang, key: string): Rendering[] {
  const entry = catalogs[lang][key];
  const found = texts(entry).flatMap((t) => [...t.matchAll(PLACEHOLDER)]);
  const terms = new Map<string, string>();
  for (const m of found) if (m[2]) terms.set(m[1], m[2]);
  // Each side argument takes each of its sides; every other term its first id.
  let variants: { args: Record<string, unknown>; sides: { name: string; form: string }[] }[] = [{ args: {}, sides: [] }];
  for (const [name, prefix] of terms) {
    const ids = termIds(lang, prefix);
    if (hasGram(lang, prefix)) {
      variants = variants.flatMap((v) =>
        ids.filter((id) => catalogs[lang][`gram.${prefix}.${id}`] !== undefined).map((id) => ({
          args: { ...v.args, [name]: id },
          sides: [...v.sides, { name: translate(lang, `${prefix}.${id}`), form: translate(lang, `gram.${prefix}.${id}`) }],
        })),
      );
    } else {
      variants = variants.map((v) => ({ ...v, args: { ...v.args, [name]: ids[0] ?? 'x' } }));
    }
  }
  const out: Rendering[] = [];
  for (const count of COUNTS) {
    for (const v of variants) {
      const args: Record<string, unknown> = { ...v.args };
      for (const m of found) {
        if (m[1] in args) continue;
        const counts = COUNT_ARGS.has(m[1]) && !NOT_COUNTS[key]?.includes(m[1]);
        args[m[1]] = counts ? count : LABEL_ARGS.has(m[1]) ? 3 : `«${m[1]}»`;
      }
      out.push({ key, count, text: translate(lang, key, args), sides: v.sides });
    }
  }
  return out;
}

const words = (text: string) => text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);

/** What is wrong with a noun after a number in `r`, if anything. */
function nounProblems(lang: Lang, r: Rendering): string[] {
  const problems: string[] = [];
  const cat = pluralCategory(r.count, lang);
  const index = lang === 'en' ? (r.count === 1 ? 0 : 1) : FORM_INDEX[cat];
  for (const m of r.text.matchAll(/(?<![\p{L}\p{N}.,])(\d+) (\p{L}+)(?: (\p{L}+))?/gu)) {
    if (Number(m[1]) !== r.count) continue;
    const before = /(\p{L}+) $/u.exec(r.text.slice(0, m.index))?.[1]?.toLowerCase() ?? '';
    const genitive = lang === 'pl' && GOVERNS_GENITIVE.has(before);
    const table = genitive ? [...NOUNS[lang], ...GENITIVE] : NOUNS[lang];
    const want = (row: Forms) => (genitive && GENITIVE.includes(row) ? row[r.count === 1 ? 0 : 2] : row[index]);
    // The noun, or the noun after one word that describes it ("5 niewydanych zasobów", "2 attack dice").
    for (const [i, raw] of [m[2], m[3]].entries()) {
      if (!raw) break;
      const word = raw.toLowerCase();
      const rows = table.filter((row) => row.includes(word));
      if (rows.length > 0) {
        if (!rows.some((row) => want(row) === word)) problems.push(`"${m[0]}" (after ${r.count}: ${rows.map(want).join('/')})`);
        break;
      }
      if (i === 0 && (STOP[lang].has(word) || raw !== word)) break;
    }
  }
  return problems;
}

/** What is wrong with a side as a subject in `r`, if anything. */
function sideProblems(lang: Lang, r: Rendering): string[] {
  const problems: string[] = [];
  for (const side of r.sides) {
    const plural = side.form === 'pl' || side.form === 'mpl';
    const lower = r.text.toLowerCase();
    const name = side.name.toLowerCase();
    for (let at = lower.indexOf(name); at >= 0; at = lower.indexOf(name, at + 1)) {
      const before = lower.slice(0, at);
      const rest = lower.slice(at + name.length);
      const after = words(rest);
      // "grają: Imperium", "Moc jest z: Rebelia": a side named alone after a colon, governed by nothing.
      if (/\p{L}: $/u.test(before) && /^[\s.!)]*$/u.test(rest)) problems.push(`"${side.name}" after a colon`);
      const prev = words(before).filter((w) => w !== 'the').at(-1);
      // A side after a preposition ("of the Rebels", "dla Imperium") or before a colon is no subject.
      if (PREPOSITIONS.has(prev ?? '') || rest.startsWith(':')) continue;
      const next = after.find((w) => !SKIP.has(w));
      if (lang === 'en') {
        for (const [sg, pl] of EN_VERBS) {
          if (sg === pl) continue;
          if (next === (plural ? sg : pl)) problems.push(`"${side.name} … ${next}"`);
        }
      } else {
        for (const verb of [next, prev]) {
          if (!verb) continue;
          if (!plural && /[aeiouy]ją$|ą$/.test(verb) && verb !== 'się' && verb.length > 3 && !verb.endsWith('ską')) problems.push(`"${side.name}" with "${verb}"`);
          if (plural && PL_SINGULAR.has(verb)) problems.push(`"${side.name}" with "${verb}"`);
        }
        if (next) {
          const past = /(li|ły|ło|ła|ł)$/.exec(next)?.[1];
          const want: Record<string, string> = { m: 'ł', f: 'ła', n: 'ło', mpl: 'li', pl: 'ły' };
          if (past && next.length > 3 && past !== want[side.form] && ['zdobył', 'wygrał', 'zniszczył', 'odkrył', 'zagrał', 'oddał', 'poddał', 'stracił', 'zyskał', 'wybrał'].some((v) => next.startsWith(v))) {
            problems.push(`"${side.name} ${next}" (${side.form})`);
          }
        }
      }
    }
  }
  return problems;
}

/** A count argument standing before a word with no plural forms of its own. */
function unhandledPlurals(lang: Lang, key: string, entry: string | Plural): string[] {
  const problems: string[] = [];
  for (const text of texts(entry)) {
    for (const m of text.matchAll(/\{([\p{L}\p{N}_]+)\}(?: |&nbsp;)(\p{L}+)/gu)) {
      const [, name, word] = m;
      if (!COUNT_ARGS.has(name) || NOT_COUNTS[key]?.includes(name)) continue;
      // A plural entry chooses its words by n.
      if (name === 'n' && typeof entry !== 'string') continue;
      if (NOT_NOUNS[lang].has(word.toLowerCase())) continue;
      problems.push(`${lang} ${key}: "{${name}} ${word}"`);
    }
  }
  return problems;
}

describe('the language of every sentence', () => {
  it('chooses plural and grammatical forms by cases, as the engine does', () => {
    for (const c of cases) expect(translate(c.lang as Lang, c.key, c.args), `${c.key} ${JSON.stringify(c.args)}`).toBe(c.text);
  });

  for (const lang of LANGS) {
    it(`in ${lang}: a noun after a count takes the form of that count (1, 2, 5, 22)`, () => {
      const problems = Object.keys(catalogs[lang]).flatMap((key) =>
        renderings(lang, key).flatMap((r) => nounProblems(lang, r).map((p) => `${key} [${r.count}]: ${p} in "${r.text}"`)),
      );
      expect([...new Set(problems)], [...new Set(problems)].join('\n')).toEqual([]);
    });

    it(`in ${lang}: a side as a subject agrees with its verb`, () => {
      const problems = Object.keys(catalogs[lang]).flatMap((key) =>
        renderings(lang, key).filter((r) => r.count === 1).flatMap((r) => sideProblems(lang, r).map((p) => `${key}: ${p} in "${r.text}"`)),
      );
      expect([...new Set(problems)], [...new Set(problems)].join('\n')).toEqual([]);
    });

    it(`in ${lang}: no count stands before a noun without its plural forms`, () => {
      const problems = Object.entries(catalogs[lang]).flatMap(([key, entry]) => unhandledPlurals(lang, key, entry));
      expect(problems, problems.join('\n')).toEqual([]);
    });
  }

  it('gives every side a grammatical form in both languages, and only known forms', () => {
    const known: Record<Lang, string[]> = { en: ['sg', 'pl'], pl: ['m', 'f', 'n', 'mpl', 'pl'] };
    for (const lang of LANGS) {
      const grams = Object.keys(catalogs[lang]).filter((k) => k.startsWith('gram.'));
      expect(grams.length, lang).toBeGreaterThan(0);
      for (const k of grams) {
        expect(known[lang], `${lang} ${k}`).toContain(catalogs[lang][k]);
        expect(catalogs[lang][k.slice('gram.'.length)], `${lang} ${k} names a term`).toBeDefined();
      }
      for (const prefix of new Set(grams.map((k) => k.slice('gram.'.length).replace(/\.[^.]+$/, '')))) {
        for (const id of termIds(lang, prefix)) expect(catalogs[lang][`gram.${prefix}.${id}`], `${lang} gram.${prefix}.${id}`).toBeDefined();
      }
    }
  });

  it('selects only forms its language has: plural categories for a count, grammatical forms for a side', () => {
    const plural: Record<Lang, string[]> = { en: ['one', 'other'], pl: ['one', 'few', 'many', 'other'] };
    const gram: Record<Lang, string[]> = { en: ['sg', 'pl', 'other'], pl: ['m', 'f', 'n', 'mpl', 'pl', 'other'] };
    for (const lang of LANGS) {
      for (const [key, entry] of Object.entries(catalogs[lang])) {
        for (const m of texts(entry).flatMap((t) => [...t.matchAll(PLACEHOLDER)])) {
          if (m[3] === undefined) continue;
          const cases = m[3].split('|').map((c) => c.slice(0, c.indexOf(':')));
          for (const c of cases) expect((m[2] ? gram : plural)[lang], `${lang} ${key}: ${m[0]}`).toContain(c);
          if (!m[2]) {
            // Every plural category of the language is said, or `other` stands in.
            if (!cases.includes('other')) for (const c of plural[lang].filter((c) => c !== 'other')) expect(cases, `${lang} ${key}: ${m[0]}`).toContain(c);
          } else if (!cases.includes('other')) {
            const prefix = m[2];
            for (const id of termIds(lang, prefix)) expect(cases, `${lang} ${key}: ${m[0]} for ${id}`).toContain(catalogs[lang][`gram.${prefix}.${id}`]);
          }
        }
      }
    }
  });
});
