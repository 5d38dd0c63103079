import { randomSource } from '@questbox/engine';
import { describe, expect, it } from 'vitest';
import { CARDS } from '../src/cards';
import { legitimacy } from '../src/index';
import type { LegState } from '../src/state';
import { attackModifier, cardLimit, magicRange, moveModifier } from '../src/stats';
import { act, at, force, isLegal, petOf, put, started } from './helpers';

/** Frog Prince (seat 0, Hare) one step from the Minstrel (seat 1, Cow). */
function table(seats = 2): LegState {
  const state = started(seats);
  petOf(state, 0, 'hare');
  petOf(state, 1, 'cow');
  at(state, 0, 'CA.R0');
  at(state, 1, 'CA.R1');
  if (seats > 2) at(state, 2, 'CA.R3');
  return state;
}

/** Casts at seat 1 with a range roll of 6, and lets it through. */
function castAt(state: LegState, card: string, spell: string, target = 1) {
  force(state, [6]);
  act(state, 0, { t: 'cast', card, spell, target } as never);
  if (state.frames.at(-1)?.kind === 'react-spell') act(state, target, { t: 'pass' });
}

describe('casting magic', () => {
  it('a spell at another player needs a range roll of d6 + Magic Range; short of it the card is spent', () => {
    const state = table();
    put(state, 'magpie', { hand: 0 });
    put(state, 'ogre', { table: 1 });
    at(state, 1, 'FI.START');
    force(state, [2]);
    const log = act(state, 0, { t: 'cast', card: 'magpie', spell: 'steal-table', target: 1 });
    expect(log.join(' ')).toMatch(/falls short/);
    expect(state.discard).toContain('magpie');
    expect(state.players[1].table).toContain('ogre');
  });

  it('a window opens for every target, whether or not it holds an answer; the caster turns Evil for hurting a Good player', () => {
    const state = table();
    put(state, 'magpie', { hand: 0 });
    put(state, 'ogre', { table: 1 });
    force(state, [6]);
    act(state, 0, { t: 'cast', card: 'magpie', spell: 'steal-table', target: 1 });
    expect(legitimacy.pending(state)).toEqual([
      { seat: 1, prompt: 'Magpie is cast at you: answer it or let it work' },
    ]);
    expect(legitimacy.legal(state, 1)).toEqual([{ t: 'pass' }]);
    expect(state.players[0].good).toBe(false);
    act(state, 1, { t: 'pass' });
    act(state, 0, { t: 'pick', card: 'ogre' });
    act(state, 0, { t: 'place', to: 'hand' });
    expect(state.players[0].hand).toContain('ogre');
    expect(isLegal(state, 0, { t: 'attack', target: 1 })).toBe(false); // one assault per player per turn
  });

  it('Magic Range: Bifocal Glasses double it, the Chicken of Wisdom triples it, the Black Cat gives +4, the Cyclops -2', () => {
    const state = table();
    const me = state.players[0];
    petOf(state, 0, 'black-cat');
    expect(magicRange(me)).toBe(4);
    put(state, 'bifocal-glasses', { table: 0 });
    expect(magicRange(me)).toBe(8);
    put(state, 'chicken-of-wisdom', { table: 0 });
    expect(magicRange(me)).toBe(24);
    put(state, 'cyclops', { table: 0 });
    expect(magicRange(me)).toBe(12);
    expect(magicRange(me, 'fairy')).toBe(24); // a Fairy cast from the hand counts its own +2
  });
});

