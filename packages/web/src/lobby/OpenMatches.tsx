import { useCallback, useEffect, useState } from 'react';
import { fetchMatches } from '../api';
import { seatName } from '../boards/seatName';
import type { GameInfo, MatchInfo } from '../protocol';
import { joinLink, matchHash, replayHash } from '../route';
import { heldSeats } from '../seats';

const REFRESH_MS = 5000;
/** Finished matches shown for replay: the most recent ones. */
const FINISHED_SHOWN = 10;

/**
 * Matches waiting for players (join a free seat), matches being played (watch them), and the
 * latest finished matches (replay them).
 */
export function OpenMatches({ games }: { games: GameInfo[] }) {
  const [waiting, setWaiting] = useState<MatchInfo[]>([]);
  const [running, setRunning] = useState<MatchInfo[]>([]);
  const [finished, setFinished] = useState<MatchInfo[]>([]);
  const [error, setError] = useState<string | null>(null);

  const refresh = useCallback(() => {
    Promise.all([fetchMatches('waiting'), fetchMatches('running'), fetchMatches('finished', FINISHED_SHOWN)])
      .then(([w, r, f]) => {
        setWaiting(w);
        setRunning(r);
        setFinished(f);
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
      <h3>Finished</h3>
      {finished.length === 0 && <p className="muted">No match has finished yet.</p>}
      <ul className="match-list finished-list">
        {finished.map((m) => (
          <li key={m.id}>
            <span>
              {title(m.game)} · {seatsText(m)} · {m.version} actions
              {m.result && <span className="muted"> · {m.result.summary}</span>}
            </span>
            <a className="button" href={replayHash(m.id)}>
              Replay
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
