import { d10, dieEvent, moveItem, RuleError, roll, takeRandom } from '@questbox/engine';
import { downstream, neighbours, spaceName, walkDistance } from './board';
import {
  activate,
  arrive,
  boatPositions,
  canSacrifice,
  collapseSpaces,
  dieWho,
  drawEvent,
  drawObject,
  figure,
  footprints,
  heal,
  healthy,
  type Log,
  leapSpaces,
  moveAthena,
  nameOf,
  resolveFight,
  rollAttack,
  run,
  slotsOf,
  spaceOf,
  startFight,
  stealTargets,
  stepTo,
  takeDie,
  targets,
  volcanoSpaces,
  wound,
} from './rules';
import {
  type Ask,
  type Color,
  type Face,
  HOLD,
  OBJECT,
  type Pos,
  REINFORCEMENT,
  type Task,
  TILE,
  table,
  type Who,
  type ZagorState,
} from './state';

export type Action =
  | { t: 'die'; c: Color; f: Face; as?: Color }
  | { t: 'sacrifice'; c: Color; f: Face; card: string }
  | { t: 'token'; kind: string; card?: string }
  | { t: 'heal'; id: string }
  | { t: 'spyglass'; space: string }
  | { t: 'go'; to: string; pos?: Pos }
  | { t: 'stay' }
  | { t: 'compass' }
  | { t: 'face'; tile: string }
  | { t: 'pass' }
  | { t: 'attack' }
  | { t: 'dynamite' }
  | { t: 'reroll'; i: number }
  | { t: 'accept' }
  | { t: 'keep' }
  | { t: 'replace'; id: string }
  | { t: 'drop' }
  | { t: 'galley'; id: string }
  | { t: 'galleyTreasure' }
  | { t: 'none' }
  | { t: 'hold'; id: string }
  | { t: 'store'; id: string }
  | { t: 'done' }
  | { t: 'pos'; pos: Pos }
  | { t: 'steal'; from: number; id: string }
  | { t: 'power'; p: 'ahyaaaak' | 'spirit' | 'pharmacist' | 'caramba' }
  | { t: 'fork'; to: string }
  | { t: 'absorb'; n: number }
  | { t: 'place'; space: string }
  | { t: 'first'; id: string }
  | { t: 'discard'; id: string }
  | { t: 'cancel'; e: number }
  | { t: 'top' }
  | { t: 'bottom' }
  | { t: 'lose'; id: string }
  | { t: 'slave'; tile: string }
  | { t: 'side'; side: 'W' | 'E' }
  | { t: 'beast'; pos: Pos };

export function topAsk(s: ZagorState): Extract<Task, { k: 'ask' }> | null {
  const t = s.tasks[s.tasks.length - 1];
  return t && t.k === 'ask' ? t : null;
}

const freshToken = (s: ZagorState, seat: number, kind: string) =>
  s.cur && !s.cur.token ? s.players[seat].hold.find((h) => HOLD[h].kind === kind) : undefined;
