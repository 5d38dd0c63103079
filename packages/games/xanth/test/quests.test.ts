import { graph, random as R, RuleError } from '@questbox/engine';
import { describe, expect, it } from 'vitest';
import { QUEST, WALK } from '../src/data';
import { fromDisaster } from '../src/disasters';
import { evaluate } from '../src/evaluate';
import type { PlayerView } from '../src/face';
import { walkRate } from '../src/party';
import { goalsOf, nextGoal } from '../src/quests';
import { legal, loseParty, pending } from '../src/rules';
import type { Options, XanthState } from '../src/state';
import { act, combatOf, inCombat, invariant, passAll, position, xanth } from './helpers';

const ctx = { emit() {} };
const LONGER: Partial<Options> = { version: 'longer', quests: 2, dealt: 2 };

/** Gives seat `seat` exactly these Quests, from wherever they lie (a seat that held one gets a spare). */
function hold(s: XanthState, seat: number, quests: string[], toStart = false): void {
  const p = s.players[seat];
  s.questDeck.unshift(...p.quest.splice(0));
  p.progress = [];
  p.escorts = [];
  for (const q of quests) {
    for (const other of s.players) {
      const k = other.quest.indexOf(q);
      if (k < 0) continue;
      const spare = s.questDeck.find((x) => !quests.includes(x) && x !== 'question-quest')!;
      s.questDeck.splice(s.questDeck.indexOf(spare), 1);
      other.quest[k] = spare;
      other.progress[k] = { toStart: false, reached: [] };
    }
    for (const pile of [s.questDeck, s.questDiscard]) if (pile.includes(q)) pile.splice(pile.indexOf(q), 1);
    p.quest.push(q);
    p.progress.push({ toStart, reached: [] });
  }
}

/** Seat 0 ends a turn where it stands: no move, no hazard (empty hands), up to the End's choice. */
function endHere(s: XanthState, at: string): string[] {
  const log: string[] = [];
  s.players[0].at = at;
  s.players[0].ranAway = false;
  for (const p of s.players) s.discard.push(...p.hand.splice(0));
  s.seat = 0;
  s.phase = { kind: 'beginning' } as XanthState['phase'];
  log.push(...act(s, 0, { type: 'stay' }));
  while ((s.phase as XanthState['phase']).kind === 'offer')
    for (const d of pending(s)) log.push(...act(s, d.seat, { type: 'pass' }));
  return log;
}

/** Two seats: seat 0 Dolph and Hugo, seat 1 Ivy and Irene. */
function table(options: Partial<Options> = {}, at = 'roogna'): XanthState {
  return position(
    2,
    [
      ['dolph', 'hugo'],
      ['ivy', 'irene'],
    ],
    [at, 'gap_village'],
    options,
  );
}

