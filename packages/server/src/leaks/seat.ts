import WebSocket from 'ws';
import type { Received, Via } from './scan';

type Random = () => number;

/** What a scripted client does besides playing: when it opens a socket again, and how often it misbehaves. */
export interface Script {
  /** Close the socket and attach a new one once an update reaches this version (null: never). */
  reconnectAt: number | null;
  /** The chance of a refused input before a move (a stale version, a made-up action), or when not asked. */
  hostile: number;
  /** Stop choosing once the match reaches this many actions (a long game is cut there). */
  maxActions: number;
}

/**
 * One socket client of a match, a seat's player (random legal choices, seeded) or a spectator,
 * that records every message it receives as it came. Now and then it sends what must be refused
 * (an act on a past version, a made-up action, an act while nobody asks it), and once it opens its
 * socket again mid-match, to be sent the full snapshot.
 */
export class LeakClient {
  private socket: WebSocket | null = null;
  /** The version of the last update this client had. */
  seen = 0;
  private actedAt: string | null = null;
  private last: any = null;
  private reconnected = false;
  private over = false;
  /** True once the client saw the match end. */
  finished = false;
  /** The code a move of this client was refused with, other than `stale`: the match cannot go on. */
  refused: string | null = null;
  private finish: () => void = () => undefined;
  /** Resolves once the client has seen the match end, or reach its action bound. */
  readonly done: Promise<void>;

  constructor(
    private readonly url: string,
    private readonly match: string,
    readonly seat: number | null,
    private readonly token: string | null,
    private readonly random: Random,
    private readonly script: Script,
    private readonly received: Received[],
  ) {
    this.done = new Promise((resolve) => {
      this.finish = resolve;
    });
  }

  async open(via: Via = this.seat === null ? 'spectator' : 'player'): Promise<void> {
    const socket = new WebSocket(`${this.url.replace(/^http/, 'ws')}/ws`);
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    socket.on('error', () => undefined);
    socket.on('message', (data) => {
      if (this.socket === socket) this.receive(String(data), via);
    });
    this.socket = socket;
    this.send({ type: 'attach', match: this.match, ...(this.token ? { token: this.token } : {}) });
  }

  close(): void {
    this.socket?.close();
    this.socket = null;
  }

  private end(): void {
    this.over = true;
    this.finish();
  }

  private send(message: unknown): void {
    if (this.socket?.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify(message));
  }

  private receive(text: string, via: Via): void {
    const m = JSON.parse(text);
    this.received.push({ via: m.type === 'update' ? via : 'reply', seat: this.seat, seen: this.seen, text });
    if (m.type === 'rejected' && /^a\d/.test(m.id) && m.error?.code !== 'stale') {
      this.refused = m.error?.code ?? 'unknown';
      this.end();
    }
    if (m.type !== 'update') return;
    this.seen = m.version;
    if (this.over) return;
    if (m.status === 'finished') this.finished = true;
    if (this.finished || m.version >= this.script.maxActions) {
      this.end();
      return;
    }
    const { reconnectAt } = this.script;
    if (!this.reconnected && reconnectAt !== null && m.version >= reconnectAt) {
      this.reconnected = true;
      this.close();
      void this.open('reconnect');
      return;
    }
    this.play(m);
  }

  /** Answers an update that asks this seat to choose; now and then sends something to be refused first. */
  private play(m: any): void {
    const legal: { action: unknown }[] = m.legal ?? [];
    const at = { version: m.version, history: m.history };
    if (legal.length === 0 || this.actedAt === m.history) {
      if (this.random() < this.script.hostile / 4) this.misbehave(m, false);
      return;
    }
    if (this.random() < this.script.hostile) this.misbehave(m, true);
    this.actedAt = m.history;
    const action = legal[Math.floor(this.random() * legal.length)].action;
    this.send({ type: 'act', id: `a${m.version}`, ...at, action });
    this.last = action;
  }

  /** Sends one input the server must refuse: the spectator acts, a seat acts unasked, on a past version, or makes an action up. */
  private misbehave(m: any, asked: boolean): void {
    const at = { version: m.version, history: m.history };
    const unasked = { type: 'act', ...at, action: this.last ?? {} };
    if (this.seat === null) this.send({ ...unasked, id: 'watching' });
    else if (!asked) this.send({ ...unasked, id: 'unasked' });
    else if (this.random() < 0.5 && m.version > 0)
      this.send({
        type: 'act',
        id: 'stale',
        version: m.version - 1,
        history: `${m.version - 1}.0`,
        action: m.legal[0].action,
      });
    else
      this.send({
        type: 'act',
        id: 'made-up',
        ...at,
        action: { made: 'up', n: Math.floor(this.random() * 9) },
      });
  }
}
