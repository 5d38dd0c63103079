import { describe, expect, it } from 'vitest';
import {
  act,
  actInPlace,
  apply,
  createMatch,
  entryFor,
  type Game,
  loadMatch,
  parseSavedMatch,
  type RaceState,
  RuleError,
  raceGame,
  random,
  replayMatch,
  saveMatch,
  stateHash,
  undo,
} from '../src';
import { bidGame } from './fixtures/bid';

function playRace(seed: string, choices: ('roll' | 'sprint')[]) {
  const match = createMatch(raceGame, { seats: 2, seed });
  for (const [i, type] of choices.entries()) act(raceGame, match, i % 2, { type });
  return match;
}

describe('match runner', () => {
  it('reaches the same hash from the same seed and actions, and another from another seed', () => {
    const choices: ('roll' | 'sprint')[] = ['roll', 'sprint', 'sprint', 'roll', 'roll', 'roll'];
    expect(stateHash(playRace('s1', choices).state)).toBe(stateHash(playRace('s1', choices).state));
    expect(stateHash(playRace('s1', choices).state)).not.toBe(stateHash(playRace('s2', choices).state));
  });

  it('saves to JSON, loads and replays to the same hash', () => {
    const match = playRace('save', ['roll', 'roll', 'sprint', 'roll']);
    const text = JSON.stringify(saveMatch(match));
    const loaded = loadMatch(raceGame, JSON.parse(text));
    expect(stateHash(loaded.state)).toBe(stateHash(match.state));
    expect(loaded.log.map((e) => e.text)).toEqual(match.log.map((e) => e.text));
    act(raceGame, loaded, 0, { type: 'roll' });
    act(raceGame, match, 0, { type: 'roll' });
    expect(stateHash(loaded.state)).toBe(stateHash(match.state));
  });

  it('detects a tampered save', () => {
    const saved = saveMatch(playRace('tamper', ['roll', 'roll']));
    expect(replayMatch(raceGame, { ...saved, seed: 'other' }).verified).toBe(false);
    expect(() => loadMatch(raceGame, { ...saved, hash: '00' })).toThrow(RuleError);
    expect(() => parseSavedMatch({ format: 'questbox-match' })).toThrow(/Not a questbox match/);
    expect(() =>
      replayMatch(raceGame, { ...saved, actions: [{ seat: 1, action: { type: 'roll' } }] }),
    ).toThrow(/Action 1 was refused/);
  });

  it('refuses an illegal action with its code and message and leaves the state untouched', () => {
    const match = createMatch(raceGame, { seats: 2, seed: 'illegal' });
    const before = stateHash(match.state);
    const refused = (seat: number, action: unknown) => {
      try {
        act(raceGame, match, seat, action);
      } catch (e) {
        return e as RuleError;
      }
      throw new Error('accepted');
    };
    expect(refused(1, { type: 'roll' })).toMatchObject({
      code: 'not-your-turn',
      message: 'It is not your turn: waiting for seat 1.',
    });
    expect(refused(0, { type: 'fly' })).toMatchObject({ code: 'illegal-action' });
    expect(refused(0, null)).toBeInstanceOf(RuleError);
    expect(stateHash(match.state)).toBe(before);
    expect(match.log).toHaveLength(0);
  });

  it('plays forced dice', () => {
    const match = createMatch(raceGame, { seats: 2, seed: 'forced' });
    random.force((match.state as RaceState).rng, [6, 6, 1]);
    act(raceGame, match, 0, { type: 'roll' });
    act(raceGame, match, 1, { type: 'sprint' });
    expect((match.state as RaceState).positions).toEqual([6, 3]);
    expect(match.log[1].events[0].text).toBe('Seat 2 sprints: 6 + 1 - 4, advancing 3.');
  });

  it('leaves the input of apply untouched', () => {
    const state = raceGame.setup({}, 2, 'pure');
    const before = stateHash(state);
    const { state: next } = apply(raceGame, state, 0, { type: 'roll' });
    expect(stateHash(state)).toBe(before);
    expect(next.positions[0]).toBeGreaterThan(0);
  });

  it('ends the race with a result and refuses moves after it', () => {
    const match = createMatch(raceGame, { seats: 2, seed: 'end' });
    (match.state as RaceState).positions = [99, 0];
    act(raceGame, match, 0, { type: 'roll' });
    expect(raceGame.result(match.state)).toMatchObject({ winners: [0] });
    expect(() => act(raceGame, match, 1, { type: 'roll' })).toThrow(/The game is over/);
  });

  it('refuses bad seat counts and bad options with a clear message', () => {
    expect(() => createMatch(raceGame, { seats: 3, seed: 'x' })).toThrow(
      'Dice race is played by 2 seats, not 3.',
    );
    expect(() => createMatch(raceGame, { seats: 2, seed: 'x', options: { speed: 3 } })).toThrow(
      /Bad options for race/,
    );
  });
});

