import { beforeAll, describe, expect, it } from 'vitest';
import { ensure, translate } from './index.svelte';
import { catalogFiles as loaders, fileLang } from './load';
import type { Catalog, Lang, Plural } from './types';

// Every file at once: the app loads them as its screens need them (load.ts), these tests read all.
const catalogFiles = import.meta.glob<Catalog>('../../../../content/**/i18n/*.json', { eager: true, import: 'default' });
const catalogs: Record<Lang, Catalog> = { en: {}, pl: {} };
for (const [path, entries] of Object.entries(catalogFiles)) Object.assign(catalogs[fileLang(path)!], entries);

const paths = Object.keys(catalogFiles);
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)(?::([\w.]+))?\}/g)];
const texts = (v: string | Plural) => (typeof v === 'string' ? [v] : Object.values(v).filter((s): s is string => !!s));

describe('catalog files', () => {
  it('are found for the framework, Shatterpoint and the counter, in both languages', () => {
    for (const dir of ['content/i18n/', 'content/shatterpoint/i18n/', 'content/counter/i18n/']) {
      for (const lang of ['en', 'pl']) expect(paths.some((p) => p.endsWith(`${dir}${lang}.json`))).toBe(true);
    }
    for (const p of paths) expect(fileLang(p), p).toBeDefined();
    expect(Object.keys(loaders).sort()).toEqual([...paths].sort());
  });

  it('hold each key in exactly one file per language', () => {
    const seen: Record<string, string> = {};
    for (const p of paths) {
      for (const k of Object.keys(catalogFiles[p])) {
        const id = `${fileLang(p)}:${k}`;
        expect(seen[id], `${k} is in ${seen[id]} and ${p}`).toBeUndefined();
        seen[id] = p;
      }
    }
  });

  it('pair up: each file has the same keys as its other-language twin', () => {
    for (const p of paths.filter((p) => fileLang(p) === 'en')) {
      const twin = p.replace(/en\.json$/, 'pl.json');
      expect(Object.keys(catalogFiles[twin] ?? {}).sort(), twin).toEqual(Object.keys(catalogFiles[p]).sort());
    }
  });

  it('have plural entries with a "one" and an "other" form, and only known forms', () => {
    // A missing Polish "few"/"many" falls back to "other" (a sentence that needs no declension).
    for (const lang of ['en', 'pl'] as Lang[]) {
      for (const [k, v] of Object.entries(catalogs[lang])) {
        if (typeof v === 'string') continue;
        for (const form of ['one', 'other']) expect(typeof (v as Record<string, unknown>)[form], `${lang} ${k} ${form}`).toBe('string');
        for (const form of Object.keys(v)) expect(['one', 'few', 'many', 'other'], `${lang} ${k}`).toContain(form);
      }
    }
  });

  it('use the same placeholders in both languages (a term placeholder may name another prefix)', () => {
    for (const [k, en] of Object.entries(catalogs.en)) {
      const names = (v: string | Plural) => new Set(texts(v).flatMap((t) => placeholders(t).map((m) => m[1].replace(/_pl$/, ''))));
      expect([...names(catalogs.pl[k])].sort(), k).toEqual([...names(en)].sort());
    }
  });

  it('name only prefixes of their own file or the framework\'s, the catalogs loaded with them', () => {
    for (const [path, catalog] of Object.entries(catalogFiles)) {
      const near = Object.keys({ ...catalogFiles[`../../../../content/i18n/${fileLang(path)}.json`], ...catalog });
      for (const [k, v] of Object.entries(catalog)) {
        for (const m of texts(v).flatMap(placeholders)) {
          if (m[2]) expect(near.some((key) => key.startsWith(`${m[2]}.`)), `${path} ${k}: ${m[0]}`).toBe(true);
        }
      }
    }
  });
});

describe('terms the engine sends as ids', () => {
  const ids: Record<string, string[]> = {
    condition: ['strained', 'disarmed', 'exposed', 'pinned'],
    action: ['move', 'focus', 'combat', 'ability', 'recover', 'take_cover'],
    trigger: ['advance', 'climb', 'dash', 'jump', 'attack', 'action', 'ability'],
  };

  it('have an entry for every id under every prefix a sentence names', () => {
    for (const lang of ['en', 'pl'] as Lang[]) {
      for (const v of Object.values(catalogs[lang])) {
        for (const m of texts(v).flatMap(placeholders)) {
          if (!m[2] || !ids[m[1]]) continue;
          for (const id of ids[m[1]]) expect(catalogs[lang][`${m[2]}.${id}`], `${lang} ${m[2]}.${id}`).toBeDefined();
        }
      }
    }
  });

  beforeAll(() => Promise.all([ensure('en', 'sp'), ensure('pl', 'sp')]));

  it('render in the language of the sentence', () => {
    const args = { unit: 'Lord Maul', unit_pl: 'Lord Maul', condition: 'strained' };
    expect(translate('en', 'log.sp.condition_gained', args)).toBe('Lord Maul gains Strained.');
    expect(translate('pl', 'log.sp.condition_gained', args)).toBe('Jednostka Lord Maul otrzymuje zmęczenie.');
    const action = { unit: 'Ahsoka', unit_pl: 'Ahsoka', action: 'take_cover' };
    expect(translate('en', 'log.sp.action_taken', action)).toBe('Ahsoka takes the Take Cover action.');
    expect(translate('pl', 'log.sp.action_taken', action)).toBe('Jednostka Ahsoka wykonuje akcję: Krycie się.');
    const trigger = { unit: 'Ahsoka', unit_pl: 'Ahsoka', trigger: 'dash' };
    expect(translate('en', 'log.sp.strained_triggered', trigger)).toBe('Strained triggers on Ahsoka (dash).');
    expect(translate('pl', 'log.sp.strained_triggered', trigger)).toBe('Zmęczenie jednostki Ahsoka zadziałało (zryw).');
  });

  it('show the bare id when the catalog has no such term, and leave unknown names alone', () => {
    expect(translate('en', 'log.sp.condition_gained', { unit: 'X', condition: 'dizzy' })).toBe('X gains dizzy.');
    expect(translate('en', 'log.sp.condition_gained', { unit: 'X' })).toBe('X gains {condition:sp.word.condition}.');
  });
});