describe('spell cards', () => {
  it('Flying Carpet: fly yourself anywhere (no roll), then act there', () => {
    const state = table();
    put(state, 'flying-carpet', { hand: 0 });
    act(state, 0, { t: 'cast', card: 'flying-carpet', spell: 'fly', target: 0 });
    act(state, 0, { t: 'spot', to: 'FI.a2' });
    expect(state.players[0].spot).toBe('FI.a2');
    expect(isLegal(state, 0, { t: 'roll' })).toBe(false);
    expect(isLegal(state, 0, { t: 'draw' })).toBe(true);
  });

  it('Flying Carpet on an opponent moves them where the caster chooses', () => {
    const state = table();
    put(state, 'flying-carpet', { hand: 0 });
    castAt(state, 'flying-carpet', 'fly');
    act(state, 0, { t: 'spot', to: 'SW.s1' });
    expect(state.players[1].spot).toBe('SW.s1');
  });

  it('Herbal Tea blocks a spell out of turn, and on your turn removes an unwanted card', () => {
    const state = table();
    put(state, 'magpie', { hand: 0 });
    put(state, 'herbal-tea', { hand: 1 });
    put(state, 'ogre', { table: 1 });
    force(state, [6]);
    act(state, 0, { t: 'cast', card: 'magpie', spell: 'steal-table', target: 1 });
    act(state, 1, { t: 'tea', card: 'herbal-tea' });
    expect(state.players[1].table).toContain('ogre');
    expect(state.discard).toEqual(expect.arrayContaining(['magpie', 'herbal-tea']));
    const s2 = table();
    put(s2, 'herbal-tea', { hand: 0 });
    put(s2, 'wooden-leg', { table: 0 });
    act(s2, 0, { t: 'cast', card: 'herbal-tea', spell: 'tea', target: 0 });
    act(s2, 0, { t: 'pick', card: 'wooden-leg' });
    expect(s2.players[0].table).not.toContain('wooden-leg');
    // It may also break another player's Love Philter.
    put(s2, 'herbal-tea', { hand: 0 });
    put(s2, 'love-philter', 'discard');
    s2.discard.pop();
    s2.players[1].markers.push('love-philter');
    s2.players[1].beloved = 0;
    castAt(s2, 'herbal-tea', 'tea');
    act(s2, 0, { t: 'pick', card: 'love-philter' });
    expect(s2.players[1].beloved).toBeNull();
    expect(s2.players[0].good).toBe(true);
  });

  it('The Royal Codpiece, held or worn, rebounds the spell on its caster', () => {
    const state = table();
    put(state, 'magpie', { hand: 0 });
    put(state, 'ogre', { table: 0 });
    put(state, 'royal-codpiece', { hand: 1 });
    act(state, 1 - 1, { t: 'end' });
    // Seat 2 wears it openly on their own turn.
    act(state, 1, { t: 'play', card: 'royal-codpiece' });
    act(state, 1, { t: 'end' });
    force(state, [6]);
    put(state, 'crown', { table: 1 });
    act(state, 0, { t: 'cast', card: 'magpie', spell: 'steal-table', target: 1 });
    act(state, 1, { t: 'codpiece', card: 'royal-codpiece' });
    expect(legitimacy.pending(state)[0].seat).toBe(1);
    act(state, 1, { t: 'pick', card: 'ogre' });
    act(state, 1, { t: 'place', to: 'table' });
    expect(state.players[1].table).toContain('ogre');
    expect(state.players[1].table).toContain('crown');
    expect(state.discard).toContain('royal-codpiece');
  });

  it('Magpie takes only a card played down', () => {
    const state = table();
    put(state, 'magpie', { hand: 0 });
    put(state, 'ogre', { hand: 1 });
    expect(isLegal(state, 0, { t: 'cast', card: 'magpie', spell: 'steal-table', target: 1 })).toBe(false);
  });

  it('Catnip swaps the two pets', () => {
    const state = table();
    put(state, 'catnip', { hand: 0 });
    castAt(state, 'catnip', 'swap-pets');
    expect(state.players[0].table).toContain('cow');
    expect(state.players[1].table).toContain('hare');
  });

  it('All-Seeing Eye: the caster alone sees the hand, then takes one card from it', () => {
    const state = table(3);
    put(state, 'all-seeing-eye', { hand: 0 });
    put(state, 'ogre', { hand: 1 });
    put(state, 'pox', { hand: 1 });
    castAt(state, 'all-seeing-eye', 'eye');
    expect(legitimacy.view(state, 0).shownHand).toEqual({ seat: 1, cards: ['ogre', 'pox'] });
    expect(legitimacy.view(state, 2).shownHand).toBeUndefined();
    act(state, 0, { t: 'pick', card: 'pox' });
    act(state, 0, { t: 'place', to: 'hand' });
    expect(state.players[0].hand).toContain('pox');
  });

  it('All-Seeing Eye: the caster keeps knowing the cards it saw while they stay in that hand, and its samples keep them', () => {
    const state = table(3);
    put(state, 'all-seeing-eye', { hand: 0 });
    put(state, 'ogre', { hand: 1 });
    put(state, 'pox', { hand: 1 });
    castAt(state, 'all-seeing-eye', 'eye');
    act(state, 0, { t: 'pick', card: 'pox' });
    act(state, 0, { t: 'place', to: 'hand' });
    const zone = 'players.1.hand';
    const at = state.players[1].hand.indexOf('ogre');
    expect(legitimacy.view(state, 0).shownHand).toBeUndefined();
    expect(legitimacy.view(state, 0).known).toEqual([{ zone, at, item: 'ogre' }]);
    expect(legitimacy.view(state, 2).known).toEqual([]);
    expect(legitimacy.view(state, 1).known).toEqual([]);
    // A bot of the caster plans with the Ogre where it saw it; another seat's samples deal that hand again.
    for (let i = 0; i < 6; i++)
      expect(legitimacy.resample!(state, 0, randomSource(`eye${i}`)).players[1].hand[at]).toBe('ogre');
    const others = Array.from({ length: 12 }, (_, i) =>
      legitimacy.resample!(state, 2, randomSource(`o${i}`)),
    );
    expect(others.some((s) => s.players[1].hand[at] !== 'ogre')).toBe(true);
  });

  it('Deserter takes a creature on the table, never a pet', () => {
    const state = table();
    put(state, 'deserter', { hand: 0 });
    expect(isLegal(state, 0, { t: 'cast', card: 'deserter', spell: 'take-creature', target: 1 })).toBe(false);
    put(state, 'giantess', { table: 1 });
    castAt(state, 'deserter', 'take-creature');
    expect(legitimacy.legal(state, 0)).toEqual([{ t: 'pick', card: 'giantess' }]);
    act(state, 0, { t: 'pick', card: 'giantess' });
    act(state, 0, { t: 'place', to: 'discard' });
    expect(state.discard).toContain('giantess');
  });

  it('Grim Reaper takes any card but the character, even a Crown Jewel (out of the game), and leaves the game itself', () => {
    const state = table();
    put(state, 'grim-reaper', { hand: 0 });
    put(state, 'crown', { table: 1 });
    castAt(state, 'grim-reaper', 'reaper');
    expect(legitimacy.legal(state, 0)).toEqual([
      { t: 'pick', card: 'cow' },
      { t: 'pick', card: 'crown' },
    ]);
    act(state, 0, { t: 'pick', card: 'crown' });
    expect(state.removed).toEqual(expect.arrayContaining(['crown', 'grim-reaper']));
  });

  it('Grim Reaper on an opponent takes a hand card blind, and that card leaves the game too, a Treasure Chest as well', () => {
    const state = table();
    put(state, 'grim-reaper', { hand: 0 });
    put(state, 'ogre', { hand: 1 });
    put(state, 'treasure-chest', { table: 1 });
    castAt(state, 'grim-reaper', 'reaper');
    expect(legitimacy.legal(state, 0)).toEqual([
      { t: 'pick', card: 'cow' },
      { t: 'pick', card: 'treasure-chest' },
      { t: 'pick-hand' },
    ]);
    act(state, 0, { t: 'pick-hand' });
    expect(state.removed).toEqual(expect.arrayContaining(['ogre', 'grim-reaper']));
    expect(state.discard).not.toContain('ogre');
    state.turn.assaulted = [];
    put(state, 'grim-reaper', { hand: 0 });
    castAt(state, 'grim-reaper', 'reaper');
    act(state, 0, { t: 'pick', card: 'treasure-chest' });
    expect(state.removed).toContain('treasure-chest');
  });

  it('Grim Reaper on your own pet or Good creature is an act of Evil', () => {
    const state = table();
    put(state, 'grim-reaper', { hand: 0 });
    act(state, 0, { t: 'cast', card: 'grim-reaper', spell: 'reaper', target: 0 });
    act(state, 0, { t: 'pick', card: 'hare' });
    expect(state.players[0].good).toBe(false);
  });

  it('Pox: down to 5 cards; jewels, quests, character, pet and cursed objects stay', () => {
    const state = table();
    put(state, 'pox', { hand: 0 });
    for (const c of ['crown', 'wooden-leg', 'ogre']) put(state, c, { table: 1 });
    for (const c of ['ancient-map', 'magpie']) put(state, c, { hand: 1 });
    castAt(state, 'pox', 'cut-to-five');
    expect(legitimacy.legal(state, 1)).toEqual([
      { t: 'discard', card: 'magpie' },
      { t: 'discard', card: 'ogre' },
    ]);
    act(state, 1, { t: 'discard', card: 'ogre' });
    act(state, 1, { t: 'discard', card: 'magpie' });
    expect(state.players[1].hand.length + state.players[1].table.length).toBe(5);
    expect(state.frames).toHaveLength(0);
  });

  it('Love Philter: the victim chases the beloved at full speed along a shortest route until next to them', () => {
    const state = table(3);
    put(state, 'love-philter', { hand: 0 });
    at(state, 1, 'FI.a1');
    at(state, 2, 'FI.START');
    castAt(state, 'love-philter', 'philter');
    act(state, 0, { t: 'lover', seat: 2 });
    expect(state.players[1].beloved).toBe(2);
    expect(state.players[1].markers).toEqual(['love-philter']);
    act(state, 0, { t: 'end' });
    expect(legitimacy.legal(state, 1).some((a) => a.t === 'end' || a.t === 'draw')).toBe(false);
    force(state, [6]);
    act(state, 1, { t: 'roll' }); // 7 steps, but the chase stops next to the beloved
    expect(legitimacy.legal(state, 1)).toEqual([{ t: 'move', to: 'FI.a3' }]);
    const log = act(state, 1, { t: 'move', to: 'FI.a3' });
    expect(log.join(' ')).toMatch(/Love Philter is broken/);
    expect(state.players[1].beloved).toBeNull();
    expect(state.discard).toContain('love-philter');
  });

  it('Love Philter in a 2-player game: the victim pursues the caster', () => {
    const state = table();
    put(state, 'love-philter', { hand: 0 });
    at(state, 1, 'FI.a1');
    castAt(state, 'love-philter', 'philter');
    expect(state.players[1].beloved).toBe(0);
  });

  it('Divine Inspiration turns an Evil player Good and their Evil creatures leave', () => {
    const state = table();
    put(state, 'divine-inspiration', { hand: 0 });
    expect(
      isLegal(state, 0, { t: 'cast', card: 'divine-inspiration', spell: 'inspiration', target: 1 }),
    ).toBe(false);
    state.players[1].good = false;
    put(state, 'imp', { table: 1 });
    castAt(state, 'divine-inspiration', 'inspiration');
    expect(state.players[1].good).toBe(true);
    expect(state.discard).toContain('imp');
    expect(state.players[0].good).toBe(true);
  });

  it('Call of Nature: the victim misses a turn and the caster takes an extra turn at once', () => {
    const state = table(3);
    put(state, 'call-of-nature', { hand: 0 });
    castAt(state, 'call-of-nature', 'miss-turn');
    expect(state.players[1].markers).toEqual(['call-of-nature']);
    act(state, 0, { t: 'end' });
    expect(state.turn.seat).toBe(0);
    act(state, 0, { t: 'end' });
    expect(state.turn.seat).toBe(2);
    expect(state.discard).toContain('call-of-nature');
  });
});

