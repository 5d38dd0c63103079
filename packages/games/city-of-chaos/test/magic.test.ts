import { act, apply, createMatch, entryFor } from '@questbox/engine';
import { describe, expect, it } from 'vitest';
import { combatEntry } from '../src/data';
import { cityOfChaos } from '../src/index';
import { gatesSquare } from '../src/map';
import { type CocState, newCombat } from '../src/state';
import { interaction, TOME } from '../src/tome';

const fresh = (seats = 2, seed = 'magic'): CocState => cityOfChaos.setup({ rounds: 30 }, seats, seed);

/** The seat on turn fighting `foe`, about to choose a combat card. */
function inCombat(foe: string, magic: string[]): CocState {
  const s = fresh();
  const p = s.players[s.seat];
  for (const id of magic) {
    s.magicPile.splice(s.magicPile.indexOf(id), 1);
    p.magic.push(id);
  }
  const e = combatEntry(foe);
  s.combat[s.seat] = newCombat(foe, e.body!, 1, null);
  s.phase = { kind: 'combat' };
  return s;
}

const step = (s: CocState, action: unknown) => apply(cityOfChaos, s, s.seat, action);

describe('Magic: combat spells, non-combat spells, potions, powders and food', () => {
  it('casts a striking spell instead of a weapon: the Vampyre, whom only Magic hurts, takes damage', () => {
    const s = inCombat('Vampyre', ['lightning']);
    const seat = s.seat;
    expect(cityOfChaos.legal(s, seat)).toContainEqual({ t: 'card', i: 0, spell: 'lightning' });
    // Without a spell the best card does nothing to him.
    const plain = step(s, { t: 'card', i: 0 }).state;
    expect(plain.combat[seat]?.pool ?? combatEntry('Vampyre').body).toBe(combatEntry('Vampyre').body);
    const cast = step(s, { t: 'card', i: 0, spell: 'lightning' });
    expect(cast.events.some((e) => e.text.includes('casts Lightning'))).toBe(true);
    expect(cast.state.players[seat].magic).not.toContain('lightning');
    expect(cast.state.magicPile.at(-1)).toBe('lightning');
    const round = cast.events.find((e) => e.type === 'round')!;
    expect(round.text).toMatch(/the Vampyre takes [1-9]/);
  });

  it('keeps a Frost Bolt after casting, and Fear leaves the foe only defending', () => {
    const s = inCombat('Architect', ['frost-bolt', 'fear']);
    const seat = s.seat;
    const bolt = step(s, { t: 'card', i: 0, spell: 'frost-bolt' }).state;
    expect(bolt.players[seat].magic).toContain('frost-bolt');
    const fear = step(s, { t: 'card', i: 0, spell: 'fear' });
    expect(fear.events.find((e) => e.type === 'round')!.text).toMatch(/takes 0, the Architect/);
    expect(fear.state.players[seat].magic).not.toContain('fear');
  });

  it('adds Aegis to the defence for the round', () => {
    const s = inCombat('Architect', ['aegis']);
    s.players[s.seat].bp = 10;
    // The weakest defence card: Aegis takes 3 off every blow.
    const without = step(s, { t: 'card', i: 0 }).events.find((e) => e.type === 'round')!.text;
    const withAegis = step(s, { t: 'card', i: 0, spell: 'aegis' }).events.find(
      (e) => e.type === 'round',
    )!.text;
    const taken = (t: string) => Number(/takes (\d+),/.exec(t)![1]);
    expect(taken(withAegis)).toBe(Math.max(0, taken(without) - 3));
  });

  it('drinks a Healing Potion in combat, never above the maximum, and eats food at the start of a turn', () => {
    const s = inCombat('Architect', ['healing-potion']);
    const seat = s.seat;
    s.players[seat].bp = 4;
    const drunk = step(s, { t: 'use', card: 'healing-potion' }).state;
    expect(drunk.players[seat].bp).toBe(8);
    expect(drunk.phase.kind).toBe('combat');
    const t = fresh();
    t.players[t.seat].bp = 9;
    t.players[t.seat].items.push('rat-ale');
    const ale = step(t, { t: 'use', card: 'rat-ale' }).state;
    expect(ale.players[t.seat].bp).toBe(10);
    expect(ale.players[t.seat].missTurn).toBe(true);
    expect(ale.itemPile.at(-1)).toBe('rat-ale');
    // Nothing to heal: no potion or food is offered.
    t.players[t.seat].bp = 10;
    expect(cityOfChaos.legal(t, t.seat).some((a) => a.t === 'use')).toBe(false);
  });

  it('throws Stardust to escape a battle and moves off the tile (test/flee.test.ts walks it off)', () => {
    const s = inCombat('Architect', ['stardust']);
    const seat = s.seat;
    const out = step(s, { t: 'use', card: 'stardust' }).state;
    expect(out.combat[seat]).toBeNull();
    expect(out.phase).toMatchObject({ kind: 'move', flee: '0,0' });
  });

  it('casts Teleport to the City Gates and Potion of Swiftness adds 2 to the next roll; the Curse of the Lost takes 1', () => {
    const s = fresh();
    const seat = s.seat;
    const p = s.players[seat];
    p.at = [12, 12];
    p.magic.push('teleport', 'potion-of-swiftness', 'curse-of-the-lost');
    const tp = step(s, { t: 'use', card: 'teleport' }).state;
    expect(tp.players[seat].at).toEqual(gatesSquare(s));
    expect(tp.phase.kind).toBe('start');
    const fast = step(tp, { t: 'use', card: 'potion-of-swiftness' }).state;
    expect(fast.players[seat].moveBonus).toBe(2);
    const rolled = step(fast, { t: 'roll' });
    const text = rolled.events.find((e) => e.type === 'die')!.text;
    const face = Number(/rolls (\d)/.exec(text)![1]);
    expect(text).toContain(`moves ${face + 1}`);
    expect(rolled.state.players[seat].moveBonus).toBe(0);
  });

  it('casts Detect Clue: only the caster sees the top Action cards and the order they go back in', () => {
    const match = createMatch(cityOfChaos, { seats: 2, seed: 'detect' });
    const s = match.state as CocState;
    const seat = s.seat;
    s.players[seat].magic.push('detect-clue');
    const top = s.actionPile.slice(0, 3);
    act(cityOfChaos, match, seat, { t: 'use', card: 'detect-clue' });
    expect((match.state as CocState).phase.kind).toBe('arrange');
    expect(cityOfChaos.legal(match.state, seat)).toHaveLength(6);
    act(cityOfChaos, match, seat, { t: 'order', i: 5 });
    const after = match.state as CocState;
    expect(after.actionPile.slice(0, 3)).toEqual([top[2], top[1], top[0]]);
    const other = 1 - seat;
    const seen = match.log.flatMap((e) => [
      entryFor(e, other).text,
      ...entryFor(e, other).events.map((v) => v.text),
    ]);
    for (const card of top) expect(seen.join(' ')).not.toContain(card);
    const mine = match.log.flatMap((e) => entryFor(e, seat).events.map((v) => v.text)).join(' ');
    for (const card of top) expect(mine).toContain(card);
    expect(JSON.stringify(cityOfChaos.view(after, other))).not.toContain(`"${top[0]}"`);
  });

  it('casts Calm when interacting: the Greet row on the Eye column, without the Cube', () => {
    const s = fresh();
    const seat = s.seat;
    s.players[seat].magic.push('calm');
    s.actionPile.splice(s.actionPile.indexOf('architect'), 1);
    s.phase = { kind: 'interact', card: 'architect' };
    const r = step(s, { t: 'interact', how: 'greet', calm: true });
    const want = interaction(TOME, 'Architect', 'greet', 'eye');
    expect(r.events.some((e) => e.text.startsWith(`${want}.`))).toBe(true);
    expect(r.events.some((e) => e.text.includes('Cube of Chaos'))).toBe(false);
    expect(r.state.players[seat].magic).not.toContain('calm');
  });
});
