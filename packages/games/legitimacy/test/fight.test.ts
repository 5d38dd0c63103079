import { describe, expect, it } from 'vitest';
import { MARKET } from '../src/board';
import { legitimacy } from '../src/index';
import { attackModifier } from '../src/stats';
import { act, at, force, isLegal, petOf, put, started } from './helpers';

/** Frog Prince (seat 0) next to the Minstrel (seat 1), both with a Cow (+2 Attack). */
function duel() {
  const state = started(2);
  petOf(state, 0, 'cow');
  petOf(state, 1, 'hare');
  at(state, 0, 'CA.R0');
  at(state, 1, 'CA.R1');
  return state;
}

describe('attacks', () => {
  it('only adjacent, once per player per turn; the defender may always answer (no one can tell who holds Run Away)', () => {
    const state = duel();
    at(state, 1, 'CA.R2');
    expect(isLegal(state, 0, { t: 'attack', target: 1 })).toBe(false);
    at(state, 1, 'CA.R1');
    act(state, 0, { t: 'attack', target: 1 });
    expect(state.players[1].hand).toHaveLength(0);
    expect(legitimacy.pending(state)).toEqual([
      { seat: 1, prompt: 'Seat 1 (Frog Prince) attacks you: run away or stand and fight' },
    ]);
    expect(legitimacy.legal(state, 1)).toEqual([{ t: 'pass' }]);
    force(state, [3, 3]);
    act(state, 1, { t: 'pass' });
    expect(isLegal(state, 0, { t: 'attack', target: 1 })).toBe(false);
  });

  it('both roll d6 plus Attack; the higher takes a table card or a random hand card, shown only to the taker', () => {
    const state = duel();
    put(state, 'ogre', { hand: 1 });
    put(state, 'crown', { table: 1 });
    act(state, 0, { t: 'attack', target: 1 });
    force(state, [5, 2]);
    const events: { text: string; to?: number[] }[] = [];
    legitimacy.step(state, 1, { t: 'pass' }, { emit: (e) => events.push(e) });
    // Frog Prince 5 + 2 (Cow) = 7 against the Minstrel 2 + 1 = 3.
    expect(events[0].text).toBe('Seat 1 (Frog Prince) rolls 5 for 7; Seat 2 (Minstrel) rolls 2 for 3.');
    expect(legitimacy.legal(state, 0)).toEqual([{ t: 'pick', card: 'crown' }, { t: 'pick-hand' }]);
    const hidden: { text: string; to?: number[] }[] = [];
    legitimacy.step(state, 0, { t: 'pick-hand' }, { emit: (e) => hidden.push(e) });
    const secret = hidden.find((e) => e.text.includes('Ogre'));
    expect(secret?.to).toEqual([0, 1]);
    expect(legitimacy.view(state, null).frame).toEqual({ kind: 'place', seat: 0, secret: true });
    expect(legitimacy.view(state, 0).frame).toEqual({ kind: 'place', seat: 0, secret: true, card: 'ogre' });
    expect(JSON.stringify(legitimacy.pending(state))).not.toContain('Ogre'); // prompts are public
    act(state, 0, { t: 'place', to: 'table' });
    expect(state.players[0].table).toContain('ogre');
  });

  it('a card taken at random from the hand looks the same to the table whatever it is (a Quest too)', () => {
    const seen = (card: string) => {
      const state = started(3);
      petOf(state, 0, 'cow');
      petOf(state, 1, 'hare');
      at(state, 0, 'CA.R0');
      at(state, 1, 'CA.R1');
      put(state, card, { hand: 1 });
      act(state, 0, { t: 'attack', target: 1 });
      force(state, [6, 1]);
      act(state, 1, { t: 'pass' });
      const events: { text: string; to?: number[] }[] = [];
      legitimacy.step(state, 0, { t: 'pick-hand' }, { emit: (e) => events.push(e) });
      const mine = legitimacy.legal(state, 0);
      const place = mine[0];
      if (place.t === 'place') legitimacy.step(state, 0, place, { emit: (e) => events.push(e) });
      return {
        publicEvents: events.filter((e) => !e.to).map((e) => e.text),
        mine,
        where: place,
      };
    };
    const quest = seen('book-of-legends');
    // The thief alone learns that a Quest can only go to the hand.
    expect(quest.mine).toEqual([{ t: 'place', to: 'hand' }]);
    for (const card of ['ogre', 'magpie', 'potato-of-doom', 'book-of-legends']) {
      const other = seen(card);
      expect(other.where).toEqual({ t: 'place', to: 'hand' });
      expect(other.publicEvents).toEqual(quest.publicEvents);
    }
  });

  it('the table sees the same question after a blind steal of a Quest as of any other card', () => {
    const state = started(3);
    petOf(state, 0, 'cow');
    petOf(state, 1, 'hare');
    at(state, 0, 'CA.R0');
    at(state, 1, 'CA.R1');
    put(state, 'book-of-legends', { hand: 1 });
    act(state, 0, { t: 'attack', target: 1 });
    force(state, [6, 1]);
    act(state, 1, { t: 'pass' });
    act(state, 0, { t: 'pick-hand' });
    expect(legitimacy.view(state, 2).frame).toEqual({ kind: 'place', seat: 0, secret: true });
    expect(legitimacy.pending(state)).toEqual([
      { seat: 0, prompt: 'Keep the card in your hand, play it to the table, or discard it' },
    ]);
    act(state, 0, { t: 'place', to: 'hand' });
    expect(state.players[0].hand).toContain('book-of-legends');
  });

  it('a stolen Crown Jewel must go on the table; a tie parries', () => {
    const state = duel();
    put(state, 'crown', { table: 1 });
    act(state, 0, { t: 'attack', target: 1 });
    force(state, [2, 3]);
    const log = act(state, 1, { t: 'pass' });
    expect(log).toContain('The blows parry: no result.');
    state.turn.assaulted = [];
    act(state, 0, { t: 'attack', target: 1 });
    force(state, [6, 1]);
    act(state, 1, { t: 'pass' });
    act(state, 0, { t: 'pick', card: 'crown' });
    expect(state.players[0].table).toContain('crown');
    expect(state.frames).toHaveLength(0);
  });

  it('attacking a Good player turns the attacker Evil and the Good creatures leave first; Good may attack Evil freely', () => {
    const state = duel();
    put(state, 'unicorn', { table: 0 });
    act(state, 0, { t: 'attack', target: 1 });
    expect(state.players[0].good).toBe(false);
    expect(state.discard).toContain('unicorn');
    const s2 = duel();
    s2.players[1].good = false;
    put(s2, 'unicorn', { table: 0 });
    act(s2, 0, { t: 'attack', target: 1 });
    expect(s2.players[0].good).toBe(true);
  });

  it('the Goblin rides the Wolf in the hand too (+4), unless the option keeps the pair to the table', () => {
    const state = duel();
    const base = attackModifier(state.players[0], state.players[1]);
    put(state, 'goblin', { hand: 0 });
    expect(attackModifier(state.players[0], state.players[1])).toBe(base);
    put(state, 'wolf', { hand: 0 });
    expect(attackModifier(state.players[0], state.players[1])).toBe(base + 4);
    expect(attackModifier(state.players[0], state.players[1], false)).toBe(base);
    // One held and one played down: only the one on the table counts.
    put(state, 'wolf', { table: 0 });
    expect(attackModifier(state.players[0], state.players[1])).toBe(base + 1);
    put(state, 'wolf', { hand: 0 });
    act(state, 0, { t: 'attack', target: 1 });
    force(state, [3, 6]);
    const log = act(state, 1, { t: 'pass' });
    expect(log[0]).toBe('Seat 1 (Frog Prince) rolls 3 for 9; Seat 2 (Minstrel) rolls 6 for 7.');
    const strict = duel();
    strict.options = { ...strict.options, wolfGoblinOnTable: true };
    put(strict, 'goblin', { hand: 0 });
    put(strict, 'wolf', { hand: 0 });
    act(strict, 0, { t: 'attack', target: 1 });
    force(strict, [3, 6]);
    expect(act(strict, 1, { t: 'pass' })[0]).toBe(
      'Seat 1 (Frog Prince) rolls 3 for 5; Seat 2 (Minstrel) rolls 6 for 7.',
    );
  });

  it('Goblin: one extra card for the winner; with the Wolf the pair gives +4', () => {
    const state = duel();
    state.players[0].good = false;
    put(state, 'goblin', { table: 0 });
    expect(attackModifier(state.players[0], state.players[1])).toBe(3);
    put(state, 'wolf', { table: 0 });
    expect(attackModifier(state.players[0], state.players[1])).toBe(6);
    put(state, 'crown', { table: 1 });
    put(state, 'scepter', { table: 1 });
    act(state, 0, { t: 'attack', target: 1 });
    force(state, [6, 1]);
    act(state, 1, { t: 'pass' });
    act(state, 0, { t: 'pick', card: 'crown' });
    act(state, 0, { t: 'pick', card: 'scepter' });
    expect(state.players[0].table).toEqual(expect.arrayContaining(['crown', 'scepter']));
  });

  it('Giant Tortoise and Helm of Help cancel the weakest and strongest creature of the opponent; Sword +4; Wooden Leg -1', () => {
    const state = duel();
    put(state, 'ogre', { table: 1 });
    put(state, 'white-hart', { table: 1 });
    // Minstrel +1, Hare 0, Ogre +3, White Hart +1.
    expect(attackModifier(state.players[1], state.players[0])).toBe(5);
    petOf(state, 0, 'giant-tortoise');
    expect(attackModifier(state.players[1], state.players[0])).toBe(4);
    put(state, 'helm-of-help', { table: 0 });
    expect(attackModifier(state.players[1], state.players[0])).toBe(1);
    put(state, 'sword-of-swinging', { table: 1 });
    put(state, 'wooden-leg', { table: 1 });
    expect(attackModifier(state.players[1], state.players[0])).toBe(4);
  });

  it('the Centaur and the Headless Horseman attack up to 7 spots away (the Centaur not against a Good player)', () => {
    const state = duel();
    at(state, 1, 'SW.START');
    put(state, 'centaur', { table: 0 });
    state.players[1].good = false;
    at(state, 0, 'SW.a8'); // 4 steps away
    expect(isLegal(state, 0, { t: 'attack', target: 1 })).toBe(true);
    state.players[1].good = true;
    expect(isLegal(state, 0, { t: 'attack', target: 1 })).toBe(false);
    put(state, 'headless-horseman', { table: 0 });
    expect(isLegal(state, 0, { t: 'attack', target: 1 })).toBe(true);
  });

  it('players in the Marketplace can attack each other or be attacked from next to it', () => {
    const state = duel();
    at(state, 0, MARKET);
    at(state, 1, MARKET);
    expect(isLegal(state, 0, { t: 'attack', target: 1 })).toBe(true);
    at(state, 0, 'CA.R0');
    expect(isLegal(state, 0, { t: 'attack', target: 1 })).toBe(true);
  });

  it('Run Away: the defender escapes to any free spot before the dice', () => {
    const state = duel();
    put(state, 'run-away', { hand: 1 });
    act(state, 0, { t: 'attack', target: 1 });
    act(state, 1, { t: 'run-away', card: 'run-away' });
    expect(isLegal(state, 1, { t: 'spot', to: 'CA.R0' })).toBe(false);
    act(state, 1, { t: 'spot', to: 'FI.QUEST' });
    expect(state.players[1].spot).toBe('FI.QUEST');
    expect(state.discard).toContain('run-away');
    expect(state.frames).toHaveLength(0);
  });

  it('a Potato holder cannot use Run Away, so no window opens for them', () => {
    const state = duel();
    put(state, 'run-away', { hand: 1 });
    put(state, 'potato-of-doom', { table: 1 });
    act(state, 0, { t: 'attack', target: 1 });
    expect(state.frames.every((f) => f.kind !== 'react-attack')).toBe(true);
  });
});

