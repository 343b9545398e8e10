// Protocol 1's frames as text, encoded and decoded here and nowhere else in the UI (the engine's
// own encoder is `src-tauri/engine/src/writer/frames.rs`; the types are generated from it).
import type { ClientFrame } from '../bindings/ClientFrame';
import type { ServerFrame } from '../bindings/ServerFrame';

/** A device's frame as the wire carries it. */
export const encode = (frame: ClientFrame): string => JSON.stringify(frame);

/** A frame the writer sent; null for text that is not JSON (a frame of no kind this client
 *  knows is ignored where it is read). */
export function decode(text: string): ServerFrame | null {
  try {
    return JSON.parse(text) as ServerFrame;
  } catch {
    return null;
  }
}
