import { int, type Rng, die as rollSides } from '../rng';
import type { GameEvent } from '../types';

/** A named die: numbered faces 1..n, or faces of its own (Zagor's symbol dice). */
export interface Die<F = number> {
  name: string;
  faces: readonly F[];
}

/** A die numbered 1..`sides`. */
export function numberedDie(name: string, sides: number): Die<number> {
  return { name, faces: Array.from({ length: sides }, (_, i) => i + 1) };
}

export const d6 = numberedDie('d6', 6);
export const d10 = numberedDie('d10', 10);

/** A die with faces of its own, such as symbols. */
export function customDie<F>(name: string, faces: readonly F[]): Die<F> {
  if (faces.length === 0) throw new Error(`The die ${name} has no faces.`);
  return { name, faces };
}

const isNumbered = (d: Die<unknown>) => d.faces.every((f, i) => f === i + 1);

/**
 * Rolls a die from the state's generator. A numbered die takes a forced value as its face
 * (`random.force(rng, [6])`), a die of its own faces takes the face's index.
 */
export function roll<F>(rng: Rng, d: Die<F>): F {
  if (isNumbered(d)) return rollSides(rng, d.faces.length) as F;
  return d.faces[int(rng, d.faces.length)];
}

/** The roll as a log event, seen by everyone: "Ana rolls the d6: 4." */
export function dieEvent<F>(d: Die<F>, face: F, who: string, label = String(face)): GameEvent {
  return { type: 'die', text: `${who} rolls the ${d.name}: ${label}.`, data: { die: d.name, face } };
}
