import type { Result } from '@questbox/engine';
import { TOKENS } from './data';
import { ARC_LABEL } from './labels';
import { CASTLE, type State } from './model';

function trophyPoints(st: State): number[] {
  const points: number[] = [];
  for (const list of st.trophies) {
    let sum = 0;
    for (const id of list) sum += TOKENS[id].vp ?? 0;
    points.push(sum);
  }
  return points;
}

/**
 * The score table of the standard game: one line per trophy value, each seat's points from the
 * monsters of that value it slew, so the lines add up to the seat's trophy points.
 */
function trophyLines(st: State): { line: string; values: number[] }[] {
  const rows: { vp: number; values: number[] }[] = [];
  for (let seat = 0; seat < st.trophies.length; seat++) {
    for (const id of st.trophies[seat]) {
      const vp = TOKENS[id].vp ?? 0;
      if (vp === 0) continue;
      let row = rows.find((r) => r.vp === vp);
      if (!row) {
        row = { vp, values: new Array(st.trophies.length).fill(0) };
        rows.push(row);
      }
      row.values[seat] += vp;
    }
  }
  rows.sort((a, b) => a.vp - b.vp);
  return rows.map(({ vp, values }) => ({
    line: `Monsters worth ${vp} point${vp === 1 ? '' : 's'} each`,
    values,
  }));
}

/** What broke through on a loss: the monsters in the Castle ring, and the walls and Towers left. */
function breach(st: State): string {
  const inside: string[] = [];
  for (const m of st.monsters)
    if (m.ring === CASTLE) inside.push(`${TOKENS[m.id].name} (${ARC_LABEL(m.arc, m.ring)})`);
  let walls = 0;
  for (const w of st.walls) if (w) walls++;
  const who = inside.length > 0 ? ` In the Castle at the end: ${inside.join(', ')}.` : '';
  return `${who} Walls left: ${walls} of 6.`;
}

/** The end of the game, or null while it runs: who won and why, and each seat's trophy points line by line. */
export function result(st: State): Result | null {
  if (!st.over) return null;
  const scores = trophyPoints(st);
  const won = st.over === 'won';
  const standing = st.hands.map((_, i) => i).filter((i) => !st.playersOut[i]);
  let summary = won ? `The castle stands: ${st.why}` : `The castle falls: ${st.why}${breach(st)}`;
  if (won && st.options.mode === 'standard' && st.players > 1) {
    const best = Math.max(...standing.map((i) => scores[i]));
    const top = standing.filter((i) => scores[i] === best);
    const slayer = top.sort((a, b) => st.trophies[b].length - st.trophies[a].length)[0];
    summary += ` Master Slayer: seat ${slayer + 1} with ${best} points.`;
  }
  const lines = st.options.mode === 'standard' ? trophyLines(st) : [];
  const breakdown = lines.length > 0 ? { breakdown: lines } : {};
  if (st.overlordSeat >= 0) {
    const winners = won ? standing : [st.overlordSeat];
    return {
      winners,
      scores,
      ...breakdown,
      summary: won ? summary : `The Overlord wins: ${st.why}${breach(st)}`,
    };
  }
  return { winners: won ? standing : [], scores, ...breakdown, cooperative: !st.options.mansHome, summary };
}
