/** Sizes and rates a client may not exceed. */
export interface Limits {
  /** Largest HTTP body or WebSocket message, in bytes. */
  messageBytes: number;
  /** HTTP requests per address: sustained per second, and the burst. */
  httpPerSecond: number;
  httpBurst: number;
  /** WebSocket messages per socket: sustained per second, and the burst. */
  socketPerSecond: number;
  socketBurst: number;
  /** A socket whose unsent data grows past this is too slow to follow and is closed. */
  socketBacklogBytes: number;
  /** Open sockets from one address. */
  socketsPerAddress: number;
}

export const defaultLimits: Limits = {
  messageBytes: 16 * 1024,
  httpPerSecond: 6,
  httpBurst: 60,
  socketPerSecond: 40,
  socketBurst: 80,
  socketBacklogBytes: 4 * 1024 * 1024,
  socketsPerAddress: 256,
};

/** No rate limits: for the campaign tools, one address opening many sockets as fast as it can. */
export const toolLimits: Partial<Limits> = {
  httpBurst: 1e9,
  httpPerSecond: 1e9,
  socketBurst: 1e9,
  socketPerSecond: 1e9,
  socketsPerAddress: 1e9,
};

/** A token bucket: `take()` is false once the burst is spent faster than the rate refills it. */
export class TokenBucket {
  private tokens: number;
  private last = Date.now();
  constructor(
    private readonly perSecond: number,
    private readonly burst: number,
  ) {
    this.tokens = burst;
  }

  take(): boolean {
    this.refill();
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }

  refill(): void {
    const now = Date.now();
    this.tokens = Math.min(this.burst, this.tokens + ((now - this.last) / 1000) * this.perSecond);
    this.last = now;
  }

  full(): boolean {
    this.refill();
    return this.tokens >= this.burst;
  }
}

/** One bucket per key (a client address), forgetting keys whose buckets have refilled. */
export class RateLimiter {
  private readonly buckets = new Map<string, TokenBucket>();
  private lastSweep = Date.now();
  constructor(
    private readonly perSecond: number,
    private readonly burst: number,
  ) {}

  take(key: string): boolean {
    this.sweep();
    let bucket = this.buckets.get(key);
    if (!bucket) this.buckets.set(key, (bucket = new TokenBucket(this.perSecond, this.burst)));
    return bucket.take();
  }

  private sweep(): void {
    const now = Date.now();
    if (now - this.lastSweep < 60_000) return;
    this.lastSweep = now;
    for (const [key, bucket] of this.buckets) {
      if (bucket.full()) this.buckets.delete(key);
    }
  }
}
