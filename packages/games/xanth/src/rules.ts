import { createRng, draw, random as R, type Rng, RuleError, type StepContext } from '@questbox/engine';
import { assign, assignActions, assigning, facedThisRound, living, mayArrange, targetOf } from './assignment';
import {
  COMBAT_EFFECTS,
  closeCombatCards,
  effectOfCard,
  fighters,
  OPENING_EFFECTS,
  ROUND_EFFECTS,
  spendAll,
  spendCard,
  strengthBonus,
} from './combat-cards';
import {
  ACTOR,
  type Benefit,
  BOARD,
  BORDERS,
  CARD,
  CARDS,
  CHAIR_ACTORS,
  GAP_DRAGON_CARD,
  type Hazard,
  HUMFREY_RING,
  OPTION,
  OPTIONS,
  QUEST,
  QUESTS,
  REGION,
  WALK,
} from './data';
import { drawnDisaster, pledge, swarmAfterRolls } from './disasters';
import { distinctCards } from './hand';
import {
  heldBecalmed,
  heldOnCombat,
  heldOnFlight,
  heldOnHazard,
  heldOnRolls,
  heldOption,
  strikeAtBeginning,
} from './held-events';
import { recordRolls, recordSail } from './last-roll';
import { bareCountryAfterRolls, braveStorm, leave, partActions } from './opponent-cards';
import {
  active,
  armorOf,
  attackOf,
  carries,
  cunningAgainst,
  hasTalent,
  healingSite,
  magicWorks,
  objectFits,
  partyOut,
  talentWorks,
  toughness,
  walkRate,
  xonked,
} from './party';
import {
  advanceQuest,
  discardQuests,
  drawQuest,
  escorteesGoHome,
  fulfilsHere,
  leaveEscorteesBehind,
  type QuestStart,
  removeQuest,
  takeOverQuest,
} from './quests';
import { isTrapped, mayAnswer, rollOk } from './reaction-cards';
import type {
  AfterStrikes,
  Combat,
  Facing,
  Foe,
  Member,
  Move,
  Options,
  Player,
  Resume,
  Roll,
  RollFor,
  Swing,
  Trigger,
  XanthState,
} from './state';
import {
  openWindow,
  opponents,
  playCard,
  windowActions,
  windowDeciders,
  windowPass,
  windowPlay,
  windowPrompt,
} from './windows';

export type Action =
  | { type: 'choose'; lead: string; follow: string }
  /** `member`: who faces the Designated roll to leave The Void or the Everglades. */
  | { type: 'walk'; member?: string }
  | { type: 'sail' }
  | { type: 'stay' }
  | { type: 'rest' }
  | { type: 'play'; card: string; option: string; member?: string; of?: number }
  | { type: 'use'; member: string; option: string; target?: string; of?: number }
  /** `member`: who faces the Designated roll of The Void or the Everglades on entering. */
  | { type: 'step'; to: string; member?: string }
  | { type: 'humfrey' }
  | { type: 'stop' }
  | { type: 'offer'; card: string; option: string }
  | { type: 'plop'; card: string; option: string }
  | { type: 'pass' }
  | {
      type: 'meddle';
      card: string;
      option: string;
      member?: string;
      mine?: string;
      region?: string;
      /** As Xanth Turns: each player moves one seat this way (+1 or -1); Humfrey's Answer: the seat read. */
      of?: number;
    }
  | { type: 'part'; member: string }
  | { type: 'surprise'; card: string; option: string }
  | { type: 'react'; card: string; option: string; roll?: number }
  | { type: 'escape'; cards: string[] }
  /** Hugo's Conjure Fruit: the plant just played or discarded goes to his player's hand. */
  | { type: 'conjure' }
  | { type: 'cover' }
  | { type: 'brave' }
  | { type: 'pick'; from: number }
  | { type: 'face'; member?: string }
  | { type: 'fight' }
  /** Before a round: assign the Chair Actors anew, one at a time. */
  | { type: 'arrange' }
  /** `member` faces `faces` Creatures (the first is `target`, the others the next nobody faces) and attacks `target`. */
  | { type: 'assign'; member: string; faces: number; target: number }
  /** The hazard's player: the Creature nobody faces strikes `member`. */
  | { type: 'allot'; member: string }
  | { type: 'talent'; member: string }
  | { type: 'call'; friend: string }
  | { type: 'run' }
  | { type: 'push'; to: string }
  | { type: 'peek'; of: number }
  | { type: 'research'; of: number }
  | { type: 'question'; of: number }
  | { type: 'discard'; card: string }
  | { type: 'keep' }
  /** `card`: the Object card of the hand a card's allocation names (Finders Keepers: "any object"). */
  | { type: 'bearer'; member: string; card?: string }
  | { type: 'keep-quest'; quest: string };

type Ctx = StepContext;
const NAME = (s: XanthState, seat: number) => (seat < 0 ? 'The game' : s.players[seat].name);
const cube = (rng: Rng) => R.die(rng, 6);

const NO_OPTIONS: string[] = [];
/** Option ids by card id, and effects by option id: Maps, as these lookups run on every legal move listed. */
const CARD_OPTIONS = new Map(CARDS.map((c) => [c.id, c.options]));
const EFFECT = new Map(OPTIONS.map((o) => [o.id, o.class === 'hazard' ? null : o.effect]));

/** The option records of a card id in hand (a Chair Actor card has none). */
function optionsOf(card: string): string[] {
  return CARD_OPTIONS.get(card) ?? NO_OPTIONS;
}
export function cardOfOption(option: string): string {
  return OPTION[option].card;
}
const isActorCard = (card: string) => card in ACTOR;
export const solo = (s: XanthState) => s.options.version === 'monaural' || s.options.version === 'stereo';

// ---------------------------------------------------------------- setup

export function setup(options: Options, seats: number, seed: string): XanthState {
  if (options.version === 'monaural' && seats !== 1)
    throw new RuleError('bad-seats', 'The Monaural Game is played by one player.');
  if (options.version === 'stereo' && seats !== 2)
    throw new RuleError('bad-seats', 'The Stereo Game is played by two players.');
  // A player alone plays the Monaural Game, "for people without friends".
  if ((options.version === 'simple' || options.version === 'longer') && seats === 1)
    options = { ...options, version: 'monaural' };
  if (options.dealt > 1 && (options.version !== 'longer' || options.novel || options.dealt > options.quests))
    throw new RuleError(
      'bad-options',
      'Two or more Quests are dealt at Sit Up only in the Longer game (not the Novel Adventure), and no more than the Quests needed to win.',
    );
  const rng = createRng(seed);
  const actors = R.shuffle(
    rng,
    CHAIR_ACTORS.map((a) => a.id),
  );
  const players: Player[] = Array.from({ length: seats }, (_, i) => ({
    name: `Player ${i + 1}`,
    hand: [],
    dealt: actors.splice(actors.length - 3, 3),
    party: [],
    objects: [],
    friends: [],
    quest: [],
    progress: [],
    escorts: [],
    choosing: [],
    chooseAtStart: false,
    questsDone: [],
    at: '',
    origin: '',
    lostTurns: 0,
    voidTries: 0,
    lostInGlades: false,
    onWall: false,
    annexExit: null,
    veterans: [],
    ranAway: false,
    usedTurn: [],
    restart: false,
    needsQuest: false,
    challenges: 0,
    dragonDue: false,
    threeCubes: false,
    driver: null,
    averted: [],
    ashore: false,
    skipTurn: false,
    extraTurn: false,
    against: [],
  }));
  const noQuest =
    options.version === 'monaural' || options.version === 'stereo' ? ['question-quest', 'chosen-quest'] : [];
  const s: XanthState = {
    options: {
      ...options,
      quests: options.novel ? 3 : options.quests,
      humfrey: options.humfrey || options.novel,
    },
    rng,
    seats,
    players,
    deck: CARDS.map((c) => c.id).filter((c) => c !== GAP_DRAGON_CARD),
    discard: [],
    armchair: actors,
    questDeck: R.shuffle(
      rng,
      QUESTS.map((q) => q.id).filter((q) => !noQuest.includes(q)),
    ),
    questDiscard: [],
    questsAside: noQuest,
    aside: [GAP_DRAGON_CARD],
    removed: [],
    offers: players.map(() => []),
    pledges: players.map(() => []),
    plopped: [],
    table: [],
    seat: 0,
    turns: 0,
    phase: { kind: 'choose-actors' },
    nextwave: false,
    winner: null,
    lastRoll: null,
  };
  return s;
}

/** After every seat has chosen its two Chair Actors: the decks, Quests, hands and the first player. */
function startPlay(s: XanthState, ctx: Ctx): void {
  const rng = s.rng;
  // The discarded Chair Actors go back; one per player (five in the Monaural Game) joins the E/E deck.
  R.shuffle(rng, s.armchair);
  const extra = solo(s) ? 5 : s.seats;
  s.deck.push(...s.armchair.splice(s.armchair.length - extra, extra));
  R.shuffle(rng, s.deck);
  for (const p of s.players) {
    dealQuests(s, p);
    p.origin = p.at;
    drawCards(s, p, 5, ctx, null);
  }
  if (chooser(s) < 0) rollForFirst(s, allSeats(s), ctx);
}

const allSeats = (s: XanthState) => s.players.map((_, i) => i);

/**
 * The dicey situation: each of `seats` rolls a cube and the highest goes first; the tied highest
 * roll again (`tie`). The cubes wait in a roll window like any other roll (the any-roll Roll Reversal may
 * answer them).
 */
export function rollForFirst(s: XanthState, seats: number[], ctx: Ctx, tie = false): void {
  if (seats.length === 1) {
    s.seat = seats[0];
    if (s.seats > 1)
      ctx.emit({ type: 'first', text: `${NAME(s, s.seat)} wins the dicey situation and goes first.` });
    beginTurn(s, ctx);
    return;
  }
  const rolls: Roll[] = seats.map((seat) => ({
    member: '',
    seat,
    cubes: [cube(s.rng)],
    cunning: 0,
    test: 'count',
  }));
  const told = rolls.map((r) => `${NAME(s, r.seat!)} ${r.cubes[0]}`).join(', ');
  ctx.emit({ type: 'die', text: `The dicey situation: ${told}.` });
  openRolls(s, rolls, { kind: 'first', tie }, ctx);
}

/** The dicey situation's cubes stand: the highest goes first, or the tied highest roll again. */
function settleFirst(s: XanthState, rolls: Roll[], ctx: Ctx): void {
  const top = Math.max(...rolls.map((r) => r.cubes[0]));
  rollForFirst(
    s,
    rolls.flatMap((r) => (r.cubes[0] === top ? [r.seat!] : [])),
    ctx,
    true,
  );
}

/**
 * Sit Up (or a fresh start): one Quest, or the Longer game's "two or more Quest Cards", the token on
 * the first one's start; the others' starts are reached by normal movement, like a later Quest's.
 */
function dealQuests(s: XanthState, p: Player): void {
  const n = s.options.version === 'longer' ? s.options.dealt : 1;
  for (let i = 0; i < n; i++) newQuest(s, p, i === 0 ? 'place' : 'travel');
}

/** Draws a Quest for `p` (keeps the Chosen Quest's pick of three). */
function newQuest(s: XanthState, p: Player, start: QuestStart): void {
  const q = drawQuest(s, p, start);
  // The Chosen Quest: the player looks at the top three and keeps one (a choice on top of the game).
  if (q === 'chosen-quest' && s.questDeck.slice(-3).some(keepable)) {
    p.choosing = s.questDeck.splice(-3);
    p.chooseAtStart = start === 'place';
  }
}

/** A Quest the Chosen Quest may keep: not the Question Quest (nor itself). */
const keepable = (q: string) => q !== 'question-quest' && q !== 'chosen-quest';

/** Who must first keep one of three Quests for his Chosen Quest: that choice comes before any other. */
function chooser(s: XanthState): number {
  for (let i = 0; i < s.players.length; i++) if (s.players[i].choosing.length > 0) return i;
  return -1;
}

/** The Chosen Quest's pick: one Quest kept, the Chosen Quest discarded, the others shuffled back. */
function keepQuest(s: XanthState, seat: number, quest: string, ctx: Ctx): void {
  const p = s.players[seat];
  const others = p.choosing.splice(0).filter((q) => q !== quest);
  s.questDeck.push(...others);
  R.shuffle(s.rng, s.questDeck);
  // The kept Quest takes the Chosen Quest's place (and its way to the start).
  const i = p.quest.indexOf('chosen-quest');
  s.questDiscard.push(p.quest[i]);
  p.quest[i] = quest;
  p.progress[i].reached = [];
  if (p.chooseAtStart) {
    p.at = QUEST[quest].start;
    p.origin = p.at;
  }
  ctx.emit({ type: 'quest', text: `${p.name} keeps one of three Quests for the Chosen Quest.` });
  // At Sit Up the first turn begins once every pick is made.
  if (s.phase.kind === 'choose-actors' && chooser(s) < 0) rollForFirst(s, allSeats(s), ctx);
}

/**
 * Draws `n` cards: a disaster is played at once (at Sit Up and in A New Deal it is put back and
 * replaced, `resume` null). True when a disaster drawn paused the drawing: its windows (the Edit,
 * the escape) draw the rest and go on at `resume`.
 */
export function drawCards(s: XanthState, p: Player, n: number, ctx: Ctx, resume: Resume | null): boolean {
  let tries = 0;
  for (let i = 0; i < n && tries < n + 12; i++, tries++) {
    const got = draw(s.rng, s.deck, p.hand, 1, s.discard);
    if (got.length === 0) return false;
    const card = got[0];
    const opt = OPTION[optionsOf(card)[0]];
    if (opt?.class === 'disaster') {
      p.hand.pop();
      if (resume) {
        drawnDisaster(s, p, card, n - i, resume, ctx);
        return true;
      }
      s.deck.unshift(card);
      i--;
      if (s.deck.length + s.discard.length === 0) return false;
    }
  }
  return false;
}

/** The cards owed are drawn: the turn goes on where the drawing began. */
export function resumeAfterDraw(s: XanthState, resume: Resume, ctx: Ctx): void {
  if (s.phase.kind === 'over') return;
  switch (resume.kind) {
    case 'begin':
      afterBeginDraw(s, ctx);
      return;
    case 'restart':
      afterRestart(s, ctx);
      return;
    case 'end':
      afterEndDraw(s, ctx);
      return;
    case 'phase':
      s.phase = resume.back;
      return;
    case 'encounter':
      encounterDraws(s, resume.left, ctx);
      return;
  }
}

/** The cards the End's refill draws: up to five (Ivy: six). */
export function refill(p: Player): number {
  return Math.max(0, (hasTalent(p, 'ivy') ? 6 : 5) - p.hand.length);
}

// ---------------------------------------------------------------- turn

