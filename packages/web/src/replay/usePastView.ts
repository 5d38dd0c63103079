import { useEffect, useRef, useState } from 'react';
import { ApiError, fetchPastView } from '../api';
import type { PastView } from '../protocol';

/** How long to wait before asking again after the server said "slow down" (it refills 6 requests a second). */
const RATE_LIMITED_RETRY_MS = 400;

/**
 * The view at `version` (null: none wanted), asked of the server, which replays the match and
 * answers what this token's seat (no token: a spectator) saw then. One request at a time: while
 * the slider moves, only the version it rests on is asked next, and every answer is kept. Asked
 * too fast, it waits and asks again rather than showing the server's "slow down".
 */
export function usePastView(matchId: string, version: number | null, token: string | undefined) {
  const [shown, setShown] = useState<PastView | null>(null);
  const [error, setError] = useState<string | null>(null);
  const wanted = useRef(version);
  const inFlight = useRef(false);
  const cache = useRef(new Map<number, PastView>());
  const mounted = useRef(true);
  wanted.current = version;

  useEffect(() => {
    mounted.current = true;
    cache.current.clear();
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    if (version === null || inFlight.current) return;
    const load = (v: number) => {
      const known = cache.current.get(v);
      if (known) {
        setShown(known);
        return;
      }
      inFlight.current = true;
      const next = (after: number | null) => {
        inFlight.current = false;
        const wantedNow = wanted.current;
        if (mounted.current && wantedNow !== null && wantedNow !== after) load(wantedNow);
      };
      fetchPastView(matchId, v, token).then(
        (past) => {
          cache.current.set(v, past);
          if (mounted.current) {
            setShown(past);
            setError(null);
          }
          next(v);
        },
        (e: unknown) => {
          // Stepping faster than the server answers past views: ask again in a moment, the
          // version wanted by then.
          if (e instanceof ApiError && e.code === 'rate-limited') {
            setTimeout(() => next(null), RATE_LIMITED_RETRY_MS);
            return;
          }
          if (mounted.current) setError(e instanceof Error ? e.message : String(e));
          next(v);
        },
      );
    };
    load(version);
  }, [matchId, version, token]);

  return { past: version !== null && shown?.version === version ? shown : null, error };
}
