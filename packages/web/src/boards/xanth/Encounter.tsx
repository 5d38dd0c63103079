import { type Facing, OPTION, type View } from '@questbox/xanth/face';
import type { LegalChoice, SeatInfo } from '../../protocol';
import { Card } from '../Card';
import { seatName } from '../seatName';
import { actOf } from './choices';
import { optionFace } from './faces';
import { BloodMarkers } from './Parties';

type Pick = (matches: LegalChoice[], fallback?: unknown) => void;

/** The hazards offered face down to the mover: one per opponent, taken blind by a click. */
export function Offers({
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
  const offered = view.offers
    .map((o, by) => ({ by, cards: Array.isArray(o) ? o : null, count: Array.isArray(o) ? o.length : o }))
    .filter((o) => o.count > 0);
  if (offered.length === 0) return null;
  return (
    <section className="xa-offers" aria-label="Hazards offered face down">
      <h3>Hazards offered face down</h3>
      <div className="cards">
        {offered.map(({ by, cards, count }) => {
          const choices = legal.filter((c) => actOf(c).type === 'pick' && actOf(c).from === by);
          const known = cards?.map((o) => OPTION[o]?.name ?? o).join(', ');
          return (
            <Card
              key={by}
              name={`${seatName(seats, by)}'s hazard`}
              kind={known ? `Hazard, yours: ${known}` : `Hazard, ${count} face down`}
              text={
                known
                  ? `You offered ${known}.`
                  : 'A hazard placed face down: the mover takes one without seeing it.'
              }
              legal={choices.length > 0}
              onClick={choices.length ? () => pick(choices) : undefined}
            />
          );
        })}
      </div>
    </section>
  );
}

function FacingCard({ facing, seats }: { facing: Facing; seats: SeatInfo[] }) {
  const o = OPTION[facing.option];
  return (
    <Card
      {...optionFace(
        facing.option,
        `${o?.printed ?? 'hazard'}, from ${seatName(seats, facing.by)}${facing.surprise ? ', by surprise' : ''}`,
      )}
      legal={false}
    />
  );
}

/** The hazard faced, and a combat: each Creature as a Bad Guy counter with its Blood Markers. */
export function Encounter({ view, seats }: { view: View; seats: SeatInfo[] }) {
  const phase = view.phase;
  const facing = 'facing' in phase ? phase.facing : null;
  const combat = phase.kind === 'combat' ? phase.combat : null;
  if (!facing && view.plopped.length === 0) return null;
  const creature = combat ? OPTION[combat.option] : null;
  const strength = creature && 'creature' in creature ? creature.creature?.strength : undefined;
  return (
    <section className="frame-note xa-encounter" aria-label="The encounter">
      <h3>{combat ? `Combat, round ${combat.round + 1}` : 'The hazard'}</h3>
      <div className="cards">
        {facing && <FacingCard facing={facing} seats={seats} />}
        {view.plopped.map((f, i) => (
          <FacingCard key={`${f.option}-${i.toString()}`} facing={f} seats={seats} />
        ))}
      </div>
      {combat && (
        <ul className="xa-foes">
          {combat.foes.map((foe, i) => (
            <li key={`foe-${i.toString()}`}>
              <span className="xa-badguy">Bad Guy {i + 1}</span> {creature?.name}
              {strength ? ` (Strength ${strength})` : ''} <BloodMarkers count={foe.wounds} of={strength} />
              {foe.stunned && <span className="muted"> stunned</span>}
            </li>
          ))}
          {combat.friend && <li>Fighting beside the party: {OPTION[combat.friend]?.name}</li>}
          {combat.cards.map((c) => (
            <li key={`${c.card}-${c.member}`}>In play: {OPTION[c.option]?.name ?? c.option}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
