import { random as R } from '@questbox/engine';
import { describe, expect, it } from 'vitest';
import { xanth } from '../src/index';
import { rollOk } from '../src/reaction-cards';
import { legal, pending, rollsOf } from '../src/rules';
import type { XanthState } from '../src/state';
import { ANYTIME_CARDS, act, carry, give, member, passPlayed, passRolls, position } from './helpers';

/** Seat 0 (Dolph leading Hugo and Bink) at Castle Roogna; seat 1 (Ivy, Irene) next door, in the window. */
function windowOpen(at = 'roogna'): XanthState {
  const s = position(
    2,
    [
      ['dolph', 'hugo', 'bink'],
      ['ivy', 'irene'],
    ],
    [at, 'west_stockade'],
  );
  s.phase = { kind: 'window', on: { on: 'beginning' }, who: [1], decided: [] };
  return s;
}
const meddle = (s: XanthState, card: string, option: string, extra: object = {}) => {
  act(s, 1, { type: 'meddle', card, option, ...extra });
  passPlayed(s);
};
const ids = (s: XanthState, seat: number) => s.players[seat].party.map((m) => m.id);

describe('the Beginning window', () => {
  it('opens for every opponent each turn, holder or not, and closes when all pass', () => {
    const s = position(
      3,
      [
        ['dolph', 'hugo'],
        ['ivy', 'irene'],
        ['tandy', 'iris'],
      ],
      ['roogna', 'west_stockade', 'oracle'],
    );
    s.phase = { kind: 'end', discarded: 0 };
    for (const p of s.players) p.hand = p.hand.filter((c) => c !== 'ee-042');
    act(s, 0, { type: 'keep' });
    expect(s.phase).toMatchObject({ kind: 'window', on: { on: 'beginning' } });
    expect(pending(s).map((d) => d.seat)).toEqual([0, 2]);
    act(s, 0, { type: 'pass' });
    act(s, 2, { type: 'pass' });
    expect(s.phase.kind).toBe('beginning');
  });

  it('Forget Whorl: the turn is lost and a follow-traveler of the player’s choice goes under the Armchair deck', () => {
    const s = windowOpen();
    give(s, 1, 'ee-042');
    meddle(s, 'ee-042', 'ee-042b');
    expect(pending(s)).toEqual([{ seat: 0, prompt: expect.stringContaining('Forget Whorl') }]);
    expect(legal(s, 0)).toEqual([
      { type: 'part', member: 'hugo' },
      { type: 'part', member: 'bink' },
    ]);
    act(s, 0, { type: 'part', member: 'bink' });
    expect(ids(s, 0)).toEqual(['dolph', 'hugo']);
    expect(s.armchair[0]).toBe('bink');
    act(s, 1, { type: 'pass' });
    expect(s.phase.kind).toBe('end');
  });

  it('True Love: any party-goer, named by the player; Pressing Business: a follow-traveler named by the card player, his Objects discarded', () => {
    const s = windowOpen();
    give(s, 1, 'ee-053');
    meddle(s, 'ee-053', 'ee-053a');
    expect(legal(s, 0)).toContainEqual({ type: 'part', member: 'dolph' });
    act(s, 0, { type: 'part', member: 'dolph' });
    expect(ids(s, 0)).toEqual(['hugo', 'bink']);
    carry(s, 'bink', 'ee-055a');
    give(s, 1, 'ee-044');
    expect(legal(s, 1)).not.toContainEqual(expect.objectContaining({ card: 'ee-044', member: 'hugo' }));
    meddle(s, 'ee-044', 'ee-044a', { member: 'bink' });
    expect(ids(s, 0)).toEqual(['hugo']);
    expect(s.players[0].objects).toEqual([]);
    expect(s.discard).toContain('ee-055');
  });

  it('Mortal Wound: only on a Xonked Out follow-traveler, who leaves the game', () => {
    const s = windowOpen();
    give(s, 1, 'ee-014');
    expect(legal(s, 1).some((a) => a.type === 'meddle' && a.card === 'ee-014')).toBe(false);
    s.players[0].party[1].wounds = 2;
    meddle(s, 'ee-014', 'ee-014a', { member: 'hugo' });
    expect(s.removed).toContain('hugo');
  });

  it('a Lightning Storm: take cover and lose the turn, or brave 1-6 Strength 3 attacks each; no cover at C', () => {
    const s = windowOpen();
    give(s, 1, 'ee-089');
    meddle(s, 'ee-089', 'ee-089a');
    expect(legal(s, 0)).toEqual([{ type: 'cover' }, { type: 'brave' }]);
    act(s, 0, { type: 'cover' });
    act(s, 1, { type: 'pass' });
    expect(s.phase.kind).toBe('end');
    const c = windowOpen('c1');
    give(c, 1, 'ee-058');
    R.force(c.rng, [1, 6, 6]); // Technicolor Hailstorm: one Strength 2 attack each
    meddle(c, 'ee-058', 'ee-058a');
    passRolls(c);
    expect(c.players[0].party.map((m) => m.wounds)).toEqual([1, 0, 0]);
    expect(c.phase).toMatchObject({ kind: 'window', on: { on: 'beginning' } });
  });

  it('Storms at Sea: the party at C must go ashore instead of its move', () => {
    const s = windowOpen('c1');
    give(s, 1, 'ee-007');
    meddle(s, 'ee-007', 'ee-007b');
    act(s, 1, { type: 'pass' });
    expect(s.phase).toMatchObject({ kind: 'move', ashore: true });
    expect(legal(s, 0).every((a) => a.type === 'step' && a.to !== 'c2')).toBe(true);
    expect(legal(s, 0)).toContainEqual({ type: 'step', to: 'north_village' });
  });

  it('Confusion Spell and D-Tour: the card player moves the token (D-Tour: Walking only)', () => {
    const s = windowOpen();
    give(s, 1, 'ee-090');
    meddle(s, 'ee-090', 'ee-090a');
    act(s, 1, { type: 'pass' });
    expect(pending(s).map((d) => d.seat)).toEqual([1]);
    expect(legal(s, 1)).toEqual([{ type: 'walk' }, { type: 'stay' }]);
    act(s, 1, { type: 'walk' });
    act(s, 1, { type: 'step', to: 'oracle' });
    expect(s.players[0].at).toBe('oracle');
    const c = windowOpen('c1');
    give(c, 1, 'ee-102');
    meddle(c, 'ee-102', 'ee-102b');
    act(c, 1, { type: 'pass' });
    expect(legal(c, 1)).not.toContainEqual({ type: 'sail' });
  });

  it('Chem Centaur is not affected by Lost or D-Tour, but by a Confusion Spell', () => {
    const s = windowOpen();
    s.players[0].party.push(member('chem-centaur'));
    for (const card of ['ee-065', 'ee-102', 'ee-090']) give(s, 1, card);
    const cards = legal(s, 1).flatMap((a) => (a.type === 'meddle' ? [a.card] : []));
    expect(cards).toContain('ee-090');
    expect(cards).not.toContain('ee-065');
    expect(cards).not.toContain('ee-102');
  });

  it('Aversion Spell: the named region is closed to the party this turn', () => {
    const s = windowOpen();
    give(s, 1, 'ee-023');
    meddle(s, 'ee-023', 'ee-023a', { region: 'oracle' });
    act(s, 1, { type: 'pass' });
    act(s, 0, { type: 'walk' });
    expect(legal(s, 0)).not.toContainEqual({ type: 'step', to: 'oracle' });
    expect(legal(s, 0)).toContainEqual({ type: 'step', to: 'gap' });
  });

  it('Distraction: the Chair Actor’s talent does not work this turn', () => {
    const s = windowOpen();
    give(s, 1, 'ee-043');
    meddle(s, 'ee-043', 'ee-043a', { member: 'bink' });
    const p = s.players[0];
    // Bink would roll again after a failed avoidance; distracted he does not.
    R.force(s.rng, [6, 1]);
    expect(rollOk(rollsOf(s, p, [p.party[2]], 1, { emit() {} })[0])).toBe(false);
  });

  it('Bare Country: each Chair Actor who fails a Hazard 1 loses what he carries', () => {
    const s = windowOpen();
    carry(s, 'dolph', 'ee-055a');
    carry(s, 'hugo', 'ee-037a');
    give(s, 1, 'ee-054');
    R.force(s.rng, [1, 6, 1]); // Dolph avoids, Hugo fails, Bink avoids
    meddle(s, 'ee-054', 'ee-054a');
    // The rolls wait in a window: the mover for Hugo's failed roll, the opponent for the passed ones.
    expect(s.phase).toMatchObject({ kind: 'window', on: { on: 'avoid', for: { kind: 'bare-country' } } });
    expect(pending(s).map((d) => d.seat)).toEqual([0, 1]);
    act(s, 0, { type: 'pass' });
    act(s, 1, { type: 'pass' });
    // Then the Beginning window goes on, everybody deciding again.
    expect(s.phase).toMatchObject({ kind: 'window', on: { on: 'beginning' }, decided: [] });
    expect(s.players[0].party[0].objects).toEqual(['ee-055a']);
    expect(s.players[0].party[1].objects).toEqual([]);
    expect(s.players[0].objects).toEqual(['ee-055']);
  });

  it('As Xanth Turns: every player takes over the place one seat round, cards, party and Quest, keeping his fulfilled Quests', () => {
    const s = position(
      3,
      [
        ['dolph', 'hugo'],
        ['ivy', 'irene'],
        ['tandy', 'iris'],
      ],
      ['roogna', 'west_stockade', 'oracle'],
    );
    s.phase = { kind: 'window', on: { on: 'beginning' }, who: [1, 2], decided: [] };
    give(s, 1, 'ee-029');
    s.players[2].questsDone = ['pilgrimage'];
    expect(legal(s, 1)).toContainEqual({ type: 'meddle', card: 'ee-029', option: 'ee-029a', of: -1 });
    const before = s.players.map((p) => ({ hand: p.hand.slice(), quest: p.quest.slice(), at: p.at }));
    before[1].hand.splice(before[1].hand.indexOf('ee-029'), 1);
    act(s, 1, { type: 'meddle', card: 'ee-029', option: 'ee-029a', of: 1 });
    passPlayed(s);
    expect(ids(s, 0)).toEqual(['ivy', 'irene']);
    expect(ids(s, 2)).toEqual(['dolph', 'hugo']);
    expect(s.players[0]).toMatchObject({
      name: 'Player 1',
      at: 'west_stockade',
      hand: before[1].hand,
      quest: before[1].quest,
    });
    expect(s.players[1]).toMatchObject({ at: 'oracle', hand: before[2].hand, questsDone: [] });
    expect(s.players[2].questsDone).toEqual(['pilgrimage']);
    expect(s.phase).toMatchObject({ kind: 'window', on: { on: 'beginning' } });
  });

  it("Humfrey's Answer: an opponent may read any other player's Quest in the window, shown to him alone", () => {
    const s = windowOpen();
    give(s, 1, 'ee-034');
    expect(legal(s, 1)).toContainEqual({ type: 'meddle', card: 'ee-034', option: 'ee-034b', of: 0 });
    const events: { text: string; to?: number[] }[] = [];
    xanth.step(
      s,
      1,
      { type: 'meddle', card: 'ee-034', option: 'ee-034b', of: 0 },
      { emit: (e) => events.push(e) },
    );
    passPlayed(s, events);
    expect(events.at(-1)).toMatchObject({ to: [1], text: expect.stringContaining('Quest') });
  });

  it('Mistaken ID: two follow-travelers change parties with what they carry', () => {
    const s = windowOpen();
    carry(s, 'hugo', 'ee-055a');
    give(s, 1, 'ee-001');
    meddle(s, 'ee-001', 'ee-001b', { member: 'hugo', mine: 'irene' });
    expect(ids(s, 0)).toEqual(['dolph', 'irene', 'bink']);
    expect(ids(s, 1)).toEqual(['ivy', 'hugo']);
    expect(s.players[1].objects).toEqual(['ee-055']);
    expect(s.players[0].objects).toEqual([]);
  });
});

