// The system's text size at 200% (the root font size, which every rem follows): whatever then
// sticks out past the 390 px window or is cut by its own box. A box that scrolls on purpose
// (overflow auto or scroll) cuts nothing. Async: the layout is read two frames after the change.
const done = arguments[arguments.length - 1];
const root = document.documentElement;
const what = (e) => {
  const id = e.dataset.testid ? `[data-testid=${e.dataset.testid}]` : '';
  const cls = typeof e.className === 'string' && e.className ? `.${e.className.trim().split(/\s+/)[0]}` : '';
  return `${e.tagName.toLowerCase()}${id}${cls} "${(e.textContent || '').trim().replace(/\s+/g, ' ').slice(0, 30)}"`;
};
const scrolls = (e) => {
  for (let p = e.parentElement; p && p !== document.body; p = p.parentElement) {
    if (/auto|scroll/.test(getComputedStyle(p).overflowX)) return true;
  }
  return false;
};
// Inside a box clipped on purpose (.sr-only: words for a screen reader only), nothing is seen.
const clipped = (e) => {
  for (let p = e; p && p !== document.body; p = p.parentElement) {
    if (getComputedStyle(p).clip !== 'auto') return true;
  }
  return false;
};
const measure = () => {
  const problems = [];
  const se = document.scrollingElement;
  if (se.scrollWidth > se.clientWidth) problems.push(`the page scrolls sideways: ${se.scrollWidth} > ${se.clientWidth}`);
  // Only the outermost culprit: its children stick out with it.
  const reported = new Set();
  for (const e of document.body.querySelectorAll('*')) {
    if (!e.textContent.trim() || e.getClientRects().length === 0 || clipped(e)) continue;
    if (e.parentElement && reported.has(e.parentElement)) {
      reported.add(e);
      continue;
    }
    const s = getComputedStyle(e);
    let why = '';
    if (/hidden|clip/.test(s.overflowX) && e.scrollWidth > e.clientWidth + 1) why = 'cut';
    else if (e.getBoundingClientRect().right > innerWidth + 1 && !scrolls(e)) why = 'past the edge';
    if (why) {
      reported.add(e);
      problems.push(`${why}: ${what(e)}`);
    }
  }
  return problems;
};
root.style.fontSize = '200%';
requestAnimationFrame(() =>
  requestAnimationFrame(() => {
    const problems = measure();
    root.style.fontSize = '';
    done(problems);
  }),
);
