import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  actionKey,
  apply,
  canonicalJson,
  checkRandomGames,
  customDie,
  d6,
  dieEvent,
  draw,
  drawEvents,
  type Frame,
  field,
  frameTable,
  graph,
  inventoryDifference,
  loadPack,
  moveItem,
  origin,
  RuleError,
  random,
  roll,
  runTasks,
  type StepContext,
  shuffleZone,
  stateTable,
  takeRandom,
} from '../src';
import { type ClimbAction, type ClimbState, climbGame, climbTable } from './fixtures/climb';

const started = (seed = 'kit') => climbGame.setup({}, 3, seed);

describe('zones', () => {
  it('show each seat its own hand, the others only as counts, and the deck as a count', () => {
    const state = started();
    const view = climbTable.view(state, 1);
    expect(view.hands).toEqual([4, state.hands[1], 4]);
    expect(view.deck).toBe(state.deck.length);
    expect(view.pile).toEqual([]);
    expect(climbTable.view(state, null).hands).toEqual([4, 4, 4]);
  });

  it('show a top zone as its size and its face-up top', () => {
    const state = started();
    state.discard.push(7, 9);
    expect(climbTable.view(state, 0).discard).toEqual({ count: 2, top: 9 });
  });

  it('leave undeclared fields out of every view: the generator and the task queue', () => {
    const state = started();
    for (const seat of [null, 0, 1, 2]) {
      const view = climbTable.view(state, seat);
      expect(Object.keys(view).sort()).toEqual([
        'deck',
        'discard',
        'drawn',
        'hands',
        'known',
        'pile',
        'seat',
        'stack',
        'winners',
      ]);
    }
  });

  it('resample what a seat cannot see, keep what it can, and depend on the view alone', () => {
    const state = started();
    const sample = climbTable.resample(state, 0, random.randomSource('a'), structuredClone);
    expect(sample.hands[0]).toEqual(state.hands[0]);
    expect(sample.hands[1]).toHaveLength(4);
    expect(sample.deck).toHaveLength(state.deck.length);
    expect(canonicalJson(sample.rng)).not.toBe(canonicalJson(state.rng));
    expect(inventoryDifference(climbTable.inventory(state), climbTable.inventory(sample))).toBeNull();
    // A twin dealt otherwise where seat 0 cannot see gives the very same sample.
    const twin = structuredClone(state);
    [twin.hands[1], twin.hands[2]] = [twin.hands[2], twin.hands[1]];
    twin.deck.reverse();
    const again = climbTable.resample(twin, 0, random.randomSource('a'), structuredClone);
    expect(canonicalJson(again)).toBe(canonicalJson(sample));
  });

  it('resample a top zone under its face-up top, and show an owner zone to the seats it names', () => {
    const state = started();
    state.discard.push(...state.deck.splice(0, 5));
    const top = state.discard[state.discard.length - 1];
    const sample = climbTable.resample(state, 0, random.randomSource('b'), structuredClone);
    expect(sample.discard[sample.discard.length - 1]).toBe(top);
  });

  it('find a lost or copied component', () => {
    const state = started();
    const before = climbTable.inventory(state);
    state.hands[0].push(state.hands[1][0]);
    expect(inventoryDifference(before, climbTable.inventory(state))).toMatch(/too many/);
    state.hands[0].pop();
    state.deck.pop();
    expect(inventoryDifference(before, climbTable.inventory(state))).toMatch(/missing/);
  });

  it('draw from a pile, refilling from another when it runs out, and log it as a reveal to the drawer', () => {
    const rng = random.createRng('d');
    const deck = [1];
    const hand: number[] = [];
    const discard = [5, 6];
    expect(draw(rng, deck, hand, 3, discard).sort()).toEqual([1, 5, 6]);
    expect(discard).toEqual([]);
    const events = drawEvents([5], { seat: 2, who: 'Ana', pile: 'deck', name: (c) => `card ${c}` });
    expect(events[0]).toMatchObject({ text: 'Ana draws a card from the deck.' });
    expect(events[0].to).toBeUndefined();
    expect(events[1]).toMatchObject({ text: 'You draw card 5.', to: [2], reveal: true });
    expect(moveItem(hand, deck, 5)).toBe(true);
    expect(moveItem(hand, deck, 42)).toBe(false);
    expect(takeRandom(rng, [])).toBeUndefined();
  });

  it('keep their promises over whole random games: conservation, views true to the seat, resampling', () => {
    // Every game holds the cards 1 to 30, whatever the deal.
    const every = climbTable.inventory(started('any'));
    const report = checkRandomGames(climbGame, {
      games: 40,
      seats: 3,
      invariant(state: ClimbState) {
        const lost = inventoryDifference(every, climbTable.inventory(state));
        if (lost) throw new Error(lost);
      },
      // The undeclared frame field never reaches a view, not even its deciding seat's.
      secrets: (state: ClimbState) =>
        state.stack.flatMap((f) => (f.data.kind === 'keep' ? [f.data.hunch] : [])),
    });
    expect(report.finished).toBe(40);
  });

  it('show a zone to the extra seats its declaration names, and resample it for no one of them', () => {
    const table = stateTable<{ market: string[]; searcher: number }>({
      market: field.zone('count', 'cards', { seenBy: (s) => [s.searcher] }),
      searcher: field.public,
    });
    const state = { market: ['x', 'y'], searcher: 2 };
    expect(table.view(state, 2).market).toEqual(['x', 'y']);
    expect(table.view(state, 1).market).toBe(2);
    const sample = table.resample(state, 2, random.randomSource('m'), structuredClone);
    expect(sample.market).toEqual(['x', 'y']);
  });
});