function beginTurn(s: XanthState, ctx: Ctx): void {
  const p = s.players[s.seat];
  s.turns++;
  p.ranAway = false;
  p.usedTurn = [];
  p.threeCubes = false;
  p.driver = null;
  p.averted = [];
  p.ashore = false;
  p.skipTurn = false;
  for (const m of p.party) if (m.mad > 0) m.mad--;
  if (p.party.length === 0 && !solo(s)) p.restart = true;
  if (p.restart) {
    // The missed turn: then start over with two Armchair Actors, a new Quest and five cards.
    p.restart = false;
    p.lostTurns = 0;
    const two = s.armchair.splice(Math.max(0, s.armchair.length - 2), 2);
    p.party = two.map((id) => fresh(id));
    discardQuests(s, p);
    dealQuests(s, p);
    p.origin = p.at;
    p.veterans = [];
    ctx.emit({ type: 'restart', text: `${p.name} starts over with a new party.` });
    if (!drawCards(s, p, 5, ctx, { kind: 'restart' })) afterRestart(s, ctx);
    return;
  }
  if (p.party.length === 0) {
    // A Monaural or Stereo player whose party is gone has no more turns.
    endOfSolo(s, ctx);
    return;
  }
  if (!drawCards(s, p, 1, ctx, { kind: 'begin' })) resumeAfterDraw(s, { kind: 'begin' }, ctx);
}

function afterRestart(s: XanthState, ctx: Ctx): void {
  if (s.players[s.seat].party.length === 0) endOfSolo(s, ctx);
  else nextTurn(s, ctx);
}

/** The Beginning's card is drawn: the turn goes on, unless a disaster ended it. */
function afterBeginDraw(s: XanthState, ctx: Ctx): void {
  const p = s.players[s.seat];
  // A disaster drawn (a Wiggle Swarm) may have Xonked the whole party: the turn is over.
  if (p.party.length === 0 || partyOut(p)) {
    if (solo(s)) endOfSolo(s, ctx);
    else nextTurn(s, ctx);
    return;
  }
  if (hasTalent(p, 'jordan-the-barbarian')) {
    const j = p.party.find((m) => m.id === 'jordan-the-barbarian')!;
    if (j.wounds > 0) j.wounds--;
  }
  p.onWall = p.at === 'deathstone';
  if (p.lostTurns > 0) {
    p.lostTurns--;
    ctx.emit({ type: 'lost-turn', text: `${p.name} loses this turn.` });
    s.phase = { kind: 'end', discarded: 0 };
    return;
  }
  // The Beginning: first a window for the opponents' cards (none in the Monaural or Stereo Game, nor on Mundania).
  openWindow(s, { on: 'beginning' }, opponents(s), ctx);
}

/** Every opponent has passed: the mover's turn goes on as the cards played on him left it. */
export function closeBeginning(s: XanthState, ctx: Ctx): void {
  const p = s.players[s.seat];
  // Monaural and Stereo: the events held against the mover strike now, as if his opponents played them.
  if (p.against.length > 0 && p.party.length > 0 && strikeAtBeginning(s, p, ctx)) return;
  if (p.party.length === 0) {
    nextTurn(s, ctx);
    return;
  }
  if (p.skipTurn) {
    ctx.emit({ type: 'lost-turn', text: `${p.name} loses this turn.` });
    s.phase = { kind: 'end', discarded: 0 };
    return;
  }
  if (p.ashore) {
    s.phase = { kind: 'move', mode: 'walk', left: 1, base: 1, moved: [], annex: null, ashore: true };
    return;
  }
  s.phase = { kind: 'beginning' };
}

/** A storm's attacks count; then the Beginning window goes on (or the turn, if the party is lost). */
function stormAfterRolls(
  s: XanthState,
  p: Player,
  f: Extract<RollFor, { kind: 'storm' }>,
  rolls: Roll[],
  ctx: Ctx,
): void {
  landAttacksOutside(p, rolls, ctx);
  ctx.emit({ type: 'storm', text: `${p.name}'s party braves the ${OPTION[f.option].name}.` });
  if (partyOut(p)) loseParty(s, s.seat, ctx);
  backToWindow(s, f.decided, ctx);
}

/** After a card that asked the mover something: back to the window, or on if the party is gone. */
function backToWindow(s: XanthState, decided: number[], ctx: Ctx): void {
  const who = opponents(s);
  s.phase = { kind: 'window', on: { on: 'beginning' }, who, decided };
  if (s.players[s.seat].party.length === 0 || who.every((i) => decided.includes(i))) closeBeginning(s, ctx);
}

function fresh(id: string): Member {
  return { id, wounds: 0, stone: false, mad: 0, objects: [] };
}

function nextTurn(s: XanthState, ctx: Ctx): void {
  if (s.phase.kind === 'over') return;
  for (const p of s.players) {
    p.dragonDue = false;
    for (const m of p.party) m.distracted = false;
  }
  s.plopped = [];
  // Hazards still on the table (the turn ended before they were faced) are discarded.
  for (const c of s.table.splice(0)) (c === GAP_DRAGON_CARD ? s.aside : s.discard).push(c);
  const p = s.players[s.seat];
  // Seats are numbered counterclockwise round the table; a Potion of Speed keeps the turn.
  if (p.extraTurn) p.extraTurn = false;
  else s.seat = (s.seat + 1) % s.seats;
  beginTurn(s, ctx);
}

/** The avoidance roll of one Chair Actor, as it stands after his own talents (Glory, Bink). */
function rollAvoid(s: XanthState, p: Player, m: Member, h: Hazard | { magnitude: number }, ctx: Ctx): Roll {
  const cunning = 'class' in h ? cunningAgainst(p, m, h as Hazard) : ACTOR[m.id].cunning;
  const tries = hasTalent(p, 'glory-goblin') && m.id === 'glory-goblin' ? 2 : 1;
  let cubes: number[] = [];
  for (let t = 0; t < tries; t++) {
    cubes = Array.from({ length: h.magnitude }, () => cube(s.rng));
    if (
      cubes.some((c) => c > cunning) &&
      m.id === 'bink' &&
      talentWorks(p, m) &&
      !p.usedTurn.includes('bink')
    ) {
      p.usedTurn.push('bink');
      cubes = Array.from({ length: h.magnitude }, () => cube(s.rng));
    }
    const ok = cubes.every((c) => c <= cunning);
    ctx.emit({
      type: 'die',
      text: `${ACTOR[m.id].name} rolls ${cubes.join(', ')} against Cunning ${cunning}: ${ok ? 'avoided' : 'failed'}.`,
    });
    if (ok) break;
  }
  return { member: m.id, cubes, cunning };
}

/** The Chair Actor the player named for a Designated roll, or the only active one. */
function designee(p: Player, id: string | undefined): Member | undefined {
  return p.party.find((m) => m.id === id && active(m)) ?? p.party.find(active);
}

/** A roll of The Void or the Everglades whose Chair Actor is not named yet, in a party with a choice. */
function unnamed(p: Player, magnitude: number, member: string | undefined): boolean {
  return magnitude > 0 && member === undefined && p.party.filter(active).length > 1;
}

/** One action for each active Chair Actor who may face a Designated roll. */
function eachDesignee<A extends Action>(p: Player, a: A): A[] {
  const able = p.party.filter(active);
  return able.length > 0 ? able.map((m) => ({ ...a, member: m.id })) : [a];
}

/**
 * The Designated roll leaving needs (0: none): The Void's 2 (rides, flights and vaults carry the party
 * out), or the Everglades' 1 for a party lost there (Chem knows the way).
 */
function leaveRoll(p: Player, mode: Move['mode']): number {
  if (p.at === 'void') return mode === 'ride' || mode === 'vault' || mode === 'fly' ? 0 : 2;
  return p.lostInGlades && !hasTalent(p, 'chem-centaur') ? 1 : 0;
}

/** One Cunning roll of `magnitude` cubes for each of `members`. */
export function rollsOf(s: XanthState, p: Player, members: Member[], magnitude: number, ctx: Ctx): Roll[] {
  return members.map((m) => rollAvoid(s, p, m, { magnitude }, ctx));
}

/**
 * Every roll of the game stays open in a window before it counts (`settleAvoid`): the mover may
 * mend one that went against his party, an opponent spoil one that went its way. Who is asked
 * depends only on what all can see (the rolls, the cards out of every hand: `mayAnswer`); when the
 * rule lets nobody answer, nobody is asked and the rolls count at once.
 */
export function openRolls(s: XanthState, rolls: Roll[], rollFor: RollFor, ctx: Ctx): void {
  const on = { on: 'avoid' as const, rolls, for: rollFor };
  recordRolls(s, on);
  const elsewhere = on.rolls.some((r) => r.seat !== undefined && r.seat !== s.seat);
  const seats = elsewhere ? allSeats(s) : [s.seat, ...opponents(s)];
  const who = seats.filter((seat) => mayAnswer(s, on, seat));
  openWindow(s, on, who, ctx);
}

/** Whom a count is for: one Chair Actor (of the party of `seat`, the mover's if none), or the hazard itself (''). */
export interface CountTarget {
  member: string;
  seat?: number;
}
/** How many a count says for its target. */
interface Counted extends CountTarget {
  n: number;
}
type CountFor = Extract<
  RollFor,
  { kind: 'creatures' | 'tax-count' | 'storm-count' | 'lost-turns' | 'swarm-count' }
>;
const rolledCubes = (count: string | undefined) => (count === '1-6' ? 1 : count === '2-12' ? 2 : 0);
const countsOf = (rolls: Roll[]): Counted[] =>
  rolls.map((r) => ({ member: r.member, seat: r.seat, n: r.cubes.reduce((a, b) => a + b, 0) }));

/**
 * A count for each of `members` ("1-6" on one cube, "2-12" on two): rolled, it waits in a roll
 * window like any other roll (only the any-roll Roll Reversal reaches it) before it counts; a fixed
 * count ("Lose three turns") is no roll and counts at once.
 */
export function openCounts(
  s: XanthState,
  targets: CountTarget[],
  count: string | undefined,
  f: CountFor,
  ctx: Ctx,
): void {
  const k = rolledCubes(count);
  if (k === 0) {
    const n = count ? Number(count) : 1;
    afterCounts(
      s,
      s.players[s.seat],
      f,
      targets.map((x) => ({ ...x, n })),
      ctx,
    );
    return;
  }
  const rolls: Roll[] = targets.map((x) => ({
    ...x,
    cubes: Array.from({ length: k }, () => cube(s.rng)),
    cunning: 0,
    test: 'count',
  }));
  if (rolls.length > 0)
    ctx.emit({ type: 'die', text: `Counts rolled: ${rolls.map((r) => r.cubes.join('+')).join(', ')}.` });
  openRolls(s, rolls, f, ctx);
}

/** The counts stand: the Creatures come, the attacks are rolled, the turns are lost. */
function afterCounts(s: XanthState, p: Player, f: CountFor, counts: Counted[], ctx: Ctx): void {
  switch (f.kind) {
    case 'creatures': {
      const h = OPTION[f.facing.option] as Hazard;
      let n = counts[0].n;
      if (hasTalent(p, 'chet-centaur')) n = Math.ceil(n / 2);
      const foes: Foe[] = Array.from({ length: n }, () => ({ wounds: 0, stunned: false }));
      ctx.emit({ type: 'combat', text: `${n} Bad Guy counter(s) for ${h.name}: combat!` });
      const combat = {
        option: f.facing.option,
        foes,
        round: 0,
        by: f.facing.by,
        used: [],
        cards: [],
        friend: null,
      };
      toRound(s, f.facing, combat, ctx);
      return;
    }
    case 'tax-count': {
      const h = OPTION[f.facing.option] as Hazard;
      const { strength, ignoresArmor } = h.aTax as Exclude<Hazard['aTax'], boolean | undefined>;
      const rolls = attacksOn(s, counts, strength, ignoresArmor ?? false, ctx);
      openRolls(s, rolls, { kind: 'tax', facing: f.facing }, ctx);
      return;
    }
    case 'storm-count': {
      const rolls = attacksOn(s, counts, (OPTION[f.option] as Benefit).strength ?? 1, false, ctx);
      openRolls(s, rolls, { kind: 'storm', option: f.option, decided: f.decided }, ctx);
      return;
    }
    case 'swarm-count': {
      // "1-6 attacks, Strength 2, with armor providing no benefit."
      const rolls = attacksOn(s, counts, 2, true, ctx);
      openRolls(s, rolls, { kind: 'swarm', resume: f.resume, owed: f.owed }, ctx);
      return;
    }
    case 'lost-turns': {
      const h = OPTION[f.facing.option] as Hazard;
      p.lostTurns += counts[0].n;
      ctx.emit({ type: 'lost-turn', text: `${p.name} loses ${counts[0].n} turn(s) to ${h.name}.` });
      doneWithHazard(s, f.facing, ctx);
      return;
    }
  }
}

// ---------------------------------------------------------------- movement

const BEGINNING_EFFECTS = new Set([
  'ride',
  'fly',
  'vault',
  'extra-step',
  'three-cubes',
  'hand-of-fate',
  'healing-spring',
  'chance-encounter',
  'allocate',
  'cure-one',
  'heal-one',
  'heal-guess',
  'heal-feather',
  'cameo',
  'cat-burglar',
  'see-quest',
  'see-hand',
]);
/** Cards played on (or about) another player: one action for each seat they may name. */
const SEAT_EFFECTS = new Set(['cat-burglar', 'see-quest', 'see-hand']);
/** Played at the End of the turn. */
const END_EFFECTS = new Set(['potion-of-speed']);
const HEAL_EFFECTS = new Set(['cure-one', 'heal-one', 'heal-guess', 'heal-feather']);
const AVOID_EFFECTS = new Set(['avoid', 'avoid-creature', 'avoid-plant', 'avoid-not-c', 'coffee-beans']);
/** Played by the mover on a revealed hazard before trying to avoid it. */
const REVEAL_EFFECTS = new Set([...AVOID_EFFECTS, 'illusion']);

function effectOf(option: string): string | null {
  return EFFECT.get(option) ?? null;
}

/** Playing a card from the hand, or using an Object a Chair Actor carries. */
type CardPlay = Extract<Action, { type: 'play' } | { type: 'use' }>;

/** Cards of the mover's hand, and Objects his party carries, he may play now for an effect in `effects`. */
function playable(s: XanthState, p: Player, effects: Set<string>): CardPlay[] {
  if (!magicWorks(p)) return [];
  const out: CardPlay[] = [];
  const crombie = hasTalent(p, 'crombie-the-soldier');
  for (const card of distinctCards(p.hand)) {
    for (const option of optionsOf(card)) {
      const o = OPTION[option];
      const e = effectOf(option);
      if (!e || !effects.has(e)) continue;
      if (o.class === 'object' && !crombie) continue;
      if (!usable(s, p, option)) continue;
      const targets = targetsOf(s, p, e);
      if (targets) for (const member of targets) out.push({ type: 'play', card, option, member });
      else if (SEAT_EFFECTS.has(e))
        for (const of of seatsFor(s, p, e)) out.push({ type: 'play', card, option, of });
      else out.push({ type: 'play', card, option });
    }
  }
  for (const m of p.party) {
    for (let k = 0; k < m.objects.length; k++) {
      const option = m.objects[k];
      // Two copies of one Object on one Chair Actor give one choice.
      if (m.objects.indexOf(option) < k) continue;
      const e = effectOf(option);
      if (!e || !effects.has(e) || !usable(s, p, option)) continue;
      if (e === 'heal-feather' && p.usedTurn.includes('feather')) continue;
      // The bearer of a weapon throws it himself.
      if (ROUND_EFFECTS.has(e) && !targetsOf(s, p, e)?.includes(m.id)) continue;
      const targets = HEAL_EFFECTS.has(e) ? targetsOf(s, p, e) : null;
      if (targets) for (const target of targets) out.push({ type: 'use', member: m.id, option, target });
      else if (SEAT_EFFECTS.has(e))
        for (const of of seatsFor(s, p, e)) out.push({ type: 'use', member: m.id, option, of });
      else out.push({ type: 'use', member: m.id, option });
    }
  }
  return out;
}

