import type { Decision } from '@questbox/engine';
import { seatName } from '../boards/seatName';
import type { LegalChoice, SeatInfo } from '../protocol';
import { choiceKey, usePointedChoice } from './pointedChoice';

/**
 * What the table waits on: this seat's prompts (reaction windows included, one per decision) with a
 * button per legal choice, and who else is being waited on.
 */
export function DecisionPanel({
  seat,
  decisions,
  legal,
  waiting,
  seats,
  busy,
  status,
  onChoose,
}: {
  seat: number | null;
  decisions: Decision[];
  legal: LegalChoice[];
  waiting: number[];
  seats: SeatInfo[];
  busy: boolean;
  status: string;
  onChoose(action: unknown): void;
}) {
  const others = waiting.filter((s) => s !== seat);
  const point = usePointedChoice((s) => s.set);
  return (
    <section className="panel decisions" aria-labelledby="decisions-title">
      <h2 id="decisions-title">{decisions.length > 0 ? 'Your move' : 'Waiting'}</h2>
      {status === 'waiting' && <p>Waiting for every seat to be taken.</p>}
      {decisions.map((d, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: decisions have no id; their order is the stack's.
        <p key={i} className="prompt">
          {d.prompt}
        </p>
      ))}
      {legal.length > 0 && (
        <fieldset className="choices">
          <legend className="sr-only">Your choices</legend>
          {legal.map((choice) => (
            <button
              key={JSON.stringify(choice.action)}
              type="button"
              className="choice"
              disabled={busy}
              onClick={() => onChoose(choice.action)}
              onMouseEnter={() => point(choiceKey(choice))}
              onMouseLeave={() => point(null)}
              onFocus={() => point(choiceKey(choice))}
              onBlur={() => point(null)}
            >
              {choice.text}
            </button>
          ))}
        </fieldset>
      )}
      {others.length > 0 && (
        <p className="muted" aria-live="polite">
          Waiting for {others.map((s) => seatName(seats, s)).join(', ')}.
        </p>
      )}
    </section>
  );
}
