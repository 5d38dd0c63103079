import { useId } from 'react';
import { inspectable } from '../inspect';
import type { Copies } from './copies';

/** A number printed on a card: Attack 2, Strength 4, worth 3 points. */
export interface CardNumber {
  label: string;
  value: number | string;
}

/**
 * A card drawn as a face: its name, kind, numbers and text, a colour stripe, and a mark on each of
 * several copies of one card in a row. The full text shows in a tooltip on hover and on keyboard
 * focus (it is also the button's description), and in the card panel. A legal card is outlined;
 * any card of the player's hand can be pressed, and the game explains a refusal.
 */
export function Card({
  name,
  text,
  kind,
  numbers = [],
  colour,
  copies,
  legal,
  pointed = false,
  onClick,
}: {
  name: string;
  text: string;
  kind?: string;
  numbers?: CardNumber[];
  colour?: string;
  copies?: Copies;
  legal: boolean;
  /** A choice that uses this card is pointed at in the list of choices. */
  pointed?: boolean;
  onClick?: () => void;
}) {
  const tipId = useId();
  const className = `card${legal ? ' legal' : ''}${pointed ? ' pointed-card' : ''}${colour ? ` card-${colour}` : ''}${copies ? ' card-copy' : ''}`;
  const figures = numbers.map((n) => `${n.label} ${n.value}`).join(', ');
  const label = `${name}${kind ? ` (${kind})` : ''}${figures ? `: ${figures}` : ''}${copies ? `, copy ${copies.copy} of ${copies.of}` : ''}${legal ? ', playable' : ''}`;
  const inspect = inspectable({ title: name, text });
  return (
    <button
      type="button"
      className={className}
      aria-label={label}
      aria-describedby={text ? tipId : undefined}
      onClick={onClick ?? inspect.onFocus}
      {...inspect}
    >
      <span className="card-head">
        <span className="card-name">{name}</span>
        {copies && (
          <span className="card-copies" aria-hidden="true" title={`copy ${copies.copy} of ${copies.of}`}>
            ×{copies.of}
          </span>
        )}
      </span>
      {kind && <span className="card-kind">{kind}</span>}
      {numbers.length > 0 && (
        <span className="card-numbers">
          {numbers.map((n) => (
            <span key={n.label} className="card-number">
              {n.label} <strong>{n.value}</strong>
            </span>
          ))}
        </span>
      )}
      {text && (
        <span className="card-text" aria-hidden="true">
          {text}
        </span>
      )}
      {text && (
        <span className="card-tip" role="tooltip" id={tipId}>
          {text}
        </span>
      )}
    </button>
  );
}
