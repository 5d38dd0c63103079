import type { StepContext } from '@questbox/engine';
import { random } from '@questbox/engine';
import { destroyTower, destroyWall, igniteStructure, pathFrom } from './board';
import { CARDS, TOKENS } from './data';
import { monsterName, say } from './log';
import { arcColour, type Colour, type State, type Task } from './model';
import {
  isDoppel,
  isFlying,
  isMega,
  monsterById,
  NO_SEAT,
  place,
  returnFromDiscard,
  slay,
  spawnImp,
} from './monsters';
import { breathe, rotate, wave } from './movement';
import { discard } from './piles';

const BOULDER = { kind: 'boulder' as const, seat: NO_SEAT };

/** Draws one token at random from the bag (the bag is unordered) and resolves it. */
export function drawToken(st: State, ctx: StepContext): void {
  if (st.bag.length === 0) return;
  const id = st.bag.splice(random.int(st.rng, st.bag.length), 1)[0];
  resolveToken(st, ctx, id);
}

/** The Overlord draws `n` more tokens into the hidden hand and may play that many more. */
export function overlordGains(st: State, n: number): void {
  for (let i = 0; i < n && st.bag.length > 0; i++)
    st.overlordTokens.push(st.bag.splice(random.int(st.rng, st.bag.length), 1)[0]);
  st.overlordLimit += n;
}

/** Draw 3 / Draw 4 / Goblin King: more tokens after the others, or into the Overlord's hand. */
function moreTokens(st: State, n: number): void {
  if (st.overlordSeat >= 0) overlordGains(st, n);
  else st.extraTokens += n;
}

/** Resolves a token: a monster enters the Forest of `arc`, or of a rolled arc. */
export function resolveToken(st: State, ctx: StepContext, id: number, chosenArc?: number): void {
  const t = TOKENS[id];
  say(ctx, 'token', `Monster token drawn: ${t.name}.`, { reveal: true });
  if (t.kind === 'effect') {
    st.monsterDiscard.push(id);
    effect(st, ctx, t.key);
    return;
  }
  if (t.kind === 'harbinger') {
    st.tokensOut.push(id);
    const mega = st.megaBosses.find((x) => TOKENS[x].key === t.mega);
    if (mega === undefined) return;
    st.megaBosses.splice(st.megaBosses.indexOf(mega), 1);
    id = mega;
  }
  const arc = chosenArc ?? random.die(st.rng) - 1;
  const m = place(st, id, arc);
  say(ctx, 'place', `${TOKENS[id].name} enters the Forest of arc ${arc + 1}.`);
  onDraw(st, ctx, m.id);
}

function idsWhere(st: State, keep: (arc: number) => boolean): number[] {
  const out: number[] = [];
  for (const m of st.monsters) if (keep(m.arc)) out.push(m.id);
  return out;
}

/** "When drawn" abilities (also when a monster steps in for the Doppelganger). */
export function onDraw(st: State, ctx: StepContext, id: number): void {
  const m = monsterById(st, id);
  if (!m) return;
  switch (m.key) {
    case 'goblinKing':
      moreTokens(st, 3);
      break;
    case 'orcWarlord': {
      const c = arcColour(m.arc);
      wave(
        st,
        ctx,
        idsWhere(st, (a) => arcColour(a) === c),
      );
      break;
    }
    case 'trollMage':
      wave(
        st,
        ctx,
        idsWhere(st, () => true),
      );
      break;
    case 'healer':
      for (const o of st.monsters) if (!isDoppel(o) && o.hp < o.maxHp) o.hp++;
      break;
    case 'conjurer': {
      const n = random.die(st.rng);
      say(ctx, 'die', `The Conjurer rolls ${n}: Imps enter arcs 1 to ${n}.`);
      for (let a = 0; a < n; a++) spawnImp(st, a);
      break;
    }
    case 'chimera':
    case 'dragon':
      breathe(st, ctx, m);
      break;
    case 'necromancer':
      returnFromDiscard(st, 2);
      break;
    case 'basilisk':
      st.tasks.unshift(...seatsFrom(st).map((p): Task => ({ kind: 'downTo', seat: p, keep: 2 })));
      break;
    case 'warlock':
      st.tasks.unshift(...seatsFrom(st).map((p): Task => ({ kind: 'wizDisc', seat: p })));
      break;
  }
}

