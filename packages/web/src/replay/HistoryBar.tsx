/**
 * Steps through a match's versions: back and forward one action, or the slider over all of them;
 * `onLive` (during a game) returns to the table as it stands.
 */
export function HistoryBar({
  version,
  last,
  onChange,
  onLive,
}: {
  version: number;
  last: number;
  onChange(version: number): void;
  onLive?: () => void;
}) {
  return (
    <fieldset className="history-bar">
      <legend className="sr-only">History</legend>
      <button type="button" onClick={() => onChange(version - 1)} disabled={version <= 0}>
        ◀ Back
      </button>
      <input
        type="range"
        min={0}
        max={last}
        value={version}
        aria-label="Action"
        aria-valuetext={`after action ${version} of ${last}`}
        onChange={(e) => onChange(Number(e.target.value))}
      />
      <button type="button" onClick={() => onChange(version + 1)} disabled={version >= last}>
        Forward ▶
      </button>
      <output className="history-at">
        {version === 0 ? 'Setup' : `Action ${version}`} of {last}
      </output>
      {onLive && (
        <button type="button" className="primary" onClick={onLive}>
          Back to live
        </button>
      )}
    </fieldset>
  );
}
