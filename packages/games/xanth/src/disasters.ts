import { random as R, type StepContext } from '@questbox/engine';
import { type Benefit, CARD, OPTION, QUEST } from './data';
import { active, partyOut } from './party';
import { removeQuest } from './quests';
import {
  type Action,
  drawCards,
  landAttacksOutside,
  loseParty,
  openCounts,
  refill,
  resumeAfterDraw,
} from './rules';
import type { Player, Resume, Roll, RollFor, Trigger, XanthState } from './state';
import { openWindow } from './windows';

/**
 * Disasters: played at once when drawn, on all of Xanth, unless an Edit cancels them (a window for
 * every player). Wiggle Swarm and Nextwave (data `escape`) may be escaped if every player discards
 * that many cards: a window asks every player at once.
 */
type Disaster = Extract<Trigger, { on: 'disaster' }>;
type Drawn = Extract<Trigger, { on: 'drawn' }>;
const disasterOf = (card: string) => OPTION[CARD[card].options[0]] as Benefit;

/**
 * A disaster drawn by `p` with `owed` cards still to draw: it lies face up while every player may
 * cancel it with an Edit ("Cancel any event or disaster card just played"); the drawing waits.
 */
export function drawnDisaster(
  s: XanthState,
  p: Player,
  card: string,
  owed: number,
  resume: Resume,
  ctx: StepContext,
): void {
  ctx.emit({
    type: 'disaster',
    text: `${p.name} draws ${disasterOf(card).name}: a disaster (I hate it when that happens).`,
  });
  s.table.push(card);
  const on: Drawn = { on: 'drawn', card, owed, resume, cancelled: false };
  openWindow(s, on, everyone(s), ctx);
}

const everyone = (s: XanthState) => s.players.map((_, i) => i);

/** Every player has passed on the disaster: cancelled, it is discarded; else its escape is asked, or it strikes. */
export function closeDrawn(s: XanthState, on: Drawn, ctx: StepContext): void {
  const o = disasterOf(on.card);
  if (on.cancelled) {
    s.table.splice(s.table.indexOf(on.card), 1);
    s.discard.push(on.card);
    ctx.emit({ type: 'edit', text: `An Edit cancels ${o.name}.` });
    drawOwed(s, on.resume, on.owed, ctx);
    return;
  }
  // Hand sizes are public: when a hand is too small the escape cannot happen, and nobody is asked.
  if (o.escape !== undefined && s.players.every((x) => x.hand.length >= o.escape!)) {
    const pledging: Disaster = { on: 'disaster', card: on.card, owed: on.owed, resume: on.resume };
    openWindow(s, pledging, everyone(s), ctx);
    return;
  }
  s.table.splice(s.table.indexOf(on.card), 1);
  strikeAndDraw(s, on.card, on.resume, on.owed, ctx);
}

/** `seat` lays the cards he would discard face down, until every player has answered. */
export function pledge(s: XanthState, seat: number, cards: string[]): void {
  const hand = s.players[seat].hand;
  for (const c of cards) hand.splice(hand.indexOf(c), 1);
  s.pledges[seat].push(...cards);
}

/** Every way `seat` may pledge the escape's discards (each set of cards once), or pass (refuse). */
export function escapeActions(s: XanthState, seat: number, on: Disaster): Action[] {
  const need = disasterOf(on.card).escape ?? 0;
  const out: Action[] = [{ type: 'pass' }];
  for (const cards of choose([...s.players[seat].hand].sort(), need)) out.push({ type: 'escape', cards });
  return out;
}

/** Every set of `k` of `items`, in lexicographic order of their positions (no intermediate arrays). */
function choose(items: string[], k: number): string[][] {
  const out: string[][] = [];
  if (k > items.length) return out;
  const at = Array.from({ length: k }, (_, i) => i);
  for (;;) {
    const set = new Array<string>(k);
    for (let i = 0; i < k; i++) set[i] = items[at[i]];
    out.push(set);
    // The rightmost position that can still move right moves one; those after it follow it.
    let i = k - 1;
    while (i >= 0 && at[i] === items.length - k + i) i--;
    if (i < 0) return out;
    at[i]++;
    for (let j = i + 1; j < k; j++) at[j] = at[j - 1] + 1;
  }
}

