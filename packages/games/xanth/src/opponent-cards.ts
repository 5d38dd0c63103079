import type { StepContext } from '@questbox/engine';
import { ACTOR, type Benefit, BORDERS, CARD, OPTION, QUEST, REGION, WALK } from './data';
import { distinctCards } from './hand';
import { active, hasTalent, partyOut, xonked } from './party';
import { rollOk } from './reaction-cards';
import type { Action } from './rules';
import { cardOfOption, closeBeginning, loseParty, openCounts, openRolls, rollsOf } from './rules';
import type { Member, Player, Roll, Window, XanthState } from './state';

/**
 * Cards the opponents play on the mover at the Beginning of his turn, before he moves. The window
 * opens for every opponent each turn, holder or not, so waiting on it tells nobody who holds one.
 */
export const MEDDLE_EFFECTS = new Set([
  'forget-whorl',
  'true-love',
  'pressing-business',
  'mortal-wound',
  'storms-at-sea',
  'storm',
  'move-opponent',
  'aversion',
  'distraction',
  'bare-country',
  'mistaken-id',
  'as-xanth-turns',
  'see-quest',
]);

/**
 * The "Play anytime" cards an opponent plays on the mover: besides the Beginning window, in every
 * other window that already asks him about the mover's party (a hazard revealed, rolls, a combat
 * round, a flight), where offering them makes nobody wait longer. Mistaken ID and As Xanth Turns
 * change who is in the party, so they wait for a Beginning, where the party is in the middle of nothing.
 */
const ANYTIME_EFFECTS = new Set(['distraction', 'bare-country', 'see-quest']);

/** The "Play anytime" cards `seat` may play on the mover in a window other than the Beginning's. */
export function anytimeActions(s: XanthState, seat: number): Action[] {
  if (seat === s.seat) return [];
  return meddleActions(s, seat).filter(
    (a) => a.type === 'meddle' && ANYTIME_EFFECTS.has(benefit(a.option).effect),
  );
}

const benefit = (option: string) => OPTION[option] as Benefit;
const followers = (p: Player) => p.party.slice(1);

/** The Chair Actors a meddling card may name, or null when it names none. */
function memberTargets(p: Player, effect: string): Member[] | null {
  switch (effect) {
    case 'pressing-business':
      return followers(p);
    case 'mortal-wound':
      return followers(p).filter(xonked);
    case 'distraction':
      return p.party.filter(active);
    default:
      return null;
  }
}

/** Can the card be played on the mover now (beyond naming a target)? */
function fits(p: Player, effect: string, name: string): boolean {
  const atC = REGION[p.at].kind === 'c-area';
  switch (effect) {
    case 'forget-whorl':
    case 'true-love':
      return effect === 'true-love' || followers(p).length > 0;
    case 'storms-at-sea':
      return atC && shore(p).length > 0;
    case 'move-opponent':
      // Chem Centaur's Map Projection: "not affected by Lost or D-Tour events".
      return p.driver === null && !(name !== 'Confusion Spell' && hasTalent(p, 'chem-centaur'));
    default:
      return true;
  }
}

/** The Coastly regions a party at C can go ashore to. */
export function shore(p: Player): string[] {
  return WALK.out[WALK.index[p.at]].map((n) => WALK.ids[n]).filter((r) => REGION[r].kind !== 'c-area');
}

/** Regions within two borders of the party, which an Aversion Spell may close to it. */
export function nearby(p: Player): string[] {
  const d = BORDERS.dist[BORDERS.index[p.at]];
  return BORDERS.ids.filter((r, i) => d[i] >= 1 && d[i] <= 2 && !p.averted.includes(r));
}

