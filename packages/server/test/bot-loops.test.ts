import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { toolLimits } from '../src/limits';
import type { LiveMatch } from '../src/live';

let built: Awaited<ReturnType<typeof buildApp>>;
beforeAll(async () => {
  built = await buildApp({ dbPath: ':memory:', botDelayMs: 0, limits: toolLimits });
});
afterAll(() => built.close());

/** A running race match with these seats, every human seat claimed. */
async function running(seats: object[], turnSeconds?: number): Promise<LiveMatch> {
  const record = await built.service.create({
    game: 'race',
    seats: seats as never,
    ...(turnSeconds ? { turnSeconds } : {}),
  });
  for (const [seat, s] of (seats as { kind: string }[]).entries())
    if (s.kind === 'human') await built.service.join(record.id, seat, null);
  return (await built.service.get(record.id))!;
}

/** The next change of the match that passes `test`. */
const changed = (live: LiveMatch, test: () => boolean) =>
  new Promise<void>((resolve) => built.service.onChange((c) => c.live === live && test() && resolve()));

/** Every microtask a wake starts has run once the next turn of the event loop comes. */
const settled = () => new Promise((resolve) => setImmediate(resolve));

describe('bot loops', () => {
  it('runs none for a match of people only, one while a bot plays a seat, and ends it when the player is back', async () => {
    const people = await running([{ kind: 'human' }, { kind: 'human' }]);
    await settled();
    expect(built.botSeats.running).toBe(0);

    // Seat 1's player is away: the bot plays seat 1, and the loop waits for seat 2's player.
    const moved = changed(people, () => people.version === 1);
    built.service.markAway(people, 0);
    expect(built.botSeats.running).toBe(1);
    await moved;
    expect(people.match.log[0].seat).toBe(0);

    // The player is back: nothing is left for a loop to do.
    built.service.presence(people, 0, 1);
    await settled();
    expect(built.botSeats.running).toBe(0);
    // And a person's move still moves the match on, with no loop to wake.
    expect(await built.service.act(people, 1, { type: 'roll' })).toMatchObject({ ok: true });
    await settled();
    expect(built.botSeats.running).toBe(0);
    built.service.presence(people, 0, -1);
  });

  it('runs one for a match with a bot seat or a turn timer', async () => {
    await running([{ kind: 'human' }, { kind: 'bot', bot: 'random' }]);
    await settled();
    expect(built.botSeats.running).toBe(1);
    await running([{ kind: 'human' }, { kind: 'human' }], 60);
    await settled();
    expect(built.botSeats.running).toBe(2);
  });
});
