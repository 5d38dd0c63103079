import { graph } from '@questbox/engine';
import { ACTOR, OPTION, REGION, WALK } from './data';
import { active, toughness } from './party';
import { goalsOf } from './quests';
import type { Action } from './rules';
import type { XanthState } from './state';

type View = Record<string, unknown>;

/** The regions a party heads for, from what its own seat sees (another seat's Quests are hidden). */
function goalsFor(v: XanthState, seat: number): string[] {
  const p = v.players[seat];
  if (!Array.isArray(p.quest) || !Array.isArray(p.progress)) return p.needsQuest ? ['humfrey'] : [];
  return goalsOf(p);
}

/** Steps from `from` to the nearest goal (40 when none can be walked to). */
function stepsToGoal(goals: string[], from: string): number {
  const d = Math.min(...goals.map((g) => graph.distance(WALK, from, g)));
  return Number.isFinite(d) ? d : 40;
}

const threat = (option: string) => {
  const o = OPTION[option];
  if (o.class !== 'hazard') return 0;
  const c = o.creature;
  const power = c
    ? c.strength * (c.count === '2-12' ? 4 : c.count === '1-6' ? 2.5 : 1) * (c.attacksPerRound ?? 1)
    : 0;
  return o.magnitude * 2 + power + (o.lostTurns ? 6 : 0);
};

/**
 * Greedy evaluation: the mover heads for his Quest, takes the hazard that looks least dangerous and
 * fights what he can; an opponent offers the nastiest hazard, most of all to the leader.
 */
export function evaluate(view: View, seat: number, action: Action): number {
  const v = view as unknown as XanthState;
  const me = v.players[seat];
  switch (action.type) {
    case 'step': {
      if (seat !== v.seat) return 0; // moving another party's token: its Quest is hidden
      const goals = goalsFor(v, seat);
      if (goals.length === 0) return 0;
      return 50 - stepsToGoal(goals, action.to) - (REGION[action.to].special ? 1 : 0);
    }
    case 'stop': {
      const goals = goalsFor(v, seat);
      if (goals.length === 0) return 10;
      return 50 - stepsToGoal(goals, me.at) - 0.5;
    }
    case 'humfrey':
      return goalsFor(v, seat).includes('humfrey') ? 60 : -5;
    case 'walk':
      return 20;
    case 'sail':
      return 19;
    case 'rest':
      return me.party.reduce((n, m) => n + m.wounds, 0) * 4 + (me.party.some((m) => m.wounds > 0) ? 5 : 0);
    case 'stay':
      return 0;
    case 'play':
    case 'use':
      return 22;
    case 'offer': {
      const lead = v.players[v.seat].questsDone.length + 1;
      return threat(action.option) * lead;
    }
    case 'plop':
      return threat(action.option) * 1.2 + 1;
    case 'pass':
      return 0.5;
    case 'meddle':
      return 2 * (v.players[v.seat].questsDone.length + 1);
    case 'pick':
      return -action.from;
    case 'face':
      // The most cunning Chair Actor faces a Designated roll.
      return action.member ? ACTOR[action.member].cunning : 0;
    case 'fight': {
      const able = me.party.filter((m) => m.wounds === 0).length;
      return able > 0 ? 5 : -1;
    }
    case 'run':
      return 0;
    case 'assign': {
      // Each Chair Actor absorbs what he can and strikes the most wounded Creature.
      const ph = v.phase;
      const wounds = ph.kind === 'combat' ? (ph.combat.foes[action.target]?.wounds ?? 0) : 0;
      return action.faces + wounds;
    }
    case 'allot': {
      // The hazard's player sends a Creature nobody faces against the Chair Actor nearest to Xonked Out.
      const m = v.players[v.seat].party.find((x) => x.id === action.member);
      return m ? -(toughness(m) - m.wounds) : 0;
    }
    case 'keep':
      return 1;
    case 'discard':
      return 0;
    case 'peek':
    case 'question':
      return 3;
    default:
      return 0;
  }
}

/** What the table sees of a party's strength: each active Chair Actor's Blood Markers to spare and Cunning. */
function soundness(p: XanthState['players'][number]): number {
  let n = 0;
  for (const m of p.party)
    if (active(m)) n += toughness(m) - m.wounds + ACTOR[m.id].cunning;
    else if (m.stone) n += 1;
  return n;
}

/**
 * How good the position looks for `seat`, from its own view (the look-ahead's rating): Quests done
 * above all, then the goals of the Quests held, the way to the next goal, a sound party and cards in
 * hand, less the turns it must sit out; less half of what the table sees of the strongest rival
 * (his Quests done, his party, his lost turns: his goals are hidden).
 */
export function value(view: unknown, seat: number): number {
  const v = view as XanthState;
  const me = v.players[seat];
  const goals = goalsFor(v, seat);
  const way = goals.length > 0 ? 40 - stepsToGoal(goals, me.at) : 0;
  const reached = Array.isArray(me.progress) ? me.progress.reduce((n, q) => n + q.reached.length, 0) : 0;
  const cards = Array.isArray(me.hand) ? me.hand.length : 0;
  const seen = (p: XanthState['players'][number]) =>
    200 * p.questsDone.length + 3 * soundness(p) - 5 * p.lostTurns;
  let rival = Number.NEGATIVE_INFINITY;
  v.players.forEach((p, i) => {
    if (i !== seat) rival = Math.max(rival, seen(p));
  });
  return seen(me) + 25 * reached + 2 * way + cards - (rival > Number.NEGATIVE_INFINITY ? rival / 2 : 0);
}
