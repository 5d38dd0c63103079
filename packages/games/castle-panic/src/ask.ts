import { castleFrames } from './frames';
import type { FrameData, State } from './model';
import { canPlay, canTrade } from './plays';

/** What each kind of question asks, in a player's words. */
export const PROMPTS: Record<FrameData['kind'], string> = {
  disc: 'Discard a card to draw a new one, or keep your hand',
  from: 'Draw from the Castle deck or the Wizard deck',
  reinf: 'Reinforce: draw from the Castle deck or the Wizard deck',
  trade: 'Offer a trade, or trade nothing',
  reply: 'A trade is offered to you: give a card back or refuse',
  play: 'Play a card, or end the Play Cards phase',
  stand: 'Stand Together: play one hit or Wizard card, or pass',
  combo: 'Add another card or play the hit card it goes with',
  wave: "Valador's Wave: choose a monster for the next point of damage",
  tele: 'Teleport: choose the space',
  victim: 'Several monsters strike together: choose the one that takes the blow',
  oracle: 'Eye of the Oracle: choose the card to keep',
  order: 'Eye of the Oracle: choose the next card on top of the deck',
  nlh: 'Never Lose Hope: discard a card, or done to draw as many',
  assembly: 'Arcane Assembly: rebuild a Wall with one Brick or Mortar, or done',
  down: 'Discard a card',
  wizDisc: 'The Warlock: discard a Wizard card',
  ovMegas: 'Overlord: choose a Mega Boss for the game',
  doppel: "Several monsters fell at once: choose the one that takes the Doppelganger's place",
  ownTower: "A Man's Home Is His Castle: choose your Tower",
  ovPlay: 'Overlord: place a monster where you like, play a token at random, or stop',
};

/** Puts a question to its seat. */
export function ask(st: State, data: FrameData): void {
  st.frames.push({ kind: data.kind, prompt: PROMPTS[data.kind], waiting: [data.seat], data });
}

/**
 * For the questions whose options cost most to list: whether there is an answer besides letting it
 * pass, found without listing them all (the table lists them again when the seat is asked).
 */
const ANSWERABLE: {
  [K in FrameData['kind']]?: (st: State, data: Extract<FrameData, { kind: K }>) => boolean;
} = {
  play: (st, d) => canPlay(st, d.seat, false),
  disc: (st, d) => st.hands[d.seat].length > 0,
  trade: (st, d) => canTrade(st, d.seat, d.refused),
};

/** Asks unless the only answer is to let it pass (`pass`: that answer's `t`), or there is none. */
export function askUnlessIdle(st: State, data: FrameData, pass: string): void {
  ask(st, data);
  const answerable = ANSWERABLE[data.kind] as ((st: State, data: FrameData) => boolean) | undefined;
  if (answerable) {
    if (!answerable(st, data)) st.frames.pop();
    return;
  }
  const opts = castleFrames.legal(st, st.frames, data.seat);
  if (opts.length === 0 || (opts.length === 1 && opts[0].t === pass)) st.frames.pop();
}
