// The rules sheet: entries open over whatever screen is showing, so closing it returns the
// player to the game exactly where they were. Links push onto a stack; back pops.
export const sheet = $state({ stack: [] as string[] });

export function openRule(id: string) {
  sheet.stack.push(id);
}

export function backRule() {
  sheet.stack.pop();
}

export function closeRules() {
  sheet.stack = [];
}