describe('two or more Quests dealt at Sit Up (Longer game)', () => {
  it('deals each player the number asked, the token on the first one start, the others to reach first', () => {
    const s = xanth.setup(
      { version: 'longer', quests: 3, humfrey: false, novel: false, dealt: 2 },
      3,
      'deal-two',
    );
    for (let i = 0; i < 3; i++) {
      const [lead, follow] = s.players[i].dealt;
      act(s, i, { type: 'choose', lead, follow });
    }
    while (pending(s)[0]?.prompt.includes('Chosen Quest'))
      act(s, pending(s)[0].seat, legal(s, pending(s)[0].seat)[0]);
    for (const p of s.players) {
      expect(p.quest).toHaveLength(2);
      expect(p.progress.map((g) => g.toStart)).toEqual([false, true]);
      expect(p.origin).toBe(QUEST[p.quest[0]].start);
    }
    invariant(s);
  });

  it('refuses the deal outside the Longer game, in the Novel Adventure, or above the Quests to win', () => {
    const base = { version: 'longer', quests: 2, humfrey: false, novel: false } as const;
    for (const bad of [
      { ...base, version: 'simple', dealt: 2 },
      { ...base, novel: true, dealt: 2 },
      { ...base, dealt: 3 },
    ] as Options[]) {
      expect(() => xanth.setup(bad, 3, 'bad')).toThrow(RuleError);
      try {
        xanth.setup(bad, 3, 'bad');
      } catch (e) {
        expect((e as RuleError).code).toBe('bad-options');
      }
    }
  });

  it('shows a seat its own Quests and their progress, the others only how many', () => {
    const s = table(LONGER);
    hold(s, 0, ['pilgrimage', 'gap-crossing']);
    hold(s, 1, ['mundane-errand', 'humfreys-errand']);
    s.players[1].progress[1].reached = ['humfrey'];
    const mine = xanth.view(s, 0) as unknown as { players: PlayerView[] };
    expect(mine.players[0].quest).toEqual(['pilgrimage', 'gap-crossing']);
    expect(mine.players[0].progress).toEqual([
      { toStart: false, reached: [] },
      { toStart: false, reached: [] },
    ]);
    expect(mine.players[1].quest).toBe(2);
    expect(mine.players[1].progress).toBe(2);
    expect(JSON.stringify(mine.players[1])).not.toContain('humfrey');
  });

  it("a bot's sample deals the other seats' Quests again and starts their hidden progress afresh", () => {
    const s = table(LONGER);
    hold(s, 0, ['pilgrimage', 'gap-crossing']);
    hold(s, 1, ['mundane-errand', 'humfreys-errand']);
    s.players[1].progress[1].reached = ['humfrey'];
    let n = 0;
    const sample = xanth.resample!(s, 0, () => (n++ % 7) / 7) as XanthState;
    expect(sample.players[0].progress).toEqual(s.players[0].progress);
    expect(sample.players[1].quest).toHaveLength(2);
    expect(sample.players[1].progress).toEqual([
      { toStart: false, reached: [] },
      { toStart: false, reached: [] },
    ]);
  });

  it('completes them in any order: the first fulfilled scores, the other is kept, the last one wins', () => {
    const s = table(LONGER);
    hold(s, 0, ['pilgrimage', 'gap-crossing']);
    const deck = s.questDeck.length;
    const log = endHere(s, 'centaur_isle');
    expect(log).toContain('Player 1 fulfils a Quest: Across the Gap!');
    expect(s.players[0].questsDone).toEqual(['gap-crossing']);
    expect(s.players[0].quest).toEqual(['pilgrimage']);
    expect(s.questDeck).toHaveLength(deck); // no new Quest while one is held
    expect(s.winner).toBeNull();
    endHere(s, 'parnassus');
    expect(s.players[0].questsDone).toEqual(['gap-crossing', 'pilgrimage']);
    expect(s.winner).toBe(0);
    expect(s.phase.kind).toBe('over');
  });

  it('a held Quest counts its goals only once its start is reached', () => {
    const s = table(LONGER);
    hold(s, 0, ['gap-crossing'], true);
    endHere(s, 'centaur_isle');
    expect(s.players[0].questsDone).toEqual([]);
    endHere(s, 'gap_village');
    expect(s.players[0].progress[0].toStart).toBe(false);
    endHere(s, 'centaur_isle');
    expect(s.players[0].questsDone).toEqual(['gap-crossing']);
  });

  it('draws a new Quest once every held one is fulfilled and more are needed', () => {
    const s = table({ ...LONGER, quests: 3 });
    hold(s, 0, ['pilgrimage', 'gap-crossing']);
    endHere(s, 'centaur_isle');
    expect(s.players[0].quest).toHaveLength(1);
    endHere(s, 'parnassus');
    expect(s.players[0].questsDone).toHaveLength(2);
    expect(s.players[0].quest).toHaveLength(1);
    expect(s.players[0].progress[0].toStart).toBe(true);
    expect(s.winner).toBeNull();
  });

  it('announces a region that would fulfil any held Quest', () => {
    const s = table(LONGER);
    hold(s, 0, ['pilgrimage', 'gap-crossing']);
    const log = endHere(s, 'centaur_isle');
    expect(log.some((l) => l.includes('announces'))).toBe(true);
  });

  it('Major Rewrite redeals as many Quests as each held, on their last leg, an escortee already along', () => {
    const s = table(LONGER);
    hold(s, 0, ['pilgrimage', 'escort-electra']);
    hold(s, 1, ['journey-quest']);
    fromDisaster(s, 'ee-106', ctx);
    expect(s.players.map((p) => p.quest.length)).toEqual([2, 1]);
    const all = s.players.flatMap((p) => p.quest).sort();
    expect(all).toEqual(['escort-electra', 'journey-quest', 'pilgrimage']);
    for (const p of s.players)
      p.quest.forEach((q, i) => {
        expect(p.progress[i]).toEqual({ toStart: false, reached: QUEST[q].goals.slice(0, -1) });
        if (q === 'escort-electra') expect(p.escorts).toEqual([{ quest: q, actor: 'electra', at: null }]);
      });
    invariant(s);
  });

  it('the Chosen Quest among several: the Quest kept takes its place, the others stay', () => {
    const s = table(LONGER);
    hold(s, 0, ['pilgrimage', 'chosen-quest'], false);
    s.players[0].progress[1].toStart = true;
    s.players[0].choosing = s.questDeck.splice(-3);
    const kept = s.players[0].choosing.find((q) => q !== 'question-quest')!;
    act(s, 0, { type: 'keep-quest', quest: kept });
    expect(s.players[0].quest).toEqual(['pilgrimage', kept]);
    expect(s.players[0].progress[1]).toEqual({ toStart: true, reached: [] });
    expect(s.questDiscard).toContain('chosen-quest');
    invariant(s);
  });

  it('the greedy bot heads for the nearest goal of its held Quests', () => {
    const s = table(LONGER, 'gap_village');
    hold(s, 0, ['pilgrimage', 'gap-crossing']);
    const goals = goalsOf(s.players[0]);
    expect(goals.sort()).toEqual(['centaur_isle', 'parnassus']);
    const near = nextGoal(s.players[0])!;
    for (const g of goals)
      expect(graph.distance(WALK, 'gap_village', near)).toBeLessThanOrEqual(
        graph.distance(WALK, 'gap_village', g),
      );
  });
});

