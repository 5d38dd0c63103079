import { inspectable } from '../inspect';

/**
 * A card as a button: its name, a colour stripe, its text on hover and on keyboard focus (and on a
 * tap, for a card that does nothing when pressed). A legal card is outlined; any card of the
 * player's hand can be pressed, and the game explains a refusal.
 */
export function Card({
  name,
  text,
  colour,
  tag,
  legal,
  pointed = false,
  onClick,
}: {
  name: string;
  text: string;
  colour?: string;
  tag?: string;
  legal: boolean;
  /** A choice that uses this card is pointed at in the list of choices. */
  pointed?: boolean;
  onClick?: () => void;
}) {
  const className = `card${legal ? ' legal' : ''}${pointed ? ' pointed-card' : ''}${colour ? ` card-${colour}` : ''}`;
  const label = `${name}${tag ? ` (${tag})` : ''}${legal ? ', playable' : ''}`;
  const inspect = inspectable({ title: name, text });
  return (
    <button
      type="button"
      className={className}
      title={text}
      aria-label={label}
      onClick={onClick ?? inspect.onFocus}
      {...inspect}
    >
      <span className="card-name">{name}</span>
      {tag && <span className="card-tag">{tag}</span>}
    </button>
  );
}
