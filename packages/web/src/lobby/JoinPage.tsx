import { useEffect, useState } from 'react';
import { ApiError, fetchMatch, joinSeat } from '../api';
import { gameTitle } from '../gameTitle';
import type { MatchInfo } from '../protocol';
import { matchHash } from '../route';
import { heldSeats, holdSeat } from '../seats';
import { savedName, saveName } from './playerName';

/** Where a join link leads: take the seat under a name, then go to the table. */
export function JoinPage({ matchId, seat }: { matchId: string; seat: number }) {
  const [match, setMatch] = useState<MatchInfo | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [name, setName] = useState(savedName);
  const [joining, setJoining] = useState(false);

  useEffect(() => {
    // This browser already holds the seat: straight to the table.
    if (heldSeats(matchId)[seat]) {
      location.replace(matchHash(matchId));
      return;
    }
    fetchMatch(matchId)
      .then(setMatch)
      .catch((e: unknown) => setError(e instanceof Error ? e.message : String(e)));
  }, [matchId, seat]);

  async function join() {
    setJoining(true);
    setError(null);
    try {
      saveName(name);
      holdSeat(matchId, seat, await joinSeat(matchId, seat, name.trim() || undefined));
      location.hash = matchHash(matchId);
    } catch (e) {
      setError(e instanceof ApiError ? e.message : String(e));
    } finally {
      setJoining(false);
    }
  }

  const info = match?.seats.find((s) => s.seat === seat);
  const free = info?.kind === 'human' && !info.claimed;
  return (
    <section className="panel" aria-labelledby="join-title">
      <h1 id="join-title">Join seat {seat + 1}</h1>
      {match && <p>Game: {gameTitle(match.game)}</p>}
      {match && !free && (
        <p className="error">
          This seat is not free. <a href={matchHash(matchId)}>Watch the match</a> instead.
        </p>
      )}
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      {match && free && (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void join();
          }}
        >
          <label className="option-field" htmlFor="join-name">
            Your name
            <input
              id="join-name"
              type="text"
              maxLength={40}
              value={name}
              placeholder="optional"
              onChange={(e) => setName(e.target.value)}
            />
          </label>
          <button type="submit" className="primary" disabled={joining}>
            Take seat {seat + 1}
          </button>
        </form>
      )}
    </section>
  );
}