/** The other seats a card may name: the Cat Burglar only players within one region of the party. */
function seatsFor(s: XanthState, p: Player, effect: string): number[] {
  const near = BORDERS.dist[BORDERS.index[p.at]];
  return s.players.flatMap((o, i) =>
    i !== s.seat &&
    (effect !== 'cat-burglar' || (o.at !== '' && near[BORDERS.index[o.at]] <= 1 && o.hand.length > 0))
      ? [i]
      : [],
  );
}

/** The Chair Actors a card may be played for, or null for a card played for the whole party. */
function targetsOf(s: XanthState, p: Player, effect: string): string[] | null {
  if (HEAL_EFFECTS.has(effect)) return p.party.filter((m) => m.wounds > 0 && !m.stone).map((m) => m.id);
  if (ROUND_EFFECTS.has(effect) && s.phase.kind === 'combat')
    return fighters(p, s.phase.combat).map((m) => m.id);
  return null;
}

function usable(s: XanthState, p: Player, option: string): boolean {
  const o = OPTION[option];
  const e = effectOf(option);
  const kind = REGION[p.at].kind;
  if (s.phase.kind === 'combat') {
    const c = s.phase.combat;
    // "Before combat begins": Strength bonuses, the Windbag and befriending, before the first round.
    if (e && OPENING_EFFECTS.has(e) && c.round > 0) return false;
    if (e === 'befriend' && s.phase.facing.card === GAP_DRAGON_CARD) return false;
  }
  if (o.cDesignation && kind === 'inland') return false;
  if (e === 'avoid-not-c' && kind === 'c-area') return false;
  if (e === 'three-cubes' && (kind !== 'c-area' || p.threeCubes)) return false;
  if (p.party.length === 0) return false;
  if (e === 'allocate') return p.hand.some((c) => optionsOf(c).some((x) => OPTION[x].class === 'object'));
  if (e === 'chance-encounter') return p.hand.some(isActorCard);
  if (e === 'cameo') return s.armchair.length > 0;
  if (e === 'extra-step') return kind !== 'c-area';
  return true;
}

/** An opponent moves the party's token: its normal movement (Walking only for a D-Tour), or none. */
function drivenActions(p: Player): Action[] {
  const out: Action[] = [{ type: 'walk' }, { type: 'stay' }];
  if (REGION[p.at].kind === 'c-area' && !p.driver?.walkOnly) out.push({ type: 'sail' });
  return out;
}

function beginningActions(s: XanthState, p: Player): Action[] {
  const out: Action[] = [];
  const kind = REGION[p.at].kind;
  if (kind !== 'c-area' || WALK.out[WALK.index[p.at]].some((n) => REGION[WALK.ids[n]].kind !== 'c-area'))
    out.push(
      ...(leaveRoll(p, 'walk') > 0
        ? eachDesignee(p, { type: 'walk' as const })
        : [{ type: 'walk' as const }]),
    );
  if (kind === 'c-area') out.push({ type: 'sail' });
  out.push({ type: 'stay' });
  if (healingSite(p.at)) out.push({ type: 'rest' });
  out.push(...playable(s, p, BEGINNING_EFFECTS));
  // Ichabod's Research: once a turn, any player's Quest card.
  if (hasTalent(p, 'ichabod-the-archivist') && !p.usedTurn.includes('ichabod'))
    for (let i = 0; i < s.seats; i++) if (i !== s.seat) out.push({ type: 'research', of: i });
  return out;
}

/** The C Movement roll stands: the difference of the highest and lowest cubes, unless Becalmed. */
export function closeSail(s: XanthState, on: Extract<Trigger, { on: 'sail' }>, ctx: Ctx): void {
  const p = s.players[s.seat];
  if (on.becalmed) {
    ctx.emit({ type: 'becalmed', text: `${p.name}'s party is becalmed and makes no movement.` });
    toEncounter(s, ctx);
    return;
  }
  const dist = Math.max(...on.cubes) - Math.min(...on.cubes);
  ctx.emit({ type: 'move', text: `${p.name}'s party may sail ${dist} C Area(s).` });
  startMove(s, p, 'c', dist, ctx);
}

function startMove(
  s: XanthState,
  p: Player,
  mode: Move['mode'],
  left: number,
  ctx: Ctx,
  member?: string,
): void {
  // Leaving The Void or the Everglades needs a Designated roll first: the player names who faces it.
  const need = leaveRoll(p, mode);
  if (unnamed(p, need, member)) {
    s.phase = { kind: 'designee', region: p.at, magnitude: need, leave: { mode, left } };
    return;
  }
  if (need > 0) {
    const m = designee(p, member);
    openRolls(s, m ? rollsOf(s, p, [m], need, ctx) : [], { kind: 'leave', need, mode, left }, ctx);
    return;
  }
  moveOut(s, p, mode, left);
}

/** The roll to leave The Void or the Everglades counts: out, or caught for this turn (The Void: for good after five). */
function leaveOrStay(
  s: XanthState,
  p: Player,
  f: Extract<RollFor, { kind: 'leave' }>,
  ok: boolean,
  ctx: Ctx,
): void {
  if (ok) {
    if (f.need === 2) p.voidTries = 0;
    moveOut(s, p, f.mode, f.left);
    return;
  }
  if (f.need === 2 && ++p.voidTries >= 5) {
    ctx.emit({ type: 'void', text: `${p.name}'s party is lost forever in The Void.` });
    s.removed.push(...p.party.map((x) => x.id));
    for (const x of p.party) s.discard.push(...x.objects.map(cardOfOption));
    p.objects = [];
    p.party = [];
    p.voidTries = 0;
    loseParty(s, s.seat, ctx);
    nextTurn(s, ctx);
    return;
  }
  toEncounter(s, ctx);
}

/** The move starts (an Element region halves it). */
function moveOut(s: XanthState, p: Player, mode: Move['mode'], left: number): void {
  p.lostInGlades = false;
  const base = isElement(p, p.at) ? Math.ceil(left / 2) : left;
  s.phase = { kind: 'move', mode, left: base, base: left, moved: [], annex: p.annexExit };
}

function isElement(p: Player, region: string): boolean {
  const sp = REGION[region].special;
  if (sp === 'element-air') return true;
  if (sp !== 'element') return false;
  return !(region === 'r_water' && hasTalent(p, 'the-siren'));
}

function moveActions(_s: XanthState, p: Player, ph: Move): Action[] {
  const out: Action[] = [];
  const from = p.at;
  const endsOk = !(ph.mode === 'fly' && REGION[from].kind === 'c-area') && !(ph.ashore && ph.left > 0);
  if (endsOk) out.push({ type: 'stop' });
  if (ph.left <= 0) return out.length ? out : [{ type: 'stop' }];
  if (p.annexExit) {
    if (WALK.out[WALK.index[from]].includes(WALK.index[p.annexExit]))
      out.push({ type: 'step', to: p.annexExit });
    return out.length ? out : [{ type: 'step', to: p.annexExit }];
  }
  const g = ph.mode === 'fly' || ph.mode === 'vault' ? BORDERS : WALK;
  for (const n of g.out[g.index[from]]) {
    const to = g.ids[n];
    const kf = REGION[from].kind;
    const kt = REGION[to].kind;
    if (ph.mode === 'walk' || ph.mode === 'ride') {
      if (kf === 'c-area' && kt === 'c-area') continue;
    } else if (ph.mode === 'c') {
      if (kt !== 'c-area') continue;
    } else {
      if (to === 'r_air' && ph.mode === 'fly') continue;
      if (ph.mode === 'fly' && kt === 'c-area' && ph.left === 1) continue;
    }
    if (to === 'mundania' && !p.onWall) continue;
    if (p.averted.includes(to) || (ph.ashore && kt === 'c-area')) continue;
    // The player names who faces the roll; on a move an opponent drives, he is asked after the step.
    out.push(
      ...(enterRoll(p, ph, to) > 0 && !p.driver
        ? eachDesignee(p, { type: 'step' as const, to })
        : [{ type: 'step' as const, to }]),
    );
  }
  if (
    (ph.mode === 'walk' || ph.mode === 'ride') &&
    HUMFREY_RING.includes(from) &&
    !ph.moved.includes('humfrey-try')
  )
    out.push({ type: 'humfrey' });
  if (out.length === 0) out.push({ type: 'stop' });
  return out;
}

/** The Designated roll entering needs (0: none): The Void's 2 (not on a ride), the Everglades' 1 (not with Chem); never flying. */
function enterRoll(p: Player, ph: Move, to: string): number {
  if (ph.mode === 'fly' || ph.mode === 'vault') return 0;
  const sp = REGION[to].special;
  if (sp === 'void' && ph.mode !== 'ride') return 2;
  return sp === 'everglades' && !hasTalent(p, 'chem-centaur') ? 1 : 0;
}

/**
 * One step into `to`, with the special regions a party passing through meets. The Void, the
 * Everglades and the Region of Madness are faced by Cunning rolls, which the table may answer
 * before they count (`enterAfterRolls`); otherwise the move goes on.
 */
function stepOn(s: XanthState, p: Player, ph: Move, to: string, member: string | undefined, ctx: Ctx): void {
  p.usedTurn.push('moved');
  p.at = to;
  ph.left--;
  ph.moved.push(to);
  p.annexExit = null;
  const flying = ph.mode === 'fly' || ph.mode === 'vault';
  if (isElement(p, to) && ph.base > 0) {
    const cap = Math.ceil(ph.base / 2);
    const taken = ph.moved.filter((x) => x !== 'humfrey-try').length;
    ph.left = Math.min(ph.left, Math.max(0, cap - taken));
  }
  const special = REGION[to].special;
  if (flying) return;
  const enter = { kind: 'enter' as const, region: to, move: ph };
  switch (special) {
    case 'gap':
      if (!hasTalent(p, 'stanley-steamer') && !p.party.every((m) => p.veterans.includes(m.id)))
        p.dragonDue = true;
      break;
    case 'void':
    case 'everglades': {
      const need = enterRoll(p, ph, to);
      if (need === 0) break;
      const m = designee(p, member);
      openRolls(s, m ? rollsOf(s, p, [m], need, ctx) : [], enter, ctx);
      return;
    }
    case 'madness':
      openRolls(s, rollsOf(s, p, p.party.filter(active), 1, ctx), enter, ctx);
      return;
    case 'hells-annex':
      if (hasTalent(p, 'chem-centaur')) break;
      {
        const n = cube(s.rng);
        ctx.emit({ type: 'die', text: `Hell's Annex spins the party: ${n}.` });
        openRolls(
          s,
          [{ member: '', cubes: [n], cunning: 0, test: 'spin' }],
          { kind: 'annex', move: ph },
          ctx,
        );
      }
      break;
  }
}

/** The spin counts: the party must leave by the exit it names; the move goes on. */
function annexExit(
  s: XanthState,
  p: Player,
  f: Extract<RollFor, { kind: 'annex' }>,
  roll: Roll,
  ctx: Ctx,
): void {
  p.annexExit = BOARD.hellsAnnexExits[roll.cubes[0] - 1];
  ctx.emit({ type: 'annex', text: `${p.name}'s party is spun out towards ${REGION[p.annexExit].name}.` });
  s.phase = f.move;
}

/** The rolls on entering count: The Void and the Everglades hold a party that failed; madness strikes who failed. */
function enterAfterRolls(
  s: XanthState,
  p: Player,
  f: Extract<RollFor, { kind: 'enter' }>,
  rolls: Roll[],
  ctx: Ctx,
): void {
  const ok = rolls.some(rollOk);
  switch (REGION[f.region].special) {
    case 'void':
      if (!ok) {
        p.voidTries = 1;
        ctx.emit({ type: 'void', text: `${p.name}'s party is caught in The Void.` });
        toEncounter(s, ctx);
        return;
      }
      break;
    case 'everglades':
      if (!ok) {
        p.lostInGlades = true;
        ctx.emit({
          type: 'lost',
          text: `${p.name}'s party is lost in the Everglades for the rest of the turn.`,
        });
        toEncounter(s, ctx);
        return;
      }
      break;
    case 'madness':
      for (const r of rolls)
        if (!rollOk(r)) {
          p.party.find((m) => m.id === r.member)!.mad = 2;
          ctx.emit({ type: 'mad', text: `${ACTOR[r.member].name} goes temporarily insane.` });
        }
      break;
  }
  s.phase = f.move;
}

// ---------------------------------------------------------------- encounters

export function hazardPlayable(s: XanthState, option: string, at: string): boolean {
  const o = OPTION[option];
  if (o.class !== 'hazard' || o.card === GAP_DRAGON_CARD) return false;
  const mundane = o.name === 'Mundanes';
  if (at === 'mundania') return mundane;
  if (o.only) return (o.regions ?? []).includes(at) || (mundane && s.nextwave);
  if (o.creature?.flying) return true;
  const kind = REGION[at].kind;
  return o.cDesignation ? kind !== 'inland' : kind !== 'c-area';
}

function toEncounter(s: XanthState, ctx: Ctx): void {
  const p = s.players[s.seat];
  announce(s, p, ctx);
  if (p.dragonDue) {
    p.dragonDue = false;
    const by = s.seats > 1 && !solo(s) ? (s.seat + 1) % s.seats : -1;
    s.aside.pop();
    s.table.push(GAP_DRAGON_CARD);
    faceHazard(s, { card: GAP_DRAGON_CARD, option: 'ee-104', by }, ctx, true);
    return;
  }
  startOffers(s, ctx);
}

function startOffers(s: XanthState, ctx: Ctx): void {
  if (solo(s)) {
    encounterDraws(s, 3, ctx);
    return;
  }
  s.phase = { kind: 'offer', decided: [] };
}

/**
 * Monaural and Stereo: draw until an applicable hazard turns up, at most `left` more cards. A
 * disaster turned up is played (its Edit window first); the draw goes on after it.
 */
function encounterDraws(s: XanthState, left: number, ctx: Ctx): void {
  const p = s.players[s.seat];
  for (let i = 0; i < left; i++) {
    const got = draw(s.rng, s.deck, s.table, 1, s.discard);
    if (got.length === 0) break;
    const card = got[0];
    const option = optionsOf(card).find((o) => hazardPlayable(s, o, p.at));
    if (option) {
      faceHazard(s, { card, option, by: -1 }, ctx, false);
      return;
    }
    s.table.pop();
    if (OPTION[optionsOf(card)[0]]?.class === 'disaster') {
      drawnDisaster(s, p, card, 0, { kind: 'encounter', left: left - i - 1 }, ctx);
      return;
    }
    // An event that could be used against the player is held against him until its moment.
    const held = heldOption(s, optionsOf(card));
    if (held) {
      p.against.push(held);
      ctx.emit({ type: 'held', text: `${OPTION[held].name} turns up: it is held against ${p.name}.` });
      continue;
    }
    s.discard.push(card);
  }
  toEnd(s, ctx);
}