const uncovered = (s: ZagorState, seat: number, use: string) => {
  const p = s.players[seat];
  return p.objects.find((o) => OBJECT[o].use === use && !p.covered.includes(o));
};
/** The items without repeats (two identical dice, two copies of one Object are one choice). */
const distinct = <T>(xs: T[], key: (x: T) => string = String) => {
  const seen = new Set<string>();
  return xs.filter((x) => {
    const k = key(x);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
};

const kindOf = (o: string) => OBJECT[o].kind;
/** Whether `seat` already knows the face-down tile on `space` (no Spyglass needed there). */
const knowsTile = (s: ZagorState, seat: number, space: string) =>
  table.knows(s, seat).some((k) => k.zone === `hidden.${space}`);

/** Every legal choice of `seat` now. */
export function legalActions(s: ZagorState, seat: number): Action[] {
  if (s.over) return [];
  const top = topAsk(s);
  if (!top || top.seat !== seat) return [];
  return options(s, seat, top.q);
}

function options(s: ZagorState, seat: number, q: Ask): Action[] {
  const p = s.players[seat];
  switch (q.a) {
    case 'pick': {
      const out: Action[] = [];
      const dice = distinct(s.dice, (d) => d.c + d.f);
      for (const d of dice) {
        out.push({ t: 'die', c: d.c, f: d.f });
        if (d.f !== 'resupply')
          for (const b of distinct(p.bocce)) if (b !== d.c) out.push({ t: 'die', c: d.c, f: d.f, as: b });
        for (const card of s.permanent)
          if (canSacrifice(s, card, d.c, d.f)) out.push({ t: 'sacrifice', c: d.c, f: d.f, card });
      }
      for (const kind of ['telescope', 'move-steamboat'])
        if (freshToken(s, seat, kind)) out.push({ t: 'token', kind });
      if (p.fig.wounds > 0)
        for (const o of distinct(
          p.objects.filter((o) => OBJECT[o].use === 'medicine' || OBJECT[o].use === 'whisky'),
          kindOf,
        ))
          out.push({ t: 'heal', id: o });
      for (const o of distinct(
        p.objects.filter((o) => OBJECT[o].discard),
        kindOf,
      ))
        out.push({ t: 'discard', id: o });
      if (uncovered(s, seat, 'spyglass')) {
        const here = spaceOf(s, seat);
        for (const sp of Object.keys(s.hidden))
          if (s.hidden[sp].length > 0 && walkDistance(here, sp) <= 2 && !knowsTile(s, seat, sp))
            out.push({ t: 'spyglass', space: sp });
      }
      return out;
    }
    case 'move': {
      const out: Action[] = [
        { t: 'stay' },
        ...targets(s, q.who, q.steps).map((x) => ({ t: 'go' as const, ...x })),
      ];
      if (freshToken(s, seat, 'footprints')) out.push({ t: 'token', kind: 'footprints' });
      if (typeof q.who === 'number' && uncovered(s, seat, 'compass')) out.push({ t: 'compass' });
      return out;
    }
    case 'face': {
      const here = s.shown[q.space].includes('marie-laveau')
        ? [...s.shown[q.space], ...s.slaves]
        : s.shown[q.space];
      const out: Action[] = distinct(here, (t) => TILE[t].name).map((tile) => ({
        t: 'face' as const,
        tile,
      }));
      if (!q.must) out.push({ t: 'pass' });
      return out;
    }
    case 'fight': {
      const out: Action[] = [{ t: 'attack' }];
      const f = s.fight!;
      if (!f.plus2 && freshToken(s, seat, 'plus2')) out.push({ t: 'token', kind: 'plus2' });
      if (freshToken(s, seat, 'discard-reinforcement'))
        for (const card of s.fighting) out.push({ t: 'token', kind: 'discard-reinforcement', card });
      if (typeof f.who === 'number' && p.objects.some((o) => OBJECT[o].use === 'dynamite'))
        out.push({ t: 'dynamite' });
      return out;
    }
    case 'reroll':
      return [{ t: 'accept' }, ...s.fight!.rolls.map((_, i) => ({ t: 'reroll' as const, i }))];
    case 'equip': {
      const out: Action[] = [];
      if (p.objects.length + p.treasures.length < slotsOf(s, seat)) out.push({ t: 'keep' });
      for (const o of [...distinct(p.objects, kindOf), ...p.treasures]) out.push({ t: 'replace', id: o });
      out.push({ t: 'drop' });
      return out;
    }
    case 'helm': {
      const out: Action[] = [
        { t: 'none' },
        ...distinct(s.galleyObjects, kindOf).map((id) => ({ t: 'galley' as const, id })),
      ];
      if (s.galleyTreasures.length > 0) out.push({ t: 'galleyTreasure' });
      return out;
    }
    case 'holdPick':
      return s.holdSpaces.map((id) => ({ t: 'hold' as const, id }));
    case 'chest':
      return [{ t: 'done' }, ...p.treasures.map((id) => ({ t: 'store' as const, id }))];
    case 'command':
      return boatPositions(s, seat).map((pos) => ({ t: 'pos' as const, pos }));
    case 'caramba': {
      return boatPositions(s, seat).map((pos) => ({ t: 'pos' as const, pos }));
    }
    case 'steal': {
      const out: Action[] = [{ t: 'none' }];
      for (const from of stealTargets(s, seat)) {
        const v = s.players[from];
        for (const id of v.objects) out.push({ t: 'steal', from, id });
        if (v.treasures.length > 0) out.push({ t: 'steal', from, id: 'treasure' });
      }
      return out;
    }
    case 'zpower': {
      const out: Action[] = [{ t: 'power', p: 'ahyaaaak' }];
      if (leapSpaces(s, true).length > 0) out.push({ t: 'power', p: 'spirit' });
      return out;
    }
    case 'cpower':
      return [
        { t: 'power', p: 'pharmacist' },
        { t: 'power', p: 'caramba' },
      ];
    case 'leap':
      return leapSpaces(s, q.spirit).map((space) => ({ t: 'go' as const, to: space }));
    case 'fork':
      return downstream(s.athena).map((to) => ({ t: 'fork' as const, to }));
    case 'absorb': {
      const most = Math.min(q.left, healthy(s, q.who));
      return Array.from({ length: most + 1 }, (_, n) => ({ t: 'absorb' as const, n }));
    }
    case 'volcano':
      return volcanoSpaces(s).map((space) => ({ t: 'place' as const, space }));
    case 'first':
      return (q.of === 'volcano' ? s.volcanoes : ['collapse', 'ambush']).map((id) => ({
        t: 'first' as const,
        id,
      }));
    case 'collapse':
      return collapseSpaces(s).map((space) => ({ t: 'place' as const, space }));
    case 'assault':
      return [{ t: 'pass' }, ...q.open.map((e) => ({ t: 'cancel' as const, e }))];
    case 'telescope':
      return [{ t: 'top' }, { t: 'bottom' }];
    case 'slave':
      return distinct(p.trophies.filter(slaveable)).map((tile) => ({ t: 'slave' as const, tile }));
    case 'side':
      return [
        { t: 'side', side: 'W' },
        { t: 'side', side: 'E' },
      ];
    case 'beast':
      return s.beasts.map((pos) => ({ t: 'beast' as const, pos }));
    case 'lose':
      return [...distinct(p.objects, kindOf), ...p.treasures].map((id) => ({ t: 'lose' as const, id }));
  }
}

/** Applies an action the engine has checked against `legal` (its pure `apply` refuses any other). */
export function stepAction(s: ZagorState, seat: number, action: Action, log: Log): void {
  const top = topAsk(s);
  if (!top || top.seat !== seat) throw new RuleError('not-your-turn', 'It is not your turn.');
  s.tasks.pop();
  s.actions++;
  answer(s, seat, top.q, action, log);
  run(s, log);
}

/** A Treasure discarded face down to the Galley: its player alone knows it is there. */
function discardTreasure(s: ZagorState, seat: number, from: string[], id: string): void {
  moveItem(from, s.galleyTreasures, id);
  table.peek(s, seat, 'galleyTreasures', id);
}

function useToken(s: ZagorState, seat: number, kind: string): void {
  const p = s.players[seat];
  const id = p.hold.find((h) => HOLD[h].kind === kind)!;
  moveItem(p.hold, p.holdUsed, id);
  s.cur!.token = true;
}

function answer(s: ZagorState, seat: number, q: Ask, a: Action, log: Log): void {
  const p = s.players[seat];
  const again = () => s.tasks.push({ k: 'ask', seat, q });
  switch (a.t) {
    case 'die':
      takeDie(s, seat, a.c, a.f, a.as, log);
      return;
    case 'sacrifice': {
      const i = s.dice.findIndex((d) => d.c === a.c && d.f === a.f);
      s.dice.splice(i, 1);
      moveItem(s.permanent, p.resolved, a.card);
      log.emit({
        type: 'sacrifice',
        text: `Seat ${seat + 1} sacrifices a die to discard a Permanent Event.`,
      });
      if (a.f === 'power-event') drawEvent(s, log);
      return;
    }
    case 'token': {
      useToken(s, seat, a.kind);
      if (a.kind === 'telescope') {
        again();
        const top = s.eventDeck[s.eventDeck.length - 1];
        if (top) {
          table.peek(s, seat, 'eventDeck', top);
          s.tasks.push({ k: 'ask', seat, q: { a: 'telescope' } });
        }
      } else if (a.kind === 'move-steamboat') {
        again();
        moveAthena(s, 1, log);
      } else if (a.kind === 'footprints' && q.a === 'move')
        s.tasks.push({ k: 'ask', seat, q: { ...q, steps: q.steps + 2 } });
      else if (a.kind === 'plus2') {
        s.fight!.plus2 = true;
        again();
      } else if (a.kind === 'discard-reinforcement') {
        moveItem(s.fighting, s.reinforcementDiscard, a.card!);
        again();
      }
      return;
    }
    case 'discard':
      moveItem(p.objects, s.galleyObjects, a.id);
      log.emit({ type: 'discard', text: `Seat ${seat + 1} discards ${OBJECT[a.id].name} without using it.` });
      again();
      return;
    case 'first':
      if (q.a !== 'first') return;
      if (q.of === 'volcano')
        for (const v of [...s.volcanoes.filter((x) => x !== a.id), a.id])
          s.tasks.push({ k: 'erupt', space: v });
      else
        s.tasks.push(
          { k: a.id === 'collapse' ? 'ambush' : 'collapse' },
          { k: a.id as 'collapse' | 'ambush' },
        );
      return;
    case 'heal':
      heal(s, seat, 1);
      moveItem(p.objects, s.galleyObjects, a.id);
      again();
      return;
    case 'spyglass': {
      const o = p.objects.find((x) => OBJECT[x].use === 'spyglass' && !p.covered.includes(x))!;
      p.covered.push(o);
      const tiles = s.hidden[a.space];
      table.peek(s, seat, `hidden.${a.space}`, tiles[tiles.length - 1]);
      log.emit({ type: 'peek', text: `Seat ${seat + 1} looks at the Encounter at ${spaceName(a.space)}.` });
      again();
      return;
    }
    case 'compass': {
      const o = p.objects.find((x) => OBJECT[x].use === 'compass' && !p.covered.includes(x))!;
      p.covered.push(o);
      if (q.a === 'move') s.tasks.push({ k: 'ask', seat, q: { ...q, steps: q.steps + 1 } });
      return;
    }
    case 'stay': {
      if (q.a !== 'move') return;
      const fig = figure(s, q.who);
      if (fig.at !== 'boat')
        s.tasks.push({ k: 'face', who: q.who, space: fig.at, must: false, mode: q.mode });
      return;
    }
    case 'go': {
      if (q.a === 'move') {
        arrive(s, seat, q.who, a, q.mode, log);
        return;
      }
      if (q.a === 'leap') {
        if (q.spirit) {
          for (const sp of neighbours(spaceOf(s, 'Z'))) {
            const h = s.hidden[sp];
            if (h && h.length > 0) table.peek(s, seat, `hidden.${sp}`, h[h.length - 1]);
          }
        }
        // After a leap the player must face an Encounter of the space.
        arrive(s, seat, 'Z', { to: a.to }, 'zagor', log, true);
      }
      return;
    }
    case 'face':
      if (q.a === 'face') startFight(s, seat, q.who, q.space, a.tile, q.mode, log);
      return;
    case 'pass':
      if (q.a === 'assault') {
        assaultNext(s, q.open, q.queue);
        return;
      }
      return;
    case 'attack': {
      const f = s.fight!;
      rollAttack(s, f, log);
      if (f.rolls.length > 0 && freshToken(s, seat, 'reroll'))
        s.tasks.push({ k: 'ask', seat, q: { a: 'reroll' } });
      else resolveFight(s, log);
      return;
    }
    case 'dynamite': {
      const o = p.objects.find((x) => OBJECT[x].use === 'dynamite')!;
      moveItem(p.objects, s.galleyObjects, o);
      s.fight!.dynamite++;
      again();
      return;
    }
    case 'reroll': {
      useToken(s, seat, 'reroll');
      const r = s.fight!.rolls[a.i];
      r.roll = roll(s.rng, d10);
      log.emit(dieEvent(d10, r.roll, `Seat ${seat + 1} rerolls`));
      resolveFight(s, log);
      return;
    }
    case 'accept':
      resolveFight(s, log);
      return;
    case 'keep':
    case 'replace':
    case 'drop': {
      if (q.a !== 'equip') return;
      const incoming = q.kind === 'object' ? p.incomingObjects : p.incomingTreasures;
      const into = q.kind === 'object' ? p.objects : p.treasures;
      if (a.t === 'drop') {
        if (q.kind === 'object') moveItem(incoming, s.galleyObjects, q.id);
        else discardTreasure(s, seat, incoming, q.id);
        return;
      }
      if (a.t === 'replace') {
        if (p.objects.includes(a.id)) {
          moveItem(p.objects, s.galleyObjects, a.id);
          p.covered = p.covered.filter((c) => c !== a.id);
        } else discardTreasure(s, seat, p.treasures, a.id);
      }
      moveItem(incoming, into, q.id);
      return;
    }
    case 'galley':
      moveItem(s.galleyObjects, p.incomingObjects, a.id);
      s.tasks.push({ k: 'ask', seat, q: { a: 'equip', kind: 'object', id: a.id } });
      return;
    case 'galleyTreasure': {
      const t = takeRandom(s.rng, s.galleyTreasures, s.known)!;
      p.incomingTreasures.push(t);
      s.tasks.push({ k: 'ask', seat, q: { a: 'equip', kind: 'treasure', id: t } });
      return;
    }
    case 'none':
    case 'done':
      return;
    case 'hold':
      moveItem(s.holdSpaces, p.hold, a.id);
      while (s.holdSpaces.length < 3 && s.holdReserve.length > 0) s.holdSpaces.push(s.holdReserve.pop()!);
      return;
    case 'store':
      moveItem(p.treasures, p.chest, a.id);
      again();
      drawObject(s, seat);
      return;
    case 'pos':
      if (q.a === 'command') {
        activate(s, seat, seat, a.pos, log);
        return;
      }
      if (q.a === 'caramba') {
        arrive(s, seat, seat, { to: 'boat', pos: a.pos }, 'move', log);
        return;
      }
      return;
    case 'steal': {
      const v = s.players[a.from];
      if (a.id === 'treasure') {
        const t = takeRandom(s.rng, v.treasures)!;
        p.incomingTreasures.push(t);
        s.tasks.push({ k: 'ask', seat, q: { a: 'equip', kind: 'treasure', id: t } });
      } else {
        moveItem(v.objects, p.incomingObjects, a.id);
        v.covered = v.covered.filter((c) => c !== a.id);
        s.tasks.push({ k: 'ask', seat, q: { a: 'equip', kind: 'object', id: a.id } });
      }
      log.emit({ type: 'steal', text: `Frisco Kid steals from seat ${a.from + 1}.` });
      return;
    }
    case 'power':
      if (a.p === 'ahyaaaak' || a.p === 'spirit')
        s.tasks.push({ k: 'ask', seat, q: { a: 'leap', spirit: a.p === 'spirit' } });
      else if (a.p === 'pharmacist') {
        heal(s, 'Z', 1);
        drawObject(s, seat);
        drawObject(s, seat);
      } else {
        const wasAshore = s.cico.at !== 'boat';
        s.cico.at = 'boat';
        s.cico.pos = 'bridge';
        s.cico.wounds = 0;
        if (wasAshore && hasDW(s)) wound(s, 'C', 1, seat, log);
        s.tasks.push({ k: 'ask', seat, q: { a: 'caramba' } });
      }
      return;
    case 'fork':
      if (q.a === 'fork') stepTo(s, a.to, q.left, log);
      return;
    case 'absorb': {
      if (q.a !== 'absorb') return;
      wound(s, q.who, a.n, null, log);
      s.tasks.push({ k: 'plants', left: q.left - a.n, queue: q.queue });
      return;
    }
    case 'place':
      if (q.a === 'volcano') {
        s.volcanoes.push(a.space);
        log.emit({ type: 'volcano', text: `A Volcano rises at ${spaceName(a.space)}.` });
      } else {
        s.pinnacles.push(a.space);
        log.emit({ type: 'collapse', text: `A Stone Pinnacle falls at ${spaceName(a.space)}.` });
        for (const who of allFigures(s)) if (figure(s, who).at === a.space) wound(s, who, 1, null, log);
      }
      return;
    case 'cancel':
      if (q.a !== 'assault') return;
      p.scars++;
      assaultNext(
        s,
        q.open.filter((e) => e !== a.e),
        q.queue,
      );
      return;
    case 'top':
      return;
    case 'bottom': {
      const top = s.eventDeck.pop()!;
      s.eventDeck.unshift(top);
      return;
    }
    case 'slave':
      moveItem(p.trophies, s.slaves, a.tile);
      return;
    case 'side':
      if (q.a === 'side') strikeSide(s, q.enemy, a.side, log);
      return;
    case 'beast':
      s.beasts = s.beasts.filter((b) => b !== a.pos);
      return;
    case 'lose': {
      if (p.objects.includes(a.id)) {
        moveItem(p.objects, s.galleyObjects, a.id);
        p.covered = p.covered.filter((c) => c !== a.id);
      } else discardTreasure(s, seat, p.treasures, a.id);
      return;
    }
  }
}

import { hasPermanent, slaveable, strikeSide } from './rules';

const hasDW = (s: ZagorState) => hasPermanent(s, 'dangerous-waters');
const allFigures = (s: ZagorState): Who[] => [...s.players.map((_, i) => i), 'Z', 'C'];

function assaultNext(s: ZagorState, open: number[], queue: number[]): void {
  const [next, ...rest] = queue;
  if (next === undefined || open.length === 0) {
    if (open.length > 0) s.assaults.push(open);
    return;
  }
  s.tasks.push({ k: 'ask', seat: next, q: { a: 'assault', open, queue: rest } });
}

export { dieWho, footprints, nameOf, REINFORCEMENT };
