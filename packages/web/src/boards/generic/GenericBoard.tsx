import type { BoardProps } from '../types';

/** For a game without a board of its own yet: its view, readable as an outline. */
export function GenericBoard({ view }: BoardProps) {
  return (
    <div className="generic-board">
      <ViewNode value={view} />
    </div>
  );
}

function ViewNode({ value }: { value: unknown }) {
  if (value === null || typeof value !== 'object') return <span>{String(value)}</span>;
  const entries = Array.isArray(value)
    ? value.map((v, i) => [String(i + 1), v] as const)
    : Object.entries(value);
  if (entries.length === 0) return <span>(none)</span>;
  return (
    <dl>
      {entries.map(([key, child]) => (
        <div key={key} className="generic-entry">
          <dt>{key}</dt>
          <dd>
            <ViewNode value={child} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
