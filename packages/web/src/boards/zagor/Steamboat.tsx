import {
  characterName,
  EVENT,
  HOLD,
  OBJECT,
  type Pos,
  REINFORCEMENT,
  TILE,
  tileText,
  type View,
} from '@questbox/zagor/face';
import type { LegalChoice, SeatInfo } from '../../protocol';
import { Card } from '../Card';
import { withCopies } from '../copies';
import { seatName } from '../seatName';
import { actOf, pieceChoices, positionChoices } from './choices';
import { holdFace, objectFace, reinforcementFace } from './faces';

const POSITIONS: { pos: Pos; name: string; text: string }[] = [
  { pos: 'bridge', name: 'Bridge', text: 'Heals every wound of the character who comes here.' },
  {
    pos: 'helmsman',
    name: 'Helmsman',
    text: 'Takes the Helmsman marker and an Object or a Treasure from the Galley.',
  },
  { pos: 'hold', name: 'Hold', text: 'Repairs one damage of the steamboat and takes a Hold token.' },
  { pos: 'chest', name: 'Chest', text: 'Stores Treasures in the Chest.' },
];
const DIE_COLOUR: Record<string, string> = { y: 'Player', r: 'Zagor', g: 'Cico' };
const DIE_FACE: Record<string, string> = {
  resupply: 'Resupply',
  move: 'Movement',
  power: 'Special Power',
  'power-event': 'Special Power + Event',
};
const DIE_CLASS: Record<string, string> = { y: 'yellow', r: 'red', g: 'green' };

type Pick = (matches: LegalChoice[], fallback?: unknown) => void;

/** The Athena: its four positions with the figures aboard, the hull, the Galley and the Hold spaces. */
export function Steamboat({
  view,
  seats,
  legal,
  pick,
}: {
  view: View;
  seats: SeatInfo[];
  legal: LegalChoice[];
  pick: Pick;
}) {
  const aboard = (pos: Pos) => [
    ...(view.zagor.at === 'boat' && view.zagor.pos === pos ? ['Zagor'] : []),
    ...(view.cico.at === 'boat' && view.cico.pos === pos ? ['Cico'] : []),
    ...view.players.flatMap((p, seat) =>
      p.fig.at === 'boat' && p.fig.pos === pos
        ? [`${characterName(p.character)} (${seatName(seats, seat)})`]
        : [],
    ),
  ];
  const galleyTreasure = legal.filter((c) => actOf(c).t === 'galleyTreasure');
  return (
    <section className="zg-boat" aria-label="The Athena">
      <h3>The Athena · Helmsman: {seatName(seats, view.helmsman)}</h3>
      <div className="zg-positions">
        {POSITIONS.map(({ pos, name, text }) => {
          const here = aboard(pos);
          const choices = positionChoices(legal, pos);
          const beast = view.beasts.includes(pos) ? ' · a Beast card covers it' : '';
          return (
            <Card
              key={pos}
              name={name}
              kind={`Steamboat space: ${here.join(', ') || 'empty'}${beast}`}
              text={`${text}${here.length ? ` Aboard: ${here.join(', ')}.` : ''}${beast}`}
              legal={choices.length > 0}
              onClick={choices.length ? () => pick(choices) : undefined}
            />
          );
        })}
      </div>
      <p className="zg-hull">
        Hull:{' '}
        {view.hull.map((h, i) => (
          <span
            key={`hull-${i.toString()}`}
            className={`zg-hull-marker${h.crash ? ' zg-crash' : ''}`}
            title={h.crash ? 'CRASH: damaged' : `Navigation: speed ${h.speed}`}
          >
            {h.crash ? 'CRASH' : h.speed}
          </span>
        ))}
      </p>
      <h4>The Galley</h4>
      <div className="cards">
        {withCopies(view.galleyObjects, (id) => OBJECT[id]?.name ?? id).map(({ item: id, key, copies }) => {
          const choices = pieceChoices(legal, id);
          return (
            <Card
              key={key}
              {...objectFace(id)}
              copies={copies}
              legal={choices.length > 0}
              onClick={choices.length ? () => pick(choices) : undefined}
            />
          );
        })}
        {view.galleyTreasures > 0 && (
          <Card
            name={`${view.galleyTreasures} Treasure${view.galleyTreasures === 1 ? '' : 's'}`}
            kind="Treasures, face down"
            text="Treasures discarded to the Galley; the Helmsman may take the top one."
            legal={galleyTreasure.length > 0}
            onClick={galleyTreasure.length ? () => pick(galleyTreasure) : undefined}
          />
        )}
        {view.galleyObjects.length === 0 && view.galleyTreasures === 0 && (
          <span className="muted">empty</span>
        )}
      </div>
      <h4>Hold spaces</h4>
      <div className="cards">
        {withCopies(view.holdSpaces, (id) => HOLD[id]?.name ?? id).map(({ item: id, key, copies }) => {
          const choices = pieceChoices(legal, id);
          return (
            <Card
              key={key}
              {...holdFace(
                id,
                'Hold token',
                `Hold token: ${HOLD[id]?.name ?? id}. Used once, turned over, and scored by some Poems.`,
              )}
              copies={copies}
              legal={choices.length > 0}
              onClick={choices.length ? () => pick(choices) : undefined}
            />
          );
        })}
        <span className="muted">{view.holdReserve} in reserve</span>
      </div>
    </section>
  );
}

