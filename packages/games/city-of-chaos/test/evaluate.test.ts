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
