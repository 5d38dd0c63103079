import type { Seat } from '@questbox/engine';
import type { WebSocket } from 'ws';
import type { Limits } from './limits';
import { TokenBucket } from './limits';
import { type LiveMatch, revisionOf } from './live';
import type { MatchChange, MatchService } from './matches';
import { type ClientMessage, clientMessage, firstIssue } from './schemas';
import type { ChatMessage } from './store/types';
import { buildUpdate } from './updates';

/** One open socket and what it is attached to. */
interface Connection {
  socket: WebSocket;
  live: LiveMatch | null;
  seat: Seat | null;
  /** The hash of the token this socket attached with: every action is checked against the seat's. */
  tokenHash: string | null;
  attaching: boolean;
  /** The match version of the last update sent: the next update carries the events after it. */
  sent: number;
  /** The match's undo count at the last update sent: once it grows, the log was rewritten. */
  sentUndos: number;
  /**
   * A full update is on its way (the socket fell behind the kept log): changes until then wait for
   * it, and it carries the acknowledgment of an action of this socket taken meanwhile.
   */
  refreshing: { ack?: string | null } | null;
  bucket: TokenBucket;
  /** The socket's messages are handled one after another, so its replies come in the order it sent. */
  queue: Promise<void>;
}

/** Tells the socket that sent an action that the update it gets is its acknowledgment. */
interface Origin {
  connection: Connection;
  id: string | null;
}

const SPECTATOR = -1;

/**
 * The WebSocket side: attaching to a seat or as a spectator, taking actions, and sending every
 * attached socket its own update after each change. Nothing a client sends can throw past here.
 */
export class SocketHub {
  private readonly byMatch = new Map<string, Set<Connection>>();
  private readonly all = new Set<Connection>();
  private readonly perAddress = new Map<string, number>();

  constructor(
    private readonly service: MatchService,
    private readonly limits: Limits,
  ) {
    service.onChange((change) => this.broadcast(change));
    service.onChat((live, lines, origin) => this.broadcastChat(live, lines, origin as Origin | undefined));
  }

  accept(socket: WebSocket, address: string): void {
    const open = this.perAddress.get(address) ?? 0;
    if (open >= this.limits.socketsPerAddress) {
      const message = `At most ${this.limits.socketsPerAddress} sockets from one address.`;
      this.sendTo(
        socket,
        JSON.stringify({ type: 'error', id: null, error: { code: 'too-many-sockets', message } }),
      );
      socket.close(1008, 'too many sockets');
      return;
    }
    this.perAddress.set(address, open + 1);
    socket.once('close', () => {
      const left = (this.perAddress.get(address) ?? 1) - 1;
      if (left > 0) this.perAddress.set(address, left);
      else this.perAddress.delete(address);
    });
    const connection: Connection = {
      socket,
      live: null,
      seat: null,
      tokenHash: null,
      attaching: false,
      sent: 0,
      sentUndos: 0,
      refreshing: null,
      bucket: new TokenBucket(this.limits.socketPerSecond, this.limits.socketBurst),
      queue: Promise.resolve(),
    };
    this.all.add(connection);
    socket.on('message', (data: Buffer, isBinary: boolean) => {
      // The rate limit counts arrivals; the answer waits for the answers to earlier messages.
      const allowed = connection.bucket.take();
      connection.queue = connection.queue.then(() =>
        this.receive(connection, data, isBinary, allowed).catch((e) => {
          console.error('questbox: socket message failed:', e);
          this.send(connection, {
            type: 'error',
            id: null,
            error: { code: 'server-error', message: 'The server failed on that message.' },
          });
        }),
      );
    });
    socket.on('close', () => this.detach(connection));
    socket.on('error', () => socket.terminate());
  }

