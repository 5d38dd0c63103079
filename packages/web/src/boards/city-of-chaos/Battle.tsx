import { type CocView, DUEL_SETS, opponentCard, PLAYER_CARDS } from '@questbox/city-of-chaos/face';
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

/** The battle in progress: the foe, the Opponent card drawn last round, and the combat cards to choose from. */
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
  const combat = view.combat[view.seat];
  const cards = legal.filter((c) => ['card', 'ally-card', 'pick'].includes(actOf(c).t));
  const duel = view.duel;
  if (!combat && !duel && cards.length === 0) return null;
  const last = combat?.lastCard ? opponentCard(combat.lastCard) : null;
  return (
    <section className="frame-note coc-battle" aria-label="The battle">
      {combat && (
        <h3>
          {seatName(seats, view.seat)} fights {combat.foe}
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
      <div className="coc-cards-row">
        {last && (
          <CombatCard
            attack={last.attack}
            defence={last.defence}
            note={`Opponent card drawn last round · ${SYMBOL[last.symbol] ?? last.symbol}`}
            className="coc-opponent"
          />
        )}
        {duel?.picks.map((p, k) =>
          typeof p === 'number' && p >= 0 ? (
            <CombatCard
              key={`duel-${k.toString()}`}
              attack={DUEL_SETS[k][p].attack}
              defence={DUEL_SETS[k][p].defence}
              note={`${seatName(seats, duel.seats[k])}'s card`}
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
