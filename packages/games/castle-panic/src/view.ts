import { CARDS, TOKENS } from './data';
import type { Frame, Monster, State } from './model';

/** What a seat may know. Hands are open (a cooperative game); deck orders, the bag and the Harbingers are not. */
export interface View {
  seat: number | null;
  np: number;
  cur: number;
  round: number;
  phase: number;
  hands: number[][];
  deck: number;
  disc: number[];
  wdeck: number;
  wdisc: number[];
  wizOff: boolean;
  wiz: number;
  tw: number[];
  twf: number[];
  wl: number[];
  wlf: number[];
  fort: number[];
  fortLeft: number;
  owner: number[];
  outSeats: boolean[];
  m: Monster[];
  bag: number;
  mdisc: number[];
  imps: number;
  troph: number[][];
  tar: number;
  missing: boolean;
  ice: boolean;
  berserk: number;
  frame: Frame | null;
  over: State['over'];
  why: string;
  wizardsTower: boolean;
  ovSeat: number;
  /** The Overlord's tokens: the ids for the Overlord, the count for everyone else. */
  ov: number[] | number;
  mode: string;
}

export function view(st: State, seat: number | null): View {
  const top = st.f[st.f.length - 1];
  let frame: Frame | null = top ? { ...top } : null;
  // Eye of the Oracle shows the looked-at cards to its player only.
  if (frame && (frame.k === 'oracle' || frame.k === 'order') && seat !== frame.s)
    frame = { k: frame.k, s: frame.s };
  return {
    seat,
    np: st.np,
    cur: st.cur,
    round: st.round,
    phase: st.phase,
    hands: st.hands.map((h) => h.slice()),
    deck: st.deck.length,
    disc: st.disc.slice(),
    wdeck: st.wdeck.length,
    wdisc: st.wdisc.slice(),
    wizOff: st.wizOff,
    wiz: st.wiz,
    tw: st.tw.slice(),
    twf: st.twf.slice(),
    wl: st.wl.slice(),
    wlf: st.wlf.slice(),
    fort: st.fort.slice(),
    fortLeft: st.fortLeft,
    owner: st.owner.slice(),
    outSeats: st.outSeats.slice(),
    m: st.m.map((m) => ({ ...m })),
    bag: st.bag.length,
    mdisc: st.mdisc.slice(),
    imps: st.imps.length,
    troph: st.troph.map((t) => t.slice()),
    tar: st.tar,
    missing: st.missing,
    ice: st.ice,
    berserk: st.berserk,
    frame,
    over: st.over,
    why: st.why,
    wizardsTower: st.o.wizardsTower,
    ovSeat: st.ovSeat,
    ov: seat === st.ovSeat && seat >= 0 ? st.ov.slice() : st.ov.length,
    mode: st.o.mode,
  };
}

export function cardName(c: number): string {
  const k = CARDS[c];
  return k.colour && k.colour !== 'any' && !k.name.includes(k.colour) ? `${k.name} (${k.colour})` : k.name;
}

export function tokenName(id: number): string {
  return TOKENS[id].name;
}