function announce(_s: XanthState, p: Player, ctx: Ctx): void {
  if (p.quest.some((_, i) => fulfilsHere(p, i)))
    ctx.emit({
      type: 'announce',
      text: `${p.name} announces: this region would fulfil his Quest. Last chance to stop him!`,
    });
}

function offerActions(s: XanthState, seat: number): Action[] {
  const at = s.players[s.seat].at;
  const out: Action[] = [{ type: 'pass' }];
  for (const card of distinctCards(s.players[seat].hand))
    for (const option of optionsOf(card)) {
      if (!hazardPlayable(s, option, at)) continue;
      out.push({ type: 'offer', card, option });
      if ((OPTION[option].regions ?? []).includes(at)) out.push({ type: 'plop', card, option });
    }
  return out;
}

function afterOffers(s: XanthState, ctx: Ctx): void {
  if (s.plopped.length > 0) {
    // Region hazards take priority: the face-down offers go back to their hands.
    s.offers.forEach((o, i) => {
      s.players[i].hand.push(...o.splice(0).map(cardOfOption));
    });
    const f = s.plopped.shift()!;
    faceHazard(s, f, ctx, false);
    return;
  }
  if (s.offers.every((o) => o.length === 0)) {
    toEnd(s, ctx);
    return;
  }
  s.phase = { kind: 'pick' };
}

function faceHazard(s: XanthState, f: Facing, ctx: Ctx, dragon: boolean): void {
  const o = OPTION[f.option] as Hazard;
  const p = s.players[s.seat];
  ctx.emit({ type: 'hazard', text: `${p.name}'s party faces ${o.name}.` });
  if (p.against.length > 0) heldOnHazard(s, p, f, dragon, ctx);
  openWindow(s, { on: 'reveal', facing: f }, opponents(s), ctx);
}

/** An opponent's answer to a revealed hazard: a Concealment Spell (an Aimbush on a Creature), or pass. */
export function revealActions(s: XanthState, seat: number, f: Facing): Action[] {
  const out: Action[] = [{ type: 'pass' }];
  if (f.surprise || f.card === GAP_DRAGON_CARD) return out;
  const creature = (OPTION[f.option] as Hazard).creature !== undefined;
  for (const card of distinctCards(s.players[seat].hand))
    for (const option of optionsOf(card)) {
      const o = OPTION[option];
      if (o.class === 'hazard' || o.effect !== 'no-avoid' || (o.creatureOnly && !creature)) continue;
      out.push({ type: 'surprise', card, option });
    }
  return out;
}

function designateActions(s: XanthState, p: Player, f: Facing): Action[] {
  const h = OPTION[f.option] as Hazard;
  const out: Action[] = [];
  if (h.hazard === 'designated')
    for (const m of p.party.filter(active)) out.push({ type: 'face', member: m.id });
  else out.push({ type: 'face' });
  if (out.length === 0) out.push({ type: 'face' });
  for (const a of playable(s, p, REVEAL_EFFECTS)) {
    const option = (a as { option: string }).option;
    const e = effectOf(option);
    if (e === 'avoid-creature' && !h.creature) continue;
    if (e === 'avoid-plant' && !h.plant) continue;
    if (e === 'coffee-beans' && (OPTION[option] as Benefit).negates !== h.name) continue;
    if (f.card === GAP_DRAGON_CARD && e !== 'avoid') continue;
    out.push(a);
  }
  return out;
}

/**
 * The party tries to avoid the hazard: the designated Chair Actor rolls, or every active one (a
 * Group Hazard is avoided if any roll passes). The rolls stay open in a window for the table.
 */
function resolveHazard(s: XanthState, p: Player, f: Facing, member: string | undefined, ctx: Ctx): void {
  const h = OPTION[f.option] as Hazard;
  const able = p.party.filter(active);
  if (f.surprise) {
    ctx.emit({ type: 'surprise', text: `${h.name} takes ${p.name}'s party by surprise.` });
    suffer(s, p, f, able, ctx);
    return;
  }
  const who = h.hazard === 'designated' ? [able.find((x) => x.id === member) ?? able[0]] : able;
  const rolls = who.filter((m) => m !== undefined).map((m) => rollAvoid(s, p, m, h, ctx));
  if (f.glitch && rolls.length > 0) {
    rolls[0].failed = true;
    ctx.emit({ type: 'glitch', text: `A Glitch: ${ACTOR[rolls[0].member].name}'s roll fails.` });
  }
  if (p.against.length > 0) heldOnRolls(s, p, rolls, ctx);
  openRolls(s, rolls, { kind: 'hazard', facing: f }, ctx);
}

/** The Cunning rolls of a window count as they now stand: what they decide goes on. */
export function settleAvoid(s: XanthState, on: Extract<Trigger, { on: 'avoid' }>, ctx: Ctx): void {
  const p = s.players[s.seat];
  const f = on.for;
  const ok = on.rolls.some(rollOk);
  switch (f.kind) {
    case 'first':
      settleFirst(s, on.rolls, ctx);
      return;
    case 'hazard':
      settleHazard(s, f.facing, on.rolls, ctx);
      return;
    case 'illusion':
      if (!ok) {
        s.phase = { kind: 'designate', facing: f.facing };
        return;
      }
      ctx.emit({ type: 'avoid', text: `The hazard was an Illusion: ${p.name}'s party sees through it.` });
      doneWithHazard(s, f.facing, ctx);
      return;
    case 'leave':
      leaveOrStay(s, p, f, ok, ctx);
      return;
    case 'enter':
      enterAfterRolls(s, p, f, on.rolls, ctx);
      return;
    case 'humfrey':
      if (!ok) {
        toEncounter(s, ctx);
        return;
      }
      p.at = 'humfrey';
      f.move.left = Math.max(0, f.move.left - 1);
      f.move.moved.push('humfrey');
      ctx.emit({ type: 'humfrey', text: `${p.name}'s party enters Humfrey's Castle.` });
      s.phase = f.move;
      return;
    case 'bare-country':
      bareCountryAfterRolls(s, p, f.back, on.rolls, ctx);
      return;
    case 'attack':
      landAttacks(s, p, f, on.rolls, ctx);
      return;
    case 'strike':
      landStrikes(s, p, f, on.rolls, ctx);
      return;
    case 'poison':
      poisonAfterRolls(s, p, f, on.rolls, ctx);
      return;
    case 'gaze':
      gazeAfterRoll(s, p, f, on.rolls[0], ctx);
      return;
    case 'windbag':
      windbagAfterRolls(s, p, f, on.rolls, ctx);
      return;
    case 'stun':
      stunAfterRolls(s, p, f.facing, on.rolls, ctx);
      return;
    case 'tax':
      taxAfterRolls(s, p, f.facing, on.rolls, ctx);
      return;
    case 'storm':
      stormAfterRolls(s, p, f, on.rolls, ctx);
      return;
    case 'creatures':
    case 'tax-count':
    case 'storm-count':
    case 'lost-turns':
    case 'swarm-count':
      afterCounts(s, p, f, countsOf(on.rolls), ctx);
      return;
    case 'swarm':
      swarmAfterRolls(s, f, on.rolls, ctx);
      return;
    case 'annex':
      annexExit(s, p, f, on.rolls[0], ctx);
      return;
    case 'cure':
      cureAfterRoll(s, p, on.rolls[0], ctx);
      return;
    case 'guess':
      guessAfterRoll(s, p, f, on.rolls[0], ctx);
      return;
  }
}

/** The Quackgrass call counts: right, the Chair Actor loses one Blood Marker; the phase it was played in comes back. */
function guessAfterRoll(
  s: XanthState,
  p: Player,
  f: Extract<RollFor, { kind: 'guess' }>,
  r: Roll,
  ctx: Ctx,
): void {
  const m = p.party.find((x) => x.id === f.member);
  if (m && rollOk(r) && m.wounds > 0) {
    m.wounds--;
    ctx.emit({ type: 'heal', text: `The call is right: ${ACTOR[m.id].name} loses one Blood Marker.` });
  }
  s.phase = f.back;
  if (f.back.kind === 'window') f.back.decided = [];
}

/** The hazard card's avoidance rolls count. */
function settleHazard(s: XanthState, f: Facing, rolls: Roll[], ctx: Ctx): void {
  const p = s.players[s.seat];
  const h = OPTION[f.option] as Hazard;
  const able = p.party.filter(active);
  const passed = new Set(rolls.filter(rollOk).map((r) => r.member));
  const failed =
    h.hazard === 'individual'
      ? able.filter((m) => !passed.has(m.id))
      : passed.size > 0 || able.length === 0
        ? []
        : able;
  suffer(s, p, f, failed, ctx);
}

/** The Chair Actors who failed suffer the hazard (none failed: it is avoided). */
function suffer(s: XanthState, p: Player, f: Facing, failed: Member[], ctx: Ctx): void {
  const h = OPTION[f.option] as Hazard;
  const able = p.party.filter(active);
  if (h.creature?.special === 'riddle' && failed.length > 0 && !f.riddle && able.length > 0) {
    // The Sphinx's question: another Designated Hazard 2, the player naming who answers.
    ctx.emit({ type: 'riddle', text: `The ${h.name} asks ${p.name}'s party a question.` });
    s.phase = { kind: 'designate', facing: { ...f, riddle: true, glitch: false } };
    return;
  }
  if (failed.length === 0 && able.length > 0) {
    ctx.emit({ type: 'avoid', text: `${p.name}'s party avoids ${h.name}.` });
    doneWithHazard(s, f, ctx);
    return;
  }
  if (h.lostTurns) {
    openCounts(s, [{ member: '' }], h.lostTurns, { kind: 'lost-turns', facing: f }, ctx);
    return;
  }
  if (h.special === 'steal-object') {
    const holder = p.party.find((m) => m.objects.length > 0);
    if (holder) {
      const opt = holder.objects.shift()!;
      const card = cardOfOption(opt);
      p.objects.splice(p.objects.indexOf(card), 1);
      s.discard.push(card);
      ctx.emit({ type: 'steal', text: `${h.name} fly off with ${OPTION[opt].name}.` });
    }
    doneWithHazard(s, f, ctx);
    return;
  }
  if (h.special === 'stun') {
    openRolls(s, strengthRolls(s, failed, ctx), { kind: 'stun', facing: f }, ctx);
    return;
  }
  if (h.special === 'flee') {
    discardHazard(s, f);
    startPush(s, f.by, null, ctx);
    return;
  }
  if (h.aTax && h.aTax !== true) {
    const members = failed.map((m) => ({ member: m.id }));
    openCounts(s, members, h.aTax.attacks, { kind: 'tax-count', facing: f }, ctx);
    return;
  }
  if (h.creature) {
    openCounts(s, [{ member: '' }], h.creature.count, { kind: 'creatures', facing: f }, ctx);
    return;
  }
  doneWithHazard(s, f, ctx);
}

/** A Stunflower's knock: each Chair Actor rolls one cube against his Strength; over it, he is Xonked Out. */
function strengthRolls(s: XanthState, members: Member[], ctx: Ctx): Roll[] {
  const rolls = members.map((m) => ({ member: m.id, cubes: [cube(s.rng)], cunning: ACTOR[m.id].strength }));
  if (rolls.length > 0)
    ctx.emit({
      type: 'die',
      text: `Strength rolls: ${rolls.map((r) => `${ACTOR[r.member].name} ${r.cubes[0]}`).join(', ')}.`,
    });
  return rolls;
}

/** The Stunflower's Strength rolls count: who rolled over his Strength is Xonked Out. */
function stunAfterRolls(s: XanthState, p: Player, f: Facing, rolls: Roll[], ctx: Ctx): void {
  for (const r of rolls) {
    const m = p.party.find((x) => x.id === r.member);
    if (!m || rollOk(r)) continue;
    m.wounds = toughness(m);
    ctx.emit({ type: 'xonk', text: `${ACTOR[m.id].name} is Xonked Out by the ${OPTION[f.option].name}.` });
  }
  doneWithHazard(s, f, ctx);
}

/**
 * Attacks on Chair Actors outside combat (an A Tax hazard, a storm, a Wiggle Swarm): each Chair Actor
 * counted takes his count of attacks, one cube each; a cube at or under the Strength hits, armour
 * adding to the roll unless negated.
 */
function attacksOn(
  s: XanthState,
  counts: Counted[],
  strength: number,
  ignoreArmor: boolean,
  ctx: Ctx,
): Roll[] {
  const rolls: Roll[] = [];
  for (const { member, seat, n } of counts) {
    const p = s.players[seat ?? s.seat];
    const m = p.party.find((x) => x.id === member);
    if (!m) continue;
    const need = strength - (ignoreArmor ? 0 : armorOf(p, m));
    const whose = seat === undefined ? {} : { seat };
    for (let i = 0; i < n; i++)
      rolls.push({ member, cubes: [cube(s.rng)], cunning: need, attack: true, ...whose });
  }
  if (rolls.length > 0)
    ctx.emit({
      type: 'die',
      text: `${rolls.length} attack(s) at Strength ${strength}: ${rolls.map((r) => r.cubes[0]).join(', ')}.`,
    });
  return rolls;
}

/** Attacks outside combat land as they now stand: each hit is a Blood Marker, none on a Chair Actor already out. */
export function landAttacksOutside(p: Player, rolls: Roll[], ctx: Ctx): void {
  for (const r of rolls) {
    const m = p.party.find((x) => x.id === r.member);
    if (!m || xonked(m) || m.stone || !rollOk(r)) continue;
    wound(m, 1, ctx);
  }
}

/** An A Tax hazard's attacks count; a party wholly Xonked Out is lost. */
function taxAfterRolls(s: XanthState, p: Player, f: Facing, rolls: Roll[], ctx: Ctx): void {
  landAttacksOutside(p, rolls, ctx);
  if (partyOut(p)) {
    discardHazard(s, f);
    loseParty(s, s.seat, ctx, true);
    return;
  }
  doneWithHazard(s, f, ctx);
}

function wound(m: Member, wounds: number, ctx: Ctx): void {
  m.wounds = Math.min(toughness(m), m.wounds + wounds);
  ctx.emit({ type: 'blood', text: `${ACTOR[m.id].name} takes ${wounds} Blood Marker(s).` });
}

function discardHazard(s: XanthState, f: Facing): void {
  const i = s.table.indexOf(f.card);
  if (i >= 0) s.table.splice(i, 1);
  if (f.card === GAP_DRAGON_CARD) s.aside.push(f.card);
  else s.discard.push(f.card);
}

function doneWithHazard(s: XanthState, f: Facing, ctx: Ctx): void {
  discardHazard(s, f);
  afterHazard(s, f, ctx);
}

/** The hazard is dealt with and off the table: the next one, a challenge, or the End. */
function afterHazard(s: XanthState, f: Facing, ctx: Ctx): void {
  const p = s.players[s.seat];
  if (f.card === GAP_DRAGON_CARD && p.party.length > 0) {
    startOffers(s, ctx);
    return;
  }
  if (s.plopped.length > 0) {
    const g = s.plopped.shift()!;
    faceHazard(s, g, ctx, false);
    return;
  }
  if (p.challenges > 0 && p.at === 'humfrey') {
    p.challenges--;
    ctx.emit({ type: 'challenge', text: `Good Magician Humfrey sets ${p.name} a challenge.` });
    startOffers(s, ctx);
    return;
  }
  toEnd(s, ctx);
}

