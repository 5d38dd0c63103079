import { aboard, fromHelmsman, isEnemy } from './rules';
import { OBJECT, type Player, POEM, type ScoreLine, TILE, TREASURE, type ZagorState } from './state';

const tiles = (p: Player) => p.trophies.map((t) => TILE[t]);
const count = (p: Player, f: (t: (typeof TILE)[string]) => boolean) => tiles(p).filter(f).length;
const strength = (p: Player, f: (t: (typeof TILE)[string]) => boolean) =>
  tiles(p)
    .filter(f)
    .reduce((n, t) => n + (t.strength ?? 0), 0);
const sets = (p: Player) =>
  Math.min(
    count(p, (t) => t.type === 'human'),
    count(p, (t) => t.type === 'animal'),
    count(p, (t) => t.type === 'place'),
  );
const beach = (p: Player) => count(p, (t) => t.where === 'beach');
const forest = (p: Player) => count(p, (t) => t.where === 'forest');

/** What a Right Poem's majority counts, for one player. */
export function category(p: Player, of: string): number {
  switch (of) {
    case 'animal-place-strength':
      return strength(p, (t) => t.type === 'animal' || t.type === 'place');
    case 'scars':
      return p.scars;
    case 'treasure-cards':
      return p.treasures.length + p.chest.length;
    case 'hold-used':
      return p.holdUsed.length;
    case 'strength':
      return strength(p, () => true);
    case 'human-tiles':
      return count(p, (t) => t.type === 'human');
    case 'objects':
      return p.objects.length;
    case 'strongest-tile':
      return Math.max(0, ...tiles(p).map((t) => t.strength ?? 0));
    case 'animal-tiles':
      return count(p, (t) => t.type === 'animal');
    case 'permanent-events':
      return p.resolved.length;
    case 'place-tiles':
      return count(p, (t) => t.type === 'place');
    case 'chest-treasures':
      return p.chest.length;
    case 'sets':
      return sets(p);
    case 'treasure-value':
      return [...p.treasures, ...p.chest].reduce((n, t) => n + TREASURE[t].value, 0);
    case 'beach-tiles':
      return beach(p);
    case 'forest-tiles':
      return forest(p);
    default:
      throw new Error(`no poem category ${of}`);
  }
}

/** The Left Poem's points for one player. */
export function leftPoints(p: Player, id: string): number {
  const poem = POEM[id];
  if (poem.side !== 'left') throw new Error(`${id} is not a Left Poem`);
  return (
    poem.beach * beach(p) +
    poem.forest * forest(p) +
    poem.hold * p.holdUsed.length +
    (poem.pair ?? 0) * Math.min(beach(p), forest(p)) +
    (poem.set ?? 0) * sets(p) +
    (poem.permanent ?? 0) * p.resolved.length
  );
}

/** The Right Poem's majorities: every tied player scores; a majority needs at least 1. */
export function rightPoints(players: Player[], id: string): number[] {
  const poem = POEM[id];
  if (poem.side !== 'right') throw new Error(`${id} is not a Right Poem`);
  const out = players.map(() => 0);
  for (const award of poem.awards) {
    const values = players.map((p) => category(p, award.of));
    const ranks = [...new Set(values.filter((v) => v > 0))].sort((a, b) => b - a);
    award.points.forEach((pts, rank) => {
      const v = ranks[rank];
      if (v === undefined) return;
      values.forEach((x, i) => {
        if (x === v) out[i] += pts;
      });
    });
  }
  return out;
}

/** Final Scoring: every line of every player's score. */
export function scoreTable(s: ZagorState): ScoreLine[] {
  const right = rightPoints(s.players, s.poems[1]);
  return s.players.map((p, seat) => {
    const left = leftPoints(p, s.poems[0]);
    const onBoard = aboard(s, seat) ? 2 : 0;
    const treasures = [...p.treasures, ...p.chest].reduce((n, t) => n + TREASURE[t].value, 0);
    const objects = p.objects.reduce(
      (n, o) => n + OBJECT[o].stars + (OBJECT[o].use === 'map' ? p.resolved.length : 0),
      0,
    );
    const scars = -2 * p.scars;
    const enemies = 2 * p.trophies.filter(isEnemy).length;
    return {
      seat,
      left,
      right: right[seat],
      aboard: onBoard,
      treasures,
      objects,
      scars,
      enemies,
      total: left + right[seat] + onBoard + treasures + objects + scars + enemies,
    };
  });
}

/** The score table as result lines, each naming what it counts. */
export function scoreBreakdown(s: ZagorState, lines: ScoreLine[]): { line: string; values: number[] }[] {
  const row = (line: string, of: (l: ScoreLine) => number) => ({ line, values: lines.map(of) });
  return [
    row(`Left Poem (${POEM[s.poems[0]].title})`, (l) => l.left),
    row(`Right Poem (${POEM[s.poems[1]].title}): majorities`, (l) => l.right),
    row('Aboard the Athena at the end (+2)', (l) => l.aboard),
    row('Treasures, by their value', (l) => l.treasures),
    row('Objects with stars', (l) => l.objects),
    row('Scars (-2 each)', (l) => l.scars),
    row('Enemies beaten (+2 each)', (l) => l.enemies),
  ];
}

/** The winner: the most points, ties to the player closest to the Helmsman clockwise. */
export function winner(s: ZagorState, lines: ScoreLine[]): number {
  const best = Math.max(...lines.map((l) => l.total));
  return fromHelmsman(s).find((seat) => lines[seat].total === best)!;
}