describe('decision stack', () => {
  it('asks several seats at once and hides each answer from the others', () => {
    const match = createMatch(bidGame, { seats: 3, seed: 'sim' });
    expect(bidGame.pending(match.state).map((d) => d.seat)).toEqual([0, 1, 2]);
    act(bidGame, match, 1, { bid: 3 });
    expect(bidGame.pending(match.state).map((d) => d.seat)).toEqual([0, 2]);
    expect(JSON.stringify(bidGame.view(match.state, 0))).not.toContain('"1":3');
    expect(bidGame.view(match.state, 1)).toMatchObject({ stack: [{ answers: { 1: 3 }, answered: [1] }] });
    expect(() => act(bidGame, match, 1, { bid: 2 })).toThrow(/not your turn/);
  });

  it('pushes an interrupt frame on top of the action it answers and resolves it first', () => {
    const match = createMatch(bidGame, { seats: 3, seed: 'int' });
    act(bidGame, match, 0, { bid: 1 });
    act(bidGame, match, 1, { bid: 3 });
    act(bidGame, match, 2, { bid: 2 });
    const state = match.state as { stack: { kind: string }[]; scores: number[] };
    expect(state.stack.map((f) => f.kind)).toEqual(['bid', 'veto']);
    // The window opens for every other seat, whether or not it will veto.
    expect(bidGame.pending(match.state).map((d) => d.seat)).toEqual([0, 2]);
    act(bidGame, match, 0, { veto: false });
    act(bidGame, match, 2, { veto: false });
    expect((match.state as typeof state).scores).toEqual([0, 3, 0]);
    expect((match.state as typeof state).stack.map((f) => f.kind)).toEqual(['bid']);
  });

  it('undoes a seat own action, never another seat action or a reveal', () => {
    const match = createMatch(bidGame, { seats: 2, seed: 'undo' });
    act(bidGame, match, 0, { bid: 2 });
    expect(() => undo(bidGame, match, 1)).toThrow(/your own last action/);
    undo(bidGame, match, 0);
    expect(match.log).toHaveLength(0);
    act(bidGame, match, 0, { bid: 2 });
    act(bidGame, match, 1, { bid: 1 });
    expect(() => undo(bidGame, match, 1)).toThrow(/revealed something/);
    act(bidGame, match, 1, { veto: true });
    undo(bidGame, match, 1);
    expect(bidGame.pending(match.state).map((d) => d.seat)).toEqual([1]);
  });

  it('never undoes past a die roll', () => {
    const match = playRace('undo-race', ['roll']);
    expect(() => undo(raceGame, match, 0)).toThrow(/rolled dice/);
  });

  it('undoes a match whose log keeps only its last entries, replaying the actions it is given', () => {
    const full = createMatch(bidGame, { seats: 2, seed: 'kept' });
    for (const [seat, action] of [
      [0, { bid: 2 }],
      [1, { bid: 1 }],
      [1, { veto: false }],
      [0, { bid: 3 }],
    ] as const)
      act(bidGame, full, seat, action);
    const earlier = full.log.slice(0, -1).map((e) => ({ seat: e.seat, action: e.action }));
    // Only the last entry in memory, as a server keeps a long match.
    const kept = { ...full, log: full.log.slice(-1) };
    undo(bidGame, kept, 0, earlier);
    undo(bidGame, full, 0);
    expect(stateHash(kept.state)).toBe(stateHash(full.state));
    expect(kept.log).toEqual(full.log);
    expect(kept.log).toHaveLength(3);
  });

  it('replays a saved match to the state and log that acting step by step reaches, each step in place', () => {
    const match = playRace('in-place', ['roll', 'sprint', 'roll', 'sprint', 'roll', 'roll', 'sprint']);
    const setup = createMatch(raceGame, { seats: 2, seed: 'in-place' });
    const before = stateHash(setup.state);
    const replayed = replayMatch(raceGame, saveMatch(match));
    expect(replayed.verified).toBe(true);
    expect(replayed.match.log).toEqual(match.log);
    // The setup's state is copied once, never stepped: a game's setup may share what it returns.
    const shared = { ...raceGame, setup: () => setup.state };
    replayMatch(shared, saveMatch(match));
    expect(stateHash(setup.state)).toBe(before);
  });
});