// ---------------------------------------------------------------- combat

type CombatPhase = Extract<XanthState['phase'], { kind: 'combat' }>;
type Flight = { overflight: boolean; pursuit: boolean };

/** A combat round starts: a window for the opponents (a Trapped), then the party's choices. */
function toRound(s: XanthState, facing: Facing, combat: Combat, ctx: Ctx): void {
  // The distribution of the last round is over: the player may assign his Chair Actors anew.
  combat.assign = undefined;
  const p = s.players[s.seat];
  if (p.against.length > 0) heldOnCombat(s, p, combat, ctx);
  openWindow(s, { on: 'round', facing, combat }, opponents(s), ctx);
}

/** The party tries to flee: a window for the opponents (Overflight, Hot Pursuit) before it goes. */
function tryFlee(s: XanthState, ph: CombatPhase, ctx: Ctx): void {
  const on = { on: 'flee' as const, facing: ph.facing, combat: ph.combat, overflight: false, pursuit: false };
  const p = s.players[s.seat];
  if (p.against.length > 0) heldOnFlight(s, p, on, ctx);
  openWindow(s, on, opponents(s), ctx);
}

/** The flight goes ahead as the opponents' cards left it. */
export function closeFlee(s: XanthState, on: Extract<Trigger, { on: 'flee' }>, ctx: Ctx): void {
  const ph: CombatPhase = { kind: 'combat', facing: on.facing, combat: on.combat };
  s.phase = ph;
  combatRound(s, s.players[s.seat], ph, false, ctx, on);
}

function combatRound(
  s: XanthState,
  p: Player,
  ph: CombatPhase,
  fight: boolean,
  ctx: Ctx,
  flight: Flight = { overflight: false, pursuit: false },
): void {
  const c = ph.combat;
  const h = OPTION[c.option] as Hazard;
  c.round++;
  // Who faces whom: the player's assignment, or each Chair Actor faces up to his Strength, in order.
  const faced = facedThisRound(p, c);
  if (fight) {
    partyAttacks(s, p, ph, faced, 0, ctx);
    return;
  }
  const after: AfterStrikes = { next: 'flee', overflight: flight.overflight, pursuit: flight.pursuit };
  // The Dime prevents pursuit: a fleeing party takes no last round of strikes.
  if (carries(p, 'dime')) {
    ctx.emit({ type: 'dime', text: `The Dime keeps ${h.name} from striking the fleeing party.` });
    afterStrikes(s, p, ph, after, ctx);
    return;
  }
  creaturesStrike(s, p, ph, faced, after, ctx);
}

/** The Creatures have struck: the next round, the flight, or (a Hiding Place) the end of the hazard. */
function afterStrikes(s: XanthState, p: Player, ph: CombatPhase, after: AfterStrikes, ctx: Ctx): void {
  const c = ph.combat;
  if (after.next === 'round') {
    toRound(s, ph.facing, c, ctx);
    return;
  }
  if (after.next === 'hide') {
    leaveCombat(s, p, ph);
    afterHazard(s, ph.facing, ctx);
    return;
  }
  p.ranAway = true;
  // A Hot Pursuit keeps the combat going where the party flees to.
  if (!after.pursuit) leaveCombat(s, p, ph);
  startPush(s, c.by, null, ctx, after.overflight ? 2 : 1, after.pursuit ? ph : null);
}

/**
 * The party's attacks of a round, from attacker `from` on: each fighter in order, then a befriended
 * Creature. Each attacker's rolls wait in the roll window before they land (`landAttacks`); then the
 * next attacker. Once all have attacked the Creatures strike back, unless none is left.
 */
function partyAttacks(
  s: XanthState,
  p: Player,
  ph: CombatPhase,
  faced: (string | null)[],
  from: number,
  ctx: Ctx,
): void {
  const c = ph.combat;
  const list = fighters(p, c);
  if (living(c).length > 0) {
    if (from < list.length) {
      memberAttacks(s, p, ph, list[from], faced, from + 1, ctx);
      return;
    }
    if (from === list.length && c.friend) {
      friendAttacks(s, ph, faced, from + 1, ctx);
      return;
    }
  }
  if (living(c).length === 0) {
    combatWon(s, p, ph, ctx);
    return;
  }
  creaturesStrike(s, p, ph, faced, { next: 'round' }, ctx);
}

/** Rolls one cube per attack that needs one, for an attacker who hits on `need` or less. */
function attackRolls(s: XanthState, attacker: string, n: number, need: number): Roll[] {
  const out: Roll[] = [];
  for (let i = 0; i < n; i++) out.push({ member: attacker, cubes: [cube(s.rng)], cunning: need });
  return out;
}

/** One Chair Actor's attacks in a round, rolled with his talents and the cards played for him. */
function memberAttacks(
  s: XanthState,
  p: Player,
  ph: CombatPhase,
  m: Member,
  faced: (string | null)[],
  next: number,
  ctx: Ctx,
): void {
  const c = ph.combat;
  const cr = (OPTION[c.option] as Hazard).creature!;
  const armor = cr.armor ?? 0;
  const who = ACTOR[m.id].name;
  const base = { kind: 'attack' as const, facing: ph.facing, combat: c, faced, attacker: m.id, next };
  const bomb = spendCard(s, c, m.id, 'bomb');
  if (bomb) {
    // A thrown weapon instead of his attack: one attack on each of its targets.
    const o = OPTION[bomb.option] as Benefit;
    const targets = living(c).slice(0, o.targets === 'all' ? undefined : o.targets);
    const rolls = attackRolls(s, m.id, targets.length, (o.strength ?? 1) - armor);
    ctx.emit({
      type: 'bomb',
      text: `${who} throws the ${o.name}: ${rolls.map((r) => r.cubes[0]).join(', ')}.`,
    });
    const swing: Swing = { target: null, wounds: 1, stun: false, lucky: 0, bomb: targets };
    openRolls(s, rolls, { ...base, swing }, ctx);
    return;
  }
  const atk = attackOf(p, m);
  let strength = attackStrength(p, c, m);
  let stun = false;
  const target = targetOf(c, faced, m.id)!;
  // A talent the player called for this round (a working one: Distraction may have struck since).
  if (c.armed?.includes(m.id) && talentWorks(p, m)) {
    c.armed.splice(c.armed.indexOf(m.id), 1);
    if (m.id === 'tandy') {
      p.usedTurn.push('tandy');
      strength = 5;
      stun = true;
    } else c.used.push(m.id);
    if (m.id === 'electra' || m.id === 'chester-centaur') strength = 5;
    if (m.id === 'goldy-goblin') c.foes[target].stunned = true;
  }
  const attacks = atk.attacks + spendAll(s, c, m.id, 'frenzy');
  // Lucky Strikes played for him make his first attacks hit without a roll.
  let lucky = 0;
  for (const x of c.cards) if (x.member === m.id && effectOfCard(x) === 'lucky-strike') lucky++;
  lucky = Math.min(lucky, attacks);
  const rolls = attackRolls(s, m.id, attacks - lucky, strength - armor);
  if (rolls.length > 0)
    ctx.emit({
      type: 'die',
      text: `${who} rolls ${rolls.map((r) => r.cubes[0]).join(', ')} to hit at Strength ${strength}.`,
    });
  openRolls(s, rolls, { ...base, swing: { target, wounds: atk.wounds, stun, lucky } }, ctx);
}

/** A befriended Creature fights beside the party: its own attacks on the first living foe. */
function friendAttacks(
  s: XanthState,
  ph: CombatPhase,
  faced: (string | null)[],
  next: number,
  ctx: Ctx,
): void {
  const c = ph.combat;
  const friend = (OPTION[c.friend!] as Hazard).creature!;
  const cr = (OPTION[c.option] as Hazard).creature!;
  const need = friendStrength(c.friend!) - (cr.armor ?? 0);
  const rolls = attackRolls(s, 'friend', friend.attacksPerRound ?? 1, need);
  ctx.emit({
    type: 'die',
    text: `The friendly ${OPTION[c.friend!].name} rolls ${rolls.map((r) => r.cubes[0]).join(', ')} to hit.`,
  });
  const swing: Swing = { target: null, wounds: friend.woundsPerHit ?? 1, stun: false, lucky: 0 };
  openRolls(
    s,
    rolls,
    { kind: 'attack', facing: ph.facing, combat: c, faced, attacker: 'friend', swing, next },
    ctx,
  );
}

/** An attacker's rolls count as they now stand: each hit wounds his target (the first living once it falls). */
function landAttacks(
  s: XanthState,
  p: Player,
  f: Extract<RollFor, { kind: 'attack' }>,
  rolls: Roll[],
  ctx: Ctx,
): void {
  const c = f.combat;
  const strength = (OPTION[c.option] as Hazard).creature!.strength;
  const name = OPTION[c.option].name;
  const by = f.attacker === 'friend' ? `The friendly ${OPTION[c.friend!].name}` : ACTOR[f.attacker].name;
  const w = f.swing;
  if (w.bomb)
    w.bomb.forEach((i, k) => {
      if (!rollOk(rolls[k]) || c.foes[i].wounds >= strength) return;
      c.foes[i].wounds++;
      ctx.emit({ type: 'blood', text: `The thrown weapon wounds ${name} #${i + 1}.` });
    });
  else
    for (let a = 0, k = 0; a < w.lucky + rolls.length; a++) {
      const t = w.target !== null && c.foes[w.target].wounds < strength ? w.target : living(c)[0];
      if (t === undefined) break;
      const lucky = a < w.lucky && spendCard(s, c, f.attacker, 'lucky-strike') !== null;
      if (!lucky && !rollOk(rolls[k++])) continue;
      const extra = f.attacker !== 'friend' && spendCard(s, c, f.attacker, 'mighty-blow') ? 1 : 0;
      c.foes[t].wounds += w.wounds + extra;
      if (w.stun) c.foes[t].stunned = true;
      ctx.emit({
        type: 'blood',
        text: `${by} wounds ${name} #${t + 1}${lucky ? ' (a Lucky Strike)' : ''}${extra ? ' with a Mighty Blow' : ''}.`,
      });
    }
  const ph: CombatPhase = { kind: 'combat', facing: f.facing, combat: c };
  s.phase = ph;
  partyAttacks(s, p, ph, f.faced, f.next, ctx);
}

/**
 * The Creatures strike back, from Creature `from` on. The hazard's player allocates each Creature
 * nobody faces (`allotted`: his choice for Creature `from`); without a player, it strikes the most
 * wounded. Then the combat goes on as `after` says, unless it ended there (the party is out, or every
 * fighter is poisoned out of it).
 */
function creaturesStrike(
  s: XanthState,
  p: Player,
  ph: CombatPhase,
  faced: (string | null)[],
  after: AfterStrikes,
  ctx: Ctx,
  from = 0,
  allotted?: string,
): void {
  const c = ph.combat;
  const cr = (OPTION[c.option] as Hazard).creature!;
  const attackStrength = cr.attackStrength ?? cr.strength;
  for (let i = from; i < c.foes.length; i++) {
    const f = c.foes[i];
    if (f.wounds >= cr.strength) continue;
    if (f.stunned) {
      f.stunned = false;
      continue;
    }
    const able = fighters(p, c);
    if (able.length === 0) break;
    const facer = able.find((m) => m.id === faced[i]);
    const picked = i === from ? able.find((m) => m.id === allotted) : undefined;
    if (!facer && !picked && c.by >= 0 && c.by !== s.seat && able.length > 1 && !strikesAll(cr, c)) {
      s.phase = { kind: 'allot', facing: ph.facing, combat: c, faced, foe: i, after };
      return;
    }
    const victims = strikesAll(cr, c)
      ? able
      : [facer ?? picked ?? able.reduce((a, b) => (b.wounds > a.wounds ? b : a))];
    const str = cr.special === 'barrage' && c.round === 1 ? 3 : attackStrength;
    // Its strikes wait in the roll window before they land (`landStrikes`); then the next Creature.
    const rolls: Roll[] = [];
    for (const v of victims) {
      const need = str - (cr.ignoresArmor ? 0 : armorOf(p, v));
      for (let a = 0; a < (cr.attacksPerRound ?? 1); a++)
        rolls.push({ member: v.id, cubes: [cube(s.rng)], cunning: need, foe: i });
    }
    ctx.emit({
      type: 'die',
      text: `${OPTION[c.option].name} #${i + 1} rolls ${rolls.map((r) => r.cubes[0]).join(', ')} to hit at Strength ${str}.`,
    });
    openRolls(s, rolls, { kind: 'strike', facing: ph.facing, combat: c, faced, foe: i, after }, ctx);
    return;
  }
  const able = fighters(p, c);
  if (cr.special === 'gaze' && able.length > 0) {
    // The gaze, Strength 2, at the first fighter: a roll of its own, answered before it counts.
    const foe = Math.max(
      0,
      c.foes.findIndex((x) => x.wounds < cr.strength),
    );
    const roll: Roll = { member: able[0].id, cubes: [cube(s.rng)], cunning: 2, foe };
    ctx.emit({
      type: 'die',
      text: `The ${OPTION[c.option].name}'s gaze rolls ${roll.cubes[0]} at Strength 2.`,
    });
    openRolls(s, [roll], { kind: 'gaze', facing: ph.facing, combat: c, after }, ctx);
    return;
  }
  strikesDone(s, p, ph, after, ctx);
}

/** The gaze counts: a hit turns its Chair Actor to stone; then what follows the strikes. */
function gazeAfterRoll(
  s: XanthState,
  p: Player,
  f: Extract<RollFor, { kind: 'gaze' }>,
  r: Roll,
  ctx: Ctx,
): void {
  const m = p.party.find((x) => x.id === r.member);
  if (m && rollOk(r) && !m.stone) {
    m.stone = true;
    ctx.emit({ type: 'stone', text: `The gaze turns ${ACTOR[m.id].name} to stone.` });
  }
  const ph: CombatPhase = { kind: 'combat', facing: f.facing, combat: f.combat };
  s.phase = ph;
  strikesDone(s, p, ph, f.after, ctx);
}

/** Every Creature has struck this round: the party is lost, flees, or the combat goes on. */
function strikesDone(s: XanthState, p: Player, ph: CombatPhase, after: AfterStrikes, ctx: Ctx): void {
  const c = ph.combat;
  if (partyOut(p)) {
    leaveCombat(s, p, ph);
    loseParty(s, s.seat, ctx, true);
    return;
  }
  if (fighters(p, c).length === 0) {
    // Every fighter is poisoned out of this combat: the Creatures win the field, the party flees.
    p.ranAway = true;
    leaveCombat(s, p, ph);
    startPush(s, c.by, null, ctx);
    return;
  }
  afterStrikes(s, p, ph, after, ctx);
}

