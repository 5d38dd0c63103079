import { describe, expect, it } from 'vitest';
import { MARKET, THRONE } from '../src/board';
import { legitimacy } from '../src/index';
import { questSpot } from '../src/turn';
import { act, at, CARDS, force, isLegal, petOf, put, started } from './helpers';

describe('drawing cards', () => {
  it('draws at a Black Spot into the hidden hand, never twice in a row at the same spot', () => {
    const state = started(2);
    at(state, 0, 'SW.a2');
    const top = state.draw[state.draw.length - 1];
    const log = act(state, 0, { t: 'draw' });
    expect(state.players[0].hand).toContain(top);
    expect(log).toContain('Seat 1 (Frog Prince) draws a card.');
    expect(isLegal(state, 0, { t: 'draw' })).toBe(false);
    act(state, 0, { t: 'end' });
    act(state, 1, { t: 'end' });
    expect(isLegal(state, 0, { t: 'draw' })).toBe(false);
    at(state, 0, 'SW.a5');
    expect(isLegal(state, 0, { t: 'draw' })).toBe(true);
  });

  it('only at a Black Spot', () => {
    const state = started(2);
    expect(isLegal(state, 0, { t: 'draw' })).toBe(false);
  });

  it('shuffles the discard pile into a new draw pile when the draw pile runs out', () => {
    const state = started(2);
    at(state, 0, 'SW.a2');
    while (state.draw.length > 0) state.discard.push(state.draw.pop()!);
    const log = act(state, 0, { t: 'draw' });
    expect(log.join(' ')).toMatch(/shuffled into a new draw pile/);
    expect(state.discard).toHaveLength(0);
  });
});

describe('quests', () => {
  it('trades a quest for the top Crown Jewel at its place; the quest leaves the game; it purifies', () => {
    const state = started(2);
    put(state, 'wizened-hag', { hand: 0 });
    put(state, 'wicked-uncle', { table: 0 });
    state.players[0].good = false;
    expect(isLegal(state, 0, { t: 'quest', card: 'wizened-hag' })).toBe(false);
    at(state, 0, 'SW.QUEST');
    const jewel = state.jewels[state.jewels.length - 1];
    const log = act(state, 0, { t: 'quest', card: 'wizened-hag' });
    expect(state.players[0].table).toContain(jewel);
    expect(state.removed).toContain('wizened-hag');
    expect(state.players[0].good).toBe(true);
    expect(state.discard).toContain('wicked-uncle');
    expect(log.join(' ')).toMatch(/turns Good/);
  });

  it('an Evil player who fulfils a quest discards the Evil creatures held in the hand too; others stay', () => {
    const state = started(2);
    put(state, 'wizened-hag', { hand: 0 });
    put(state, 'imp', { hand: 0 });
    put(state, 'goblin', { hand: 0 });
    put(state, 'ogre', { hand: 0 });
    put(state, 'cyclops', { table: 0 });
    state.players[0].good = false;
    at(state, 0, 'SW.QUEST');
    act(state, 0, { t: 'quest', card: 'wizened-hag' });
    expect(state.players[0].good).toBe(true);
    expect(state.players[0].hand).toEqual(['ogre']);
    expect(state.discard).toEqual(expect.arrayContaining(['imp', 'goblin', 'cyclops']));
    // A Good player's quest purifies nothing: Evil creatures in the hand stay.
    put(state, 'book-of-legends', { hand: 0 });
    put(state, 'imp', { hand: 0 });
    at(state, 0, 'CA.MOUND');
    act(state, 0, { t: 'quest', card: 'book-of-legends' });
    expect(state.players[0].hand).toContain('imp');
  });

  it('Book of Legends at the Burial Mound; Family Heirloom at your own start; Fishwife at the start of the player to your right', () => {
    const state = started(3);
    expect(questSpot(state, 0, 'book-of-legends')).toBe('CA.MOUND');
    expect(questSpot(state, 0, 'family-heirloom')).toBe('SW.START');
    expect(questSpot(state, 0, 'fishwife')).toBe('FO.START'); // seat 3, the Young Wizard, sits to the right of seat 1
    expect(questSpot(state, 1, 'fishwife')).toBe('SW.START');
    for (const [quest, spot] of [
      ['goddess-of-dreams', 'FI.QUEST'],
      ['woodland-creatures', 'FO.QUEST'],
      ['strange-old-man', 'HI.QUEST'],
      ['wizened-hag', 'SW.QUEST'],
      ['ancient-map', 'MO.QUEST'],
      ['singing-stones', 'PL.QUEST'],
    ])
      expect(questSpot(state, 0, quest)).toBe(spot);
  });

  it('needs a Crown Jewel left on the stack', () => {
    const state = started(2);
    put(state, 'book-of-legends', { hand: 0 });
    at(state, 0, 'CA.MOUND');
    state.unused = [...state.unused, ...state.jewels];
    state.jewels = [];
    expect(isLegal(state, 0, { t: 'quest', card: 'book-of-legends' })).toBe(false);
  });
});

