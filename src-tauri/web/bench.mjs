#!/usr/bin/env node
// `cargo xtask bench`'s WebAssembly figure: the Shatterpoint attack at 30 v 30 (see
// src/bench.rs), in the same module as play.mjs, printed as one line xtask reads.
// `node bench.mjs odds` prints that attack's odds instead, for the `web play` lane to compare
// with the native build's.
import { readFileSync } from 'node:fs';
import { bench_sp_attack_30v30, initSync, sp_attack_30v30_odds } from './datapad_web.js';

initSync({ module: readFileSync(new URL('./datapad_web_bg.wasm', import.meta.url)) });
if (process.argv[2] === 'odds') {
  console.log(sp_attack_30v30_odds());
} else {
  const rounds = Number(process.argv[2] ?? 3000);
  console.log(`wasm sp attack odds 30v30: ${bench_sp_attack_30v30(rounds).toFixed(1)} µs (mean of ${rounds}, Node ${process.version})`);
}
