import { describe, expect, it } from 'vitest';
import { defaultOptions } from '../src/lobby/OptionsForm';
import { mustCover, seatToShow } from '../src/match/hotseat';
import { groupByAction } from '../src/match/LogPanel';
import { applyUpdate, type SeatState } from '../src/match/seatState';
import type { UpdateMessage } from '../src/protocol';
import { joinLink, parseRoute, rulesHash } from '../src/route';

function update(version: number, fields: Partial<UpdateMessage> = {}): UpdateMessage {
  return {
    type: 'update',
    match: 'm_1',
    game: 'race',
    seat: 0,
    version,
    history: `${version}.0`,
    status: 'running',
    full: false,
    view: { v: version },
    decisions: [],
    legal: [],
    waiting: [1],
    events: [{ at: version, seat: 0, type: 'die', text: `event ${version}` }],
    seats: [],
    result: null,
    turnSeconds: null,
    deadline: null,
    rematch: null,
    ...fields,
  };
}

describe('folding updates into what a seat knows', () => {
  it('appends the events of each update and replaces the log on a full one', () => {
    let state = applyUpdate(undefined, update(1, { full: true }));
    state = applyUpdate(state, update(2));
    expect(state.log.map((e) => e.text)).toEqual(['event 1', 'event 2']);
    expect(state.view).toEqual({ v: 2 });
    const full = update(3, { full: true, events: [{ at: 3, seat: 1, type: 'x', text: 'all of it' }] });
    expect(applyUpdate(state, full).log.map((e) => e.text)).toEqual(['all of it']);
  });

  it('takes the full update after an undo, with its lower version and shorter log', () => {
    let state = applyUpdate(undefined, update(1, { full: true }));
    state = applyUpdate(state, update(2, { canUndo: true }));
    expect(state.canUndo).toBe(true);
    const undone = applyUpdate(state, update(1, { full: true, canUndo: false }));
    expect(undone).toMatchObject({ version: 1, canUndo: false, view: { v: 1 } });
    expect(undone.log.map((e) => e.text)).toEqual(['event 1']);
    // An older server that says nothing of undo offers none.
    expect(applyUpdate(undefined, update(1, { full: true })).canUndo).toBe(false);
  });

  it('ignores an update older than what is known', () => {
    const state = applyUpdate(applyUpdate(undefined, update(1, { full: true })), update(5));
    expect(applyUpdate(state, update(4))).toBe(state);
  });
});

describe('hot-seat', () => {
  const seat = (decisions: number): SeatState =>
    applyUpdate(
      undefined,
      update(1, {
        full: true,
        decisions: Array.from({ length: decisions }, () => ({ seat: 0, prompt: 'p' })),
      }),
    );

  it('shows the seat that must choose, staying on the one shown while it still must', () => {
    const states = new Map([
      [0, seat(0)],
      [2, seat(1)],
    ]);
    expect(seatToShow(states, null)).toBe(2);
    expect(seatToShow(states, 0)).toBe(2);
    states.set(0, seat(1));
    expect(seatToShow(states, 2)).toBe(2);
    expect(seatToShow(new Map([[1, seat(0)]]), null)).toBe(1);
  });

  it('covers only when several seats share a screen with something to hide, until the player confirms', () => {
    expect(mustCover(2, true, 1, null)).toBe(true);
    expect(mustCover(2, true, 1, 1)).toBe(false);
    expect(mustCover(2, false, 1, null)).toBe(false);
    expect(mustCover(1, true, 0, null)).toBe(false);
  });
});

describe('routes and links', () => {
  it('reads the lobby, a match and a join link from the hash, and nothing else', () => {
    expect(parseRoute('')).toEqual({ page: 'lobby' });
    expect(parseRoute('#/match/m_abc')).toEqual({ page: 'match', matchId: 'm_abc' });
    expect(parseRoute('#/rules/zagor')).toEqual({ page: 'rules', gameId: 'zagor', section: undefined });
    expect(parseRoute(rulesHash('city-of-chaos', 'combat'))).toEqual({
      page: 'rules',
      gameId: 'city-of-chaos',
      section: 'combat',
    });
    expect(parseRoute('#/join/m_abc/2')).toEqual({ page: 'join', matchId: 'm_abc', seat: 2 });
    expect(parseRoute('#/join/m_abc/two')).toEqual({ page: 'lobby' });
    expect(parseRoute('#/nowhere')).toEqual({ page: 'lobby' });
    expect(
      parseRoute(joinLink('http://localhost:8080', 'm_abc', 1).split('/#')[1].replace(/^/, '#')),
    ).toEqual({
      page: 'join',
      matchId: 'm_abc',
      seat: 1,
    });
  });
});

describe('the log', () => {
  it('groups the events of one action together', () => {
    const log = [
      { at: 1, seat: 0, type: 'a', text: 'one' },
      { at: 1, seat: 0, type: 'b', text: 'two' },
      { at: 2, seat: 1, type: 'a', text: 'three' },
    ];
    expect(groupByAction(log).map((g) => [g.at, g.seat, g.events.length])).toEqual([
      [1, 0, 2],
      [2, 1, 1],
    ]);
  });
});

describe('game options', () => {
  it('starts from the defaults the schema declares', () => {
    const schema = {
      type: 'object',
      properties: { tower: { type: 'boolean', default: true }, n: { type: 'integer' } },
    };
    expect(defaultOptions(schema)).toEqual({ tower: true });
  });
});
