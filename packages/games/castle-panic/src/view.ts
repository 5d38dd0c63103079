import { CARDS, TOKENS } from './data';
import type { Frame, Monster, State } from './model';

/** What a seat may know. Hands are open (a cooperative game); deck orders, the bag and the Harbingers are not. */
export interface View {
  seat: number | null;
  players: number;
  current: number;
  round: number;
  phase: number;
  hands: number[][];
  castleDeck: number;
  castleDiscard: number[];
  wizardDeck: number;
  wizardDiscard: number[];
  wizardDeckOff: boolean;
  wizardTower: number;
  towers: number[];
  towerFlames: number[];
  walls: number[];
  wallFlames: number[];
  fortified: number[];
  fortifyLeft: number;
  towerOwners: number[];
  playersOut: boolean[];
  monsters: Monster[];
  bag: number;
  monsterDiscard: number[];
  imps: number;
  trophies: number[][];
  tarred: number;
  missing: boolean;
  ice: boolean;
  berserk: number;
  frame: Frame | null;
  over: State['over'];
  why: string;
  wizardsTower: boolean;
  overlordSeat: number;
  /** The Overlord's tokens: the ids for the Overlord, the count for everyone else. */
  overlordTokens: number[] | number;
  mode: string;
}

export function view(st: State, seat: number | null): View {
  const top = st.frames[st.frames.length - 1];
  let frame: Frame | null = top ? { ...top } : null;
  // Eye of the Oracle shows the looked-at cards to its player only.
  if (frame && (frame.kind === 'oracle' || frame.kind === 'order') && seat !== frame.seat)
    frame = { kind: frame.kind, seat: frame.seat };
  return {
    seat,
    players: st.players,
    current: st.current,
    round: st.round,
    phase: st.phase,
    hands: st.hands.map((h) => h.slice()),
    castleDeck: st.castleDeck.length,
    castleDiscard: st.castleDiscard.slice(),
    wizardDeck: st.wizardDeck.length,
    wizardDiscard: st.wizardDiscard.slice(),
    wizardDeckOff: st.wizardDeckOff,
    wizardTower: st.wizardTower,
    towers: st.towers.slice(),
    towerFlames: st.towerFlames.slice(),
    walls: st.walls.slice(),
    wallFlames: st.wallFlames.slice(),
    fortified: st.fortified.slice(),
    fortifyLeft: st.fortifyLeft,
    towerOwners: st.towerOwners.slice(),
    playersOut: st.playersOut.slice(),
    monsters: st.monsters.map((m) => ({ ...m })),
    bag: st.bag.length,
    monsterDiscard: st.monsterDiscard.slice(),
    imps: st.imps.length,
    trophies: st.trophies.map((t) => t.slice()),
    tarred: st.tarred,
    missing: st.missing,
    ice: st.ice,
    berserk: st.berserk,
    frame,
    over: st.over,
    why: st.why,
    wizardsTower: st.options.wizardsTower,
    overlordSeat: st.overlordSeat,
    overlordTokens:
      seat === st.overlordSeat && seat >= 0 ? st.overlordTokens.slice() : st.overlordTokens.length,
    mode: st.options.mode,
  };
}

export function cardName(c: number): string {
  const k = CARDS[c];
  return k.colour && k.colour !== 'any' && !k.name.includes(k.colour) ? `${k.name} (${k.colour})` : k.name;
}

export function tokenName(id: number): string {
  return TOKENS[id].name;
}