describe('knowledge per item', () => {
  const peeked = (seed = 'peek') => {
    const state = started(seed);
    const top = state.deck[state.deck.length - 1];
    climbTable.peek(state, 1, 'deck', top);
    return { state, top };
  };

  it('shows a peeked item in the view of its seat only, where it lies', () => {
    const { state, top } = peeked();
    expect(climbTable.view(state, 1).known).toEqual([{ zone: 'deck', at: state.deck.length - 1, item: top }]);
    for (const viewer of [null, 0, 2]) expect(climbTable.view(state, viewer).known).toEqual([]);
    // The deck itself still shows as a count.
    expect(climbTable.view(state, 1).deck).toBe(state.deck.length);
  });

  it('keeps what the seat knows in place when it resamples, and deals the rest again', () => {
    const { state, top } = peeked();
    const sample = climbTable.resample(state, 1, random.randomSource('k'), structuredClone);
    expect(sample.deck[sample.deck.length - 1]).toBe(top);
    expect(sample.deck.slice(0, -1)).not.toEqual(state.deck.slice(0, -1));
    expect(sample.hands[1]).toEqual(state.hands[1]);
    expect(climbTable.view(sample, 1)).toEqual(climbTable.view(state, 1));
    expect(inventoryDifference(climbTable.inventory(state), climbTable.inventory(sample))).toBeNull();
  });

  it('gives another seat a sample in which the peek names whatever the new deal put there', () => {
    const { state, top } = peeked('others');
    const sample = climbTable.resample(state, 0, random.randomSource('o'), structuredClone);
    expect(sample.known).toEqual([{ zone: 'deck', item: sample.deck[sample.deck.length - 1], seats: [1] }]);
    // A twin whose real top differs gives seat 0 the very same sample.
    const twin = structuredClone(state);
    [twin.deck[twin.deck.length - 1], twin.hands[2][0]] = [twin.hands[2][0], top];
    twin.known[0].item = twin.deck[twin.deck.length - 1];
    const again = climbTable.resample(twin, 0, random.randomSource('o'), structuredClone);
    expect(canonicalJson(again)).toBe(canonicalJson(sample));
  });

  it('forgets an item when it moves or its zone is shuffled through the kit', () => {
    const moved = peeked('moved');
    draw(moved.state.rng, moved.state.deck, moved.state.hands[0], 1, undefined, moved.state.known);
    expect(moved.state.known).toEqual([]);

    const shuffled = peeked('shuffled');
    shuffleZone(shuffled.state.rng, shuffled.state.deck, shuffled.state.known);
    expect(climbTable.view(shuffled.state, 1).known).toEqual([]);

    const taken = peeked('taken');
    moveItem(taken.state.deck, taken.state.pile, taken.top, taken.state.known);
    expect(taken.state.known).toEqual([]);

    const blind = started('blind');
    blind.deck = [blind.deck[0]];
    climbTable.peek(blind, 2, 'deck', blind.deck[0]);
    takeRandom(blind.rng, blind.deck, blind.known);
    expect(blind.known).toEqual([]);

    // A refill pile shuffled into the deck is forgotten too.
    const refill = started('refill');
    refill.discard.push(...refill.deck.splice(0));
    climbTable.peek(refill, 0, 'discard', refill.discard[0]);
    draw(refill.rng, refill.deck, refill.hands[0], 1, refill.discard, refill.known);
    expect(refill.known).toEqual([]);
  });

  it('shows nothing of a peek whose item left its zone some other way, or that the seat sees anyway', () => {
    const { state, top } = peeked('stale');
    state.pile.push(state.deck.pop()!);
    expect(state.pile).toContain(top);
    expect(climbTable.knows(state, 1)).toEqual([]);
    const own = started('own');
    climbTable.peek(own, 0, 'hands.0', own.hands[0][0]);
    expect(climbTable.knows(own, 0)).toEqual([]);
    expect(climbTable.knows(own, null)).toEqual([]);
  });

  it('lists what a seat may not see: other hands, the deck but what it peeked at, a top zone under its top', () => {
    const state = started('hidden');
    state.discard.push(state.deck.pop()!, state.deck.pop()!);
    const hidden = (viewer: number | null) => climbTable.hidden(state, viewer);
    const items = (viewer: number | null, zone: string) =>
      hidden(viewer)
        .filter((h) => h.zone === zone)
        .map((h) => h.item);
    expect(items(0, 'hands.0')).toEqual([]);
    expect(items(0, 'hands.1')).toEqual(state.hands[1]);
    expect(items(null, 'hands.0')).toEqual(state.hands[0]);
    expect(items(0, 'discard')).toEqual(state.discard.slice(0, -1));
    expect(items(0, 'pile')).toEqual([]);
    climbTable.peek(state, 1, 'deck', state.deck[0]);
    expect(items(1, 'deck')).toEqual(state.deck.slice(1));
    expect(items(0, 'deck')).toEqual(state.deck);
  });

  it('refuses a peek into no zone, at an item not there, or without a knowledge field', () => {
    const state = started('bad');
    expect(() => climbTable.peek(state, 0, 'decks', 1)).toThrow(/No zone at "decks"/);
    expect(() => climbTable.peek(state, 0, 'seat', 1)).toThrow(/No zone/);
    expect(() => climbTable.peek(state, 0, 'deck', 99)).toThrow(/not in the zone/);
    const plain = stateTable<{ deck: number[] }>({ deck: field.zone('count', 'cards') });
    expect(() => plain.peek({ deck: [1] }, 0, 'deck', 1)).toThrow(/no field.knowledge/);
    expect(plain.knows({ deck: [1] }, 0)).toEqual([]);
  });
});