describe('at any time: out of turn in the answer windows', () => {
  it('an attacked player may play a creature to the table and cast on themselves, but not fly away', () => {
    const state = duel();
    put(state, 'ogre', { hand: 1 });
    put(state, 'herbal-tea', { hand: 1 });
    put(state, 'wooden-leg', { table: 1 });
    put(state, 'flying-carpet', { hand: 1 });
    act(state, 0, { t: 'attack', target: 1 });
    act(state, 1, { t: 'play', card: 'ogre' });
    expect(state.players[1].table).toContain('ogre');
    // The window stays open: the defender still answers the attack.
    expect(legitimacy.pending(state)[0].seat).toBe(1);
    act(state, 1, { t: 'cast', card: 'herbal-tea', spell: 'tea', target: 1 });
    act(state, 1, { t: 'pick', card: 'wooden-leg' });
    expect(state.players[1].table).not.toContain('wooden-leg');
    const fly = { t: 'cast', card: 'flying-carpet', spell: 'fly', target: 1 } as const;
    expect(isLegal(state, 1, fly)).toBe(false);
    expect(legitimacy.explain?.(state, 1, fly)?.code).toBe('attack-declared');
    // The Ogre fights: Minstrel 1 + 1 (Hare) + 3 against Frog Prince 3 + 2 (Cow).
    force(state, [3, 1]);
    const log = act(state, 1, { t: 'pass' });
    expect(log.join(' ')).toMatch(/rolls 1 for 5/);
  });

  it('with the own-turn-only option the windows offer only the answers', () => {
    const state = started(2, { ownTurnOnly: true });
    petOf(state, 0, 'cow');
    at(state, 0, 'CA.R0');
    at(state, 1, 'CA.R1');
    put(state, 'ogre', { hand: 1 });
    act(state, 0, { t: 'attack', target: 1 });
    expect(legitimacy.legal(state, 1)).toEqual([{ t: 'pass' }]);
  });

  it('Herbal Tea breaks a Love Philter out of turn, by the victim or by another player', () => {
    const state = started(3);
    at(state, 0, 'CA.R0');
    at(state, 1, 'CA.R1');
    at(state, 2, 'CA.R2');
    put(state, 'magpie', { hand: 0 });
    put(state, 'ogre', { table: 1 });
    put(state, 'herbal-tea', { hand: 1 });
    put(state, 'love-philter', 'discard');
    state.discard.pop();
    state.players[2].markers.push('love-philter');
    state.players[2].beloved = 0;
    force(state, [6]);
    act(state, 0, { t: 'cast', card: 'magpie', spell: 'steal-table', target: 1 });
    // Seat 1, answering the Magpie, drinks the Tea for the lovestruck seat 2 instead.
    force(state, [6]);
    act(state, 1, { t: 'cast', card: 'herbal-tea', spell: 'tea', target: 2 });
    act(state, 2, { t: 'pass' });
    act(state, 1, { t: 'pick', card: 'love-philter' });
    expect(state.players[2].beloved).toBeNull();
    expect(legitimacy.pending(state)[0].seat).toBe(1); // back to the Magpie's window
  });
});
