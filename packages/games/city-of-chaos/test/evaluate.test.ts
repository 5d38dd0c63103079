import { apply } from '@questbox/engine';
import { describe, expect, it } from 'vitest';
import { evaluate } from '../src/evaluate';
import { cityOfChaos } from '../src/index';
import type { CocState } from '../src/state';
import { legalChoices } from '../src/turn';

/** The seat on turn reading the Hospice's paragraph with the Salts' lead and 3 groats. */
function atHospice(): CocState {
  const s = cityOfChaos.setup({ rounds: 30 }, 2, 'judge');
  Object.assign(s.players[s.seat], { flags: ['plague-salts'], groats: 3, bp: 9 });
  s.phase = { kind: 'read', paragraph: 528, card: null };
  return s;
}

const worth = (s: CocState, label: RegExp) => {
  const i = legalChoices(s, s.seat, 528).findIndex((c) => label.test(c.label));
  expect(i).toBeGreaterThanOrEqual(0);
  return evaluate(cityOfChaos.view(s, s.seat), s.seat, { t: 'choose', i });
};

describe('the greedy evaluation', () => {
  it('buys the Salts of Saint Ebbe, a key of the Plague, before anything else at the Hospice', () => {
    const s = atHospice();
    const salts = worth(s, /saint/i);
    for (const other of [/treated/i, /sewerman/i, /water/i]) expect(salts).toBeGreaterThan(worth(s, other));
  });

  it('counts a Special card only while it is still to be had', () => {
    const s = atHospice();
    const before = worth(s, /saint/i);
    s.specialPool.splice(s.specialPool.indexOf('salts-of-saint-ebbe'), 1);
    s.players[1 - s.seat].specials.push('salts-of-saint-ebbe');
    expect(worth(s, /saint/i)).toBeLessThan(before - 10);
  });
});

describe('the greedy evaluation of what Detect Clue showed', () => {
  it('puts on top of the Action pack the card it knows is worth most to it', () => {
    const s = cityOfChaos.setup({ rounds: 30 }, 2, 'judge-order');
    const seat = s.seat;
    const top = ['rabid-dog', 'robber', 'scroll-seller'];
    for (const c of top) s.actionPile.splice(s.actionPile.indexOf(c), 1);
    s.actionPile.unshift(...top);
    s.magicPile.splice(s.magicPile.indexOf('detect-clue'), 1);
    s.players[seat].magic.push('detect-clue');
    // The Rabid Dog's lead (the Well) is known already; the Scroll Seller's (the Gods, Clue 18) is not.
    s.players[seat].flags.push('plague-well');
    const cast = apply(cityOfChaos, s, seat, { t: 'use', card: 'detect-clue' }).state;
    const view = cityOfChaos.view(cast, seat);
    const legal = cityOfChaos.legal(cast, seat);
    const best = legal.reduce((a, b) => (evaluate(view, seat, b) > evaluate(view, seat, a) ? b : a));
    const after = apply(cityOfChaos, cast, seat, best).state;
    expect(after.actionPile[0]).toBe('scroll-seller');
    // The other seat knows nothing of them: every order is the same to it.
    const blind = cityOfChaos.view(cast, 1 - seat);
    expect(new Set(legal.map((a) => evaluate(blind, 1 - seat, a)))).toEqual(new Set([0]));
  });
});
