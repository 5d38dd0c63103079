import { random as R, type StepContext } from '@questbox/engine';
import { type Benefit, CARD, OPTION } from './data';
import { distinctCards } from './hand';
import { recordRolls, recordSail } from './last-roll';
import { hasTalent, magicWorks } from './party';
import { type Action, solo } from './rules';
import type { Played, Roll, RollFor, Trigger, XanthState } from './state';

/**
 * Cards played in a reaction window: on a roll just made, on a C Movement roll, at the start of a
 * combat round, on a party about to flee, on a card just played. Each effect is found by its name.
 */
type React = Extract<Action, { type: 'react' }>;
type Effect = {
  /** The triggers it answers. */
  on: Trigger['on'][];
  /** Who may play it: the mover (on his own party), an opponent, or anyone. */
  by: 'mover' | 'opponent' | 'anyone';
  /** The rolls (by index) it may name; `mine` tells the rolls about the player's own party. */
  rolls?: (rolls: Roll[], mine: (r: Roll) => boolean, o: Benefit) => number[];
  fits?: (on: Trigger, s: XanthState) => boolean;
  apply: (s: XanthState, on: Trigger, a: React, ctx: StepContext) => void;
};

/** The roll passes: every cube at or under its number, doubles, or an odd cube (a spin or a count never does). */
export function rollOk(r: Roll): boolean {
  if (r.failed) return false;
  switch (r.test) {
    case undefined:
      return r.cubes.every((c) => c <= r.cunning);
    case 'doubles':
      return r.cubes.length > 1 && r.cubes.every((c) => c === r.cubes[0]);
    case 'odd':
      return r.cubes[0] % 2 === 1;
    case 'spin':
    case 'count':
      return false;
  }
}
/** Passing goes against the party: a Creature's roll, a plant's or a storm's attack. */
export const against = (r: Roll) => r.foe !== undefined || r.attack === true;
/** A spin only names an exit and a count only says how many: neither goes the party's way nor against it. */
const neutral = (r: Roll) => r.test === 'spin' || r.test === 'count';
/** The roll went the party's way: its own roll passed, or a roll against it failed (a neutral roll goes no way). */
export const forParty = (r: Roll) => !neutral(r) && rollOk(r) !== against(r);
/** The roll went against the party (a neutral roll goes no way). */
const againstParty = (r: Roll) => !neutral(r) && !forParty(r);
/** Made by a Chair Actor or a Creature (Murphy's Curse): not a plant's or storm's attack, a spin, a search or a call. */
const cursable = (r: Roll) => r.test === undefined && r.attack !== true;
/** Cunning rolls, which an Eye Queue Vine may raise: not attacks, Strength rolls, spins, searches or calls. */
const CUNNING = new Set<RollFor['kind']>(['hazard', 'illusion', 'leave', 'enter', 'humfrey', 'bare-country']);
const cunningRolls = (on: Trigger) => on.on === 'avoid' && CUNNING.has(on.for.kind);
const indices = (rolls: Roll[], keep: (r: Roll) => boolean) => rolls.flatMap((r, i) => (keep(r) ? [i] : []));
const reroll = (s: XanthState, r: Roll) => {
  r.cubes = r.cubes.map(() => R.die(s.rng, 6));
  r.failed = false;
};

