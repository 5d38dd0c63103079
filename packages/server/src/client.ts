import WebSocket from 'ws';

/**
 * A small client of the protocol, for the load tool and the tests: it queues what the server
 * sends and waits for the message it is told to expect.
 */
export class QuestboxSocket {
  readonly socket: WebSocket;
  /** Every message received, for tests to read (kept only when opened with `keep`). */
  readonly received: any[] = [];
  private waiters: { test: (m: any) => boolean; resolve: (m: any) => void; reject: (e: Error) => void }[] =
    [];
  onMessage: ((message: any) => void) | null = null;
  closed = false;

  private constructor(
    socket: WebSocket,
    private readonly keep: boolean,
  ) {
    this.socket = socket;
    socket.on('message', (data) => {
      const message = JSON.parse(String(data));
      if (this.keep) this.received.push(message);
      this.onMessage?.(message);
      this.waiters = this.waiters.filter((w) => {
        if (!w.test(message)) return true;
        w.resolve(message);
        return false;
      });
    });
    socket.on('close', () => {
      this.closed = true;
      for (const w of this.waiters) w.reject(new Error('the socket closed'));
      this.waiters = [];
    });
  }

  /**
   * `keep: false` keeps no message: a load run's thousands of sockets would otherwise hold every
   * update they got, and the generator's collections of that heap would show as latency.
   */
  static open(httpUrl: string, { keep = true }: { keep?: boolean } = {}): Promise<QuestboxSocket> {
    const socket = new WebSocket(`${httpUrl.replace(/^http/, 'ws')}/ws`);
    return new Promise((resolve, reject) => {
      socket.once('open', () => resolve(new QuestboxSocket(socket, keep)));
      socket.once('error', reject);
    });
  }

  send(message: unknown): void {
    this.socket.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  /** The first message from now on that passes `test` (or one already received, with `seen`). */
  next(test: (m: any) => boolean = () => true, timeoutMs = 10_000): Promise<any> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`no matching message within ${timeoutMs} ms`)),
        timeoutMs,
      );
      this.waiters.push({
        test,
        resolve: (m) => {
          clearTimeout(timer);
          resolve(m);
        },
        reject: (e) => {
          clearTimeout(timer);
          reject(e);
        },
      });
    });
  }

  /** Sends a message and waits for the first reply that passes `test`. */
  request(message: unknown, test: (m: any) => boolean = () => true): Promise<any> {
    const reply = this.next(test);
    this.send(message);
    return reply;
  }

  close(): void {
    this.socket.close();
  }
}