describe('the Marketplace', () => {
  it('swaps cards one for one, face down to everyone else; Crown Jewels may not be traded, quests may', () => {
    const state = started(2);
    at(state, 0, MARKET);
    put(state, 'crown', { table: 0 });
    put(state, 'ancient-map', { hand: 0 });
    const wanted = state.market[0];
    expect(legitimacy.view(state, 1).market).toBeUndefined();
    act(state, 0, { t: 'market' });
    expect(legitimacy.view(state, 0).market).toEqual(state.market);
    expect(legitimacy.view(state, 1).market).toBeUndefined();
    act(state, 0, { t: 'take', card: wanted });
    expect(isLegal(state, 0, { t: 'give', card: 'crown' })).toBe(false);
    act(state, 0, { t: 'give', card: 'ancient-map' });
    expect(state.market).toContain('ancient-map');
    expect(state.players[0].hand).toContain(wanted);
    expect(isLegal(state, 0, { t: 'take', card: 'ancient-map' })).toBe(false);
    act(state, 0, { t: 'done' });
    expect(isLegal(state, 0, { t: 'market' })).toBe(false);
  });

  it('trades table cards, the pet included, and a pet got there joins a player who has none', () => {
    const state = started(2);
    at(state, 0, MARKET);
    petOf(state, 0, 'cow');
    put(state, 'ogre', { table: 0 });
    act(state, 0, { t: 'market' });
    expect(isLegal(state, 0, { t: 'give', card: 'ogre' })).toBe(false); // nothing taken yet
    const first = state.market[0];
    act(state, 0, { t: 'take', card: first });
    expect(isLegal(state, 0, { t: 'give', card: 'ogre' })).toBe(true);
    expect(isLegal(state, 0, { t: 'give', card: 'frog-prince' })).toBe(false);
    act(state, 0, { t: 'give', card: 'cow' });
    expect(state.market).toContain('cow');
    act(state, 0, { t: 'done' });
    // Seat 2, petless, gets the Cow there and plays it down; a second pet would stay in the hand.
    const other = started(2);
    at(other, 0, MARKET);
    put(other, 'ogre', { hand: 0 });
    const pet = other.players[0].table.find((c) => CARDS[c].kind === 'pet') as string;
    put(other, pet, 'market');
    act(other, 0, { t: 'market' });
    act(other, 0, { t: 'take', card: pet });
    act(other, 0, { t: 'give', card: 'ogre' });
    act(other, 0, { t: 'done' });
    act(other, 0, { t: 'play', card: pet });
    expect(other.players[0].table).toContain(pet);
    const spare = other.unused.find((c) => CARDS[c].kind === 'pet') as string;
    put(other, spare, { hand: 0 });
    expect(isLegal(other, 0, { t: 'play', card: spare })).toBe(false);
  });

  it('may be searched again in a turn after another action, never twice in a row', () => {
    const state = started(2);
    at(state, 0, MARKET);
    at(state, 1, MARKET);
    put(state, 'ogre', { hand: 0 });
    act(state, 0, { t: 'market' });
    act(state, 0, { t: 'done' });
    expect(isLegal(state, 0, { t: 'market' })).toBe(false);
    act(state, 0, { t: 'attack', target: 1 });
    force(state, [1, 1]);
    act(state, 1, { t: 'pass' });
    expect(isLegal(state, 0, { t: 'market' })).toBe(true);
  });

  it('removes the Potato of Doom by trading it away', () => {
    const state = started(2);
    at(state, 0, MARKET);
    put(state, 'potato-of-doom', { table: 0 });
    act(state, 0, { t: 'market' });
    act(state, 0, { t: 'take', card: state.market[0] });
    act(state, 0, { t: 'give', card: 'potato-of-doom' });
    expect(state.players[0].table).not.toContain('potato-of-doom');
  });
});

