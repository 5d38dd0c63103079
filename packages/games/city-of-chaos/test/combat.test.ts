import { describe, expect, it } from 'vitest';
import { groupSize, roundDamage } from '../src/combat';
import { combatEntry } from '../src/data';

describe('a combat round (steps 8 and 9)', () => {
  it("plays the rulebook's example with the Combat Table's modifiers for the Architect (D9)", () => {
    const architect = combatEntry('Architect');
    const shinpads = 1;
    const player = { attack: 7, defence: 0 + shinpads };
    const foe = { attack: 3 + architect.attack, defence: 5 + architect.defence };
    expect(roundDamage(player, [foe], 10)).toEqual({ toPlayer: 1, toFoe: 2 });
  });

  it("gives the example's own figures (2 and 3) with its swapped modifiers, +0 Attack and -1 Defence", () => {
    expect(roundDamage({ attack: 7, defence: 1 }, [{ attack: 3, defence: 4 }], 10)).toEqual({
      toPlayer: 2,
      toFoe: 3,
    });
  });

  it('takes only a positive result (D7) and strikes the foe only if the player lives', () => {
    expect(roundDamage({ attack: 2, defence: 7 }, [{ attack: 3, defence: 5 }], 10)).toEqual({
      toPlayer: 0,
      toFoe: 0,
    });
    expect(roundDamage({ attack: 7, defence: 0 }, [{ attack: 6, defence: 0 }], 6)).toEqual({
      toPlayer: 6,
      toFoe: 0,
    });
  });

  it("sets every Opponent card's attack against the player's defence, and the player's attack against one card (D11)", () => {
    const foes = [
      { attack: 5, defence: 2 },
      { attack: 4, defence: 6 },
      { attack: 1, defence: 6 },
    ];
    expect(roundDamage({ attack: 5, defence: 3 }, foes, 10)).toEqual({ toPlayer: 3, toFoe: 3 });
  });

  it('reads the group sizes from the Combat Tables, the growing groups starting alone', () => {
    expect(groupSize(combatEntry('Inquisition'))).toBe(4);
    expect(groupSize(combatEntry("Captain o' the Guard"))).toBe(5);
    expect(groupSize(combatEntry('Wild Hunt'))).toBe(5);
    expect(groupSize(combatEntry('Maid'))).toBe(2);
    expect(groupSize(combatEntry('Schoolchildren'))).toBe(3);
    expect(groupSize(combatEntry('Supervisor'))).toBe(1);
    expect(groupSize(combatEntry('Thief-Catcher'))).toBe(1);
    expect(groupSize(combatEntry('Tax Collector'))).toBe(1);
  });
});
