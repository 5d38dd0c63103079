import { BOARD, type REGIONS, regionText, type View } from '@questbox/xanth/face';
import { useEffect, useRef } from 'react';
import type { LegalChoice, SeatInfo } from '../../protocol';
import { SvgButton } from '../SvgButton';
import { seatName } from '../seatName';
import { regionChoices } from './choices';
import { PAWN_R, PLACED, type Placed, pawnSpot, REGION_H, REGION_W, VIEW_BOX, VIEW_W } from './layout';

type Region = (typeof REGIONS)[number];

/** Splits a region's name over two lines when it is long. */
function lines(name: string): string[] {
  if (name.length <= 12) return [name];
  const words = name.split(' ');
  let best = 1;
  for (let i = 1; i < words.length; i++)
    if (
      Math.abs(words.slice(0, i).join(' ').length - name.length / 2) <
      Math.abs(words.slice(0, best).join(' ').length - name.length / 2)
    )
      best = i;
  return [words.slice(0, best).join(' '), words.slice(best).join(' ')];
}

/** The map of Xanth: every region with its name and kind, the paths, the parties, and the quest's goal. */
export function MapSvg({
  view,
  seat,
  seats,
  goal,
  legal,
  onPick,
}: {
  view: View;
  seat: number | null;
  seats: SeatInfo[];
  goal: string | null;
  legal: LegalChoice[];
  onPick(matches: LegalChoice[]): void;
}) {
  const parties: Record<string, number[]> = {};
  view.players.forEach((p, i) => {
    if (p.at) parties[p.at] = [...(parties[p.at] ?? []), i];
  });
  const frame = useRef<HTMLDivElement>(null);
  const turnX = view.players[view.seat]?.at ? PLACED[view.players[view.seat].at]?.x : undefined;
  // A map wider than its frame (a phone's) scrolls sideways to the party whose turn it is.
  useEffect(() => {
    const el = frame.current;
    if (!el || turnX === undefined || el.scrollWidth <= el.clientWidth) return;
    el.scrollLeft = (turnX / VIEW_W) * el.scrollWidth - el.clientWidth / 2;
  }, [turnX]);
  return (
    <div className="xa-frame" ref={frame}>
      <svg viewBox={VIEW_BOX} className="board-svg xa-board" aria-label="The map of Xanth">
        {BOARD.flyingBorders.map(({ a, b }) => (
          <Line key={`fly-${a}-${b}`} a={PLACED[a]} b={PLACED[b]} className="xa-flying" />
        ))}
        {BOARD.paths.map(({ a, b, kind }) => (
          <Line
            key={`${a}-${b}`}
            a={PLACED[a]}
            b={PLACED[b]}
            className={`xa-path xa-${kind}`}
            arrow={kind === 'cross'}
          />
        ))}
        {BOARD.regions.map((r) => (
          <RegionShape
            key={r.id}
            region={r}
            at={PLACED[r.id]}
            goal={goal === r.id}
            choices={regionChoices(legal, r.id)}
            onPick={onPick}
            parties={(parties[r.id] ?? []).map((i) => ({
              seat: i,
              name: `${i === seat ? 'your party' : seatName(seats, i)}`,
              turn: view.seat === i,
            }))}
          />
        ))}
        <Legend />
      </svg>
    </div>
  );
}

function Line({ a, b, className, arrow }: { a: Placed; b: Placed; className: string; arrow?: boolean }) {
  if (!arrow) return <line x1={a.x} y1={a.y} x2={b.x} y2={b.y} className={className} />;
  // A Cross Street is walked one way only, from `a` to `b`: the arrow head shows the way.
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const len = Math.hypot(dx, dy) || 1;
  const [ux, uy] = [dx / len, dy / len];
  const mx = (a.x + b.x) / 2 + ux * 8;
  const my = (a.y + b.y) / 2 + uy * 8;
  return (
    <g className={className}>
      <line x1={a.x} y1={a.y} x2={b.x} y2={b.y} />
      <polygon
        points={`${mx},${my} ${mx - ux * 12 - uy * 7},${my - uy * 12 + ux * 7} ${mx - ux * 12 + uy * 7},${my - uy * 12 - ux * 7}`}
      />
    </g>
  );
}