/** What `seat` may play on the mover in the Beginning window: each card with each target, or pass. */
export function meddleActions(s: XanthState, seat: number): Action[] {
  const p = s.players[s.seat];
  const me = s.players[seat];
  const out: Action[] = [{ type: 'pass' }];
  for (const card of distinctCards(me.hand)) {
    for (const option of CARD[card]?.options ?? []) {
      const o = OPTION[option];
      if (o.class === 'hazard' || o.class === 'disaster' || o.class === 'object') continue;
      const e = o.effect;
      if (!MEDDLE_EFFECTS.has(e) || !fits(p, e, o.name)) continue;
      if (e === 'aversion') {
        for (const region of nearby(p)) out.push({ type: 'meddle', card, option, region });
        continue;
      }
      if (e === 'as-xanth-turns') {
        // Left or right: the same way round when there are only two seats.
        for (const of of s.seats > 2 ? [1, -1] : [1]) out.push({ type: 'meddle', card, option, of });
        continue;
      }
      if (e === 'see-quest') {
        for (const [of, other] of s.players.entries())
          if (of !== seat && other.quest.length > 0) out.push({ type: 'meddle', card, option, of });
        continue;
      }
      if (e === 'mistaken-id') {
        for (const mine of followers(me))
          for (const theirs of followers(p))
            out.push({ type: 'meddle', card, option, member: theirs.id, mine: mine.id });
        continue;
      }
      const targets = memberTargets(p, e);
      if (targets) for (const m of targets) out.push({ type: 'meddle', card, option, member: m.id });
      else out.push({ type: 'meddle', card, option });
    }
  }
  return out;
}

type Meddle = Extract<Action, { type: 'meddle' }>;

/** A card played on the mover in the window takes effect: at once, or by opening the mover's own choice. */
export function playMeddle(s: XanthState, seat: number, a: Meddle, ctx: StepContext): void {
  const p = s.players[s.seat];
  const me = s.players[seat];
  const o = benefit(a.option);
  const named = a.member ? ` on ${ACTOR[a.member].name}` : a.region ? `: ${REGION[a.region].name}` : '';
  ctx.emit({ type: 'meddle', text: `${me.name} plays ${o.name} on ${p.name}'s party${named}.` });
  const decided = s.phase.kind === 'window' ? s.phase.decided : [];
  switch (o.effect) {
    case 'forget-whorl':
      p.skipTurn = true;
      s.phase = { kind: 'part', option: a.option, by: seat, chooser: s.seat, decided };
      return;
    case 'true-love':
      s.phase = { kind: 'part', option: a.option, by: seat, chooser: s.seat, decided };
      return;
    case 'pressing-business':
      leave(s, p, a.member!, false, ctx);
      return;
    case 'mortal-wound':
      leave(s, p, a.member!, true, ctx);
      return;
    case 'storms-at-sea':
      p.ashore = true;
      return;
    case 'storm':
      if (REGION[p.at].kind === 'c-area') braveStorm(s, p, a.option, [], ctx);
      else s.phase = { kind: 'storm', option: a.option, by: seat, decided };
      return;
    case 'move-opponent':
      p.driver = { seat, walkOnly: o.walkOnly ?? false };
      return;
    case 'aversion':
      p.averted.push(a.region!);
      return;
    case 'distraction':
      p.party.find((m) => m.id === a.member)!.distracted = true;
      return;
    case 'bare-country':
      bareCountry(s, p, ctx);
      return;
    case 'mistaken-id':
      swapFollowers(me, a.mine!, p, a.member!, ctx);
      return;
    case 'as-xanth-turns':
      xanthTurns(s, a.of!, ctx);
      return;
    case 'see-quest': {
      const other = s.players[a.of!];
      ctx.emit({
        type: 'peek',
        text: `${other.name}'s Quest: ${other.quest.map((q) => QUEST[q].name).join('; ')}.`,
        to: [seat],
        reveal: true,
      });
      return;
    }
  }
}

/**
 * As Xanth Turns: every player leaves his cards behind and takes over the place of the player `dir`
 * seats round: his party, hand, Objects, Quest and token, picking up where that player left off.
 * The Quests already fulfilled stay with the players who fulfilled them.
 */
