/** A game as `GET /api/games` lists it: what the load tool needs to open its matches. */
export interface ListedGame {
  id: string;
  seats: { min: number; max: number };
  bots: string[];
  unlisted?: boolean;
}

/** What the load tool asks for each match. */
export interface SeatPlan {
  /** A game id, or `all`: the games listed to players, in turn. */
  game: string;
  /** Seats per match, kept within each game's range; default its minimum, at least two. */
  seats?: number;
  /** How many seats of each match the server's bots hold (the last ones); at least one seat stays a socket. */
  botSeats?: number;
  /** The bot in those seats. */
  bot?: string;
}

/** One match to open: its game and, seat by seat, a socket (`null`) or a bot's name. */
export interface PlannedMatch {
  game: string;
  seats: (string | null)[];
}

/** The games each of `count` matches plays, with its socket and bot seats; throws on a plan the server cannot serve. */
export function planMatches(games: ListedGame[], plan: SeatPlan, count: number): PlannedMatch[] {
  const chosen =
    plan.game === 'all' ? games.filter((g) => !g.unlisted) : games.filter((g) => g.id === plan.game);
  if (chosen.length === 0) {
    const names = games.map((g) => g.id).join(', ');
    throw new Error(`The server has no game "${plan.game}": use one of ${names}, or all.`);
  }
  const bot = plan.bot ?? 'random';
  const shapes = chosen.map((g) => {
    const seats = Math.min(g.seats.max, Math.max(g.seats.min, plan.seats ?? Math.max(2, g.seats.min)));
    const bots = Math.min(plan.botSeats ?? 0, seats - 1);
    if (bots > 0 && !g.bots.includes(bot))
      throw new Error(`The server has no bot "${bot}" for ${g.id}: use ${g.bots.join(', ')}.`);
    return {
      game: g.id,
      seats: Array.from({ length: seats }, (_, s) => (s < seats - bots ? null : bot)),
    };
  });
  return Array.from({ length: count }, (_, i) => shapes[i % shapes.length]);
}
