import type { ErrorBody, GameInfo, MatchInfo, MatchStatus, PastView, SeatRequest } from './protocol';

/** A refusal from the server, with its stable code and a sentence for the player. */
export class ApiError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

async function request<T>(
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError('offline', 'The questbox server cannot be reached. Is it running?');
  }
  const data = (await response.json().catch(() => null)) as { error?: ErrorBody } | null;
  if (!response.ok) {
    const error = data?.error;
    throw new ApiError(
      error?.code ?? 'http-error',
      error?.message ?? `The server answered ${response.status}.`,
    );
  }
  return data as T;
}

export async function fetchGames(): Promise<GameInfo[]> {
  const all = new URLSearchParams(location.search).has('all') ? '?all=true' : '';
  return (await request<{ games: GameInfo[] }>('GET', `/api/games${all}`)).games;
}

export async function createMatch(body: {
  game: string;
  options: Record<string, unknown>;
  seats: SeatRequest[];
  seed?: string;
  turnSeconds?: number;
}): Promise<MatchInfo> {
  return request('POST', '/api/matches', body);
}

export async function joinSeat(matchId: string, seat: number, name?: string): Promise<string> {
  const path = `/api/matches/${encodeURIComponent(matchId)}/seats/${seat}/join`;
  return (await request<{ token: string }>('POST', path, name ? { name } : {})).token;
}

/** Asks for the rematch of a finished match as one of its players; answers the rematch's id. */
export async function requestRematch(matchId: string, token: string): Promise<string> {
  const path = `/api/matches/${encodeURIComponent(matchId)}/rematch`;
  return (await request<{ rematch: string }>('POST', path, undefined, { authorization: `Bearer ${token}` }))
    .rematch;
}

export async function fetchMatch(matchId: string): Promise<MatchInfo> {
  return request('GET', `/api/matches/${encodeURIComponent(matchId)}`);
}

/** Matches of one status, newest first: at most `limit` of them (the server's 100 by default). */
export async function fetchMatches(status: MatchStatus, limit?: number): Promise<MatchInfo[]> {
  const query = `status=${status}${limit ? `&limit=${limit}` : ''}`;
  return (await request<{ matches: MatchInfo[] }>('GET', `/api/matches?${query}`)).matches;
}

/** What a seat (with its token) or a spectator saw at an earlier version of a match, from the server's replay. */
export async function fetchPastView(matchId: string, version: number, token?: string): Promise<PastView> {
  const path = `/api/matches/${encodeURIComponent(matchId)}/versions/${version}`;
  return request('GET', path, undefined, token ? { authorization: `Bearer ${token}` } : {});
}
