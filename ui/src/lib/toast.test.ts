import { describe, expect, it, vi } from 'vitest';
import { ensure, i18n } from './i18n/index.svelte';
import { refused, toast } from './toast.svelte';

describe('a refusal', () => {
  it('in the framework\'s words shows at once', async () => {
    i18n.lang = 'en';
    await ensure('en');
    refused({ code: 'tray.no_roll', data: null });
    expect(toast.text).toBe('There is no roll yet.');
  });

  it('in the words of a game never opened loads that game\'s catalog first', async () => {
    i18n.lang = 'en';
    toast.text = '';
    refused({ code: 'lcg.balance_pending', data: null });
    expect(toast.text).toBe('');
    await vi.waitFor(() => expect(toast.text).toBe('Resolve the Balance phase first.'));
    expect(toast.kind).toBe('error');
  });
});
