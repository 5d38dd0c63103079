import type { Action } from '../actions';
import { ask } from '../ask';
import { destroyTower, setOnFire } from '../board';
import { CARDS } from '../data';
import { say } from '../log';
import {
  arcColour,
  COLOURS,
  type Colour,
  FOREST,
  type Monster,
  type State,
  SWORDSMAN,
  type Task,
} from '../model';
import { damage, relocate, type Source, slay } from '../monsters';
import { lookAtTop } from '../oracle';
import { discard, distinctCards, drawCastle, handLimit, takeFromHand } from '../piles';
import { inMiddleRings, wizTarget } from '../targets';
import { seatsFrom } from '../tokens';
import { type CardRule, eachMonster, onEach, target } from './rule';

const card = (seat: number): Source => ({ kind: 'card', seat });
const isBuildingCard = (c: number) => CARDS[c].key === 'brick' || CARDS[c].key === 'mortar';

/** One play on each space holding a monster a Wizard card may target, in these rings. */
function spaces(st: State, rings: number[], c: number, out: Action[]): void {
  const seen = new Set<number>();
  for (const m of st.monsters) {
    if (!wizTarget(m) || !rings.includes(m.ring) || seen.has(m.arc * 5 + m.ring)) continue;
    seen.add(m.arc * 5 + m.ring);
    out.push({ t: 'play', c, arc: m.arc, ring: m.ring });
  }
}

/** One play on each arc with a monster a Wizard card may target outside the Forest. */
function arcs(st: State, c: number, out: Action[]): void {
  for (let arc = 0; arc < 6; arc++)
    if (st.monsters.some((m) => wizTarget(m) && m.arc === arc && m.ring !== FOREST))
      out.push({ t: 'play', c, arc });
}

/** One play on each colour with a monster a Wizard card may target that `keep` accepts. */
function colours(st: State, c: number, keep: (m: Monster) => boolean, out: Action[]): void {
  for (const col of COLOURS)
    if (st.monsters.some((m) => wizTarget(m) && keep(m) && arcColour(m.arc) === col))
      out.push({ t: 'play', c, col });
}

/** A Fireball: 1 damage to a monster of its colour in any ring, and a flame if it lives. */
function fireball(colour: Colour): CardRule {
  return {
    plays: (st, _seat, c, out) => eachMonster(st, c, out, (m) => wizTarget(m) && arcColour(m.arc) === colour),
    effect(st, _ctx, seat, a) {
      const m = target(st, a.m);
      if (!damage(st, m, 1, card(seat))) setOnFire(st, m);
    },
  };
}

