import { CARD_FACES, cardName, type LegView, seenInHand } from '@questbox/legitimacy/face';
import { usePointedAmong } from '../../match/pointedChoice';
import type { LegalChoice, SeatInfo } from '../../protocol';
import { Card } from '../Card';
import { type Copies, withCopies } from '../copies';
import { PickList, usePick } from '../pick';
import { seatName } from '../seatName';
import type { BoardProps } from '../types';
import { LandSvg } from './LandSvg';

type CardAct = { t: string; card?: string };

/** Cards with their copies marked, and keys that stay put when a list holds two copies of one card. */
const withKeys = (ids: string[]) =>
  withCopies(ids, cardName).map(({ item, key, copies }) => ({ id: item, key, copies }));

/** Legitimacy: the lands and pawns, every player's table, alignment and jewels, the hand, the Marketplace, the jewel stack. */
export function LegitimacyBoard({ view, seat, seats, legal, act, busy }: BoardProps<LegView>) {
  const { options, pick, clear } = usePick(legal, act);
  const cardChoices = (id: string) => legal.filter((l) => (l.action as CardAct).card === id);
  const order =
    seat === null
      ? view.players.map((_, i) => i)
      : [seat, ...view.players.map((_, i) => i).filter((i) => i !== seat)];
  const mine = seat === null ? undefined : view.players[seat];

  return (
    <div className="leg">
      <p className="board-status">
        {view.frame?.kind === 'character' || view.frame?.kind === 'pet'
          ? `Setting up: ${seatName(seats, view.frame.seat)} chooses a ${view.frame.kind}`
          : `${seatName(seats, view.turn.seat)}'s turn`}
        {view.turn.rolled && !view.turn.moveDone && ` · ${view.turn.moveLeft} moves left`}
      </p>
      <FrameNote view={view} seats={seats} />
      <div className="leg-layout">
        <LandSvg view={view} seats={seats} legal={busy ? [] : legal} onPick={(m) => pick(m)} />
        <div className="leg-side">
          <PickList options={options} onChoose={act} onCancel={clear} />
          {mine?.hand && (
            <section className="hand" aria-label="Your hand">
              <h3>Your hand ({mine.hand.length})</h3>
              <div className="cards">
                {withKeys(mine.hand).map(({ id, key, copies }) => (
                  <LegCard
                    key={key}
                    id={id}
                    copies={copies}
                    legal={cardChoices(id)}
                    // A card with no legal use goes to the server anyway: the game says why not.
                    onClick={busy ? undefined : () => pick(cardChoices(id), { t: 'play', card: id })}
                  />
                ))}
              </div>
            </section>
          )}
          {view.market && (
            <section className="hand" aria-label="The Marketplace">
              <h3>The Marketplace ({view.market.length})</h3>
              <div className="cards">
                {withKeys(view.market).map(({ id, key, copies }) => (
                  <LegCard
                    key={key}
                    id={id}
                    copies={copies}
                    legal={cardChoices(id)}
                    onClick={() => pick(cardChoices(id))}
                  />
                ))}
              </div>
            </section>
          )}
          {view.shownHand && (
            <section className="hand" aria-label="A hand shown to you">
              <h3>{seatName(seats, view.shownHand.seat)}'s hand, shown to you</h3>
              <div className="cards">
                {withKeys(view.shownHand.cards).map(({ id, key, copies }) => (
                  <LegCard
                    key={key}
                    id={id}
                    copies={copies}
                    legal={cardChoices(id)}
                    onClick={() => pick(cardChoices(id))}
                  />
                ))}
              </div>
            </section>
          )}
          {order.map((p) => (
            <PlayerTable
              key={p}
              view={view}
              player={p}
              seat={seat}
              seats={seats}
              cardChoices={cardChoices}
              pick={pick}
            />
          ))}
          <section className="piles" aria-label="Decks and piles">
            <h3>Decks and piles</h3>
            <ul>
              <li>Draw pile: {view.drawCount} cards</li>
              <li>
                Discard: {view.discard.length}
                {view.discard.length > 0 && (
                  <>
                    {' '}
                    · top: <LegCard id={view.discard[view.discard.length - 1]} legal={[]} />
                  </>
                )}
              </li>
              <li>Marketplace: {view.marketCount} cards face down</li>
              <li>
                Crown Jewels: {view.jewelCount} left
                {view.jewelTop && (
                  <>
                    {' '}
                    · on top: <LegCard id={view.jewelTop} legal={[]} />
                  </>
                )}
              </li>
              {view.removed.length > 0 && <li>Out of the game: {view.removed.map(cardName).join(', ')}</li>}
            </ul>
          </section>
        </div>
      </div>
    </div>
  );
}

