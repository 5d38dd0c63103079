/** Every choice a seat can make. Card and monster ids are numbers; arcs 0-5; rings 0 Forest .. 4 Castle. */
export type Action =
  | { t: 'keep' }
  | { t: 'discard'; c: number }
  | { t: 'from'; d: 'castle' | 'wizard' }
  | { t: 'offer'; c: number; to: number }
  | { t: 'noTrade' }
  | { t: 'give'; c: number }
  | { t: 'refuse' }
  | Play
  | { t: 'build'; brick: number; mortar: number; arc: number }
  | { t: 'douse'; c: number; on: 'wall' | 'tower'; arc: number }
  | { t: 'end' }
  | { t: 'victim'; m: number }
  | { t: 'target'; m: number }
  | { t: 'space'; arc: number; ring: number }
  | { t: 'keepCard'; c: number }
  | { t: 'top'; c: number }
  | { t: 'build1'; c: number; arc: number }
  | { t: 'mega'; tok: number }
  | { t: 'place'; tok: number; arc: number }
  | { t: 'playTok'; tok: number }
  | { t: 'allForOne'; cards: number[]; m: number }
  | { t: 'tower'; arc: number }
  | { t: 'pass' }
  | { t: 'done' };

/** Playing a card, with whatever it needs: a monster, a second monster, an arc, a ring, a colour, a seat, a card. */
export interface Play {
  t: 'play';
  c: number;
  m?: number;
  m2?: number;
  arc?: number;
  ring?: number;
  col?: 'red' | 'green' | 'blue';
  seat?: number;
  /** Scavenge: the card taken from the discard pile; Mystical Manufacturing: the Brick or Mortar. */
  with?: number;
  /** Teleport: the Wall whose Fortify token moves. */
  from?: number;
}
