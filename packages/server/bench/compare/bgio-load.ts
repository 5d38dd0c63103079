import { randomSource } from '@questbox/engine';
import { Client } from 'boardgame.io/client';
import { SocketIO } from 'boardgame.io/multiplayer';
import { postJson } from '../../src/load/post';
import { summarize } from '../../src/load/stats';
import { raceBgio } from './race-bgio';

export interface BgioLoadOptions {
  url: string;
  matches: number;
  thinkMs: number;
  seed: string;
  maxSeconds: number;
}

export interface BgioLoadReport {
  finished: number;
  actions: number;
  seconds: number;
  actionsPerSecond: number;
  /** Move sent to both seats holding the state it produced. */
  latencyMs: ReturnType<typeof summarize>;
  timedOut: boolean;
}

/**
 * The load run of `runLoad` against boardgame.io's server: the race, every seat a boardgame.io
 * client on its own socket.io WebSocket, choosing roll or sprint at random after the think time.
 */
export async function runBgioLoad(options: BgioLoadOptions): Promise<BgioLoadReport> {
  type Seat = { client: ReturnType<typeof Client>; stateID: number; timer: NodeJS.Timeout | null };
  type Match = { seats: Seat[]; sent: Map<number, { at: number; seen: number }>; finished: boolean };
  const matches: Match[] = [];
  for (let i = 0; i < options.matches; i++) {
    const { matchID } = await postJson(`${options.url}/games/race/create`, { numPlayers: 2 });
    const seats: Seat[] = [];
    for (const playerID of ['0', '1']) {
      const { playerCredentials } = await postJson(`${options.url}/games/race/${matchID}/join`, {
        playerID,
        playerName: `p${playerID}`,
      });
      const client = Client({
        game: raceBgio,
        matchID,
        playerID,
        credentials: playerCredentials,
        debug: false,
        multiplayer: SocketIO({
          server: options.url,
          socketOpts: { transports: ['websocket'], forceNew: true },
        }),
      });
      seats.push({ client, stateID: -1, timer: null });
    }
    matches.push({ seats, sent: new Map(), finished: false });
  }
  const samples: number[] = [];
  let finished = 0;
  let actions = 0;
  let timedOut = false;
  let start = 0;
  await new Promise<void>((resolve) => {
    const deadline = setTimeout(() => {
      timedOut = true;
      resolve();
    }, options.maxSeconds * 1000);
    // Play begins once every client holds the match from the server, as questbox's sockets do.
    let ready = 0;
    let playing = false;
    const seen = (match: Match, seat: Seat, s: number, random: () => number) => {
      const state = seat.client.getState();
      if (!state || state._stateID <= seat.stateID) return;
      seat.stateID = state._stateID;
      const sent = match.sent.get(state._stateID);
      if (sent && ++sent.seen === match.seats.length) {
        samples.push(performance.now() - sent.at);
        match.sent.delete(state._stateID);
        actions++;
      }
      if (state.ctx.gameover) {
        if (!match.finished && match.seats.every((x) => x.client.getState()?.ctx.gameover)) {
          match.finished = true;
          if (++finished === matches.length) {
            clearTimeout(deadline);
            resolve();
          }
        }
        return;
      }
      if (state.ctx.currentPlayer !== String(s) || seat.timer) return;
      const wait = options.thinkMs <= 0 ? 0 : options.thinkMs * (0.5 + random());
      seat.timer = setTimeout(() => {
        seat.timer = null;
        match.sent.set(state._stateID + 1, { at: performance.now(), seen: 0 });
        if (random() < 0.5) seat.client.moves.roll();
        else seat.client.moves.sprint();
      }, wait);
    };
    const all: (() => void)[] = [];
    matches.forEach((match, m) => {
      match.seats.forEach((seat, s) => {
        const random = randomSource(`${options.seed}:${m}:${s}`);
        let connected = false;
        const look = () => seen(match, seat, s, random);
        all.push(look);
        seat.client.subscribe((state) => {
          if (playing) return look();
          if (connected || !state?.isConnected) return;
          connected = true;
          if (++ready < all.length) return;
          playing = true;
          start = performance.now();
          for (const f of all) f();
        });
        seat.client.start();
      });
    });
  });
  const seconds = (performance.now() - start) / 1000;
  for (const match of matches)
    for (const seat of match.seats) {
      if (seat.timer) clearTimeout(seat.timer);
      seat.client.stop();
    }
  return {
    finished,
    actions,
    seconds,
    actionsPerSecond: actions / seconds,
    latencyMs: summarize(samples),
    timedOut,
  };
}
