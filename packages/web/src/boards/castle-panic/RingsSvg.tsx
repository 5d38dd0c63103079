import { arcColour, RING_NAMES, TOKENS, type View } from '@questbox/castle-panic/face';
import type { LegalChoice } from '../../protocol';
import { SvgButton } from '../SvgButton';
import {
  CENTRE,
  monsterSpots,
  polar,
  RING_RADII,
  type Spot,
  sectorPath,
  TOWER_RADIUS,
  WALL_RADIUS,
  wallPath,
} from './geometry';
import { nameLines } from './tokenNames';

type Monster = View['monsters'][number];
type Act = { t: string; m?: number; m2?: number; arc?: number; ring?: number };

const ARCS = [0, 1, 2, 3, 4, 5];
const RINGS = [0, 1, 2, 3, 4];
const fireText = (n: number) => (n > 0 ? `, ${n} fire` : '');

/** The round board: spaces coloured by arc, the castle's Towers and Walls, and every monster. */
export function RingsSvg({
  view,
  legal,
  onPick,
}: {
  view: View;
  legal: LegalChoice[];
  onPick(matches: LegalChoice[]): void;
}) {
  const actionOf = (c: LegalChoice) => c.action as Act;
  const spaceChoices = (arc: number, ring: number) =>
    legal.filter((c) => actionOf(c).t === 'space' && actionOf(c).arc === arc && actionOf(c).ring === ring);
  const monsterChoices = (id: number) => legal.filter((c) => actionOf(c).m === id || actionOf(c).m2 === id);

  return (
    <svg viewBox="-24 -24 648 648" className="board-svg cp-board" aria-label="The castle and its rings">
      {RINGS.flatMap((ring) =>
        ARCS.map((arc) => (
          <Space
            key={`${arc}-${ring}`}
            arc={arc}
            ring={ring}
            choices={spaceChoices(arc, ring)}
            onPick={onPick}
          />
        )),
      )}
      {ARCS.map((arc) => {
        const [x, y] = polar(312, arc * 60 + 30);
        return (
          <text key={`arc-${arc}`} x={x} y={y + 5} textAnchor="middle" className="cp-arc-number" data-label>
            {arc + 1}
          </text>
        );
      })}
      {RINGS.slice(0, 4).map((ring) => {
        // Along the line between arcs 6 and 1, where no monster stands.
        const y = CENTRE - (RING_RADII[ring][0] + RING_RADII[ring][1]) / 2;
        return (
          <text
            key={`ring-${ring}`}
            x={CENTRE}
            y={y}
            dy={3}
            textAnchor="middle"
            transform={`rotate(-90 ${CENTRE} ${y})`}
            className="cp-ring-name"
            data-label
          >
            {RING_NAMES[ring]}
          </text>
        );
      })}
      <circle cx={CENTRE} cy={CENTRE} r={WALL_RADIUS - 6} className="cp-castle" />
      {ARCS.map((arc) => (
        <Structures key={`structures-${arc}`} view={view} arc={arc} />
      ))}
      {RINGS.flatMap((ring) =>
        ARCS.flatMap((arc) => {
          const here = view.monsters.filter((m) => m.arc === arc && m.ring === ring);
          const spots = monsterSpots(arc, ring, here.length);
          return here.map((m, i) => (
            <MonsterToken
              key={m.id}
              monster={m}
              spot={spots[i]}
              tar={view.tarred === m.id}
              choices={monsterChoices(m.id)}
              onPick={onPick}
            />
          ));
        }),
      )}
    </svg>
  );
}

function Space({
  arc,
  ring,
  choices,
  onPick,
}: {
  arc: number;
  ring: number;
  choices: LegalChoice[];
  onPick(matches: LegalChoice[]): void;
}) {
  const shape = (
    <path
      d={sectorPath(arc, ring)}
      className={`cp-space cp-${arcColour(arc)} cp-ring-${ring} target-shape`}
    />
  );
  if (choices.length === 0) return shape;
  const label = `${arcColour(arc)} ${RING_NAMES[ring]}, arc ${arc + 1}`;
  return (
    <SvgButton
      legal
      choices={choices}
      label={`${label}: ${choices.map((c) => c.text).join('; ')}`}
      onActivate={() => onPick(choices)}
    >
      {shape}
    </SvgButton>
  );
}

