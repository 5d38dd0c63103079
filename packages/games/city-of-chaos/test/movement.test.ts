import { apply } from '@questbox/engine';
import { describe, expect, it } from 'vitest';
import { combatEntry } from '../src/data';
import { cityOfChaos } from '../src/index';
import { type CocState, newCombat } from '../src/state';

const fresh = (seed = 'move'): CocState => cityOfChaos.setup({ rounds: 30 }, 2, seed);
const step = (s: CocState, action: unknown) => apply(cityOfChaos, s, s.seat, action);

describe('Movement: ways of adjusting the roll, and the guild skills', () => {
  it('lets the Vriandi add or take one before the first step, once', () => {
    const s = fresh();
    s.players[s.seat].items.push('vriandi');
    const rolled = step(s, { t: 'roll' }).state;
    const left = (rolled.phase as { left: number }).left;
    const legal = cityOfChaos.legal(rolled, rolled.seat);
    expect(legal).toContainEqual({ t: 'adjust', by: 1 });
    expect(legal.some((a) => a.t === 'adjust' && Math.abs(a.by) > 1)).toBe(false);
    const up = step(rolled, { t: 'adjust', by: 1 }).state;
    expect((up.phase as { left: number }).left).toBe(left + 1);
    expect(cityOfChaos.legal(up, up.seat).some((a) => a.t === 'adjust')).toBe(false);
  });

  it('gives the Cartographers up to one a level, and the Map of Byronitar one roll again a turn', () => {
    const s = fresh();
    const p = s.players[s.seat];
    p.guilds.cartographers = 2;
    p.items.push('map-of-byronitar');
    const rolled = step(s, { t: 'roll' }).state;
    const legal = cityOfChaos.legal(rolled, rolled.seat);
    expect(legal).toContainEqual({ t: 'adjust', by: 2 });
    expect(legal).toContainEqual({ t: 'reroll' });
    const again = step(rolled, { t: 'reroll' }).state;
    expect(cityOfChaos.legal(again, again.seat)).not.toContainEqual({ t: 'reroll' });
  });

  it('heals a Somatologist at the start of the turn, who may not attack first', () => {
    const s = fresh();
    const other = 1 - s.seat;
    s.players[other].guilds.somatologists = 2;
    s.players[other].bp = 5;
    // The seat on turn ends its turn at once: it stands in a Location and chooses to leave it.
    s.phase = { kind: 'card', card: 'architect' };
    s.actionPile.splice(s.actionPile.indexOf('architect'), 1);
    const pass = cityOfChaos.legal(s, s.seat).find((a) => cityOfChaos.describe(a, s) === 'Let them pass');
    const passed = step(s, pass).state;
    expect(passed.seat).toBe(other);
    expect(passed.players[other].bp).toBe(7);
    passed.actionPile.splice(passed.actionPile.indexOf('archbishop'), 1);
    passed.phase = { kind: 'card', card: 'archbishop' };
    const labels = cityOfChaos.legal(passed, other).map((a) => cityOfChaos.describe(a, passed));
    expect(labels).not.toContain('Attack the Archbishop');
    expect(labels).toContain('Let them pass');
  });

  it('adds one a level of the Pneumologists to a striking spell', () => {
    const base = fresh();
    const seat = base.seat;
    base.combat[seat] = newCombat('Builder', 99, 1, null);
    base.phase = { kind: 'combat' };
    base.players[seat].magic.push('frost-bolt');
    const dealt = (s: CocState) => {
      const r = step(s, { t: 'card', i: 0, spell: 'frost-bolt' });
      return Number(/the Builder takes (\d+)/.exec(r.events.find((e) => e.type === 'round')!.text)![1]);
    };
    const skilled = structuredClone(base);
    skilled.players[seat].guilds.pneumologists = 2;
    expect(combatEntry('Builder').body).toBe(10);
    expect(dealt(skilled)).toBe(dealt(base) + 2);
  });
});