describe('frames', () => {
  type Data = { kind: 'ask'; seat: number; open: string; mine: string; never: string };
  const table = frameTable<unknown, Data, string>({
    ask: {
      options: () => ['yes', 'no'],
      answer(_state, frame) {
        frame.waiting = [];
      },
      show: { public: ['seat', 'open'], private: ['mine'] },
    },
  });
  const stack: Frame<Data>[] = [
    {
      kind: 'ask',
      prompt: 'Yes or no',
      waiting: [1],
      data: { kind: 'ask', seat: 1, open: 'o', mine: 'm', never: 'n' },
    },
  ];

  it('show declared fields only: public ones to all, private ones to the deciding seat, undeclared to nobody', () => {
    expect(table.view(stack, null)[0].data).toEqual({ kind: 'ask', seat: 1, open: 'o' });
    expect(table.view(stack, 0)[0].data).toEqual({ kind: 'ask', seat: 1, open: 'o' });
    expect(table.view(stack, 1)[0].data).toEqual({ kind: 'ask', seat: 1, open: 'o', mine: 'm' });
    for (const viewer of [null, 0, 1]) expect(JSON.stringify(table.view(stack, viewer))).not.toContain('"n"');
  });

  it('show private fields to the seats `to` names, or to everyone, spectators too, when it says all', () => {
    const named = frameTable<unknown, Data, string>({
      ask: {
        ...table.kinds.ask,
        show: { public: ['seat'], private: ['mine'], to: (d) => (d.open ? 'all' : [0]) },
      },
    });
    for (const viewer of [null, 0, 1]) expect(named.view(stack, viewer)[0].data).toHaveProperty('mine', 'm');
    const closed = [{ ...stack[0], data: { ...stack[0].data, open: '' } }];
    expect(named.view(closed, 0)[0].data).toHaveProperty('mine', 'm');
    expect(named.view(closed, 1)[0].data).not.toHaveProperty('mine');
    expect(named.view(closed, null)[0].data).not.toHaveProperty('mine');
  });

  it('ask the waiting seat, offer its options, and refuse anyone else', () => {
    expect(table.pending(stack)).toEqual([{ seat: 1, prompt: 'Yes or no' }]);
    expect(table.legal(null, stack, 0)).toEqual([]);
    expect(table.legal(null, stack, 1)).toEqual(['yes', 'no']);
    expect(() => table.step(null, stack, 0, 'yes', { emit() {} })).toThrow(RuleError);
  });

  it('refuse a frame of an undeclared kind with a clear error', () => {
    const odd = [{ ...stack[0], data: { ...stack[0].data, kind: 'odd' } }] as unknown as Frame<Data>[];
    expect(() => table.legal(null, odd, 1)).toThrow(/No frame kind "odd"/);
  });

  it('run queued tasks in order until one opens a question', () => {
    const log: string[] = [];
    const queue = {
      tasks: [{ kind: 'a' }, { kind: 'b' }, { kind: 'a' }] as { kind: 'a' | 'b' }[],
      stack: [] as Frame<{ kind: string }>[],
    };
    runTasks(
      null,
      queue,
      {
        a: () => log.push('a'),
        b: () => {
          log.push('b');
          queue.stack.push({ kind: 'x', prompt: '', waiting: [0], data: { kind: 'x' } });
        },
      },
      { emit() {} },
    );
    expect(log).toEqual(['a', 'b']);
    expect(queue.tasks).toEqual([{ kind: 'a' }]);
  });
});