function RegionShape({
  region,
  at,
  goal,
  choices,
  parties,
  onPick,
}: {
  region: Region;
  at: Placed;
  goal: boolean;
  choices: LegalChoice[];
  parties: { seat: number; name: string; turn: boolean }[];
  onPick(matches: LegalChoice[]): void;
}) {
  const text = [
    regionText(region.id),
    goal ? 'Your Quest goes here next.' : '',
    parties.length ? `Here: ${parties.map((p) => p.name).join(', ')}.` : '',
  ]
    .filter(Boolean)
    .join('. ');
  const name = lines(region.name);
  const c = region.kind === 'c-area';
  return (
    <SvgButton
      label={`${region.name}: ${choices.length ? choices.map((x) => x.text).join('; ') : text}`}
      legal={choices.length > 0}
      choices={choices}
      inspect={{ title: region.name, text }}
      onActivate={choices.length ? () => onPick(choices) : undefined}
    >
      {c ? (
        <ellipse
          cx={at.x}
          cy={at.y}
          rx={REGION_W / 2 - 6}
          ry={REGION_H / 2 + 2}
          className="xa-region xa-c-area target-shape"
        />
      ) : (
        <rect
          x={at.x - REGION_W / 2}
          y={at.y - REGION_H / 2}
          width={REGION_W}
          height={REGION_H}
          rx={region.kind === 'coastly' ? 14 : 4}
          className={`xa-region xa-${region.kind}${region.special ? ' xa-special' : ''} target-shape`}
        />
      )}
      {goal && (
        <rect
          x={at.x - REGION_W / 2 - 4}
          y={at.y - REGION_H / 2 - 4}
          width={REGION_W + 8}
          height={REGION_H + 8}
          rx={8}
          className="xa-goal xa-goal-ring"
        />
      )}
      {/* Below the healing mark at the box's top right. */}
      <text
        x={at.x}
        y={at.y + (name.length === 1 ? 8 : 3)}
        textAnchor="middle"
        className="xa-region-name"
        data-label
      >
        {name.map((l, i) => (
          <tspan key={l} x={at.x} dy={i === 0 ? 0 : 13}>
            {l}
          </tspan>
        ))}
      </text>
      {region.healing && (
        <text
          x={at.x + REGION_W / 2 - 4}
          y={at.y - REGION_H / 2 + 10}
          textAnchor="end"
          className="xa-healing"
          data-label
        >
          {region.healing === 'castle' ? 'Castle' : 'Village'}
        </text>
      )}
      {parties.map((p, i) => {
        const spot = pawnSpot(region.id, i, parties.length);
        return (
          <g key={p.seat} data-token={`Party ${p.seat + 1}`}>
            <circle
              cx={spot.x}
              cy={spot.y}
              r={PAWN_R}
              className={`pawn pawn-${p.seat}${p.turn ? ' xa-turn' : ''}`}
            />
            <text x={spot.x} y={spot.y + 5} textAnchor="middle" className="pawn-text xa-pawn-text">
              {p.seat + 1}
            </text>
          </g>
        );
      })}
    </SvgButton>
  );
}

function Legend() {
  const y = PLACED.centaur_isle.y + 10;
  return (
    <g className="xa-legend">
      <rect x={510} y={y - 40} width={14} height={10} className="xa-region xa-inland" />
      <text x={530} y={y - 31}>
        Inland
      </text>
      <rect x={510} y={y - 24} width={14} height={10} rx={4} className="xa-region xa-coastly" />
      <text x={530} y={y - 15}>
        Coastly
      </text>
      <ellipse cx={517} cy={y - 3} rx={7} ry={5} className="xa-region xa-c-area" />
      <text x={530} y={y + 1}>
        C Area
      </text>
      <line x1={600} y1={y - 35} x2={622} y2={y - 35} className="xa-path xa-cross" />
      <text x={628} y={y - 31}>
        Cross Street (one way)
      </text>
      <line x1={600} y1={y - 19} x2={622} y2={y - 19} className="xa-flying" />
      <text x={628} y={y - 15}>
        Flying only
      </text>
      <rect x={600} y={y - 8} width={22} height={12} rx={3} className="xa-goal" />
      <text x={628} y={y + 1}>
        Quest goal
      </text>
    </g>
  );
}
