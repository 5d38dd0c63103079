import { useEffect, useRef, useState } from 'react';
import { fetchPastView } from '../api';
import type { PastView } from '../protocol';

/**
 * The view at `version` (null: none wanted), asked of the server, which replays the match and
 * answers what this token's seat (no token: a spectator) saw then. One request at a time: while
 * the slider moves, only the version it rests on is asked next, and every answer is kept.
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
      fetchPastView(matchId, v, token)
        .then((past) => {
          cache.current.set(v, past);
          if (mounted.current) {
            setShown(past);
            setError(null);
          }
        })
        .catch((e: unknown) => {
          if (mounted.current) setError(e instanceof Error ? e.message : String(e));
        })
        .finally(() => {
          inFlight.current = false;
          const next = wanted.current;
          if (mounted.current && next !== null && next !== v) load(next);
        });
    };
    load(version);
  }, [matchId, version, token]);

  return { past: version !== null && shown?.version === version ? shown : null, error };
}
