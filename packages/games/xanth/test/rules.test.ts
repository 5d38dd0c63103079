import { random as R } from '@questbox/engine';
import { describe, expect, it } from 'vitest';
import type { Hazard } from '../src/data';
import { OPTION, QUEST } from '../src/data';
import { armorOf, attackOf, cunningAgainst, toughness, walkRate } from '../src/party';
import { rollOk } from '../src/reaction-cards';
import { hazardPlayable, legal, pending, rollsOf } from '../src/rules';
import { act, give, member, passAll, passRolls, position, xanth } from './helpers';

const ctx = { emit() {} };
const force = (s: { rng: Parameters<typeof R.force>[0] }, v: number[]) => R.force(s.rng, v);

describe('hazards against Cunning', () => {
  it('a Hazard 2 against Cunning 3 is avoided only when neither cube is above 3', () => {
    const s = position(
      2,
      [
        ['bink', 'dolph'],
        ['ivy', 'hugo'],
      ],
      ['north_village', 'gap_village'],
    );
    const p = s.players[0];
    const dolph = p.party[1];
    for (const [a, b, ok] of [
      [3, 3, true],
      [1, 2, true],
      [3, 4, false],
      [6, 1, false],
    ] as const) {
      force(s, [a, b]);
      expect(rollOk(rollsOf(s, p, [dolph], 2, ctx)[0])).toBe(ok);
    }
  });

  it('Glory Goblin gets two Cunning rolls; Bink rerolls once a turn', () => {
    const s = position(
      2,
      [
        ['glory-goblin', 'bink'],
        ['ivy', 'hugo'],
      ],
      ['north_village', 'gap_village'],
    );
    const p = s.players[0];
    force(s, [6, 1]);
    expect(rollOk(rollsOf(s, p, [p.party[0]], 1, ctx)[0])).toBe(true);
    force(s, [6, 2]);
    expect(rollOk(rollsOf(s, p, [p.party[1]], 1, ctx)[0])).toBe(true);
    force(s, [6]);
    expect(rollOk(rollsOf(s, p, [p.party[1]], 1, ctx)[0])).toBe(false);
  });

  it('Irene rolls Cunning 4 against plants, Grundy 5 against Creatures', () => {
    const s = position(
      2,
      [
        ['irene', 'grundy-golem'],
        ['ivy', 'hugo'],
      ],
      ['north_village', 'gap_village'],
    );
    const p = s.players[0];
    const plant = OPTION['ee-002a'] as Hazard;
    const ogre = OPTION['ee-002b'] as Hazard;
    expect(cunningAgainst(p, p.party[0], plant)).toBe(4);
    expect(cunningAgainst(p, p.party[0], ogre)).toBe(3);
    expect(cunningAgainst(p, p.party[1], ogre)).toBe(5);
    p.at = 'mundania';
    expect(cunningAgainst(p, p.party[1], ogre)).toBe(3);
  });
});

