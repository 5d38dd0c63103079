import { field, type HiddenSlot, stateTable } from '@questbox/engine';
import { CARDS } from './cards';
import type { FrameData, LegState } from './state';

/** The frame on top of the stack, if any. */
const topData = (s: LegState): FrameData | undefined => s.frames[s.frames.length - 1]?.data;

/** The seat searching the face-down Marketplace (it sees it while it trades), if any. */
function searcher(s: LegState): number[] {
  const d = topData(s);
  return (d?.kind === 'market' || d?.kind === 'give') && s.tiles.length > 0 ? [d.seat] : [];
}

/** The caster of the All-Seeing Eye looks at its victim's hand while it picks from it. */
function eyeOn(s: LegState, owner: number | null): number[] {
  const d = topData(s);
  return d?.kind === 'pick' && d.purpose === 'eye' && d.victim === owner ? [d.chooser] : [];
}

/** Cards set aside at setup: the unused jewels of the three-jewel game are unknown, the rest need no secrecy. */
const asideOrJewel = (id: string) => (CARDS[id].kind === 'jewel' ? 'jewels' : 'set-aside');

/**
 * Every field of a Legitimacy state and who sees it. The board, the tables, the discard pile and the
 * removed cards are open; a hand is its owner's (and the All-Seeing Eye's caster's while it looks);
 * the draw pile and the Marketplace lie face down (the Marketplace open to the seat searching it);
 * only the top Crown Jewel shows; the cards set aside at setup are secret. Cards on their way between
 * two places (`inPlay`) repeat cards a frame names: they are never dealt again by themselves.
 */
export const legitimacyZones = stateTable<LegState>(
  {
    seatCount: field.public,
    tiles: field.public,
    players: field.seats(
      field.object({
        character: field.public,
        good: field.public,
        spot: field.public,
        hand: field.zone('owner', 'cards', { seenBy: eyeOn }),
        table: field.zone('public', 'cards'),
        markers: field.public,
        beloved: field.public,
        missTurns: field.public,
        mired: field.public,
        lastDraw: field.public,
      }),
    ),
    draw: field.zone('count', 'cards'),
    discard: field.zone('public', 'cards'),
    market: field.zone('count', 'cards', { seenBy: searcher }),
    jewels: field.zone('top', 'jewels'),
    removed: field.zone('public', 'cards'),
    unused: field.zone('secret', asideOrJewel),
    inPlay: field.zone('internal', 'cards'),
    known: field.knowledge,
    turn: field.public,
    extraTurns: field.public,
    winner: field.public,
    jewelsLost: field.public,
  },
  {
    // A card taken in secret and not yet placed is known to its taker alone.
    hiddenSlots(s, seat) {
      const slots: HiddenSlot[] = [];
      for (const f of s.frames) {
        const d = f.data;
        if (d.kind !== 'place' || !d.secret || d.seat === seat) continue;
        slots.push({
          pool: 'cards',
          get: () => d.card,
          set: (card) => {
            s.inPlay[s.inPlay.indexOf(d.card)] = card as string;
            d.card = card as string;
          },
        });
      }
      return slots;
    },
    // Another seat's trade at the Marketplace: what it gave lies at the end of the Marketplace, what
    // it took at the end of its hand; the new deal names them, only the counts are kept.
    afterResample(s, seat) {
      if (searcher(s).includes(seat)) return;
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
    },
  },
);
