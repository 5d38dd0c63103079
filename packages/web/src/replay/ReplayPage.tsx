import { useEffect, useState } from 'react';
import { seatName } from '../boards/seatName';
import { gameTitle } from '../gameTitle';
import { LogPanel } from '../match/LogPanel';
import { ResultPanel } from '../match/ResultPanel';
import { SPECTATOR, useMatch } from '../match/store';
import { matchHash } from '../route';
import { heldSeats } from '../seats';
import { HistoryBar } from './HistoryBar';
import { PastBoard } from './PastBoard';

/**
 * A match step by step from its setup: the board as the seat this browser holds saw it (or as a
 * spectator sees it), one action at a time or through the slider, the log beside it with the
 * action on screen marked, and the result at the end.
 */
export function ReplayPage({ matchId }: { matchId: string }) {
  const store = useMatch();
  const [version, setVersion] = useState(0);
  useEffect(() => {
    useMatch.getState().open(matchId, heldSeats(matchId));
    return () => useMatch.getState().close();
  }, [matchId]);

  const state = store.states.get(store.shown ?? SPECTATOR);
  if (!state) {
    return (
      <section className="panel">
        <h1>Opening the replay…</h1>
      </section>
    );
  }
  const seat = state.seat;
  const go = (v: number) => setVersion(Math.max(0, Math.min(state.version, v)));
  return (
    <div className="table replay">
      <div className="table-head">
        <h1>Replay · {gameTitle(state.game)}</h1>
        <span className="muted">
          {seat === null ? 'As a spectator sees it' : `As ${seatName(state.seats, seat)} saw it`}
        </span>
        <a href={matchHash(matchId)}>Back to the table</a>
      </div>
      <div className="table-body">
        <div className="board-area">
          <HistoryBar version={version} last={state.version} onChange={go} />
          <PastBoard
            matchId={matchId}
            gameId={state.game}
            seat={seat}
            token={seat === null ? undefined : heldSeats(matchId)[seat]}
            version={version}
            seats={state.seats}
          />
        </div>
        <div className="side">
          {state.result && version === state.version && (
            <ResultPanel result={state.result} seats={state.seats} seat={seat} />
          )}
          <LogPanel log={state.log} seats={state.seats} current={version} />
        </div>
      </div>
    </div>
  );
}
