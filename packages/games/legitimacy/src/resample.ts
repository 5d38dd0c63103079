import { cloneState, type LegState } from './state';
import { legitimacyZones } from './zones';

/**
 * A state drawn from what `seat` knows, from the zone declaration: the generator, the other hands
 * (but one the seat looks at with the All-Seeing Eye), the draw pile, the face-down Marketplace (but
 * while the seat searches it), a card another player took in secret, and the Crown Jewels under the
 * top (with those set aside in the three-jewel game) are dealt again; the rest is kept. The hidden
 * cards are pooled in sorted order first, so the sample depends on the seat's view alone.
 */
export function resample(st: LegState, seat: number, rand: () => number): LegState {
  return legitimacyZones.resample(st, seat, rand, cloneState);
}
