import { createMatch, inventoryDifference } from '@questbox/engine';
import { CARDS, CHAIR_ACTORS, OPTION, QUESTS } from '../src/data';
import { xanth } from '../src/index';
import type { Action } from '../src/rules';
import type { Combat, Member, Options, Player, XanthState } from '../src/state';
import { TABLE } from '../src/state';

/** Every card, Chair Actor and Quest, wherever it is: zones, parties and allocated Objects. */
export function everything(s: XanthState): Record<string, string[]> {
  const inv = TABLE.inventory(s) as Record<string, string[]>;
  const cards = [...(inv.cards ?? []), ...(inv.offered ?? []).map((o) => OPTION[o].card)];
  const actors = [...(inv.actors ?? [])];
  for (const p of s.players) for (const m of p.party) actors.push(m.id);
  // Chair Actor cards shuffled into the E/E deck travel with the cards.
  const all = [...cards, ...actors].sort();
  const quests = (inv.quests ?? []).slice().sort();
  return { all, quests };
}

export const FULL = {
  all: [...CARDS.map((c) => c.id), ...CHAIR_ACTORS.map((a) => a.id)].sort(),
  quests: QUESTS.map((q) => q.id).sort(),
};

/** Conservation: every card, Chair Actor and Quest in exactly one place. */
export function invariant(s: XanthState): void {
  const d = inventoryDifference(FULL, everything(s));
  if (d) throw new Error(d);
  for (const p of s.players) {
    const objs = p.party.flatMap((m) => m.objects.map((o) => OPTION[o].card)).sort();
    if (JSON.stringify(objs) !== JSON.stringify(p.objects.slice().sort()))
      throw new Error('an Object is carried twice or by nobody');
  }
}

/** The order of the face-down decks, other seats' hands and other seats' face-down hazards. */
export function secrets(s: XanthState, seat: number | null): unknown[] {
  const out: unknown[] = [];
  for (const pile of [s.deck, s.armchair, s.questDeck]) if (pile.length > 1) out.push(pile);
  s.players.forEach((p, i) => {
    if (i === seat) return;
    if (p.hand.length > 1) out.push(p.hand);
    if (p.quest.length > 0 && s.phase.kind !== 'over') out.push({ quest: p.quest });
  });
  s.offers.forEach((o, i) => {
    if (
      i !== seat &&
      o.length > 0 &&
      !(seat === s.seat && s.players[s.seat].party.some((m) => m.id === 'dor'))
    )
      out.push({ offers: o });
  });
  return out;
}

/** Cards with a "Play anytime" option an opponent may play in any window he is asked in. */
export const ANYTIME_CARDS = ['ee-001', 'ee-029', 'ee-034', 'ee-043', 'ee-045', 'ee-054', 'ee-075'];

export function member(id: string, wounds = 0): Member {
  return { id, wounds, stone: false, mad: 0, objects: [] };
}

/** A game past Sit Up with the given parties, seat 0 to move in the Beginning. */
export function position(
  seats: number,
  parties: string[][],
  at: string[],
  options: Partial<Options> = {},
  seed = 'position',
): XanthState {
  const s = xanth.setup(
    {
      version: seats === 1 ? 'monaural' : 'simple',
      quests: 2,
      humfrey: false,
      novel: false,
      dealt: 1,
      ...options,
    },
    seats,
    seed,
  );
  const { step } = xanth;
  const ctx = { emit() {} };
  for (let i = 0; i < seats; i++) {
    const [lead, follow] = s.players[i].dealt;
    step(s, i, { type: 'choose', lead, follow }, ctx);
  }
  // Put the chosen parties in place, and their Chair Actors back where the new ones came from.
  const taken = new Set(parties.flat());
  for (let i = 0; i < seats; i++) {
    const p: Player = s.players[i];
    for (const m of p.party) if (!taken.has(m.id)) s.armchair.push(m.id);
    p.party = parties[i].map((id) => member(id));
    p.at = at[i];
  }
  for (const id of taken) {
    const a = s.armchair.indexOf(id);
    if (a >= 0) s.armchair.splice(a, 1);
    const d = s.deck.indexOf(id);
    if (d >= 0) s.deck.splice(d, 1);
    for (const p of s.players) {
      const h = p.hand.indexOf(id);
      if (h >= 0) {
        p.hand.splice(h, 1);
        s.discard.push(...[]);
      }
    }
  }
  s.seat = 0;
  s.phase = { kind: 'beginning' };
  return s;
}

