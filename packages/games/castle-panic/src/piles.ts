import type { StepContext } from '@questbox/engine';
import { forget, random, shuffleZone } from '@questbox/engine';
import { CARDS, handSize } from './data';
import { say } from './log';
import type { State } from './model';

/** Hand size now: by player count, +1 after the Wizard's Tower fell with Death's Advantage. */
export function handLimit(st: State): number {
  return (
    handSize(st.players) +
    (st.options.deathsAdvantage && st.wizardTower >= 0 && st.towers[st.wizardTower] !== 2 ? 1 : 0)
  );
}

/**
 * The Castle discard pile shuffled in under the deck (the whole deck when it ran out). Dwindling
 * Resources takes a Brick and a Mortar out of the game first.
 */
export function refillCastle(st: State): void {
  if (st.options.dwindlingResources) {
    for (const key of ['brick', 'mortar']) {
      const i = st.castleDiscard.findIndex((c) => CARDS[c].key === key);
      if (i >= 0) st.cardsOut.push(st.castleDiscard.splice(i, 1)[0]);
    }
  }
  const shuffled = shuffleZone(st.rng, st.castleDiscard, st.known);
  st.castleDiscard = [];
  st.castleDeck = st.castleDeck.length > 0 ? [...shuffled, ...st.castleDeck] : shuffled;
}

/** The top Castle card (the deck's end), reshuffling the discard pile when the deck is empty. */
export function takeCastle(st: State): number | undefined {
  if (st.castleDeck.length === 0) {
    if (st.castleDiscard.length === 0) return undefined;
    refillCastle(st);
  }
  const card = st.castleDeck.pop();
  if (card !== undefined) forget(st.known, [card]);
  return card;
}

export function drawCastle(st: State, ctx: StepContext, seat: number, n: number): number {
  let drawn = 0;
  for (let i = 0; i < n; i++) {
    const c = takeCastle(st);
    if (c === undefined) break;
    st.hands[seat].push(c);
    drawn++;
  }
  // A drawn card was face down: no undo may go back past seeing it.
  if (drawn > 0)
    say(ctx, 'draw', `Seat ${seat + 1} draws ${drawn === 1 ? 'a Castle card' : `${drawn} Castle cards`}.`, {
      reveal: true,
    });
  return drawn;
}

/** The Wizard deck can be drawn from: its Tower stands and it has cards. */
export function wizardDrawable(st: State): boolean {
  return st.options.wizardsTower && !st.wizardDeckOff && st.wizardDeck.length + st.wizardDiscard.length > 0;
}

export function drawWizard(st: State, ctx: StepContext, seat: number): boolean {
  if (!wizardDrawable(st)) return false;
  if (st.wizardDeck.length === 0) {
    st.wizardDeck = random.shuffle(st.rng, st.wizardDiscard);
    st.wizardDiscard = [];
  }
  st.hands[seat].push(st.wizardDeck.pop()!);
  say(ctx, 'draw', `Seat ${seat + 1} draws a Wizard card.`, { reveal: true });
  return true;
}

/** Removes a card from a hand (it must be there). */
export function takeFromHand(st: State, seat: number, card: number): void {
  const h = st.hands[seat];
  const i = h.indexOf(card);
  if (i < 0) throw new Error(`card ${card} is not in hand ${seat}`);
  h.splice(i, 1);
}

/** A played or discarded card goes to its discard pile; a Wizard card with its Tower fallen leaves the game. */
export function discard(st: State, card: number): void {
  if (CARDS[card].deck === 'castle') st.castleDiscard.push(card);
  else if (st.wizardDeckOff) st.cardsOut.push(card);
  else st.wizardDiscard.push(card);
}

/** One card id per distinct kind in a hand: identical cards are the same choice. */
export function distinctCards(hand: number[], keep?: (card: number) => boolean): number[] {
  const out: number[] = [];
  for (const c of hand) if ((!keep || keep(c)) && !hasKind(out, CARDS[c].kind)) out.push(c);
  return out;
}

function hasKind(cards: number[], kind: number): boolean {
  for (const c of cards) if (CARDS[c].kind === kind) return true;
  return false;
}
