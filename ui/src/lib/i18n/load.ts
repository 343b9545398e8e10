// The sentence catalogs, fetched when first needed so the first screen downloads only its own
// language's framework sentences: `content/i18n/<lang>.json` before the app mounts, a game's
// `content/<folder>/i18n/<lang>.json` when it opens. Each file is its own chunk, loaded once and
// merged into its language's catalog, which `translate` reads synchronously.
import { GAME_CONTENT, type EngineGameId } from '../bindings/GameIds';
import type { Catalog, Lang } from './types';

const CONTENT = '../../../../content/';

/** Every catalog file's loader, by path (`../../../../content/shatterpoint/i18n/pl.json`). */
export const catalogFiles: Record<string, () => Promise<Catalog>> = import.meta.glob<Catalog>(
  '../../../../content/**/i18n/*.json',
  { import: 'default' },
);

/** The language a catalog file is written in, from its name (`en.json`, `pl.json`). */
export function fileLang(path: string): Lang | undefined {
  const m = /\/(en|pl)\.json$/.exec(path);
  return m ? (m[1] as Lang) : undefined;
}

/** The entries loaded so far, one catalog per language. */
export const catalogs: Record<Lang, Catalog> = { en: {}, pl: {} };

/** The games whose sentences a screen has needed: a language switch loads theirs too. */
export const neededGames = new Set<EngineGameId>();

const loads = new Map<string, Promise<void>>();

/** The framework's catalog in `lang` (no `folder`), or the one of a game's content folder. */
const catalogPath = (lang: Lang, folder?: string) => `${CONTENT}${folder ? `${folder}/` : ''}i18n/${lang}.json`;

function load(path: string): Promise<void> {
  const pending = loads.get(path);
  if (pending) return pending;
  const file = catalogFiles[path];
  // A game without sentences of its own (the dice tray's are the framework's) has no file.
  const loaded = file ? file().then((entries) => void Object.assign(catalogs[fileLang(path)!], entries)) : Promise.resolve();
  loads.set(path, loaded);
  // A failed fetch is tried again by the next caller rather than remembered.
  loaded.catch(() => loads.delete(path));
  return loaded;
}

/** Loads, each file once, the framework's catalog in `lang` and those of `games`. Only `lang`:
 *  English stays the fallback of `translate` when loaded, but it is never needed, since every
 *  file holds exactly the keys of its twin in the other language (catalogs.test.ts, and the
 *  engine's i18n tests). */
export async function ensure(lang: Lang, ...games: EngineGameId[]): Promise<void> {
  for (const g of games) neededGames.add(g);
  await Promise.all([catalogPath(lang), ...games.map((g) => catalogPath(lang, GAME_CONTENT[g]))].map(load));
}