describe('creatures used as spells', () => {
  it('Dragon and Pegasus fly, from the hand or the table, never for an Evil player', () => {
    const state = table();
    put(state, 'dragon', { table: 0 });
    put(state, 'pegasus', { hand: 0 });
    expect(isLegal(state, 0, { t: 'cast', card: 'dragon', spell: 'fly', target: 0 })).toBe(true);
    expect(isLegal(state, 0, { t: 'cast', card: 'pegasus', spell: 'fly', target: 0 })).toBe(true);
    state.players[0].good = false;
    expect(isLegal(state, 0, { t: 'cast', card: 'dragon', spell: 'fly', target: 0 })).toBe(false);
    expect(isLegal(state, 0, { t: 'play', card: 'pegasus' })).toBe(false);
  });

  it("Genie: any spell's effect at unlimited range, then discarded; it also lifts a Treasure Chest or Wooden Leg", () => {
    const state = table();
    put(state, 'genie', { hand: 0 });
    put(state, 'crown', { table: 1 });
    at(state, 1, 'FI.QUEST');
    const wishes = legitimacy
      .legal(state, 0)
      .filter((a) => a.t === 'cast' && a.card === 'genie' && a.target === 1);
    expect(wishes.map((a) => (a.t === 'cast' ? a.spell : ''))).toEqual(
      expect.arrayContaining([
        'fly',
        'steal-table',
        'swap-pets',
        'reaper',
        'cut-to-five',
        'philter',
        'miss-turn',
      ]),
    );
    act(state, 0, { t: 'cast', card: 'genie', spell: 'steal-table', target: 1 });
    act(state, 1, { t: 'pass' });
    act(state, 0, { t: 'pick', card: 'crown' });
    expect(state.players[0].table).toContain('crown');
    expect(state.discard).toContain('genie');
    const s2 = table();
    put(s2, 'genie', { table: 0 });
    put(s2, 'treasure-chest', { table: 0 });
    act(s2, 0, { t: 'cast', card: 'genie', spell: 'wish-dispel', target: 0 });
    act(s2, 0, { t: 'pick', card: 'treasure-chest' });
    expect(s2.players[0].table).not.toContain('treasure-chest');
  });

  it('Fairy steals a Crown Jewel; Imp steals a Magic Object', () => {
    const state = table();
    put(state, 'fairy', { hand: 0 });
    put(state, 'imp', { hand: 0 });
    put(state, 'crown', { table: 1 });
    put(state, 'fungal-foot-balm', { table: 1 });
    castAt(state, 'fairy', 'steal-jewel');
    act(state, 0, { t: 'pick', card: 'crown' });
    expect(state.players[0].table).toContain('crown');
    state.turn.assaulted = [];
    castAt(state, 'imp', 'steal-object');
    act(state, 0, { t: 'pick', card: 'fungal-foot-balm' });
    act(state, 0, { t: 'place', to: 'table' });
    expect(moveModifier(state.players[0])).toBe(2 + 2 + 3);
  });

  it('White Hart dispels any cursed object, then leaves', () => {
    const state = table();
    put(state, 'white-hart', { table: 0 });
    put(state, 'potato-of-doom', { table: 1 });
    force(state, [6]);
    act(state, 0, { t: 'cast', card: 'white-hart', spell: 'dispel', target: 1 });
    act(state, 0, { t: 'pick', card: 'potato-of-doom' });
    expect(state.players[1].table).not.toContain('potato-of-doom');
    expect(state.discard).toEqual(expect.arrayContaining(['white-hart', 'potato-of-doom']));
    expect(state.players[0].good).toBe(true);
  });
});

