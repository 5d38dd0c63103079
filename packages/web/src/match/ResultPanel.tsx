import type { Result } from '@questbox/engine';
import { useEffect, useRef } from 'react';
import { seatName } from '../boards/seatName';
import type { SeatInfo } from '../protocol';

/** The end of the game: the summary, the winners and every seat's score. */
export function ResultPanel({
  result,
  seats,
  seat,
}: {
  result: Result;
  seats: SeatInfo[];
  seat: number | null;
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
      <p className="result-summary">{result.summary}</p>
      {!result.cooperative && result.winners.length > 0 && (
        <p>Winner: {result.winners.map((w) => seatName(seats, w)).join(', ')}</p>
      )}
      {result.scores && (
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
      <a className="button primary" href="#/">
        Back to the lobby
      </a>
    </section>
  );
}
