// One open session of one game, the same for every game: the engine's `SessionView`, typed by the
// game's action (`A`) and view (`V`), and the one way to act on it. Every answer that arrives
// after a newer request was sent on the same store is dropped, so a slow answer never paints over
// a newer one.
import { api } from './api';
import type { AppError } from './bindings/AppError';
import type { WhyLine } from './bindings/WhyLine';
import { argText, i18n } from './i18n/index.svelte';
import type { SessionInfo } from './bindings/SessionInfo';
import type { SessionView } from './bindings/SessionView';
import { refused, settled } from './toast.svelte';
import { onTableView } from './table/views';
import { saw } from './device';
import { openSaved } from './nav.svelte';
import type { GameId } from '../games';

/** Keeps only the newest answer: each request gets a number, and an answer is used only if no
 *  request was sent after it (a sequence counter; the engine answers in the order it is asked). */
export class Latest {
  #sent = 0;

  /** Sends `request`; hands its answer to `use` unless a newer request was sent meanwhile.
   *  Resolves to whether the answer was used; a refusal is thrown either way. */
  async run<T>(request: () => Promise<T>, use: (answer: T) => void): Promise<boolean> {
    const n = ++this.#sent;
    const answer = await request();
    if (n !== this.#sent) return false;
    use(answer);
    return true;
  }
}

export class Session<A, V> {
  /** The session as the engine last answered; null until the first answer. */
  current = $state<SessionView | null>(null);
  readonly #latest = new Latest();

  /** `game` is the registry id (`tray`, `sp`). At a shared table, every view the table sends
   *  of this game's session is shown: another device's change appears here. */
  constructor(readonly game: string) {
    onTableView((v) => {
      if (v.session.game === this.game) this.#see(v);
    });
  }

  /** The game's own view. */
  get view(): V | null {
    return (this.current?.view as V | undefined) ?? null;
  }

  /** The sentence of the event that last changed a counter (`track`, `force.0`, `unit.1.2`),
   *  its things named; `fresh` while it is this turn's news (the board shows it under the
   *  counter), else it is folded into the counter's tap-to-explain. */
  why(key: string): WhyLine | null {
    return this.current?.why[key] ?? null;
  }

  /** What the table calls a card, objective or unit of this game, by its id, in the reader's
   *  language: the name a player gave or the card's title, else a numbered name ("Objective
   *  2"); the engine names every thing it holds, so no id reaches the screen. */
  name(id: string): string {
    const n = this.current?.names[id];
    return n === undefined ? id : argText(i18n.lang, n);
  }

  /** What a refusal of this session's changes is filed under: a change that goes through
   *  (an action, an undo, another session opened) clears it, the board having moved on. */
  get #cause(): string {
    return `session.${this.game}`;
  }

  /** Sends actions in order; the first refusal is shown and stops the rest. */
  async act(...actions: A[]): Promise<boolean> {
    const id = this.current?.session.id;
    if (id === undefined) return false;
    try {
      for (const a of actions) await this.#show(() => api.apply(id, a));
      settled(this.#cause);
      return true;
    } catch (e) {
      refused(e, this.#cause);
      return false;
    }
  }

  async history(op: 'undo' | 'redo'): Promise<boolean> {
    const id = this.current?.session.id;
    if (id === undefined) return false;
    return this.#load(() => api[op](id));
  }

  /** The last session of this game, or a new one titled `title`. */
  resume = (title: string) => this.#load(() => api.resume(this.game, title));
  /** A new session of this game. */
  fresh = (title: string) => this.#load(() => api.newSession(this.game, title));
  open = (id: number) => this.#load(() => api.open(id));
  /** Imports an exported session (never over an existing one) and opens it. `onrefused` hears
   *  the refusal (after it is shown): the import menu offers a copy when the session is here. */
  importText = (text: string, asCopy: boolean, onrefused?: (e: AppError) => void) =>
    this.#load(() => api.importSession(text, asCopy), onrefused);

  /** Imports a session file the player picks in the platform's dialog and opens it, as the text
   *  box would; a refusal is shown. False when refused or when they cancelled (nothing said). */
  async importFile(asCopy: boolean, onrefused?: (e: AppError) => void): Promise<boolean> {
    try {
      const view = await api.importSessionFile(asCopy);
      if (view === null) return false;
      await this.#show(() => Promise.resolve(view));
      settled(this.#cause);
      return true;
    } catch (e) {
      refused(e, this.#cause);
      onrefused?.(e as AppError);
      return false;
    }
  }

  /** Saves the open session to a file the player picks, `name` offered; false when they
   *  cancelled. Rejects with the refusal. */
  exportFile(name: string): Promise<boolean> {
    const id = this.current?.session.id;
    return id === undefined ? Promise.reject({ code: 'journal.session_not_found', data: {} }) : api.exportSessionFile(id, name);
  }

  /** This game's sessions on this device; rejects with the refusal. */
  list = (): Promise<SessionInfo[]> => api.list(this.game);

  /** The open session as text; rejects with the refusal. */
  exportText(): Promise<string> {
    const id = this.current?.session.id;
    return id === undefined ? Promise.reject({ code: 'journal.session_not_found', data: {} }) : api.exportSession(id);
  }

  #show(request: () => Promise<SessionView>): Promise<boolean> {
    return this.#latest.run(request, (s) => this.#see(s));
  }

  /** Shows a view; the session's device acts from its seq from now on (a change the table
   *  made while the app shared it included). */
  #see(view: SessionView) {
    // A saved game of another game (a file opened on the wrong screen) opens on its own screen.
    if (view.session.game !== this.game) return openSaved(view.session.game as GameId, view.session.id);
    this.current = view;
    saw(view);
  }

  /** Loads a session; a refusal is shown (and handed to `onrefused`). True when the engine
   *  answered (even if a newer request's answer is the one shown). */
  async #load(request: () => Promise<SessionView>, onrefused?: (e: AppError) => void): Promise<boolean> {
    try {
      await this.#show(request);
      settled(this.#cause);
      return true;
    } catch (e) {
      refused(e, this.#cause);
      onrefused?.(e as AppError);
      return false;
    }
  }
}