describe('the Escort Quest', () => {
  it('picks the escortee up at his home at the End, in view of everybody', () => {
    const s = table();
    hold(s, 0, ['escort-electra']);
    expect(nextGoal(s.players[0])).toBe('vole');
    // Castle Roogna is his destination, but without him it fulfils nothing.
    endHere(s, 'roogna');
    expect(s.players[0].questsDone).toEqual([]);
    const log = endHere(s, 'vole');
    expect(log).toContain("Electra joins Player 1's party, to be escorted.");
    expect(s.players[0].escorts).toEqual([{ quest: 'escort-electra', actor: 'electra', at: null }]);
    const theirs = xanth.view(s, 1) as unknown as { players: PlayerView[] };
    expect(theirs.players[0].escorts).toEqual(s.players[0].escorts);
    expect(nextGoal(s.players[0])).toBe('roogna');
  });

  it('travels with the party: he walks at 2, so a centaur no longer carries the party at 3', () => {
    const s = position(
      2,
      [
        ['chester-centaur', 'dolph'],
        ['ivy', 'irene'],
      ],
      ['vole', 'gap_village'],
    );
    hold(s, 0, ['escort-electra']);
    expect(walkRate(s.players[0])).toBe(3);
    endHere(s, 'vole');
    expect(walkRate(s.players[0])).toBe(2);
    // He is no party-goer: no card reaches him, he takes no Blood Marker.
    expect(s.players[0].party.map((m) => m.id)).toEqual(['chester-centaur', 'dolph']);
  });

  it('stays behind when the party runs away, and joins it again where it left him', () => {
    const s = table();
    hold(s, 0, ['escort-tandy']);
    s.players[0].escorts = [{ quest: 'escort-tandy', actor: 'tandy', at: null }];
    inCombat(s, 'ee-028b');
    combatOf(s);
    R.force(s.rng, [6, 6, 6, 6]);
    act(s, 0, { type: 'run' });
    passAll(s);
    expect(s.players[0].escorts[0].at).toBe('roogna');
    if (s.phase.kind === 'push') act(s, 1, legal(s, 1)[0]);
    expect(s.players[0].at).not.toBe('roogna');
    expect(nextGoal(s.players[0])).toBe('roogna');
    // At his destination without him: nothing.
    endHere(s, 'zombie');
    expect(s.players[0].questsDone).toEqual([]);
    const log = endHere(s, 'roogna');
    expect(log).toContain("Tandy travels with Player 1's party again.");
    endHere(s, 'zombie');
    expect(s.players[0].questsDone).toEqual(['escort-tandy']);
  });

  it('goes home when the party is wholly Xonked Out: he must be picked up there again', () => {
    const s = table();
    hold(s, 0, ['escort-tandy']);
    s.players[0].escorts = [{ quest: 'escort-tandy', actor: 'tandy', at: null }];
    loseParty(s, 0, ctx);
    expect(s.players[0].escorts).toEqual([]);
    expect(goalsOf(s.players[0])).toEqual(['fawn']);
  });

  it('is delivered at the goal: the Quest is fulfilled and he leaves', () => {
    const s = table();
    hold(s, 0, ['escort-electra']);
    endHere(s, 'vole');
    const log = endHere(s, 'roogna');
    expect(log).toContain('Player 1 fulfils a Quest: Escort Electra!');
    expect(s.players[0].escorts).toEqual([]);
    expect(s.winner).toBe(0);
  });

  it('the Question Quest takes it over where the escortee is: he stays there', () => {
    const s = table();
    hold(s, 0, ['question-quest']);
    hold(s, 1, ['escort-tandy']);
    s.players[1].escorts = [{ quest: 'escort-tandy', actor: 'tandy', at: null }];
    s.players[1].at = 'gap_village';
    endHere(s, 'roogna');
    expect(legal(s, 0)).toContainEqual({ type: 'question', of: 1 });
    act(s, 0, { type: 'question', of: 1 });
    expect(s.players[0].quest).toEqual(['escort-tandy']);
    expect(s.players[0].escorts).toEqual([{ quest: 'escort-tandy', actor: 'tandy', at: 'gap_village' }]);
    expect(s.players[1].escorts).toEqual([]);
    expect(s.players[1].quest).toHaveLength(1);
    expect(s.players[1].progress[0].toStart).toBe(false);
    expect(nextGoal(s.players[0])).toBe('gap_village');
    invariant(s);
  });

  it('the greedy bot walks to the pick-up first, then to the destination', () => {
    const s = table({}, 'roogna');
    hold(s, 0, ['escort-electra']);
    const best = (st: XanthState) => {
      const v = xanth.view(st, 0) as Record<string, unknown>;
      const steps = WALK.out[WALK.index[st.players[0].at]].map((n) => WALK.ids[n]);
      return steps.reduce((a, b) =>
        evaluate(v, 0, { type: 'step', to: b }) > evaluate(v, 0, { type: 'step', to: a }) ? b : a,
      );
    };
    const from = graph.distance(WALK, 'roogna', 'vole');
    expect(graph.distance(WALK, best(s), 'vole')).toBe(from - 1);
    s.players[0].escorts = [{ quest: 'escort-electra', actor: 'electra', at: null }];
    s.players[0].at = 'vole';
    expect(graph.distance(WALK, best(s), 'roogna')).toBe(graph.distance(WALK, 'vole', 'roogna') - 1);
  });
});
