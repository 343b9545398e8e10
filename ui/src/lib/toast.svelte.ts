// One short message at a time at the bottom of the screen: confirmations and refusals.
import type { AppError } from './bindings/AppError';
import { i18n } from './i18n/index.svelte';
import { errorText } from './words';

export const toast = $state({ text: '', kind: 'info' as 'info' | 'error', seq: 0 });

export function say(text: string, kind: 'info' | 'error' = 'info') {
  toast.text = text;
  toast.kind = kind;
  const seq = ++toast.seq;
  setTimeout(() => {
    if (toast.seq === seq) toast.text = '';
  }, 4000);
}

/** Shows a refused command's reason; the screen's state is left as it was. */
export function refused(e: unknown) {
  say(errorText(i18n.lang, e as AppError), 'error');
}
