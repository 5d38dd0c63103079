import { type CocView, DUEL_SETS, nameOf, opponentCard, PLAYER_CARDS } from '@questbox/city-of-chaos/face';
import type { LegalChoice, SeatInfo } from '../../protocol';
import { seatName } from '../seatName';

type Pick = (matches: LegalChoice[], fallback?: unknown) => void;
type Act = { t: string; i?: number };
const actOf = (c: LegalChoice) => c.action as Act;
const SYMBOL: Record<string, string> = { chaos: 'Chaos', skull: 'Skull', eye: 'Eye' };

function CombatCard({
  attack,
  defence,
  note,
  className,
}: {
  attack: number;
  defence: number;
  note: string;
  className?: string;
}) {
  return (
    <span className={`coc-combat-card ${className ?? ''}`}>
      <strong>Attack {attack}</strong>
      <strong>Defence {defence}</strong>
      <span className="muted">{note}</span>
    </span>
  );
}

/**
 * The battle in progress (the seat's own, or the one it joined): the foe, the cards revealed in the
 * last round on both sides, and the combat cards to choose from. A duel shows the last round's two
 * cards face up and this round's only as chosen or not, until both are down.
 */
export function Battle({
  view,
  seats,
  legal,
  pick,
}: {
  view: CocView;
  seats: SeatInfo[];
  legal: LegalChoice[];
  pick: Pick;
}) {
  const first = view.combat.findIndex((c, i) => c && (i === view.seat || c.allies?.includes(view.seat)));
  const combat = first >= 0 ? view.combat[first] : null;
  const cards = legal.filter((c) => ['card', 'ally-card', 'pick'].includes(actOf(c).t));
  const duel = view.duel;
  if (!combat && !duel && cards.length === 0) return null;
  const last = combat?.last;
  return (
    <section className="frame-note coc-battle" aria-label="The battle">
      {combat && (
        <h3>
          {seatName(seats, first)} fights {combat.foe}
          {combat.opponents > 1 ? ` (${combat.opponents} of them)` : ''} · their Body Points {combat.pool} ·
          round {combat.totalRounds + 1}
        </h3>
      )}
      {duel && (
        <h3>
          Duel: {seatName(seats, duel.seats[0])} against {seatName(seats, duel.seats[1])} · round{' '}
          {duel.totalRounds + 1}
        </h3>
      )}
      {last && (
        <div className="coc-cards-row coc-last-round">
          {last.opponents.map((id, k) => {
            const c = opponentCard(id);
            return (
              <CombatCard
                key={`foe-${k.toString()}`}
                attack={c.attack}
                defence={c.defence}
                note={`Opponent card, last round · ${SYMBOL[c.symbol] ?? c.symbol}`}
                className="coc-opponent"
              />
            );
          })}
          {last.card === null ? (
            <span className="coc-combat-card coc-facedown">{seatName(seats, first)}: run down, no card</span>
          ) : (
            <CombatCard
              attack={PLAYER_CARDS[last.card].attack}
              defence={PLAYER_CARDS[last.card].defence}
              note={`${seatName(seats, first)}'s card, last round${last.spell ? ` · cast ${nameOf(last.spell)}` : ''}`}
              className="coc-played"
            />
          )}
          {last.allies.map((a) => (
            <CombatCard
              key={`ally-${a.seat.toString()}`}
              attack={PLAYER_CARDS[a.card].attack}
              defence={PLAYER_CARDS[a.card].defence}
              note={`${seatName(seats, a.seat)}'s card, last round`}
              className="coc-played"
            />
          ))}
        </div>
      )}
      {duel && (
        <div className="coc-cards-row">
          {duel.last?.map((p, k) =>
            typeof p === 'number' && p >= 0 ? (
              <CombatCard
                key={`last-${k.toString()}`}
                attack={DUEL_SETS[k][p].attack}
                defence={DUEL_SETS[k][p].defence}
                note={`${seatName(seats, duel.seats[k])}'s card, last round`}
                className="coc-played"
              />
            ) : (
              <span key={`last-${k.toString()}`} className="coc-combat-card coc-facedown">
                {seatName(seats, duel.seats[k])}: run down, no card
              </span>
            ),
          )}
          {duel.picks.map((p, k) =>
            typeof p === 'number' && p >= 0 ? (
              <CombatCard
                key={`duel-${k.toString()}`}
                attack={DUEL_SETS[k][p].attack}
                defence={DUEL_SETS[k][p].defence}
                note={`${seatName(seats, duel.seats[k])}'s card, this round`}
              />
            ) : (
              <span key={`duel-${k.toString()}`} className="coc-combat-card coc-facedown">
                {p === 'chosen'
                  ? `${seatName(seats, duel.seats[k])}: chosen, face down`
                  : `${seatName(seats, duel.seats[k])}: choosing`}
              </span>
            ),
          )}
        </div>
      )}
      {cards.length > 0 && (
        <>
          <p className="muted">Your combat cards:</p>
          <div className="coc-cards-row">
            {cards.map((c) => {
              const a = actOf(c);
              const face = a.t === 'pick' ? DUEL_SETS[0][a.i ?? 0] : PLAYER_CARDS[a.i ?? 0];
              return (
                <button
                  key={c.text}
                  type="button"
                  className="coc-combat-card legal"
                  onClick={() => pick([c])}
                  title={c.text}
                >
                  <strong>Attack {face?.attack}</strong>
                  <strong>Defence {face?.defence}</strong>
                  {c.text.includes('casting') && <span className="muted">{c.text.split(', ')[1]}</span>}
                </button>
              );
            })}
          </div>
        </>
      )}
    </section>
  );
}
