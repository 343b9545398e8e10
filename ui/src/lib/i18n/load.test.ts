import { beforeEach, describe, expect, it, vi } from 'vitest';

// Each test starts with nothing loaded: a fresh copy of the modules and their state.
let i18n: typeof import('./index.svelte');
let load: typeof import('./load');
beforeEach(async () => {
  vi.resetModules();
  i18n = await import('./index.svelte');
  load = await import('./load');
});

const FRAMEWORK_PL = '../../../../content/i18n/pl.json';

describe('loading the catalogs', () => {
  it('loads a language once, however many ask at a time or later', async () => {
    const fetch = vi.fn(load.catalogFiles[FRAMEWORK_PL]);
    load.catalogFiles[FRAMEWORK_PL] = fetch;
    await Promise.all([i18n.ensure('pl'), i18n.ensure('pl')]);
    await i18n.ensure('pl');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(i18n.translate('pl', 'nav.back')).toBe('Wstecz');
  });

  it('has a game\'s sentences once that game is ensured, and not before', async () => {
    await i18n.ensure('pl');
    expect(i18n.translate('pl', 'sp.setup')).toBe('sp.setup');
    await i18n.ensure('pl', 'sp');
    expect(i18n.translate('pl', 'sp.setup')).toBe('Nowa gra');
    expect(i18n.translate('pl', 'lcg.board.title')).toBe('lcg.board.title');
  });

  it('has nothing to load for a game whose words are the framework\'s', async () => {
    await i18n.ensure('en', 'tray');
    expect(i18n.translate('en', 'tray.title')).not.toBe('tray.title');
  });

  it('still falls back to English, then to the key', async () => {
    await i18n.ensure('en');
    expect(i18n.translate('pl', 'nav.back')).toBe('Back');
    expect(i18n.translate('pl', 'no.such.key')).toBe('no.such.key');
  });

  it('tries a failed file again', async () => {
    const real = load.catalogFiles[FRAMEWORK_PL];
    load.catalogFiles[FRAMEWORK_PL] = () => Promise.reject(new Error('offline'));
    await expect(i18n.ensure('pl')).rejects.toThrow('offline');
    load.catalogFiles[FRAMEWORK_PL] = real;
    await i18n.ensure('pl');
    expect(i18n.translate('pl', 'nav.back')).toBe('Wstecz');
  });
});

describe('switching language', () => {
  it('switches only once the new language is loaded, with the games opened so far', async () => {
    i18n.i18n.lang = 'en';
    await i18n.ensure('en', 'hoth');
    const switching = i18n.setLang('pl');
    expect(i18n.i18n.lang).toBe('en');
    await switching;
    expect(i18n.i18n.lang).toBe('pl');
    expect(i18n.t('hoth.saved_games')).toBe('Zapisane bitwy');
  });

  it('keeps the last of two quick switches', async () => {
    i18n.i18n.lang = 'en';
    const first = i18n.setLang('pl');
    const second = i18n.setLang('en');
    await Promise.all([first, second]);
    expect(i18n.i18n.lang).toBe('en');
  });

  it('loads a game opened while the switch was loading', async () => {
    i18n.i18n.lang = 'en';
    const switching = i18n.setLang('pl');
    await i18n.ensureGame('dbg');
    await switching;
    expect(i18n.t('dbg.ui.deck', { n: 2 })).toBe('Talia 2');
  });
});
