/**
 * The cards of a hand once each, in hand order: a card held twice gives the same choices twice.
 * The hand itself when no card is there twice (the usual case), so listing choices copies nothing.
 */
export function distinctCards(hand: string[]): string[] {
  for (let i = 1; i < hand.length; i++) if (hand.indexOf(hand[i]) < i) return [...new Set(hand)];
  return hand;
}
