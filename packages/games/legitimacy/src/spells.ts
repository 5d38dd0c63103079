import { pushFrame, random, reactionWindow, type StepContext } from '@questbox/engine';
import type { Action, Effect } from './actions';
import { distance, isShared } from './board';
import { CARDS, cardName, POTATO } from './cards';
import { takeFrom, turnEvil, turnGood } from './moves';
import { boardOf, type Cast, type FrameData, type LegState, type PickPurpose, seatName } from './state';
import { cardCount, creaturesOf, discardable, hasPotato, magicRange, opponents, petOf } from './stats';
import { legitimacyZones } from './zones';

/** What the Genie's Wish can do: any other spell's effect at unlimited range. */
const WISHES: Effect[] = [
  'fly',
  'steal-table',
  'swap-pets',
  'eye',
  'take-creature',
  'reaper',
  'cut-to-five',
  'philter',
  'inspiration',
  'miss-turn',
  'wish-dispel',
];
/** Effects that help their target: no assault, no alignment change. */
const HELPFUL = new Set<Effect>(['dispel', 'wish-dispel', 'tea']);
const CURSE: Effect[] = ['curse'];

/** Card picks of each purpose, from the victim's cards. */
export function pickOptions(
  state: LegState,
  purpose: PickPurpose,
  chooser: number,
  victim: number,
): string[] {
  const v = state.players[victim];
  // A Potato holder is touched only by magic that removes the Potato.
  if (purpose !== 'loot' && hasPotato(v))
    return purpose === 'tea' || purpose === 'dispel' || purpose === 'reaper' ? [POTATO] : [];
  const table = v.table;
  switch (purpose) {
    case 'loot':
    case 'steal-table':
      return table.filter((c) => CARDS[c].kind !== 'character' && CARDS[c].kind !== 'pet');
    case 'steal-jewel':
      return table.filter((c) => CARDS[c].kind === 'jewel');
    case 'steal-object':
      return table.filter((c) => CARDS[c].kind === 'object');
    case 'take-creature':
      return creaturesOf(v);
    case 'dispel':
      return table.filter((c) => CARDS[c].kind === 'cursed');
    case 'wish-dispel':
      return table.filter((c) => c === 'treasure-chest' || c === 'wooden-leg');
    case 'tea':
      return [...table.filter((c) => CARDS[c].kind === 'cursed'), ...v.markers];
    case 'reaper': {
      const own = table.filter((c) => CARDS[c].kind !== 'character');
      return chooser === victim ? [...own, ...v.hand] : own;
    }
    case 'eye':
      return v.hand.slice();
  }
}

/** A hand card taken blind: Grim Reaper on an opponent, or the spoils of a fight. */
export function mayPickHand(state: LegState, purpose: PickPurpose, chooser: number, victim: number): boolean {
  if (state.players[victim].hand.length === 0) return false;
  if (purpose === 'loot') return true;
  return purpose === 'reaper' && chooser !== victim && !hasPotato(state.players[victim]);
}

function hasPick(state: LegState, purpose: PickPurpose, caster: number, victim: number): boolean {
  return (
    pickOptions(state, purpose, caster, victim).length > 0 || mayPickHand(state, purpose, caster, victim)
  );
}

/** May `caster` aim `effect` at `target` now (ignoring range, which a roll settles)? */
function targetOk(state: LegState, caster: number, effect: Effect, target: number, card: string): boolean {
  const me = state.players[caster];
  const t = state.players[target];
  const self = caster === target;
  if (!self && !HELPFUL.has(effect) && state.turn.assaulted.includes(target)) return false;
  // Cursed objects are not Magic Spells: the Potato neither stops casting them nor shields from them.
  if (effect === 'curse') return card === POTATO ? !hasPotato(t) : !self;
  if (hasPotato(me)) return self && (effect === 'tea' || effect === 'dispel' || effect === 'reaper');
  if (!self && hasPotato(t) && effect !== 'dispel' && effect !== 'reaper') return false;
  switch (effect) {
    case 'fly':
      return !self || me.beloved === null;
    case 'steal-table':
    case 'steal-jewel':
    case 'steal-object':
    case 'take-creature':
    case 'eye':
      return !self && hasPick(state, effect, caster, target);
    case 'swap-pets':
      return !self && petOf(me) !== undefined && petOf(t) !== undefined;
    case 'dispel':
    case 'wish-dispel':
      return hasPick(state, effect, caster, target);
    case 'tea':
      // On your own turn: lift an unwanted card from yourself, or break another player's Love Philter.
      return self
        ? hasPick(state, 'tea', caster, target)
        : t.beloved !== null && t.markers.includes('love-philter');
    case 'reaper':
      return hasPick(state, 'reaper', caster, target);
    case 'cut-to-five':
    case 'philter':
    case 'miss-turn':
      return !self;
    case 'inspiration':
      return !t.good;
    default:
      return false;
  }
}

