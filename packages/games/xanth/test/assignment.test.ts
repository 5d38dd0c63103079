import { random as R } from '@questbox/engine';
import { describe, expect, it } from 'vitest';
import { evaluate } from '../src/evaluate';
import { legal, pending } from '../src/rules';
import { TABLE } from '../src/state';
import { act, combatOf, inCombat, passAll, passRolls, position } from './helpers';

const force = (s: { rng: Parameters<typeof R.force>[0] }, v: number[]) => R.force(s.rng, v);
const GOBLINS = 'ee-011a';

function goblinFight(foes: number) {
  const s = position(
    2,
    [
      ['dolph', 'hugo'],
      ['ivy', 'irene'],
    ],
    ['roogna', 'gap_village'],
  );
  inCombat(s, GOBLINS, foes);
  return s;
}

describe('who faces whom in combat', () => {
  it('the attacked player assigns each Chair Actor: how many Creatures he faces and which one he attacks', () => {
    const s = goblinFight(3);
    expect(legal(s, 0)).toContainEqual({ type: 'arrange' });
    act(s, 0, { type: 'arrange' });
    expect(pending(s)[0].prompt).toContain('Assign your Chair Actor');
    // Dolph (Strength 3) first: he may face up to three, and attack any of the three.
    const dolph = legal(s, 0);
    expect(dolph).toContainEqual({ type: 'assign', member: 'dolph', faces: 3, target: 0 });
    expect(dolph).toContainEqual({ type: 'assign', member: 'dolph', faces: 0, target: 2 });
    expect(dolph.every((a) => a.type === 'assign' && a.member === 'dolph')).toBe(true);
    act(s, 0, { type: 'assign', member: 'dolph', faces: 1, target: 2 });
    // Hugo (Strength 2) next: Goblin #3 is taken, so facing it is no longer offered.
    expect(legal(s, 0)).not.toContainEqual({ type: 'assign', member: 'hugo', faces: 1, target: 2 });
    expect(legal(s, 0)).toContainEqual({ type: 'assign', member: 'hugo', faces: 0, target: 2 });
    act(s, 0, { type: 'assign', member: 'hugo', faces: 1, target: 0 });
    expect(combatOf(s).assign).toEqual([
      { member: 'dolph', faces: [2], target: 2 },
      { member: 'hugo', faces: [0], target: 0 },
    ]);
    // Assigned once this round: the choices are fight, run and the cards again.
    expect(legal(s, 0)).toContainEqual({ type: 'fight' });
    expect(legal(s, 0)).not.toContainEqual({ type: 'arrange' });
    // Dolph wounds Goblin #3, Hugo misses #1; #1 strikes Hugo and misses; #2 is faced by nobody.
    force(s, [1, 6, 6]);
    act(s, 0, { type: 'fight' });
    passRolls(s);
    expect(s.phase).toMatchObject({ kind: 'allot', foe: 1 });
    expect(s.phase.kind === 'allot' && s.phase.combat.foes.map((f) => f.wounds)).toEqual([0, 0, 1]);
    expect(pending(s)).toEqual([
      { seat: 1, prompt: expect.stringContaining('Goblins #2 is faced by nobody') },
    ]);
    expect(legal(s, 0)).toEqual([]);
    expect(legal(s, 1)).toEqual([
      { type: 'allot', member: 'dolph' },
      { type: 'allot', member: 'hugo' },
    ]);
    // The hazard's player sends it against Dolph; Goblin #3, faced by Dolph, misses him.
    force(s, [1, 6]);
    const log = act(s, 1, { type: 'allot', member: 'dolph' });
    expect(log.join(' ')).toContain('Goblins #2 against Dolph');
    passRolls(s);
    expect(s.players[0].party.map((m) => m.wounds)).toEqual([1, 0]);
    passAll(s);
    // A new round: the distribution may be changed again.
    expect(combatOf(s).assign).toBeUndefined();
    expect(legal(s, 0)).toContainEqual({ type: 'arrange' });
  });

  it('without an assignment each Chair Actor faces up to his Strength in order; the greedy bot keeps it', () => {
    const s = goblinFight(6);
    const view = TABLE.view(s, 0) as never;
    expect(evaluate(view, 0, { type: 'fight' })).toBeGreaterThan(evaluate(view, 0, { type: 'arrange' }));
    // Dolph faces #1-#3 and Hugo #4-#5; #6 is faced by nobody: its strike waits for the hazard's player.
    force(s, [6, 6, 6, 6, 6, 6, 6, 6, 6, 6]);
    act(s, 0, { type: 'fight' });
    passRolls(s);
    expect(s.phase).toMatchObject({ kind: 'allot', foe: 5 });
  });

  it("the greedy hazard's player strikes the Chair Actor nearest to Xonked Out", () => {
    const s = goblinFight(6);
    s.players[0].party[1].wounds = 1;
    force(s, [6, 6, 6, 6, 6, 6, 6, 6, 6, 6]);
    act(s, 0, { type: 'fight' });
    passRolls(s);
    const view = TABLE.view(s, 1) as never;
    expect(evaluate(view, 1, { type: 'allot', member: 'hugo' })).toBeGreaterThan(
      evaluate(view, 1, { type: 'allot', member: 'dolph' }),
    );
  });

  it('with nobody to allocate them (the Monaural Game), unfaced Creatures strike the most wounded', () => {
    const s = position(1, [['dolph', 'hugo']], ['roogna']);
    inCombat(s, GOBLINS, 6);
    combatOf(s).by = -1;
    s.players[0].party[1].wounds = 1;
    // Every attack misses but Goblin #6's, which nobody faces: it wounds Hugo.
    force(s, [6, 6, 6, 6, 6, 6, 6, 1]);
    act(s, 0, { type: 'fight' });
    passRolls(s);
    expect(s.players[0].party.map((m) => m.wounds)).toEqual([0, 2]);
  });
});
