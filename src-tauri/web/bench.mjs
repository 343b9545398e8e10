#!/usr/bin/env node
// `cargo xtask bench`'s WebAssembly figure: the Shatterpoint attack at 30 v 30 (see
// src/bench.rs), in the same module as play.mjs, printed as one line xtask reads.
import { readFileSync } from 'node:fs';
import { bench_sp_attack_30v30, initSync } from './datapad_web.js';

initSync({ module: readFileSync(new URL('./datapad_web_bg.wasm', import.meta.url)) });
const rounds = Number(process.argv[2] ?? 3000);
console.log(`wasm sp attack odds 30v30: ${bench_sp_attack_30v30(rounds).toFixed(1)} µs (mean of ${rounds}, Node ${process.version})`);
