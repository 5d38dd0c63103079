import { greedyBot } from '@questbox/bots';
import type { AnyGame, BotTurn } from '@questbox/engine';
import WebSocket from 'ws';
import { revisionOf } from '../live';
import type { Received, StoredAction, Undone, Via } from './scan';

type Random = () => number;

/** What a scripted client does besides playing: when it opens a socket again, and how often it misbehaves. */
export interface Script {
  /** Close the socket and attach a new one once an update reaches this version (null: never). */
  reconnectAt: number | null;
  /** The chance of a refused input before a move (a stale version, a made-up action), or when not asked. */
  hostile: number;
  /** Stop choosing once the match reaches this many actions (a long game is cut there). */
  maxActions: number;
  /** The chance of taking back its own last action when an update says it may (`canUndo`). */
  undo: number;
  /**
   * The chance of choosing as the greedy bot does, from the update's view and legal options (the rest
   * of the time: a random legal option). Random play drags Legitimacy and Xanth on for thousands of
   * actions; a mostly greedy client ends them in hundreds and still tries every kind of move.
   */
  greedy: number;
}

/** Where a client puts each message it receives, as it came. */
export interface Inbox {
  push(received: Received): void;
}

/** What a client needs to take an action back so that the scanner can still replay it. */
export interface Undoing {
  /** The action the store holds as the match's `version`th, read before the undo deletes it. */
  stored(version: number): StoredAction | null;
  /** The undos the server took, each with the action it took back: the scanner's authority for it. */
  taken: Undone[];
}

/**
 * A seat's choice among the options an update offers it: with chance `greedy` the greedy bot's
 * (the game's evaluation of the update's view), otherwise a random one.
 */
export function chooseOption(
  game: AnyGame,
  seat: number | null,
  update: { view: unknown; decisions: { seat: number }[]; legal: { action: unknown }[] },
  random: Random,
  greedy: number,
): unknown {
  const { legal } = update;
  if (seat === null || random() >= greedy) return legal[Math.floor(random() * legal.length)].action;
  const decision = update.decisions.find((d) => d.seat === seat);
  if (!decision) throw new Error(`The update offers seat ${seat + 1} options without asking it to choose.`);
  return greedyBot.choose({
    game,
    seat,
    decision: decision as BotTurn['decision'],
    legal: legal.map((o) => o.action),
    view: () => update.view,
    random,
  });
}

/**
 * One socket client of a match, a seat's player (greedy or random legal choices, seeded) or a spectator,
 * that records every message it receives as it came. Now and then it sends what must be refused
 * (an act on a past version, a made-up action, an act while nobody asks it, an undo it may not
 * make), now and then it takes back its own last action, and once it opens its socket again
 * mid-match, to be sent the full snapshot.
 */
export class LeakClient {
  private socket: WebSocket | null = null;
  /** The version of the last update this client had. */
  seen = 0;
  /** The undo count of that update's history. */
  undos = 0;
  /** The undo sent and not yet answered, with the action it takes back. */
  private pendingUndo: (Undone & { id: string }) | null = null;
  /** The last update: what to answer once a refused undo no longer holds the client back. */
  private latest: any = null;
  private undoAskedAt: string | null = null;
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
    private readonly game: AnyGame,
    private readonly match: string,
    readonly seat: number | null,
    private readonly token: string | null,
    private readonly random: Random,
    private readonly script: Script,
    private readonly received: Inbox,
    private readonly undoing: Undoing,
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
    this.received.push({
      via: m.type === 'update' ? via : 'reply',
      seat: this.seat,
      seen: this.seen,
      undos: this.undos,
      text,
      // Parsed once: the scanner reads this.
      message: m,
    });
    if (m.type === 'rejected' && /^a\d/.test(m.id) && m.error?.code !== 'stale') {
      this.refused = m.error?.code ?? 'unknown';
      this.end();
    }
    // An undo is answered by a refusal or by the update that carries its ack: then it was taken.
    if (m.type !== 'update') {
      if (this.pendingUndo && m.id === this.pendingUndo.id) {
        this.pendingUndo = null;
        // The update that came while it waited may still ask this seat to choose.
        if (!this.over && this.latest) this.play(this.latest);
      }
      return;
    }
    if (this.pendingUndo && m.ack === this.pendingUndo.id) {
      const { id: _, ...taken } = this.pendingUndo;
      this.undoing.taken.push(taken);
      this.pendingUndo = null;
    }
    this.seen = m.version;
    this.undos = revisionOf(m.history)?.undos ?? this.undos;
    this.latest = m;
    if (this.over) return;
    if (m.status === 'finished') this.finished = true;
    if (this.finished || m.version >= this.script.maxActions) {
      this.end();
      return;
    }
    const { reconnectAt } = this.script;
    // Not while an undo is unanswered: its answer would be lost with the socket.
    if (!this.reconnected && reconnectAt !== null && m.version >= reconnectAt && !this.pendingUndo) {
      this.reconnected = true;
      this.close();
      void this.open('reconnect');
      return;
    }
    this.play(m);
  }

  /**
   * Answers an update that asks this seat to choose; now and then takes back its own last action
   * instead, or sends something to be refused first.
   */
  private play(m: any): void {
    const legal: { action: unknown }[] = m.legal ?? [];
    const at = { version: m.version, history: m.history };
    if (this.pendingUndo) return;
    if (m.canUndo && this.undoAskedAt !== m.history) {
      this.undoAskedAt = m.history;
      if (this.random() < this.script.undo && this.takeBack(m)) return;
    }
    if (legal.length === 0 || this.actedAt === m.history) {
      if (this.random() < this.script.hostile / 4) this.misbehave(m, false);
      return;
    }
    if (this.random() < this.script.hostile) this.misbehave(m, true);
    this.actedAt = m.history;
    const action = chooseOption(this.game, this.seat, m, this.random, this.script.greedy);
    this.send({ type: 'act', id: `a${m.version}`, ...at, action });
    this.last = action;
  }

  /**
   * Asks to take back the seat's last action, after reading it from the store (which the undo
   * deletes it from): false when the store does not hold it as this seat's.
   */
  private takeBack(m: any): boolean {
    const stored = this.undoing.stored(m.version);
    const undos = revisionOf(m.history)?.undos;
    if (!stored || stored.seat !== this.seat || undos === undefined) return false;
    const id = `u${m.history}`;
    this.pendingUndo = { id, ...stored, undos, version: m.version };
    this.send({ type: 'undo', id, version: m.version, history: m.history });
    return true;
  }

  /**
   * Sends one input the server must refuse: the spectator acts, a seat acts unasked or asks to take
   * back an action not its own, acts on a past version, or makes an action up.
   */
  private misbehave(m: any, asked: boolean): void {
    const at = { version: m.version, history: m.history };
    const unasked = { type: 'act', ...at, action: this.last ?? {} };
    if (this.seat === null) this.send({ ...unasked, id: 'watching' });
    else if (!asked && !m.canUndo && this.random() < 0.5) this.send({ type: 'undo', id: 'not-mine', ...at });
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
