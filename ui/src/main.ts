import { mount } from 'svelte';
import App from './App.svelte';
import './app.css';
import { ensure, i18n } from './lib/i18n/index.svelte';

// The framework's sentences in the language the app starts in, before anything shows; the
// settings may then switch language, and load that one's first (settings.svelte.ts). A chunk
// that fails to load still leaves a working app, in bare keys, rather than a blank window.
ensure(i18n.lang)
  .catch((e: unknown) => console.error(e))
  .then(() => mount(App, { target: document.getElementById('app')! }));
