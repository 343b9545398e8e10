// One short message at a time at the bottom of the screen: confirmations and refusals.
import type { AppError } from './bindings/AppError';
import { GAME_IDS } from './bindings/GameIds';
import { catalogs, ensureGame, i18n } from './i18n/index.svelte';
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