describe('cursed objects', () => {
  it('Potato of Doom: its holder neither casts nor is touched by spells, except those that remove it', () => {
    const state = table();
    put(state, 'potato-of-doom', { hand: 0 });
    force(state, [6]);
    act(state, 0, { t: 'cast', card: 'potato-of-doom', spell: 'curse', target: 1 });
    act(state, 1, { t: 'pass' });
    expect(state.players[1].table).toContain('potato-of-doom');
    put(state, 'magpie', { hand: 0 });
    put(state, 'ogre', { table: 1 });
    expect(isLegal(state, 0, { t: 'cast', card: 'magpie', spell: 'steal-table', target: 1 })).toBe(false);
    put(state, 'dragon', { hand: 1 });
    put(state, 'herbal-tea', { hand: 1 });
    act(state, 0, { t: 'end' });
    expect(isLegal(state, 1, { t: 'cast', card: 'dragon', spell: 'fly', target: 1 })).toBe(false);
    act(state, 1, { t: 'cast', card: 'herbal-tea', spell: 'tea', target: 1 });
    expect(legitimacy.legal(state, 1)).toEqual([{ t: 'pick', card: 'potato-of-doom' }]);
    act(state, 1, { t: 'pick', card: 'potato-of-doom' });
    expect(isLegal(state, 1, { t: 'cast', card: 'dragon', spell: 'fly', target: 1 })).toBe(true);
  });

  it('Treasure Chest: -1 Move; a Good player may give it to a Good player and stay Good', () => {
    const state = table();
    put(state, 'treasure-chest', { hand: 0 });
    castAt(state, 'treasure-chest', 'curse');
    expect(state.players[0].good).toBe(true);
    expect(moveModifier(state.players[1])).toBe(1 - 1);
  });

  it('Wooden Leg: -1 Attack, and casting it on a Good player is Evil; cursed objects on you count toward the limit', () => {
    const state = table();
    put(state, 'wooden-leg', { hand: 0 });
    castAt(state, 'wooden-leg', 'curse');
    expect(state.players[0].good).toBe(false);
    expect(attackModifier(state.players[1], state.players[0])).toBe(1 + 2 - 1);
    expect(cardLimit(state.players[1])).toBe(7);
  });
});

