import type { Decision } from '@questbox/engine';
import { useCallback, useRef } from 'react';
import { seatName, withSeatNames } from '../boards/seatName';
import type { LegalChoice, SeatInfo } from '../protocol';
import { RuleLink } from '../rules/ruleLink';
import { useFocusOnNew, useNumberKeys } from './keyboard';
import { choiceKey, usePointedChoice } from './pointedChoice';

/**
 * What the table waits on: this seat's prompts (reaction windows included, one per decision) with a
 * button per legal choice, who else is being waited on, and Undo while the seat's own action is the
 * last one taken.
 */
export function DecisionPanel({
  gameId,
  seat,
  decisions,
  legal,
  waiting,
  seats,
  busy,
  status,
  onChoose,
  canUndo = false,
  onUndo,
}: {
  gameId: string;
  seat: number | null;
  decisions: Decision[];
  legal: LegalChoice[];
  waiting: number[];
  seats: SeatInfo[];
  busy: boolean;
  status: string;
  onChoose(action: unknown): void;
  canUndo?: boolean;
  onUndo?(): void;
}) {
  const others = waiting.filter((s) => s !== seat);
  const point = usePointedChoice((s) => s.set);
  const firstPrompt = useRef<HTMLParagraphElement>(null);
  const choose = useCallback((index: number) => onChoose(legal[index].action), [legal, onChoose]);
  useNumberKeys(legal.length, !busy, choose);
  useFocusOnNew(firstPrompt, decisions.map((d) => d.prompt).join('\n') + legal.length, legal.length > 0);
  return (
    <section className="panel decisions" aria-labelledby="decisions-title">
      <h2 id="decisions-title">{decisions.length > 0 ? 'Your move' : 'Waiting'}</h2>
      {status === 'waiting' && <p>Waiting for every seat to be taken.</p>}
      {decisions.map((d, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: decisions have no id; their order is the stack's.
        <p key={i} className="prompt" ref={i === 0 ? firstPrompt : undefined} tabIndex={-1}>
          {withSeatNames(d.prompt, seats)} <RuleLink gameId={gameId} prompt={d.prompt} />
        </p>
      ))}
      {legal.length > 0 && (
        <fieldset className="choices">
          <legend className="sr-only">Your choices (keys 1 to 9 pick one)</legend>
          {legal.map((choice, i) => (
            <button
              key={JSON.stringify(choice.action)}
              type="button"
              className="choice"
              data-key={i < 9 ? i + 1 : undefined}
              disabled={busy}
              onClick={() => onChoose(choice.action)}
              onMouseEnter={() => point(choiceKey(choice))}
              onMouseLeave={() => point(null)}
              onFocus={() => point(choiceKey(choice))}
              onBlur={() => point(null)}
            >
              {withSeatNames(choice.text, seats)}
            </button>
          ))}
        </fieldset>
      )}
      {others.length > 0 && (
        <p className="muted" aria-live="polite">
          Waiting for {others.map((s) => seatName(seats, s)).join(', ')}.
        </p>
      )}
      {canUndo && onUndo && (
        <p className="undo">
          <button
            type="button"
            className="undo-button"
            disabled={busy}
            onClick={onUndo}
            aria-describedby="undo-hint"
          >
            Undo
          </button>{' '}
          <span id="undo-hint" className="muted">
            Take back your last action (dice, draws and reveals stand).
          </span>
        </p>
      )}
    </section>
  );
}
