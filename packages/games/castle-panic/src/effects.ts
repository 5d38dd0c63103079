import type { StepContext } from '@questbox/engine';
import type { Action, Play } from './actions';
import { ask } from './ask';
import { destroyTower, flamingTar, setOnFire } from './board';
import { CARDS } from './data';
import { monsterName, say } from './log';
import { arcColour, CASTLE, ccw, FOREST, type Mods, type Monster, type State, type Task } from './model';
import { damage, monsterById, relocate, type Source, slay } from './monsters';
import { lookAtTop } from './oracle';
import { discard, drawCastle, handLimit, takeFromHand } from './piles';
import { applyMods, comboOptions } from './plays';
import { type HitSpec, inMiddleRings, isHitCard, MODIFIERS, specOf, wizTarget } from './targets';
import { seatsFrom } from './tokens';

function mon(st: State, id: number | undefined): Monster {
  const m = id === undefined ? undefined : monsterById(st, id);
  if (!m) throw new Error(`monster ${id} is not on the board`);
  return m;
}

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
  const m = mon(st, id);
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
/** Acts on every monster a Wizard card may target that `keep` accepts (on a copy: acting may remove them). */
function all(st: State, keep: (m: Monster) => boolean, act: (m: Monster) => void): void {
  for (const m of st.monsters.slice()) if (wizTarget(m) && keep(m)) act(m);
}

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
  const src: Source = { kind: 'card', seat };
  switch (key) {
    case 'barbarian':
    case 'hammerOfLight':
      slay(st, mon(st, a.m), src);
      return;
    case 'tar': {
      const m = mon(st, a.m);
      st.tarred = m.id;
      flamingTar(st, m);
      return;
    }
    case 'fortify':
      if (st.wallFlames[a.arc!] > 0) st.wallFlames[a.arc!] = 0;
      else {
        st.fortified[a.arc!] = 1;
        st.fortifyLeft--;
      }
      return;
    case 'driveBack': {
      const m = mon(st, a.m);
      relocate(m, m.arc, FOREST);
      return;
    }
    case 'missing':
      st.missing = true;
      return;
    case 'draw2':
      drawCastle(st, ctx, seat, 2);
      return;
    case 'scavenge':
      st.castleDiscard.splice(st.castleDiscard.indexOf(a.with!), 1);
      st.hands[seat].push(a.with!);
      return;
    case 'berserk':
      st.berserk++;
      return;
    case 'neverLoseHope':
      ask(st, { kind: 'nlh', seat, discarded: 0 });
      return;
    case 'reinforce':
      st.tasks.unshift(...seatsFrom(st, seat).map((p): Task => ({ kind: 'reinforce', seat: p })));
      return;
    case 'standTogether':
      ask(st, { kind: 'stand', seat: a.seat! });
      return;
    case 'arcaneAssembly':
      st.tasks.unshift(...seatsFrom(st, seat).map((p): Task => ({ kind: 'assembly', seat: p })));
      return;
    case 'azrielsFist':
      damage(st, mon(st, a.m), 1, src);
      return;
    case 'redFireball':
    case 'greenFireball':
    case 'blueFireball': {
      const m = mon(st, a.m);
      if (!damage(st, m, 1, src)) setOnFire(st, m);
      return;
    }
    case 'burningBlast':
      all(
        st,
        (m) => m.arc === a.arc && m.ring === a.ring,
        (m) => setOnFire(st, m),
      );
      return;
    case 'chainLightning':
      all(
        st,
        (m) => m.arc === a.arc && m.ring === a.ring,
        (m) => damage(st, m, 1, src),
      );
      return;
    case 'extinguishingWind':
      for (let i = 0; i < 6; i++) st.wallFlames[i] = st.towerFlames[i] = 0;
      all(
        st,
        () => true,
        (m) => {
          m.flames = 0;
          if (m.ring > FOREST) m.ring--;
        },
      );
      return;
    case 'eyeOfTheOracle':
      lookAtTop(st, ctx, seat);
      return;
    case 'hypnotize': {
      const x = mon(st, a.m);
      const y = mon(st, a.m2);
      const hx = x.hp;
      const hy = y.hp;
      damage(st, y, hx, src);
      damage(st, x, hy, src);
      return;
    }
    case 'lightningBolt': {
      const m = mon(st, a.m);
      if (!damage(st, m, 1, src)) relocate(m, a.arc!, FOREST);
      return;
    }
    case 'mysticalManufacturing':
      takeFromHand(st, seat, a.with!);
      discard(st, a.with!);
      st.towers[a.arc!] = a.arc === st.wizardTower ? 2 : 1;
      if (a.arc === st.wizardTower) st.wizardDeckOff = false;
      return;
    case 'rainOfIce':
      st.ice = true;
      all(
        st,
        () => true,
        (m) => {
          m.flames = 0;
        },
      );
      return;
    case 'rainOfIron':
      all(
        st,
        (m) => m.arc === a.arc && m.ring !== FOREST,
        (m) => damage(st, m, 1, src),
      );
      return;
    case 'ringOfFire':
      all(
        st,
        (m) => m.ring === 3,
        (m) => setOnFire(st, m),
      );
      return;
    case 'teleport':
      if (a.from !== undefined) {
        st.fortified[a.from] = 0;
        st.fortified[a.arc!] = 1;
      } else ask(st, { kind: 'tele', seat, monster: a.m! });
      return;
    case 'thalgarsBlessing':
      for (const p of seatsFrom(st, seat)) drawCastle(st, ctx, p, handLimit(st) - st.hands[p].length);
      return;
    case 'valadorsWave':
      ask(st, { kind: 'wave', seat, colour: a.col!, left: 4 });
      return;
    case 'wallOfForce':
      all(
        st,
        (m) => m.arc === a.arc && m.ring !== FOREST,
        (m) => relocate(m, m.arc, FOREST),
      );
      return;
    case 'warStorm':
      all(
        st,
        (m) => arcColour(m.arc) === a.col && inMiddleRings(m),
        (m) => damage(st, m, 1, src),
      );
      return;
    case 'wizardQuake':
      say(ctx, 'destroy', `The Tower of arc ${a.arc! + 1} falls to the Wizard Quake.`);
      destroyTower(st, a.arc!);
      all(
        st,
        (m) => m.arc === a.arc,
        (m) => slay(st, m, src),
      );
      return;
  }
  throw new Error(`no effect for ${key}`);
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
    const m = mon(st, a.m);
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
