import type { Tome } from './tome';
import { CUBE_SYMBOLS, INTERACTIONS, type Paragraph, type Plot, type Requires } from './tome-schema';

/** Where a reader comes into the Tome from outside it: a card, a tile, a table, a Carrying line. */
export interface Entry {
  from: string;
  goto: number;
  /** Locations and Special Locations stay on the table and can be entered again and again. */
  fixed: boolean;
}

export interface TomeReport {
  errors: string[];
  paragraphs: number;
  words: number;
  /** For each plot line, whether it can be won with and without Clue Cards. */
  plots: Record<string, { withClues: boolean; withoutClues: boolean }>;
}

/** Every paragraph a paragraph can lead to, whatever it asks. */
export function nextOf(p: Paragraph): number[] {
  const out: number[] = [];
  for (const c of p.choices ?? []) if (c.goto !== undefined) out.push(c.goto);
  for (const o of p.roll?.outcomes ?? []) out.push(o.goto);
  return out;
}

/** The faces a roll outcome names: "1-3" or "4" for dice, a symbol name for the Cube. */
function facesOf(on: string, die: 'D6' | 'D8' | 'CUBE'): string[] {
  if (die === 'CUBE') return [on];
  const m = /^(\d)(?:-(\d))?$/.exec(on);
  if (!m) return [`bad:${on}`];
  const lo = Number(m[1]);
  const hi = Number(m[2] ?? m[1]);
  return Array.from({ length: hi - lo + 1 }, (_, i) => String(lo + i));
}

function checkRoll(p: Paragraph, errors: string[]): void {
  if (!p.roll) return;
  const faces = p.roll.outcomes.flatMap((o) => facesOf(o.on, p.roll!.die));
  const want =
    p.roll.die === 'CUBE'
      ? [...CUBE_SYMBOLS]
      : Array.from({ length: p.roll.die === 'D6' ? 6 : 8 }, (_, i) => `${i + 1}`);
  const sorted = [...faces].sort().join(',');
  if (sorted !== [...want].sort().join(','))
    errors.push(
      `paragraph ${p.id}: its ${p.roll.die} outcomes (${faces.join(', ')}) do not cover every face once`,
    );
}

/** What a reader may hold that a choice can ask for. */
type Token = string;
const tokensOf = (r: Requires): Token[] =>
  [
    r.item && `item:${r.item}`,
    r.special && `special:${r.special}`,
    ...(r.flag === undefined ? [] : [r.flag].flat().map((f) => `flag:${f}`)),
    r.clue && `clue:${r.clue}`,
    r.guild && `guild:${r.guild}`,
    r.groats && 'groats',
  ].filter((t): t is string => !!t);

/**
 * Everything a reader can come to hold and read, from the given entries, when everything gained is
 * kept: a fixpoint, since Locations can be entered again with what was gained elsewhere. Losses are
 * ignored, so this proves a way exists, not that every way works.
 */
function explore(tome: Tome, entries: Entry[], clues: boolean): { read: Set<number>; held: Set<Token> } {
  const held = new Set<Token>();
  const read = new Set<number>();
  const open = (r: Requires | undefined) =>
    !r || tokensOf(r).every((t) => held.has(t) && (clues || !t.startsWith('clue:')));
  for (let changed = true; changed; ) {
    changed = false;
    const queue = entries.map((e) => e.goto);
    const seen = new Set<number>();
    while (queue.length > 0) {
      const id = queue.pop()!;
      const p = tome.paragraphs.get(id);
      if (!p || seen.has(id)) continue;
      seen.add(id);
      if (!read.has(id)) {
        read.add(id);
        changed = true;
      }
      for (const e of p.effects ?? []) {
        const t =
          'item' in e
            ? `item:${e.item}`
            : 'special' in e
              ? `special:${e.special}`
              : 'flag' in e
                ? `flag:${e.flag}`
                : 'clue' in e && clues
                  ? `clue:${e.clue}`
                  : 'guild' in e
                    ? `guild:${e.guild}`
                    : 'groats' in e && e.groats > 0
                      ? 'groats'
                      : null;
        if (t && !held.has(t)) {
          held.add(t);
          changed = true;
        }
      }
      for (const c of p.choices ?? []) if (c.goto !== undefined && open(c.requires)) queue.push(c.goto);
      for (const o of p.roll?.outcomes ?? []) queue.push(o.goto);
    }
  }
  return { read, held };
}

/** Checks a Tome against the entries into it and its plot lines; an empty `errors` means sound. */
export function checkTome(tome: Tome, entries: Entry[], plots: readonly Plot[]): TomeReport {
  const errors: string[] = [];
  const { paragraphs, tables } = tome;
  const exists = (id: number, from: string) => {
    if (!paragraphs.has(id)) errors.push(`${from} goes to ${id}, which is not in the Tome`);
  };
  for (const e of entries) exists(e.goto, e.from);
  for (const [name, grid] of Object.entries(tables.grids))
    for (const kind of INTERACTIONS)
      grid[kind].forEach((id, i) => {
        exists(id, `grid ${name} ${kind} ${CUBE_SYMBOLS[i]}`);
      });
  for (const [who, grid] of Object.entries(tables.characters))
    if (!tables.grids[grid]) errors.push(`the ${who} answers from grid ${grid}, which is not in the tables`);

  const tableEntries: Entry[] = Object.entries(tables.grids).flatMap(([name, grid]) =>
    INTERACTIONS.flatMap((kind) => grid[kind].map((goto) => ({ from: `grid ${name}`, goto, fixed: false }))),
  );
  const all = [...entries, ...tableEntries];
  const reached = new Set<number>();
  const queue = all.map((e) => e.goto);
  while (queue.length > 0) {
    const id = queue.pop()!;
    const p = paragraphs.get(id);
    if (!p || reached.has(id)) continue;
    reached.add(id);
    queue.push(...nextOf(p));
  }
  let words = 0;
  for (const p of paragraphs.values()) {
    words += p.text.split(/\s+/).length;
    for (const n of nextOf(p)) exists(n, `paragraph ${p.id}`);
    if (!reached.has(p.id)) errors.push(`paragraph ${p.id} ("${p.title}") cannot be reached`);
    if (p.choices?.every((c) => c.requires))
      errors.push(`paragraph ${p.id} is a dead end: every choice asks for something`);
    checkRoll(p, errors);
  }

  const fixed = entries.filter((e) => e.fixed);
  const report: TomeReport['plots'] = {};
  for (const plot of plots) {
    const wins = [...paragraphs.values()].filter((p) => p.wins === plot).map((p) => p.id);
    if (wins.length === 0) errors.push(`plot line ${plot} has no paragraph that solves it`);
    const can = (clues: boolean) => {
      const { read } = explore(tome, fixed, clues);
      return wins.some((id) => read.has(id));
    };
    report[plot] = { withClues: can(true), withoutClues: can(false) };
    if (!report[plot].withClues) errors.push(`plot line ${plot} cannot be won from the Locations`);
    if (!report[plot].withoutClues) errors.push(`plot line ${plot} cannot be won without Clue Cards`);
  }
  return { errors, paragraphs: paragraphs.size, words, plots: report };
}