describe('secret actions', () => {
  it('shows a secret action only to the seat that took it', () => {
    const match = createMatch(bidGame, { seats: 2, seed: 'secret' });
    const entry = act(bidGame, match, 0, { bid: 3 });
    expect(entry.to).toEqual([0]);
    expect(entryFor(entry, 0)).toMatchObject({ text: 'bid 3', action: { bid: 3 } });
    expect(entryFor(entry, 1)).toEqual({ seat: 0, text: 'makes a secret choice', events: [] });
    expect(entryFor(entry, null).action).toBeUndefined();
    // An action the game does not declare secret reads the same for every seat.
    const openBids = { ...bidGame, secret: undefined };
    expect(
      entryFor(act(openBids, createMatch(openBids, { seats: 2, seed: 'open' }), 0, { bid: 1 }), 1).text,
    ).toBe('bid 1');
  });
});

describe('acting in place', () => {
  it('steps the state itself to the same position and entries as act, leaving the log to the caller', () => {
    const copied = createMatch(raceGame, { seats: 2, seed: 'in-place' });
    const stepped = createMatch(raceGame, { seats: 2, seed: 'in-place' });
    const state = stepped.state;
    for (const [i, type] of (['roll', 'sprint', 'roll', 'roll'] as const).entries()) {
      const entry = act(raceGame, copied, i % 2, { type });
      expect(actInPlace(raceGame, stepped, i % 2, { type })).toEqual(entry);
    }
    expect(stepped.state).toBe(state);
    expect(stepped.log).toEqual([]);
    expect(stateHash(stepped.state)).toBe(stateHash(copied.state));
  });

  it('answers a refusal with its RuleError and changes nothing', () => {
    const match = createMatch(raceGame, { seats: 2, seed: 'in-place-refused' });
    const before = stateHash(match.state);
    const refused = actInPlace(raceGame, match, 1, { type: 'roll' });
    expect(refused).toBeInstanceOf(RuleError);
    expect((refused as RuleError).code).toBe('not-your-turn');
    expect((actInPlace(raceGame, match, 0, { type: 'fly' }) as RuleError).code).toBe('illegal-action');
    expect(stateHash(match.state)).toBe(before);
  });

  it('keeps each event as it was after its step, though later steps change the state it names', () => {
    // A race whose every step tells the positions: the event holds the state's own array.
    const telling: Game<RaceState> = {
      ...raceGame,
      step(state, seat, action, ctx) {
        raceGame.step(state, seat, action, ctx);
        ctx.emit({ type: 'positions', text: 'the positions', data: state.positions });
      },
    };
    const match = createMatch(telling, { seats: 2, seed: 'in-place-events' });
    const first = actInPlace(telling, match, 0, { type: 'roll' }) as Exclude<
      ReturnType<typeof actInPlace>,
      RuleError
    >;
    const after = [...match.state.positions];
    actInPlace(telling, match, 1, { type: 'roll' });
    expect(first.events.at(-1)?.data).toEqual(after);
    expect(match.state.positions).not.toEqual(after);
  });

  it('marks a secret action for its seat, read before the step', () => {
    const match = createMatch(bidGame, { seats: 2, seed: 'in-place-secret' });
    const entry = actInPlace(bidGame, match, 0, { bid: 3 });
    expect(entry).toMatchObject({ to: [0], text: 'bid 3' });
  });
});