describe('board graph', () => {
  const board = graph.buildGraph({
    spots: [
      { id: 'a', region: 'north' },
      { id: 'b', region: 'north' },
      { id: 'c' },
      { id: 'd' },
      { id: 'e' },
    ],
    edges: [
      { a: 'a', b: 'b' },
      { a: 'b', b: 'c' },
      { a: 'c', b: 'd', oneWay: true },
      { a: 'a', b: 'e' },
      { a: 'e', b: 'd' },
    ],
  });

  it('gives distances, paths, one-way edges and regions', () => {
    expect(graph.distance(board, 'a', 'c')).toBe(2);
    expect(graph.distance(board, 'c', 'd')).toBe(1);
    // Against the one-way edge, the long way round: d, e, a, b, c.
    expect(graph.distance(board, 'd', 'c')).toBe(4);
    expect(graph.path(board, 'a', 'd')).toEqual(['a', 'e', 'd']);
    expect(graph.next(board, 'c').sort()).toEqual(['b', 'd']);
    expect(graph.regionSpots(board, 'north')).toEqual(['a', 'b']);
  });

  it('finds what lies within reach, around blocked spots', () => {
    // e may be entered but not passed through, so d (two steps through e) is out of reach.
    expect(graph.reachable(board, 'a', 2, (spot) => spot === 'e').sort()).toEqual(['b', 'c', 'e']);
    expect(graph.reachable(board, 'a', 2, (spot) => spot === 'e', false).sort()).toEqual(['b', 'c']);
    expect(graph.reachable(board, 'a', 2).sort()).toEqual(['b', 'c', 'd', 'e']);
  });

  it('refuses an edge to a spot that does not exist', () => {
    expect(() => graph.buildGraph({ spots: [{ id: 'a' }], edges: [{ a: 'a', b: 'z' }] })).toThrow(/z/);
  });
});