/** Every cast `seat` may start on its own turn: spells, creatures used as spells, cursed objects. */
export function castOptions(state: LegState, seat: number, out: Action[]): void {
  const p = state.players[seat];
  for (const card of p.hand) castsOf(state, seat, card, false, out);
  for (const card of p.table) castsOf(state, seat, card, true, out);
}

function castsOf(state: LegState, seat: number, card: string, fromTable: boolean, out: Action[]): void {
  const c = CARDS[card];
  let effects: Effect[];
  if (c.kind === 'cursed') {
    if (fromTable) return;
    effects = CURSE;
  } else if (!c.spell || (fromTable && c.kind !== 'creature')) return;
  else if (c.alignment === 'good' && !state.players[seat].good)
    return; // Evil players may not use Good creatures' magic
  else if (c.spell === 'codpiece' || c.spell === 'escape')
    return; // answers only, never cast on one's turn
  else effects = c.spell === 'wish' ? WISHES : [c.spell];
  for (const effect of effects) {
    for (let target = 0; target < state.seatCount; target++) {
      if (targetOk(state, seat, effect, target, card)) out.push({ t: 'cast', card, spell: effect, target });
    }
  }
}

/**
 * Casts a player may make out of turn, in their answer window ("players may cast Magic Spell Cards
 * upon themselves at any time"): spells on themselves, and Herbal Tea to break a Love Philter
 * ("at any time, by the victim or by another player"). Flying away is not among them while an
 * attack waits: only Run Away escapes a declared attack.
 */
export function outOfTurnCasts(state: LegState, seat: number, attacked: boolean, out: Action[]): void {
  const all: Action[] = [];
  castOptions(state, seat, all);
  for (const a of all) {
    if (a.t !== 'cast') continue;
    if (a.spell === 'curse') continue;
    if (a.target === seat ? attacked && a.spell === 'fly' : a.spell !== 'tea') continue;
    out.push(a);
  }
}

export function isCastLegal(state: LegState, seat: number, a: Extract<Action, { t: 'cast' }>): boolean {
  const out: Action[] = [];
  castOptions(state, seat, out);
  return out.some((o) => o.t === 'cast' && o.card === a.card && o.spell === a.spell && o.target === a.target);
}

