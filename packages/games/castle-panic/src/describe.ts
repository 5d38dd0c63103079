import type { Action } from './actions';
import { CARDS, TOKENS } from './data';
import { ARC_LABEL, cardName } from './labels';
import { RING_NAMES } from './model';

interface Board {
  monsters: { id: number; hp: number; maxHp: number; arc: number; ring: number }[];
}

function monster(b: Board, id: number | undefined): string {
  const m = b.monsters.find((x) => x.id === id);
  if (!m) return id === undefined ? 'a monster' : TOKENS[id].name;
  return `${TOKENS[m.id].name} ${m.hp}/${m.maxHp} (${ARC_LABEL(m.arc, m.ring)})`;
}

/** An action in words, from a state or a view. */
export function describeAction(a: Action, b: Board): string {
  switch (a.t) {
    case 'keep':
      return 'keep your hand (no discard)';
    case 'discard':
      return `discard ${cardName(a.c)}`;
    case 'from':
      return `draw from the ${a.d === 'wizard' ? 'Wizard' : 'Castle'} deck`;
    case 'offer':
      return `offer ${cardName(a.c)} to seat ${a.to + 1}`;
    case 'noTrade':
      return 'no trade';
    case 'give':
      return `give ${cardName(a.c)} in exchange`;
    case 'refuse':
      return 'refuse the trade';
    case 'build':
      return `Brick + Mortar: rebuild the Wall of arc ${a.arc + 1}`;
    case 'douse':
      return `${cardName(a.c)}: put out a flame on the ${a.on === 'wall' ? 'Wall' : 'Tower'} of arc ${a.arc + 1}`;
    case 'end':
      return 'end the Play Cards phase';
    case 'victim':
      return `${monster(b, a.m)} takes the blow`;
    case 'target':
      return `hit ${monster(b, a.m)}`;
    case 'space':
      return `to the ${ARC_LABEL(a.arc, a.ring)}`;
    case 'keepCard':
      return `keep ${cardName(a.c)}`;
    case 'top':
      return `put ${cardName(a.c)} next on top`;
    case 'build1':
      return `${cardName(a.c)}: rebuild the Wall of arc ${a.arc + 1}`;
    case 'pass':
      return 'pass';
    case 'tower':
      return `make the Tower of arc ${a.arc + 1} your own`;
    case 'allForOne':
      return `All for One! Archer, Knight and Swordsman slay ${monster(b, a.m)}`;
    case 'mega':
      return `bring the ${TOKENS.find((t) => t.key === TOKENS[a.tok].mega)?.name} into the game`;
    case 'place':
      return `place ${TOKENS[a.tok].name} in the Forest of arc ${a.arc + 1}`;
    case 'playTok':
      return `play ${TOKENS[a.tok].name} (placed by a die roll)`;
    case 'done':
      return 'done';
    case 'play': {
      const parts = [`play ${cardName(a.c)}`];
      if (a.m !== undefined) parts.push(`on ${monster(b, a.m)}`);
      if (a.m2 !== undefined) parts.push(`and ${monster(b, a.m2)}`);
      if (a.col) parts.push(`(${a.col})`);
      if (a.ring !== undefined && a.arc === undefined) parts.push(`as a ${RING_NAMES[a.ring]}`);
      if (a.arc !== undefined && a.ring !== undefined) parts.push(`on the ${ARC_LABEL(a.arc, a.ring)}`);
      else if (a.from !== undefined)
        parts.push(`moving the Fortify token from arc ${a.from + 1} to arc ${a.arc! + 1}`);
      else if (a.arc !== undefined)
        parts.push(a.m !== undefined ? `to the Forest of arc ${a.arc + 1}` : `on arc ${a.arc + 1}`);
      if (a.seat !== undefined) parts.push(`for seat ${a.seat + 1}`);
      if (a.with !== undefined)
        parts.push(`${CARDS[a.c].key === 'scavenge' ? 'taking' : 'with'} ${cardName(a.with)}`);
      return parts.join(' ');
    }
  }
}
