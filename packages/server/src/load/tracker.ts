/** Latency samples in milliseconds, one per acknowledged action. */
export interface Samples {
  /** Action sent to its acknowledgment (the update carrying its id) at the socket that sent it. */
  ack: number[];
  /** Action sent to the last of the match's other sockets receiving the update it produced. */
  others: number[];
  /** Action sent to every socket of the match holding that update. */
  all: number[];
  /** When each action of `all` was sent (ms, the generator's clock): where in the run the slow ones lie. */
  sentAt: number[];
}

interface Arrival {
  /** When each socket received this version (NaN: not yet). */
  times: number[];
  count: number;
  /** The action that produced it, when one of our sockets sent it; null for a bot's move. */
  asked: { at: number; by: number } | null;
}

/**
 * What the sockets of one match have seen: the update of every version must reach every socket, one
 * version after another, and every action sent must be answered (an update acknowledging it, or a
 * rejection). Feeds the latency samples as each version reaches its last socket.
 */
export class MatchTracker {
  private readonly arrivals = new Map<number, Arrival>();
  private readonly sent = new Map<string, { at: number; by: number }>();
  private readonly latest: number[];
  /** The newest version any socket held when play began: the versions after it are tracked. */
  private readonly base: number;
  /** Versions that reached every socket: the match's actions, bots' moves included. */
  actions = 0;
  /** Actions of our sockets that were acknowledged. */
  acknowledged = 0;
  /** Versions no socket of ours asked for: the bots' moves. */
  botMoves = 0;
  /** Updates that skipped a version at some socket (must stay 0). */
  gaps = 0;

  /** `versions`: the version each socket holds as play begins. */
  constructor(
    versions: number[],
    private readonly samples: Samples,
  ) {
    this.latest = versions.slice();
    this.base = Math.max(...versions);
  }

  /** Socket `by` sent action `id` now. */
  sending(id: string, by: number, at: number): void {
    this.sent.set(id, { at, by });
  }

  /** Socket `by` got a rejection of action `id`: it is answered, and changed nothing. */
  rejected(id: string): void {
    this.sent.delete(id);
  }

  /** Socket `by` received an update at `version` (acknowledging `ack`, if any); true if it is news. */
  received(by: number, version: number, ack: string | null | undefined, at: number): boolean {
    if (version <= this.latest[by]) return false;
    if (version !== this.latest[by] + 1) this.gaps++;
    this.latest[by] = version;
    // A bot's move made before play began, still on its way to this socket.
    if (version <= this.base) return true;
    let arrival = this.arrivals.get(version);
    if (!arrival) {
      arrival = { times: new Array(this.latest.length).fill(Number.NaN), count: 0, asked: null };
      this.arrivals.set(version, arrival);
    }
    arrival.times[by] = at;
    arrival.count++;
    const asked = ack ? this.sent.get(ack) : undefined;
    if (asked && asked.by === by) {
      this.sent.delete(ack!);
      arrival.asked = asked;
      this.acknowledged++;
    }
    if (arrival.count === this.latest.length) this.complete(version, arrival);
    return true;
  }

  private complete(version: number, arrival: Arrival): void {
    this.arrivals.delete(version);
    this.actions++;
    const asked = arrival.asked;
    if (!asked) {
      this.botMoves++;
      return;
    }
    const others = arrival.times.filter((_, i) => i !== asked.by);
    this.samples.ack.push(arrival.times[asked.by] - asked.at);
    if (others.length > 0) this.samples.others.push(Math.max(...others) - asked.at);
    this.samples.all.push(Math.max(...arrival.times) - asked.at);
    this.samples.sentAt.push(asked.at);
  }

  /** Every socket holds the same version, every update reached every socket, every action was answered. */
  settled(): boolean {
    return this.sent.size === 0 && this.arrivals.size === 0 && this.latest.every((v) => v === this.latest[0]);
  }

  /** Actions sent and not answered yet. */
  unanswered(): number {
    return this.sent.size;
  }

  /** Versions some socket has not received yet. */
  undelivered(): number {
    return this.arrivals.size;
  }
}