/** Starts a cast: pays the card, settles the assault and alignment, rolls the range, opens the answer window. */
export function startCast(
  state: LegState,
  seat: number,
  a: Extract<Action, { t: 'cast' }>,
  ctx: StepContext,
): void {
  const me = state.players[seat];
  const fromHand = takeFrom(me.hand, a.card);
  if (!fromHand) takeFrom(me.table, a.card);
  state.inPlay.push(a.card);
  const victim = state.players[a.target];
  const self = seat === a.target;
  const what =
    a.spell === 'curse'
      ? cardName(a.card)
      : CARDS[a.card].spell === 'wish'
        ? `the Genie's Wish (${a.spell})`
        : cardName(a.card);
  ctx.emit({
    type: 'cast',
    text: `${seatName(state, seat)} casts ${what} on ${self ? 'themselves' : seatName(state, a.target)}.`,
  });
  if (!self && !HELPFUL.has(a.spell)) {
    state.turn.assaulted.push(a.target);
    const kindGift = a.card === 'treasure-chest' && me.good;
    if (victim.good && !kindGift && a.spell !== 'inspiration') turnEvil(state, seat, ctx);
  }
  if (!self && CARDS[a.card].spell !== 'wish') {
    const roll = random.die(state.rng);
    const fairyOrImp = fromHand && (a.card === 'fairy' || a.card === 'imp');
    const reach = roll + magicRange(me, fairyOrImp ? a.card : undefined);
    const far = distance(boardOf(state), me.spot, victim.spot);
    ctx.emit({
      type: 'die',
      text: `Magic range: rolled ${roll}, reach ${reach}; the target is ${far} spots away.`,
    });
    if (far > reach) {
      takeFrom(state.inPlay, a.card);
      state.discard.push(a.card);
      ctx.emit({ type: 'fizzle', text: `${what} falls short and is spent.` });
      return;
    }
  }
  const cast: Cast = { card: a.card, spell: a.spell, caster: seat, victim: a.target };
  if (!self && !hasPotato(victim)) {
    // Every target the rule allows to answer gets the window, holder or not: waiting tells nothing.
    pushFrame(
      state.frames,
      reactionWindow('react-spell', `${what} is cast at you: answer it or let it work`, [a.target], {
        kind: 'react-spell',
        cast,
      } as FrameData),
    );
    return;
  }
  resolveCast(state, cast, ctx);
}

/** The victim's answers to a spell: the Royal Codpiece (in hand or worn) and Herbal Tea. */
export function spellAnswers(state: LegState, seat: number, out: Action[]): void {
  const p = state.players[seat];
  for (const c of p.hand) {
    if (c === 'royal-codpiece') out.push({ t: 'codpiece', card: c });
    if (c === 'herbal-tea') out.push({ t: 'tea', card: c });
  }
  if (p.table.includes('royal-codpiece')) out.push({ t: 'codpiece', card: 'royal-codpiece' });
}

export function answerSpell(state: LegState, seat: number, a: Action, cast: Cast, ctx: StepContext): void {
  const p = state.players[seat];
  if (a.t === 'pass') {
    resolveCast(state, cast, ctx);
    return;
  }
  const answer = a.t === 'codpiece' || a.t === 'tea' ? a.card : '';
  if (!takeFrom(p.hand, answer)) takeFrom(p.table, answer);
  state.discard.push(answer);
  if (a.t === 'tea') {
    takeFrom(state.inPlay, cast.card);
    state.discard.push(cast.card);
    ctx.emit({
      type: 'block',
      text: `${seatName(state, seat)} drinks Herbal Tea: ${cardName(cast.card)} has no effect.`,
    });
    return;
  }
  ctx.emit({
    type: 'rebound',
    text: `${seatName(state, seat)} presents the Royal Codpiece: the spell rebounds on ${seatName(state, cast.caster)}.`,
  });
  resolveCast(state, { ...cast, caster: cast.victim, victim: cast.caster, rebounded: true }, ctx);
}

