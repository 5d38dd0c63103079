import { useCallback, useEffect, useState } from 'react';
import { fetchMatches } from '../api';
import { seatName } from '../boards/seatName';
import type { GameInfo, MatchInfo } from '../protocol';
import { joinLink, matchHash } from '../route';
import { heldSeats } from '../seats';

const REFRESH_MS = 5000;

/** Matches waiting for players (join a free seat) and matches being played (watch them). */
export function OpenMatches({ games }: { games: GameInfo[] }) {
  const [waiting, setWaiting] = useState<MatchInfo[]>([]);
  const [running, setRunning] = useState<MatchInfo[]>([]);
  const [error, setError] = useState<string | null>(null);

  const refresh = useCallback(() => {
    Promise.all([fetchMatches('waiting'), fetchMatches('running')])
      .then(([w, r]) => {
        setWaiting(w);
        setRunning(r);
        setError(null);
      })
      .catch((e: unknown) => setError(e instanceof Error ? e.message : String(e)));
  }, []);

  useEffect(() => {
    refresh();
    const timer = setInterval(refresh, REFRESH_MS);
    return () => clearInterval(timer);
  }, [refresh]);

  const title = (id: string) => games.find((g) => g.id === id)?.title ?? id;
  const seatsText = (m: MatchInfo) =>
    m.seats.map((s) => (s.claimed ? seatName(m.seats, s.seat) : 'free')).join(', ');

  return (
    <section className="panel" aria-labelledby="open-matches">
      <h2 id="open-matches">Open matches</h2>
      <button type="button" onClick={refresh}>
        Refresh
      </button>
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      <h3>Waiting for players</h3>
      {waiting.length === 0 && <p className="muted">No match is waiting for players.</p>}
      <ul className="match-list">
        {waiting.map((m) => (
          <li key={m.id}>
            <span>
              {title(m.game)} · {seatsText(m)}
            </span>
            {Object.keys(heldSeats(m.id)).length > 0 && <a href={matchHash(m.id)}>Back to the table</a>}
            {m.seats
              .filter((s) => s.kind === 'human' && !s.claimed)
              .map((s) => (
                <a key={s.seat} className="button" href={joinLink('', m.id, s.seat)}>
                  Join as seat {s.seat + 1}
                </a>
              ))}
          </li>
        ))}
      </ul>
      <h3>Being played</h3>
      {running.length === 0 && <p className="muted">No match is being played.</p>}
      <ul className="match-list">
        {running.map((m) => (
          <li key={m.id}>
            <span>
              {title(m.game)} · {seatsText(m)} · {m.version} actions
            </span>
            <a className="button" href={matchHash(m.id)}>
              {Object.keys(heldSeats(m.id)).length > 0 ? 'Back to the table' : 'Watch'}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
