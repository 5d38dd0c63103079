import type { StepContext } from '@questbox/engine';
import { random } from '@questbox/engine';
import { CARDS, handSize } from './data';
import { say } from './log';
import type { State } from './model';

/** Hand size now: by player count, +1 after the Wizard's Tower fell with Death's Advantage. */
export function handLimit(st: State): number {
  return handSize(st.np) + (st.o.deathsAdvantage && st.wiz >= 0 && st.tw[st.wiz] !== 2 ? 1 : 0);
}

/** The top Castle card (the deck's end), reshuffling the discard pile when the deck is empty. */
export function takeCastle(st: State): number | undefined {
  if (st.deck.length === 0) {
    if (st.disc.length === 0) return undefined;
    if (st.o.dwindlingResources) {
      for (const key of ['brick', 'mortar']) {
        const i = st.disc.findIndex((c) => CARDS[c].key === key);
        if (i >= 0) st.out.push(st.disc.splice(i, 1)[0]);
      }
    }
    st.deck = random.shuffle(st.rng, st.disc);
    st.disc = [];
  }
  return st.deck.pop();
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
  return st.o.wizardsTower && !st.wizOff && st.wdeck.length + st.wdisc.length > 0;
}

export function drawWizard(st: State, ctx: StepContext, seat: number): boolean {
  if (!wizardDrawable(st)) return false;
  if (st.wdeck.length === 0) {
    st.wdeck = random.shuffle(st.rng, st.wdisc);
    st.wdisc = [];
  }
  st.hands[seat].push(st.wdeck.pop()!);
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
  if (CARDS[card].deck === 'castle') st.disc.push(card);
  else if (st.wizOff) st.out.push(card);
  else st.wdisc.push(card);
}

/** One card id per distinct kind in a hand: identical cards are the same choice. */
export function distinctCards(hand: number[], keep?: (card: number) => boolean): number[] {
  const seen: number[] = [];
  const out: number[] = [];
  for (const c of hand) {
    const k = CARDS[c].kind;
    if (seen.includes(k) || (keep && !keep(c))) continue;
    seen.push(k);
    out.push(c);
  }
  return out;
}
