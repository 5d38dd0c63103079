import type { Color, Face } from './state';

/** The Action dice as the rulebook names them: by colour, and by face. */
export const DIE: Record<Color, string> = { y: 'Player', r: 'Zagor', g: 'Cico' };
export const FACE: Record<Face, string> = {
  resupply: 'Resupply',
  move: 'Movement',
  power: 'Special Power',
  'power-event': 'Special Power + Event',
};
/** "a Zagor Movement die". */
export const dieName = (c: Color, f: Face) => `a ${DIE[c]} ${FACE[f]} die`;
