import WebSocket from 'ws';

/** What a probe got back for a message it sent: the server's reply, or the socket closing. */
export type Reply = { type: string; [field: string]: any };

/**
 * A socket of the fuzz campaign. It tells the reply to what it sent (a rejection, an error, a pong,
 * the update acknowledging it, or the full update answering an attach) from the updates broadcast
 * to it, and keeps the latest update it saw.
 */
export class ProbeSocket {
  latest: Reply | null = null;
  private replies: Reply[] = [];
  private waiter: ((reply: Reply) => void) | null = null;
  private attaching = false;
  private closed = false;
  private readonly watchers = new Set<() => void>();

  private constructor(private readonly socket: WebSocket) {
    socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as Reply;
      if (message.type === 'update') {
        this.latest = message;
        for (const watch of this.watchers) watch();
        if (!('ack' in message) && !this.attaching) return;
      }
      this.deliver(message);
    });
    socket.on('close', (code) => {
      this.closed = true;
      this.deliver({ type: 'closed', code });
    });
    socket.on('error', () => undefined);
  }

  static open(httpUrl: string): Promise<ProbeSocket> {
    const socket = new WebSocket(`${httpUrl.replace(/^http/, 'ws')}/ws`);
    return new Promise((resolve, reject) => {
      socket.once('open', () => resolve(new ProbeSocket(socket)));
      socket.once('error', reject);
    });
  }

  private deliver(reply: Reply): void {
    this.attaching = false;
    const waiter = this.waiter;
    this.waiter = null;
    if (waiter) waiter(reply);
    else this.replies.push(reply);
  }

  /**
   * Sends `text` and answers the server's reply to it, or null when none came within `timeoutMs`.
   * With `attach`, the full update that answers an attach is the reply.
   */
  ask(text: string, timeoutMs: number, attach = false): Promise<Reply | null> {
    if (this.closed) return Promise.resolve({ type: 'closed', code: 0 });
    this.attaching = attach;
    const reply = new Promise<Reply | null>((resolve) => {
      const early = this.replies.shift();
      if (early) return resolve(early);
      const timer = setTimeout(() => {
        this.waiter = null;
        resolve(null);
      }, timeoutMs);
      this.waiter = (r) => {
        clearTimeout(timer);
        resolve(r);
      };
    });
    this.socket.send(text);
    return reply;
  }

  /** Resolves once the latest update this socket saw is at `history` (at once if it already is). */
  reach(history: string, timeoutMs: number): Promise<boolean> {
    if (this.latest?.history === history) return Promise.resolve(true);
    return new Promise((resolve) => {
      const done = (ok: boolean) => {
        clearTimeout(timer);
        this.watchers.delete(watch);
        resolve(ok);
      };
      const watch = () => {
        if (this.latest?.history === history) done(true);
      };
      const timer = setTimeout(() => done(false), timeoutMs);
      this.watchers.add(watch);
    });
  }

  close(): void {
    this.socket.close();
  }
}
