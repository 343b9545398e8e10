// Which screen is showing. A phone app with a handful of screens needs no router library.
export type Screen = 'home' | 'tray' | 'settings' | 'rules' | 'sp';

export const nav = $state({ screen: 'home' as Screen });

export function go(screen: Screen) {
  nav.screen = screen;
  window.scrollTo?.(0, 0);
}
