// Where this device stands at a shared table, in words: the status pill says it under the top
// bar, and the veil over a lost board says it again where the eyes are.
import { i18n, t } from '../../lib/i18n/index.svelte';
import type { TableClient } from '../../lib/table/client.svelte';
import { errorText } from '../../lib/words';

export function statusText(c: TableClient): string {
  switch (c.status) {
    case 'connected': {
      const others = c.seats.filter((s) => s.connected && s.device !== c.you).length;
      return c.hosting ? t('table.status.hosting', { n: others }) : t('table.status.connected', { host: c.host || t('table.host_unnamed') });
    }
    case 'connecting':
      return t('table.status.connecting');
    case 'reconnecting':
      return t('table.status.reconnecting');
    case 'lost':
      return t('table.status.lost');
    case 'refused':
      return c.refusal ? errorText(i18n.lang, c.refusal) : t('table.status.lost');
  }
}

/** Whether the table is away (reconnecting or lost): a board shown now may be out of date and
 *  a tap on it would go nowhere. */
export const away = (c: TableClient | null): boolean => c?.status === 'reconnecting' || c?.status === 'lost';
