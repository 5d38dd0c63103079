import type { View } from '@questbox/castle-panic';
import { inspectable } from '../../inspect';
import type { LegalChoice } from '../../protocol';
import { onActivateKey } from '../pick';
import { arcColour, RING_NAMES, TOKENS } from './data';
import { CENTRE, monsterSpot, polar, RING_RADII, sectorPath, WALL_RADIUS, wallPath } from './geometry';

type Monster = View['m'][number];
type Act = { t: string; m?: number; m2?: number; arc?: number; ring?: number };

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
    <svg
      viewBox="0 0 600 600"
      className="board-svg cp-board"
      role="group"
      aria-label="The castle and its rings"
    >
      {RING_RADII.map((_, ring) =>
        [0, 1, 2, 3, 4, 5].map((arc) => {
          const choices = spaceChoices(arc, ring);
          const label = `${arcColour(arc)} ${RING_NAMES[ring]}, arc ${arc + 1}`;
          const shape = (
            <path
              d={sectorPath(arc, ring)}
              className={`cp-space cp-${arcColour(arc)} cp-ring-${ring} target-shape`}
            />
          );
          return choices.length > 0 ? (
            // biome-ignore lint/a11y/useSemanticElements: an SVG space cannot be an HTML button.
            <g
              key={`${arc}-${ring}`}
              className="legal-target"
              role="button"
              tabIndex={0}
              aria-label={`${label}: ${choices.map((c) => c.text).join('; ')}`}
              onClick={() => onPick(choices)}
              onKeyDown={onActivateKey(() => onPick(choices))}
            >
              {shape}
            </g>
          ) : (
            <g key={`${arc}-${ring}`}>{shape}</g>
          );
        }),
      )}
      {[0, 1, 2, 3, 4, 5].map((arc) => {
        const [x, y] = polar(287, arc * 60 + 30);
        return (
          <text key={arc} x={x} y={y + 4} textAnchor="middle" className="cp-arc-number">
            {arc + 1}
          </text>
        );
      })}
      {[0, 1, 2, 3].map((ring) => {
        const [x, y] = polar(RING_RADII[ring][1] - 8, 0.5);
        return (
          <text key={ring} x={x + 3} y={y + 2} className="cp-ring-name">
            {RING_NAMES[ring]}
          </text>
        );
      })}
      <circle cx={CENTRE} cy={CENTRE} r={WALL_RADIUS - 6} className="cp-castle" />
      {[0, 1, 2, 3, 4, 5].map((arc) => (
        <Structures key={arc} view={view} arc={arc} />
      ))}
      {[0, 1, 2, 3, 4].flatMap((ring) =>
        [0, 1, 2, 3, 4, 5].map((arc) => {
          const here = view.m.filter((m) => m.arc === arc && m.ring === ring);
          return here.map((m, i) => {
            const [x, y] = monsterSpot(arc, ring, i, here.length);
            return (
              <MonsterToken
                key={m.id}
                monster={m}
                x={x}
                y={y}
                tar={view.tar === m.id}
                choices={monsterChoices(m.id)}
                onPick={onPick}
              />
            );
          });
        }),
      )}
    </svg>
  );
}

function Structures({ view, arc }: { view: View; arc: number }) {
  const [tx, ty] = polar(52, arc * 60 + 30);
  const tower = view.tw[arc];
  const towerName = tower === 2 ? "Wizard's Tower" : 'Tower';
  const fireText = (n: number) => (n > 0 ? `, ${n} fire` : '');
  return (
    <g>
      {view.wl[arc] > 0 && (
        <path
          d={wallPath(arc)}
          className={view.fort[arc] ? 'cp-wall cp-fortified' : 'cp-wall'}
          tabIndex={0}
          {...inspectable({
            title: view.fort[arc] ? 'Fortified Wall' : 'Wall',
            text: `Arc ${arc + 1}${fireText(view.wlf[arc])}. ${view.fort[arc] ? 'A Fortify token guards it: it takes the next hit instead.' : 'It stops the first monster that reaches it.'}`,
          })}
        >
          <title>{`Wall, arc ${arc + 1}${view.fort[arc] ? ', fortified' : ''}${fireText(view.wlf[arc])}`}</title>
        </path>
      )}
      {view.wlf[arc] > 0 && (
        <Flames
          x={polar(WALL_RADIUS, arc * 60 + 30)[0]}
          y={polar(WALL_RADIUS, arc * 60 + 30)[1]}
          n={view.wlf[arc]}
        />
      )}
      {tower > 0 && (
        <g
          tabIndex={0}
          className="cp-tower-group"
          {...inspectable({
            title: towerName,
            text: `Arc ${arc + 1}${fireText(view.twf[arc])}. If every Tower falls, the castle is lost.`,
          })}
        >
          <title>{`${towerName}, arc ${arc + 1}${fireText(view.twf[arc])}`}</title>
          <rect
            x={tx - 11}
            y={ty - 11}
            width={22}
            height={22}
            rx={3}
            className={tower === 2 ? 'cp-tower cp-wizard' : 'cp-tower'}
          />
          <text x={tx} y={ty + 4} textAnchor="middle" className="cp-tower-text">
            {tower === 2 ? 'W' : 'T'}
          </text>
          {view.twf[arc] > 0 && <Flames x={tx + 12} y={ty - 12} n={view.twf[arc]} />}
        </g>
      )}
    </g>
  );
}

function Flames({ x, y, n }: { x: number; y: number; n: number }) {
  return (
    <g aria-hidden="true">
      {Array.from({ length: n }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: flame tokens are alike.
        <circle key={i} cx={x + i * 7} cy={y} r={4} className="cp-flame" />
      ))}
    </g>
  );
}

function MonsterToken({
  monster,
  x,
  y,
  tar,
  choices,
  onPick,
}: {
  monster: Monster;
  x: number;
  y: number;
  tar: boolean;
  choices: LegalChoice[];
  onPick(matches: LegalChoice[]): void;
}) {
  const token = TOKENS[monster.id];
  const status = `${monster.hp} of ${monster.max} points left${monster.fl ? `, ${monster.fl} flame` : ''}${tar ? ', tarred' : ''}`;
  const short = token.name.replace(/^(The|Goblin) /, '').slice(0, 6);
  const legal = choices.length > 0;
  return (
    // biome-ignore lint/a11y/useSemanticElements: an SVG token cannot be an HTML button.
    <g
      className={legal ? 'legal-target cp-monster' : 'cp-monster'}
      role={legal ? 'button' : 'img'}
      tabIndex={0}
      aria-label={`${token.name}: ${status}${legal ? `. ${choices.map((c) => c.text).join('; ')}` : ''}`}
      onClick={legal ? () => onPick(choices) : undefined}
      onKeyDown={legal ? onActivateKey(() => onPick(choices)) : undefined}
      {...inspectable({ title: token.name, text: `${status}. ${token.text}` })}
    >
      <title>{`${token.name}: ${status}`}</title>
      <circle cx={x} cy={y} r={17} className={`cp-token cp-kind-${token.kind} target-shape`} />
      {tar && <circle cx={x} cy={y} r={20} className="cp-tar" />}
      <text x={x} y={y - 2} textAnchor="middle" className="cp-token-name">
        {short}
      </text>
      <text x={x} y={y + 9} textAnchor="middle" className="cp-token-hp">
        {monster.hp}/{monster.max}
      </text>
      {monster.fl > 0 && <Flames x={x - 6} y={y - 19} n={monster.fl} />}
    </g>
  );
}
