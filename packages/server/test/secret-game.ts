import { type Game, random } from '@questbox/engine';
import { z } from 'zod';

/**
 * A small card game with hidden hands and a face-down deck, for the hidden-information scan:
 * each turn a seat plays a card face up or draws the top card (seen by that seat only).
 */
export interface SecretState {
  rng: random.Rng;
  deck: string[];
  hands: string[][];
  discard: string[];
  turn: number;
  moves: number;
}

type SecretAction = { type: 'play'; card: string } | { type: 'draw' };

const CARDS = Array.from({ length: 30 }, (_, i) => `QX-${String(i).padStart(2, '0')}`);
const MAX_MOVES = 40;

export const secretGame: Game<SecretState, SecretAction, unknown, Record<string, never>> = {
  id: 'secret-cards',
  title: 'Secret cards',
  seats: { min: 2, max: 3 },
  options: z.object({}).strict(),
  unlisted: true,
  setup(_options, seats, seed) {
    const rng = random.createRng(seed);
    const deck = random.shuffle(rng, CARDS.slice());
    const hands = Array.from({ length: seats }, () => deck.splice(0, 3));
    return { rng, deck, hands, discard: [], turn: 0, moves: 0 };
  },
  pending(s) {
    return this.result(s) ? [] : [{ seat: s.turn, prompt: 'Play a card or draw' }];
  },
  legal(s, seat) {
    if (this.result(s) || seat !== s.turn) return [];
    const plays: SecretAction[] = s.hands[seat].map((card) => ({ type: 'play', card }));
    return s.deck.length ? [...plays, { type: 'draw' }] : plays;
  },
  step(s, seat, action, ctx) {
    if (action.type === 'draw') {
      const card = s.deck.shift()!;
      s.hands[seat].push(card);
      ctx.emit({ type: 'draw', text: `Seat ${seat + 1} draws a card.` });
      ctx.emit({ type: 'drawn', text: `You draw ${card}.`, to: [seat], reveal: true, data: { card } });
    } else {
      s.hands[seat] = s.hands[seat].filter((c) => c !== action.card);
      s.discard.push(action.card);
      ctx.emit({ type: 'play', text: `Seat ${seat + 1} plays ${action.card}.`, data: { card: action.card } });
    }
    s.moves++;
    s.turn = (s.turn + 1) % s.hands.length;
  },
  clone(s) {
    return {
      rng: random.cloneRng(s.rng),
      deck: s.deck.slice(),
      hands: s.hands.map((h) => h.slice()),
      discard: s.discard.slice(),
      turn: s.turn,
      moves: s.moves,
    };
  },
  view(s, seat) {
    return {
      hand: seat === null ? null : s.hands[seat].slice(),
      handSizes: s.hands.map((h) => h.length),
      deckSize: s.deck.length,
      discard: s.discard.slice(),
      turn: s.turn,
    };
  },
  result(s) {
    if (s.moves < MAX_MOVES && (s.deck.length > 0 || s.hands.some((h) => h.length > 0))) return null;
    return { winners: [s.discard.length % s.hands.length], summary: 'The cards are spent.' };
  },
  describe(action) {
    return action.type === 'draw' ? 'draw the top card' : `play ${action.card}`;
  },
};

/** The values `seat` must never receive now: every card in another hand or in the deck. */
export function secretsOf(s: SecretState, seat: number | null): string[] {
  return [...s.deck, ...s.hands.flatMap((h, i) => (i === seat ? [] : h))];
}
