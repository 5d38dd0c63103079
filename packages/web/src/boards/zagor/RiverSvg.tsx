import { BOARD, characterName, spaceName, TILE, tileText, type View } from '@questbox/zagor/face';
import type { LegalChoice, SeatInfo } from '../../protocol';
import { SvgButton } from '../SvgButton';
import { seatName } from '../seatName';
import { spaceChoices } from './choices';
import { PLACED, type Placed, RIVER_Y, VIEW_BOX } from './layout';

const W = 50;
const H = 46;

/** A figure standing on a land space: a seat's character, Zagor or Cico. */
interface Standing {
  key: string;
  letter: string;
  className: string;
  name: string;
}

/** The river with its forks and islands, both banks, the tiles, the figures, and where a choice acts. */
export function RiverSvg({
  view,
  seats,
  legal,
  onPick,
}: {
  view: View;
  seats: SeatInfo[];
  legal: LegalChoice[];
  onPick(matches: LegalChoice[]): void;
}) {
  const standing: Record<string, Standing[]> = {};
  const stand = (at: string, s: Standing) => {
    if (at !== 'boat') standing[at] = [...(standing[at] ?? []), s];
  };
  stand(view.zagor.at, { key: 'Z', letter: 'Z', className: 'zg-zagor', name: 'Zagor' });
  stand(view.cico.at, { key: 'C', letter: 'C', className: 'zg-cico', name: 'Cico' });
  view.players.forEach((p, seat) => {
    const name = characterName(p.character);
    stand(p.fig.at, {
      key: String(seat),
      letter: name[0],
      className: `pawn-${seat}`,
      name: `${name} (${seatName(seats, seat)})`,
    });
  });

  return (
    <svg viewBox={VIEW_BOX} className="board-svg zg-board" aria-label="The river and its banks">
      <rect x={0} y={RIVER_Y - 70} width="100%" height={140} className="zg-water" />
      {BOARD.adjacency.map(([a, b]) => (
        <line
          key={`${a}-${b}`}
          x1={PLACED[a].x}
          y1={PLACED[a].y}
          x2={PLACED[b].x}
          y2={PLACED[b].y}
          className="zg-way"
        />
      ))}
      {BOARD.spaces.flatMap((s) =>
        (s.next ?? []).map((n) => (
          <line
            key={`course-${s.id}-${n}`}
            x1={PLACED[s.id].x}
            y1={PLACED[s.id].y}
            x2={PLACED[n].x}
            y2={PLACED[n].y}
            className="zg-course"
          />
        )),
      )}
      {BOARD.arrows.map(([a, b]) => (
        <Arrow key={`arrow-${a}`} from={PLACED[a]} to={PLACED[b]} />
      ))}
      <Labels />
      {BOARD.spaces.map((s) => (
        <Space
          key={s.id}
          at={PLACED[s.id]}
          view={view}
          standing={standing[s.id] ?? []}
          choices={spaceChoices(legal, s.id)}
          onPick={onPick}
        />
      ))}
      {BOARD.barriers.map(([a, b]) => (
        <Barrier key={`barrier-${a}-${b}`} a={PLACED[a]} b={PLACED[b]} />
      ))}
      <Athena at={PLACED[view.athena]} />
    </svg>
  );
}

function Labels() {
  const area = (name: string) => BOARD.areas.find((a) => a.name === name)?.touches ?? [];
  const centre = (ids: string[]) => {
    const pts = ids.map((id) => PLACED[id]).filter(Boolean);
    return {
      x: pts.reduce((n, p) => n + p.x, 0) / pts.length,
      y: pts.reduce((n, p) => n + p.y, 0) / pts.length,
    };
  };
  const mountains = centre(area('Red Rocky Mountains'));
  const dock = PLACED[BOARD.dock];
  return (
    <g>
      <text x={16} y={RIVER_Y - 52} className="zg-bank-name">
        West bank
      </text>
      <text x={16} y={RIVER_Y + 62} className="zg-bank-name">
        East bank
      </text>
      <text x={mountains.x} y={mountains.y + 56} textAnchor="middle" className="zg-area-name">
        Red Rocky Mountains
      </text>
      <rect x={dock.x - 26} y={dock.y - 60} width={52} height={120} rx={6} className="zg-fort" />
      <text x={dock.x} y={dock.y - 66} textAnchor="middle" className="zg-area-name">
        The Fort
      </text>
    </g>
  );
}

function Arrow({ from, to }: { from: Placed; to: Placed }) {
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  const len = Math.hypot(dx, dy) || 1;
  const [ux, uy] = [dx / len, dy / len];
  const x1 = from.x + ux * 26;
  const y1 = from.y + uy * 22;
  const x2 = to.x - ux * 28;
  const y2 = to.y - uy * 24;
  return (
    <g className="zg-arrow">
      <line x1={x1} y1={y1} x2={x2} y2={y2} />
      <polygon
        points={`${x2},${y2} ${x2 - ux * 7 - uy * 4},${y2 - uy * 7 + ux * 4} ${x2 - ux * 7 + uy * 4},${y2 - uy * 7 - ux * 4}`}
      />
    </g>
  );
}

function Barrier({ a, b }: { a: Placed; b: Placed }) {
  const mx = (a.x + b.x) / 2;
  const my = (a.y + b.y) / 2;
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const len = Math.hypot(dx, dy) || 1;
  const [nx, ny] = [(-dy / len) * 16, (dx / len) * 16];
  return <line x1={mx - nx} y1={my - ny} x2={mx + nx} y2={my + ny} className="zg-barrier" />;
}