describe('cards a player plays on others in his own turn', () => {
  const mine = () => {
    const s = windowOpen();
    s.phase = { kind: 'beginning' };
    return s;
  };

  it('Cat Burglar: three cards from the hand of a player within one region', () => {
    const s = mine();
    give(s, 0, 'ee-005');
    expect(legal(s, 0)).toContainEqual({ type: 'play', card: 'ee-005', option: 'ee-005a', of: 1 });
    const before = s.players[1].hand.length;
    act(s, 0, { type: 'play', card: 'ee-005', option: 'ee-005a', of: 1 });
    passPlayed(s);
    expect(s.players[1].hand.length).toBe(before - 3);
    s.players[1].at = 'gap_village';
    give(s, 0, 'ee-100');
    expect(legal(s, 0).some((a) => a.type === 'play' && a.card === 'ee-100')).toBe(false);
  });

  it("Humfrey's Answer and Spy I's show a Quest and a hand to the player alone", () => {
    const s = mine();
    give(s, 0, 'ee-034');
    const events: { text: string; to?: number[] }[] = [];
    xanth.step(
      s,
      0,
      { type: 'play', card: 'ee-034', option: 'ee-034b', of: 1 },
      { emit: (e) => events.push(e) },
    );
    passPlayed(s, events);
    expect(events.at(-1)).toMatchObject({ to: [0], text: expect.stringContaining('Quest') });
    carry(s, 'dolph', 'ee-048b');
    events.length = 0;
    xanth.step(
      s,
      0,
      { type: 'use', member: 'dolph', option: 'ee-048b', of: 1 },
      { emit: (e) => events.push(e) },
    );
    expect(events.at(-1)).toMatchObject({ to: [0], text: expect.stringContaining('hand') });
    expect(s.discard).toContain('ee-048');
  });

  it('Cameo Appearance: the top Armchair Actor joins for the turn and goes back under the deck at the End', () => {
    const s = mine();
    give(s, 0, 'ee-035');
    const top = s.armchair.at(-1)!;
    act(s, 0, { type: 'play', card: 'ee-035', option: 'ee-035a' });
    passPlayed(s);
    expect(ids(s, 0)).toContain(top);
    s.phase = { kind: 'end', discarded: 0 };
    act(s, 0, { type: 'keep' });
    expect(ids(s, 0)).not.toContain(top);
    expect(s.armchair[0]).toBe(top);
  });

  it("Ichabod's Research: once a turn he reads another player's Quest, shown to his player alone", () => {
    const s = mine();
    s.players[0].party.push(member('ichabod-the-archivist'));
    expect(legal(s, 0)).toContainEqual({ type: 'research', of: 1 });
    const events: { text: string; to?: number[] }[] = [];
    xanth.step(s, 0, { type: 'research', of: 1 }, { emit: (e) => events.push(e) });
    expect(events.at(-1)).toMatchObject({ to: [0], text: expect.stringContaining('Quest') });
    expect(legal(s, 0)).not.toContainEqual({ type: 'research', of: 1 });
  });

  it('Potion of Speed: played at the End, the next turn is his again', () => {
    const s = mine();
    carry(s, 'dolph', 'ee-040b');
    s.phase = { kind: 'end', discarded: 0 };
    act(s, 0, { type: 'use', member: 'dolph', option: 'ee-040b' });
    act(s, 0, { type: 'keep' });
    expect(s.seat).toBe(0);
  });
});

