import { type OwnServer, type OwnServerOptions, type ReadyServer, readyServer } from '../own-server';

/**
 * The servers of a crash campaign, each a process of its own on one store: one on a SQLite file, or
 * several on one PostgreSQL database. Each has a replacement waiting with its code loaded, so a
 * killed server is back a moment later.
 */
export class Fleet {
  private readonly servers: (OwnServer | null)[];
  /** Per server, its replacements with their code loaded (or loading), the next one first. */
  private readonly spares: ReadyServer[][];
  private upWaiters: (() => void)[] = [];

  private constructor(
    private readonly options: OwnServerOptions,
    servers: OwnServer[],
    spares: number,
  ) {
    this.servers = servers;
    this.spares = servers.map(() => Array.from({ length: spares }, () => readyServer(options)));
  }

  /** `count` servers on one store, each with `spares` replacements kept loaded. */
  static async start(options: OwnServerOptions, count: number, spares = 1): Promise<Fleet> {
    const servers = await Promise.all(Array.from({ length: count }, () => readyServer(options).start()));
    return new Fleet(options, servers, spares);
  }

  get size(): number {
    return this.servers.length;
  }

  /** The addresses of the servers that are up now. */
  up(): string[] {
    return this.servers.flatMap((s) => (s ? [s.url] : []));
  }

  /** Resolves once some server is up. */
  whenUp(): Promise<void> {
    if (this.up().length > 0) return Promise.resolve();
    return new Promise((resolve) => this.upWaiters.push(resolve));
  }

  /**
   * True when every server is up (a kill then always leaves a survivor, when there are several) and
   * every replacement has its code loaded (so a restart measures the server, not the loading).
   */
  ready(): boolean {
    return this.servers.every((s) => s !== null) && this.spares.every((s) => s.length === 0 || s[0].loaded());
  }

  /**
   * `kill -9` of server `index`; resolves once its replacement listens (on another port) on the same
   * store. `down` runs once the killed process has exited, before the replacement starts. With
   * `last`, no new replacement is loaded for a later kill.
   */
  async kill(index: number, down?: () => void, last = false): Promise<void> {
    const victim = this.servers[index];
    if (!victim) throw new Error(`server ${index} is already down`);
    this.servers[index] = null;
    await victim.kill();
    down?.();
    const spare = this.spares[index].shift()!;
    if (!last) this.spares[index].push(readyServer(this.options));
    this.servers[index] = await spare.start();
    for (const w of this.upWaiters.splice(0)) w();
  }

  async stop(): Promise<void> {
    await Promise.all([...this.servers.map((s) => s?.stop()), ...this.spares.flat().map((s) => s.discard())]);
  }
}
