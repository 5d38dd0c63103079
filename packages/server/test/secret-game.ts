import { type Game, random } from '@questbox/engine';
import { z } from 'zod';

/**
 * A small card game with hidden hands and a face-down deck, for the hidden-information scan:
 * each turn a seat plays a card face up, draws the top card (seen by that seat only), or tucks a
 * card of its hand face down under the deck: a secret action, whose card only that seat may know.
 */
export interface SecretState {
  rng: random.Rng;
  deck: string[];
  hands: string[][];
  discard: string[];
  /** The cards each seat tucked under the deck: the deck cards that seat knows. */
  tucked: string[][];
  turn: number;
  moves: number;
}

type SecretAction = { type: 'play'; card: string } | { type: 'draw' } | { type: 'tuck'; card: string };

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
    return { rng, deck, hands, discard: [], tucked: hands.map(() => []), turn: 0, moves: 0 };
  },
  pending(s) {
    return this.result(s) ? [] : [{ seat: s.turn, prompt: 'Play a card or draw' }];
  },
  legal(s, seat) {
    if (this.result(s) || seat !== s.turn) return [];
    const plays: SecretAction[] = s.hands[seat].map((card) => ({ type: 'play', card }));
    const tucks: SecretAction[] = s.hands[seat].map((card) => ({ type: 'tuck', card }));
    return s.deck.length ? [...plays, ...tucks, { type: 'draw' }] : plays;
  },
  step(s, seat, action, ctx) {
    if (action.type === 'draw') {
      const card = s.deck.shift()!;
      s.hands[seat].push(card);
      ctx.emit({ type: 'draw', text: `Seat ${seat + 1} draws a card.` });
      ctx.emit({ type: 'drawn', text: `You draw ${card}.`, to: [seat], reveal: true, data: { card } });
    } else if (action.type === 'tuck') {
      s.hands[seat] = s.hands[seat].filter((c) => c !== action.card);
      s.deck.push(action.card);
      s.tucked[seat].push(action.card);
      ctx.emit({ type: 'tuck', text: `Seat ${seat + 1} tucks a card under the deck.` });
      ctx.emit({ type: 'tucked', text: `You tuck ${action.card}.`, to: [seat], data: { card: action.card } });
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
      tucked: s.tucked.map((t) => t.slice()),
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
  secret: (_s, _seat, action) => action.type === 'tuck',
  describe(action) {
    if (action.type === 'draw') return 'draw the top card';
    return `${action.type} ${action.card}`;
  },
};

/** The values `seat` must never receive now: every card in another hand or in the deck, but its own tucks. */
export function secretsOf(s: SecretState, seat: number | null): string[] {
  const known = seat === null ? [] : s.tucked[seat];
  return [...s.deck.filter((c) => !known.includes(c)), ...s.hands.flatMap((h, i) => (i === seat ? [] : h))];
}
