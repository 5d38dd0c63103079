import { castlePanic } from '@questbox/castle-panic';
import { cardName } from '@questbox/castle-panic/face';
import { legitimacy } from '@questbox/legitimacy';
import { CARD_FACES } from '@questbox/legitimacy/face';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CastlePanicBoard } from '../src/boards/castle-panic/CastlePanicBoard';
import { LegitimacyBoard } from '../src/boards/legitimacy/LegitimacyBoard';
import type { SeatInfo } from '../src/protocol';

const seats = [
  { seat: 0, kind: 'human', name: 'Ada', claimed: true },
  { seat: 1, kind: 'human', name: 'Bo', claimed: true },
] as SeatInfo[];
const board = { seats, legal: [], act: () => {}, busy: false };

/** The text of a board as the seat sees it, tags left out. */
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('what a seat has seen stays on its board', () => {
  it("Legitimacy: the cards the All-Seeing Eye showed in another seat's hand, to that seat alone", () => {
    const state = legitimacy.setup(legitimacy.options.parse({}), 2, 'seen');
    // Seat 2 holds two cards.
    const hand = state.players[1].hand;
    hand.push(...Object.keys(CARD_FACES).slice(0, 2));
    // Seat 1 looked into seat 2's hand with the All-Seeing Eye: it knows two of its cards.
    const [a, b] = hand;
    state.known.push(
      { zone: 'players.1.hand', item: a, seats: [0] },
      { zone: 'players.1.hand', item: b, seats: [0] },
    );
    const names = [CARD_FACES[a].name, CARD_FACES[b].name].join(', ');

    const mine = text(
      renderToStaticMarkup(<LegitimacyBoard view={legitimacy.view(state, 0)} seat={0} {...board} />),
    );
    expect(mine).toContain(`You saw in this hand: ${names}`);
    for (const seat of [1, null]) {
      const other = text(
        renderToStaticMarkup(<LegitimacyBoard view={legitimacy.view(state, seat)} seat={seat} {...board} />),
      );
      expect(other).not.toContain('You saw');
    }
  });

  it('Castle Panic: the Castle cards the Eye of the Oracle showed, beside the deck, top first', () => {
    const st = castlePanic.setup(castlePanic.options.parse({}), 2, 'seen');
    const deck = st.castleDeck;
    // Seat 2 looked at the top three Castle cards with the Eye of the Oracle.
    const top = deck.slice(-3).reverse();
    for (const item of top) st.known.push({ zone: 'castleDeck', item, seats: [1] });
    const mine = text(
      renderToStaticMarkup(<CastlePanicBoard view={castlePanic.view(st, 1)} seat={1} {...board} />),
    );
    expect(mine).toContain('you saw on top (Eye of the Oracle), top first');
    const shown = mine.slice(mine.indexOf('you saw on top'));
    const at = top.map((c) => shown.indexOf(cardName(c)));
    for (const i of at) expect(i).toBeGreaterThan(0);
    const other = text(
      renderToStaticMarkup(<CastlePanicBoard view={castlePanic.view(st, 0)} seat={0} {...board} />),
    );
    expect(other).not.toContain('you saw on top');
  });
});