/** Every player has answered: all pledged, the cards go and all avoid it; otherwise it strikes. */
export function closeDisaster(s: XanthState, on: Disaster, ctx: StepContext): void {
  s.table.splice(s.table.indexOf(on.card), 1);
  const name = disasterOf(on.card).name;
  const all = s.pledges.every((x) => x.length > 0);
  // All pledged: the cards are discarded; else each pledge goes back to its hand unseen.
  s.pledges.forEach((cards, i) => {
    (all ? s.discard : s.players[i].hand).push(...cards.splice(0));
  });
  if (!all) {
    strikeAndDraw(s, on.card, on.resume, on.owed, ctx);
    return;
  }
  ctx.emit({ type: 'escape', text: `Every player discards: all of Xanth avoids the ${name}.` });
  s.discard.push(on.card);
  drawOwed(s, on.resume, on.owed, ctx);
}

/**
 * The disaster strikes and goes to the discard pile; then the drawing goes on. A Wiggle Swarm's
 * rolls wait in roll windows first (its counts, then its attacks), and the drawing goes on after.
 */
function strikeAndDraw(s: XanthState, card: string, resume: Resume, owed: number, ctx: StepContext): void {
  if (disasterOf(card).effect === 'wiggle-swarm') {
    s.discard.push(card);
    ctx.emit({ type: 'disaster', text: `${disasterOf(card).name} strikes all of Xanth.` });
    const targets = s.players.flatMap((p, seat) =>
      p.party.filter(active).map((m) => ({ member: m.id, seat })),
    );
    openCounts(s, targets, '1-6', { kind: 'swarm-count', resume, owed }, ctx);
    return;
  }
  fromDisaster(s, card, ctx);
  s.discard.push(card);
  if (s.phase.kind === 'over') return;
  drawOwed(s, resume, owed, ctx);
}

/**
 * The End refills to the hand size (the hand may have changed); elsewhere the cards owed are drawn
 * (none in the Monaural encounter draw, which turns its cards up on the table).
 */
function drawOwed(s: XanthState, resume: Resume, owed: number, ctx: StepContext): void {
  const n = resume.kind === 'end' ? refill(s.players[s.seat]) : owed;
  if (drawCards(s, s.players[s.seat], n, ctx, resume)) return;
  resumeAfterDraw(s, resume, ctx);
}

/** A Wiggle Swarm's attacks land as they now stand; every party wholly out is lost; then the drawing goes on. */
export function swarmAfterRolls(
  s: XanthState,
  f: Extract<RollFor, { kind: 'swarm' }>,
  rolls: Roll[],
  ctx: StepContext,
): void {
  for (const [seat, p] of s.players.entries()) {
    landAttacksOutside(
      p,
      rolls.filter((r) => r.seat === seat),
      ctx,
    );
    if (p.party.length > 0 && partyOut(p)) loseParty(s, seat, ctx);
  }
  if (s.phase.kind === 'over') return;
  drawOwed(s, f.resume, f.owed, ctx);
}

/** The disaster strikes all of Xanth (Wiggle Swarm apart: `strikeAndDraw`). */
export function fromDisaster(s: XanthState, card: string, ctx: StepContext): void {
  const o = disasterOf(card);
  switch (o.effect) {
    case 'deja-vu':
      for (const p of s.players) if (p.party.length > 0) p.at = p.origin;
      break;
    case 'major-rewrite': {
      // Each player is dealt as many as he held, "on the last leg", an escortee already with him.
      const held = s.players.map((p) => p.quest.length);
      const qs = s.players.flatMap((p, i) => Array.from({ length: held[i] }, () => removeQuest(p, 0)));
      R.shuffle(s.rng, qs);
      for (const [i, p] of s.players.entries())
        for (const q of qs.splice(0, held[i])) {
          const quest = QUEST[q];
          p.quest.push(q);
          p.progress.push({ toStart: false, reached: quest.goals.slice(0, -1) });
          if (quest.escortee) p.escorts.push({ quest: q, actor: quest.escortee.actor, at: null });
        }
      break;
    }
    case 'new-deal':
      for (const p of s.players) s.discard.push(...p.hand.splice(0));
      for (const p of s.players) drawCards(s, p, 5, ctx, null);
      break;
    case 'nextwave':
      s.nextwave = true;
      break;
    case 'xanth-quake':
      s.deck.push(...s.discard.splice(0));
      if (s.armchair.length > 0) s.deck.push(s.armchair.pop()!);
      R.shuffle(s.rng, s.deck);
      break;
  }
  ctx.emit({ type: 'disaster', text: `${o.name} strikes all of Xanth.` });
}