/** A Creature's strikes count as they now stand: each hit wounds (a Glancing Blow spares one), petrifies or poisons. */
function landStrikes(
  s: XanthState,
  p: Player,
  f: Extract<RollFor, { kind: 'strike' }>,
  rolls: Roll[],
  ctx: Ctx,
): void {
  const c = f.combat;
  const cr = (OPTION[c.option] as Hazard).creature!;
  const poisoned: Member[] = [];
  for (const r of rolls) {
    const v = p.party.find((m) => m.id === r.member);
    if (!v || xonked(v) || v.stone || !rollOk(r)) continue;
    if (spendCard(s, c, v.id, 'glancing-blow')) {
      ctx.emit({ type: 'glance', text: `A Glancing Blow: ${ACTOR[v.id].name} takes no Blood Markers.` });
      continue;
    }
    wound(v, cr.woundsPerHit ?? 1, ctx);
    if (cr.petrify) {
      v.stone = true;
      ctx.emit({ type: 'stone', text: `${ACTOR[v.id].name} is turned to stone.` });
    }
    if (cr.poison) poisoned.push(v);
  }
  if (poisoned.length > 0) {
    openRolls(s, strengthRolls(s, poisoned, ctx), { ...f, kind: 'poison' }, ctx);
    return;
  }
  nextStrike(s, p, f, ctx);
}

/** The next Creature strikes, after Creature `f.foe`. */
function nextStrike(
  s: XanthState,
  p: Player,
  f: Extract<RollFor, { kind: 'strike' | 'poison' }>,
  ctx: Ctx,
): void {
  const ph: CombatPhase = { kind: 'combat', facing: f.facing, combat: f.combat };
  s.phase = ph;
  creaturesStrike(s, p, ph, f.faced, f.after, ctx, f.foe + 1);
}

/**
 * The poison rolls count: each Chair Actor who rolled over his Strength takes a second Blood Marker
 * (C Nettle, Manticore) or is Xonked Out for the combat (Flying Snakes); then the next Creature strikes.
 */
function poisonAfterRolls(
  s: XanthState,
  p: Player,
  f: Extract<RollFor, { kind: 'poison' }>,
  rolls: Roll[],
  ctx: Ctx,
): void {
  const cr = (OPTION[f.combat.option] as Hazard).creature!;
  for (const r of rolls) {
    const v = p.party.find((m) => m.id === r.member);
    if (!v || rollOk(r)) continue;
    if (cr.poison === 'extra-wound') wound(v, 1, ctx);
    else {
      f.combat.used.push(`x:${v.id}`);
      ctx.emit({ type: 'poison', text: `The poison puts ${ACTOR[v.id].name} out of this combat.` });
    }
  }
  nextStrike(s, p, f, ctx);
}

/** A Creature that strikes every Chair Actor (the Firedog; the Cactus Cat's first-round barrage): nothing to allocate. */
function strikesAll(cr: NonNullable<Hazard['creature']>, c: Combat): boolean {
  return cr.special === 'each' || (cr.special === 'barrage' && c.round === 1);
}

/** The combat is over for the party: its cards are settled and the hazard card leaves the table. */
function leaveCombat(s: XanthState, p: Player, ph: CombatPhase): void {
  closeCombatCards(s, p, ph.combat);
  discardHazard(s, ph.facing);
}

/** Before each round: fight, run away, call a friend, or play a combat card first. */
function combatActions(s: XanthState, p: Player, c: Combat): Action[] {
  if (assigning(p, c)) return assignActions(p, c);
  const out: Action[] = [{ type: 'fight' }];
  if (mayArrange(p, c)) out.push({ type: 'arrange' });
  if (!isTrapped(c) || cannotDrawBlood(s, p, c)) out.push({ type: 'run' });
  if (c.friend === null) for (const friend of new Set(p.friends)) out.push({ type: 'call', friend });
  for (const m of fighters(p, c)) if (talentReady(p, c, m)) out.push({ type: 'talent', member: m.id });
  out.push(...playable(s, p, COMBAT_EFFECTS));
  return out;
}

/**
 * Trapped ("You cannot flee the combat in progress until you inflict at least one more Blood
 * Marker") holds a party only while it can still draw blood. It lets go when nothing the party has
 * could: every fighter's attack needs a cube of 0 or less (his Strength and its bonuses against the
 * Creature's armour, no talent left to call), and so does the attack of the befriended Creature
 * fighting beside it or of any friend it may still call in, and no combat card on the table or
 * playable now would lift an attack above the armour or hit by itself. Such a combat could go on
 * for ever, so the party may run.
 */
function cannotDrawBlood(s: XanthState, p: Player, c: Combat): boolean {
  const armor = (OPTION[c.option] as Hazard).creature?.armor ?? 0;
  return !(fightersDrawBlood(p, c, armor) || friendsDrawBlood(p, c, armor) || cardsDrawBlood(s, p, c, armor));
}

/** A fighter whose attack needs a cube above 0, or who has a talent left to call. */
function fightersDrawBlood(p: Player, c: Combat, armor: number): boolean {
  return fighters(p, c).some((m) => talentReady(p, c, m) || attackStrength(p, c, m) - armor > 0);
}

/** The friend called into this combat, or else any friend the party may still call in, hits on a cube above 0. */
function friendsDrawBlood(p: Player, c: Combat, armor: number): boolean {
  const callable = c.friend ? [c.friend] : p.friends;
  return callable.some((friend) => friendStrength(friend) - armor > 0);
}

/**
 * A combat card would draw blood: a Lucky Strike or a thrown weapon that can hit, waiting on the
 * table for a fighter or playable now, or the Strength bonuses playable now ("before combat
 * begins"), all played for one fighter, lifting his attack above the armour.
 */
function cardsDrawBlood(s: XanthState, p: Player, c: Combat, armor: number): boolean {
  const ids = fighters(p, c).map((m) => m.id);
  const waiting = c.cards.filter((x) => ids.includes(x.member)).map((x) => x.option);
  const held = playable(s, p, ROUND_EFFECTS);
  if ([...waiting, ...held.map((a) => a.option)].some((option) => blowDrawsBlood(option, armor))) return true;
  return fighters(p, c).some((m) => attackStrength(p, c, m, heldBonus(held, m.id)) - armor > 0);
}

/** A Lucky Strike hits without a roll; a thrown weapon (Cherry Bomb, Harpy Egg…) hits if its Strength beats the armour. */
function blowDrawsBlood(option: string, armor: number): boolean {
  const o = OPTION[option] as Benefit;
  return o.effect === 'lucky-strike' || (o.effect === 'bomb' && (o.strength ?? 1) - armor > 0);
}

/** The Strength the bonus cards (Asparagus Spear, Power Plant) playable now would add to `member`, all played for him. */
function heldBonus(held: CardPlay[], member: string): number {
  let n = 0;
  for (const a of held) if (a.member === member) n += (OPTION[a.option] as Benefit).bonus ?? 0;
  return n;
}

/** A Chair Actor's attack Strength in this combat: his own (or his weapon's), the cards' bonuses and `extra`, at most 6. */
function attackStrength(p: Player, c: Combat, m: Member, extra = 0): number {
  return Math.min(6, attackOf(p, m).strength + strengthBonus(c, m.id) + extra);
}

/** A befriended Creature's attack Strength: its card's attack Strength if it gives one, else its Strength. */
function friendStrength(friend: string): number {
  const cr = (OPTION[friend] as Hazard).creature!;
  return cr.attackStrength ?? cr.strength;
}

/** Tandy's tantrum (once a turn), Electra's and Chester's Strength 5 and Goldy's levitation (once a combat), not yet called. */
function talentReady(p: Player, c: Combat, m: Member): boolean {
  if (!talentWorks(p, m) || c.armed?.includes(m.id)) return false;
  if (m.id === 'tandy') return !p.usedTurn.includes('tandy');
  return ['electra', 'chester-centaur', 'goldy-goblin'].includes(m.id) && !c.used.includes(m.id);
}

/** A combat card played before a round: most wait on the table; the others act at once. */
function playInCombat(s: XanthState, p: Player, ph: CombatPhase, a: CardPlay, ctx: Ctx): void {
  const c = ph.combat;
  const e = effectOf(a.option)!;
  const name = OPTION[a.option].name;
  if (ROUND_EFFECTS.has(e)) {
    const member = a.type === 'play' ? a.member! : a.member;
    if (a.type === 'play') {
      p.hand.splice(p.hand.indexOf(a.card), 1);
      s.table.push(a.card);
      c.cards.push({ card: a.card, option: a.option, member });
    } else {
      // An Object thrown by its bearer: off his back onto the table until his attack comes.
      takeObject(p, member, a.option);
      s.table.push(cardOfOption(a.option));
      c.cards.push({ card: cardOfOption(a.option), option: a.option, member });
    }
    ctx.emit({ type: 'play', text: `${p.name} plays ${name} for ${ACTOR[member].name}.` });
    return;
  }
  spend(s, p, a);
  ctx.emit({ type: 'play', text: `${p.name} plays ${name}.` });
  const h = OPTION[c.option] as Hazard;
  switch (e) {
    case 'avoid':
      leaveCombat(s, p, ph);
      afterHazard(s, ph.facing, ctx);
      return;
    case 'hiding-place':
      // The Creatures get one last round (nobody faces them), but the party stays where it is.
      creaturesStrike(
        s,
        p,
        ph,
        c.foes.map(() => null),
        { next: 'hide' },
        ctx,
      );
      return;
    case 'windbag': {
      // Each Creature still standing rolls against its Strength; the rolls wait in a window first.
      const strength = h.creature!.strength;
      const rolls: Roll[] = c.foes.flatMap((f, foe) =>
        f.wounds < strength ? [{ member: '', cubes: [cube(s.rng)], cunning: strength, foe }] : [],
      );
      ctx.emit({
        type: 'die',
        text: `The Creatures roll ${rolls.map((r) => r.cubes[0]).join(', ')} against the gale.`,
      });
      openRolls(s, rolls, { kind: 'windbag', facing: ph.facing, combat: c }, ctx);
      return;
    }
    case 'befriend':
      // The Creature card joins the party as a friend; there is no combat.
      closeCombatCards(s, p, c);
      s.table.splice(s.table.indexOf(ph.facing.card), 1);
      p.friends.push(c.option);
      ctx.emit({ type: 'befriend', text: `${h.name} becomes ${p.name}'s friend.` });
      afterHazard(s, ph.facing, ctx);
      return;
  }
}

/** The gale's rolls count: every Creature that rolled over its Strength is blown away. */
function windbagAfterRolls(
  s: XanthState,
  p: Player,
  f: Extract<RollFor, { kind: 'windbag' }>,
  rolls: Roll[],
  ctx: Ctx,
): void {
  const c = f.combat;
  const h = OPTION[c.option] as Hazard;
  for (const r of rolls) if (!rollOk(r)) c.foes[r.foe!].wounds = h.creature!.strength;
  ctx.emit({ type: 'windbag', text: `The gale blows away every ${h.name} that fails its roll.` });
  const ph: CombatPhase = { kind: 'combat', facing: f.facing, combat: c };
  s.phase = ph;
  if (c.foes.every((x) => x.wounds >= h.creature!.strength)) {
    leaveCombat(s, p, ph);
    afterHazard(s, ph.facing, ctx);
  }
}

function combatWon(s: XanthState, p: Player, ph: CombatPhase, ctx: Ctx): void {
  const h = OPTION[ph.combat.option];
  ctx.emit({ type: 'vanquish', text: `${p.name}'s party vanquishes ${h.name}.` });
  if (ph.facing.card === GAP_DRAGON_CARD) p.veterans = p.party.map((m) => m.id);
  if (h.name === 'Mundanes') s.nextwave = false;
  closeCombatCards(s, p, ph.combat);
  doneWithHazard(s, ph.facing, ctx);
}

/**
 * The fleeing party is moved `left` regions by the hazard's player (at random when there is none);
 * then the End, or the pursuing Creature's combat goes on there.
 */
function startPush(
  s: XanthState,
  by: number,
  facing: Facing | null,
  ctx: Ctx,
  left = 1,
  pursuit: CombatPhase | null = null,
): void {
  const p = s.players[s.seat];
  p.ranAway = true;
  const behind = leaveEscorteesBehind(p);
  if (behind.length > 0)
    ctx.emit({
      type: 'escort',
      text: `${behind.join(' and ')} cannot flee with the party: left behind here.`,
    });
  if (left > 0 && pushTargets(p).length > 0) {
    if (by >= 0 && by !== s.seat) {
      s.phase = { kind: 'push', by, facing: pursuit?.facing ?? facing, left, pursuit: pursuit?.combat };
      return;
    }
    const options = pushTargets(p);
    p.at = options[R.int(s.rng, options.length)];
    startPush(s, by, facing, ctx, left - 1, pursuit);
    return;
  }
  if (pursuit) {
    ctx.emit({
      type: 'pursuit',
      text: `The ${OPTION[pursuit.combat.option].name} catches up: the combat goes on.`,
    });
    toRound(s, pursuit.facing, pursuit.combat, ctx);
    return;
  }
  toEnd(s, ctx);
}

function pushTargets(p: Player): string[] {
  return WALK.out[WALK.index[p.at]]
    .map((n) => WALK.ids[n])
    .filter((to) => to !== 'mundania' && !(REGION[p.at].kind === 'c-area' && REGION[to].kind === 'c-area'));
}

/** A wholly Xonked Out party: cards back, one missed turn, then a fresh start. */
export function loseParty(s: XanthState, seat: number, ctx: Ctx, endTurn = false): void {
  const p = s.players[seat];
  ctx.emit({ type: 'party-lost', text: `${p.name}'s party is wholly Xonked Out.` });
  s.armchair.unshift(...p.party.map((m) => m.id));
  p.party = [];
  const home = escorteesGoHome(p);
  if (home.length > 0)
    ctx.emit({ type: 'escort', text: `${home.join(' and ')} make their way home, unescorted.` });
  s.discard.push(...p.objects.splice(0), ...p.hand.splice(0));
  s.discard.push(
    ...[...s.offers[seat].splice(0), ...p.friends.splice(0), ...p.against.splice(0)].map(cardOfOption),
  );
  p.annexExit = null;
  p.lostInGlades = false;
  p.voidTries = 0;
  if (solo(s)) {
    p.restart = false;
    if (endTurn) {
      endOfSolo(s, ctx);
      return;
    }
    return;
  }
  p.restart = true;
  if (endTurn) nextTurn(s, ctx);
}

function endOfSolo(s: XanthState, ctx: Ctx): void {
  if (s.players.every((p) => p.party.length === 0)) {
    finish(s, ctx);
    return;
  }
  if (s.phase.kind !== 'over') nextTurn(s, ctx);
}

// ---------------------------------------------------------------- End

function toEnd(s: XanthState, ctx: Ctx): void {
  const p = s.players[s.seat];
  if (!p.ranAway && p.party.length > 0) {
    // Play Chair Actors whose home this is; then the Objects whose region matches, one by one.
    for (const card of p.hand.slice())
      if (isActorCard(card) && (ACTOR[card].home === p.at || hasTalent(p, 'millie-the-maid'))) {
        p.hand.splice(p.hand.indexOf(card), 1);
        p.party.push(fresh(card));
        ctx.emit({ type: 'join', text: `${ACTOR[card].name} joins ${p.name}'s party.` });
      }
  }
  allocateAtEnd(s, ctx);
}

