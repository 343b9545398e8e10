/** A plural string: Intl.PluralRules picks the category; `{n}` is the count. */
export type Plural = { one: string; few?: string; many?: string; other: string };
export type Catalog = Record<string, string | Plural>;
export type Lang = 'pl' | 'en';
