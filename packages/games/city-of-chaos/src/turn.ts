import { die, forget, type StepContext } from '@questbox/engine';
import {
  armourOf,
  groupSize,
  MAGIC_ONLY,
  opponentCard,
  PLAGUE_BITES,
  PLAYER_CARDS,
  roundDamage,
  weaponOf,
} from './combat';
import { ACTION_CARDS, combatEntry, LOCATIONS, nameOf, tileName } from './data';
import { DUEL_SETS, resolveRound, startDuel, toPick, victims } from './duel';
import {
  applyEffect,
  checkDeath,
  claimDropped,
  drawOpponent,
  type Emit,
  guildRefusal,
  rollCube,
} from './effects';
import { castable, discard, orders, SPELL, strikes, usable, use } from './magic';
import { gatesSquare, neighbours, placeTile, squareAt, tileKey } from './map';
import { stepInto, stepsOff } from './paths';
import type { CocState } from './state';
import { keyOf, newCombat } from './state';
import { interaction, TOME } from './tome';
import { INTERACTIONS, type Interaction, type Requires } from './tome-schema';

export type Action =
  | { t: 'roll' }
  | { t: 'stay' }
  | { t: 'step'; x: number; y: number }
  | { t: 'option'; i: number }
  | { t: 'interact'; how: Interaction; calm?: true }
  | { t: 'choose'; i: number }
  | { t: 'card'; i: number; spell?: string }
  | { t: 'use'; card: string }
  | { t: 'order'; i: number }
  | { t: 'leave' }
  | { t: 'attack'; seat: number }
  | { t: 'stop' }
  | { t: 'adjust'; by: number }
  | { t: 'reroll' }
  | { t: 'join'; seat: number }
  | { t: 'ally-card'; i: number }
  | { t: 'pick'; i: number }
  | { t: 'duel-on' }
  | { t: 'duel-flee' }
  | { t: 'fight-on' }
  | { t: 'flee' }
  | { t: 'consent'; agree: boolean };

