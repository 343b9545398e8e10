// The web build as an installed, offline app: its service worker (`web/sw.js`) registered, a new
// version offered once it has arrived (Home shows the offer, so it is never applied mid-game),
// the browser's own install offered where it has one, and iOS Safari's way told where it has not.

/** What Home offers the player. */
export const offline = $state({
  /** A new version is cached and waiting for the player's reload. */
  updateReady: false,
  /** The browser offers installing (its `beforeinstallprompt`, kept for the tap). */
  installable: false,
  /** iOS Safari, not yet on the Home Screen: it installs only through Share › Add to Home Screen. */
  iosHint: false,
});

interface InstallPrompt extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let asked: InstallPrompt | null = null;
let waiting: ServiceWorker | null = null;

/** Registers the service worker and listens for an update and for the install offer. */
export function goOffline() {
  window.addEventListener('beforeinstallprompt', (e) => {
    e.preventDefault();
    asked = e as InstallPrompt;
    offline.installable = true;
  });
  window.addEventListener('appinstalled', () => (offline.installable = false));
  const standalone = matchMedia('(display-mode: standalone)').matches || (navigator as { standalone?: boolean }).standalone === true;
  offline.iosHint = !standalone && /iPhone|iPad|iPod/.test(navigator.userAgent);
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker
    .register('sw.js')
    .then((reg) => {
      const found = (w: ServiceWorker | null) => {
        if (!w) return;
        const ready = () => {
          // The first install is no update: nothing was running before it.
          if (w.state === 'installed' && navigator.serviceWorker.controller) {
            waiting = w;
            offline.updateReady = true;
          }
        };
        ready();
        w.addEventListener('statechange', ready);
      };
      found(reg.waiting);
      reg.addEventListener('updatefound', () => found(reg.installing));
    })
    .catch((e: unknown) => console.error('service worker', e));
}

/** The player's "reload": the waiting version takes over, then the page reloads on it. */
export function applyUpdate() {
  if (!waiting) return location.reload();
  navigator.serviceWorker.addEventListener('controllerchange', () => location.reload());
  waiting.postMessage('update');
}

/** The browser's install dialog. */
export async function install() {
  if (!asked) return;
  await asked.prompt();
  const { outcome } = await asked.userChoice;
  if (outcome === 'accepted') offline.installable = false;
  asked = null;
}
