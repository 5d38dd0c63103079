import type { Action } from './actions';
import { isShared } from './board';
import { CARDS } from './cards';
import type { LegState } from './state';
import { questSpot } from './turn';

const ACTION_TYPES = new Set([
  'character',
  'pet',
  'roll',
  'move',
  'draw',
  'quest',
  'attack',
  'market',
  'play',
  'cast',
  'end',
  'pass',
  'codpiece',
  'tea',
  'run-away',
  'spot',
  'pick',
  'pick-hand',
  'place',
  'lover',
  'take',
  'give',
  'done',
  'discard',
]);

/** Why an action is refused, in a player's words, for the most common mistakes. */
export function explain(state: LegState, seat: number, a: Action): { code: string; message: string } | null {
  if (!a || typeof a !== 'object' || !ACTION_TYPES.has((a as { t?: unknown }).t as string)) {
    return { code: 'bad-action', message: 'That is not a Legitimacy action.' };
  }
  const p = state.players[seat];
  const t = state.turn;
  const card = 'card' in a && typeof a.card === 'string' ? CARDS[a.card] : undefined;
  if ('card' in a && !card) return { code: 'unknown-card', message: 'There is no such card.' };
  const top = state.frames[state.frames.length - 1]?.data;
  if (a.t === 'cast' && top && a.target === seat) {
    if (top.kind === 'react-attack' && top.defender === seat && a.spell === 'fly')
      return {
        code: 'attack-declared',
        message: 'The attack is declared: only Run Away gets you out of it. Fly on your own turn.',
      };
    if (state.options.ownTurnOnly)
      return {
        code: 'own-turn-only',
        message: 'In this game you cast spells on yourself only on your turn.',
      };
  }
  switch (a.t) {
    case 'roll':
      return t.rolled
        ? { code: 'already-rolled', message: 'You have already rolled this turn.' }
        : { code: 'movement-over', message: 'Your movement is over for this turn.' };
    case 'move':
      if (!t.rolled) return { code: 'not-rolled', message: 'Roll the die before you move.' };
      if (state.players.some((o, i) => i !== seat && o.spot === a.to) && !isShared(a.to))
        return {
          code: 'spot-taken',
          message:
            'Another player stands there: only the Marketplace and the Throne Room hold several players.',
        };
      if (p.beloved !== null)
        return {
          code: 'lovestruck',
          message: 'You are in love: you must move as far as you can toward your beloved.',
        };
      return { code: 'too-far', message: 'You cannot reach that spot with this roll.' };
    case 'draw':
      if (p.lastDraw === p.spot)
        return { code: 'same-spot', message: 'You drew here last time: draw at another Black Spot first.' };
      return { code: 'not-black-spot', message: 'You can draw only at a Black Spot.' };
    case 'quest':
      if (!p.hand.includes(a.card)) return { code: 'no-quest', message: 'You do not hold that quest.' };
      if (state.jewels.length === 0)
        return { code: 'no-jewels', message: 'No Crown Jewels are left to find.' };
      if (questSpot(state, seat, a.card) !== p.spot)
        return { code: 'wrong-place', message: 'This quest is fulfilled somewhere else.' };
      return null;
    case 'attack':
      if (t.assaulted.includes(a.target))
        return { code: 'assaulted-twice', message: 'You may not assault the same player twice in one turn.' };
      return { code: 'out-of-reach', message: 'That player is out of reach: attack from an adjacent spot.' };
    case 'play':
      if (card?.alignment === 'good' && !p.good)
        return { code: 'evil-player', message: 'An Evil player cannot play Good creatures to the table.' };
      return {
        code: 'not-playable',
        message: 'You can play only creatures and magic objects from your hand, on your turn.',
      };
    case 'cast':
      if (card?.alignment === 'good' && !p.good)
        return { code: 'evil-player', message: 'An Evil player may not use the magic of Good creatures.' };
      if (p.table.includes('potato-of-doom'))
        return {
          code: 'potato',
          message: 'The Potato of Doom stops you from casting spells, except to remove it.',
        };
      if (state.players[a.target]?.table.includes('potato-of-doom'))
        return { code: 'potato-target', message: 'Spells cannot touch a player under the Potato of Doom.' };
      if (t.assaulted.includes(a.target))
        return { code: 'assaulted-twice', message: 'You may not assault the same player twice in one turn.' };
      return { code: 'illegal-cast', message: 'That spell cannot be cast on that player now.' };
    case 'end':
      if (p.beloved !== null)
        return {
          code: 'lovestruck',
          message: 'You are in love: you must roll and chase your beloved first.',
        };
      return null;
    case 'market':
      return t.searched
        ? { code: 'searched', message: 'You have already searched the Marketplace this turn.' }
        : { code: 'not-market', message: 'Stop at the Marketplace to search it.' };
    case 'give':
      if (card?.kind === 'jewel')
        return { code: 'jewel-trade', message: 'Crown Jewels may not be traded at the Marketplace.' };
      return null;
    case 'discard':
      if (card && ['character', 'pet', 'jewel', 'quest'].includes(card.kind))
        return {
          code: 'never-discarded',
          message: 'Characters, pets, Crown Jewels and quests are never discarded.',
        };
      if (card?.kind === 'cursed' && p.table.includes(a.card))
        return { code: 'cursed', message: 'A cursed object placed on you cannot be discarded.' };
      return null;
    default:
      return null;
  }
}