/** Castle players in turn order from the current one. */
export function seatsFrom(st: State, first = st.current): number[] {
  const out: number[] = [];
  for (let i = 0; i < st.players; i++)
    if (!st.playersOut[(first + i) % st.players]) out.push((first + i) % st.players);
  return out;
}

const MOVE_COLOUR: Record<string, Colour> = { redMove: 'red', greenMove: 'green', blueMove: 'blue' };
const PLAGUE: Record<string, string> = {
  plagueArchers: 'archer',
  plagueKnights: 'knight',
  plagueSwordsmen: 'swordsman',
};

function effect(st: State, ctx: StepContext, key: string): void {
  if (key in MOVE_COLOUR) {
    const c = MOVE_COLOUR[key];
    wave(
      st,
      ctx,
      idsWhere(st, (a) => arcColour(a) === c),
    );
    return;
  }
  if (key in PLAGUE) {
    for (let p = 0; p < st.players; p++) {
      const hand = st.hands[p];
      for (let i = hand.length - 1; i >= 0; i--) {
        if (CARDS[hand[i]].key === PLAGUE[key]) discard(st, hand.splice(i, 1)[0]);
      }
    }
    return;
  }
  switch (key) {
    case 'moveCw':
      rotate(st, ctx, 1);
      return;
    case 'moveCcw':
      rotate(st, ctx, -1);
      return;
    case 'discard1':
      st.tasks.unshift(...seatsFrom(st).map((p): Task => ({ kind: 'disc1', seat: p })));
      return;
    case 'draw3':
      moreTokens(st, 3);
      return;
    case 'draw4':
      moreTokens(st, 4);
      return;
    case 'impPerTower':
      for (let a = 0; a < 6; a++) if (st.towers[a]) spawnImp(st, a);
      return;
    case 'giantBoulder':
    case 'flamingBoulder':
    case 'trebuchet': {
      const arc = random.die(st.rng) - 1;
      say(ctx, 'die', `The ${TOKENS.find((t) => t.key === key)!.name} comes from arc ${arc + 1}.`);
      roll(st, ctx, key, arc);
      return;
    }
  }
}

/**
 * A boulder or Trebuchet shot from the Forest of `arc`. Giant Boulder: crushes monsters (not flyers,
 * Mega Bosses or the Doppelganger) until it breaks a structure. Flaming Boulder: breaks the first
 * structure, sets the second on fire. Trebuchet: kills flyers (not Mega Bosses), breaks the first structure.
 */
export function roll(st: State, ctx: StepContext, key: string, arc: number): void {
  let broken = 0;
  for (const step of pathFrom(arc)) {
    if (step.is === 'space') {
      for (const m of st.monsters.slice()) {
        if (m.arc !== step.arc || m.ring !== step.ring || isDoppel(m) || isMega(m)) continue;
        if ((key === 'trebuchet') !== isFlying(st, m)) continue;
        say(ctx, 'crush', `${monsterName(m)} is destroyed.`);
        slay(st, m, BOULDER);
      }
      continue;
    }
    const a = step.arc;
    if (step.is === 'wall' && st.fortified[a]) {
      st.fortified[a] = 0;
      st.fortifyLeft++;
      say(ctx, 'fortify', `The Fortify token on the Wall of arc ${a + 1} stops it.`);
      if (key !== 'flamingBoulder') return;
      broken = 1;
      say(ctx, 'fire', `The Wall of arc ${a + 1} catches fire.`);
      igniteStructure(st, 'wall', a);
      return;
    }
    if (step.is === 'wall' ? !st.walls[a] : !st.towers[a]) continue;
    const name = step.is === 'wall' ? 'Wall' : 'Tower';
    if (key === 'flamingBoulder' && broken) {
      say(ctx, 'fire', `The ${name} of arc ${a + 1} catches fire.`);
      igniteStructure(st, step.is, a);
      return;
    }
    say(ctx, 'destroy', `The ${name} of arc ${a + 1} is destroyed.`);
    if (step.is === 'wall') destroyWall(st, a);
    else destroyTower(st, a);
    if (key !== 'flamingBoulder' || st.over) return;
    broken = 1;
  }
}
