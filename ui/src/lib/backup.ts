// Everything on this device saved as one backup file (Settings' Backup, and the web build's
// notice when the browser cleared its storage).
import { api } from './api';
import { t } from './i18n/index.svelte';
import { refused, say } from './toast.svelte';

/** Asks where to save the backup, named for today, and says when it is saved. */
export async function saveBackup() {
  const day = new Date().toISOString().slice(0, 10);
  try {
    if (await api.backupExportFile(`datapad-backup-${day}.json`)) say(t('file.saved'));
  } catch (e) {
    refused(e);
  }
}
