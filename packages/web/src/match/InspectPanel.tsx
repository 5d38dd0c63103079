import { useInspect } from '../inspect';

/** The text of the card or piece under the pointer or keyboard focus. */
export function InspectPanel() {
  const inspected = useInspect((s) => s.inspected);
  return (
    <aside className="inspect" aria-live="polite" aria-label="Card text">
      {inspected ? (
        <>
          <strong>{inspected.title}</strong> <span>{inspected.text}</span>
        </>
      ) : (
        <span className="muted">Point at or focus a card or piece to read it.</span>
      )}
    </aside>
  );
}