describe('the card limit', () => {
  it('7 cards counting character and pet: the excess is discarded at once, the new card may be the one', () => {
    const state = started(2);
    for (const c of ['ogre', 'giantess', 'magpie', 'pox', 'deserter']) put(state, c, { hand: 0 });
    at(state, 0, 'SW.a2');
    const drawn = state.draw[state.draw.length - 1];
    act(state, 0, { t: 'draw' });
    expect(legitimacy.pending(state)[0]).toMatchObject({
      seat: 0,
      prompt: 'You carry more than 7 cards: discard one',
    });
    expect(isLegal(state, 0, { t: 'end' })).toBe(false);
    if (legitimacy.legal(state, 0).some((a) => a.t === 'discard' && a.card === drawn))
      act(state, 0, { t: 'discard', card: drawn });
    else act(state, 0, { t: 'discard', card: 'ogre' });
    expect(state.players[0].hand.length + state.players[0].table.length).toBe(7);
    expect(state.frames).toHaveLength(0);
  });

  it('8 with the Pig; one more with the Book of Tactics while a creature is on the table', () => {
    const state = started(2);
    petOf(state, 0, 'pig');
    for (const c of ['ogre', 'giantess', 'magpie', 'pox', 'deserter', 'catnip']) put(state, c, { hand: 0 });
    act(state, 0, { t: 'play', card: 'ogre' });
    expect(state.frames).toHaveLength(0);
    put(state, 'book-of-tactics', { hand: 0 });
    act(state, 0, { t: 'play', card: 'book-of-tactics' });
    expect(state.frames).toHaveLength(0);
    put(state, 'fairy', { hand: 0 });
    act(state, 0, { t: 'end' });
    expect(legitimacy.pending(state)[0].prompt).toMatch(/more than 9 cards/);
  });

  it('characters, pets, jewels, quests and cursed objects on you never go; you may stay over the limit', () => {
    const state = started(2);
    for (const c of ['crown', 'scepter', 'royal-ring', 'golden-duck', 'wooden-leg'])
      put(state, c, { table: 0 });
    put(state, 'ancient-map', { hand: 0 });
    put(state, 'ogre', { hand: 0 });
    act(state, 0, { t: 'end' });
    const options = legitimacy.legal(state, 0);
    expect(options).toEqual([{ t: 'discard', card: 'ogre' }]);
    act(state, 0, { t: 'discard', card: 'ogre' });
    expect(state.players[0].hand.length + state.players[0].table.length).toBe(8);
    expect(state.frames).toHaveLength(0);
  });
});

describe('winning', () => {
  it('the first player in the Throne Room with three Crown Jewels wins', () => {
    const state = started(2);
    for (const c of ['crown', 'scepter']) put(state, c, { table: 0 });
    at(state, 0, 'CA.COURT');
    act(state, 0, { t: 'roll' });
    act(state, 0, { t: 'move', to: THRONE });
    expect(legitimacy.result(state)).toBeNull();
    // A third jewel gained while in the Throne Room wins at once.
    put(state, 'royal-ring', { table: 0 });
    act(state, 0, { t: 'end' });
    expect(legitimacy.result(state)?.winners).toEqual([0]);
    const s2 = started(2);
    for (const c of ['crown', 'scepter', 'royal-ring']) put(s2, c, { table: 0 });
    at(s2, 0, 'CA.COURT');
    act(s2, 0, { t: 'roll' });
    act(s2, 0, { t: 'move', to: THRONE });
    expect(legitimacy.result(s2)).toMatchObject({ winners: [0], scores: [3, 0] });
    expect(legitimacy.pending(s2)).toEqual([]);
  });

  it('when the Grim Reaper leaves fewer than three Crown Jewels within reach, the game ends with no winner', () => {
    const state = started(2);
    put(state, 'crown', { table: 1 });
    put(state, 'scepter', { table: 1 });
    put(state, 'grim-reaper', { hand: 0 });
    at(state, 0, 'CA.R0');
    at(state, 1, 'CA.R1');
    // No quest is left anywhere: only the jewels on the tables count.
    for (const list of [state.draw, state.market]) {
      for (const c of list.filter((c) => CARDS[c].kind === 'quest')) put(state, c, 'jewels');
    }
    state.jewels = state.jewels.filter((c) => CARDS[c].kind === 'jewel');
    put(state, 'royal-ring', { table: 0 });
    force(state, [6]);
    act(state, 0, { t: 'cast', card: 'grim-reaper', spell: 'reaper', target: 1 });
    act(state, 1, { t: 'pass' });
    const log = act(state, 0, { t: 'pick', card: 'crown' });
    expect(log.join(' ')).toMatch(/nobody wins/);
    expect(legitimacy.result(state)).toMatchObject({ winners: [] });
    expect(legitimacy.pending(state)).toEqual([]);
  });
});