  private async receive(
    connection: Connection,
    data: Buffer,
    isBinary: boolean,
    allowed: boolean,
  ): Promise<void> {
    const fail = (code: string, message: string, id: string | null = null) =>
      this.send(connection, { type: 'error', id, error: { code, message } });
    if (!allowed) return fail('rate-limited', 'Too many messages: slow down.');
    if (data.length > this.limits.messageBytes)
      return fail('too-large', `A message is at most ${this.limits.messageBytes} bytes.`);
    if (isBinary) return fail('bad-message', 'Messages are JSON text.');
    let raw: unknown;
    try {
      raw = JSON.parse(data.toString('utf8'));
    } catch {
      return fail('bad-json', 'A message must be JSON.');
    }
    const parsed = clientMessage.safeParse(raw);
    if (!parsed.success) {
      const id =
        typeof (raw as { id?: unknown })?.id === 'string'
          ? String((raw as { id: string }).id).slice(0, 64)
          : null;
      return fail('bad-message', firstIssue(parsed.error), id);
    }
    const message: ClientMessage = parsed.data;
    if (message.type === 'ping') return this.send(connection, { type: 'pong', id: message.id ?? null });
    if (message.type === 'attach') return this.attach(connection, message.match, message.token);
    const id = message.id ?? null;
    const live = connection.live;
    if (!live) return fail('not-attached', 'Attach to a match first.', id);
    if (message.type === 'chat') {
      if (connection.seat !== null && live.record.seats[connection.seat].tokenHash !== connection.tokenHash)
        return fail('bad-token', 'This seat no longer belongs to your token.', id);
      const said = await this.service.say(live, connection.seat, message.text, { connection, id });
      if (!said.ok) fail(said.error.code, said.error.message, id);
      return;
    }
    const refuse = (code: string, text: string) =>
      this.send(connection, {
        type: 'rejected',
        id,
        version: live.version,
        history: live.history,
        error: { code, message: text },
      });
    if (connection.seat === null) return refuse('spectator', 'Spectators watch: they cannot act.');
    if (live.record.seats[connection.seat].tokenHash !== connection.tokenHash) {
      return fail('bad-token', 'This seat no longer belongs to your token.', id);
    }
    // The version makes a resent action safe: once applied, the same message is stale.
    if (message.version === undefined)
      return refuse('missing-version', `Say which version you act on: "version": ${live.version}.`);
    // The history makes it the one the action was chosen in: after someone's undo and a new action
    // the version is the same again, the history is not.
    if (message.history === undefined)
      return refuse('missing-history', `Say which history you act on: "history": "${live.history}".`);
    const expected = revisionOf(message.history);
    if (!expected || expected.version !== message.version)
      return refuse(
        'stale',
        `That is not where the match stands ("history": "${live.history}"): look again.`,
      );
    const asked = { expected, origin: { connection, id } satisfies Origin };
    const outcome =
      message.type === 'undo'
        ? await this.service.undo(live, connection.seat, asked)
        : await this.service.act(live, connection.seat, message.action, asked);
    if (!outcome.ok) refuse(outcome.error.code, outcome.error.message);
  }

  private async attach(connection: Connection, matchId: string, token: string | undefined): Promise<void> {
    const fail = (code: string, message: string) =>
      this.send(connection, { type: 'error', id: null, error: { code, message } });
    if (connection.live || connection.attaching)
      return fail('already-attached', 'This socket is already attached: open another.');
    connection.attaching = true;
    try {
      const live = await this.service.get(matchId);
      if (!live) return fail('unknown-match', `There is no match "${matchId}".`);
      let seat: Seat | null = null;
      if (token !== undefined) {
        seat = this.service.seatOfToken(live, token);
        if (seat === null) return fail('bad-token', 'That token opens no seat of this match.');
      }
      // The full update carries every event from the first action on.
      await this.service.withFullLog(live, (log) => {
        if (connection.socket.readyState !== connection.socket.OPEN) return;
        connection.live = live;
        connection.seat = seat;
        connection.tokenHash = seat === null ? null : (live.record.seats[seat].tokenHash ?? null);
        // Presence is a change: the sockets already here see this seat connected.
        this.service.presence(live, seat, 1);
        let set = this.byMatch.get(live.id);
        if (!set) this.byMatch.set(live.id, (set = new Set()));
        set.add(connection);
        connection.sent = live.version;
        connection.sentUndos = live.record.undos;
        this.send(connection, buildUpdate(live, seat, 0, true, log));
      });
    } finally {
      connection.attaching = false;
    }
  }

