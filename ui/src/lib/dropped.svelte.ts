// A file dropped on the desktop window goes to the import of the screen showing one (a game's
// session menu, the stance list): the one mounted last, as a stack, since the stance editor
// opens over a game screen. The core reads the file; its text goes to the same import as a
// paste, so a file that is not right is refused in the same words.
import { api } from './api';
import { t } from './i18n/index.svelte';
import { refused, say } from './toast.svelte';

type Importer = (text: string) => unknown;
const importers: Importer[] = [];

/** Makes `importer` the one a dropped file goes to until the returned function is called
 *  (an `onMount` cleanup). */
export function onDropped(importer: Importer): () => void {
  importers.push(importer);
  return () => {
    const i = importers.lastIndexOf(importer);
    if (i >= 0) importers.splice(i, 1);
  };
}

/** Listens for dropped files, once, for the app's life. */
export function listenForDrops() {
  api
    .onFileDropped((read) => {
      if ('Err' in read) return refused(read.Err);
      const importer = importers.at(-1);
      if (importer) importer(read.Ok);
      else say(t('file.drop_nowhere'), 'error');
    })
    .catch(refused);
}
