// Shatterpoint's refusals whose data needs words of its own: an incomplete stance names its
// missing values as the stance editor labels them, never as JSON paths.
import { wordError } from '../../lib/words';
import { fieldList } from './stance/fields';

wordError('sp.stance_incomplete', (lang, data) => ({
  ...data,
  missing: Array.isArray(data.missing) ? fieldList(lang, data.missing as string[]) : data.missing,
}));