const KIND_NAMES: Record<string, string> = {
  character: 'Character',
  pet: 'Pet',
  jewel: 'Crown Jewel',
  quest: 'Quest',
  creature: 'Creature',
  spell: 'Spell',
  object: 'Object',
  cursed: 'Cursed object',
};

function LegCard({
  id,
  legal,
  copies,
  onClick,
}: {
  id: string;
  legal: LegalChoice[];
  copies?: Copies;
  onClick?: () => void;
}) {
  const card = CARD_FACES[id];
  const pointed = usePointedAmong(legal);
  const colour = card?.alignment === 'good' ? 'good' : card?.alignment === 'evil' ? 'evil' : undefined;
  return (
    <Card
      name={card?.name ?? id}
      text={card?.text ?? ''}
      colour={colour}
      kind={card && KIND_NAMES[card.kind]}
      numbers={card?.numbers}
      copies={copies}
      legal={legal.length > 0}
      pointed={pointed}
      onClick={onClick}
    />
  );
}

function PlayerTable({
  view,
  player,
  seat,
  seats,
  cardChoices,
  pick,
}: {
  view: LegView;
  player: number;
  seat: number | null;
  seats: SeatInfo[];
  cardChoices(id: string): LegalChoice[];
  pick(matches: LegalChoice[]): void;
}) {
  const p = view.players[player];
  const seen = player === seat ? [] : seenInHand(view, player);
  const jewels = p.table.filter((id) => CARD_FACES[id]?.kind === 'jewel').length;
  const status = [
    p.character ? `${cardName(p.character)}, ${p.good ? 'good' : 'evil'}` : 'choosing a character',
    `${jewels} Crown Jewel${jewels === 1 ? '' : 's'}`,
    `${p.handSize} card${p.handSize === 1 ? '' : 's'} in hand`,
    p.missTurns > 0 ? `misses ${p.missTurns} turn${p.missTurns === 1 ? '' : 's'}` : '',
    p.mired ? 'mired: misses the next turn' : '',
    p.beloved !== null ? `in love with ${seatName(seats, p.beloved)}` : '',
  ].filter(Boolean);
  return (
    <section
      className={`player-table pawn-border-${player}`}
      aria-label={`${seatName(seats, player)}'s table`}
    >
      <h3>
        {player === seat ? 'Your table' : seatName(seats, player)}{' '}
        <span className="muted">· {status.join(' · ')}</span>
      </h3>
      {seen.length > 0 && <p className="seen-hand">You saw in this hand: {seen.map(cardName).join(', ')}</p>}
      <div className="cards">
        {withKeys(p.table).map(({ id, key, copies }) => (
          <LegCard
            key={key}
            id={id}
            copies={copies}
            legal={cardChoices(id)}
            onClick={() => pick(cardChoices(id))}
          />
        ))}
        {withKeys(p.markers).map(({ id, key, copies }) => (
          <LegCard key={`marker-${key}`} id={id} copies={copies} legal={[]} />
        ))}
      </div>
    </section>
  );
}

/** The question on the table in words: a spell on its way, an attack, a card being placed. */
function FrameNote({ view, seats }: { view: LegView; seats: SeatInfo[] }) {
  const f = view.frame;
  if (!f) return null;
  const name = (s: number) => seatName(seats, s);
  let text: string | null = null;
  if (f.kind === 'react-spell')
    text = `${name(f.cast.caster)} casts ${cardName(f.cast.card)} at ${name(f.cast.victim)}: it may be answered.`;
  else if (f.kind === 'react-attack') text = `${name(f.attacker)} attacks ${name(f.defender)}.`;
  else if (f.kind === 'place') text = `${name(f.seat)} places ${f.card ? cardName(f.card) : 'a card'}.`;
  else if (f.kind === 'pick')
    text = `${name(f.chooser)} takes a card from ${name(f.victim)} (${cardName(f.card)}).`;
  else if (f.kind === 'market') text = `${name(f.seat)} searches the Marketplace.`;
  else if (f.kind === 'discard') text = `${name(f.seat)} must discard.`;
  else if (f.kind === 'escape') text = `${name(f.seat)} escapes to a spot.`;
  else if (f.kind === 'fly') text = `${name(f.chooser)} chooses where ${name(f.mover)} flies.`;
  else if (f.kind === 'lover') text = `${name(f.chooser)} chooses a lover for ${name(f.victim)}.`;
  return text ? <p className="frame-note">{text}</p> : null;
}