describe('dice', () => {
  it('roll numbered and symbol dice from the generator, forced values included', () => {
    const rng = random.createRng('dice');
    random.force(rng, [6]);
    expect(roll(rng, d6)).toBe(6);
    const symbols = customDie('action die', ['sword', 'boot', 'eye'] as const);
    random.force(rng, [1]);
    expect(roll(rng, symbols)).toBe('boot');
    for (let i = 0; i < 50; i++) expect(d6.faces).toContain(roll(rng, d6));
    expect(dieEvent(d6, 4, 'Ana')).toMatchObject({ type: 'die', text: 'Ana rolls the d6: 4.' });
    expect(() => customDie('blank', [])).toThrow(/no faces/);
  });
});

describe('pack loader', () => {
  const spec = {
    'cards.json': z.array(z.object({ id: z.string(), attack: z.number().int(), origin })),
  };

  it('loads a good pack', () => {
    const pack = loadPack('test', { 'cards.json': [{ id: 'ogre', attack: 2, origin: 'seed' }] }, spec);
    expect(pack['cards.json'][0].id).toBe('ogre');
  });

  it('names every problem at once: the file, the item, the field', () => {
    try {
      loadPack(
        'test',
        { 'cards.json': [{ id: 'ogre', attack: 'x', origin: 'made up' }], 'extra.json': [] },
        spec,
      );
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(RuleError);
      const message = (e as Error).message;
      expect(message).toContain('cards.json: list item 0 ("ogre"), field attack');
      expect(message).toContain('field origin');
      expect(message).toContain('extra.json: file: is not a file of this game');
    }
    expect(() => loadPack('test', {}, spec)).toThrow(/cards.json: file: missing from the pack/);
  });
});

describe('apply', () => {
  it('matches an action whatever the order of its keys', () => {
    expect(actionKey({ a: 1, b: [2, { c: 3, d: 4 }] })).toBe(actionKey({ b: [2, { d: 4, c: 3 }], a: 1 }));
  });

  it('steps the listed legal action, never the caller object', () => {
    const seen: unknown[] = [];
    const watched = {
      ...climbGame,
      step: (s: ClimbState, seat: number, a: ClimbAction, ctx: StepContext) => {
        seen.push(a);
        climbGame.step(s, seat, a, ctx);
      },
    };
    const state = started('apply');
    const seat = climbGame.pending(state)[0].seat;
    const listed = climbGame.legal(state, seat).find((a) => 'draw' in a)!;
    const mine = { ...listed, note: undefined };
    apply(watched, state, seat, mine);
    expect(seen[0]).not.toBe(mine);
    expect(seen[0]).toEqual(listed);
    // An object whose toJSON prints a legal action gets that action, never its own fields.
    const spoof = { play: 99, toJSON: () => listed };
    apply(watched, state, seat, spoof);
    expect(seen[1]).toEqual(listed);
    expect(() => apply(climbGame, state, seat, { play: 99 })).toThrow(RuleError);
  });
});
