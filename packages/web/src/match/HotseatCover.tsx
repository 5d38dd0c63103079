import { useEffect, useRef } from 'react';

/** Covers the table between hot-seat players so nobody sees the next player's hand. */
export function HotseatCover({ name, onConfirm }: { name: string; onConfirm(): void }) {
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => button.current?.focus(), []);
  return (
    <div className="cover" role="dialog" aria-modal="true" aria-labelledby="cover-title">
      <div className="cover-box">
        <h2 id="cover-title">Pass to {name}</h2>
        <p>The screen is hidden so the other players cannot see this hand.</p>
        <button ref={button} type="button" className="primary" onClick={onConfirm}>
          I am {name}: show my table
        </button>
      </div>
    </div>
  );
}