describe('movement', () => {
  it('a party walks at its slowest member rate; a Xonked Out member holds it to one; centaurs carry one rider', () => {
    const s = position(
      2,
      [
        ['chem-centaur', 'dolph'],
        ['chet-centaur', 'chester-centaur'],
      ],
      ['north_village', 'gap_village'],
    );
    expect(walkRate(s.players[0])).toBe(3);
    expect(walkRate(s.players[1])).toBe(3);
    s.players[0].party.push(member('ivy'));
    expect(walkRate(s.players[0])).toBe(2);
    s.players[1].party[0].wounds = 4;
    expect(walkRate(s.players[1])).toBe(1);
    s.players[0].party = [member('grundy-golem')];
    expect(walkRate(s.players[0])).toBe(1);
    s.players[0].party.push(member('dolph'));
    expect(walkRate(s.players[0])).toBe(2);
  });

  it('C Movement is the difference of two cubes, and doubles do not move', () => {
    const s = position(
      2,
      [
        ['dolph', 'bink'],
        ['ivy', 'hugo'],
      ],
      ['c1', 'gap_village'],
    );
    force(s, [5, 2]);
    act(s, 0, { type: 'sail' });
    passAll(s);
    expect(s.phase).toMatchObject({ kind: 'move', mode: 'c', left: 3 });
    const t = position(
      2,
      [
        ['dolph', 'bink'],
        ['ivy', 'hugo'],
      ],
      ['c1', 'gap_village'],
    );
    force(t, [4, 4]);
    act(t, 0, { type: 'sail' });
    passAll(t);
    expect(t.phase).toMatchObject({ kind: 'move', left: 0 });
    expect(legal(t, 0)).toEqual([{ type: 'stop' }]);
  });

  it('the Siren rolls three cubes for C Movement, using the best two', () => {
    const s = position(
      2,
      [
        ['the-siren', 'bink'],
        ['ivy', 'hugo'],
      ],
      ['c1', 'gap_village'],
    );
    force(s, [1, 3, 6]);
    act(s, 0, { type: 'sail' });
    passAll(s);
    expect(s.phase).toMatchObject({ kind: 'move', left: 5 });
  });

  it('Walking never goes from one C Area to another; C Movement stays at C', () => {
    const s = position(
      2,
      [
        ['dolph', 'bink'],
        ['ivy', 'hugo'],
      ],
      ['c1', 'gap_village'],
    );
    act(s, 0, { type: 'walk' });
    const steps = legal(s, 0)
      .filter((a) => a.type === 'step')
      .map((a) => (a as { to: string }).to);
    expect(steps.sort()).toEqual(['coven_tree', 'north_village']);
  });

  it('the elemental regions halve movement (round up): a Walking-2 party stops on entering', () => {
    const s = position(
      2,
      [
        ['dolph', 'bink'],
        ['ivy', 'hugo'],
      ],
      ['rumor_mill', 'gap_village'],
    );
    act(s, 0, { type: 'walk' });
    act(s, 0, { type: 'step', to: 'r_water' });
    expect(legal(s, 0)).toEqual([{ type: 'stop' }]);
    const t = position(
      2,
      [
        ['the-siren', 'bink'],
        ['ivy', 'hugo'],
      ],
      ['rumor_mill', 'gap_village'],
    );
    act(t, 0, { type: 'walk' });
    act(t, 0, { type: 'step', to: 'r_water' });
    expect(legal(t, 0).some((a) => a.type === 'step')).toBe(true);
  });

  it('Mundania is entered only from the Deathstone Wall by a party that began its turn there', () => {
    const s = position(
      2,
      [
        ['dolph', 'bink'],
        ['ivy', 'hugo'],
      ],
      ['north_village', 'gap_village'],
    );
    act(s, 0, { type: 'walk' });
    act(s, 0, { type: 'step', to: 'deathstone' });
    expect(legal(s, 0)).not.toContainEqual({ type: 'step', to: 'mundania' });
    const t = position(
      2,
      [
        ['dolph', 'bink'],
        ['ivy', 'hugo'],
      ],
      ['deathstone', 'gap_village'],
    );
    t.players[0].onWall = true;
    act(t, 0, { type: 'walk' });
    expect(legal(t, 0)).toContainEqual({ type: 'step', to: 'mundania' });
  });

  it("Humfrey's Castle is entered from its ring only by a Group Hazard 3", () => {
    const s = position(
      2,
      [
        ['dolph', 'bink'],
        ['ivy', 'hugo'],
      ],
      ['siren_lake', 'gap_village'],
    );
    act(s, 0, { type: 'walk' });
    expect(legal(s, 0)).not.toContainEqual({ type: 'step', to: 'humfrey' });
    force(s, [4, 4, 4, 1, 1, 1]);
    act(s, 0, { type: 'humfrey' });
    passAll(s);
    expect(s.players[0].at).toBe('humfrey');
    const t = position(
      2,
      [
        ['dolph', 'bink'],
        ['ivy', 'hugo'],
      ],
      ['siren_lake', 'gap_village'],
    );
    act(t, 0, { type: 'walk' });
    force(t, [6, 1, 1, 6, 1, 1, 6, 1, 1]);
    act(t, 0, { type: 'humfrey' });
    passAll(t);
    expect(t.players[0].at).toBe('siren_lake');
  });

  it("Hell's Annex sends the party out by the numbered exit; Chem is immune", () => {
    const s = position(
      2,
      [
        ['dolph', 'bink'],
        ['ivy', 'hugo'],
      ],
      ['madness', 'gap_village'],
    );
    s.players[0].party[0].wounds = 0;
    act(s, 0, { type: 'walk' });
    force(s, [4]);
    act(s, 0, { type: 'step', to: 'hells_annex' });
    passRolls(s);
    expect(s.players[0].annexExit).toBe('parnassus');
    expect(legal(s, 0).filter((a) => a.type === 'step')).toEqual([{ type: 'step', to: 'parnassus' }]);
    const t = position(
      2,
      [
        ['chem-centaur', 'bink'],
        ['ivy', 'hugo'],
      ],
      ['madness', 'gap_village'],
    );
    act(t, 0, { type: 'walk' });
    act(t, 0, { type: 'step', to: 'hells_annex' });
    expect(t.players[0].annexExit).toBeNull();
  });

  it('the Everglades lose a party that fails the Designated Hazard 1; Chem leads it through', () => {
    const s = position(
      2,
      [
        ['dolph', 'bink'],
        ['ivy', 'hugo'],
      ],
      ['centaur_village', 'gap_village'],
    );
    act(s, 0, { type: 'walk' });
    // The player names who faces the roll, on entering and on leaving.
    expect(legal(s, 0)).toContainEqual({ type: 'step', to: 'everglades', member: 'dolph' });
    expect(legal(s, 0)).toContainEqual({ type: 'step', to: 'everglades', member: 'bink' });
    force(s, [6]);
    act(s, 0, { type: 'step', to: 'everglades', member: 'dolph' });
    passAll(s);
    expect(s.players[0].lostInGlades).toBe(true);
    s.phase = { kind: 'beginning' };
    expect(legal(s, 0)).toContainEqual({ type: 'walk', member: 'bink' });
    expect(legal(s, 0)).not.toContainEqual({ type: 'walk' });
    const t = position(
      2,
      [
        ['chem-centaur', 'bink'],
        ['ivy', 'hugo'],
      ],
      ['centaur_village', 'gap_village'],
    );
    act(t, 0, { type: 'walk' });
    act(t, 0, { type: 'step', to: 'everglades' });
    expect(t.players[0].lostInGlades).toBe(false);
    expect(t.phase.kind).toBe('move');
  });

  it("the Sphinx's question: failing the first roll, the player names who answers a second Designated Hazard 2", () => {
    const s = position(
      2,
      [
        ['dolph', 'hugo'],
        ['ivy', 'irene'],
      ],
      ['roogna', 'gap_village'],
    );
    for (const pile of [s.deck, s.discard, ...s.players.map((p) => p.hand)])
      if (pile.includes('ee-031')) pile.splice(pile.indexOf('ee-031'), 1);
    s.table.push('ee-031');
    s.discard.push(...s.players[0].hand.splice(0)); // no Object to allocate at the End
    s.phase = { kind: 'designate', facing: { card: 'ee-031', option: 'ee-031a', by: 1 } };
    force(s, [6, 6]);
    act(s, 0, { type: 'face', member: 'hugo' });
    passAll(s);
    expect(s.phase).toMatchObject({ kind: 'designate', facing: { riddle: true } });
    expect(legal(s, 0)).toContainEqual({ type: 'face', member: 'dolph' });
    force(s, [1, 2]);
    act(s, 0, { type: 'face', member: 'dolph' });
    passAll(s);
    expect(s.phase.kind).toBe('end');
    expect(s.discard).toContain('ee-031');
  });

  it('The Void holds a party that fails the Designated Hazard 2', () => {
    const s = position(
      2,
      [
        ['dolph', 'bink'],
        ['ivy', 'hugo'],
      ],
      ['coven_tree', 'gap_village'],
    );
    act(s, 0, { type: 'walk' });
    force(s, [6, 6, 6, 6]);
    act(s, 0, { type: 'step', to: 'void', member: 'dolph' });
    passAll(s);
    expect(s.players[0].voidTries).toBe(1);
    expect(s.phase.kind).not.toBe('move');
  });

  it('the player names who rolls for The Void and the Everglades when an opponent drives the move', () => {
    const s = position(
      2,
      [
        ['dolph', 'bink'],
        ['ivy', 'hugo'],
      ],
      ['void', 'gap_village'],
    );
    s.players[0].voidTries = 1;
    s.players[0].driver = { seat: 1, walkOnly: false };
    // The Confusion Spell's player walks the party; its own player names who tries to leave.
    act(s, 1, { type: 'walk' });
    expect(s.phase).toMatchObject({ kind: 'designee', region: 'void', magnitude: 2 });
    expect(pending(s)).toEqual([{ seat: 0, prompt: expect.stringContaining('The Void') }]);
    expect(legal(s, 1)).toEqual([]);
    expect(legal(s, 0)).toEqual([
      { type: 'face', member: 'dolph' },
      { type: 'face', member: 'bink' },
    ]);
    force(s, [1, 1]);
    const log = act(s, 0, { type: 'face', member: 'bink' });
    passAll(s);
    expect(log.join(' ')).toContain('Bink rolls 1, 1');
    expect(s.players[0].voidTries).toBe(0);
    expect(s.phase.kind).toBe('move');
    // The driver steps into the Everglades: asked after the step, the player names Dolph.
    const t = position(
      2,
      [
        ['dolph', 'bink'],
        ['ivy', 'hugo'],
      ],
      ['centaur_village', 'gap_village'],
    );
    t.players[0].driver = { seat: 1, walkOnly: false };
    act(t, 1, { type: 'walk' });
    expect(legal(t, 1)).toContainEqual({ type: 'step', to: 'everglades' });
    expect(legal(t, 1)).not.toContainEqual({ type: 'step', to: 'everglades', member: 'dolph' });
    act(t, 1, { type: 'step', to: 'everglades' });
    expect(t.phase).toMatchObject({ kind: 'designee', region: 'everglades', magnitude: 1 });
    expect(t.players[0].at).toBe('centaur_village');
    force(t, [6]);
    const lost = act(t, 0, { type: 'face', member: 'dolph' });
    passAll(t);
    expect(lost.join(' ')).toContain('Dolph rolls 6');
    expect(t.players[0].at).toBe('everglades');
    expect(t.players[0].lostInGlades).toBe(true);
  });

  it('a ride out of the Everglades waits for the player to name who rolls', () => {
    const s = position(
      2,
      [
        ['dolph', 'bink'],
        ['ivy', 'hugo'],
      ],
      ['everglades', 'gap_village'],
    );
    s.players[0].lostInGlades = true;
    const ride = Object.values(OPTION).find((o) => o.class !== 'hazard' && o.effect === 'ride')!;
    give(s, 0, ride.card);
    act(s, 0, { type: 'play', card: ride.card, option: ride.id });
    passAll(s);
    expect(s.phase).toMatchObject({ kind: 'designee', leave: { mode: 'ride', left: 3 } });
    force(s, [1]);
    act(s, 0, { type: 'face', member: 'dolph' });
    passAll(s);
    expect(s.players[0].lostInGlades).toBe(false);
    expect(s.phase).toMatchObject({ kind: 'move', mode: 'ride' });
  });

  it('the Region of Madness drives those who fail the Individual Hazard 1 mad for two turns', () => {
    const s = position(
      2,
      [
        ['dolph', 'bink'],
        ['ivy', 'hugo'],
      ],
      ['south_village', 'gap_village'],
    );
    act(s, 0, { type: 'walk' });
    force(s, [6, 1]);
    act(s, 0, { type: 'step', to: 'madness' });
    passAll(s);
    expect(s.players[0].party.map((m) => m.mad)).toEqual([2, 0]);
  });

  it('entering the Gap wakes the Gap Dragon unless Stanley Steamer is in the party', () => {
    const s = position(
      2,
      [
        ['dolph', 'bink'],
        ['ivy', 'hugo'],
      ],
      ['gap_village', 'north_village'],
    );
    act(s, 0, { type: 'walk' });
    act(s, 0, { type: 'step', to: 'gap' });
    expect(s.players[0].dragonDue).toBe(true);
    act(s, 0, { type: 'stop' });
    expect(s.phase).toMatchObject({ kind: 'window', on: { on: 'reveal', facing: { card: 'ee-104' } } });
    const t = position(
      2,
      [
        ['stanley-steamer', 'bink'],
        ['ivy', 'hugo'],
      ],
      ['gap_village', 'north_village'],
    );
    act(t, 0, { type: 'walk' });
    act(t, 0, { type: 'step', to: 'gap' });
    expect(t.players[0].dragonDue).toBe(false);
  });
});

