/** The server's HTTP and WebSocket messages, as its README documents them. */
import type { Decision, Result } from '@questbox/engine';

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  description?: string;
  title?: string;
  minimum?: number;
  maximum?: number;
  anyOf?: JsonSchema[];
}

export interface GameInfo {
  id: string;
  title: string;
  seats: { min: number; max: number };
  unlisted?: boolean;
  options: JsonSchema;
  bots: string[];
}

export interface SeatInfo {
  seat: number;
  kind: 'human' | 'bot';
  bot?: string;
  claimed: boolean;
  name?: string;
  connected: boolean;
  away: boolean;
}

export type MatchStatus = 'waiting' | 'running' | 'finished';

export interface MatchInfo {
  id: string;
  game: string;
  status: MatchStatus;
  version: number;
  options: unknown;
  seats: SeatInfo[];
  result: Result | null;
  createdAt: string;
  /** Seconds a player has for each decision; null: no turn timer. */
  turnSeconds: number | null;
  /** The match created as this one's rematch, once someone asked for it. */
  rematch: string | null;
}

/** One line of a match's chat. */
export interface ChatLine {
  n: number;
  seat: number;
  name: string | null;
  text: string;
  at: string;
}

export type SeatRequest = { kind: 'human' } | { kind: 'bot'; bot: string };

export interface LegalChoice {
  action: unknown;
  text: string;
}

export interface LogEvent {
  at: number;
  seat: number;
  type: string;
  text: string;
  data?: unknown;
}

export interface UpdateMessage {
  type: 'update';
  match: string;
  game: string;
  seat: number | null;
  version: number;
  /** Names the history at this version: an act or an undo sends it back with the version. */
  history: string;
  status: MatchStatus;
  full: boolean;
  ack?: string | null;
  view: unknown;
  decisions: Decision[];
  legal: LegalChoice[];
  /** This seat took the last action and may ask to take it back. */
  canUndo?: boolean;
  waiting: number[];
  events: LogEvent[];
  seats: SeatInfo[];
  result: Result | null;
  turnSeconds: number | null;
  /** When the awaited players' time runs out (ISO time); null when nobody is on the clock. */
  deadline: string | null;
  rematch: string | null;
  /** The chat so far, on a full update. */
  chat?: ChatLine[];
}

/** New chat lines; `ack` answers the `chat` message this socket sent. */
export interface ChatMessage {
  type: 'chat';
  match: string;
  lines: ChatLine[];
  ack?: string | null;
}

/** A seat's (or a spectator's) view at an earlier version, with the events of the action that led there. */
export interface PastView {
  match: string;
  game: string;
  seat: number | null;
  version: number;
  /** The match's version now. */
  versions: number;
  view: unknown;
  events: LogEvent[];
}

export interface ErrorBody {
  code: string;
  message: string;
}

export interface RejectedMessage {
  type: 'rejected';
  id: string | null;
  version: number;
  history?: string;
  error: ErrorBody;
}

export interface ErrorMessage {
  type: 'error';
  id: string | null;
  error: ErrorBody;
}

export type ServerMessage =
  | UpdateMessage
  | RejectedMessage
  | ErrorMessage
  | ChatMessage
  | { type: 'pong'; id: string | null };
