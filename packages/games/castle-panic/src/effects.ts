import type { StepContext } from '@questbox/engine';
import type { Action, Play } from './actions';
import { ask } from './ask';
import { setOnFire } from './board';
import { CARD_RULES } from './cards';
import { target } from './cards/rule';
import { CARDS } from './data';
import { monsterName, say } from './log';
import { CASTLE, ccw, FOREST, type Mods, type Monster, type State } from './model';
import { damage, type Source, slay } from './monsters';
import { discard, drawCastle, takeFromHand } from './piles';
import { applyMods, comboOptions } from './plays';
import { type HitSpec, isHitCard, MODIFIERS, specOf } from './targets';

/** Knock Back: one ring outward, or one space counter-clockwise in the Castle ring. */
function knockBack(m: Monster): void {
  if (m.ring === CASTLE) m.arc = ccw(m.arc);
  else if (m.ring > FOREST) m.ring--;
}

/**
 * A hit card lands, with its modifiers. Berserk draws for the turn player's hits. With Double
 * Strike, `card` (the hit card, first strike only) may strike again, with modifiers of its own.
 * `_spec`, the card as it counts, is what the modifiers already made of it (the damage does not
 * depend on it).
 */
function resolveHit(
  st: State,
  ctx: StepContext,
  seat: number,
  _spec: HitSpec,
  mods: Mods,
  id: number,
  isCard = true,
  card?: number,
): void {
  const m = target(st, id);
  const src: Source = { kind: 'hit', seat };
  const name = monsterName(m);
  const k = mods.keys;
  let alive: boolean;
  if (k.includes('niceShot')) {
    say(ctx, 'slay', `${name} is slain by a Nice Shot.`);
    slay(st, m, src);
    alive = false;
  } else {
    const n = k.includes('enchanted') ? 3 : 1;
    alive = !damage(st, m, n, src);
    say(ctx, alive ? 'damage' : 'slay', `${name} ${alive ? `takes ${n} damage` : 'is slain'}.`);
  }
  if (alive && k.includes('flaming')) setOnFire(st, m);
  if (alive && k.includes('knockBack')) knockBack(m);
  if (isCard && seat === st.current && st.berserk > 0) drawCastle(st, ctx, seat, st.berserk);
  if (k.includes('doubleStrike') && card !== undefined) {
    const mods: Mods = { keys: [], again: card };
    if (comboOptions(st, seat, mods).some((a) => a.t === 'play')) ask(st, { kind: 'combo', seat, mods });
  }
}

/** Plays a card: it goes to its discard pile at once, then does what it says. */
export function resolvePlay(st: State, ctx: StepContext, seat: number, a: Play, combo?: Mods): void {
  const key = CARDS[a.c].key;
  // Double Strike's second strike: the hit card is already on the discard pile.
  const again = combo !== undefined && combo.again === a.c;
  if (!again) {
    takeFromHand(st, seat, a.c);
    discard(st, a.c);
  }
  say(ctx, 'play', `Seat ${seat + 1} ${again ? 'strikes again with' : 'plays'} ${CARDS[a.c].name}.`);
  if (MODIFIERS.includes(key)) {
    const prev: Mods = combo ?? { keys: [] };
    const mods: Mods = { keys: [...prev.keys, key], col: a.col ?? prev.col, ring: a.ring ?? prev.ring };
    if (prev.again !== undefined) mods.again = prev.again;
    ask(st, { kind: 'combo', seat, mods });
    return;
  }
  if (isHitCard(a.c)) {
    const mods: Mods = combo ?? { keys: [] };
    resolveHit(st, ctx, seat, applyMods(specOf(a.c), mods), mods, a.m!, !again, again ? undefined : a.c);
    return;
  }
  CARD_RULES[key].effect(st, ctx, seat, a);
}

/** Plays of several cards or no single card: Brick + Mortar, a lone Brick or Mortar on a fire, All for One!. */
export function resolveBuild(st: State, ctx: StepContext, seat: number, a: Action): void {
  if (a.t === 'build') {
    for (const c of [a.brick, a.mortar]) {
      takeFromHand(st, seat, c);
      discard(st, c);
    }
    st.walls[a.arc] = 1;
    say(ctx, 'build', `Seat ${seat + 1} rebuilds the Wall of arc ${a.arc + 1}.`);
  } else if (a.t === 'douse') {
    takeFromHand(st, seat, a.c);
    discard(st, a.c);
    if (a.on === 'wall') st.wallFlames[a.arc]--;
    else st.towerFlames[a.arc]--;
    say(
      ctx,
      'douse',
      `Seat ${seat + 1} puts out a flame on the ${a.on === 'wall' ? 'Wall' : 'Tower'} of arc ${a.arc + 1}.`,
    );
  } else if (a.t === 'allForOne') {
    for (const c of a.cards) {
      takeFromHand(st, seat, c);
      discard(st, c);
    }
    const m = target(st, a.m);
    say(ctx, 'slay', `All for One! ${monsterName(m)} is slain.`);
    slay(st, m, { kind: 'hit', seat });
    // Berserk: three hit cards played.
    if (seat === st.current && st.berserk > 0) drawCastle(st, ctx, seat, a.cards.length * st.berserk);
  } else if (a.t === 'build1') {
    takeFromHand(st, seat, a.c);
    discard(st, a.c);
    st.walls[a.arc] = 1;
    say(ctx, 'build', `Seat ${seat + 1} raises the Wall of arc ${a.arc + 1} by magic.`);
  }
}
