import { mount } from 'svelte';
import App from './App.svelte';
import BrowserNotice from './components/BrowserNotice.svelte';
import './app.css';
import { ensure, i18n } from './lib/i18n/index.svelte';
import { ownsWriter, web } from './lib/shell';
import { watchStorage } from './lib/web/cleared.svelte';
import { goOffline } from './lib/web/offline.svelte';
import { TableClient } from './lib/table/client.svelte';
import { remembered } from './lib/table/seat';
import { deviceId, table } from './lib/table/table.svelte';
import { socketWire } from './lib/table/wire';

// The framework's sentences in the language the app starts in, before anything shows; the
// settings may then switch language, and load that one's first (settings.svelte.ts). A chunk
// that fails to load still leaves a working app, in bare keys, rather than a blank window.
//
// A browser is here because it opened a shared table's join URL: it joins that table (watching
// until the player picks a seat, or in the seat this tab had) and shows the same screens as the
// app. Without the key in the URL it can only say how to join.
const key = ownsWriter ? null : new URLSearchParams(location.search).get('key');
if (key) {
  const me = remembered(key);
  table.seated = me !== null;
  table.client = new TableClient(() => socketWire(key), me ?? { device: deviceId(), name: '', seat: 'watch' }, false, key);
  table.client.start();
}
if (web) {
  goOffline();
  watchStorage();
}
ensure(i18n.lang)
  .catch((e: unknown) => console.error(e))
  .then(() => mount(ownsWriter || key ? App : BrowserNotice, { target: document.getElementById('app')! }));
