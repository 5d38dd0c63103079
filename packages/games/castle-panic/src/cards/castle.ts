import { ask } from '../ask';
import { flamingTar } from '../board';
import { FOREST, type Task } from '../model';
import { isDoppel, isFlying, relocate, slay } from '../monsters';
import { distinctCards, drawCastle } from '../piles';
import { seatsFrom } from '../tokens';
import { type CardRule, eachMonster, target } from './rule';

/** The Castle cards that are not hit cards, modifiers, Brick or Mortar, by key. */
export const CASTLE_CARDS: Record<string, CardRule> = {
  barbarian: {
    plays: (st, _seat, c, out) => eachMonster(st, c, out, (m) => m.ring !== FOREST && !isDoppel(m)),
    effect: (st, _ctx, seat, a) => slay(st, target(st, a.m), { kind: 'card', seat }),
  },
  tar: {
    plays(st, _seat, c, out) {
      if (st.tarred < 0) eachMonster(st, c, out, (m) => !isFlying(st, m) && !isDoppel(m));
    },
    effect(st, _ctx, _seat, a) {
      const m = target(st, a.m);
      st.tarred = m.id;
      flamingTar(st, m);
    },
  },
  driveBack: {
    plays: (st, _seat, c, out) =>
      eachMonster(st, c, out, (m) => m.ring !== FOREST && !isFlying(st, m) && !isDoppel(m)),
    effect(st, _ctx, _seat, a) {
      const m = target(st, a.m);
      relocate(m, m.arc, FOREST);
    },
  },
  fortify: {
    plays(st, _seat, c, out) {
      if (st.fortifyLeft > 0)
        for (let arc = 0; arc < 6; arc++)
          if (st.walls[arc] && !st.fortified[arc]) out.push({ t: 'play', c, arc });
    },
    effect(st, _ctx, _seat, a) {
      if (st.wallFlames[a.arc!] > 0) st.wallFlames[a.arc!] = 0;
      else {
        st.fortified[a.arc!] = 1;
        st.fortifyLeft--;
      }
    },
  },
  missing: {
    plays(st, _seat, c, out) {
      if (!st.missing) out.push({ t: 'play', c });
    },
    effect(st) {
      st.missing = true;
    },
  },
  draw2: { effect: (st, ctx, seat) => void drawCastle(st, ctx, seat, 2) },
  scavenge: {
    plays(st, _seat, c, out) {
      for (const w of distinctCards(st.castleDiscard)) out.push({ t: 'play', c, with: w });
    },
    effect(st, _ctx, seat, a) {
      st.castleDiscard.splice(st.castleDiscard.indexOf(a.with!), 1);
      st.hands[seat].push(a.with!);
    },
  },
  berserk: {
    effect(st) {
      st.berserk++;
    },
  },
  neverLoseHope: { effect: (st, _ctx, seat) => ask(st, { kind: 'nlh', seat, discarded: 0 }) },
  reinforce: {
    effect(st, _ctx, seat) {
      st.tasks.unshift(...seatsFrom(st, seat).map((p): Task => ({ kind: 'reinforce', seat: p })));
    },
  },
  standTogether: {
    plays(st, seat, c, out) {
      for (let p = 0; p < st.players; p++)
        if (p !== seat && !st.playersOut[p]) out.push({ t: 'play', c, seat: p });
    },
    effect: (st, _ctx, _seat, a) => ask(st, { kind: 'stand', seat: a.seat! }),
  },
};
