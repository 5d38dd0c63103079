import { random } from '@questbox/engine';
import type { State } from './model';

function copyPlain<T>(x: T): T {
  if (Array.isArray(x)) return x.map(copyPlain) as T;
  if (x && typeof x === 'object') {
    const out: Record<string, unknown> = {};
    for (const k in x) out[k] = copyPlain((x as Record<string, unknown>)[k]);
    return out as T;
  }
  return x;
}

/** A deep copy, written out by hand for speed. */
export function clone(st: State): State {
  return {
    ...st,
    rng: random.cloneRng(st.rng),
    hands: st.hands.map((h) => h.slice()),
    deck: st.deck.slice(),
    disc: st.disc.slice(),
    wdeck: st.wdeck.slice(),
    wdisc: st.wdisc.slice(),
    out: st.out.slice(),
    limbo: st.limbo.slice(),
    tw: st.tw.slice(),
    twf: st.twf.slice(),
    wl: st.wl.slice(),
    wlf: st.wlf.slice(),
    fort: st.fort.slice(),
    owner: st.owner.slice(),
    outSeats: st.outSeats.slice(),
    m: st.m.map((m) => ({ ...m })),
    bag: st.bag.slice(),
    mdisc: st.mdisc.slice(),
    imps: st.imps.slice(),
    tokOut: st.tokOut.slice(),
    megas: st.megas.slice(),
    ov: st.ov.slice(),
    troph: st.troph.map((t) => t.slice()),
    dead: st.dead.slice(),
    q: copyPlain(st.q),
    f: copyPlain(st.f),
  };
}
