// Every id or developer token in the visible text of the screen (document.body.innerText: what
// is rendered, so a closed "Details" holds back what it hides). arguments[0] is the pattern
// list, [name, source, flags]; the answer lists each hit with a little text around it.
// A web address is left out: the shared table shows its link on purpose, and an address (an
// IPv6 one's `fd00`) is no id.
const text = document.body.innerText.replace(/\bhttps?:\/\/\S+/g, ' ');
const hits = [];
for (const [name, source, flags] of arguments[0]) {
  for (const m of text.matchAll(new RegExp(source, flags))) {
    const at = m.index ?? 0;
    hits.push({ pattern: name, found: m[0], near: text.slice(Math.max(0, at - 30), at + m[0].length + 30).replace(/\s+/g, ' ') });
  }
}
return hits;
