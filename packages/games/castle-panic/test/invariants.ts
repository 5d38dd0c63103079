import { CARDS, TOKENS } from '../src/data';
import type { State } from '../src/model';

/** Every card in exactly one place; every token in exactly one place; structures within their counts. */
export function conservation(st: State): void {
  const cards = [
    ...st.deck,
    ...st.disc,
    ...st.wdeck,
    ...st.wdisc,
    ...st.out,
    ...st.limbo,
    ...st.hands.flat(),
  ];
  if (cards.length !== CARDS.length || new Set(cards).size !== CARDS.length) {
    throw new Error(`cards not conserved: ${cards.length} places for ${CARDS.length} cards`);
  }
  const tokens = [
    ...st.ov,
    ...st.bag,
    ...st.m.map((m) => m.id),
    ...st.troph.flat(),
    ...st.mdisc,
    ...st.imps,
    ...st.tokOut,
    ...st.megas,
  ];
  if (tokens.length !== TOKENS.length || new Set(tokens).size !== TOKENS.length) {
    throw new Error(`tokens not conserved: ${tokens.length} places for ${TOKENS.length} tokens`);
  }
  for (const id of st.imps)
    if (TOKENS[id].key !== 'imp') throw new Error(`token ${id} in the Imp pile is not an Imp`);
  if (st.tw.filter(Boolean).length > 6 || st.wl.filter(Boolean).length > 6)
    throw new Error('too many structures');
  if (st.tw.filter((t) => t === 2).length > 1) throw new Error('two Wizard Towers');
  const forts = st.fort.filter(Boolean).length;
  if (forts + st.fortLeft !== 2) throw new Error(`Fortify tokens: ${forts} on walls + ${st.fortLeft} left`);
  for (let a = 0; a < 6; a++)
    if (st.fort[a] && !st.wl[a]) throw new Error(`Fortify token on the missing wall ${a}`);
  let flames = 0;
  for (const m of st.m) {
    flames += m.fl;
    if (m.hp < 1 || m.hp > m.max) throw new Error(`monster ${m.id} has ${m.hp}/${m.max}`);
  }
  for (let a = 0; a < 6; a++) {
    flames += st.wlf[a] + st.twf[a];
    if (st.wlf[a] && !st.wl[a]) throw new Error('flames on a missing wall');
    if (st.twf[a] && !st.tw[a]) throw new Error('flames on a missing tower');
  }
  if (flames > 12) throw new Error(`${flames} flame tokens in play`);
  if (st.tar >= 0 && !st.m.some((m) => m.id === st.tar)) throw new Error('Tar on a monster not on the board');
}

/** Hidden from everyone: the order of the decks and the content of the bag. */
export function secrets(st: State, seat: number | null): unknown[] {
  const out: unknown[] = [];
  if (st.deck.length >= 4) out.push(st.deck);
  if (st.wdeck.length >= 4) out.push(st.wdeck);
  if (st.bag.length >= 4) out.push(st.bag);
  if (seat !== st.ovSeat && st.ov.length >= 2) out.push(st.ov);
  return out;
}
