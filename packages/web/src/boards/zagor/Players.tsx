import {
  CHARACTERS,
  COMPANIONS,
  characterName,
  characterText,
  type Figure,
  HOLD,
  OBJECT,
  type PlayerView,
  spaceName,
  TILE,
  TREASURE,
  tileText,
  type View,
} from '@questbox/zagor/face';
import type { LegalChoice, SeatInfo } from '../../protocol';
import { Card } from '../Card';
import { seatName } from '../seatName';
import { actOf, pieceChoices } from './choices';

type Pick = (matches: LegalChoice[], fallback?: unknown) => void;

const where = (f: Figure) => (f.at === 'boat' ? `aboard, at the ${f.pos}` : spaceName(f.at));

/** Balloons left to right: a wound turns the leftmost Healthy one; each Healthy one is a die. */
function Balloons({ balloons, wounds }: { balloons: number[]; wounds: number }) {
  return (
    <span
      className="zg-balloons"
      title={`${balloons.length - wounds} Healthy balloons of ${balloons.length}`}
    >
      {balloons.map((b, i) => (
        <span key={`b-${i.toString()}`} className={`zg-balloon${i < wounds ? ' zg-wounded' : ''}`}>
          {i < wounds ? '✕' : b}
        </span>
      ))}
    </span>
  );
}

/** Zagor and Cico: where they are and their wounds. */
export function Companions({ view }: { view: View }) {
  return (
    <section className="player-table" aria-label="Zagor and Cico">
      {COMPANIONS.map((c) => {
        const fig = c.id === 'zagor' ? view.zagor : view.cico;
        return (
          <h3 key={c.id}>
            {c.name}{' '}
            <span className="muted">
              · Strength {c.strength} · {where(fig)} · balloons{' '}
            </span>
            <Balloons balloons={c.balloons} wounds={fig.wounds} />
          </h3>
        );
      })}
    </section>
  );
}

/** One player's board: character, balloons, equipment, Treasures, Chest, Hold tokens, trophies, Scars. */
export function PlayerSheet({
  view,
  player,
  seat,
  seats,
  legal,
  pick,
}: {
  view: View;
  player: number;
  seat: number | null;
  seats: SeatInfo[];
  legal: LegalChoice[];
  pick: Pick;
}) {
  const p: PlayerView = view.players[player];
  const character = CHARACTERS.find((c) => c.id === p.character);
  const own = player === seat;
  const choicesFor = (id: string) => pieceChoices(legal, id, own ? undefined : player);
  const piece = (id: string, name: string, text: string, tag: string, i: number) => {
    const choices = choicesFor(id);
    return (
      <Card
        key={`${id}-${i.toString()}`}
        name={name}
        text={text}
        tag={tag}
        legal={choices.length > 0}
        onClick={choices.length ? () => pick(choices) : undefined}
      />
    );
  };
  const tokenChoices = (id: string) =>
    legal.filter((c) => actOf(c).t === 'token' && actOf(c).kind === HOLD[id]?.kind);
  const secret = (ids: string[] | number, tag: string) =>
    Array.isArray(ids)
      ? ids.map((t, i) =>
          piece(
            t,
            `Treasure ${TREASURE[t]?.value ?? ''}`,
            `A Treasure worth ${TREASURE[t]?.value} points.`,
            tag,
            i,
          ),
        )
      : ids > 0 && (
          <Card
            name={`${ids} Treasure${ids === 1 ? '' : 's'}`}
            tag={`${tag}, face down`}
            text="Only their owner sees them."
            legal={false}
          />
        );
  return (
    <section
      className={`player-table pawn-border-${player}`}
      aria-label={`${seatName(seats, player)}'s board`}
    >
      <h3>
        {own ? 'You' : seatName(seats, player)} · {characterName(p.character)}{' '}
        <span className="muted">
          · {where(p.fig)} · Scars {p.scars}
          {view.helmsman === player ? ' · Helmsman' : ''} · balloons{' '}
        </span>
        {character && <Balloons balloons={character.balloons} wounds={p.fig.wounds} />}
      </h3>
      <p className="muted zg-power">{characterText(p.character)}</p>
      <div className="cards">
        {p.objects.map((id, i) =>
          piece(
            id,
            OBJECT[id]?.name ?? id,
            OBJECT[id]?.text ?? '',
            p.covered.includes(id) ? 'covered' : 'Object',
            i,
          ),
        )}
        {secret(p.treasures, 'equipped')}
        {secret(p.chest, 'in the Chest')}
        {p.incomingObjects.map((id, i) =>
          piece(id, OBJECT[id]?.name ?? id, OBJECT[id]?.text ?? '', 'drawn', i),
        )}
        {secret(p.incomingTreasures, 'drawn')}
        {p.hold.map((id, i) => {
          const choices = tokenChoices(id);
          return (
            <Card
              key={`${id}-${i.toString()}`}
              name={HOLD[id]?.name ?? id}
              tag="Hold token"
              text={`Hold token: ${HOLD[id]?.name ?? id}. One per die, before or after it.`}
              legal={choices.length > 0}
              onClick={choices.length ? () => pick(choices) : undefined}
            />
          );
        })}
        {p.holdUsed.map((id, i) => (
          <Card
            key={`${id}-${i.toString()}`}
            name={HOLD[id]?.name ?? id}
            tag="used"
            text="A used Hold token: it scores."
            legal={false}
          />
        ))}
        {p.eagle && (
          <Card
            name="Eagle"
            tag="King of the Eagles"
            text="An Eagle card takes one equipment space."
            legal={false}
          />
        )}
      </div>
      {p.trophies.length > 0 && (
        <fieldset className="cards zg-trophies">
          <legend>Trophies</legend>
          {p.trophies.map((t, i) => piece(t, TILE[t]?.name ?? t, tileText(t), 'trophy', i))}
        </fieldset>
      )}
    </section>
  );
}
