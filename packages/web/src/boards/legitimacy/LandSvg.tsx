import { cardName, type LegView } from '@questbox/legitimacy/face';
import type { LegalChoice, SeatInfo } from '../../protocol';
import { SvgButton } from '../SvgButton';
import { seatName } from '../seatName';
import { layoutFor, type Placed } from './layout';
import { PAWN_R, pawnAt } from './pawns';

type Act = { t: string; to?: string; target?: number; seat?: number };

const TILE_FILL: Record<string, string> = {
  Black: '#6d6a66',
  Brown: '#b08a5a',
  Blue: '#5b86c4',
  Green: '#6aa56a',
  Yellow: '#d8c35a',
  Red: '#c76a5a',
  Purple: '#9a72c2',
};

/** The Castle and the lands around it: every spot and path, the pawns, and where a pawn may go. */

export function LandSvg({
  view,
  seats,
  legal,
  onPick,
}: {
  view: LegView;
  seats: SeatInfo[];
  legal: LegalChoice[];
  onPick(matches: LegalChoice[]): void;
}) {
  const layout = layoutFor(view.tiles);
  const act = (c: LegalChoice) => c.action as Act;
  const spotChoices = (id: string) =>
    legal.filter((c) => (act(c).t === 'move' || act(c).t === 'spot') && act(c).to === id);
  const seatChoices = (seat: number) =>
    legal.filter((c) => act(c).target === seat || (act(c).t === 'lover' && act(c).seat === seat));

  // Each pawn where it covers no name and no pawn placed before it.
  const placed: { x: number; y: number }[] = [];
  const pawns = view.players.map((p) => {
    const spot = layout.byId[p.spot];
    if (!spot) return null;
    const at = pawnAt(layout, spot, placed);
    placed.push(at);
    return at;
  });

  return (
    <svg viewBox={layout.viewBox} className="board-svg leg-board" aria-label="The Castle and the lands">
      {layout.tiles.map((t) => (
        <g key={t.id}>
          <circle cx={t.x} cy={t.y} r={t.r} fill={TILE_FILL[t.colour] ?? '#999'} className="leg-tile" />
          <text x={t.nameX} y={t.nameY} textAnchor="middle" className="leg-tile-name" data-label>
            {t.name}
          </text>
        </g>
      ))}
      {layout.edges.map(([a, b]) => (
        <line key={`${a.id}-${b.id}`} x1={a.x} y1={a.y} x2={b.x} y2={b.y} className="leg-path" />
      ))}
      {layout.spots.map((spot) => (
        <Spot
          key={spot.id}
          spot={spot}
          nameAt={layout.spotNames[spot.id]}
          choices={spotChoices(spot.id)}
          onPick={onPick}
        />
      ))}
      {view.players.map((p, seat) => {
        const spot = layout.byId[p.spot];
        if (!spot) return null;
        const choices = seatChoices(seat);
        const at = pawns[seat] ?? spot;
        const character = p.character ? cardName(p.character) : 'no character yet';
        return (
          <SvgButton
            // biome-ignore lint/suspicious/noArrayIndexKey: pawns are seats.
            key={seat}
            legal={choices.length > 0}
            choices={choices}
            label={`${seatName(seats, seat)}, ${character}, at ${spot.name}${choices.length ? `: ${choices.map((c) => c.text).join('; ')}` : ''}`}
            onActivate={choices.length ? () => onPick(choices) : undefined}
            inspect={{
              title: seatName(seats, seat),
              text: `${character} (${p.good ? 'good' : 'evil'}), at ${spot.name}.`,
            }}
          >
            <g data-token={`Pawn ${seat + 1}`}>
              <circle
                cx={at.x}
                cy={at.y}
                r={PAWN_R}
                className={`pawn pawn-${seat} target-shape${view.turn.seat === seat ? ' leg-turn' : ''}`}
              />
              <text x={at.x} y={at.y + PAWN_R * 0.36} textAnchor="middle" className="pawn-text leg-pawn-text">
                {seat + 1}
              </text>
            </g>
          </SvgButton>
        );
      })}
    </svg>
  );
}

function Spot({
  spot,
  nameAt,
  choices,
  onPick,
}: {
  spot: Placed;
  /** Where its name is written: named spots only. */
  nameAt?: { x: number; y: number };
  choices: LegalChoice[];
  onPick(m: LegalChoice[]): void;
}) {
  const big =
    spot.kind === 'marketplace' || spot.kind === 'throne' || spot.kind === 'quest' || spot.kind === 'start';

  const shape = (
    <>
      <circle cx={spot.x} cy={spot.y} r={big ? 18 : 11} className={`leg-spot leg-${spot.kind} target-shape`}>
        <title>{`${spot.name} (${spot.kind})`}</title>
      </circle>
      {nameAt && (
        <text x={nameAt.x} y={nameAt.y} textAnchor="middle" className="leg-spot-name" data-label>
          {spot.name}
        </text>
      )}
    </>
  );
  if (choices.length === 0) return <g>{shape}</g>;
  return (
    <SvgButton
      legal
      choices={choices}
      label={`${spot.name}: ${choices.map((c) => c.text).join('; ')}`}
      onActivate={() => onPick(choices)}
    >
      {shape}
    </SvgButton>
  );
}
