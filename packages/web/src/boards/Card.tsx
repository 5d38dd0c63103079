import { inspectable } from '../inspect';

/**
 * A card as a button: its name, a colour stripe, its text on hover and on keyboard focus. A legal
 * card is outlined; any card can be clicked, and the game explains a refusal.
 */
export function Card({
  name,
  text,
  colour,
  tag,
  legal,
  onClick,
}: {
  name: string;
  text: string;
  colour?: string;
  tag?: string;
  legal: boolean;
  onClick?: () => void;
}) {
  const className = `card${legal ? ' legal' : ''}${colour ? ` card-${colour}` : ''}`;
  const label = `${name}${tag ? ` (${tag})` : ''}${legal ? ', playable' : ''}`;
  if (!onClick) {
    return (
      // biome-ignore lint/a11y/noNoninteractiveTabindex: keyboard users focus a card to read its text.
      <span
        className={className}
        tabIndex={0}
        title={text}
        aria-label={label}
        {...inspectable({ title: name, text })}
      >
        <span className="card-name">{name}</span>
        {tag && <span className="card-tag">{tag}</span>}
      </span>
    );
  }
  return (
    <button
      type="button"
      className={className}
      title={text}
      aria-label={label}
      onClick={onClick}
      {...inspectable({ title: name, text })}
    >
      <span className="card-name">{name}</span>
      {tag && <span className="card-tag">{tag}</span>}
    </button>
  );
}