function Structures({ view, arc }: { view: View; arc: number }) {
  const [tx, ty] = polar(TOWER_RADIUS, arc * 60 + 30);
  const [wx, wy] = polar(WALL_RADIUS, arc * 60 + 30);
  const tower = view.towers[arc];
  const towerName = tower === 2 ? "Wizard's Tower" : 'Tower';
  const wallName = view.fortified[arc] ? 'Fortified Wall' : 'Wall';
  const wallText = view.fortified[arc]
    ? 'A Fortify token guards it: it takes the next hit instead.'
    : 'It stops the first monster that reaches it.';
  return (
    <g>
      {view.walls[arc] > 0 && (
        <SvgButton
          legal={false}
          label={`${wallName}, arc ${arc + 1}${fireText(view.wallFlames[arc])}`}
          inspect={{ title: wallName, text: `Arc ${arc + 1}${fireText(view.wallFlames[arc])}. ${wallText}` }}
        >
          <path d={wallPath(arc)} className={view.fortified[arc] ? 'cp-wall cp-fortified' : 'cp-wall'}>
            <title>{`${wallName}, arc ${arc + 1}${fireText(view.wallFlames[arc])}`}</title>
          </path>
          {view.wallFlames[arc] > 0 && <Flames x={wx} y={wy} n={view.wallFlames[arc]} />}
        </SvgButton>
      )}
      {tower > 0 && (
        <SvgButton
          legal={false}
          label={`${towerName}, arc ${arc + 1}${fireText(view.towerFlames[arc])}`}
          inspect={{
            title: towerName,
            text: `Arc ${arc + 1}${fireText(view.towerFlames[arc])}. If every Tower falls, the castle is lost.`,
          }}
        >
          <title>{`${towerName}, arc ${arc + 1}${fireText(view.towerFlames[arc])}`}</title>
          <rect
            x={tx - 11}
            y={ty - 11}
            width={22}
            height={22}
            rx={3}
            className={tower === 2 ? 'cp-tower cp-wizard' : 'cp-tower'}
          />
          <text x={tx} y={ty + 4} textAnchor="middle" className="cp-tower-text" data-label>
            {tower === 2 ? 'W' : 'T'}
          </text>
          {view.towerFlames[arc] > 0 && <Flames x={tx - 7} y={ty + 17} n={view.towerFlames[arc]} />}
        </SvgButton>
      )}
    </g>
  );
}

function Flames({ x, y, n }: { x: number; y: number; n: number }) {
  return (
    <g>
      {Array.from({ length: n }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: flame tokens are alike.
        <circle key={i} cx={x + i * 7} cy={y} r={4} className="cp-flame" />
      ))}
    </g>
  );
}

function MonsterToken({
  monster,
  spot,
  tar,
  choices,
  onPick,
}: {
  monster: Monster;
  spot: Spot;
  tar: boolean;
  choices: LegalChoice[];
  onPick(matches: LegalChoice[]): void;
}) {
  const token = TOKENS[monster.id];
  const damage = monster.maxHp - monster.hp;
  const status = `${monster.hp} of ${monster.maxHp} points left${damage ? `, ${damage} damage` : ''}${monster.flames ? `, ${monster.flames} fire` : ''}${tar ? ', tarred' : ''}`;
  const legal = choices.length > 0;
  const { x, y, r } = spot;
  // The full name on one or two lines, then the points left: sized to the token, squeezed only when a line would not fit.
  const lines = [...nameLines(token.name), `${monster.hp}/${monster.maxHp}`];
  const size = r * 0.42;
  const lead = size * 1.05;
  const top = y - (lead * (lines.length - 1)) / 2 + size * 0.35;
  return (
    <SvgButton
      className="cp-monster"
      legal={legal}
      choices={choices}
      label={`${token.name}: ${status}${legal ? `. ${choices.map((c) => c.text).join('; ')}` : ''}`}
      onActivate={legal ? () => onPick(choices) : undefined}
      inspect={{ title: token.name, text: `${status}. ${token.text}` }}
    >
      <g data-token={token.name}>
        <title>{`${token.name}: ${status}`}</title>
        <circle
          cx={x}
          cy={y}
          r={r}
          className={`cp-token cp-kind-${token.kind}${damage ? ' cp-damaged' : ''}${tar ? ' cp-tarred' : ''} target-shape`}
        />
        <text textAnchor="middle" className="cp-token-name" style={{ fontSize: size }}>
          {lines.map((line, i) => (
            <tspan
              key={line}
              x={x}
              y={top + i * lead}
              className={i === lines.length - 1 ? 'cp-token-hp' : undefined}
              {...(line.length * size * 0.6 > r * 1.8
                ? { textLength: r * 1.8, lengthAdjust: 'spacingAndGlyphs' }
                : {})}
            >
              {line}
            </tspan>
          ))}
        </text>
        {monster.flames > 0 && (
          <g className="cp-token-fire">
            <circle cx={x + r * 0.68} cy={y - r * 0.68} r={r * 0.3} className="cp-flame" />
            <text
              x={x + r * 0.68}
              y={y - r * 0.68 + r * 0.13}
              textAnchor="middle"
              style={{ fontSize: r * 0.38 }}
            >
              {monster.flames}
            </text>
          </g>
        )}
      </g>
    </SvgButton>
  );
}
