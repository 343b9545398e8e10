// Runs axe-core on the whole document and hands back its violations, trimmed to what a failure
// message needs. `arguments[0]`: axe's options (which rules); the last argument: WebDriver's
// callback for an async script.
const done = arguments[arguments.length - 1];
// The screenshot that follows must show the page where the test left it.
const [x, y] = [scrollX, scrollY];
const back = (v) => {
  scrollTo(x, y);
  done(v);
};
axe
  .run(document, Object.assign({ resultTypes: ['violations'] }, arguments[0]))
  .then((r) =>
    back(
      r.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        nodes: v.nodes.length,
        // Where, and axe's reason there (for contrast: the two colours and the ratio).
        targets: v.nodes.slice(0, 4).map((n) => `${n.target.join(' ')}: ${n.any.concat(n.all, n.none)[0]?.message ?? ''}`),
      })),
    ),
  )
  .catch((e) => back({ error: String(e) }));