function Athena({ at }: { at: Placed }) {
  return (
    <g className="zg-athena" aria-label="The Athena">
      <path
        d={`M${at.x - 24},${at.y - 6} L${at.x + 20},${at.y - 6} L${at.x + 28},${at.y} L${at.x + 20},${at.y + 8} L${at.x - 22},${at.y + 8} Z`}
      />
      <rect x={at.x - 10} y={at.y - 16} width={14} height={10} />
      <text x={at.x} y={at.y + 5} textAnchor="middle" className="zg-athena-name">
        Athena
      </text>
    </g>
  );
}

function describeSpace(view: View, id: string, standing: Standing[]): string {
  const parts: string[] = [];
  const hidden = view.hidden[id] ?? 0;
  if (hidden > 0) parts.push(`${hidden} face-down tile${hidden === 1 ? '' : 's'}`);
  const peeked = (view.known ?? []).filter((k) => k.zone === `hidden.${id}`).map((k) => TILE[k.item]?.name);
  if (peeked.length) parts.push(`you saw: ${peeked.join(', ')}`);
  for (const t of view.shown[id] ?? []) parts.push(`${TILE[t]?.name ?? t}: ${tileText(t)}`);
  if ((view.dangers[id] ?? 0) > 0) parts.push('a face-down River Danger');
  if (view.pinnacles.includes(id)) parts.push('a Stone Pinnacle');
  if (view.volcanoes.includes(id)) parts.push('a Volcano');
  if (standing.length) parts.push(`here: ${standing.map((s) => s.name).join(', ')}`);
  return parts.join('. ') || 'Nothing here.';
}

function Space({
  at,
  view,
  standing,
  choices,
  onPick,
}: {
  at: Placed;
  view: View;
  standing: Standing[];
  choices: LegalChoice[];
  onPick(matches: LegalChoice[]): void;
}) {
  const name = spaceName(at.id);
  const text = describeSpace(view, at.id, standing);
  const shown = view.shown[at.id] ?? [];
  const hidden = view.hidden[at.id] ?? 0;
  const river = at.kind === 'river' || at.kind === 'dock';
  const body = (
    <>
      {river ? (
        <circle cx={at.x} cy={at.y} r={17} className={`zg-space zg-${at.kind} target-shape`} />
      ) : (
        <rect
          x={at.x - W / 2}
          y={at.y - H / 2}
          width={W}
          height={H}
          rx={at.kind === 'forest' ? 12 : 4}
          className={`zg-space zg-${at.kind} target-shape`}
        />
      )}
      {!river && at.kind !== 'camp' && (
        <text x={at.x} y={at.y - H / 2 + 10} textAnchor="middle" className="zg-space-name" data-label>
          {name.replace(/^(West|East) /, '')}
        </text>
      )}
      {at.kind === 'camp' && (
        // A camp holds no tile: its name fills the middle, clear of the Monkeys' arrow at its edge.
        <text x={at.x} y={at.y - 6} textAnchor="middle" className="zg-space-name" data-label>
          Monkey
          <tspan x={at.x} dy={10}>
            camp
          </tspan>
        </text>
      )}
      {hidden > 0 && (
        <g>
          <rect x={at.x - 23} y={at.y - 10} width={14} height={14} rx={2} className="zg-facedown" />
          <text x={at.x - 16} y={at.y + 1} textAnchor="middle" className="zg-chip-text">
            {hidden > 1 ? hidden : '?'}
          </text>
        </g>
      )}
      {shown.slice(0, 3).map((t, i) => (
        <g key={`${t}-${i.toString()}`}>
          <rect
            x={at.x - 7 + i * 11}
            y={at.y - 10}
            width={14}
            height={14}
            rx={2}
            className={`zg-tile zg-type-${TILE[t]?.type ?? 'place'}`}
          />
          <text x={at.x + i * 11} y={at.y + 1} textAnchor="middle" className="zg-chip-text">
            {TILE[t]?.strength ?? ''}
          </text>
        </g>
      ))}
      {(view.dangers[at.id] ?? 0) > 0 && (
        <rect
          x={at.x - 6}
          y={at.y - 6}
          width={12}
          height={12}
          transform={`rotate(45 ${at.x} ${at.y})`}
          className="zg-danger"
        />
      )}
      {view.pinnacles.includes(at.id) && (
        <polygon
          points={`${at.x + 12},${at.y - 22} ${at.x + 22},${at.y - 4} ${at.x + 2},${at.y - 4}`}
          className="zg-pinnacle"
        />
      )}
      {view.volcanoes.includes(at.id) && (
        // At the right of the tiles' row, clear of the space's name.
        <polygon
          points={`${at.x + 18},${at.y - 10} ${at.x + 25},${at.y + 4} ${at.x + 11},${at.y + 4}`}
          className="zg-volcano"
          data-token="Volcano"
        />
      )}
      {standing.map((s, i) => {
        // Four figures a row along the foot of the space; a fifth starts a row below it.
        const x = at.x - 18 + (i % 4) * 12;
        const y = at.y + 15 + Math.floor(i / 4) * 14;
        return (
          <g key={s.key} data-token={s.name}>
            <circle cx={x} cy={y} r={6} className={`pawn ${s.className}`} />
            <text x={x} y={y + 3} textAnchor="middle" className="pawn-text">
              {s.letter}
            </text>
          </g>
        );
      })}
    </>
  );
  return (
    <SvgButton
      label={`${name}: ${choices.length ? choices.map((c) => c.text).join('; ') : text}`}
      legal={choices.length > 0}
      choices={choices}
      inspect={{ title: name, text }}
      onActivate={choices.length ? () => onPick(choices) : undefined}
    >
      {body}
    </SvgButton>
  );
}
