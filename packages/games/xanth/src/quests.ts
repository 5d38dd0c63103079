import { graph, random as R } from '@questbox/engine';
import { ACTOR, QUEST, WALK } from './data';
import type { Escortee, Player, XanthState } from './state';

/** What the quest rules read of a player: his own view holds all of it. */
export type QuestHolder = Pick<Player, 'quest' | 'progress' | 'escorts' | 'needsQuest' | 'at'>;

/** How a Quest drawn starts: the token placed on its start, a walk to its start first, or its start ignored. */
export type QuestStart = 'place' | 'travel' | 'ignore';

/** The escortee of held Quest `q` once picked up (undefined: still at home). */
export function escorteeOf(p: Pick<Player, 'escorts'>, q: string): Escortee | undefined {
  return p.escorts.find((e) => e.quest === q);
}

/** The escortees travelling with the party: they walk with it and hold it to the slowest walker. */
export function travelling(p: Pick<Player, 'escorts'>): Escortee[] {
  return p.escorts.filter((e) => e.at === null);
}

/**
 * The regions held Quest `i` needs next: its start first; then a Journey's unvisited goals, the
 * next goal of the others; an escortee is picked up at his home (or where the party left him) before
 * his destination counts.
 */
export function questTargets(p: QuestHolder, i: number): string[] {
  const quest = QUEST[p.quest[i]];
  const prog = p.progress[i];
  if (!quest || !prog) return [];
  if (prog.toStart) return [quest.start];
  if (quest.escortee) {
    const e = escorteeOf(p, quest.id);
    if (!e) return [quest.escortee.from];
    if (e.at !== null) return [e.at];
  }
  if (quest.kind === 'journey') return quest.goals.filter((g) => !prog.reached.includes(g));
  const next = quest.goals[prog.reached.length];
  return next ? [next] : [];
}

/** Every region a held Quest needs next (Humfrey's Castle while looking for a new Quest). */
export function goalsOf(p: QuestHolder): string[] {
  if (p.needsQuest) return ['humfrey'];
  return p.quest.flatMap((_, i) => questTargets(p, i));
}

/** The nearest of those goals by the paths (the first held on a tie): where the party heads. */
export function nextGoal(p: QuestHolder): string | null {
  let best: string | null = null;
  let bestDistance = Infinity;
  for (const g of goalsOf(p)) {
    const d = graph.distance(WALK, p.at, g);
    if (best === null || d < bestDistance) {
      best = g;
      bestDistance = d;
    }
  }
  return best;
}

/** True when ending the turn in the party's region fulfils held Quest `i`: its last goal lies here. */
export function fulfilsHere(p: QuestHolder, i: number): boolean {
  const quest = QUEST[p.quest[i]];
  const prog = p.progress[i];
  if (!quest || !prog || prog.toStart || quest.goals.length === 0) return false;
  if (quest.escortee && escorteeOf(p, quest.id)?.at !== null) return false;
  const left = quest.goals.filter((g, k) =>
    quest.kind === 'journey' ? !prog.reached.includes(g) : k >= prog.reached.length,
  );
  return left.length === 1 && left[0] === p.at;
}

/**
 * At the End: held Quest `i` takes what the party's region gives it (its start, a goal, the
 * escortee). Returns the words for the table when the escortee joins, and whether it is fulfilled.
 */
export function advanceQuest(p: Player, i: number): { joined: string | null; done: boolean } {
  const quest = QUEST[p.quest[i]];
  const prog = p.progress[i];
  let joined: string | null = null;
  if (prog.toStart) {
    if (p.at !== quest.start) return { joined, done: false };
    prog.toStart = false;
  }
  const e = quest.escortee;
  if (e) {
    const with_ = escorteeOf(p, quest.id);
    if (!with_ && p.at === e.from) {
      p.escorts.push({ quest: quest.id, actor: e.actor, at: null });
      joined = `${ACTOR[e.actor].name} joins ${p.name}'s party, to be escorted.`;
    } else if (with_ && with_.at === p.at) {
      with_.at = null;
      joined = `${ACTOR[e.actor].name} travels with ${p.name}'s party again.`;
    }
    if (escorteeOf(p, quest.id)?.at !== null) return { joined, done: false };
  }
  if (quest.kind === 'journey') {
    if (quest.goals.includes(p.at) && !prog.reached.includes(p.at)) prog.reached.push(p.at);
  } else if (quest.goals[prog.reached.length] === p.at) prog.reached.push(p.at);
  return { joined, done: quest.goals.length > 0 && prog.reached.length >= quest.goals.length };
}

/** Held Quest `i` leaves the player (fulfilled, discarded or taken over): its progress and escortee too. */
export function removeQuest(p: Player, i: number): string {
  const [q] = p.quest.splice(i, 1);
  p.progress.splice(i, 1);
  p.escorts = p.escorts.filter((e) => e.quest !== q);
  return q;
}

/** Draws a Quest card for `p` (reshuffling the discards when the deck is out); null when none is left. */
export function drawQuest(s: XanthState, p: Player, start: QuestStart): string | null {
  if (s.questDeck.length === 0) {
    s.questDeck.push(...s.questDiscard.splice(0));
    R.shuffle(s.rng, s.questDeck);
  }
  const q = s.questDeck.pop();
  if (!q) return null;
  p.quest.push(q);
  p.progress.push({ toStart: start === 'travel', reached: [] });
  if (start === 'place') p.at = QUEST[q].start;
  return q;
}

/** Every held Quest to the discard pile: its escortees go home (a later holder picks them up there). */
export function discardQuests(s: XanthState, p: Player): void {
  while (p.quest.length > 0) s.questDiscard.push(removeQuest(p, 0));
}

/**
 * A flight: the escortees, who cannot fight, stay where the combat was ("the Chair Actor being
 * escorted stays where he is until you arrive in that region").
 */
export function leaveEscorteesBehind(p: Player): string[] {
  const left: string[] = [];
  for (const e of travelling(p)) {
    e.at = p.at;
    left.push(ACTOR[e.actor].name);
  }
  return left;
}

/** The party wholly Xonked Out: its escortees go back home, to be picked up there again. */
export function escorteesGoHome(p: Player): string[] {
  const gone = p.escorts.map((e) => ACTOR[e.actor].name);
  p.escorts = [];
  return gone;
}

/**
 * The Question Quest: `taker` takes over one of `other`'s Quests, the one his blind pick finds,
 * with how far it is ("Simply finish the Quest"); an escortee picked up stays where he is.
 */
export function takeOverQuest(s: XanthState, taker: Player, other: Player): string {
  const open = other.quest.map((q, i) => ({ q, i })).filter(({ q }) => q !== 'question-quest');
  const { i } = open[R.int(s.rng, open.length)];
  const e = escorteeOf(other, other.quest[i]);
  const prog = other.progress[i];
  const q = removeQuest(other, i);
  taker.quest.push(q);
  taker.progress.push({ toStart: false, reached: prog.reached.slice() });
  if (e) taker.escorts.push({ ...e, at: e.at ?? other.at });
  return q;
}
