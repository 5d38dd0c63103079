import type { Action } from './actions';
import { CARDS, cardName } from './cards';
import { type LegState, seatName, spotLabel } from './state';

const EFFECT_WORDS: Record<string, string> = {
  fly: 'fly',
  'steal-table': 'steal a table card',
  'swap-pets': 'swap pets',
  eye: 'look at the hand and take a card',
  'take-creature': 'take a creature',
  reaper: 'Grim Reaper',
  'cut-to-five': 'the Pox',
  philter: 'Love Philter',
  inspiration: 'Divine Inspiration',
  'miss-turn': 'Call of Nature',
  'wish-dispel': 'remove a Treasure Chest or Wooden Leg',
};

export function describeAction(a: Action, state: LegState): string {
  const who = (s: number) => seatName(state, s);
  switch (a.t) {
    case 'character':
      return `Play the ${cardName(a.id)}: ${CARDS[a.id].text}`;
    case 'pet':
      return `Take the ${cardName(a.id)}: ${CARDS[a.id].text}`;
    case 'roll':
      return 'Roll the die to move';
    case 'move':
      return a.to === state.players[state.turn.seat].spot
        ? 'Stay where you are'
        : `Move to ${spotLabel(state, a.to)}`;
    case 'draw':
      return 'Draw a card at this Black Spot';
    case 'quest':
      return `Fulfil the quest ${cardName(a.card)} for a Crown Jewel`;
    case 'attack':
      return `Attack ${who(a.target)}`;
    case 'market':
      return 'Search the Marketplace';
    case 'play':
      return `Play ${cardName(a.card)} to the table (${CARDS[a.card].text})`;
    case 'cast': {
      const caster = state.frames.length === 0 ? state.turn.seat : -1;
      const on = a.target === caster ? 'yourself' : who(a.target);
      if (a.spell === 'curse') return `Cast ${cardName(a.card)} on ${on}`;
      if (CARDS[a.card].spell === 'wish')
        return `Use the Genie's Wish (${EFFECT_WORDS[a.spell] ?? a.spell}) on ${on}`;
      return `Cast ${cardName(a.card)} on ${on}`;
    }
    case 'end':
      return 'End your turn';
    case 'pass':
      return 'Let it happen';
    case 'codpiece':
      return 'Present the Royal Codpiece: the spell rebounds on its caster';
    case 'tea':
      return 'Drink Herbal Tea: block the spell';
    case 'run-away':
      return 'Run Away to another spot';
    case 'spot':
      return `Go to ${spotLabel(state, a.to)}`;
    case 'pick':
      return `Take ${cardName(a.card)}`;
    case 'pick-hand':
      return 'Take a card at random from the hand';
    case 'place':
      return a.to === 'hand'
        ? 'Keep it in your hand'
        : a.to === 'table'
          ? 'Play it to the table'
          : 'Discard it';
    case 'lover':
      return `They fall in love with ${who(a.seat)}`;
    case 'take':
      return `Take ${cardName(a.card)} from the Marketplace`;
    case 'give':
      return `Give ${cardName(a.card)} to the Marketplace`;
    case 'done':
      return 'Leave the Marketplace';
    case 'discard':
      return `Discard ${cardName(a.card)}`;
  }
}