/** The next Object to allocate at the End: the player names its bearer (alone in the party, he takes it). */
function allocateAtEnd(s: XanthState, ctx: Ctx): void {
  const p = s.players[s.seat];
  const any = hasTalent(p, 'crombie-the-soldier');
  for (const card of p.ranAway || p.party.length === 0 ? [] : p.hand.slice()) {
    const option = optionsOf(card).find((o) => OPTION[o].class === 'object' && (any || objectFits(o, p.at)));
    if (!option) continue;
    if (p.party.length > 1) {
      s.phase = { kind: 'bearer', card, option };
      return;
    }
    allocate(p, card, option, ctx, p.party[0].id);
  }
  endPhase(s, ctx);
}

/** An Object of the hand allocated by a card: the player names its bearer, then the phase goes on. */
function allocateByCard(s: XanthState, more: boolean, back: XanthState['phase'], ctx: Ctx): void {
  const p = s.players[s.seat];
  const card = p.hand.find((c) => optionsOf(c).some((o) => OPTION[o].class === 'object'));
  if (!card) {
    s.phase = back;
    return;
  }
  const option = optionsOf(card).find((o) => OPTION[o].class === 'object')!;
  if (p.party.length > 1) {
    s.phase = { kind: 'bearer', card, option, byCard: { more, back } };
    return;
  }
  allocate(p, card, option, ctx, p.party[0].id);
  if (more) allocateByCard(s, more, back, ctx);
  else s.phase = back;
}

/** Stone is cured in Mundania (and by Humfrey's doubles), the Quest checked, then the End's choices. */
function endPhase(s: XanthState, ctx: Ctx): void {
  const p = s.players[s.seat];
  if (p.at === 'mundania') for (const m of p.party) m.stone = false;
  if (p.at === 'humfrey' && p.party.some((m) => m.stone)) {
    const cubes = [cube(s.rng), cube(s.rng)];
    ctx.emit({ type: 'die', text: `Humfrey looks for a cure: ${cubes.join(', ')}.` });
    openRolls(s, [{ member: '', cubes, cunning: 0, test: 'doubles' }], { kind: 'cure' }, ctx);
    return;
  }
  endChoices(s, p, ctx);
}

/** Humfrey's roll counts: doubles turn every stone Chair Actor of the party back to flesh. */
function cureAfterRoll(s: XanthState, p: Player, r: Roll, ctx: Ctx): void {
  if (rollOk(r)) {
    for (const m of p.party) m.stone = false;
    ctx.emit({ type: 'cure', text: 'Humfrey finds a cure: stone turns to flesh.' });
  }
  endChoices(s, p, ctx);
}

/** The Quest is checked, then the End's choices. */
function endChoices(s: XanthState, p: Player, ctx: Ctx): void {
  checkQuest(s, p, ctx);
  if (s.phase.kind === 'over') return;
  s.phase = { kind: 'end', discarded: 0 };
}

/** An Object from the hand to a bearer: the one named, or (a card's allocation) the one carrying fewest. */
function allocate(p: Player, card: string, option: string, ctx: Ctx, bearer?: string): void {
  const holder =
    p.party.find((m) => m.id === bearer) ??
    p.party.reduce((a, b) => (b.objects.length < a.objects.length ? b : a));
  p.hand.splice(p.hand.indexOf(card), 1);
  p.objects.push(card);
  holder.objects.push(option);
  ctx.emit({ type: 'allocate', text: `${ACTOR[holder.id].name} takes the ${OPTION[option].name}.` });
}

/** At the End each held Quest takes what the region gives it; those fulfilled score, in any order. */
function checkQuest(s: XanthState, p: Player, ctx: Ctx): void {
  if (p.ranAway || !p.party.some(active)) return;
  if (p.needsQuest) {
    if (p.at !== 'humfrey') return;
    p.needsQuest = false;
    newQuest(s, p, 'travel');
    ctx.emit({ type: 'quest', text: `Good Magician Humfrey gives ${p.name} a new Quest.` });
    return;
  }
  const done: number[] = [];
  for (let i = 0; i < p.quest.length; i++) {
    const { joined, done: fulfilled } = advanceQuest(p, i);
    if (joined) ctx.emit({ type: 'escort', text: joined });
    if (fulfilled) done.push(i);
  }
  if (done.length === 0) return;
  for (const i of done.reverse()) {
    const quest = QUEST[removeQuest(p, i)];
    p.questsDone.push(quest.id);
    ctx.emit({ type: 'quest', text: `${p.name} fulfils a Quest: ${quest.name}!` });
  }
  const need = s.options.version === 'longer' ? s.options.quests : s.options.version === 'simple' ? 1 : 99;
  if (p.questsDone.length >= need) {
    s.winner = s.seat;
    finish(s, ctx);
    return;
  }
  // Quests still held are completed before a new one is drawn.
  if (p.quest.length > 0) return;
  if (solo(s) && s.questDeck.length === 0) {
    finish(s, ctx);
    return;
  }
  if (s.options.humfrey && s.options.version === 'longer') {
    p.needsQuest = true;
    if (s.options.novel) p.challenges = 3;
    return;
  }
  newQuest(s, p, 'travel');
}

function finish(s: XanthState, ctx: Ctx): void {
  s.phase = { kind: 'over' };
  ctx.emit({ type: 'over', text: 'The game is over.' });
}

function endActions(s: XanthState, p: Player, discarded: number): Action[] {
  const out: Action[] = [{ type: 'keep' }];
  if (discarded === 0 && !p.extraTurn) out.push(...playable(s, p, END_EFFECTS));
  const dolph = hasTalent(p, 'dolph');
  if (discarded === 0 || dolph) for (const card of distinctCards(p.hand)) out.push({ type: 'discard', card });
  if (
    discarded === 0 &&
    p.at === 'rumor_mill' &&
    s.phase.kind === 'end' &&
    !p.usedTurn.includes('rumor') &&
    !p.usedTurn.includes('moved')
  )
    for (let i = 0; i < s.seats; i++) if (i !== s.seat) out.push({ type: 'peek', of: i });
  if (discarded === 0 && p.quest.includes('question-quest') && !p.ranAway)
    for (let i = 0; i < s.seats; i++)
      if (i !== s.seat && s.players[i].quest.some((q) => q !== 'question-quest'))
        out.push({ type: 'question', of: i });
  return out;
}

/** After an End discard: Dolph may discard more; anybody else's End goes on. */
export function finishDiscard(s: XanthState, ctx: Ctx): void {
  if (!hasTalent(s.players[s.seat], 'dolph')) finishEnd(s, ctx);
}

function finishEnd(s: XanthState, ctx: Ctx): void {
  const p = s.players[s.seat];
  if (drawCards(s, p, refill(p), ctx, { kind: 'end' })) return;
  resumeAfterDraw(s, { kind: 'end' }, ctx);
}

/** The hand is refilled: the End goes on. */
function afterEndDraw(s: XanthState, ctx: Ctx): void {
  const p = s.players[s.seat];
  // A Cameo Appearance leaves again.
  for (const m of p.party.filter((x) => x.cameo)) {
    p.party.splice(p.party.indexOf(m), 1);
    s.armchair.unshift(m.id);
    for (const o of m.objects) {
      const c = cardOfOption(o);
      p.objects.splice(p.objects.indexOf(c), 1);
      s.discard.push(c);
    }
  }
  if (solo(s)) {
    // Monaural: a Xonked Out party-goer is left at the nearest Village or Castle.
    for (const m of p.party.filter((x) => xonked(x))) {
      p.party.splice(p.party.indexOf(m), 1);
      s.armchair.unshift(m.id);
      for (const o of m.objects) {
        const c = cardOfOption(o);
        p.objects.splice(p.objects.indexOf(c), 1);
        s.discard.push(c);
      }
    }
    if (p.party.length === 0) {
      s.discard.push(...p.hand.splice(0));
      endOfSolo(s, ctx);
      return;
    }
  }
  nextTurn(s, ctx);
}

// ---------------------------------------------------------------- benefits

function playBenefit(
  s: XanthState,
  p: Player,
  option: string,
  member: string | undefined,
  ctx: Ctx,
  of?: number,
): void {
  const e = effectOf(option)!;
  const name = OPTION[option].name;
  ctx.emit({ type: 'play', text: `${p.name} plays ${name}.` });
  const target = p.party.find((m) => m.id === member);
  switch (e) {
    case 'ride':
      startMove(s, p, 'ride', 3, ctx);
      return;
    case 'fly':
      startMove(s, p, 'fly', 4, ctx);
      return;
    case 'vault':
      startMove(s, p, 'vault', 4, ctx);
      return;
    case 'extra-step':
      p.usedTurn.push('quicksand');
      return;
    case 'three-cubes':
      p.threeCubes = true;
      // "Make no movement this turn, except by Bullrushes": a Becalmed cannot stop it.
      if (name === 'Bullrushes') p.usedTurn.push('bullrushes');
      return;
    case 'hand-of-fate':
      drawCards(s, p, 2, ctx, { kind: 'phase', back: structuredClone(s.phase) });
      return;
    case 'healing-spring':
      for (const m of p.party) m.wounds = 0;
      toEnd(s, ctx);
      return;
    case 'chance-encounter': {
      const card = p.hand.find(isActorCard);
      if (card) {
        p.hand.splice(p.hand.indexOf(card), 1);
        p.party.push(fresh(card));
      }
      return;
    }
    case 'allocate':
      // One Object from the hand (Hoard: "any number"), each to the bearer the player names.
      allocateByCard(
        s,
        OPTION[option].class !== 'hazard' && OPTION[option].allocateAll === true,
        structuredClone(s.phase),
        ctx,
      );
      return;
    case 'cure-one':
      if (target) target.wounds = 0;
      return;
    case 'heal-one':
      if (target && target.wounds > 0) target.wounds--;
      return;
    case 'heal-guess':
      // The call is odd; the cube waits in a window before it counts. The phase it was played in waits.
      if (target && target.wounds > 0) {
        const roll: Roll = { member: target.id, cubes: [cube(s.rng)], cunning: 0, test: 'odd' };
        ctx.emit({ type: 'die', text: `${p.name} calls odd and rolls ${roll.cubes[0]}.` });
        openRolls(s, [roll], { kind: 'guess', member: target.id, back: s.phase }, ctx);
      }
      return;
    case 'heal-feather':
      p.usedTurn.push('feather');
      if (target && target.wounds > 0) target.wounds--;
      return;
    case 'potion-of-speed':
      p.extraTurn = true;
      return;
    case 'cameo': {
      // From the top of the Armchair Actors Deck for this turn; he goes back under it at the End.
      const id = s.armchair.pop()!;
      p.party.push({ ...fresh(id), cameo: true });
      ctx.emit({ type: 'join', text: `${ACTOR[id].name} makes a Cameo Appearance in ${p.name}'s party.` });
      return;
    }
    case 'cat-burglar': {
      const victim = s.players[of!];
      const stolen: string[] = [];
      for (let i = 0; i < 3 && victim.hand.length > 0; i++)
        stolen.push(...victim.hand.splice(R.int(s.rng, victim.hand.length), 1));
      p.hand.push(...stolen);
      ctx.emit({
        type: 'steal',
        text: `The Cat Burglar takes ${stolen.length} card(s) from ${victim.name}.`,
      });
      return;
    }
    case 'see-quest':
    case 'see-hand': {
      const other = s.players[of!];
      const seen =
        e === 'see-quest'
          ? other.quest.map((q) => QUEST[q].name)
          : other.hand.map((c) =>
              isActorCard(c) ? ACTOR[c].name : CARD[c].options.map((o) => OPTION[o].name).join(' / '),
            );
      ctx.emit({
        type: 'peek',
        text: `${other.name}'s ${e === 'see-quest' ? 'Quest' : 'hand'}: ${seen.join('; ') || 'nothing'}.`,
        to: [s.seat],
        reveal: true,
      });
      return;
    }
  }
  throw new RuleError('not-playable', `${name} cannot be played now.`);
}

/** A card the mover played (or an Object he used) takes effect, in the phase it was played in. */
export function applyPlay(s: XanthState, p: Player, action: CardPlay, ctx: Ctx): void {
  const ph = s.phase;
  if (ph.kind === 'designate' && effectOf(action.option) === 'illusion') {
    // Treated as a Group Hazard 1; failing it, the party still faces the real hazard.
    openRolls(s, rollsOf(s, p, p.party.filter(active), 1, ctx), { kind: 'illusion', facing: ph.facing }, ctx);
    return;
  }
  if (ph.kind === 'designate' && AVOID_EFFECTS.has(effectOf(action.option)!)) {
    ctx.emit({
      type: 'avoid',
      text: `${p.name} plays ${OPTION[action.option].name} and overcomes the hazard.`,
    });
    doneWithHazard(s, ph.facing, ctx);
    return;
  }
  playBenefit(s, p, action.option, action.type === 'play' ? action.member : action.target, ctx, action.of);
}

/** Takes a card out of the hand or an Object off a member, and discards it unless the Object stays. */
function spend(
  s: XanthState,
  p: Player,
  a: { type: 'play'; card: string } | { type: 'use'; member: string; option: string },
): void {
  if (a.type === 'play') {
    p.hand.splice(p.hand.indexOf(a.card), 1);
    s.discard.push(a.card);
    return;
  }
  const e = effectOf(a.option);
  if (e === 'heal-feather') return; // used as often as you like, once a turn
  takeObject(p, a.member, a.option);
  s.discard.push(cardOfOption(a.option));
}

/** An Object leaves its bearer and the party's Objects (the caller says where the card goes). */
function takeObject(p: Player, member: string, option: string): void {
  const m = p.party.find((x) => x.id === member)!;
  m.objects.splice(m.objects.indexOf(option), 1);
  p.objects.splice(p.objects.indexOf(cardOfOption(option)), 1);
}

// ---------------------------------------------------------------- contract

/**
 * The seats that must decide now. `legal` and `step` ask only this (no prompt to word), so every
 * action costs one look at the phase.
 */
function deciders(s: XanthState): number[] {
  const ph = s.phase;
  if (ph.kind === 'over') return [];
  const c = chooser(s);
  if (c >= 0) return [c];
  switch (ph.kind) {
    case 'choose-actors': {
      const out: number[] = [];
      for (let i = 0; i < s.players.length; i++) if (s.players[i].party.length === 0) out.push(i);
      return out;
    }
    case 'offer': {
      const out: number[] = [];
      for (let i = 0; i < s.players.length; i++) if (i !== s.seat && !ph.decided.includes(i)) out.push(i);
      return out;
    }
    case 'window':
      return windowDeciders(ph);
    case 'push':
      return [ph.by];
    case 'part':
      return [ph.chooser];
    case 'allot':
      return [ph.combat.by];
    case 'beginning':
    case 'move':
      return [s.players[s.seat].driver?.seat ?? s.seat];
    default:
      return [s.seat];
  }
}

const decides = (s: XanthState, seat: number) => deciders(s).includes(seat);

