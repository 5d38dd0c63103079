import { useState } from 'react';
import { joinLink } from '../route';

/** One link per free seat, with a button that copies it. */
export function JoinLinks({ matchId, seats }: { matchId: string; seats: number[] }) {
  const [copied, setCopied] = useState<number | null>(null);
  return (
    <ul className="join-links">
      {seats.map((seat) => {
        const link = joinLink(location.origin, matchId, seat);
        return (
          <li key={seat}>
            <span className="join-seat">Seat {seat + 1}</span>
            <input
              readOnly
              value={link}
              aria-label={`Join link for seat ${seat + 1}`}
              onFocus={(e) => e.target.select()}
            />
            <button
              type="button"
              onClick={() => {
                void navigator.clipboard
                  ?.writeText(link)
                  .then(() => setCopied(seat))
                  .catch(() => setCopied(null));
              }}
            >
              {copied === seat ? 'Copied' : 'Copy'}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
