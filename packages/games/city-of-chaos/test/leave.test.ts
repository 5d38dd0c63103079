import { apply } from '@questbox/engine';
import { describe, expect, it } from 'vitest';
import { cityOfChaos } from '../src/index';
import type { CocState } from '../src/state';

describe('Time Running Out?: Leave the City', () => {
  it('lets a player on the City Gates leave in the last five rounds, never before', () => {
    const s = cityOfChaos.setup({ rounds: 30 }, 2, 'leave');
    const seat = s.seat;
    expect(cityOfChaos.legal(s, seat)).not.toContainEqual({ t: 'leave' });
    s.round = 26;
    expect(cityOfChaos.legal(s, seat)).toContainEqual({ t: 'leave' });
    s.players[seat].at = [7, 7];
    expect(cityOfChaos.legal(s, seat)).not.toContainEqual({ t: 'leave' });
    expect(() => apply(cityOfChaos, s, seat, { t: 'leave' })).toThrow(/not allowed/);
  });

  it('takes the leaver out with their sheet, frees their guild place, and ends the game when all are gone', () => {
    const s = cityOfChaos.setup({ rounds: 30 }, 2, 'leave');
    s.round = 28;
    const first = s.seat;
    const p = s.players[first];
    p.guilds['school-of-pugilism'] = 2;
    s.guildMembers['school-of-pugilism'] = [first];
    p.groats = 5;
    let next: CocState = apply(cityOfChaos, s, first, { t: 'leave' }).state;
    expect(next.players[first]).toMatchObject({ left: true, out: true, groats: 5 });
    expect(next.guildMembers['school-of-pugilism']).toEqual([]);
    expect(next.seat).toBe(1 - first);
    expect(cityOfChaos.result(next)).toBeNull();
    next.players[next.seat].at = [2, 2];
    next = apply(cityOfChaos, next, next.seat, { t: 'leave' }).state;
    const result = cityOfChaos.result(next)!;
    expect(next.over).toBe(true);
    expect(result.winners).toEqual([first]);
    expect(result.summary).toMatch(/left the City: .*guild levels 2 \(6\).*groats 5 \(5\).*= 11 points/);
  });
});
