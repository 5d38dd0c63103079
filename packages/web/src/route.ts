/** The app's places, kept in the URL hash so the server only ever has to serve index.html. */
export type Route =
  | { page: 'lobby' }
  | { page: 'match'; matchId: string }
  | { page: 'join'; matchId: string; seat: number };

export function parseRoute(hash: string): Route {
  const parts = hash.replace(/^#\/?/, '').split('/').map(decodeURIComponent);
  if (parts[0] === 'match' && parts[1]) return { page: 'match', matchId: parts[1] };
  if (parts[0] === 'join' && parts[1] && /^\d+$/.test(parts[2] ?? '')) {
    return { page: 'join', matchId: parts[1], seat: Number(parts[2]) };
  }
  return { page: 'lobby' };
}

export function matchHash(matchId: string): string {
  return `#/match/${encodeURIComponent(matchId)}`;
}

/** The link a friend opens to claim one seat; claiming it gives that browser the seat's secret token. */
export function joinLink(origin: string, matchId: string, seat: number): string {
  return `${origin}/#/join/${encodeURIComponent(matchId)}/${seat}`;
}