describe('where hazards may be played', () => {
  it('C hazards at C and on the coast; others on the coast and inland; flyers anywhere; only Mundanes in Mundania', () => {
    const s = position(
      2,
      [
        ['dolph', 'bink'],
        ['ivy', 'hugo'],
      ],
      ['north_village', 'gap_village'],
    );
    const cMonster = 'ee-059b';
    const troll = 'ee-093b';
    const wyverns = 'ee-003a';
    const mundanes = 'ee-013b';
    expect(hazardPlayable(s, cMonster, 'c1')).toBe(true);
    expect(hazardPlayable(s, cMonster, 'north_village')).toBe(true);
    expect(hazardPlayable(s, cMonster, 'gap_village')).toBe(false);
    expect(hazardPlayable(s, troll, 'c1')).toBe(false);
    expect(hazardPlayable(s, troll, 'gap_village')).toBe(true);
    expect(hazardPlayable(s, wyverns, 'c1')).toBe(true);
    expect(hazardPlayable(s, wyverns, 'mundania')).toBe(false);
    expect(hazardPlayable(s, mundanes, 'mundania')).toBe(true);
    expect(hazardPlayable(s, mundanes, 'gap_village')).toBe(false);
    s.nextwave = true;
    expect(hazardPlayable(s, mundanes, 'gap_village')).toBe(true);
    expect(hazardPlayable(s, 'ee-104', 'gap')).toBe(false);
  });
});