function xanthTurns(s: XanthState, dir: number, ctx: StepContext): void {
  const n = s.seats;
  const places = s.players.map(({ name, questsDone, ...place }) => place);
  s.players = s.players.map((p, i) => ({
    ...places[(i + dir + n) % n],
    name: p.name,
    questsDone: p.questsDone,
  }));
  ctx.emit({
    type: 'turns',
    text: `As Xanth Turns: every player moves one seat ${dir > 0 ? 'on' : 'back'}.`,
  });
}

/** The Chair Actors the chooser may send away (Forget Whorl: a follow-traveler; True Love: anyone). */
export function partActions(s: XanthState): Action[] {
  if (s.phase.kind !== 'part') return [];
  const p = s.players[s.seat];
  const list = benefit(s.phase.option).effect === 'true-love' ? p.party : followers(p);
  return list.map((m) => ({ type: 'part' as const, member: m.id }));
}

/** A Chair Actor leaves the party: to the bottom of the Armchair Actors Deck, or out of the game. */
export function leave(s: XanthState, p: Player, id: string, removed: boolean, ctx: StepContext): void {
  const m = p.party.find((x) => x.id === id)!;
  p.party.splice(p.party.indexOf(m), 1);
  for (const opt of m.objects) {
    const card = cardOfOption(opt);
    p.objects.splice(p.objects.indexOf(card), 1);
    s.discard.push(card);
  }
  if (removed) s.removed.push(id);
  else s.armchair.unshift(id);
  ctx.emit({ type: 'leave', text: `${ACTOR[id].name} leaves ${p.name}'s party.` });
  if (p.party.length === 0 || partyOut(p)) loseParty(s, s.seat, ctx);
}

/**
 * Exposed to a storm: each active Chair Actor takes its attacks, counted then rolled, each roll
 * waiting in a roll window; then the Beginning window goes on, `decided` as it stood.
 */
export function braveStorm(
  s: XanthState,
  p: Player,
  option: string,
  decided: number[],
  ctx: StepContext,
): void {
  const members = p.party.filter(active).map((m) => ({ member: m.id }));
  openCounts(s, members, benefit(option).attacks, { kind: 'storm-count', option, decided }, ctx);
}

/** Bare Country: each active Chair Actor faces a Hazard 1; the rolls stay open in a window first. */
export function bareCountry(s: XanthState, p: Player, ctx: StepContext): void {
  const back = s.phase as Window;
  openRolls(s, rollsOf(s, p, p.party.filter(active), 1, ctx), { kind: 'bare-country', back }, ctx);
}

/**
 * Bare Country's rolls count: who failed, or is Xonked Out and could not roll, loses everything he
 * carries; then the Beginning window goes on, everybody deciding again.
 */
export function bareCountryAfterRolls(
  s: XanthState,
  p: Player,
  back: Window,
  rolls: Roll[],
  ctx: StepContext,
): void {
  for (const m of p.party) {
    if (rolls.some((r) => r.member === m.id && rollOk(r))) continue;
    for (const opt of m.objects.splice(0)) {
      const card = cardOfOption(opt);
      p.objects.splice(p.objects.indexOf(card), 1);
      s.discard.push(card);
    }
  }
  back.decided = [];
  s.phase = back;
  // Held against a Monaural or Stereo player, it struck in a Beginning that asks nobody: it goes on.
  if (back.who.length === 0) closeBeginning(s, ctx);
}

/** Mistaken ID: two follow-travelers change parties, each with what he carries. */
function swapFollowers(a: Player, mine: string, b: Player, theirs: string, ctx: StepContext): void {
  const i = a.party.findIndex((m) => m.id === mine);
  const j = b.party.findIndex((m) => m.id === theirs);
  const x = a.party[i];
  const y = b.party[j];
  a.party[i] = y;
  b.party[j] = x;
  for (const opt of x.objects) moveCard(a.objects, b.objects, cardOfOption(opt));
  for (const opt of y.objects) moveCard(b.objects, a.objects, cardOfOption(opt));
  ctx.emit({ type: 'swap', text: `${ACTOR[mine].name} and ${ACTOR[theirs].name} change parties.` });
}

function moveCard(from: string[], to: string[], card: string): void {
  from.splice(from.indexOf(card), 1);
  to.push(card);
}
