import { type KeyboardEvent, useEffect, useState } from 'react';
import type { LegalChoice } from '../protocol';

/**
 * What a click on a board element does: the one legal choice it stands for is taken; several are
 * offered in a short list; none sends `fallback` (when given), so the server says why not.
 */
export function usePick(legal: LegalChoice[], act: (action: unknown) => void) {
  const [options, setOptions] = useState<LegalChoice[] | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: new legal choices make an open list stale.
  useEffect(() => setOptions(null), [legal]);
  function pick(matches: LegalChoice[], fallback?: unknown) {
    if (matches.length === 1) act(matches[0].action);
    else if (matches.length > 1) setOptions(matches);
    else if (fallback !== undefined) act(fallback);
  }
  return { options, pick, clear: () => setOptions(null) };
}

export function PickList({
  options,
  onChoose,
  onCancel,
}: {
  options: LegalChoice[] | null;
  onChoose(action: unknown): void;
  onCancel(): void;
}) {
  if (!options) return null;
  return (
    <div className="pick-list">
      <strong>Choose how:</strong>
      {options.map((o) => (
        <button
          key={JSON.stringify(o.action)}
          type="button"
          className="choice"
          onClick={() => onChoose(o.action)}
        >
          {o.text}
        </button>
      ))}
      <button type="button" onClick={onCancel}>
        Cancel
      </button>
    </div>
  );
}

/** Enter and Space activate an SVG element that acts as a button. */
export function onActivateKey(activate: () => void) {
  return (e: KeyboardEvent) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      activate();
    }
  };
}