describe('allocating by a card', () => {
  it('Finders Keepers: the player names the Object of his hand and its bearer', () => {
    const s = position(
      2,
      [
        ['dolph', 'hugo'],
        ['ivy', 'irene'],
      ],
      ['roogna', 'west_stockade'],
    );
    s.discard.push(...s.players[0].hand.splice(0));
    give(s, 0, 'ee-033');
    give(s, 0, 'ee-001');
    give(s, 0, 'ee-037');
    act(s, 0, { type: 'play', card: 'ee-033', option: 'ee-033a' });
    passPlayed(s);
    expect(legal(s, 0)).toContainEqual({ type: 'bearer', member: 'dolph', card: 'ee-037' });
    act(s, 0, { type: 'bearer', member: 'hugo', card: 'ee-001' });
    expect(s.players[0].party[1].objects).toEqual(['ee-001a']);
    expect(s.players[0].hand).toEqual(['ee-037']);
    expect(s.phase.kind).toBe('beginning');
  });
});

describe('"Play anytime" cards in the other windows', () => {
  it('an opponent plays them in any window that asks him about the mover; the mover is offered none there', () => {
    const s = windowOpen();
    for (const p of s.players) p.hand = p.hand.filter((c) => !ANYTIME_CARDS.includes(c));
    give(s, 1, 'ee-043');
    give(s, 1, 'ee-054');
    give(s, 0, 'ee-075');
    s.phase = {
      kind: 'window',
      on: { on: 'reveal', facing: { card: 'ee-028', option: 'ee-028b', by: 1 } },
      who: [1],
      decided: [],
    };
    // Distraction on a revealed hazard: Bink's talent is gone, and the window asks again.
    expect(legal(s, 1)).toContainEqual({ type: 'meddle', card: 'ee-043', option: 'ee-043a', member: 'bink' });
    meddle(s, 'ee-043', 'ee-043a', { member: 'bink' });
    expect(s.players[0].party[2].distracted).toBe(true);
    expect(s.phase).toMatchObject({ kind: 'window', on: { on: 'reveal' }, decided: [] });
    // Bare Country at the start of a combat round: its rolls, then the round's window again.
    s.phase = {
      kind: 'window',
      on: {
        on: 'round',
        facing: { card: 'ee-028', option: 'ee-028b', by: 1 },
        combat: {
          option: 'ee-028b',
          foes: [{ wounds: 0, stunned: false }],
          round: 1,
          by: 1,
          used: [],
          cards: [],
          friend: null,
        },
      },
      who: [1],
      decided: [],
    };
    carry(s, 'hugo', 'ee-037a');
    R.force(s.rng, [1, 6, 1]); // Hugo fails
    meddle(s, 'ee-054', 'ee-054a');
    expect(s.phase).toMatchObject({ kind: 'window', on: { on: 'avoid', for: { kind: 'bare-country' } } });
    passRolls(s);
    expect(s.players[0].party[1].objects).toEqual([]);
    expect(s.phase).toMatchObject({ kind: 'window', on: { on: 'round' }, decided: [] });
    // The mover, asked about his own failed roll, is offered no card to play on himself.
    s.phase = {
      kind: 'window',
      on: {
        on: 'avoid',
        rolls: [{ member: 'dolph', cubes: [6], cunning: 3 }],
        for: { kind: 'hazard', facing: { card: 'ee-028', option: 'ee-028b', by: 1 } },
      },
      who: [0],
      decided: [],
    };
    expect(legal(s, 0).some((a) => a.type === 'meddle')).toBe(false);
  });
});
