import { useState } from 'react';
import { ApiError, requestRematch } from '../api';
import { matchHash } from '../route';
import { carrySeats, heldSeats } from '../seats';

/**
 * The end screen's rematch: a player asks for it (same game, options and seats); once it exists
 * every player of this match is offered their seat there, and a spectator a way to watch it.
 */
export function RematchPanel({ matchId, rematch }: { matchId: string; rematch: string | null }) {
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const token = Object.values(heldSeats(matchId))[0];
  const go = (id: string) => {
    carrySeats(matchId, id);
    location.hash = matchHash(id);
  };

  async function ask() {
    if (!token) return;
    setAsking(true);
    setError(null);
    try {
      go(await requestRematch(matchId, token));
    } catch (e) {
      setError(e instanceof ApiError ? e.message : String(e));
    } finally {
      setAsking(false);
    }
  }

  if (!token) {
    return rematch ? (
      <section className="panel rematch" aria-labelledby="rematch-title">
        <h2 id="rematch-title">Rematch</h2>
        <a className="button" href={matchHash(rematch)}>
          Watch the rematch
        </a>
      </section>
    ) : null;
  }
  return (
    <section className="panel rematch" aria-labelledby="rematch-title">
      <h2 id="rematch-title">Rematch</h2>
      {rematch ? (
        <>
          <p>A rematch is ready: the same seats and options.</p>
          <button type="button" className="primary" onClick={() => go(rematch)}>
            Take your seat in the rematch
          </button>
        </>
      ) : (
        <>
          <p>Play again with the same seats and options.</p>
          <button type="button" className="primary" disabled={asking} onClick={() => void ask()}>
            {asking ? 'Asking…' : 'Rematch'}
          </button>
        </>
      )}
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
    </section>
  );
}
