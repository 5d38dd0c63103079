import { random } from '@questbox/engine';
import { CARDS } from './cards';
import { cloneState, type FrameData, type LegState } from './state';

const byId = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const isJewel = (id: string) => CARDS[id].kind === 'jewel';

/**
 * A state drawn from what `seat` knows. Open are the board, every table and marker, the discard pile,
 * the removed cards, the top Crown Jewel, the seat's own hand, and every count. Hidden, and dealt
 * again here, are the generator (every future roll), the other hands (but a hand the seat looks at
 * with the All-Seeing Eye), the draw pile, the face-down Marketplace (but while the seat searches
 * it), a card another player took in secret and has yet to place, and the Crown Jewels under the top
 * (with those set aside in the three-jewel game). The seat's view shows only the sizes of the other
 * hands, so all hidden cards go into one sorted pool, are shuffled, and are dealt back by those sizes;
 * the sample thus depends on the view alone. A card the seat saw taken at random from its hand, or
 * took itself, is forgotten with the rest: the sample never learns more than the view.
 */
export function resample(st: LegState, seat: number, rand: () => number): LegState {
  const s = cloneState(st);
  s.rng = random.createRng(`resample:${rand()}`);
  // Before the board is built nothing is dealt: characters and pets are chosen in the open.
  if (s.tiles.length === 0) return s;

  const top = s.frames[s.frames.length - 1]?.data;
  const searching = (top?.kind === 'market' || top?.kind === 'give') && top.seat === seat;
  const shown = top?.kind === 'pick' && top.purpose === 'eye' && top.chooser === seat ? top.victim : -1;
  const hidden = (i: number) => i !== seat && i !== shown;

  const pool: string[] = [];
  s.players.forEach((p, i) => {
    if (hidden(i)) pool.push(...p.hand);
  });
  if (!searching) pool.push(...s.market);
  pool.push(...s.draw);
  const secretPlaces: Extract<FrameData, { kind: 'place' }>[] = [];
  for (const f of s.frames)
    if (f.data.kind === 'place' && f.data.secret && f.data.seat !== seat) {
      secretPlaces.push(f.data);
      pool.push(f.data.card);
    }
  random.shuffle(s.rng, pool.sort(byId));

  s.players.forEach((p, i) => {
    if (hidden(i)) p.hand = pool.splice(0, p.hand.length);
  });
  if (!searching) s.market = pool.splice(0, s.market.length);
  const slots = secretPlaces.map((d) => s.inPlay.indexOf(d.card));
  secretPlaces.forEach((d, k) => {
    d.card = pool.pop()!;
    s.inPlay[slots[k]] = d.card;
  });
  s.draw = pool;

  // Another seat's trade at the Marketplace: what it gave lies at the end of the Marketplace, what it
  // took in its hand; the names are drawn from the new deal, only the counts are kept.
  if (!searching)
    for (const f of s.frames) {
      const d = f.data;
      if (d.kind === 'market') {
        d.given = d.given.length > 0 ? s.market.slice(-d.given.length) : [];
        const hand = s.players[d.seat].hand;
        d.taken = d.taken.length > 0 ? hand.slice(-d.taken.length) : [];
      } else if (d.kind === 'give') {
        const hand = s.players[d.seat].hand;
        d.taken = hand.length > 0 ? hand[hand.length - 1] : d.taken;
      }
    }

  // The Crown Jewels: the top one lies face up; the order below, and in the three-jewel game which
  // ones were set aside, are unknown.
  const below = s.jewels.length > 0 ? s.jewels.length - 1 : 0;
  const aside = s.unused.filter(isJewel);
  if (below + aside.length > 1) {
    const jewels = random.shuffle(s.rng, [...s.jewels.slice(0, below), ...aside].sort(byId));
    s.jewels = [...jewels.splice(0, below), ...s.jewels.slice(below)];
    if (aside.length > 0) s.unused = [...s.unused.filter((c) => !isJewel(c)), ...jewels.sort(byId)];
  }
  return s;
}
