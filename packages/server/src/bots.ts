import { botById, greedyBot } from '@questbox/bots';
import { botChoice, randomSource, type Seat } from '@questbox/engine';
import type { LiveMatch } from './live';
import type { MatchService } from './matches';

/**
 * Plays the seats that bots hold, after a short delay so people can follow, and hands a human seat
 * to the greedy bot once its player has been away for the match's `awayMinutes`.
 */
export class BotSeats {
  private readonly turns = new Map<string, NodeJS.Timeout>();
  private readonly awayChecks = new Map<string, NodeJS.Timeout>();
  private closed = false;

  constructor(
    private readonly service: MatchService,
    private readonly delayMs: number,
  ) {
    service.onChange(({ live }) => {
      this.scheduleTurns(live);
      this.scheduleAwayChecks(live);
    });
  }

  private scheduleTurns(live: LiveMatch): void {
    if (this.closed || live.status !== 'running') return;
    for (const d of live.game.pending(live.match.state)) {
      if (!live.botPlays(d.seat)) continue;
      const key = `${live.id}:${d.seat}`;
      if (this.turns.has(key)) continue;
      const timer = setTimeout(() => {
        this.turns.delete(key);
        this.play(live, d.seat).catch((e) => console.error(`questbox: bot in match ${live.id} failed:`, e));
      }, this.delayMs);
      this.turns.set(key, timer);
    }
  }

  private async play(live: LiveMatch, seat: Seat): Promise<void> {
    if (this.closed || live.status !== 'running' || !live.botPlays(seat)) return;
    const state = live.match.state;
    const decision = live.game.pending(state).find((d) => d.seat === seat);
    if (!decision) return;
    if (live.game.legal(state, seat).length === 0) return;
    const kind = live.record.seats[seat].bot;
    const bot = (kind && botById(kind)) || greedyBot;
    // The bot's own generator, never the game's: seeded so a replayed match plays alike. The engine
    // hands the bot its seat's view, its options and (for a look-ahead) states resampled from them.
    const random = randomSource(`${live.id}:${seat}:${live.version}`);
    const choice = botChoice(bot, live.game, state, decision, random);
    // The revision, not just the version: a bot's choice is for this history of the match.
    const expected = { version: live.version, undos: live.record.undos };
    const outcome = await this.service.act(live, seat, choice, expected);
    // A stale refusal means the match moved: the change that moved it schedules the next turn.
    if (!outcome.ok && outcome.error.code !== 'stale') {
      console.error(`questbox: bot move refused in match ${live.id}: ${outcome.error.message}`);
    }
  }

  private scheduleAwayChecks(live: LiveMatch): void {
    const minutes = live.record.awayMinutes;
    if (this.closed || minutes === null || live.status !== 'running') return;
    const limit = minutes * 60_000;
    live.record.seats.forEach((s, seat) => {
      if (s.kind !== 'human' || live.away.has(seat) || (live.connections.get(seat) ?? 0) > 0) return;
      const key = `${live.id}:${seat}`;
      if (this.awayChecks.has(key)) return;
      const since = live.lastSeen.get(seat) ?? live.loadedAt;
      const timer = setTimeout(
        () => {
          this.awayChecks.delete(key);
          const seen = live.lastSeen.get(seat) ?? live.loadedAt;
          if ((live.connections.get(seat) ?? 0) > 0) return;
          if (Date.now() - seen >= limit) this.service.markAway(live, seat);
          else this.scheduleAwayChecks(live);
        },
        Math.max(0, since + limit - Date.now()),
      );
      this.awayChecks.set(key, timer);
    });
  }

  close(): void {
    this.closed = true;
    for (const t of this.turns.values()) clearTimeout(t);
    for (const t of this.awayChecks.values()) clearTimeout(t);
    this.turns.clear();
    this.awayChecks.clear();
  }
}
