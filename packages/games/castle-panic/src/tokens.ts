import type { StepContext } from '@questbox/engine';
import { random } from '@questbox/engine';
import { destroyTower, destroyWall, igniteStructure, pathFrom } from './board';
import { CARDS, TOKENS } from './data';
import { monsterName, say } from './log';
import { arcColour, type Colour, type Monster, type State, type Task } from './model';
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

/** A monster's "when drawn" ability, by its key (also when a monster steps in for the Doppelganger). */
type Ability = (st: State, ctx: StepContext, m: Monster) => void;

/** Every monster of this colour moves one step. */
function waveOf(st: State, ctx: StepContext, colour: Colour): void {
  wave(
    st,
    ctx,
    idsWhere(st, (a) => arcColour(a) === colour),
  );
}

/** Every Castle player in turn gets a task of this kind. */
function queueForEachSeat(st: State, task: (seat: number) => Task): void {
  st.tasks.unshift(...seatsFrom(st).map(task));
}

const breathesFire: Ability = (st, ctx, m) => breathe(st, ctx, m);

const ABILITIES: Record<string, Ability> = {
  goblinKing: (st) => moreTokens(st, 3),
  orcWarlord: (st, ctx, m) => waveOf(st, ctx, arcColour(m.arc)),
  trollMage: (st, ctx) =>
    wave(
      st,
      ctx,
      idsWhere(st, () => true),
    ),
  healer(st) {
    for (const o of st.monsters) if (!isDoppel(o) && o.hp < o.maxHp) o.hp++;
  },
  conjurer(st, ctx) {
    const n = random.die(st.rng);
    say(ctx, 'die', `The Conjurer rolls ${n}: Imps enter arcs 1 to ${n}.`);
    for (let a = 0; a < n; a++) spawnImp(st, a);
  },
  chimera: breathesFire,
  dragon: breathesFire,
  necromancer: (st) => returnFromDiscard(st, 2),
  basilisk: (st) => queueForEachSeat(st, (seat) => ({ kind: 'downTo', seat, keep: 2 })),
  warlock: (st) => queueForEachSeat(st, (seat) => ({ kind: 'wizDisc', seat })),
};

/** "When drawn" abilities (also when a monster steps in for the Doppelganger). */
export function onDraw(st: State, ctx: StepContext, id: number): void {
  const m = monsterById(st, id);
  if (m && Object.hasOwn(ABILITIES, m.key)) ABILITIES[m.key](st, ctx, m);
}

/** Castle players in turn order from the current one. */
export function seatsFrom(st: State, first = st.current): number[] {
  const out: number[] = [];
  for (let i = 0; i < st.players; i++)
    if (!st.playersOut[(first + i) % st.players]) out.push((first + i) % st.players);
  return out;
}

/** What an effect token does, by its key. */
type Effect = (st: State, ctx: StepContext) => void;

/** Red / Green / Blue Monsters Move: every monster of that colour moves. */
const movesColour =
  (colour: Colour): Effect =>
  (st, ctx) =>
    waveOf(st, ctx, colour);

/** Plague!: every player discards every hit card of that kind. */
const plague =
  (hitKey: string): Effect =>
  (st) => {
    for (let p = 0; p < st.players; p++) {
      const hand = st.hands[p];
      for (let i = hand.length - 1; i >= 0; i--) {
        if (CARDS[hand[i]].key === hitKey) discard(st, hand.splice(i, 1)[0]);
      }
    }
  };

/** A boulder or a Trebuchet shot comes from a rolled arc. */
const shot =
  (key: string): Effect =>
  (st, ctx) => {
    const arc = random.die(st.rng) - 1;
    say(ctx, 'die', `The ${TOKENS.find((t) => t.key === key)!.name} comes from arc ${arc + 1}.`);
    roll(st, ctx, key, arc);
  };

const EFFECTS: Record<string, Effect> = {
  redMove: movesColour('red'),
  greenMove: movesColour('green'),
  blueMove: movesColour('blue'),
  plagueArchers: plague('archer'),
  plagueKnights: plague('knight'),
  plagueSwordsmen: plague('swordsman'),
  moveCw: (st, ctx) => rotate(st, ctx, 1),
  moveCcw: (st, ctx) => rotate(st, ctx, -1),
  discard1: (st) => queueForEachSeat(st, (seat) => ({ kind: 'disc1', seat })),
  draw3: (st) => moreTokens(st, 3),
  draw4: (st) => moreTokens(st, 4),
  impPerTower(st) {
    for (let a = 0; a < 6; a++) if (st.towers[a]) spawnImp(st, a);
  },
  giantBoulder: shot('giantBoulder'),
  flamingBoulder: shot('flamingBoulder'),
  trebuchet: shot('trebuchet'),
};

function effect(st: State, ctx: StepContext, key: string): void {
  if (Object.hasOwn(EFFECTS, key)) EFFECTS[key](st, ctx);
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
