import { HOLD, OBJECT, REINFORCEMENT, TILE, TREASURE, tileText } from '@questbox/zagor/face';
import type { CardNumber } from '../Card';

/** What a Zagor card or token shows on its face, from the game's public face. */
export interface ZagorFace {
  name: string;
  kind: string;
  numbers: CardNumber[];
  text: string;
}

const signed = (n: number) => `${n > 0 ? '+' : ''}${n}`;

export function objectFace(id: string, kind = 'Object'): ZagorFace {
  const o = OBJECT[id];
  if (!o) return { name: id, kind, numbers: [], text: '' };
  const bonus = (['human', 'animal', 'place'] as const)
    .filter((k) => o.bonus[k])
    .map((k) => ({ label: `vs ${k[0].toUpperCase()}${k.slice(1)}`, value: signed(o.bonus[k]) }));
  const stars = o.stars ? [{ label: 'Stars', value: o.stars }] : [];
  return { name: o.name, kind, numbers: [...bonus, ...stars], text: o.text };
}

export function treasureFace(id: string, kind = 'Treasure'): ZagorFace {
  const value = TREASURE[id]?.value ?? 0;
  return {
    name: 'Treasure',
    kind,
    numbers: [{ label: 'Points', value }],
    text: `A Treasure worth ${value} points.`,
  };
}

export function tileFace(id: string, kind = 'Encounter tile'): ZagorFace {
  const t = TILE[id];
  return {
    name: t?.name ?? id,
    kind,
    numbers:
      t?.strength !== undefined && t.strength !== null ? [{ label: 'Strength', value: t.strength }] : [],
    text: tileText(id),
  };
}

export function holdFace(id: string, kind: string, text: string): ZagorFace {
  return { name: HOLD[id]?.name ?? id, kind, numbers: [], text };
}

export function reinforcementFace(id: string): ZagorFace {
  const value = REINFORCEMENT[id]?.value ?? 0;
  return {
    name: REINFORCEMENT[id]?.name ?? id,
    kind: 'Reinforcement card',
    numbers: [{ label: 'Strength', value: signed(value) }],
    text: `Reinforcement card: adds ${value} to the Encounter.`,
  };
}
