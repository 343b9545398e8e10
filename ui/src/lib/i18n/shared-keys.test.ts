import { describe, expect, it } from 'vitest';
import { games } from '../../games';
import { GAME_CONTENT } from '../bindings/GameIds';
import { catalogFiles } from './load';
import type { Catalog } from './types';

// Home, Settings, Rules, the shared components and the games without words of their own (the
// dice tray) show while no game's catalog is loaded, or another game's: only the framework's
// catalog is sure to be there. A key of a game's catalog named in that code would show bare.
const FRAMEWORK = '../../../../content/i18n/';
const files = import.meta.glob<Catalog>('../../../../content/**/i18n/en.json', { eager: true, import: 'default' });
const framework = files[`${FRAMEWORK}en.json`];
const gameKeys = new Set(Object.entries(files).flatMap(([path, c]) => (path.startsWith(FRAMEWORK) ? [] : Object.keys(c))));

const sources = import.meta.glob<string>(['../../**/*.{svelte,ts}', '!../../**/*.test.ts', '!../../lib/bindings/**'], {
  eager: true,
  query: '?raw',
  import: 'default',
});
const hasCatalog = (id: string) => Object.keys(catalogFiles).some((p) => p.includes(`/content/${GAME_CONTENT[id as keyof typeof GAME_CONTENT]}/i18n/`));
/** Code that shows without its own game's catalog: all but the folders of games that have one. */
const shared = Object.keys(sources).filter((path) => {
  const folder = /^\.\.\/\.\.\/games\/([^/]+)\//.exec(path)?.[1];
  return !folder || !hasCatalog(folder);
});

describe('code shown before a game\'s catalog loads', () => {
  it('is found: the screens, the shared components, the registry and the dice tray', () => {
    for (const want of ['screens/Home.svelte', 'components/Toast.svelte', 'games/index.ts', 'games/tray/Tray.svelte']) {
      expect(shared.some((p) => p.endsWith(want)), want).toBe(true);
    }
    expect(shared.some((p) => p.includes('games/sp/'))).toBe(false);
  });

  it('names only keys of the framework\'s catalog', () => {
    for (const path of shared) {
      for (const [, key] of sources[path].matchAll(/['"`]([a-z_]+(?:\.[a-z0-9_]+)+)['"`]/g)) {
        if (gameKeys.has(key)) expect(framework[key], `${path}: ${key} is a game's key`).toBeDefined();
      }
    }
  });

  it('includes every name and hint Home shows', () => {
    for (const g of games) for (const key of [g.name, g.hint ?? g.name]) expect(framework[key], key).toBeDefined();
  });
});
