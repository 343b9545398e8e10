// One short message at a time at the top of the screen, over the top bar's title (never over a
// control, and moving nothing when it comes and goes): confirmations and refusals. It is cleared
// when the screen changes (`nav.go`), and a refusal is cleared as soon as the same kind of
// action goes through (`settled`): its advice is then out of date.
import type { AppError } from './bindings/AppError';
import { GAME_IDS } from './bindings/GameIds';
import { catalogs, ensureGame, i18n } from './i18n/index.svelte';
import { errorText } from './words';

/** `cause`: the kind of action a refusal answered (`session.sp`, `share`), if it was named. */
export const toast = $state({ text: '', kind: 'info' as 'info' | 'error', seq: 0, cause: null as string | null });

/** How long a message stays: a refusal is longer to read and stays until its cause is fixed,
 *  at most this long. */
const SHOWN_MS = { info: 4000, error: 8000 };

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
  toast.cause = null;
  toast.seq++;
}

export function say(text: string, kind: 'info' | 'error' = 'info', cause: string | null = null) {
  toast.text = text;
  toast.kind = kind;
  toast.cause = cause;
  const seq = ++toast.seq;
  setTimeout(() => {
    if (toast.seq === seq) toast.text = '';
  }, SHOWN_MS[kind]);
}

// When each kind of action last went through (a count), so that a refusal still being worded
// (its game's catalog loading) is not shown once a later action of its kind has gone through.
let settles = 0;
const settledAt = new Map<string, number>();

/** The action of kind `cause` went through: a refusal of that kind still on screen is answered,
 *  so it goes. Any other message stays. */
export function settled(cause: string) {
  settledAt.set(cause, ++settles);
  if (toast.text && toast.kind === 'error' && toast.cause === cause) clearToast();
}

/** Shows a refused command's reason; the screen's state is left as it was. A game's own codes
 *  (`sp.wrong_step`) are worded in its catalog: when it is not loaded yet (a refusal arriving
 *  from a game whose screen never opened), it is loaded first. `cause` names the kind of action
 *  refused, so that the next one of its kind that goes through clears it (`settled`). */
export function refused(e: unknown, cause: string | null = null) {
  const err = e as AppError;
  const at = settles;
  const show = () => {
    if (cause === null || (settledAt.get(cause) ?? 0) <= at) say(errorText(i18n.lang, err), 'error', cause);
  };
  const game = GAME_IDS.find((g) => String(err?.code).startsWith(`${g}.`));
  if (game && catalogs[i18n.lang][`error.${err.code}`] === undefined) ensureGame(game).then(show, show);
  else show();
}