describe('talents in combat', () => {
  it('Zora absorbs six Blood Markers; Stanley and Smash wear scales; a Magic Sword and Xavier strike harder', () => {
    const s = position(
      2,
      [
        ['zora-zombie', 'stanley-steamer', 'smash-ogre', 'xavier', 'iris'],
        ['ivy', 'hugo'],
      ],
      ['roogna', 'gap_village'],
    );
    const [zora, stanley, smash, xavier, iris] = s.players[0].party;
    expect(toughness(zora)).toBe(6);
    expect(armorOf(s.players[0], stanley)).toBe(1);
    expect(attackOf(s.players[0], smash)).toEqual({ strength: 5, attacks: 1, wounds: 2 });
    expect(attackOf(s.players[0], xavier).strength).toBe(4);
    expect(attackOf(s.players[0], iris).attacks).toBe(2);
    zora.objects.push('ee-055a');
    expect(attackOf(s.players[0], zora).strength).toBe(5);
    zora.objects.push('ee-037a');
    expect(armorOf(s.players[0], zora)).toBe(1);
  });
});

describe('the End', () => {
  it('the player names the bearer of each Object allocated', () => {
    const s = position(
      2,
      [
        ['dolph', 'hugo'],
        ['ivy', 'irene'],
      ],
      ['centaur_isle', 'gap_village'],
    );
    for (const pile of [s.deck, s.discard, ...s.players.map((p) => p.hand)])
      if (pile.includes('ee-001')) pile.splice(pile.indexOf('ee-001'), 1);
    s.players[0].hand.push('ee-001');
    passAll(s);
    act(s, 0, { type: 'stay' });
    passAll(s);
    act(s, 1, { type: 'pass' });
    expect(s.phase).toEqual({ kind: 'bearer', card: 'ee-001', option: 'ee-001a' });
    expect(legal(s, 0)).toEqual([
      { type: 'bearer', member: 'dolph' },
      { type: 'bearer', member: 'hugo' },
    ]);
    act(s, 0, { type: 'bearer', member: 'hugo' });
    expect(s.players[0].party[1].objects).toEqual(['ee-001a']);
    expect(s.players[0].objects).toEqual(['ee-001']);
    expect(s.phase.kind).toBe('end');
  });
});

