import type { Result } from '@questbox/engine';
import { useEffect, useRef } from 'react';
import { seatName, withSeatNames } from '../boards/seatName';
import type { SeatInfo } from '../protocol';

/** The score table line by line: a column per seat, each line saying what it counts, the totals last. */
function Breakdown({ result, seats }: { result: Result; seats: SeatInfo[] }) {
  const scores = result.scores ?? [];
  return (
    // With many players the table is wider than the panel: it scrolls inside it instead of spilling out.
    <div className="table-scroll">
      <table className="scores breakdown">
        <thead>
          <tr>
            <th scope="col">What counts</th>
            {scores.map((_, seat) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: columns are seats.
              <th key={seat} scope="col" className={result.winners.includes(seat) ? 'winner' : ''}>
                {seatName(seats, seat)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {(result.breakdown ?? []).map((row) => (
            <tr key={row.line}>
              <th scope="row">{row.line}</th>
              {row.values.map((v, seat) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: columns are seats.
                <td key={seat}>{v}</td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total</th>
            {scores.map((score, seat) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: columns are seats.
              <td key={seat} className={result.winners.includes(seat) ? 'winner' : ''}>
                {score}
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

/** The end of the game: the summary, the winners and every seat's score. */
export function ResultPanel({
  result,
  seats,
  seat,
  replay,
}: {
  result: Result;
  seats: SeatInfo[];
  seat: number | null;
  /** The link to the match step by step, shown on the table (not in the replay itself). */
  replay?: string;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const won = seat !== null && result.winners.includes(seat);
  const title = result.cooperative
    ? result.winners.length > 0
      ? 'The table wins'
      : 'The table loses'
    : seat === null
      ? 'Game over'
      : won
        ? 'You win'
        : 'Game over';
  return (
    <section className="panel result" aria-labelledby="result-title">
      <h2 id="result-title" ref={heading} tabIndex={-1}>
        {title}
      </h2>
      <p className="result-summary">{withSeatNames(result.summary, seats)}</p>
      {!result.cooperative && result.winners.length > 0 && (
        <p>Winner: {result.winners.map((w) => seatName(seats, w)).join(', ')}</p>
      )}
      {result.scores && result.breakdown && <Breakdown result={result} seats={seats} />}
      {result.scores && !result.breakdown && (
        <table className="scores">
          <thead>
            <tr>
              <th scope="col">Seat</th>
              <th scope="col">Score</th>
            </tr>
          </thead>
          <tbody>
            {result.scores.map((score, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: scores are listed by seat.
              <tr key={i} className={result.winners.includes(i) ? 'winner' : ''}>
                <td>{seatName(seats, i)}</td>
                <td>{score}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {replay && (
        <a className="button" href={replay}>
          Watch the replay
        </a>
      )}
      <a className="button primary" href="#/">
        Back to the lobby
      </a>
    </section>
  );
}
