import { botById, greedyBot } from '@questbox/bots';
import { botChoice, type Decision, randomSource, turns } from '@questbox/engine';
import type { LiveMatch } from './live';
import type { MatchService } from './matches';
import { Waker } from './waker';

/**
 * Plays the seats that bots hold on the engine's game loop (`turns`), one loop per running match.
 * A bot's decision is answered after a short delay so people can follow; a person's is awaited (the
 * person's action, or a hand-off to a bot, is what wakes the loop). Between two moves the loop
 * waits on a timer, so the sockets are served meanwhile. With several servers on one database, only
 * the one holding a match's bot lease plays its bots; the others wait for the lease to run out. A
 * human seat goes to the greedy bot once its player has been away for the match's `awayMinutes`.
 * With a turn timer, a person awaited past the match's deadline has the greedy bot take that one
 * decision for them (the log says so); the deadline is computed from the stored time of the last
 * change, so after a restart the loop waits only what is left of it, or plays at once.
 */
export class BotSeats {
  private readonly loops = new Map<string, Waker>();
  private readonly awayChecks = new Map<string, NodeJS.Timeout>();
  private closed = false;

  constructor(
    private readonly service: MatchService,
    private readonly delayMs: number,
    private readonly leaseMs: number,
  ) {
    service.onChange(({ live }) => {
      this.wake(live);
      this.scheduleAwayChecks(live);
    });
  }

  /** How many matches have a bot loop now (a loop holds its match's turn and timers). */
  get running(): number {
    return this.loops.size;
  }

  /**
   * A change to a match: its loop looks again, or starts if it has none and has something to do.
   * A match of people only, with no turn timer, needs none: only a person's action moves it.
   */
  private wake(live: LiveMatch): void {
    if (this.closed || live.status !== 'running') return;
    const known = this.loops.get(live.id);
    if (known) {
      known.wake();
      return;
    }
    if (!needsLoop(live)) return;
    const waker = new Waker();
    this.loops.set(live.id, waker);
    this.run(live, waker)
      .catch((e) => console.error(`questbox: the bots of match ${live.id} failed:`, e))
      .finally(() => {
        if (this.loops.get(live.id) === waker) this.loops.delete(live.id);
      });
  }

  private async run(live: LiveMatch, waker: Waker): Promise<void> {
    const loop = turns(
      live.game,
      () => live.match.state,
      { maxSteps: Number.POSITIVE_INFINITY, until: () => this.closed || live.status !== 'running' },
      // Of several seats asked at once, the bots answer first: the people are awaited anyway.
      (decisions) => decisions.find((d) => live.botPlays(d.seat)) ?? decisions[0],
    );
    for (;;) {
      // A change from here on wakes the next wait: the decision below is read after this point.
      waker.reset();
      const next = loop.next();
      if (next.done) return;
      if (live.botPlays(next.value.seat)) await this.play(live, next.value, waker, false);
      else {
        const deadline = live.deadline();
        if (deadline === null && !needsLoop(live)) {
          // Its away players came back: the loop ends now, so nothing waits for the next change to
          // start one again, and a match of people only keeps no loop in memory.
          if (this.loops.get(live.id) === waker) this.loops.delete(live.id);
          return;
        }
        if (deadline === null) await waker.wait();
        else if (deadline > Date.now()) await waker.wait(deadline - Date.now());
        else await this.play(live, next.value, waker, true);
      }
    }
  }

  /**
   * One bot move: wait the delay, hold the lease, choose on the match as it stands, store it. On a
   * time-out (`timedOut`) the bot takes a person's decision at once, marked as such.
   */
  private async play(live: LiveMatch, decision: Decision, waker: Waker, timedOut: boolean): Promise<void> {
    const seen = { version: live.version, undos: live.record.undos };
    if (!timedOut) await waker.sleep(this.delayMs);
    // A person acted or took an action back meanwhile: the loop reads the match again.
    if (this.closed || seen.version !== live.version || seen.undos !== live.record.undos) return;
    // An action waits for the store: its change wakes the loop, which then reads the match again.
    if (live.unstored) return waker.wait();
    // Its player came back meanwhile: the seat is theirs again.
    if (!timedOut && !live.botPlays(decision.seat)) return;
    // Another server plays this match's bots: look again once its lease runs out (it renews it with
    // every move it makes, so only a server that died or left lets it run out).
    const waitMs = await this.service.store.holdBotTurns(live.id, this.leaseMs);
    if (waitMs > 0) return waker.sleep(waitMs);
    if (this.closed || seen.version !== live.version || seen.undos !== live.record.undos) return;
    const kind = live.record.seats[decision.seat].bot;
    const bot = (kind && botById(kind)) || greedyBot;
    // The bot's own generator, never the game's: seeded so a replayed match plays alike, and from
    // the match's seed when its creator chose one, so two matches of one seed play alike too (tests
    // and reported bugs replay exactly). The engine hands the bot its seat's view, its options and
    // (for a look-ahead) states resampled from them.
    const basis = live.record.seeded ? `seed:${live.record.seed}` : live.id;
    const random = randomSource(`${basis}:${decision.seat}:${live.version}`);
    const choice = botChoice(bot, live.game, live.match.state, decision, random);
    const outcome = await this.service.act(live, decision.seat, choice, {
      expected: seen,
      byBot: true,
      timedOut,
    });
    // A stale refusal means the match moved: the loop reads it again.
    if (!outcome.ok && outcome.error.code !== 'stale') {
      console.error(`questbox: bot move refused in match ${live.id}: ${outcome.error.message}`);
      // The same choice would be refused again: wait for the match to change.
      await waker.wait();
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
    for (const waker of this.loops.values()) waker.stop();
    for (const t of this.awayChecks.values()) clearTimeout(t);
    this.loops.clear();
    this.awayChecks.clear();
  }
}

/** True while a match needs a bot loop: a bot plays one of its seats, or it has a turn timer. */
function needsLoop(live: LiveMatch): boolean {
  return live.record.turnSeconds !== null || live.record.seats.some((_, seat) => live.botPlays(seat));
}
