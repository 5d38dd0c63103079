import { act, createMatch, type Game, type RaceState, raceGame, stateHash } from '@questbox/engine';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';

/** The race, but a sprint moves the runner and then throws: a game's bug met halfway through a step. */
const brokenSprint: Game<RaceState> = {
  ...raceGame,
  id: 'broken-sprint',
  step(state, seat, action, ctx) {
    if ((action as { type: string }).type === 'sprint') {
      state.positions[seat] += 50;
      throw new Error('the sprint broke');
    }
    raceGame.step(state, seat, action, ctx);
  },
};

let close: (() => Promise<void>) | null = null;
afterEach(async () => {
  await close?.();
  close = null;
});

/** A match of two human seats, both claimed, in a server of its own; the live match and the service. */
async function started(seed: string) {
  const built = await buildApp({ dbPath: ':memory:', botDelayMs: 0, games: [brokenSprint] });
  close = built.close;
  const record = await built.service.create({
    game: brokenSprint.id,
    seed,
    seats: [{ kind: 'human' }, { kind: 'human' }],
  } as never);
  for (const seat of [0, 1]) await built.service.join(record.id, seat, null);
  const live = (await built.service.get(record.id))!;
  return { service: built.service, live };
}

/** The position the engine reaches with the same seed and actions, every state a fresh copy. */
function expected(seed: string, actions: { seat: number; type: string }[]) {
  const match = createMatch(raceGame, { seats: 2, seed });
  for (const a of actions) act(raceGame, match, a.seat, { type: a.type });
  return stateHash(match.state);
}

describe('an action stepped on the live state itself', () => {
  it('is rebuilt from the store when the game throws halfway through its step', async () => {
    const { service, live } = await started('broken');
    expect((await service.act(live, 0, { type: 'roll' })).ok).toBe(true);
    const refused = await service.act(live, 1, { type: 'sprint' });
    expect(refused).toMatchObject({ ok: false, error: { code: 'illegal-action' } });
    // The half-taken sprint is gone: the match stands where the roll left it, and plays on.
    expect(live.version).toBe(1);
    expect(stateHash(live.match.state)).toBe(expected('broken', [{ seat: 0, type: 'roll' }]));
    expect((await service.act(live, 1, { type: 'roll' })).ok).toBe(true);
    expect(stateHash(live.match.state)).toBe(
      expected('broken', [
        { seat: 0, type: 'roll' },
        { seat: 1, type: 'roll' },
      ]),
    );
  });

  it('is undone when the store fails to keep it, and the match plays on once the store works', async () => {
    const { service, live } = await started('store-fails');
    const store = service.store;
    const append = store.appendAction;
    store.appendAction = async () => {
      throw new Error('the disk is full');
    };
    await expect(service.act(live, 0, { type: 'roll' })).rejects.toThrow('the disk is full');
    expect(live.version).toBe(0);
    expect(stateHash(live.match.state)).toBe(expected('store-fails', []));
    store.appendAction = append;
    expect((await service.act(live, 0, { type: 'roll' })).ok).toBe(true);
    expect(stateHash(live.match.state)).toBe(expected('store-fails', [{ seat: 0, type: 'roll' }]));
  });

  it('is rebuilt by the next task when the store cannot be read at once either', async () => {
    const { service, live } = await started('store-down');
    const store = service.store;
    const [append, load] = [store.appendAction, store.loadMatch];
    store.appendAction = async () => {
      throw new Error('the store is down');
    };
    store.loadMatch = async () => {
      throw new Error('the store is down');
    };
    await expect(service.act(live, 0, { type: 'roll' })).rejects.toThrow('the store is down');
    store.appendAction = append;
    store.loadMatch = load;
    // The next action rebuilds the state first, then takes its own turn from the stored position.
    expect((await service.act(live, 0, { type: 'roll' })).ok).toBe(true);
    expect(live.version).toBe(1);
    expect(stateHash(live.match.state)).toBe(expected('store-down', [{ seat: 0, type: 'roll' }]));
  });

  it('gives way to the stored history when another writer came first', async () => {
    const { service, live } = await started('stale');
    const store = service.store;
    // Another server stores two rolls while this one steps its own first roll.
    const append = store.appendAction;
    store.appendAction = async (id, revision, _action, after) => {
      store.appendAction = append;
      await append.call(store, id, revision, { seat: 0, action: { type: 'roll' } }, after);
      await append.call(store, id, { ...revision, version: 1 }, { seat: 1, action: { type: 'roll' } }, after);
      return false;
    };
    const refused = await service.act(live, 0, { type: 'roll' });
    expect(refused).toMatchObject({ ok: false, error: { code: 'stale' } });
    expect(live.version).toBe(2);
    expect(stateHash(live.match.state)).toBe(
      expected('stale', [
        { seat: 0, type: 'roll' },
        { seat: 1, type: 'roll' },
      ]),
    );
  });
});
