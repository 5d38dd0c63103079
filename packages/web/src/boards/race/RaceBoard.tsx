import type { RaceState } from '@questbox/engine';
import { seatName } from '../seatName';
import type { BoardProps } from '../types';

type RaceView = Omit<RaceState, 'rng'>;

const GOAL = 100;
const LANE = 48;
const WIDTH = 640;
const LEFT = 120;

/** The reference dice race: one lane per seat, 0 to 100. */
export function RaceBoard({ view, seats, seat }: BoardProps<RaceView>) {
  const height = view.positions.length * LANE + 30;
  const x = (p: number) => LEFT + (Math.min(p, GOAL) / GOAL) * (WIDTH - LEFT - 20);
  return (
    <svg viewBox={`0 0 ${WIDTH} ${height}`} role="img" aria-label="Race track" className="board-svg">
      {[0, 25, 50, 75, 100].map((mark) => (
        <g key={mark}>
          <line x1={x(mark)} x2={x(mark)} y1={10} y2={height - 20} className="race-mark" />
          <text x={x(mark)} y={height - 6} textAnchor="middle" className="svg-small">
            {mark}
          </text>
        </g>
      ))}
      {view.positions.map((position, i) => {
        const y = 10 + i * LANE + LANE / 2;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: lanes are seats, fixed for the whole game.
          <g key={i} className={view.turn === i ? 'race-lane race-lane-turn' : 'race-lane'}>
            <text x={8} y={y + 5} className="svg-label">
              {seatName(seats, i)}
              {i === seat ? ' (you)' : ''}
            </text>
            <line x1={x(0)} x2={x(GOAL)} y1={y} y2={y} className="race-track" />
            <circle cx={x(position)} cy={y} r={12} className={`pawn pawn-${i}`}>
              <title>{`${seatName(seats, i)}: ${position} of ${GOAL}`}</title>
            </circle>
            <text x={x(position)} y={y + 4} textAnchor="middle" className="pawn-text">
              {position}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
