import { createMatch, createRng, type GameEvent, pick } from '@questbox/engine';
import { describe, expect, it } from 'vitest';
import { SPACES, spaceName } from '../src/board';
import { zagor } from '../src/index';
import { EVENT, HOLD, OBJECT, type Options, REINFORCEMENT, TILE, TREASURE } from '../src/state';

/** Every id a component or a space goes by: none may show in a text meant for players. */
const IDS = new Set([
  ...[OBJECT, TREASURE, EVENT, HOLD, REINFORCEMENT, TILE].flatMap((t) => Object.keys(t)),
  ...SPACES.map((s) => s.id),
  ...['bridge', 'helmsman', 'hold', 'chest', 'boat', 'pos', 'id', 'resupply', 'power-event'],
]);
/** A word written like an id: lower case with a numbered copy ("machete-3"), or a code with a number ("WB3"). */
const ID_LIKE = /\b[yrg]:|\b[a-z]+(?:-[a-z]+)*-\d+\b|\b[A-Z]{1,2}\d+[a-z]?\b/;

function idsIn(text: string): string[] {
  const found = text.split(/[^A-Za-z0-9_-]+/).filter((w) => IDS.has(w));
  const like = text.match(ID_LIKE);
  return like ? [...found, like[0]] : found;
}

/** Plays a seeded game with random choices and returns every choice and log text it showed. */
function texts(seats: number, seed: string, options: Partial<Options>): string[] {
  const rng = createRng(seed);
  const match = createMatch(zagor, { seats, seed, options });
  let s = match.state;
  const out: string[] = [];
  for (let step = 0; !zagor.result(s) && step < 6000; step++) {
    const [{ seat }] = zagor.pending(s);
    const legal = zagor.legal(s, seat);
    for (const a of legal) out.push(zagor.describe(a, s));
    const a = pick(rng, legal);
    const events: GameEvent[] = [];
    const next = zagor.clone!(s);
    zagor.step!(next, seat, a, { emit: (e) => events.push(e) });
    out.push(...events.map((e) => e.text));
    s = next;
  }
  out.push(zagor.result(s)!.summary ?? '');
  return out;
}

describe('words for players', () => {
  const games: [number, Partial<Options>][] = [
    [2, {}],
    [3, { enemies: ['marie-laveau', 'beasts-of-the-black-river'] }],
    [4, { enemies: ['blondie', 'red-archer'] }],
    [5, { enemies: ['king-of-the-eagles'], edition: 'publisher' }],
  ];
  it('every choice and every log line names pieces, places and posts in words, never by an id', () => {
    for (const [seats, options] of games)
      for (const seed of ['w1', 'w2', 'w3']) {
        const all = texts(seats, `${seed}-${seats}`, options);
        const bad = [...new Set(all)].filter((t) => idsIn(t).length > 0);
        expect(bad, `${seats} seats, ${seed}`).toEqual([]);
      }
  });

  it('no two spaces share a name: the four river spaces before the Fort go on from River 13', () => {
    const names = SPACES.map((s) => spaceName(s.id));
    expect(new Set(names).size).toBe(names.length);
    expect(['R13', 'E1', 'E4'].map(spaceName)).toEqual(['River 13', 'River 14', 'River 17']);
  });
});
