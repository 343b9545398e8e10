// One short message at a time at the top of the screen, over the top bar's title (never over a
// control, and moving nothing when it comes and goes): confirmations and refusals. It is cleared
// when the screen changes (`nav.go`).
import type { AppError } from './bindings/AppError';
import { GAME_IDS } from './bindings/GameIds';
import { catalogs, ensureGame, i18n } from './i18n/index.svelte';
import { errorText } from './words';

export const toast = $state({ text: '', kind: 'info' as 'info' | 'error', seq: 0 });

/** The top bars on screen, in the order they appeared: the toast shows in the last one (an
 *  overlay's bar over the game's), or at the top of the page when there is none (Home). */
export const toastHosts = $state({ list: [] as number[] });
let hostSeq = 0;

/** A top bar that shows the toast under it: call on mount; the returned function on destroy. */
export function hostToast(): { id: number; done: () => void } {
  const id = ++hostSeq;
  toastHosts.list = [...toastHosts.list, id];
  return { id, done: () => (toastHosts.list = toastHosts.list.filter((h) => h !== id)) };
}

/** Clears the toast (a new screen starts without the last one's message). */
export function clearToast() {
  toast.text = '';
  toast.seq++;
}

export function say(text: string, kind: 'info' | 'error' = 'info') {
  toast.text = text;
  toast.kind = kind;
  const seq = ++toast.seq;
  setTimeout(() => {
    if (toast.seq === seq) toast.text = '';
  }, 4000);
}

/** Shows a refused command's reason; the screen's state is left as it was. A game's own codes
 *  (`sp.wrong_step`) are worded in its catalog: when it is not loaded yet (a refusal arriving
 *  from a game whose screen never opened), it is loaded first. */
export function refused(e: unknown) {
  const err = e as AppError;
  const show = () => say(errorText(i18n.lang, err), 'error');
  const game = GAME_IDS.find((g) => String(err?.code).startsWith(`${g}.`));
  if (game && catalogs[i18n.lang][`error.${err.code}`] === undefined) ensureGame(game).then(show, show);
  else show();
}
