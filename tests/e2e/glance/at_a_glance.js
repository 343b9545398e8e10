// Issue 18: the board read at a glance. At scroll-top, in the window as it is (390 × 844): the
// glance header is there and inside the window, the current question starts inside it, and the
// question's main button (`[data-main]`, else the question's primary, else its first button) is
// wholly inside it and not covered (by a sticky bar, say). Returns what is not; the page's
// scroll is put back.
const was = window.scrollY;
window.scrollTo(0, 0);
const h = window.innerHeight;
const out = [];
const box = (e) => e.getBoundingClientRect();
const shown = (e) => {
  const r = box(e);
  return r.width > 0 && r.height > 0 && getComputedStyle(e).visibility !== 'hidden';
};
const words = (e) => (e.getAttribute('aria-label') || e.textContent || '').trim().replace(/\s+/g, ' ').slice(0, 40);
const glance = document.querySelector('[data-testid=glance]');
if (!glance || !shown(glance)) out.push('no glance header on screen');
else if (box(glance).top < 0 || box(glance).bottom > h) out.push(`the glance header spans ${Math.round(box(glance).top)}–${Math.round(box(glance).bottom)} px of ${h}`);
const question = [...document.querySelectorAll('[data-question]')].find(shown);
if (question && box(question).top > h - 48) out.push(`the question starts at ${Math.round(box(question).top)} px of ${h}`);
let main = [...document.querySelectorAll('[data-main]')].find(shown);
if (!main && question) main = [...question.querySelectorAll('button.primary')].find(shown) ?? [...question.querySelectorAll('button')].find(shown);
if (!main) out.push('no main button and no question with a button');
else if (box(main).top < 0 || box(main).bottom > h) out.push(`the main button "${words(main)}" spans ${Math.round(box(main).top)}–${Math.round(box(main).bottom)} px of ${h}`);
else {
  const r = box(main);
  const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
  if (!hit || !main.contains(hit)) out.push(`the main button "${words(main)}" is covered by ${hit ? hit.tagName.toLowerCase() + (hit.className ? '.' + String(hit.className).split(' ')[0] : '') : 'nothing'}`);
}
window.scrollTo(0, was);
return out;
