/** Where a name too long for one line of a token breaks, with a hyphen. */
const HYPHENATED: Record<string, string[]> = {
  Doppelganger: ['Doppel-', 'ganger'],
  Necromancer: ['Necro-', 'mancer'],
};

/** A monster's full name on a token: one line, or two (its words, or a long word hyphenated). */
export function nameLines(name: string): string[] {
  if (HYPHENATED[name]) return HYPHENATED[name];
  const words = name.split(' ');
  if (words.length === 1) return words;
  // The break nearest the middle: "Goblin / Cavalry", "Monsters Move / Counter-Clockwise".
  let best = 1;
  for (let i = 1; i < words.length; i++) {
    const left = words.slice(0, i).join(' ').length;
    const bestLeft = words.slice(0, best).join(' ').length;
    if (Math.abs(name.length / 2 - left) < Math.abs(name.length / 2 - bestLeft)) best = i;
  }
  return [words.slice(0, best).join(' '), words.slice(best).join(' ')];
}
