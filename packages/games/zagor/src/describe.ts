import { spaceName } from './board';
import { nameOf } from './rules';
import {
  type Color,
  EVENT,
  HOLD,
  OBJECT,
  type Pos,
  REINFORCEMENT,
  TILE,
  TREASURE,
  type Who,
  type ZagorState,
} from './state';
import { type Action, topAsk } from './turn';
import { DIE, dieName } from './words';

const BOCCE: Record<Color, string> = { y: 'yellow', r: 'red', g: 'green' };
const POST: Record<Pos, string> = {
  bridge: 'the Bridge',
  helmsman: "the Helmsman's post",
  hold: 'the Hold',
  chest: 'the Chest',
};
const POWER = {
  ahyaaaak: 'Ahyaaaak!: Zagor swings to any space and attacks there',
  spirit: 'The Spirit with the Axe: look at the Encounters next to Zagor, then attack one',
  pharmacist: 'For All the Concoctions of My Pharmacist Grandfather!: heal Zagor, draw two Objects',
  caramba: 'Caramba y Carambita!: Cico and your character return to the steamboat',
};
const ASSAULT = [
  '',
  'a Navigation marker is removed',
  'two Events are drawn',
  'the steamboat takes 2 damage',
];
/** The Attack dice of a combat: a die weapon, the Red Archer's own, or Zagor's or Cico's. */
const WEAPON: Record<string, string> = { bow: 'the Bow', axe: 'the Axe', archer: 'the Red Archer' };
const SIDE = { W: 'west', E: 'east' };

/** An equipped piece by its printed name; a Treasure (face down) by its value, which its owner alone reads. */
export const pieceName = (id: string) =>
  id in OBJECT ? `the ${OBJECT[id].name}` : `your Treasure worth ${TREASURE[id]?.value ?? '?'}`;
const tileName = (id: string) => TILE[id].name;
/** The character the question is about (a move, an Encounter, wounds to absorb), or the seat's own. */
const who = (s: ZagorState, seat: number): Who => {
  const q = topAsk(s)?.q as { who?: Who } | undefined;
  return q?.who ?? seat;
};

type Words = { [T in Action['t']]: (a: Extract<Action, { t: T }>, s: ZagorState, seat: number) => string };

/** Every action in words, found by its kind: what the list of choices and the log show. */
const WORDS: Words = {
  die: (a) =>
    `take ${dieName(a.c, a.f)}${a.as ? ` and make it a ${DIE[a.as]} die with the ${BOCCE[a.as]} Bocce` : ''}`,
  sacrifice: (a) => `sacrifice ${dieName(a.c, a.f)} to discard ${EVENT[a.card].name}`,
  token: (a) =>
    `use the Hold token ${HOLD[Object.keys(HOLD).find((h) => HOLD[h].kind === a.kind)!].name}${
      a.card ? ` on ${REINFORCEMENT[a.card].name}` : ''
    }`,
  heal: (a) => `heal a wound with ${pieceName(a.id)}`,
  spyglass: (a) => `look at the Encounter at ${spaceName(a.space)} with the Spyglass`,
  go: (a, s, seat) =>
    a.to === 'boat'
      ? `${nameOf(s, who(s, seat))} goes aboard and takes ${POST[a.pos!]}`
      : `${nameOf(s, who(s, seat))} goes to ${spaceName(a.to)}`,
  stay: (_, s, seat) => `${nameOf(s, who(s, seat))} stays`,
  compass: () => 'use the Compass: one more step',
  face: (a, s, seat) => `${nameOf(s, who(s, seat))} faces ${tileName(a.tile)}`,
  pass: (_, s) => (topAsk(s)?.q.a === 'assault' ? 'take no Scar' : 'face nothing'),
  attack: () => 'attack',
  dynamite: () => 'throw a Dynamite',
  reroll: (a, s) => {
    const w = s.fight?.rolls[a.i]?.weapon;
    return `reroll the Attack die of ${WEAPON[w ?? ''] ?? nameOf(s, w as Who)}`;
  },
  accept: () => 'keep the Attack dice as rolled',
  keep: () => 'equip it',
  replace: (a) => `equip it in place of ${pieceName(a.id)}`,
  drop: () => 'discard it',
  galley: (a) => `take ${pieceName(a.id)} from the Galley`,
  galleyTreasure: () => 'take a face-down Treasure from the Galley at random',
  none: (_, s) => (topAsk(s)?.q.a === 'steal' ? 'steal nothing' : 'take nothing'),
  hold: (a) => `take the Hold token ${HOLD[a.id].name}`,
  store: (a) => `store ${pieceName(a.id)} in the Chest`,
  done: () => 'store nothing more',
  pos: (a, s) => `${topAsk(s)?.q.a === 'caramba' ? 'your character takes' : 'activate'} ${POST[a.pos]}`,
  steal: (a) =>
    `steal ${a.id === 'treasure' ? 'a Treasure at random' : pieceName(a.id)} from seat ${a.from + 1}`,
  power: (a) => POWER[a.p],
  fork: (a) => `take the channel to ${spaceName(a.to)}`,
  absorb: (a, s, seat) => `${nameOf(s, who(s, seat))} absorbs ${a.n} wound${a.n === 1 ? '' : 's'}`,
  place: (a, s) =>
    `place the ${topAsk(s)?.q.a === 'volcano' ? 'Volcano' : 'Stone Pinnacle'} at ${spaceName(a.space)}`,
  first: (a) =>
    a.id in EVENT_KIND ? `${EVENT_KIND[a.id]} acts first` : `the Volcano at ${spaceName(a.id)} erupts first`,
  discard: (a) => `discard ${pieceName(a.id)} without using it`,
  cancel: (a) => `take a Scar to cancel: ${ASSAULT[a.e]}`,
  top: () => 'put the Event back on top of the deck',
  bottom: () => 'put the Event at the bottom of the deck',
  lose: (a) => `discard ${pieceName(a.id)}`,
  slave: (a) => `give ${tileName(a.tile)} to Marie Laveau as a Slave`,
  side: (a) => `the Enemy strikes the ${SIDE[a.side]} bank`,
  beast: (a) => `remove the Beast card from ${POST[a.pos]}`,
};
const EVENT_KIND: Record<string, string> = Object.fromEntries(
  Object.values(EVENT).map((e) => [e.kind, e.name]),
);

export function describe(action: Action, s: ZagorState): string {
  const seat = topAsk(s)?.seat ?? 0;
  const words = WORDS[action.t] as (a: Action, s: ZagorState, seat: number) => string;
  return words(action, s, seat);
}

/** An action that names a face-down Treasure: its words are for its owner's log alone. */
export const secret = (_s: ZagorState, _seat: number, a: Action) =>
  (a.t === 'replace' || a.t === 'store' || a.t === 'lose') && a.id in TREASURE;