/** The Action dice rolled this round: a die of the pool is taken by a click. */
export function DicePool({ view, legal, pick }: { view: View; legal: LegalChoice[]; pick: Pick }) {
  return (
    <section className="zg-dice" aria-label="The dice pool">
      <h3>Dice pool ({view.dice.length})</h3>
      <div className="zg-dice-row">
        {view.dice.map((d, i) => {
          const choices = legal.filter((c) => {
            const a = actOf(c);
            return (a.t === 'die' || a.t === 'sacrifice') && a.c === d.c && a.f === d.f;
          });
          const name = `${DIE_COLOUR[d.c]} die: ${DIE_FACE[d.f]}`;
          return (
            <button
              type="button"
              key={`${d.c}-${d.f}-${i.toString()}`}
              className={`zg-die zg-die-${DIE_CLASS[d.c]}${choices.length ? ' legal' : ''}`}
              aria-label={`${name}${choices.length ? ', can be taken' : ''}`}
              title={name}
              disabled={choices.length === 0}
              onClick={() => pick(choices)}
            >
              <span className="zg-die-colour">{DIE_COLOUR[d.c]}</span>
              {DIE_FACE[d.f]}
            </button>
          );
        })}
        {view.dice.length === 0 && <span className="muted">no die left this round</span>}
      </div>
    </section>
  );
}

/** The combat in progress: the tile, its Reinforcement cards, the Attack die results. */
export function FightNote({ view, seats }: { view: View; seats: SeatInfo[] }) {
  const f = view.fight;
  if (!f) return null;
  const who = f.who === 'Z' ? 'Zagor' : f.who === 'C' ? 'Cico' : characterName(view.players[f.who].character);
  return (
    <div className="frame-note zg-fight">
      <strong>
        Combat: {who} ({seatName(seats, f.seat)}) against {TILE[f.tile]?.name ?? f.tile}
      </strong>{' '}
      <span className="muted">{tileText(f.tile)}</span>
      <div className="cards">
        {withCopies(view.fighting, (r) => REINFORCEMENT[r]?.name ?? r).map(({ item: r, key, copies }) => (
          <Card key={key} {...reinforcementFace(r)} copies={copies} legal={false} />
        ))}
      </div>
      {f.rolls.length > 0 && <p>Attack dice: {f.rolls.map((r) => `${r.weapon} ${r.roll}`).join(', ')}</p>}
      {f.plus2 && <p>+2 Hold token used.</p>}
      {f.dynamite > 0 && <p>Dynamite: +{5 * f.dynamite}</p>}
    </div>
  );
}

/** The Events: Permanent ones in play, the last one drawn, how many are left. */
export function Events({ view, legal, pick }: { view: View; legal: LegalChoice[]; pick: Pick }) {
  const last = view.eventDiscard[view.eventDiscard.length - 1];
  return (
    <section className="piles" aria-label="Events">
      <h3>Events · {view.eventDeck} left</h3>
      <div className="cards">
        {view.permanent.map((id) => {
          const choices = pieceChoices(legal, id);
          return (
            <Card
              key={id}
              name={EVENT[id]?.name ?? id}
              kind="Event, Permanent"
              text={EVENT[id]?.text ?? ''}
              legal={choices.length > 0}
              onClick={choices.length ? () => pick(choices) : undefined}
            />
          );
        })}
        {last && (
          <Card
            name={EVENT[last]?.name ?? last}
            kind="Event, last drawn"
            text={EVENT[last]?.text ?? ''}
            legal={false}
          />
        )}
      </div>
    </section>
  );
}