describe('creatures and objects on the table', () => {
  it('every creature and object adds its printed modifiers', () => {
    const state = table();
    const p = state.players[0];
    const base = { attack: attackModifier(p, state.players[1]), move: moveModifier(p), magic: magicRange(p) };
    for (const id of [
      'tree-spirit',
      'giantess',
      'ogre',
      'wicked-uncle',
      'unicorn',
      'cyclops',
      'centaur',
      'headless-horseman',
      'fungal-foot-balm',
      'boots-of-lightning',
      'sword-of-swinging',
    ]) {
      const s = table();
      put(s, id, { table: 0 });
      const c = CARDS[id];
      expect(attackModifier(s.players[0], s.players[1])).toBe(base.attack + c.attack);
      expect(moveModifier(s.players[0])).toBe(base.move + c.move);
      expect(magicRange(s.players[0])).toBe(base.magic + c.magic);
    }
  });

  it('an Evil player cannot play Good creatures; a Good player playing an Evil creature turns Evil and loses the Good ones', () => {
    const state = table();
    put(state, 'unicorn', { table: 0 });
    put(state, 'wicked-uncle', { hand: 0 });
    act(state, 0, { t: 'play', card: 'wicked-uncle' });
    expect(state.players[0].good).toBe(false);
    expect(state.discard).toContain('unicorn');
    put(state, 'white-hart', { hand: 0 });
    expect(isLegal(state, 0, { t: 'play', card: 'white-hart' })).toBe(false);
  });
});
