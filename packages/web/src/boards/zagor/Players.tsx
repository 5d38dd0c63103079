import {
  CHARACTERS,
  COMPANIONS,
  characterName,
  characterText,
  type Figure,
  HOLD,
  type PlayerView,
  spaceName,
  type View,
} from '@questbox/zagor/face';
import type { LegalChoice, SeatInfo } from '../../protocol';
import { Card } from '../Card';
import { type Copies, withCopies } from '../copies';
import { seatName } from '../seatName';
import { actOf, pieceChoices } from './choices';
import { holdFace, objectFace, tileFace, treasureFace, type ZagorFace } from './faces';

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
  const piece = (id: string, face: ZagorFace, key: string, copies?: Copies) => {
    const choices = choicesFor(id);
    return (
      <Card
        key={key}
        {...face}
        copies={copies}
        legal={choices.length > 0}
        onClick={choices.length ? () => pick(choices) : undefined}
      />
    );
  };
  /** A row of pieces, copies of one piece marked. */
  const row = (ids: string[], faceOf: (id: string) => ZagorFace, prefix: string) =>
    withCopies(ids, (id) => faceOf(id).name + faceOf(id).kind).map(({ item, key, copies }) =>
      piece(item, faceOf(item), `${prefix}-${key}`, copies),
    );
  const tokenChoices = (id: string) =>
    legal.filter((c) => actOf(c).t === 'token' && actOf(c).kind === HOLD[id]?.kind);
  const secret = (ids: string[] | number, where: string) =>
    Array.isArray(ids)
      ? row(ids, (t) => treasureFace(t, `Treasure, ${where}`), where)
      : ids > 0 && (
          <Card
            name={`${ids} Treasure${ids === 1 ? '' : 's'}`}
            kind={`${where}, face down`}
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
        {row(
          p.objects,
          (id) => objectFace(id, p.covered.includes(id) ? 'Object, covered' : 'Object'),
          'object',
        )}
        {secret(p.treasures, 'equipped')}
        {secret(p.chest, 'in the Chest')}
        {row(p.incomingObjects, (id) => objectFace(id, 'Object, drawn'), 'drawn')}
        {secret(p.incomingTreasures, 'drawn')}
        {withCopies(p.hold, (id) => HOLD[id]?.name ?? id).map(({ item: id, key, copies }) => {
          const choices = tokenChoices(id);
          return (
            <Card
              key={`hold-${key}`}
              {...holdFace(
                id,
                'Hold token',
                `Hold token: ${HOLD[id]?.name ?? id}. One per die, before or after it.`,
              )}
              copies={copies}
              legal={choices.length > 0}
              onClick={choices.length ? () => pick(choices) : undefined}
            />
          );
        })}
        {withCopies(p.holdUsed, (id) => HOLD[id]?.name ?? id).map(({ item: id, key, copies }) => (
          <Card
            key={`used-${key}`}
            {...holdFace(id, 'Hold token, used', 'A used Hold token: it scores.')}
            copies={copies}
            legal={false}
          />
        ))}
        {p.eagle && (
          <Card
            name="Eagle"
            kind="King of the Eagles"
            text="An Eagle card takes one equipment space."
            legal={false}
          />
        )}
      </div>
      {p.trophies.length > 0 && (
        <fieldset className="cards zg-trophies">
          <legend>Trophies</legend>
          {row(p.trophies, (t) => tileFace(t, 'Trophy'), 'trophy')}
        </fieldset>
      )}
    </section>
  );
}
