import { CARDS, TOKENS } from '../src/data';
import type { State } from '../src/model';

/** Every card in exactly one place; every token in exactly one place; structures within their counts. */
export function conservation(st: State): void {
  const cards = [
    ...st.castleDeck,
    ...st.castleDiscard,
    ...st.wizardDeck,
    ...st.wizardDiscard,
    ...st.cardsOut,
    ...st.hands.flat(),
  ];
  if (cards.length !== CARDS.length || new Set(cards).size !== CARDS.length) {
    throw new Error(`cards not conserved: ${cards.length} places for ${CARDS.length} cards`);
  }
  const tokens = [
    ...st.overlordTokens,
    ...st.bag,
    ...st.monsters.map((m) => m.id),
    ...st.trophies.flat(),
    ...st.monsterDiscard,
    ...st.imps,
    ...st.tokensOut,
    ...st.tokensAside,
    ...st.harbingersAside,
    ...st.megaBosses,
  ];
  if (tokens.length !== TOKENS.length || new Set(tokens).size !== TOKENS.length) {
    throw new Error(`tokens not conserved: ${tokens.length} places for ${TOKENS.length} tokens`);
  }
  for (const id of st.imps)
    if (TOKENS[id].key !== 'imp') throw new Error(`token ${id} in the Imp pile is not an Imp`);
  if (st.towers.filter(Boolean).length > 6 || st.walls.filter(Boolean).length > 6)
    throw new Error('too many structures');
  if (st.towers.filter((t) => t === 2).length > 1) throw new Error('two Wizard Towers');
  const forts = st.fortified.filter(Boolean).length;
  if (forts + st.fortifyLeft !== 2)
    throw new Error(`Fortify tokens: ${forts} on walls + ${st.fortifyLeft} left`);
  for (let a = 0; a < 6; a++)
    if (st.fortified[a] && !st.walls[a]) throw new Error(`Fortify token on the missing wall ${a}`);
  let flames = 0;
  for (const m of st.monsters) {
    flames += m.flames;
    if (m.hp < 1 || m.hp > m.maxHp) throw new Error(`monster ${m.id} has ${m.hp}/${m.maxHp}`);
  }
  for (let a = 0; a < 6; a++) {
    flames += st.wallFlames[a] + st.towerFlames[a];
    if (st.wallFlames[a] && !st.walls[a]) throw new Error('flames on a missing wall');
    if (st.towerFlames[a] && !st.towers[a]) throw new Error('flames on a missing tower');
  }
  if (flames > 12) throw new Error(`${flames} flame tokens in play`);
  if (st.tarred >= 0 && !st.monsters.some((m) => m.id === st.tarred))
    throw new Error('Tar on a monster not on the board');
}

/** Hidden from everyone: the order of the decks and the content of the bag. */
export function secrets(st: State, seat: number | null): unknown[] {
  const out: unknown[] = [];
  if (st.castleDeck.length >= 4) out.push(st.castleDeck);
  if (st.wizardDeck.length >= 4) out.push(st.wizardDeck);
  if (st.bag.length >= 4) out.push(st.bag);
  if (seat !== st.overlordSeat && st.overlordTokens.length >= 2) out.push(st.overlordTokens);
  return out;
}
