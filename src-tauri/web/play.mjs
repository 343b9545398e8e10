#!/usr/bin/env node
// `datapad play` in WebAssembly under Node: `node play.mjs GAME --script F [--seed N] [--json]
// [--log --lang pl|en]` takes `datapad play`'s arguments, prints its output and exits with its
// codes, because it is the same engine and the same command line (`datapad-web`), built by
// `cargo xtask web` beside this file.
import { closeSync, openSync, readFileSync, readSync } from 'node:fs';
import { cli, initSync } from './datapad_web.js';

initSync({ module: readFileSync(new URL('./datapad_web_bg.wasm', import.meta.url)) });

/** At most `max + 1` bytes of the file at `path` (an endless one included); null when there is
 *  no such file. Node's own error, with its code, says any other reason. */
function read(path, max) {
  let fd;
  try {
    fd = openSync(path, 'r');
  } catch (e) {
    if (e.code === 'ENOENT') return null;
    throw e;
  }
  try {
    const chunks = [];
    let total = 0;
    const buffer = Buffer.alloc(1 << 16);
    while (total <= max) {
      const n = readSync(fd, buffer, 0, Math.min(buffer.length, max + 1 - total), null);
      if (n === 0) break;
      chunks.push(Buffer.from(buffer.subarray(0, n)));
      total += n;
    }
    return new Uint8Array(Buffer.concat(chunks));
  } finally {
    closeSync(fd);
  }
}

const ended = cli(['datapad', 'play', ...process.argv.slice(2)], read);
process.stdout.write(ended.stdout);
process.stderr.write(ended.stderr);
process.exitCode = ended.code;
