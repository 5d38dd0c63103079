import { type CocView, nameOf, squareOf, TILES, textOf } from '@questbox/city-of-chaos/face';
import { useEffect, useRef } from 'react';
import type { LegalChoice, SeatInfo } from '../../protocol';
import { SvgButton } from '../SvgButton';
import { seatName } from '../seatName';

const CELL = 18;
const TILE_CELLS = 5;
/** A strip above each row of tiles holds the tiles' names, so no figure stands on a name. */
const BAND = 12;
/** On screen a square is drawn at least this many pixels wide (the map scrolls sideways in its frame past that). */
const MIN_CELL_PX = 24;
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
  const height = (maxY - minY + 1) * (side + BAND);
  const px = (x: number) => (x - minX * TILE_CELLS) * CELL;
  const py = (y: number) => (y - minY * TILE_CELLS) * CELL + (Math.floor(y / TILE_CELLS) - minY + 1) * BAND;
  const figures = view.players.flatMap((p, seat) =>
    p.at && !p.out && !p.left ? [{ seat, at: p.at, p }] : [],
  );
  const frame = useRef<HTMLDivElement>(null);
  const turn = figures.find((f) => f.seat === view.seat)?.at;
  const turnX = turn ? px(turn[0]) + CELL / 2 + 4 : null;
  // A City wider than its frame scrolls to the figure whose turn it is.
  useEffect(() => {
    const el = frame.current;
    if (!el || turnX === null || el.scrollWidth <= el.clientWidth) return;
    el.scrollLeft = (turnX / (width + 8)) * el.scrollWidth - el.clientWidth / 2;
  }, [turnX, width]);
  return (
    <div className="coc-map-frame" ref={frame}>
      <svg
        viewBox={`-4 -4 ${width + 8} ${height + 8}`}
        className="board-svg coc-map"
        style={{
          // As wide as fits above the card-text bar at a wide screen's foot, but never with squares
          // under MIN_CELL_PX (min-width wins): then the City runs on below the screen.
          maxWidth: `min(${width * 2.2}px, calc((100vh - 13rem) * ${(width + 8) / (height + 8)}))`,
          minWidth: `${((width + 8) * MIN_CELL_PX) / CELL}px`,
        }}
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
                    y={py(ty * TILE_CELLS) - 3}
                    textAnchor="middle"
                    className="coc-tile-name"
                    data-label
                  >
                    {name.length > 15 ? `${name.slice(0, 14)}…` : name}
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
        {squaresOf(figures, view.seat).map(({ at, here }) => (
          <Figures
            key={`${at[0]},${at[1]}`}
            x={px(at[0]) + CELL / 2}
            y={py(at[1]) + CELL / 2}
            here={here}
            view={view}
            seats={seats}
          />
        ))}
      </svg>
    </div>
  );
}

type Figure = { seat: number; at: [number, number]; p: CocView['players'][number] };

/** The figures grouped by square, the figure whose turn it is first in its square, then by seat. */
function squaresOf(figures: Figure[], turn: number): { at: [number, number]; here: Figure[] }[] {
  const squares = new Map<string, { at: [number, number]; here: Figure[] }>();
  for (const f of figures) {
    const key = `${f.at[0]},${f.at[1]}`;
    const square = squares.get(key) ?? { at: f.at, here: [] };
    square.here.push(f);
    squares.set(key, square);
  }
  for (const { here } of squares.values())
    here.sort((a, b) => Number(b.seat === turn) - Number(a.seat === turn) || a.seat - b.seat);
  return [...squares.values()];
}

/**
 * The figures on one square. One figure: its colour and seat number. Several (a square holds one
 * figure at a readable size): one round token cut into their colours, naming the first ("2+3"),
 * every name in its tooltip.
 */
function Figures({
  x,
  y,
  here,
  view,
  seats,
}: {
  x: number;
  y: number;
  here: Figure[];
  view: CocView;
  seats: SeatInfo[];
}) {
  const names = here.map(({ seat, p }) => `${seatName(seats, seat)}${p.inRoom ? ', inside' : ''}`).join('; ');
  const lead = here[0].seat;
  const turn = here.some((f) => f.seat === view.seat);
  return (
    <g data-token={here.map((f) => `Character ${f.seat + 1}`).join(', ')}>
      <title>{names}</title>
      {here.length === 1 ? (
        <circle cx={x} cy={y} r={FIGURE_R} className={`pawn pawn-${lead}${turn ? ' coc-turn' : ''}`} />
      ) : (
        <>
          {here.map((f, i) => (
            <path key={f.seat} d={slice(x, y, i, here.length)} className={`pawn pawn-${f.seat}`} />
          ))}
          <circle cx={x} cy={y} r={FIGURE_R} className={`coc-crowd${turn ? ' coc-turn' : ''}`} />
        </>
      )}
      <text
        x={x}
        y={y + 3.2}
        textAnchor="middle"
        className={`pawn-text coc-figure-text${here.length > 1 ? ' coc-crowd-text' : ''}`}
      >
        {here.length === 1 ? lead + 1 : `${lead + 1}+${here.length - 1}`}
      </text>
    </g>
  );
}

const FIGURE_R = 7.5;

/** The `i`-th of `n` equal slices of a figure's disc, clockwise from the top. */
function slice(x: number, y: number, i: number, n: number): string {
  const point = (k: number) => {
    const a = -Math.PI / 2 + (2 * Math.PI * k) / n;
    return `${x + FIGURE_R * Math.cos(a)} ${y + FIGURE_R * Math.sin(a)}`;
  };
  return `M ${x} ${y} L ${point(i)} A ${FIGURE_R} ${FIGURE_R} 0 ${n === 1 ? 1 : 0} 1 ${point(i + 1)} Z`;
}
