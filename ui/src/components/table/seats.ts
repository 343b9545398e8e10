// A seat in the reader's words: a game's side from its own catalog (its "seat" keys), or the
// whole table, or watching.
import { t } from '../../lib/i18n/index.svelte';

export function seatLabel(game: string, seat: string | null): string {
  if (seat === null) return t('table.seat_table');
  if (seat === 'watch') return t('table.seat_watch');
  return t(`${game}.seat.${seat}`);
}