/** Applies a cast that got through. Choices (a spot, a card, a beloved) become frames for the caster. */
export function resolveCast(state: LegState, cast: Cast, ctx: StepContext): void {
  const { caster, victim, card } = cast;
  const v = state.players[victim];
  takeFrom(state.inPlay, card);
  const effect = cast.spell;
  if (effect === 'curse') {
    v.table.push(card);
    ctx.emit({ type: 'curse', text: `${cardName(card)} is placed on ${seatName(state, victim)}.` });
    return;
  }
  if (effect === 'philter') {
    state.inPlay.push(card);
    if (state.seatCount === 2) {
      fallInLove(state, victim, caster, card, ctx);
      return;
    }
    state.frames.push({
      kind: 'lover',
      prompt: 'Choose who falls in love with whom: name the beloved',
      waiting: [caster],
      data: { kind: 'lover', chooser: caster, victim, card },
    });
    return;
  }
  if (effect === 'miss-turn') {
    if (card === 'call-of-nature') v.markers.push(card);
    else state.discard.push(card);
    v.missTurns++;
    state.extraTurns.push(caster);
    ctx.emit({
      type: 'miss-turn',
      text: `${seatName(state, victim)} will miss a turn; ${seatName(state, caster)} takes an extra turn after this one.`,
    });
    return;
  }
  if (card === 'grim-reaper') state.removed.push(card);
  else state.discard.push(card);
  switch (effect) {
    case 'fly':
      state.frames.push({
        kind: 'fly',
        prompt: `Choose where ${caster === victim ? 'you fly' : `${seatName(state, victim)} is flown`}`,
        waiting: [caster],
        data: { kind: 'fly', chooser: caster, mover: victim },
      });
      return;
    case 'swap-pets': {
      const mine = petOf(state.players[caster]);
      const theirs = petOf(v);
      if (!mine || !theirs) return;
      const me = state.players[caster];
      me.table[me.table.indexOf(mine)] = theirs;
      v.table[v.table.indexOf(theirs)] = mine;
      ctx.emit({
        type: 'swap-pets',
        text: `${seatName(state, caster)} and ${seatName(state, victim)} swap pets: ${cardName(mine)} for ${cardName(theirs)}.`,
      });
      return;
    }
    case 'cut-to-five':
      if (cardCount(v) > 5 && discardable(v, true).length > 0) {
        state.frames.push({
          kind: 'discard',
          prompt: 'The Pox: discard down to 5 cards',
          waiting: [victim],
          data: { kind: 'discard', seat: victim, down: 5, fiveCap: true },
        });
      }
      ctx.emit({ type: 'cut-to-five', text: `${seatName(state, victim)} catches the Pox.` });
      return;
    case 'inspiration':
      turnGood(state, victim, ctx);
      return;
    case 'steal-table':
    case 'steal-jewel':
    case 'steal-object':
    case 'take-creature':
    case 'dispel':
    case 'wish-dispel':
    case 'tea':
    case 'reaper':
    case 'eye':
      if (!hasPick(state, effect, caster, victim)) {
        ctx.emit({ type: 'nothing', text: `${seatName(state, victim)} has nothing the spell can take.` });
        return;
      }
      if (effect === 'eye') {
        // The caster now knows each card of that hand until it leaves it.
        for (const c of state.players[victim].hand)
          legitimacyZones.peek(state, caster, `players.${victim}.hand`, c);
        ctx.emit({
          type: 'eye',
          text: `${seatName(state, caster)} looks at ${seatName(state, victim)}'s hand.`,
          reveal: true,
        });
      }
      state.frames.push({
        kind: 'pick',
        prompt: pickPrompt(effect),
        waiting: [caster],
        data: { kind: 'pick', chooser: caster, victim, purpose: effect, left: 1, card },
      });
      return;
    default:
      return;
  }
}

export function pickPrompt(purpose: PickPurpose): string {
  switch (purpose) {
    case 'loot':
      return 'You won the fight: take a card from the table or one at random from the hand';
    case 'reaper':
      return 'Choose the card your victim loses for good';
    case 'eye':
      return 'Choose a card to take from this hand';
    case 'tea':
    case 'dispel':
    case 'wish-dispel':
      return 'Choose the card to remove';
    default:
      return 'Choose the card to take';
  }
}

export function fallInLove(
  state: LegState,
  victim: number,
  beloved: number,
  card: string,
  ctx: StepContext,
): void {
  const v = state.players[victim];
  const old = v.markers.indexOf('love-philter');
  if (old >= 0) state.discard.push(...v.markers.splice(old, 1));
  takeFrom(state.inPlay, card);
  // The Love Philter lies in front of its victim as a reminder; a Genie that granted it is discarded.
  if (card === 'love-philter') v.markers.push(card);
  else state.discard.push(card);
  v.beloved = beloved;
  ctx.emit({
    type: 'love',
    text: `${seatName(state, victim)} falls in love with ${seatName(state, beloved)}.`,
  });
}

/** Who may be named as the beloved. */
export function loverOptions(state: LegState, victim: number): number[] {
  return opponents(state, victim);
}

/** Free spots to fly or run to. */
export function flightSpots(state: LegState, mover: number): string[] {
  const board = boardOf(state);
  const here = state.players[mover].spot;
  const out: string[] = [];
  for (const s of board.spots) {
    if (s.id === here) continue;
    if (!isShared(s.id) && state.players.some((p) => p.spot === s.id)) continue;
    out.push(s.id);
  }
  return out;
}
