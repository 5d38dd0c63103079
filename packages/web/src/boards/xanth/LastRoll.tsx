import type { View } from '@questbox/xanth/face';
import type { SeatInfo } from '../../protocol';
import { withSeatNames } from '../seatName';

/** Where the pips of each face sit, on a 3x3 grid (1..3 each way). */
const PIPS: Record<number, [number, number][]> = {
  1: [[2, 2]],
  2: [
    [1, 1],
    [3, 3],
  ],
  3: [
    [1, 1],
    [2, 2],
    [3, 3],
  ],
  4: [
    [1, 1],
    [3, 1],
    [1, 3],
    [3, 3],
  ],
  5: [
    [1, 1],
    [3, 1],
    [2, 2],
    [1, 3],
    [3, 3],
  ],
  6: [
    [1, 1],
    [3, 1],
    [1, 2],
    [3, 2],
    [1, 3],
    [3, 3],
  ],
};

/** One cube drawn as a die: its face in pips, and in words for a screen reader. */
function Cube({ face }: { face: number }) {
  return (
    <svg
      className="xa-cube"
      viewBox="0 0 24 24"
      role="img"
      aria-label={`cube showing ${face}`}
      data-face={face}
    >
      <rect x="1" y="1" width="22" height="22" rx="4" />
      {(PIPS[face] ?? []).map(([x, y]) => (
        <circle key={`${x}-${y}`} cx={x * 6} cy={y * 6} r="2.2" />
      ))}
    </svg>
  );
}

/** The latest roll: who rolled and what for, then each roller's cubes, what it needed and how it stands now. */
export function LastRoll({ view, seats }: { view: View; seats: SeatInfo[] }) {
  const roll = view.lastRoll;
  if (!roll) return null;
  return (
    <section className="xa-roll" aria-label="The latest roll">
      <h3>
        {roll.turn === 0 ? 'Before the first turn' : `Turn ${roll.turn}`}:{' '}
        {withSeatNames(`${roll.by} rolled ${roll.for}`, seats)}
      </h3>
      <ul>
        {roll.rolls.map((r, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: one Chair Actor may roll several times in a set
          <li key={i}>
            {r.by && <span className="xa-roll-by">{withSeatNames(r.by, seats)}</span>}
            <span className="xa-cubes">
              {r.cubes.map((c, j) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: two cubes may show one face
                <Cube key={j} face={c} />
              ))}
            </span>
            <span className="xa-roll-need">needs {r.need}</span>
            <strong className="xa-roll-result">{r.result}</strong>
          </li>
        ))}
      </ul>
    </section>
  );
}