export function act(s: XanthState, seat: number, action: Action): string[] {
  const log: string[] = [];
  xanth.step(s, seat, action, { emit: (e) => log.push(e.text) });
  return log;
}

/** Every seat waited on in the open reaction windows passes, until no window is left open. */
export function passAll(s: XanthState): void {
  while (s.phase.kind === 'window') for (const d of xanth.pending(s)) act(s, d.seat, { type: 'pass' });
}

/** Every seat waited on passes on the open roll windows (every kind of roll), until another decision comes. */
export function passRolls(s: XanthState): void {
  while (s.phase.kind === 'window' && s.phase.on.on === 'avoid')
    for (const d of xanth.pending(s)) act(s, d.seat, { type: 'pass' });
}

/** Every player passes on the card just played (no Edit, no Used Card Salesman), so it takes effect. */
export function passPlayed(s: XanthState, events: { text: string; to?: number[] }[] = []): void {
  while (s.phase.kind === 'window' && s.phase.on.on === 'played')
    for (const d of xanth.pending(s))
      xanth.step(s, d.seat, { type: 'pass' }, { emit: (e) => events.push(e) });
}

/** The phase once every Object allocated at the End has a bearer (the first Chair Actor offered). */
export function afterBearers(s: XanthState): XanthState['phase']['kind'] {
  while (s.phase.kind === 'bearer') act(s, s.seat, xanth.legal(s, s.seat)[0]);
  return s.phase.kind;
}

/** The combat under way: in its combat phase, or held in a window of a round, a flight or its rolls. */
export function combatOf(s: XanthState): Combat {
  const ph = s.phase;
  if (ph.kind === 'combat') return ph.combat;
  if (ph.kind === 'window' && (ph.on.on === 'round' || ph.on.on === 'flee')) return ph.on.combat;
  if (ph.kind === 'window' && ph.on.on === 'avoid' && 'combat' in ph.on.for) return ph.on.for.combat;
  throw new Error(`no combat in phase ${ph.kind}`);
}

/** The party faces `option` (played by seat 1), past the reveal window, about to roll. */
export function facing(s: XanthState, option: string): void {
  const card = OPTION[option].card;
  for (const pile of [s.deck, s.discard, ...s.players.map((p) => p.hand)])
    if (pile.includes(card)) pile.splice(pile.indexOf(card), 1);
  s.table.push(card);
  s.phase = { kind: 'designate', facing: { card, option, by: 1 } };
}

/**
 * The table the card tests start from: seat 0 (Dolph and Hugo) at `at`, seat 1 (Ivy and Irene) at
 * West Stockade, seat 2 (Tandy and Iris) at the Oracle, and no hand holding any of `keptOut`.
 */
export function dolphsTable(seats: number, at: string, keptOut: readonly string[]): XanthState {
  const s = position(
    seats,
    [
      ['dolph', 'hugo'],
      ['ivy', 'irene'],
      ['tandy', 'iris'],
    ].slice(0, seats),
    [at, 'west_stockade', 'oracle'].slice(0, seats),
  );
  for (const p of s.players) p.hand = p.hand.filter((c) => !keptOut.includes(c));
  return s;
}

export { createMatch, xanth };

/** Takes a card out of the deck, the discard pile or a hand, for a test position. */
function lift(s: XanthState, card: string): void {
  for (const pile of [s.deck, s.discard, ...s.players.map((p) => p.hand)]) {
    const i = pile.indexOf(card);
    if (i >= 0) {
      pile.splice(i, 1);
      return;
    }
  }
}

/** Moves a card (wherever it is: deck, discard, a hand) into a seat's hand, for a test position. */
export function give(s: XanthState, seat: number, card: string): void {
  lift(s, card);
  s.players[seat].hand.push(card);
}

/** Seat 0's party in combat with `foes` of a Creature hazard played by seat 1. */
export function inCombat(s: XanthState, option: string, foes = 1): XanthState['phase'] {
  const card = OPTION[option].card;
  lift(s, card);
  s.table.push(card);
  s.phase = {
    kind: 'combat',
    facing: { card, option, by: 1 },
    combat: {
      option,
      foes: Array.from({ length: foes }, () => ({ wounds: 0, stunned: false })),
      round: 0,
      by: 1,
      used: [],
      cards: [],
      friend: null,
    },
  };
  return s.phase;
}

/** Puts an Object card on a member of seat 0, as if allocated. */
export function carry(s: XanthState, memberId: string, option: string): void {
  const card = OPTION[option].card;
  lift(s, card);
  const p = s.players[0];
  p.objects.push(card);
  p.party.find((m) => m.id === memberId)!.objects.push(option);
}
