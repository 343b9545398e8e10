// The sentence the last-change banner shows now (`LastChange`), in the reader's language: a why
// line under a counter that would only say it again is not drawn (`Why`).
export const banner = $state({ text: '' });

/** Whether `sentence` is already on screen in the banner (the banner's text holds it whole: the
 *  same change, or one of its consequences). */
export const inBanner = (sentence: string): boolean => sentence !== '' && banner.text.includes(sentence);
