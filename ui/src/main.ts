import { isTauri } from '@tauri-apps/api/core';
import { mount } from 'svelte';
import App from './App.svelte';
import BrowserNotice from './components/BrowserNotice.svelte';
import './app.css';
import { ensure, i18n } from './lib/i18n/index.svelte';

// The framework's sentences in the language the app starts in, before anything shows; the
// settings may then switch language, and load that one's first (settings.svelte.ts). A chunk
// that fails to load still leaves a working app, in bare keys, rather than a blank window. A
// browser that opened a shared table's join URL (no Tauri) gets the notice instead.
ensure(i18n.lang)
  .catch((e: unknown) => console.error(e))
  .then(() => mount(isTauri() ? App : BrowserNotice, { target: document.getElementById('app')! }));
