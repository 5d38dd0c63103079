import { forget, type StepContext } from '@questbox/engine';
import { CARDS, cardName } from './cards';
import { type LegState, type Player, seatName } from './state';

/** Removes one card from a list; false when it is not there. */
export function takeFrom(list: string[], id: string): boolean {
  const i = list.indexOf(id);
  if (i < 0) return false;
  list.splice(i, 1);
  return true;
}

/**
 * A card comes into a hand: whatever a seat saw of it before (the All-Seeing Eye on the hand it
 * left) no longer tells where it lies.
 */
export function enterHand(state: LegState, p: Player, card: string): void {
  forget(state.known, [card]);
  p.hand.push(card);
}

/** Characters, pets, quests and jewels never go to the discard pile: they leave the game instead. */
export function throwAway(state: LegState, id: string): void {
  const k = CARDS[id].kind;
  if (k === 'character' || k === 'pet' || k === 'quest' || k === 'jewel') state.removed.push(id);
  else state.discard.push(id);
}

function desert(
  state: LegState,
  seat: number,
  alignment: 'good' | 'evil',
  ctx: StepContext,
  fromHand = false,
): void {
  const p = state.players[seat];
  const leaving = p.table.filter((c) => CARDS[c].kind === 'creature' && CARDS[c].alignment === alignment);
  for (const c of leaving) {
    takeFrom(p.table, c);
    state.discard.push(c);
  }
  if (fromHand) {
    const held = p.hand.filter((c) => CARDS[c].kind === 'creature' && CARDS[c].alignment === alignment);
    for (const c of held) {
      takeFrom(p.hand, c);
      state.discard.push(c);
    }
    leaving.push(...held);
  }
  if (leaving.length > 0) {
    ctx.emit({
      type: 'desert',
      text: `${leaving.map(cardName).join(', ')} ${leaving.length > 1 ? 'leave' : 'leaves'} ${seatName(state, seat)} for the discard pile.`,
    });
  }
}

/** An Evil act: the character card flips and the Good creatures on the table leave. */
export function turnEvil(state: LegState, seat: number, ctx: StepContext): void {
  const p = state.players[seat];
  if (!p.good) return;
  p.good = false;
  ctx.emit({ type: 'alignment', text: `${seatName(state, seat)} turns Evil.` });
  desert(state, seat, 'good', ctx);
}

/**
 * A purifying act: the character turns Good and the Evil creatures on the table walk off. A quest
 * (`quest`) also discards the Evil creatures held in the hand.
 */
export function turnGood(state: LegState, seat: number, ctx: StepContext, quest = false): void {
  const p = state.players[seat];
  if (p.good) return;
  p.good = true;
  ctx.emit({ type: 'alignment', text: `${seatName(state, seat)} turns Good.` });
  desert(state, seat, 'evil', ctx, quest);
}

/**
 * Crown Jewels someone could still hold: those on the tables, and those in the stack while quests
 * remain to find them. Below three nobody can ever win (the Grim Reaper took too many): the game ends.
 */
export function checkJewelsInReach(state: LegState, ctx: StepContext): void {
  let held = 0;
  let quests = 0;
  const count = (cards: string[]) => {
    for (const c of cards) if (CARDS[c].kind === 'quest') quests++;
  };
  for (const p of state.players) {
    for (const c of p.table) if (CARDS[c].kind === 'jewel') held++;
    count(p.hand);
  }
  count(state.draw);
  count(state.market);
  count(state.inPlay);
  if (held + Math.min(quests, state.jewels.length) >= 3) return;
  state.jewelsLost = true;
  state.frames = [];
  ctx.emit({
    type: 'game-over',
    text: 'Fewer than three Crown Jewels can still be found: the throne stays empty and nobody wins.',
  });
}

/** Draws the top card, shuffling the discard pile into a new draw pile when it runs out. */
export function drawTop(
  state: LegState,
  shuffle: (cards: string[]) => void,
  ctx: StepContext,
): string | undefined {
  if (state.draw.length === 0 && state.discard.length > 0) {
    state.draw = state.discard;
    state.discard = [];
    shuffle(state.draw);
    ctx.emit({ type: 'reshuffle', text: 'The discard pile is shuffled into a new draw pile.' });
  }
  return state.draw.pop();
}