const CARD = new Map(ACTION_CARDS.map((c) => [c.id, c]));
const cardOf = (instance: string) => CARD.get(instance.replace(/#\d+$/, ''))!;
const ROOM_GOTO = new Map(
  [...LOCATIONS.locations, ...LOCATIONS.specialLocations, ...LOCATIONS.towers].map((l) => [l.id, l.goto]),
);

/** True when the reader holds everything a choice asks for. */
export function meets(state: CocState, seat: number, r: Requires | undefined): boolean {
  if (!r) return true;
  const p = state.players[seat];
  if (r.groats && p.groats < r.groats) return false;
  if (r.item && !p.items.includes(r.item) && !p.magic.includes(r.item)) return false;
  if (r.special && !p.specials.includes(r.special)) return false;
  if (r.clue && !p.clues.includes(r.clue)) return false;
  if (r.guild && !p.guilds[r.guild]) return false;
  if (r.flag && ![r.flag].flat().every((f) => p.flags.includes(f))) return false;
  return true;
}

/**
 * Where the figure may step now: an unvisited street, gates or door square, not another's square
 * (D5). A fleeing figure still on the tile it fled takes only steps that keep a way off it within
 * the roll, and no door of that tile (D10).
 */
export function stepOptions(state: CocState, seat: number): { x: number; y: number }[] {
  const phase = state.phase;
  if (phase.kind !== 'move' || phase.left <= 0) return [];
  const [x, y] = state.players[seat].at!;
  const fleeing = phase.flee === tileKey(x, y);
  const out: { x: number; y: number }[] = [];
  for (const n of neighbours(x, y)) {
    const k = keyOf(n.x, n.y);
    if (phase.visited.includes(k)) continue;
    const sq = stepInto(state, seat, n);
    if (sq === null) continue;
    if (fleeing && tileKey(n.x, n.y) === phase.flee) {
      if (sq === 'D') continue;
      if (stepsOff(state, seat, n.x, n.y, phase.visited) > phase.left - 1) continue;
    }
    out.push({ x: n.x, y: n.y });
  }
  return out;
}

export function legalActions(state: CocState, seat: number): Action[] {
  if (state.over) return [];
  const phase = state.phase;
  if (phase.kind === 'duel') {
    if (!toPick(state).includes(seat)) return [];
    return DUEL_SETS[state.duel!.seats.indexOf(seat)].map((_, i) => ({ t: 'pick', i }));
  }
  const ally = allyToPick(state);
  if (ally !== null) return ally === seat ? PLAYER_CARDS.map((_, i) => ({ t: 'ally-card', i })) : [];
  if (phase.kind === 'consent')
    return toConsent(state).includes(seat)
      ? [
          { t: 'consent', agree: true },
          { t: 'consent', agree: false },
        ]
      : [];
  if (seat !== state.seat) return [];
  const p = state.players[seat];
  switch (phase.kind) {
    case 'start': {
      if (state.duel?.seats.includes(seat))
        return [
          { t: 'duel-on' },
          { t: 'duel-flee' },
          ...usable(state, seat, 'combat').map((card): Action => ({ t: 'use', card })),
        ];
      const combat = state.combat[seat];
      const uses: Action[] = usable(state, seat, 'start').map((card) => ({ t: 'use', card }));
      if (combat)
        return [
          // With players at their side, a flight is first put to them (D20).
          ...(combat.foe === 'Vampyre'
            ? [{ t: 'fight-on' } as const]
            : [{ t: 'fight-on' } as const, { t: 'flee' } as const]),
          ...uses,
        ];
      const leave: Action[] = canLeave(state, seat) ? [{ t: 'leave' }] : [];
      return [
        ...(p.inRoom ? [{ t: 'roll' } as const, { t: 'stay' } as const] : [{ t: 'roll' } as const]),
        ...uses,
        ...leave,
      ];
    }
    case 'move': {
      const steps: Action[] = stepOptions(state, seat).map((s) => ({ t: 'step', ...s }));
      // A flight needs only enough of the roll to leave the tile: off it, the figure may stop.
      if (phase.flee)
        return tileKey(...p.at!) === phase.flee && steps.length > 0 ? steps : [...steps, { t: 'stop' }];
      // Movement exception: a player who wishes to fight another need not use the whole roll.
      const attacks: Action[] =
        phase.visited.length > 1
          ? [
              ...(p.guilds.somatologists ? [] : victims(state, seat)).map(
                (v): Action => ({ t: 'attack', seat: v }),
              ),
              ...joinable(state, seat).map((v): Action => ({ t: 'join', seat: v })),
            ]
          : [];
      return steps.length === 0
        ? [...attacks, { t: 'stop' }]
        : [...steps, ...attacks, ...adjustments(state, seat)];
    }
    case 'card':
      // Somatologists may not attack first.
      return cardOf(phase.card).options.flatMap((o, i): Action[] =>
        o.act === 'attack' && p.guilds.somatologists ? [] : [{ t: 'option', i }],
      );
    case 'interact': {
      const out: Action[] = INTERACTIONS.map((how) => ({ t: 'interact', how }));
      if (p.magic.includes('calm')) out.push({ t: 'interact', how: 'greet', calm: true });
      return out;
    }
    case 'arrange':
      return orders(state.actionPile.length).map((_, i) => ({ t: 'order', i }));
    case 'read': {
      return legalChoices(state, seat, phase.paragraph).map((_, i) => ({ t: 'choose', i }));
    }
    case 'combat': {
      const spells = castable(state, seat);
      const out: Action[] = [];
      PLAYER_CARDS.forEach((_, i) => {
        out.push({ t: 'card', i });
        for (const spell of spells) out.push({ t: 'card', i, spell });
      });
      for (const card of usable(state, seat, 'combat')) out.push({ t: 'use', card });
      return out;
    }
    default:
      return [];
  }
}

/** The joined players who have still to say whether they agree to flee, all asked at once (D20). */
export function toConsent(state: CocState): number[] {
  if (state.over || state.phase.kind !== 'consent' || !state.consent) return [];
  const allies = state.combat[state.seat]!.allies!;
  return allies.filter((_, k) => state.consent![k] === null);
}

/** The ally who must add a card now: the first player has chosen and the allies follow in the order they joined. */
export function allyToPick(state: CocState): number | null {
  if (state.over || state.phase.kind !== 'combat') return null;
  const c = state.combat[state.seat];
  if (!c?.chosen) return null;
  return c.allies![c.allyPicks!.length] ?? null;
}

/**
 * Ways to change the movement roll before the first step: the Vriandi adds or takes one, the
 * Cartographers up to one a level, the Map of Byronitar rolls again once a turn.
 */
export function adjustments(state: CocState, seat: number): Action[] {
  const phase = state.phase;
  if (phase.kind !== 'move' || phase.visited.length > 1) return [];
  const p = state.players[seat];
  const out: Action[] = [];
  if (!phase.adjusted) {
    const reach = (p.items.includes('vriandi') ? 1 : 0) + (p.guilds.cartographers ?? 0);
    for (let by = -reach; by <= reach; by++)
      if (by !== 0 && phase.left + by >= 1) out.push({ t: 'adjust', by });
  }
  if (!phase.rerolled && p.items.includes('map-of-byronitar')) out.push({ t: 'reroll' });
  return out;
}

/** Fighting already: in a battle of their own, a duel, or at another's side. */
export function engaged(state: CocState, seat: number): boolean {
  return (
    state.combat[seat] !== null ||
    !!state.duel?.seats.includes(seat) ||
    state.combat.some((c) => c?.allies?.includes(seat))
  );
}

/** Players in a battle with a City character on a square next to the seat's, whom it may join. */
export function joinable(state: CocState, seat: number): number[] {
  if (!state.combat.some((c) => c !== null)) return [];
  const p = state.players[seat];
  if (!p.at || p.inRoom || engaged(state, seat)) return [];
  const [x, y] = p.at;
  return state.players.flatMap((o, i) =>
    i !== seat &&
    !o.out &&
    o.at &&
    !o.inRoom &&
    state.combat[i] &&
    Math.abs(o.at[0] - x) + Math.abs(o.at[1] - y) === 1
      ? [i]
      : [],
  );
}

/** The rounds at the end of the game in which a player may leave (Time Running Out?). */
export const LEAVING_ROUNDS = 5;

/** Leave the City: on the City Gates, out of combat, once time is running out (the last rounds). */
export function canLeave(state: CocState, seat: number): boolean {
  const p = state.players[seat];
  if (state.combat[seat] || state.duel?.seats.includes(seat) || p.inRoom || !p.at) return false;
  const [gx, gy] = gatesSquare(state);
  return p.at[0] === gx && p.at[1] === gy && state.round > state.options.rounds - LEAVING_ROUNDS;
}

/** Back to the bottom of the Action pack. */
function returnCard(state: CocState, card: string | null): void {
  if (card && !state.players.some((p) => p.companions.includes(card))) state.actionPile.push(card);
}

/** The player's turn is over: the next seat that is still in the game goes; a full round may end the game. */
function endTurn(state: CocState, emit: Emit): void {
  if (state.over) return;
  state.phase = { kind: 'start' };
  for (let k = 0; k < state.seatCount; k++) {
    state.seat = (state.seat + 1) % state.seatCount;
    if (state.seat === 0) state.round++;
    if (state.round > state.options.rounds) {
      state.over = true;
      emit({ type: 'time', text: 'Time runs out: the points table decides.' });
      return;
    }
    const p = state.players[state.seat];
    if (p.out) continue;
    if (state.combat.some((c) => c?.allies?.includes(state.seat))) {
      emit({ type: 'combat', text: `${p.name} fights on at another player's side.` });
      continue;
    }
    if (p.missTurn) {
      p.missTurn = false;
      emit({ type: 'miss', text: `${p.name} misses a turn.` });
      continue;
    }
    state.turns++;
    const soma = p.guilds.somatologists ?? 0;
    if (soma > 0 && p.bp < p.maxBp) {
      p.bp = Math.min(p.maxBp, p.bp + soma);
      emit({ type: 'guild', text: `${p.name} regains Body Points by the Somatologists' art (${p.bp}).` });
    }
    if (!p.at) p.at = gatesSquare(state);
    return;
  }
  if (state.players.every((p) => p.out)) state.over = true;
}

/** Reads a paragraph: its effects, then its roll, its choices, or back to the board. */
export function read(
  state: CocState,
  seat: number,
  id: number,
  card: string | null,
  emit: Emit,
  finish = true,
): void {
  for (let hops = 0; hops < 20; hops++) {
    const para = TOME.paragraphs.get(id)!;
    state.lastRead[seat] = id;
    if (para.eyesOnly) {
      emit({ type: 'tome', text: `${state.players[seat].name} reads a paragraph for their eyes only.` });
      emit({ type: 'tome', text: `${id}. ${para.title}: ${para.text}`, to: [seat], data: { paragraph: id } });
    } else emit({ type: 'tome', text: `${id}. ${para.title}: ${para.text}`, data: { paragraph: id } });
    const guild = para.effects?.find((e) => 'guild' in e);
    const refusal = guild && 'guild' in guild ? guildRefusal(state, seat, guild.guild) : null;
    if (refusal) emit({ type: 'refused', text: `The guild will not take you: ${refusal}.` });
    let fight: string | null = null;
    for (const e of refusal ? [] : (para.effects ?? [])) {
      if ('fight' in e) fight = e.fight;
      else if ('companion' in e) {
        if (card && cardOf(card).character) {
          state.players[seat].companions.push(card);
          emit({
            type: 'companion',
            text: `The ${cardOf(card).character} goes with ${state.players[seat].name}.`,
          });
        }
      } else applyEffect(state, seat, e, emit);
    }
    if (checkDeath(state, seat, emit)) {
      returnCard(state, card);
      endTurn(state, emit);
      return;
    }
    if (para.wins) {
      state.winner = seat;
      state.solved = para.wins;
      state.over = true;
      emit({ type: 'win', text: `${state.players[seat].name} solves a source of the Chaos.` });
      return;
    }
    if (fight) {
      startCombat(state, seat, fight, card, false, emit);
      return;
    }
    if (para.roll) {
      const face =
        para.roll.die === 'CUBE' ? rollCube(state) : String(die(state.rng, para.roll.die === 'D6' ? 6 : 8));
      emit({ type: 'die', text: `${para.roll.die}: ${face}` });
      id = para.roll.outcomes.find((o) => o.on === face || inRange(o.on, Number(face)))!.goto;
      continue;
    }
    if (para.choices && legalChoices(state, seat, id).length > 0) {
      state.phase = { kind: 'read', paragraph: id, card };
      return;
    }
    returnCard(state, card);
    if (finish) endTurn(state, emit);
    return;
  }
  throw new Error(`paragraph ${id}: too many rolls in a row`);
}

const inRange = (on: string, n: number) => {
  const m = /^(\d)-(\d)$/.exec(on);
  return m ? n >= Number(m[1]) && n <= Number(m[2]) : false;
};
export const legalChoices = (state: CocState, seat: number, id: number) =>
  (TOME.paragraphs.get(id)!.choices ?? []).filter((c) => meets(state, seat, c.requires));

/** Starts a battle against a Combat Table character (Heads are taken on attacking, D8 and D18). */
function startCombat(
  state: CocState,
  seat: number,
  name: string,
  card: string | null,
  attacked: boolean,
  emit: Emit,
) {
  const e = combatEntry(name);
  const p = state.players[seat];
  if (attacked && e.heads > 0) applyEffect(state, seat, { heads: e.heads }, emit);
  emit({ type: 'combat', text: `${p.name} fights the ${name}. ${e.description}` });
  if (e.body === null) {
    effectOnly(state, seat, name, card, emit);
    return;
  }
  state.combat[seat] = newCombat(name, e.body * groupSize(e), groupSize(e), card);
  state.phase = { kind: 'combat' };
}

/** The Combat Table lines with no Body: their description and special are the whole outcome (D8). */
function effectOnly(state: CocState, seat: number, name: string, card: string | null, emit: Emit) {
  const p = state.players[seat];
  if (name === 'Balloonist') p.bp -= die(state.rng, 6);
  else if (name === 'Herb Seller' || name === 'Shaman') {
    applyEffect(state, seat, { missTurn: true }, emit);
    applyEffect(state, seat, { draw: 'cursed' }, emit);
  } else if (name === 'Travelling Judge') p.bp = 0;
  else if (name === 'Naga' || name === 'Thief' || name === 'Pickpocket') {
    const sabre = p.items.includes('blue-steel-sabre');
    read(state, seat, { Naga: sabre ? 256 : 150, Thief: 154, Pickpocket: 155 }[name], card, emit);
    return;
  }
  checkDeath(state, seat, emit);
  returnCard(state, card);
  endTurn(state, emit);
}

/** One combat round: the chosen Player card (or none, when run down after a failed flee). */
function combatRound(
  state: CocState,
  seat: number,
  cardIndex: number | null,
  emit: Emit,
  spell?: string,
  allyCards: number[] = [],
): void {
  const combat = state.combat[seat]!;
  const allies = combat.allies ?? [];
  const phaseCard = combat.card;
  const p = state.players[seat];
  const e = combatEntry(combat.foe);
  const mine = cardIndex === null ? { attack: 0, defence: 0 } : PLAYER_CARDS[cardIndex];
  const drawn = Array.from({ length: combat.opponents }, () => opponentCard(drawOpponent(state)));
  combat.last = {
    opponents: drawn.map((c) => c.id),
    card: cardIndex,
    spell: spell ?? null,
    allies: allyCards.map((card, k) => ({ seat: allies[k], card })),
  };
  const noAttack = e.name === 'Archbishop' || (e.name === 'Inquisition' && combat.totalRounds === 0);
  const assassin = e.name === 'Assassin' ? combat.totalRounds : 0;
  const magic = spell ? SPELL.get(spell)! : null;
  if (spell) {
    discard(state, seat, spell);
    emit({ type: 'magic', text: `${p.name} casts ${nameOf(spell)}.` });
  }
  const feared = spell === 'fear';
  const foes = drawn.map((c) => ({
    attack: noAttack || feared ? -99 : c.attack + e.attack + assassin,
    defence: c.defence + e.defence,
  }));
  // A combat spell is cast rather than a weapon used (Magic).
  const pneuma = magic && (magic.attack ?? 0) > 0 ? (p.guilds.pneumologists ?? 0) : 0;
  let attack = mine.attack + (magic ? (magic.attack ?? 0) + pneuma : weaponOf(p));
  if (cardIndex === null || (MAGIC_ONLY.has(e.name) && !(spell && strikes(spell)))) attack = -99;
  if (e.name === 'Shadowraith' && rollCube(state) === drawn[0].symbol) attack = -99;
  let defence = mine.defence + armourOf(p) + (magic?.defence ?? 0);
  // Players at the side add their cards and modifiers (Multi Player Combat).
  allies.forEach((a, k) => {
    const card = PLAYER_CARDS[allyCards[k] ?? 0];
    const ally = state.players[a];
    if (attack > -99 && !MAGIC_ONLY.has(e.name)) attack += card.attack + weaponOf(ally);
    defence += card.defence + armourOf(ally);
  });
  // City characters at the player's side strike with a card of their own and their Combat Table line.
  for (const c of p.companions) {
    if (attack <= -99 || MAGIC_ONLY.has(e.name)) break;
    const line = combatEntry(cardOf(c).character!);
    attack += Math.max(0, opponentCard(drawOpponent(state)).attack + line.attack);
  }
  // Damage is split equally among the players, the remainder taken by the first.
  const share = (n: number) => Math.floor(n / (1 + allies.length));
  const hit = roundDamage({ attack, defence }, foes, Number.POSITIVE_INFINITY);
  const toPlayer = hit.toPlayer - share(hit.toPlayer) * allies.length;
  const toFoe = p.bp - toPlayer > 0 ? hit.toFoe : 0;
  p.bp -= toPlayer;
  for (const a of [...allies]) {
    state.players[a].bp -= share(hit.toPlayer);
    if (checkDeath(state, a, emit)) allies.splice(allies.indexOf(a), 1);
  }
  combat.pool -= toFoe;
  combat.dealtThisTurn += hit.toPlayer + toFoe;
  combat.rounds++;
  combat.totalRounds++;
  emit({
    type: 'round',
    text: `${p.name} takes ${toPlayer}, the ${e.name} takes ${toFoe} (${Math.max(0, combat.pool)} left).`,
  });
  if (checkDeath(state, seat, emit)) {
    returnCard(state, phaseCard);
    endTurn(state, emit);
    return;
  }
  if (e.name === 'Vampyre' && toPlayer > 0) {
    endBattle(state, seat, 227, emit);
    return;
  }
  if (e.name === 'Resurrector' && combat.pool <= 0) {
    applyEffect(state, seat, { heads: 1 }, emit);
    combat.pool = e.body!;
  }
  if (combat.pool <= 0) {
    endBattle(state, seat, e.carrying, emit);
    return;
  }
  if (e.name === 'Old Man' && combat.totalRounds >= 2) {
    emit({ type: 'combat', text: 'The Old Man collapses and dies.' });
    endBattle(state, seat, e.carrying, emit);
    return;
  }
  if (e.name === 'Architect' && rollCube(state) === 'chaos') {
    endBattle(state, seat, null, emit);
    return;
  }
  if (PLAGUE_BITES.has(e.name) && rollCube(state) === drawn[0].symbol) {
    state.combat[seat] = null;
    read(state, seat, 280, phaseCard, emit);
    return;
  }
  if (combat.rounds >= 2 || cardIndex === null) {
    if (combat.dealtThisTurn === 0) {
      emit({ type: 'combat', text: `Neither side can hurt the other: the ${e.name} breaks off.` });
      endBattle(state, seat, null, emit);
      return;
    }
    if (e.name === 'Supervisor' && combat.opponents < 5) grow(combat, e.body!);
    if (e.name === 'Thief-Catcher') grow(combat, e.body!);
    combat.rounds = 0;
    combat.dealtThisTurn = 0;
    endTurn(state, emit);
    return;
  }
}

function grow(combat: { opponents: number; pool: number }, body: number) {
  combat.opponents++;
  combat.pool += body;
}

/** The battle is over: the Action card goes back to the pack and the paragraph (Carrying) is read. */
function endBattle(state: CocState, seat: number, paragraph: number | null, emit: Emit): void {
  const { card, foe } = state.combat[seat]!;
  state.combat[seat] = null;
  returnCard(state, card);
  if (paragraph === null) {
    endTurn(state, emit);
    return;
  }
  // "After defeating him, roll twice at 505": the first reading ends no turn.
  if (foe === 'Banker') read(state, seat, paragraph, null, emit, false);
  read(state, seat, paragraph, null, emit);
}

/**
 * The player rolls to flee against the foe's D8 (D10): a win with enough squares to leave the tile
 * escapes; otherwise the foe runs them down from behind for a round.
 */
function flee(state: CocState, seat: number, emit: Emit): void {
  const p = state.players[seat];
  const combat = state.combat[seat]!;
  const mine = die(state.rng, 8);
  const theirs = die(state.rng, 8);
  const need = stepsOff(state, seat, p.at![0], p.at![1]);
  emit({
    type: 'die',
    text: `${p.name} rolls ${mine} to flee, the ${combat.foe} ${theirs}; ${need} needed to leave.`,
  });
  state.phase = { kind: 'combat' };
  if (mine > theirs && mine >= need) {
    emit({ type: 'combat', text: `${p.name} escapes.` });
    getAway(state, seat, mine, emit);
    return;
  }
  combatRound(state, seat, null, emit);
}

/**
 * A successful flight: the battle is over (its Action card back to the pack) and the figure moves
 * off the tile with the squares rolled, the player choosing the way (D10). With no way off it
 * stands where it fought.
 */
function getAway(state: CocState, seat: number, squares: number, emit: Emit): void {
  const card = state.combat[seat]?.card ?? null;
  state.combat[seat] = null;
  state.duel = null;
  returnCard(state, card);
  const [x, y] = state.players[seat].at!;
  state.phase = {
    kind: 'move',
    left: squares,
    visited: [keyOf(x, y)],
    tiles: [tileKey(x, y)],
    flee: tileKey(x, y),
  };
  if (stepOptions(state, seat).length === 0) endTurn(state, emit);
}

/** The move is over: a room is entered, or an Action card drawn on an unoccupied tile entered (D3). */
function endMove(state: CocState, seat: number, emit: Emit): void {
  const p = state.players[seat];
  const phase = state.phase;
  const [x, y] = p.at!;
  if (squareAt(state, x, y) === 'D') {
    p.inRoom = true;
    enterRoom(state, seat, emit);
    return;
  }
  claimDropped(state, seat, emit);
  const here = tileKey(x, y);
  const entered = phase.kind === 'move' && phase.tiles.length > 1;
  const alone = !state.players.some(
    (o, i) => i !== seat && !o.out && o.at && !o.inRoom && tileKey(o.at[0], o.at[1]) === here,
  );
  if (entered && alone && state.actionPile.length > 0) {
    const card = state.actionPile.shift()!;
    forget(state.known, [card]);
    const data = cardOf(card);
    emit({ type: 'draw', text: `${p.name} draws an Action card: ${data.name}. ${data.text}`, reveal: true });
    for (const e of data.effects ?? []) applyEffect(state, seat, e, emit);
    if (checkDeath(state, seat, emit)) {
      returnCard(state, card);
      endTurn(state, emit);
      return;
    }
    state.phase = { kind: 'card', card };
    return;
  }
  endTurn(state, emit);
}

/** Inside a Location: its card is drawn the first time and stays; then its paragraph is read. */
function enterRoom(state: CocState, seat: number, emit: Emit): void {
  const [x, y] = state.players[seat].at!;
  const placed = state.tiles[tileKey(x, y)];
  if (!placed.location) {
    placed.location = state.locationPile.shift() ?? null;
    if (!placed.location) {
      endTurn(state, emit);
      return;
    }
    emit({ type: 'location', text: `A Location card is drawn: ${nameOf(placed.location)}.`, reveal: true });
  }
  read(state, seat, ROOM_GOTO.get(placed.location)!, null, emit);
}

export function stepAction(state: CocState, seat: number, action: Action, ctx: StepContext): void {
  const emit = (e: Parameters<StepContext['emit']>[0]) => ctx.emit(e);
  const p = state.players[seat];
  const phase = state.phase;
  switch (action.t) {
    case 'roll': {
      const rolled = die(state.rng, 8);
      const lost = p.magic.includes('curse-of-the-lost') ? 1 : 0;
      const n = Math.max(1, rolled + p.moveBonus - lost);
      const change = n !== rolled ? ` and moves ${n}` : '';
      p.moveBonus = 0;
      emit({ type: 'die', text: `${p.name} rolls ${rolled} on the D8${change}.` });
      p.inRoom = false;
      const [x, y] = p.at!;
      state.phase = { kind: 'move', left: n, visited: [keyOf(x, y)], tiles: [tileKey(x, y)] };
      if (stepOptions(state, seat).length === 0) {
        endMove(state, seat, emit);
        return;
      }
      return;
    }
    case 'stay':
      enterRoom(state, seat, emit);
      return;
    case 'step': {
      if (phase.kind !== 'move') return;
      const [x, y] = p.at!;
      if (squareAt(state, action.x, action.y) === null) {
        const side = neighbours(x, y).find((n) => n.x === action.x && n.y === action.y)!.side!;
        const placed = placeTile(state, Math.floor(x / 5), Math.floor(y / 5), side);
        emit({ type: 'tile', text: `A new tile is laid: ${tileName(placed?.tile)}.`, reveal: true });
      }
      p.at = [action.x, action.y];
      phase.left--;
      phase.visited.push(keyOf(action.x, action.y));
      const t = tileKey(action.x, action.y);
      if (!phase.tiles.includes(t)) phase.tiles.push(t);
      if (squareAt(state, action.x, action.y) === 'D') endMove(state, seat, emit);
      else if (
        stepOptions(state, seat).length === 0 &&
        victims(state, seat).length === 0 &&
        joinable(state, seat).length === 0
      )
        endMove(state, seat, emit);
      return;
    }
    case 'option': {
      if (phase.kind !== 'card') return;
      const card = cardOf(phase.card);
      const o = card.options[action.i];
      if (o.act === 'ignore') {
        returnCard(state, phase.card);
        endTurn(state, emit);
        return;
      }
      if (o.act === 'interact') {
        state.phase = { kind: 'interact', card: phase.card };
        return;
      }
      if (o.act === 'attack') {
        startCombat(state, seat, card.character!, phase.card, true, emit);
        return;
      }
      read(state, seat, o.goto!, phase.card, emit);
      return;
    }
    case 'interact': {
      if (phase.kind !== 'interact') return;
      if (action.calm) {
        discard(state, seat, 'calm');
        emit({ type: 'magic', text: `${p.name} casts Calm and greets without rolling the Cube.` });
        read(state, seat, interaction(TOME, cardOf(phase.card).character!, 'greet', 'eye'), phase.card, emit);
        return;
      }
      const symbol = rollCube(state);
      emit({
        type: 'die',
        text: `${p.name} chooses ${action.how} and rolls ${symbol} on the Cube of Chaos.`,
      });
      const thief = p.guilds['brotherhood-of-thieves'] ?? 0;
      if (thief > 0 && symbol === 'chaos') applyEffect(state, seat, { groats: thief }, emit);
      read(
        state,
        seat,
        interaction(TOME, cardOf(phase.card).character!, action.how, symbol),
        phase.card,
        emit,
      );
      return;
    }
    case 'choose': {
      if (phase.kind !== 'read') return;
      const choice = legalChoices(state, seat, phase.paragraph)[action.i];
      if (choice.goto === undefined) {
        returnCard(state, phase.card);
        endTurn(state, emit);
        return;
      }
      read(state, seat, choice.goto, phase.card, emit);
      return;
    }
    case 'card': {
      const combat = state.combat[seat]!;
      if ((combat.allies ?? []).length > 0) {
        combat.chosen = { i: action.i, ...(action.spell ? { spell: action.spell } : {}) };
        combat.allyPicks = [];
        return;
      }
      combatRound(state, seat, action.i, emit, action.spell);
      return;
    }
    case 'ally-card': {
      const combat = state.combat[state.seat]!;
      combat.allyPicks!.push(action.i);
      if (combat.allyPicks!.length < combat.allies!.length) return;
      const { i, spell } = combat.chosen!;
      const picks = combat.allyPicks!;
      combat.chosen = null;
      combat.allyPicks = [];
      combatRound(state, state.seat, i, emit, spell, picks);
      return;
    }
    case 'join': {
      const combat = state.combat[action.seat]!;
      (combat.allies ??= []).push(seat);
      emit({
        type: 'combat',
        text: `${p.name} joins ${state.players[action.seat].name}'s battle against the ${combat.foe}.`,
      });
      endTurn(state, emit);
      return;
    }
    case 'use': {
      const outcome = use(state, seat, action.card, emit);
      // Stardust: off the tile by the shortest way there is, the player choosing among equals.
      if (outcome === 'escape') {
        const need = stepsOff(state, seat, p.at![0], p.at![1]);
        if (need < 99) getAway(state, seat, need, emit);
        else endBattle(state, seat, null, emit);
      } else if (outcome === 'arrange') state.phase = { kind: 'arrange' };
      return;
    }
    case 'attack':
      startDuel(state, seat, action.seat, emit);
      return;
    case 'adjust': {
      if (phase.kind !== 'move') return;
      phase.left += action.by;
      phase.adjusted = true;
      emit({ type: 'move', text: `${p.name} changes the roll by ${action.by}: ${phase.left} to move.` });
      return;
    }
    case 'reroll': {
      if (phase.kind !== 'move') return;
      const lost = p.magic.includes('curse-of-the-lost') ? 1 : 0;
      phase.left = Math.max(1, die(state.rng, 8) - lost);
      phase.rerolled = true;
      emit({
        type: 'die',
        text: `${p.name} reads the Map of Byronitar and rolls again: ${phase.left} to move.`,
      });
      return;
    }
    case 'stop':
      endMove(state, seat, emit);
      return;
    case 'pick': {
      const duel = state.duel!;
      duel.picks[duel.seats.indexOf(seat)] = action.i;
      if (toPick(state).length > 0) return;
      const outcome = resolveRound(state, emit);
      if (outcome !== null) endTurn(state, emit);
      return;
    }
    case 'duel-on':
      state.phase = { kind: 'duel' };
      return;
    case 'duel-flee': {
      const duel = state.duel!;
      const other = duel.seats[0] === seat ? duel.seats[1] : duel.seats[0];
      const mine = die(state.rng, 8);
      const theirs = die(state.rng, 8);
      const need = stepsOff(state, seat, p.at![0], p.at![1]);
      emit({
        type: 'die',
        text: `${p.name} rolls ${mine} to flee, ${state.players[other].name} ${theirs}; ${need} needed to leave.`,
      });
      if (mine > theirs && mine >= need) {
        emit({ type: 'combat', text: `${p.name} escapes.` });
        getAway(state, seat, mine, emit);
        return;
      }
      // Run down from behind: only the other player chooses a card this round.
      duel.picks[duel.seats.indexOf(seat)] = -1;
      state.phase = { kind: 'duel' };
      return;
    }
    case 'leave': {
      p.left = true;
      p.out = true;
      state.actionPile.push(...p.companions);
      p.companions = [];
      for (const g of Object.keys(p.guilds))
        state.guildMembers[g] = state.guildMembers[g].filter((s) => s !== seat);
      emit({
        type: 'leave',
        text: `${p.name} leaves the City by the Gates with all their items and skills.`,
      });
      endTurn(state, emit);
      return;
    }
    case 'order': {
      const order = orders(state.actionPile.length)[action.i];
      const top = state.actionPile.splice(0, order.length);
      state.actionPile.unshift(...order.map((k) => top[k]));
      state.phase = { kind: 'start' };
      return;
    }
    case 'fight-on':
      state.phase = { kind: 'combat' };
      return;
    case 'flee': {
      const allies = state.combat[seat]!.allies ?? [];
      if (allies.length === 0) {
        flee(state, seat, emit);
        return;
      }
      // "Neither player can now flee from the combat without the agreement of the other."
      state.consent = allies.map(() => null);
      state.phase = { kind: 'consent' };
      emit({ type: 'combat', text: `${p.name} asks the players at their side to break off and flee.` });
      return;
    }
    case 'consent': {
      const allies = state.combat[state.seat]!.allies!;
      state.consent![allies.indexOf(seat)] = action.agree;
      if (toConsent(state).length > 0) return;
      const refused = allies.filter((_, k) => !state.consent![k]);
      state.consent = null;
      if (refused.length === 0) {
        emit({ type: 'combat', text: 'Every player at the side agrees to flee.' });
        flee(state, state.seat, emit);
        return;
      }
      const names = refused.map((a) => state.players[a].name).join(', ');
      emit({ type: 'combat', text: `${names} will not flee: the battle goes on.` });
      state.phase = { kind: 'combat' };
      return;
    }
  }
}

/** Reads a paragraph for `seat` (tests and tools): its effects, rolls and choices as in play. */
export const readParagraph = read;
