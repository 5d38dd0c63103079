import type { ServerMessage } from '../protocol';

export type ConnectionStatus = 'connecting' | 'open' | 'reconnecting';

export interface ConnectionHandlers {
  onMessage(message: ServerMessage): void;
  onStatus(status: ConnectionStatus): void;
}

/**
 * One WebSocket attached to one match as one seat (or as a spectator). When the socket drops it
 * comes back on its own and attaches again; the server's full update then carries everything.
 */
export class SeatConnection {
  private socket: WebSocket | null = null;
  private closed = false;
  private retries = 0;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly matchId: string,
    private readonly token: string | undefined,
    private readonly handlers: ConnectionHandlers,
  ) {
    this.connect();
  }

  send(message: Record<string, unknown>): boolean {
    if (this.socket?.readyState !== WebSocket.OPEN) return false;
    this.socket.send(JSON.stringify(message));
    return true;
  }

  close(): void {
    this.closed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.socket?.close();
  }

  private connect(): void {
    const url = `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws`;
    const socket = new WebSocket(url);
    this.socket = socket;
    this.handlers.onStatus(this.retries === 0 ? 'connecting' : 'reconnecting');
    socket.onopen = () => {
      this.retries = 0;
      socket.send(JSON.stringify({ type: 'attach', match: this.matchId, token: this.token }));
      this.handlers.onStatus('open');
    };
    socket.onmessage = (event) => {
      try {
        this.handlers.onMessage(JSON.parse(String(event.data)) as ServerMessage);
      } catch {
        // A message that is not JSON is the server's bug; there is nothing the player can do with it.
      }
    };
    socket.onclose = () => {
      if (this.closed) return;
      this.handlers.onStatus('reconnecting');
      // Back off up to five seconds so a restarting server is not hammered.
      const delay = Math.min(5000, 250 * 2 ** this.retries++);
      this.retryTimer = setTimeout(() => this.connect(), delay);
    };
  }
}