/** The Wizard cards of The Wizard's Tower, by key. */
export const WIZARD_CARDS: Record<string, CardRule> = {
  arcaneAssembly: {
    plays(st, _seat, c, out) {
      if (st.walls.includes(0) && st.hands.some((h) => h.some(isBuildingCard))) out.push({ t: 'play', c });
    },
    effect(st, _ctx, seat) {
      st.tasks.unshift(...seatsFrom(st, seat).map((p): Task => ({ kind: 'assembly', seat: p })));
    },
  },
  azrielsFist: {
    plays: (st, _seat, c, out) => eachMonster(st, c, out, wizTarget),
    effect: (st, _ctx, seat, a) => void damage(st, target(st, a.m), 1, card(seat)),
  },
  redFireball: fireball('red'),
  greenFireball: fireball('green'),
  blueFireball: fireball('blue'),
  burningBlast: {
    plays: (st, _seat, c, out) => spaces(st, [1, 2, 3], c, out),
    effect: (st, _ctx, _seat, a) =>
      onEach(
        st,
        (m) => m.arc === a.arc && m.ring === a.ring,
        (m) => setOnFire(st, m),
      ),
  },
  chainLightning: {
    plays: (st, _seat, c, out) => spaces(st, [0, 1, 2, 3, 4], c, out),
    effect: (st, _ctx, seat, a) =>
      onEach(
        st,
        (m) => m.arc === a.arc && m.ring === a.ring,
        (m) => damage(st, m, 1, card(seat)),
      ),
  },
  extinguishingWind: {
    effect(st) {
      for (let i = 0; i < 6; i++) st.wallFlames[i] = st.towerFlames[i] = 0;
      onEach(
        st,
        () => true,
        (m) => {
          m.flames = 0;
          if (m.ring > FOREST) m.ring--;
        },
      );
    },
  },
  eyeOfTheOracle: {
    plays(st, _seat, c, out) {
      if (st.castleDeck.length + st.castleDiscard.length > 0) out.push({ t: 'play', c });
    },
    effect: (st, ctx, seat) => lookAtTop(st, ctx, seat),
  },
  hammerOfLight: {
    plays: (st, _seat, c, out) => eachMonster(st, c, out, (m) => wizTarget(m) && m.ring === FOREST),
    effect: (st, _ctx, seat, a) => slay(st, target(st, a.m), card(seat)),
  },
  hypnotize: {
    plays(st, _seat, c, out) {
      for (const a of st.monsters) {
        if (!wizTarget(a) || a.ring === FOREST) continue;
        for (const b of st.monsters)
          if (b.id > a.id && wizTarget(b) && b.arc === a.arc && b.ring === a.ring)
            out.push({ t: 'play', c, m: a.id, m2: b.id });
      }
    },
    effect(st, _ctx, seat, a) {
      const x = target(st, a.m);
      const y = target(st, a.m2);
      const hx = x.hp;
      const hy = y.hp;
      damage(st, y, hx, card(seat));
      damage(st, x, hy, card(seat));
    },
  },
  lightningBolt: {
    plays(st, _seat, c, out) {
      for (const m of st.monsters)
        if (wizTarget(m) && m.ring !== FOREST)
          for (let arc = 0; arc < 6; arc++) out.push({ t: 'play', c, m: m.id, arc });
    },
    effect(st, _ctx, seat, a) {
      const m = target(st, a.m);
      if (!damage(st, m, 1, card(seat))) relocate(m, a.arc!, FOREST);
    },
  },
  mysticalManufacturing: {
    plays(st, seat, c, out) {
      for (const w of distinctCards(st.hands[seat], isBuildingCard))
        for (let arc = 0; arc < 6; arc++) if (!st.towers[arc]) out.push({ t: 'play', c, with: w, arc });
    },
    effect(st, _ctx, seat, a) {
      takeFromHand(st, seat, a.with!);
      discard(st, a.with!);
      st.towers[a.arc!] = a.arc === st.wizardTower ? 2 : 1;
      if (a.arc === st.wizardTower) st.wizardDeckOff = false;
    },
  },
  rainOfIce: {
    plays(st, _seat, c, out) {
      if (!st.ice) out.push({ t: 'play', c });
    },
    effect(st) {
      st.ice = true;
      onEach(
        st,
        () => true,
        (m) => {
          m.flames = 0;
        },
      );
    },
  },
  rainOfIron: {
    plays: (st, _seat, c, out) => arcs(st, c, out),
    effect: (st, _ctx, seat, a) =>
      onEach(
        st,
        (m) => m.arc === a.arc && m.ring !== FOREST,
        (m) => damage(st, m, 1, card(seat)),
      ),
  },
  ringOfFire: {
    plays(st, _seat, c, out) {
      if (st.monsters.some((m) => wizTarget(m) && m.ring === SWORDSMAN)) out.push({ t: 'play', c });
    },
    effect: (st) =>
      onEach(
        st,
        (m) => m.ring === SWORDSMAN,
        (m) => setOnFire(st, m),
      ),
  },
  teleport: {
    plays(st, _seat, c, out) {
      eachMonster(st, c, out, wizTarget);
      for (let from = 0; from < 6; from++) {
        if (!st.fortified[from]) continue;
        for (let arc = 0; arc < 6; arc++)
          if (st.walls[arc] && !st.fortified[arc]) out.push({ t: 'play', c, from, arc });
      }
    },
    effect(st, _ctx, seat, a) {
      if (a.from === undefined) {
        ask(st, { kind: 'tele', seat, monster: a.m! });
        return;
      }
      st.fortified[a.from] = 0;
      st.fortified[a.arc!] = 1;
    },
  },
  thalgarsBlessing: {
    effect(st, ctx, seat) {
      for (const p of seatsFrom(st, seat)) drawCastle(st, ctx, p, handLimit(st) - st.hands[p].length);
    },
  },
  valadorsWave: {
    plays: (st, _seat, c, out) => colours(st, c, () => true, out),
    effect: (st, _ctx, seat, a) => ask(st, { kind: 'wave', seat, colour: a.col!, left: 4 }),
  },
  wallOfForce: {
    plays: (st, _seat, c, out) => arcs(st, c, out),
    effect: (st, _ctx, _seat, a) =>
      onEach(
        st,
        (m) => m.arc === a.arc && m.ring !== FOREST,
        (m) => relocate(m, m.arc, FOREST),
      ),
  },
  warStorm: {
    plays: (st, _seat, c, out) => colours(st, c, inMiddleRings, out),
    effect: (st, _ctx, seat, a) =>
      onEach(
        st,
        (m) => arcColour(m.arc) === a.col && inMiddleRings(m),
        (m) => damage(st, m, 1, card(seat)),
      ),
  },
  wizardQuake: {
    plays(st, _seat, c, out) {
      for (let arc = 0; arc < 6; arc++) if (st.towers[arc]) out.push({ t: 'play', c, arc });
    },
    effect(st, ctx, seat, a) {
      say(ctx, 'destroy', `The Tower of arc ${a.arc! + 1} falls to the Wizard Quake.`);
      destroyTower(st, a.arc!);
      onEach(
        st,
        (m) => m.arc === a.arc,
        (m) => slay(st, m, card(seat)),
      );
    },
  },
};