const EFFECTS: Record<string, Effect> = {
  // "Add 1 to a Chair Actor's Cunning for one roll. Play after the roll."
  'eye-queue': {
    on: ['avoid'],
    by: 'mover',
    fits: cunningRolls,
    rolls: (rolls, mine) =>
      indices(rolls, (r) => mine(r) && !rollOk(r) && !r.failed && r.cubes.every((c) => c <= r.cunning + 1)),
    apply: (_s, on, a, ctx) => {
      const r = (on as { rolls: Roll[] }).rolls[a.roll!];
      r.cunning++;
      ctx.emit({ type: 'react', text: `An Eye Queue Vine: Cunning ${r.cunning} for that roll.` });
    },
  },
  // "Reroll all cubes of any roll you flubbed" (one card: "of any roll just made"). Cancels a Glitch.
  // The mover rerolls his own failed rolls (the "any roll" card also a roll that went against his
  // party, a spin and a count); an opponent, with the "any roll" card, a roll that went the party's way,
  // a spin or a count. A count neither passes nor fails, so no roll of it is "flubbed".
  'roll-reversal': {
    on: ['avoid', 'sail'],
    by: 'anyone',
    rolls: (rolls, mine, o) =>
      indices(rolls, (r) =>
        mine(r)
          ? o.anyRoll
            ? !forParty(r)
            : !neutral(r) && !against(r) && !rollOk(r)
          : o.anyRoll === true && !againstParty(r),
      ),
    apply: (s, on, a, ctx) => {
      if (on.on === 'sail') {
        on.cubes = on.cubes.map(() => R.die(s.rng, 6));
        ctx.emit({ type: 'die', text: `Roll Reversal: the C Movement cubes show ${on.cubes.join(', ')}.` });
        return;
      }
      const r = (on as { rolls: Roll[] }).rolls[a.roll!];
      reroll(s, r);
      ctx.emit({ type: 'die', text: `Roll Reversal: the roll is made again, ${r.cubes.join(', ')}.` });
    },
  },
  // "Cause any Chair Actor or Creature to fail the roll he just made": an opponent on a Chair Actor's
  // passed roll, the mover on a Creature's hit.
  'murphys-curse': {
    on: ['avoid'],
    by: 'anyone',
    rolls: (rolls, mine) => indices(rolls, (r) => cursable(r) && rollOk(r) && mine(r) === against(r)),
    apply: (_s, on, a, ctx) => {
      (on as { rolls: Roll[] }).rolls[a.roll!].failed = true;
      ctx.emit({ type: 'react', text: `Murphy's Curse: that roll fails.` });
    },
  },
  // "You fail your next roll automatically. Play just before an opponent rolls for any reason."
  glitch: {
    on: ['reveal'],
    by: 'opponent',
    fits: (on) => on.on === 'reveal' && !on.facing.glitch && !on.facing.surprise,
    apply: (_s, on, _a, ctx) => {
      if (on.on === 'reveal') on.facing.glitch = true;
      ctx.emit({ type: 'react', text: 'A Glitch: the party will fail its next roll.' });
    },
  },
  // "Make no movement this turn, except by Bullrushes. Play ... after he rolls for C Movement."
  becalmed: {
    on: ['sail'],
    by: 'opponent',
    fits: (on, s) => on.on === 'sail' && !on.becalmed && !s.players[s.seat].usedTurn.includes('bullrushes'),
    apply: (_s, on, _a, ctx) => {
      if (on.on === 'sail') on.becalmed = true;
      ctx.emit({ type: 'react', text: 'Becalmed: the party makes no movement this turn.' });
    },
  },
  // "You cannot flee the combat in progress until you inflict at least one more Blood Marker."
  trapped: {
    on: ['round'],
    by: 'opponent',
    fits: (on) => on.on === 'round' && !isTrapped(on.combat),
    apply: (_s, on, _a, ctx) => {
      if (on.on !== 'round') return;
      on.combat.trappedAt = foeWounds(on.combat);
      ctx.emit({ type: 'react', text: 'Trapped: the party cannot flee until it draws blood again.' });
    },
  },
  // "Retreat two regions instead of one. Play as an opponent is about to flee."
  overflight: {
    on: ['flee'],
    by: 'opponent',
    fits: (on) => on.on === 'flee' && !on.overflight,
    apply: (_s, on, _a, ctx) => {
      if (on.on === 'flee') on.overflight = true;
      ctx.emit({ type: 'react', text: 'Overflight: the fleeing party retreats two regions.' });
    },
  },
  // "The Creature pursues you. Combat continues in the region you fled to."
  'hot-pursuit': {
    on: ['flee'],
    by: 'opponent',
    fits: (on) => on.on === 'flee' && !on.pursuit,
    apply: (_s, on, _a, ctx) => {
      if (on.on === 'flee') on.pursuit = true;
      ctx.emit({ type: 'react', text: 'Hot Pursuit: the Creature follows the party.' });
    },
  },
};

/** Blood Markers on the Creatures of a combat so far. */
export function foeWounds(c: { foes: { wounds: number }[] }): number {
  return c.foes.reduce((n, f) => n + f.wounds, 0);
}

/** Trapped and no Blood Marker drawn since. */
export function isTrapped(c: { foes: { wounds: number }[]; trappedAt?: number }): boolean {
  return c.trappedAt !== undefined && foeWounds(c) <= c.trappedAt;
}

/** The options that may answer a roll (Eye Queue Vine, Roll Reversal, Murphy's Curse), each with its card. */
const ROLL_ANSWERS: Benefit[] = Object.values(OPTION).flatMap((o) =>
  o.class !== 'hazard' && EFFECTS[o.effect]?.on.includes('avoid') && EFFECTS[o.effect].rolls ? [o] : [],
);

/** The card lies where no hand can play it from: the discard pile, the table, or carried as an Object. */
function outOfHands(s: XanthState, card: string): boolean {
  return (
    s.discard.includes(card) || s.table.includes(card) || s.players.some((p) => p.objects.includes(card))
  );
}

/** Whose party a roll concerns: the mover's, unless it names another (Wiggle Swarm strikes every party). */
const ownerOf = (s: XanthState, r: Roll) => r.seat ?? s.seat;

/**
 * The rolls `seat` may play on at all: those of his own party where magic works for him, those of
 * another party while that one's player has opponents (not in Mundania, not alone).
 */
function reachable(s: XanthState, seat: number, rolls: Roll[]): Roll[] {
  return rolls.filter((r) => {
    const owner = ownerOf(s, r);
    if (owner === seat) return magicWorks(s.players[seat]);
    return !solo(s) && s.players[owner].at !== 'mundania';
  });
}

/** The indices in `rolls` of the rolls `e` lets `seat` name with option `o`. */
function namable(s: XanthState, seat: number, rolls: Roll[], e: Effect, o: Benefit): number[] {
  const open = reachable(s, seat, rolls);
  const named = e.rolls!(open, (r) => ownerOf(s, r) === seat, o);
  return named.map((i) => rolls.indexOf(open[i]));
}

