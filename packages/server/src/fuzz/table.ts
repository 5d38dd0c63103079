import { ProbeSocket } from './probe';

/** A game as `GET /api/games?all=true` lists it. */
export interface Listed {
  id: string;
  seats: { min: number; max: number };
}

export async function request(url: string, method: string, path: string, body?: string) {
  const init: RequestInit = { method };
  if (body !== undefined) init.headers = { 'content-type': 'application/json' };
  if (body !== undefined) init.body = body;
  const response = await fetch(url + path, init);
  const text = await response.text();
  let json: any = null;
  try {
    json = JSON.parse(text);
  } catch {
    json = null;
  }
  return { status: response.status, body: json };
}

/** A match under fuzz: every human seat joined and attached, and a spectator. Nobody else acts in it. */
export class Table {
  private constructor(
    readonly game: Listed,
    readonly id: string,
    readonly tokens: string[],
    readonly seats: ProbeSocket[],
    readonly spectator: ProbeSocket,
  ) {}

  static async open(url: string, game: Listed, seed: string): Promise<Table> {
    const count = Math.min(game.seats.max, Math.max(game.seats.min, 2));
    const seats = Array.from({ length: count }, () => ({ kind: 'human' }));
    const created = await request(
      url,
      'POST',
      '/api/matches',
      JSON.stringify({ game: game.id, seed, seats }),
    );
    if (created.status !== 201)
      throw new Error(`creating a ${game.id} match failed: ${JSON.stringify(created.body)}`);
    const id = created.body.id as string;
    const tokens: string[] = [];
    for (let seat = 0; seat < count; seat++)
      tokens.push((await request(url, 'POST', `/api/matches/${id}/seats/${seat}/join`, '{}')).body.token);
    const sockets: ProbeSocket[] = [];
    for (const token of [...tokens, null]) {
      const socket = await ProbeSocket.open(url);
      const first = await socket.ask(
        JSON.stringify({ type: 'attach', match: id, ...(token ? { token } : {}) }),
        10_000,
        true,
      );
      if (first?.type !== 'update') throw new Error(`attaching to ${id} failed: ${JSON.stringify(first)}`);
      sockets.push(socket);
    }
    const spectator = sockets.pop() as ProbeSocket;
    return new Table(game, id, tokens, sockets, spectator);
  }

  /** The spectator's latest update: where the match stands. */
  get now() {
    return this.spectator.latest as NonNullable<ProbeSocket['latest']>;
  }

  /** Waits until every socket has the update at `history`; false when one did not get it. */
  async reach(history: string): Promise<boolean> {
    const all = await Promise.all([...this.seats, this.spectator].map((s) => s.reach(history, 10_000)));
    return all.every(Boolean);
  }

  close(): void {
    for (const s of [...this.seats, this.spectator]) s.close();
  }
}
