import { useEffect, useState } from 'react';
import { boardFor } from '../boards';
import { seatName } from '../boards/seatName';
import { gameTitle } from '../gameTitle';
import { JoinLinks } from '../lobby/JoinLinks';
import { HistoryBar } from '../replay/HistoryBar';
import { PastBoard } from '../replay/PastBoard';
import { replayHash } from '../route';
import { RulesLink } from '../rules/ruleLink';
import { heldSeats } from '../seats';
import { ChatPanel } from './ChatPanel';
import { DecisionPanel } from './DecisionPanel';
import { HotseatCover } from './HotseatCover';
import { mustCover } from './hotseat';
import { InspectPanel } from './InspectPanel';
import { LatestEvents, PaceControl } from './LatestEvents';
import { LogPanel } from './LogPanel';
import { NoticeBanner } from './NoticeBanner';
import { RematchPanel } from './RematchPanel';
import { ResultPanel } from './ResultPanel';
import type { SeatState } from './seatState';
import { SPECTATOR, useMatch } from './store';
import { TurnClock } from './TurnClock';

/** The table: the board, what to decide, the log, and the result once the game is over. */
export function MatchPage({ matchId }: { matchId: string }) {
  const store = useMatch();
  // The action the seat looks back at with the history slider; null: the table as it stands.
  const [looking, setLooking] = useState<number | null>(null);

  useEffect(() => {
    useMatch.getState().open(matchId, heldSeats(matchId));
    return () => useMatch.getState().close();
  }, [matchId]);

  const heldCount = [...store.states.keys()].filter((k) => k !== SPECTATOR).length;
  useTabTitle(store.states.get(store.shown ?? SPECTATOR));
  const key = store.shown ?? SPECTATOR;
  const state = store.states.get(key);
  if (!state) {
    return (
      <section className="panel">
        <h1>Joining the table…</h1>
        <NoticeBanner notice={store.notice} onDismiss={store.dismissNotice} />
        {store.notice && <a href="#/">Back to the lobby</a>}
      </section>
    );
  }

  const board = boardFor(state.game);
  const Board = board.component;
  const seat = state.seat;
  const covered = mustCover(heldCount, board.hides(state.view), store.shown, store.confirmed);
  // No choice is offered while an action is on its way or the socket is down: it could not be sent.
  const busy = store.inFlight !== null || store.connection !== 'open';
  const act = (action: unknown) => {
    if (seat !== null) store.act(seat, action);
  };
  const freeSeats = state.seats.filter((s) => s.kind === 'human' && !s.claimed).map((s) => s.seat);

  return (
    <div className="table">
      <div className="table-head">
        <h1>{gameTitle(state.game)}</h1>
        <RulesLink gameId={state.game} text="Rules" />
        <PaceControl />
        <span className="muted">
          {seat === null ? 'Watching' : `Playing ${seatName(state.seats, seat)}`} · {statusText(state.status)}
          {store.connection !== 'open' && ` · ${store.connection}…`}
        </span>
        <TurnClock
          deadline={state.deadline}
          turnSeconds={state.turnSeconds}
          waiting={state.waiting}
          seats={state.seats}
        />
        {heldCount > 1 && (
          <fieldset className="seat-tabs">
            <legend className="sr-only">Seats in this browser</legend>
            {[...store.states.keys()]
              .filter((k) => k !== SPECTATOR)
              .sort((a, b) => a - b)
              .map((s) => (
                <button
                  key={s}
                  type="button"
                  aria-pressed={s === store.shown}
                  onClick={() => store.show(s)}
                  className={
                    (store.states.get(s)?.decisions.length ?? 0) > 0 ? 'seat-tab to-move' : 'seat-tab'
                  }
                >
                  {seatName(state.seats, s)}
                </button>
              ))}
          </fieldset>
        )}
      </div>
      <NoticeBanner notice={store.notice} onDismiss={store.dismissNotice} />
      {covered && store.shown !== null ? (
        <HotseatCover
          name={seatName(state.seats, store.shown)}
          onConfirm={() => store.confirm(store.shown!)}
        />
      ) : (
        <div className="table-body">
          <div className="board-area">
            {looking === null ? (
              <>
                <LatestEvents log={state.log} seats={state.seats} />
                <Board
                  view={state.view}
                  seat={seat}
                  seats={state.seats}
                  legal={state.legal}
                  act={act}
                  busy={busy}
                />
              </>
            ) : (
              <PastBoard
                matchId={matchId}
                gameId={state.game}
                seat={seat}
                token={seat === null ? undefined : heldSeats(matchId)[seat]}
                version={looking}
                seats={state.seats}
              />
            )}
            {state.version > 0 && (
              <HistoryBar
                version={looking ?? state.version}
                last={state.version}
                onChange={(v) => setLooking(v >= state.version ? null : Math.max(0, v))}
                onLive={looking === null ? undefined : () => setLooking(null)}
              />
            )}
            <InspectPanel />
          </div>
          <div className="side">
            {state.result && (
              <ResultPanel
                result={state.result}
                seats={state.seats}
                seat={seat}
                replay={replayHash(matchId)}
              />
            )}
            {state.result && <RematchPanel matchId={matchId} rematch={state.rematch} />}
            {state.status === 'waiting' && freeSeats.length > 0 && (
              <section className="panel" aria-labelledby="invite-title">
                <h2 id="invite-title">Invite players</h2>
                <JoinLinks matchId={matchId} seats={freeSeats} />
              </section>
            )}
            {looking !== null && !state.result && (
              <section className="panel looking-back" aria-labelledby="looking-title">
                <h2 id="looking-title">Looking back</h2>
                <p>
                  The table as {seat === null ? 'a spectator' : 'you'} saw it{' '}
                  {looking === 0 ? 'at the start' : `after action ${looking}`}: nothing can be chosen here.{' '}
                  {state.decisions.length > 0 && 'The table waits for your move.'}
                </p>
                <button type="button" className="primary" onClick={() => setLooking(null)}>
                  Back to live
                </button>
              </section>
            )}
            {looking === null && !state.result && (
              <DecisionPanel
                gameId={state.game}
                seat={seat}
                decisions={state.decisions}
                legal={state.legal}
                waiting={state.waiting}
                seats={state.seats}
                busy={busy}
                status={state.status}
                onChoose={act}
                canUndo={state.canUndo && seat !== null}
                onUndo={() => {
                  if (seat !== null) store.undo(seat);
                }}
              />
            )}
            <LogPanel log={state.log} seats={state.seats} />
            <ChatPanel lines={store.chat} seats={state.seats} canWrite={seat !== null} onSay={store.say} />
          </div>
        </div>
      )}
    </div>
  );
}

/** The tab says whose move it is, so a player in another tab sees their turn come. */
function useTabTitle(state: SeatState | undefined) {
  const title = !state
    ? 'questbox'
    : `${state.result ? 'Game over' : state.decisions.length > 0 ? 'Your move' : 'Waiting'} · ${gameTitle(state.game)} · questbox`;
  useEffect(() => {
    document.title = title;
    return () => {
      document.title = 'questbox';
    };
  }, [title]);
}

function statusText(status: string): string {
  return status === 'waiting' ? 'waiting for players' : status === 'running' ? 'in play' : 'finished';
}