describe('the Chosen Quest', () => {
  it('the player alone sees the top three Quests and keeps one; it comes before any other choice', () => {
    const s = position(
      2,
      [
        ['dolph', 'hugo'],
        ['ivy', 'irene'],
      ],
      ['roogna', 'gap_village'],
    );
    const three = ['pilgrimage', 'journey-quest', 'gap-crossing'];
    for (const q of [...three, 'chosen-quest'])
      for (const pile of [s.questDeck, s.questDiscard, ...s.players.map((p) => p.quest)])
        if (pile.includes(q)) pile.splice(pile.indexOf(q), 1);
    s.questDeck.push(...three, 'chosen-quest');
    s.players[0].hand.splice(5);
    s.players[1].restart = true;
    s.phase = { kind: 'end', discarded: 0 };
    act(s, 0, { type: 'keep' });
    expect(pending(s)).toEqual([{ seat: 1, prompt: expect.stringContaining('Chosen Quest') }]);
    expect(
      legal(s, 1)
        .map((a) => (a as { quest: string }).quest)
        .sort(),
    ).toEqual([...three].sort());
    expect(JSON.stringify(xanth.view(s, 0))).not.toContain('gap-crossing');
    act(s, 1, { type: 'keep-quest', quest: 'journey-quest' });
    expect(s.players[1].quest).toEqual(['journey-quest']);
    expect(s.players[1].at).toBe(QUEST['journey-quest'].start);
    expect(s.questDiscard).toContain('chosen-quest');
    expect(s.questDeck).toEqual(expect.arrayContaining(['pilgrimage', 'gap-crossing']));
  });
});
