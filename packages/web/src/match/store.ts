import { create } from 'zustand';
import type { ChatLine, ErrorBody, ServerMessage } from '../protocol';
import type { HeldSeats } from '../seats';
import { type ConnectionStatus, SeatConnection } from './connection';
import { seatToShow } from './hotseat';
import { applyUpdate, type SeatState } from './seatState';

export interface Notice {
  kind: 'rejected' | 'error';
  code: string;
  message: string;
}

interface MatchStore {
  matchId: string | null;
  /** Seat number to what it knows; a spectator is kept under -1. */
  states: Map<number, SeatState>;
  connection: ConnectionStatus;
  /** The seat on screen. */
  shown: number | null;
  /** The seat whose player confirmed they are at the screen (hot-seat). */
  confirmed: number | null;
  /** The last refusal, shown until the next action or a dismissal. */
  notice: Notice | null;
  /** An action sent and not answered yet: buttons wait for it. */
  inFlight: string | null;
  /** The match's chat, oldest first (every seat's socket hears the same lines). */
  chat: ChatLine[];
  open(matchId: string, held: HeldSeats): void;
  close(): void;
  act(seat: number, action: unknown): void;
  /** Asks to take back the seat's own last action; a refusal comes back as a notice. */
  undo(seat: number): void;
  /** Writes a chat line as the seat on screen; a refusal comes back as a notice. */
  say(text: string): void;
  confirm(seat: number): void;
  show(seat: number): void;
  dismissNotice(): void;
}

export const SPECTATOR = -1;

const connections = new Map<number, SeatConnection>();
let nextActId = 1;

export const useMatch = create<MatchStore>((set, get) => {
  function onMessage(key: number, message: ServerMessage) {
    if (message.type === 'update') {
      const states = new Map(get().states);
      states.set(key, applyUpdate(states.get(key), message));
      const acked = message.ack !== undefined && message.ack === get().inFlight;
      const shown = key === SPECTATOR ? null : seatToShow(withoutSpectator(states), get().shown);
      const chat = message.chat ? mergeChat(get().chat, message.chat) : get().chat;
      set({ states, shown, chat, ...(acked ? { inFlight: null, notice: null } : {}) });
    } else if (message.type === 'chat') {
      set({ chat: mergeChat(get().chat, message.lines) });
    } else if (message.type === 'rejected' || message.type === 'error') {
      const fromAct = message.id !== null && message.id === get().inFlight;
      const kind = message.type;
      set({ notice: toNotice(kind, message.error), ...(fromAct ? { inFlight: null } : {}) });
      // A seat whose token the server refuses cannot play here; watching still works.
      if (message.type === 'error' && message.error.code === 'bad-token') reopenAsSpectator(key);
    }
  }

  function reopenAsSpectator(key: number) {
    connections.get(key)?.close();
    connections.delete(key);
    const matchId = get().matchId;
    if (matchId && !connections.has(SPECTATOR) && connections.size === 0)
      connect(matchId, SPECTATOR, undefined);
  }

  function connect(matchId: string, key: number, token: string | undefined) {
    const connection = new SeatConnection(matchId, token, {
      onMessage: (message) => onMessage(key, message),
      // An action sent on a socket that dropped gets no answer: the full update after re-attaching tells what happened.
      onStatus: (status) =>
        set(status === 'open' ? { connection: status } : { connection: status, inFlight: null }),
    });
    connections.set(key, connection);
  }

  /** Sends an act or an undo, stamped with the version and the history this seat sees. */
  function send(seat: number, message: (id: string) => Record<string, unknown>) {
    const state = get().states.get(seat);
    const connection = connections.get(seat);
    if (!state || !connection) return;
    const id = `a${nextActId++}`;
    // The version and history make a click on a board that has since moved on (or was taken back
    // and played again to the same version) come back as `stale`.
    if (!connection.send({ ...message(id), version: state.version, history: state.history })) {
      set({
        notice: { kind: 'error', code: 'offline', message: 'Not connected: the action was not sent.' },
      });
      return;
    }
    set({ inFlight: id, notice: null });
  }

  return {
    matchId: null,
    states: new Map(),
    connection: 'connecting',
    shown: null,
    confirmed: null,
    notice: null,
    inFlight: null,
    chat: [],
    open(matchId, held) {
      get().close();
      set({ matchId });
      const seats = Object.entries(held);
      if (seats.length === 0) connect(matchId, SPECTATOR, undefined);
      for (const [seat, token] of seats) connect(matchId, Number(seat), token);
    },
    close() {
      for (const connection of connections.values()) connection.close();
      connections.clear();
      set({
        matchId: null,
        states: new Map(),
        shown: null,
        confirmed: null,
        notice: null,
        inFlight: null,
        chat: [],
      });
    },
    act(seat, action) {
      send(seat, (id) => ({ type: 'act', id, action }));
    },
    undo(seat) {
      send(seat, (id) => ({ type: 'undo', id }));
    },
    say(text) {
      const seat = get().shown;
      const connection = seat === null ? undefined : connections.get(seat);
      if (!connection?.send({ type: 'chat', id: `c${nextActId++}`, text }))
        set({ notice: { kind: 'error', code: 'offline', message: 'Not connected: the line was not sent.' } });
    },
    confirm(seat) {
      set({ confirmed: seat });
    },
    show(seat) {
      if (get().states.has(seat)) set({ shown: seat });
    },
    dismissNotice() {
      set({ notice: null });
    },
  };
});

function withoutSpectator(states: Map<number, SeatState>): Map<number, SeatState> {
  const seats = new Map(states);
  seats.delete(SPECTATOR);
  return seats;
}

function toNotice(kind: Notice['kind'], error: ErrorBody): Notice {
  return { kind, code: error.code, message: error.message };
}

/** Chat lines known so far plus new ones, each once, in the server's order. */
function mergeChat(known: ChatLine[], lines: ChatLine[]): ChatLine[] {
  const seen = new Set(known.map((l) => l.n));
  const added = lines.filter((l) => !seen.has(l.n));
  return added.length === 0 ? known : [...known, ...added].sort((a, b) => a.n - b.n);
}
