import { CARDS, cardName, oracleCards, TOKENS, type View } from '@questbox/castle-panic/face';
import { usePointedAmong } from '../../match/pointedChoice';
import type { LegalChoice } from '../../protocol';
import { Card } from '../Card';
import { type Copies, withCopies } from '../copies';
import { PickList, usePick } from '../pick';
import { seatName } from '../seatName';
import type { BoardProps } from '../types';
import { RingsSvg } from './RingsSvg';

const PHASES = ['', 'Draw up', 'Discard and draw', 'Trade', 'Play cards', 'Move monsters', 'Draw monsters'];
type CardAct = { t: string; c?: number; with?: number };

/** Castle Panic with The Wizard's Tower: the rings, the hands (open: the game is cooperative), piles and trophies. */
export function CastlePanicBoard({ view, seat, seats, legal, act, busy }: BoardProps<View>) {
  const { options, pick, clear } = usePick(legal, act);
  const cardChoices = (c: number) =>
    legal.filter((l) => (l.action as CardAct).c === c || (l.action as CardAct).with === c);
  const order =
    seat === null
      ? view.hands.map((_, i) => i)
      : [seat, ...view.hands.map((_, i) => i).filter((i) => i !== seat)];
  const trophyPoints = (p: number) => view.trophies[p].reduce((s, id) => s + (TOKENS[id].vp ?? 0), 0);

  return (
    <div className="cp">
      <p className="board-status">
        Round {view.round} · {seatName(seats, view.current)} plays · phase {view.phase}:{' '}
        {PHASES[view.phase] ?? ''}
        {view.missing && ' · Missing: monsters do not move'}
        {view.ice && ' · Rain of Ice'}
        {view.berserk > 0 && ` · Berserk ×${view.berserk}`}
      </p>
      <FrameNote view={view} seats={seats} />
      <div className="cp-layout">
        <RingsSvg view={view} legal={busy ? [] : legal} onPick={(m) => pick(m)} />
        <div className="cp-side">
          <PickList options={options} onChoose={act} onCancel={clear} />
          {order.map((p) => (
            <section key={p} className="hand" aria-label={`${seatName(seats, p)}'s hand`}>
              <h3>
                {p === seat ? 'Your hand' : `${seatName(seats, p)}'s hand`} ({view.hands[p].length})
              </h3>
              <div className="cards">
                {withCopies(view.hands[p], cardName).map(({ item: c, copies }) => (
                  <CastleCard
                    key={c}
                    id={c}
                    copies={copies}
                    legal={p === seat ? cardChoices(c) : []}
                    onClick={
                      p === seat && !busy
                        ? // A card with no legal use goes to the server anyway: it says why it cannot be played.
                          () => pick(cardChoices(c), { t: 'play', c })
                        : undefined
                    }
                  />
                ))}
              </div>
              <p className="trophies">
                Trophies: {trophyPoints(p)} points
                {view.trophies[p].length > 0 &&
                  ` (${view.trophies[p].map((id) => TOKENS[id].name).join(', ')})`}
              </p>
            </section>
          ))}
          <Piles view={view} />
        </div>
      </div>
    </div>
  );
}

const COLOUR_NAMES: Record<string, string> = { red: 'Red', green: 'Green', blue: 'Blue', any: 'any colour' };

function CastleCard({
  id,
  legal,
  copies,
  onClick,
}: {
  id: number;
  legal: LegalChoice[];
  copies?: Copies;
  onClick?: () => void;
}) {
  const card = CARDS[id];
  const pointed = usePointedAmong(legal);
  const colour =
    card.colour && card.colour !== 'any' ? card.colour : card.deck === 'wizard' ? 'wizard' : undefined;
  return (
    <Card
      name={cardName(id)}
      text={card.text}
      colour={colour}
      kind={`${card.deck === 'wizard' ? 'Wizard' : 'Castle'} card${card.colour ? `, ${COLOUR_NAMES[card.colour]}` : ''}`}
      copies={copies}
      legal={legal.length > 0}
      pointed={pointed}
      onClick={onClick}
    />
  );
}

function Piles({ view }: { view: View }) {
  const top = (pile: number[]) => pile[pile.length - 1];
  const seen = oracleCards(view);
  return (
    <section className="piles" aria-label="Decks and piles">
      <h3>Decks and piles</h3>
      <ul>
        <li>
          Castle deck: {view.castleDeck} cards
          {seen.length > 0 && (
            <span className="seen-deck">
              {' '}
              · you saw on top (Eye of the Oracle), top first:{' '}
              {seen.map((c) => (
                <CastleCard key={c} id={c} legal={[]} />
              ))}
            </span>
          )}
        </li>
        <li>
          Castle discard: {view.castleDiscard.length}
          {view.castleDiscard.length > 0 && (
            <>
              {' '}
              · top: <CastleCard id={top(view.castleDiscard)} legal={[]} />
            </>
          )}
        </li>
        {view.options.wizardsTower && (
          <>
            <li>Wizard deck: {view.wizardDeckOff ? 'lost with its Tower' : `${view.wizardDeck} cards`}</li>
            <li>
              Wizard discard: {view.wizardDiscard.length}
              {view.wizardDiscard.length > 0 && (
                <>
                  {' '}
                  · top: <CastleCard id={top(view.wizardDiscard)} legal={[]} />
                </>
              )}
            </li>
          </>
        )}
        <li>Monster bag: {view.bag} tokens</li>
        <li>Monsters discarded: {view.monsterDiscard.length}</li>
        {view.options.wizardsTower && <li>Imps waiting: {view.imps.length}</li>}
        <li>Fortify tokens left: {view.fortifyLeft}</li>
      </ul>
    </section>
  );
}

/** An open question worth seeing by everyone: a trade on offer. */
function FrameNote({ view, seats }: { view: View; seats: BoardProps['seats'] }) {
  const frame = view.frame;
  if (frame?.kind !== 'reply') return null;
  return (
    <p className="frame-note">
      Trade: {seatName(seats, frame.from)} offers {seatName(seats, frame.seat)} {cardName(frame.card)}.
    </p>
  );
}