/** What the seats deciding now are asked (the same words for each of them). */
function prompt(s: XanthState): string {
  const ph = s.phase;
  if (chooser(s) >= 0) return 'Chosen Quest: keep one of the top three Quests';
  const mover = s.players[s.seat].name;
  switch (ph.kind) {
    case 'choose-actors':
      return 'Choose your Leading Chair Actor and a follow-traveler';
    case 'offer':
      return `Hazard ${mover}'s party (face down), plop a region hazard, or pass`;
    case 'push':
      return `Move ${mover}'s fleeing party one region`;
    case 'window':
      return windowPrompt(s, ph);
    case 'storm':
      return `${OPTION[ph.option].name}: take cover and lose the turn, or brave it`;
    case 'part':
      return `${OPTION[ph.option].name}: choose who leaves the party`;
    case 'allot':
      return `${OPTION[ph.combat.option].name} #${ph.foe + 1} is faced by nobody: choose which of ${mover}'s Chair Actors it strikes`;
    case 'designee':
      return `${REGION[ph.region].name} (Designated Hazard ${ph.magnitude}): choose which of your Chair Actors rolls`;
    case 'beginning':
      if (s.players[s.seat].driver) return `Move ${mover}'s token for him: walk, sail or stay`;
      return 'Beginning: play movement cards, walk, sail, rest or stay';
    case 'move':
      if (s.players[s.seat].driver) return `Move ${mover}'s token for him: walk, sail or stay`;
      return 'Move one region, or stop';
    case 'pick':
      return 'Choose one of the face-down hazards';
    case 'designate':
      return 'Face the hazard (choose who faces a Designated Hazard)';
    case 'combat':
      return assigning(s.players[s.seat], ph.combat)
        ? 'Assign your Chair Actor: how many Creatures he faces, and which one he attacks'
        : 'Fight a round, or run away';
    case 'end':
      return 'End: discard a card, or keep your hand';
    case 'bearer':
      return 'Choose who carries the Object';
    default:
      return '';
  }
}

export function pending(s: XanthState): { seat: number; prompt: string }[] {
  const seats = deciders(s);
  if (seats.length === 0) return [];
  const words = prompt(s);
  return seats.map((seat) => ({ seat, prompt: words }));
}

export function legal(s: XanthState, seat: number): Action[] {
  if (!decides(s, seat)) return [];
  const p = s.players[s.seat];
  const ph = s.phase;
  if (chooser(s) === seat) {
    return s.players[seat].choosing.filter(keepable).map((quest) => ({ type: 'keep-quest' as const, quest }));
  }
  switch (ph.kind) {
    case 'choose-actors': {
      const d = s.players[seat].dealt;
      const out: Action[] = [];
      for (const lead of d)
        for (const follow of d) if (lead !== follow) out.push({ type: 'choose', lead, follow });
      return out;
    }
    case 'beginning':
      return p.driver ? drivenActions(p) : beginningActions(s, p);
    case 'window':
      return windowActions(s, ph, seat);
    case 'storm':
      return REGION[p.at].kind === 'c-area' ? [{ type: 'brave' }] : [{ type: 'cover' }, { type: 'brave' }];
    case 'part':
      return partActions(s);
    case 'move':
      return moveActions(s, p, ph);
    case 'offer':
      return offerActions(s, seat);
    case 'pick': {
      const out: Action[] = [];
      for (let i = 0; i < s.offers.length; i++)
        if (s.offers[i].length > 0) out.push({ type: 'pick', from: i });
      return out;
    }
    case 'designate':
      return designateActions(s, p, ph.facing);
    case 'designee':
      return eachDesignee(p, { type: 'face' as const });
    case 'combat':
      return combatActions(s, p, ph.combat);
    case 'allot':
      return fighters(p, ph.combat).map((m) => ({ type: 'allot' as const, member: m.id }));
    case 'push':
      return pushTargets(p).map((to) => ({ type: 'push' as const, to }));
    case 'end':
      return endActions(s, p, ph.discarded);
    case 'bearer':
      if (!ph.byCard) return p.party.map((m) => ({ type: 'bearer' as const, member: m.id }));
      return distinctCards(p.hand).flatMap((card) =>
        optionsOf(card).some((o) => OPTION[o].class === 'object')
          ? p.party.map((m) => ({ type: 'bearer' as const, member: m.id, card }))
          : [],
      );
    default:
      return [];
  }
}

export function step(s: XanthState, seat: number, action: Action, ctx: Ctx): void {
  // The engine's apply steps only an action listed by `legal` (matched by canonical JSON), so the
  // check is not repeated here; `explain` words a refusal.
  if (!decides(s, seat)) throw new RuleError('not-your-turn', explainRefusal(s, seat, action));
  const p = s.players[s.seat];
  const ph = s.phase;
  switch (action.type) {
    case 'choose': {
      const me = s.players[seat];
      me.party = [fresh(action.lead), fresh(action.follow)];
      s.armchair.push(...me.dealt.splice(0).filter((id) => id !== action.lead && id !== action.follow));
      if (s.players.every((x) => x.party.length > 0)) startPlay(s, ctx);
      return;
    }
    case 'walk': {
      const bonus = p.usedTurn.includes('quicksand') ? 1 : 0;
      startMove(s, p, 'walk', walkRate(p) + bonus, ctx, action.member);
      return;
    }
    case 'sail': {
      const n = p.threeCubes || hasTalent(p, 'the-siren') ? 3 : 2;
      const cubes = Array.from({ length: n }, () => cube(s.rng));
      ctx.emit({ type: 'die', text: `${p.name} rolls ${cubes.join(', ')} for C Movement.` });
      const becalmed = p.against.length > 0 && heldBecalmed(s, p, ctx);
      const on = { on: 'sail' as const, cubes, becalmed };
      recordSail(s, on);
      openWindow(s, on, [...(magicWorks(p) ? [s.seat] : []), ...opponents(s)], ctx);
      return;
    }
    case 'stay':
      p.usedTurn.push('stayed');
      toEncounter(s, ctx);
      return;
    case 'rest':
      for (const m of p.party) {
        m.wounds = 0;
        m.mad = 0;
      }
      ctx.emit({ type: 'heal', text: `${p.name}'s party spends the turn healing.` });
      p.usedTurn.push('stayed');
      toEnd(s, ctx);
      return;
    case 'play':
    case 'use': {
      if (ph.kind === 'combat') {
        playInCombat(s, p, ph, action, ctx);
        return;
      }
      if (action.type === 'play') {
        // From the hand onto the table: the other players may answer it before it takes effect.
        p.hand.splice(p.hand.indexOf(action.card), 1);
        playCard(s, s.seat, action.card, action.option, action, ctx);
        return;
      }
      spend(s, p, action);
      applyPlay(s, p, action, ctx);
      return;
    }
    case 'step': {
      if (ph.kind !== 'move') return;
      const need = enterRoll(p, ph, action.to);
      if (unnamed(p, need, action.member)) {
        s.phase = {
          kind: 'designee',
          region: action.to,
          magnitude: need,
          enter: { to: action.to, move: ph },
        };
        return;
      }
      stepOn(s, p, ph, action.to, action.member, ctx);
      return;
    }
    case 'humfrey': {
      if (ph.kind !== 'move') return;
      ph.moved.push('humfrey-try');
      p.usedTurn.push('moved');
      // A Group Hazard 3: every active Chair Actor rolls, one roll passed lets the party in.
      openRolls(s, rollsOf(s, p, p.party.filter(active), 3, ctx), { kind: 'humfrey', move: ph }, ctx);
      return;
    }
    case 'stop':
      toEncounter(s, ctx);
      return;
    case 'offer':
    case 'plop': {
      if (ph.kind !== 'offer') return;
      const me = s.players[seat];
      me.hand.splice(me.hand.indexOf(action.card), 1);
      if (action.type === 'plop') {
        s.plopped.push({ card: action.card, option: action.option, by: seat });
        s.table.push(action.card);
        ctx.emit({ type: 'plop', text: `${me.name} plops ${OPTION[action.option].name} face up.` });
      } else {
        s.offers[seat].push(action.option);
        ctx.emit({ type: 'offer', text: `${me.name} places a hazard face down.` });
      }
      ph.decided.push(seat);
      if (ph.decided.length === s.seats - 1) afterOffers(s, ctx);
      return;
    }
    case 'conjure':
      if (ph.kind !== 'window' || ph.on.on !== 'played') return;
      ph.on.played.taker = seat;
      ctx.emit({
        type: 'conjure',
        text: `Hugo conjures the ${OPTION[ph.on.played.option ?? CARD[ph.on.played.card].options[0]].name} back for ${s.players[seat].name}.`,
      });
      ph.decided = [];
      return;
    case 'escape':
      if (ph.kind !== 'window' || ph.on.on !== 'disaster') return;
      pledge(s, seat, action.cards);
      windowPass(s, ph, seat, ctx);
      return;
    case 'meddle':
    case 'surprise':
    case 'react':
      if (ph.kind !== 'window') return;
      windowPlay(s, ph, seat, action, ctx);
      return;
    case 'part':
      if (ph.kind !== 'part') return;
      leave(s, p, action.member, false, ctx);
      backToWindow(s, ph.decided, ctx);
      return;
    case 'cover':
    case 'brave':
      if (ph.kind !== 'storm') return;
      if (action.type === 'brave') {
        braveStorm(s, p, ph.option, ph.decided, ctx);
        return;
      }
      p.skipTurn = true;
      backToWindow(s, ph.decided, ctx);
      return;
    case 'pass':
      if (ph.kind === 'window') {
        windowPass(s, ph, seat, ctx);
        return;
      }
      if (ph.kind !== 'offer') return;
      ph.decided.push(seat);
      if (ph.decided.length === s.seats - 1) afterOffers(s, ctx);
      return;
    case 'pick': {
      const option = s.offers[action.from][0];
      const card = cardOfOption(option);
      s.offers.forEach((o, i) => {
        if (i !== action.from) s.players[i].hand.push(...o.splice(0).map(cardOfOption));
      });
      s.offers[action.from] = [];
      s.table.push(card);
      faceHazard(s, { card, option, by: action.from }, ctx, false);
      return;
    }
    case 'face':
      if (ph.kind === 'designee') {
        if (ph.leave) startMove(s, p, ph.leave.mode, ph.leave.left, ctx, action.member);
        else if (ph.enter) {
          s.phase = ph.enter.move;
          stepOn(s, p, ph.enter.move, ph.enter.to, action.member, ctx);
        }
        return;
      }
      if (ph.kind !== 'designate') return;
      resolveHazard(s, p, ph.facing, action.member, ctx);
      return;
    case 'call':
      if (ph.kind !== 'combat') return;
      ph.combat.friend = action.friend;
      ctx.emit({
        type: 'friend',
        text: `${p.name} calls the friendly ${OPTION[action.friend].name} into the fight.`,
      });
      return;
    case 'fight':
      if (ph.kind !== 'combat') return;
      combatRound(s, p, ph, true, ctx);
      return;
    case 'arrange':
      if (ph.kind !== 'combat') return;
      ph.combat.assign = [];
      return;
    case 'assign':
      if (ph.kind !== 'combat') return;
      assign(ph.combat, action.member, action.faces, action.target);
      ctx.emit({
        type: 'assign',
        text: `${ACTOR[action.member].name} faces ${action.faces} Creature(s) and attacks ${OPTION[ph.combat.option].name} #${action.target + 1}.`,
      });
      return;
    case 'allot': {
      if (ph.kind !== 'allot') return;
      const back: CombatPhase = { kind: 'combat', facing: ph.facing, combat: ph.combat };
      s.phase = back;
      ctx.emit({
        type: 'allot',
        text: `${s.players[seat].name} sends ${OPTION[ph.combat.option].name} #${ph.foe + 1} against ${ACTOR[action.member].name}.`,
      });
      creaturesStrike(s, p, back, ph.faced, ph.after, ctx, ph.foe, action.member);
      return;
    }
    case 'talent':
      if (ph.kind !== 'combat') return;
      (ph.combat.armed ??= []).push(action.member);
      ctx.emit({ type: 'talent', text: `${ACTOR[action.member].name} will use his talent this round.` });
      return;
    case 'run':
      if (ph.kind !== 'combat') return;
      tryFlee(s, ph, ctx);
      return;
    case 'push': {
      if (ph.kind !== 'push') return;
      p.at = action.to;
      const pursuit =
        ph.pursuit && ph.facing ? { kind: 'combat' as const, facing: ph.facing, combat: ph.pursuit } : null;
      startPush(s, ph.by, ph.facing, ctx, (ph.left ?? 1) - 1, pursuit);
      return;
    }
    case 'peek': {
      p.usedTurn.push('rumor');
      const hand = s.players[action.of].hand.map((c) =>
        isActorCard(c) ? ACTOR[c].name : CARD[c].options.map((o) => OPTION[o].name).join(' / '),
      );
      ctx.emit({ type: 'peek', text: `${p.name} listens at the Rumor Mill.` });
      ctx.emit({
        type: 'peek',
        text: `${s.players[action.of].name} holds: ${hand.join('; ') || 'nothing'}.`,
        to: [s.seat],
        reveal: true,
      });
      return;
    }
    case 'research': {
      p.usedTurn.push('ichabod');
      const other = s.players[action.of];
      ctx.emit({ type: 'research', text: `Ichabod researches ${other.name}'s Quest.` });
      ctx.emit({
        type: 'peek',
        text: `${other.name}'s Quest: ${other.quest.map((q) => QUEST[q].name).join('; ') || 'none'}.`,
        to: [s.seat],
        reveal: true,
      });
      return;
    }
    case 'question': {
      const other = s.players[action.of];
      s.questDiscard.push(removeQuest(p, p.quest.indexOf('question-quest')));
      takeOverQuest(s, p, other);
      // "The other player draws a new Quest Card and ignores the starting location."
      newQuest(s, other, 'ignore');
      ctx.emit({
        type: 'question',
        text: `${p.name} reveals the Question Quest and takes over ${other.name}'s Quest.`,
      });
      return;
    }
    case 'discard':
      if (ph.kind !== 'end') return;
      p.hand.splice(p.hand.indexOf(action.card), 1);
      ph.discarded++;
      ctx.emit({ type: 'discard', text: `${p.name} discards a card.` });
      // Face up on the table: a Used Card Salesman may trade for it before it reaches the pile.
      playCard(s, s.seat, action.card, null, action, ctx);
      return;
    case 'keep':
      finishEnd(s, ctx);
      return;
    case 'keep-quest':
      keepQuest(s, seat, action.quest, ctx);
      return;
    case 'bearer':
      if (ph.kind !== 'bearer') return;
      if (action.card) {
        const option = optionsOf(action.card).find((o) => OPTION[o].class === 'object')!;
        allocate(p, action.card, option, ctx, action.member);
      } else allocate(p, ph.card, ph.option, ctx, action.member);
      if (!ph.byCard) allocateAtEnd(s, ctx);
      else if (ph.byCard.more) allocateByCard(s, true, ph.byCard.back, ctx);
      else s.phase = ph.byCard.back;
      return;
  }
}

export function explainRefusal(s: XanthState, seat: number, action: Action): string {
  if (!decides(s, seat)) return 'It is not your turn to choose.';
  if (action.type === 'step') return `You cannot move to ${REGION[action.to]?.name ?? action.to} now.`;
  if (action.type === 'offer' || action.type === 'plop')
    return 'That hazard cannot be played on that region.';
  return 'That is not one of your choices now.';
}

export function score(s: XanthState): number[] {
  return s.players.map((p) => p.questsDone.length);
}
