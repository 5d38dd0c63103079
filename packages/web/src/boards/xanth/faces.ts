import {
  ACTOR,
  actorText,
  cardName,
  cardText,
  type EeOption,
  OPTION,
  optionText,
} from '@questbox/xanth/face';
import type { CardNumber } from '../Card';

/** What a Xanth card shows on its face, from the game's public face. */
export interface XanthFace {
  name: string;
  kind: string;
  numbers: CardNumber[];
  text: string;
}

export function actorFace(id: string, kind = 'Chair Actor'): XanthFace {
  const a = ACTOR[id];
  return {
    name: a?.name ?? id,
    kind,
    numbers: a
      ? [
          { label: 'Strength', value: a.strength },
          { label: 'Cunning', value: a.cunning },
        ]
      : [],
    text: actorText(id),
  };
}

function optionNumbers(o: EeOption): CardNumber[] {
  if (o.class === 'hazard') {
    const creature = o.creature ? [{ label: 'Strength', value: o.creature.strength }] : [];
    return [{ label: 'Magnitude', value: o.magnitude }, ...creature];
  }
  return [
    ...(o.strength ? [{ label: 'Strength', value: o.strength }] : []),
    ...(o.bonus ? [{ label: 'Strength', value: `+${o.bonus}` }] : []),
  ];
}

export function optionFace(id: string, kind?: string): XanthFace {
  const o = OPTION[id];
  return {
    name: o?.name ?? id,
    kind: kind ?? o?.printed ?? o?.class ?? '',
    numbers: o ? optionNumbers(o) : [],
    text: optionText(id),
  };
}

/** A card in hand: a Chair Actor, or an Encounter/Event card with its two options. */
export function handCardFace(card: string): XanthFace {
  if (card in ACTOR) return actorFace(card, 'Chair Actor card');
  return { name: cardName(card), kind: 'Encounter/Event card', numbers: [], text: cardText(card) };
}
