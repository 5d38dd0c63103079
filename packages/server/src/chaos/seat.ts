import WebSocket from 'ws';
import type { Fleet } from './fleet';
import type { Ledger } from './record';

type Random = () => number;

/** An act sent and not yet answered. */
interface Sent {
  id: string;
  version: number;
  history: string;
  action: unknown;
  resent: boolean;
}

/** What the campaign hears from its seats, to time its kills. */
export interface SeatEvents {
  /** An act was just sent: a kill now lands while the server reads or stores it. */
  sent(seat: ChaosSeat): void;
  /** An update arrived (`latest` is set). */
  updated(seat: ChaosSeat, update: any): void;
}

/**
 * One seat played by a socket client at full speed: on every update that asks it to choose, it
 * sends one of its listed options, picked at random (seeded). It writes down every update it is
 * shown and every acknowledgement. When its server dies it reconnects to a server that is up, and
 * sends again, word for word, an act that was not answered: the answer must be the act taken, or
 * `stale` when the first one was stored.
 */
export class ChaosSeat {
  latest: any = null;
  private socket: WebSocket | null = null;
  private sent: Sent | null = null;
  private acts = 0;
  /** The history an act was refused as `stale` at: the seat waits for a newer update. */
  private staleAt: string | null = null;
  private stopped = false;
  private finished: () => void = () => undefined;
  /** Resolves once this seat has seen its match's result. */
  readonly done: Promise<void>;

  constructor(
    readonly match: string,
    readonly seat: number,
    private readonly token: string,
    private readonly random: Random,
    private readonly fleet: Fleet,
    private readonly ledger: Ledger,
    private readonly events: SeatEvents,
  ) {
    this.done = new Promise((resolve) => {
      this.finished = resolve;
    });
  }

  /** Opens a socket to a server that is up (waiting for one), attaches, and plays from there. */
  async connect(): Promise<void> {
    while (!this.stopped) {
      await this.fleet.whenUp();
      const up = this.fleet.up();
      if (up.length === 0) continue;
      const url = up[Math.floor(this.random() * up.length)];
      if (await this.open(url)) return;
    }
  }

  private open(url: string): Promise<boolean> {
    return new Promise((resolve) => {
      const socket = new WebSocket(`${url.replace(/^http/, 'ws')}/ws`);
      socket.once('open', () => {
        this.socket = socket;
        socket.send(JSON.stringify({ type: 'attach', match: this.match, token: this.token }));
        resolve(true);
      });
      socket.on('message', (data) => this.receive(JSON.parse(String(data))));
      socket.on('error', () => undefined);
      socket.once('close', () => {
        if (this.socket !== socket) return resolve(false);
        this.socket = null;
        if (!this.stopped) void this.connect();
      });
    });
  }

  private receive(message: any): void {
    if (message.type === 'update') {
      this.ledger.saw(message);
      this.latest = message;
      if (message.full && this.sent) {
        this.resend(this.sent);
        return;
      }
      if (this.sent && 'ack' in message) {
        if (message.ack !== this.sent.id)
          this.refused('wrong-ack', `an ack for ${message.ack}, not ${this.sent.id}`);
        const { id, action, resent } = this.sent;
        this.ledger.acks.push({
          match: this.match,
          seat: this.seat,
          id,
          version: message.version,
          action,
          resent,
        });
        this.sent = null;
      }
      this.events.updated(this, message);
      if (message.result) this.finished();
    } else if (message.type === 'rejected' && this.sent && message.id === this.sent.id) {
      if (message.error.code === 'stale') this.staleAt = this.sent.history;
      else this.refused(message.error.code, message.error.message);
      this.sent = null;
    } else if (message.type === 'error') {
      this.refused(message.error.code, message.error.message);
      this.sent = null;
    }
    this.play();
  }

  private refused(code: string, message: string): void {
    const history = this.sent?.history ?? this.latest?.history ?? '';
    this.ledger.refusals.push({ match: this.match, seat: this.seat, history, code, message });
  }

  /** Sends one of the listed options when the latest update asks this seat and no act is out. */
  private play(): void {
    const u = this.latest;
    if (this.sent || this.stopped || !this.socket || !u || u.status !== 'running' || u.legal.length === 0)
      return;
    if (u.history === this.staleAt) return;
    const choice = u.legal[Math.floor(this.random() * u.legal.length)];
    this.acts++;
    this.send({
      id: `${this.match}:${this.seat}:${this.acts}`,
      version: u.version,
      history: u.history,
      action: choice.action,
      resent: false,
    });
  }

  private resend(sent: Sent): void {
    this.send({ ...sent, resent: true });
  }

  private send(sent: Sent): void {
    this.sent = sent;
    const { id, version, history, action } = sent;
    this.socket?.send(JSON.stringify({ type: 'act', id, version, history, action }));
    this.events.sent(this);
  }

  stop(): void {
    this.stopped = true;
    this.socket?.close();
  }
}
