// How frames of protocol 1 travel between this screen and a table: a WebSocket in a browser
// (the page came from the host, so the socket goes back to it), or, in the app, through the
// Rust core (src-tauri/src/commands/table.rs), which seats the app at its own table or opens
// the socket to another device's. The client (client.svelte.ts) does not know which.
import { invoke } from '@tauri-apps/api/core';
import { listen } from '@tauri-apps/api/event';

/** Why a link ended before it opened, when the wire can tell. */
export type Reason = 'sync.unauthorized' | 'sync.forbidden' | 'sync.slow_down' | 'sync.unreachable';

export interface Wire {
  /** Opens the link and sends `hello`; every frame's text goes to `frame`, and `closed` is
   *  called once when the link ends. */
  open(hello: string, frame: (text: string) => void, closed: (reason?: Reason) => void): void;
  send(text: string): void;
  close(): void;
}

/** A browser's socket to the host that served the page, at `/sync?key=KEY`. */
export function socketWire(key: string, base: string = location.origin): Wire {
  let ws: WebSocket | null = null;
  return {
    open(hello, frame, closed) {
      const url = `${base.replace(/^http/, 'ws')}/sync?key=${encodeURIComponent(key)}`;
      const socket = new WebSocket(url);
      ws = socket;
      let ended = false;
      const end = () => {
        if (ended) return;
        ended = true;
        closed();
      };
      socket.onopen = () => socket.send(hello);
      socket.onmessage = (m) => typeof m.data === 'string' && frame(m.data);
      socket.onclose = end;
      socket.onerror = end;
    },
    send(text) {
      if (ws?.readyState === WebSocket.OPEN) ws.send(text);
    },
    close() {
      ws?.close();
      ws = null;
    },
  };
}

type Frame = { link: number; text: string | null; reason: Reason | null };

// Links are numbered from the time, so a frame of a link from before a reload is never taken
// for one of the new page's.
let links = Date.now();

/** The app's link through the core: to its own table (`url` null) or another device's. */
export function appWire(url: string | null): Wire {
  let link = 0;
  let unlisten: (() => void) | null = null;
  return {
    open(hello, frame, closed) {
      const mine = ++links;
      link = mine;
      listen<Frame>('table-frame', (e) => {
        if (e.payload.link !== mine) return;
        if (e.payload.text !== null) frame(e.payload.text);
        else {
          unlisten?.();
          closed(e.payload.reason ?? undefined);
        }
      }).then((u) => {
        if (link !== mine) return u();
        unlisten = u;
        invoke('table_join', { link: mine, url, hello }).catch(() => closed('sync.unreachable'));
      });
    },
    send(text) {
      void invoke('table_send', { text });
    },
    close() {
      link = 0;
      unlisten?.();
      unlisten = null;
      void invoke('table_leave');
    },
  };
}
