// Every tap target on screen smaller than arguments[0] CSS px square (WCAG 2.5.5 asks 44; axe's own
// rule checks 24).
// A label wrapping a control is the target, not the control inside it. A link or button inline
// in a sentence is exempt (2.5.5's inline exception): its size is the text's line.
const min = arguments[0] - 0.5;
const what = (e) => {
  const id = e.dataset.testid ? `[data-testid=${e.dataset.testid}]` : '';
  const name = (e.getAttribute('aria-label') || e.textContent || '').trim().replace(/\s+/g, ' ');
  return `${e.tagName.toLowerCase()}${id} "${name.slice(0, 30)}"`;
};
const inlineInText = (e) =>
  getComputedStyle(e).display === 'inline' &&
  (e.parentElement?.textContent.trim().length ?? 0) > e.textContent.trim().length;
const out = [];
const all = 'button, a[href], input:not([type=hidden]), select, textarea, [role=button], summary, label';
for (const e of document.querySelectorAll(all)) {
  if (e.matches('label') && !e.querySelector('input, select, textarea')) continue;
  if (e.matches('input, select, textarea') && e.closest('label')) continue;
  const r = e.getBoundingClientRect();
  if (r.width === 0 || r.height === 0 || getComputedStyle(e).visibility === 'hidden') continue;
  if (inlineInText(e)) continue;
  if (r.width < min || r.height < min) out.push({ what: what(e), w: Math.round(r.width), h: Math.round(r.height) });
}
return out;
