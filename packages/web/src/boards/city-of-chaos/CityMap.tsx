import { type CocView, nameOf, squareOf, TILES, textOf } from '@questbox/city-of-chaos/face';
import type { LegalChoice, SeatInfo } from '../../protocol';
import { SvgButton } from '../SvgButton';
import { seatName } from '../seatName';

const CELL = 18;
const TILE_CELLS = 5;
// A Location tile is named by the Location card drawn on first entry; a Special tile and the Gates by their own.
const SPECIAL_NAME = new Map(
  TILES.filter((t) => t.kind === 'special' || t.kind === 'gates').map((t) => [t.id, t.name]),
);
const SQUARE: Record<string, string> = { '.': 'street', '#': 'building', D: 'door', X: 'gates' };

type Step = { t: string; x?: number; y?: number };
const stepOf = (c: LegalChoice) => c.action as Step;

/** The City as explored so far: each tile's squares, its Location, the figures, and the squares a step may reach. */
export function CityMap({
  view,
  seats,
  legal,
  onPick,
}: {
  view: CocView;
  seats: SeatInfo[];
  legal: LegalChoice[];
  onPick(matches: LegalChoice[]): void;
}) {
  const keys = Object.keys(view.tiles).map((k) => k.split(',').map(Number) as [number, number]);
  const steps = legal.filter((c) => stepOf(c).t === 'step');
  // The view box covers every tile and every square a step may reach (a new tile beyond an exit).
  const xs = [...keys.map(([x]) => x), ...steps.map((c) => Math.floor((stepOf(c).x ?? 0) / TILE_CELLS))];
  const ys = [...keys.map(([, y]) => y), ...steps.map((c) => Math.floor((stepOf(c).y ?? 0) / TILE_CELLS))];
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const side = TILE_CELLS * CELL;
  const width = (maxX - minX + 1) * side;
  const height = (maxY - minY + 1) * side;
  const px = (x: number) => (x - minX * TILE_CELLS) * CELL;
  const py = (y: number) => (y - minY * TILE_CELLS) * CELL;
  const figures = view.players.flatMap((p, seat) =>
    p.at && !p.out && !p.left ? [{ seat, at: p.at, p }] : [],
  );
  return (
    <svg
      viewBox={`-4 -4 ${width + 8} ${height + 8}`}
      className="board-svg coc-map"
      style={{ maxWidth: `${width * 2.2}px` }}
      aria-label="The City"
    >
      {keys.map(([tx, ty]) => {
        const placed = view.tiles[`${tx},${ty}`];
        const name = placed.location ? nameOf(placed.location) : SPECIAL_NAME.get(placed.tile);
        return (
          <g key={`${tx},${ty}`}>
            {Array.from({ length: 25 }, (_, k) => {
              const [r, c] = [Math.floor(k / 5), k % 5];
              const sq = squareOf(placed, r, c);
              return (
                <rect
                  key={`${tx},${ty}:${r},${c}`}
                  x={px(tx * TILE_CELLS + c)}
                  y={py(ty * TILE_CELLS + r)}
                  width={CELL}
                  height={CELL}
                  className={`coc-sq coc-${SQUARE[sq] ?? 'building'}`}
                />
              );
            })}
            <rect
              x={px(tx * TILE_CELLS)}
              y={py(ty * TILE_CELLS)}
              width={side}
              height={side}
              className="coc-tile-edge"
            />
            {name && (
              <SvgButton
                label={name}
                legal={false}
                inspect={{ title: name, text: placed.location ? textOf(placed.location) : name }}
              >
                <text
                  x={px(tx * TILE_CELLS) + side / 2}
                  y={py(ty * TILE_CELLS) + 11}
                  textAnchor="middle"
                  className="coc-tile-name"
                  data-label
                >
                  {name.length > 16 ? `${name.slice(0, 15)}…` : name}
                </text>
              </SvgButton>
            )}
          </g>
        );
      })}
      {steps.map((c) => {
        const { x = 0, y = 0 } = stepOf(c);
        const matches = steps.filter((s) => stepOf(s).x === x && stepOf(s).y === y);
        if (matches[0] !== c) return null;
        return (
          <SvgButton
            key={`step-${x},${y}`}
            label={c.text}
            legal
            choices={matches}
            inspect={{ title: 'A step', text: c.text }}
            onActivate={() => onPick(matches)}
          >
            <rect
              x={px(x) + 2}
              y={py(y) + 2}
              width={CELL - 4}
              height={CELL - 4}
              rx={3}
              className="coc-step target-shape"
            />
          </SvgButton>
        );
      })}
      {figures.map(({ seat, at, p }, i) => {
        const twin = figures.slice(0, i).filter((f) => f.at[0] === at[0] && f.at[1] === at[1]).length;
        return (
          <g key={seat} data-token={`Character ${seat + 1}`}>
            <circle
              cx={px(at[0]) + CELL / 2 + twin * 12}
              cy={py(at[1]) + CELL / 2}
              r={6}
              className={`pawn pawn-${seat}${view.seat === seat ? ' coc-turn' : ''}`}
            >
              <title>{`${seatName(seats, seat)}${p.inRoom ? ', inside' : ''}`}</title>
            </circle>
            <text
              x={px(at[0]) + CELL / 2 + twin * 12}
              y={py(at[1]) + CELL / 2 + 3.5}
              textAnchor="middle"
              className="pawn-text"
            >
              {seat + 1}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