  private detach(connection: Connection): void {
    this.all.delete(connection);
    const live = connection.live;
    if (!live) return;
    connection.live = null;
    this.byMatch.get(live.id)?.delete(connection);
    if (this.byMatch.get(live.id)?.size === 0) this.byMatch.delete(live.id);
    this.service.presence(live, connection.seat, -1);
    this.service.release(live);
  }

  /**
   * Sends each attached socket its own update; sockets of one seat at one version share the text.
   * After an undo the log is shorter than what a socket was sent, so it gets a full update. A socket
   * whose update failed to build gets the events it missed with the next one, or a full update once
   * they have left memory (`refresh`).
   */
  private broadcast({ live, origin }: MatchChange): void {
    const connections = this.byMatch.get(live.id);
    if (!connections) return;
    const ackTo = origin as Origin | undefined;
    const texts = new Map<string, string>();
    for (const connection of connections) {
      const full = connection.sentUndos !== live.record.undos || connection.sent > live.version;
      const since = full ? 0 : connection.sent;
      const key = `${connection.seat ?? SPECTATOR}:${since}:${full}`;
      const isAck = ackTo?.connection === connection;
      if (connection.refreshing || since < live.logStart) {
        connection.refreshing ??= this.refresh(connection, live);
        if (isAck) connection.refreshing.ack = ackTo.id;
        continue;
      }
      let text = isAck ? undefined : texts.get(key);
      if (text === undefined) {
        try {
          const update = buildUpdate(live, connection.seat, since, full);
          text = JSON.stringify(isAck ? { ...update, ack: ackTo.id } : update);
        } catch (e) {
          console.error(`questbox: the update of match ${live.id} for seat ${connection.seat} failed:`, e);
          this.send(connection, {
            type: 'error',
            id: null,
            error: { code: 'server-error', message: 'The server could not show the match.' },
          });
          continue;
        }
        if (!isAck) texts.set(key, text);
      }
      connection.sent = live.version;
      connection.sentUndos = live.record.undos;
      this.sendTo(connection.socket, text);
    }
  }

  /**
   * Sends a socket that fell behind the entries the match keeps in memory a full update, its older
   * entries replayed from the store; when even that fails, an error and a close, so the client
   * attaches again instead of silently missing every update from then on.
   */
  private refresh(connection: Connection, live: LiveMatch): { ack?: string | null } {
    const pending: { ack?: string | null } = {};
    this.service
      .withFullLog(live, (log) => {
        if (connection.live !== live) return;
        const update = buildUpdate(live, connection.seat, 0, true, log);
        connection.sent = live.version;
        connection.sentUndos = live.record.undos;
        this.send(connection, 'ack' in pending ? { ...update, ack: pending.ack } : update);
      })
      .catch((e) => {
        console.error(`questbox: the full update of match ${live.id} for seat ${connection.seat} failed:`, e);
        this.send(connection, {
          type: 'error',
          id: null,
          error: { code: 'server-error', message: 'The server could not show the match: attach again.' },
        });
        connection.socket.close(1011, 'update failed');
      })
      .finally(() => {
        connection.refreshing = null;
      });
    return pending;
  }

  /** New chat lines go to every socket of the match, spectators included; the writer's carries its ack. */
  private broadcastChat(live: LiveMatch, lines: ChatMessage[], origin: Origin | undefined): void {
    const connections = this.byMatch.get(live.id);
    if (!connections) return;
    const text = JSON.stringify({ type: 'chat', match: live.id, lines });
    for (const connection of connections) {
      if (origin?.connection === connection)
        this.send(connection, { type: 'chat', match: live.id, lines, ack: origin.id });
      else this.sendTo(connection.socket, text);
    }
  }

  private send(connection: Connection, message: object): void {
    this.sendTo(connection.socket, JSON.stringify(message));
  }

  private sendTo(socket: WebSocket, text: string): void {
    if (socket.readyState !== socket.OPEN) return;
    if (socket.bufferedAmount > this.limits.socketBacklogBytes) {
      socket.close(1008, 'too slow to follow');
      return;
    }
    socket.send(text);
  }

  close(): void {
    for (const connection of this.all) connection.socket.terminate();
    this.all.clear();
    this.byMatch.clear();
  }
}