/**
 * Whether the rule lets `seat` answer these rolls: a card that may name one of them is still
 * somewhere a hand may hold it. Only what the table sees counts (the rolls, the discard pile, the
 * table, the Objects), so asking or not asking tells nobody who holds what.
 */
export function mayAnswer(s: XanthState, on: Extract<Trigger, { on: 'avoid' }>, seat: number): boolean {
  const mover = seat === s.seat;
  for (const o of ROLL_ANSWERS) {
    const e = EFFECTS[o.effect];
    if ((e.by === 'mover' && !mover) || (e.by === 'opponent' && mover)) continue;
    if (e.fits?.(on, s) === false || namable(s, seat, on.rolls, e, o).length === 0) continue;
    if (!outOfHands(s, o.card)) return true;
  }
  return false;
}

/** The reaction cards `seat` may play now in a window on `on`, each with each roll it may name. */
export function reactionActions(s: XanthState, seat: number, on: Trigger): Action[] {
  const mover = seat === s.seat;
  if (mover && !magicWorks(s.players[seat]) && on.on !== 'avoid') return [];
  const out: Action[] = [];
  for (const card of distinctCards(s.players[seat].hand))
    for (const option of CARD[card]?.options ?? []) {
      const o = OPTION[option];
      if (o.class === 'hazard') continue;
      const e = EFFECTS[o.effect];
      if (!e?.on.includes(on.on)) continue;
      if ((e.by === 'mover' && !mover) || (e.by === 'opponent' && mover)) continue;
      if (e.fits?.(on, s) === false) continue;
      if (on.on === 'avoid')
        for (const roll of e.rolls ? namable(s, seat, on.rolls, e, o) : [])
          out.push({ type: 'react', card, option, roll });
      else if (mover || e.by !== 'anyone' || o.anyRoll) out.push({ type: 'react', card, option });
    }
  return out;
}

/** An Edit (on an event just played), a Used Card Salesman (on any card played or discarded), Hugo's fruit. */
export function playedActions(s: XanthState, seat: number, x: Played): Action[] {
  const out: Action[] = [{ type: 'pass' }];
  if (x.taker === null && isPlant(x) && hasTalent(s.players[seat], 'hugo')) out.push({ type: 'conjure' });
  for (const card of distinctCards(s.players[seat].hand))
    for (const option of CARD[card]?.options ?? []) {
      const o = OPTION[option];
      if (o.class === 'hazard') continue;
      if (o.effect === 'edit' && x.option && OPTION[x.option].class === 'event')
        out.push({ type: 'react', card, option });
      if (o.effect === 'used-card-salesman' && x.taker === null) out.push({ type: 'react', card, option });
    }
  return out;
}

/** An Edit on a disaster just drawn, or pass: every player, the one who drew it too. */
export function editActions(s: XanthState, seat: number): Action[] {
  const out: Action[] = [{ type: 'pass' }];
  for (const card of distinctCards(s.players[seat].hand))
    for (const option of CARD[card]?.options ?? []) {
      const o = OPTION[option];
      if (o.class !== 'hazard' && o.effect === 'edit') out.push({ type: 'react', card, option });
    }
  return out;
}

/**
 * Hugo's Conjure Fruit: "retrieve plants that other players use or discard", not plant hazards. A
 * card played as a plant, or discarded with a plant option that is not a hazard.
 */
function isPlant(x: Played): boolean {
  const options = x.option ? [x.option] : (CARD[x.card]?.options ?? []);
  return options.some((o) => OPTION[o].class === 'plant');
}

/** A reaction card's effect on what its window answers. */
export function applyReaction(s: XanthState, seat: number, on: Trigger, a: React, ctx: StepContext): void {
  const o = OPTION[a.option] as Benefit;
  ctx.emit({ type: 'play', text: `${s.players[seat].name} plays ${o.name}.` });
  if (on.on === 'played') {
    if (o.effect === 'edit') on.played.cancelled = !on.played.cancelled;
    else on.played.taker = seat;
    return;
  }
  if (on.on === 'drawn') {
    on.cancelled = !on.cancelled;
    return;
  }
  EFFECTS[o.effect].apply(s, on, a, ctx);
  if (on.on === 'avoid') recordRolls(s, on);
  else if (on.on === 'sail') recordSail(s, on);
}

/** The window on a played card closes: the card goes to its trader's hand, or to the discard pile. */
export function settlePlayed(s: XanthState, x: Played, ctx: StepContext): void {
  s.table.splice(s.table.indexOf(x.card), 1);
  if (x.cancelled) ctx.emit({ type: 'edit', text: `An Edit cancels ${OPTION[x.option!].name}.` });
  if (x.taker === null) {
    s.discard.push(x.card);
    return;
  }
  s.players[x.taker].hand.push(x.card);
  ctx.emit({ type: 'trade', text: `${s.players[x.taker].name} takes the card into his hand.` });
}
