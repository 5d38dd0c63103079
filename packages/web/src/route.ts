/** The app's places, kept in the URL hash so the server only ever has to serve index.html. */
export type Route =
  | { page: 'lobby' }
  | { page: 'match'; matchId: string }
  | { page: 'replay'; matchId: string }
  | { page: 'join'; matchId: string; seat: number }
  | { page: 'rules'; gameId: string; section?: string };

export function parseRoute(hash: string): Route {
  const parts = hash.replace(/^#\/?/, '').split('/').map(decodeURIComponent);
  if (parts[0] === 'match' && parts[1]) return { page: 'match', matchId: parts[1] };
  if (parts[0] === 'replay' && parts[1]) return { page: 'replay', matchId: parts[1] };
  if (parts[0] === 'join' && parts[1] && /^\d+$/.test(parts[2] ?? '')) {
    return { page: 'join', matchId: parts[1], seat: Number(parts[2]) };
  }
  if (parts[0] === 'rules' && parts[1])
    return { page: 'rules', gameId: parts[1], section: parts[2] || undefined };
  return { page: 'lobby' };
}

/** A game's rules page, opened at one section when it is named. */
export function rulesHash(gameId: string, section?: string): string {
  return `#/rules/${encodeURIComponent(gameId)}${section ? `/${encodeURIComponent(section)}` : ''}`;
}

export function matchHash(matchId: string): string {
  return `#/match/${encodeURIComponent(matchId)}`;
}

/** A match step by step, from its setup. */
export function replayHash(matchId: string): string {
  return `#/replay/${encodeURIComponent(matchId)}`;
}

/** The link a friend opens to claim one seat; claiming it gives that browser the seat's secret token. */
export function joinLink(origin: string, matchId: string, seat: number): string {
  return `${origin}/#/join/${encodeURIComponent(matchId)}/${seat}`;
}
