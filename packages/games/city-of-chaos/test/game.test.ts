import { apply, checkRandomGames, createMatch } from '@questbox/engine';
import { describe, expect, it } from 'vitest';
import { ACTION_CARDS, CLUES, SPECIALS, TILES } from '../src/data';
import { cityOfChaos } from '../src/index';
import { openExits } from '../src/map';
import { startingGroats } from '../src/setup';
import type { CocState } from '../src/state';

/** Every Action card, tile, Special card and Clue Card in exactly one place. */
function invariant(s: CocState): void {
  const actionCards = ACTION_CARDS.reduce((n, c) => n + c.copies, 0);
  const underFigures = s.combat.filter((c) => c?.card).length;
  const inHand = s.phase.kind === 'card' || s.phase.kind === 'interact' || s.phase.kind === 'read' ? 1 : 0;
  const companions = s.players.reduce((n, p) => n + p.companions.length, 0);
  const held = s.actionPile.length + underFigures + companions;
  if (held !== actionCards && held + inHand !== actionCards)
    throw new Error(`${held} Action cards accounted for, ${actionCards} exist`);
  if (Object.keys(s.tiles).length + s.tilePile.length !== TILES.length) throw new Error('a tile is lost');
  const specials =
    s.specialPool.length +
    s.players.reduce((n, p) => n + p.specials.length, 0) +
    Object.values(s.dropped).reduce((n, d) => n + d.specials.length, 0);
  if (specials !== SPECIALS.length) throw new Error(`${specials} Special cards, ${SPECIALS.length} exist`);
  const clues = s.cluePool.length + s.players.reduce((n, p) => n + p.clues.length, 0);
  if (clues !== CLUES.length) throw new Error(`${clues} Clue Cards, ${CLUES.length} exist`);
  if (s.tilePile.length > 0 && openExits(s.tiles).length === 0) throw new Error('the city has closed');
  // What Far Sight and Detect Clue showed is forgotten when it leaves its pile.
  for (const m of s.known)
    if (!(m.zone === 'tilePile' ? s.tilePile : s.actionPile).includes(m.item as string))
      throw new Error(`${String(m.item)} is marked known but is no longer in the ${m.zone}`);
}

/** The order of every face-down pile, and other seats' Magic and Clue cards. */
function secrets(s: CocState, seat: number | null): unknown[] {
  const out: unknown[] = [];
  for (const pile of [s.tilePile, s.actionPile, s.locationPile, s.itemPile, s.magicPile, s.opponentPile])
    if (pile.length > 1) out.push(pile);
  s.players.forEach((p, i) => {
    if (i !== seat && p.magic.length > 1) out.push(p.magic);
  });
  return out;
}

describe('City of Chaos on the engine contract', () => {
  it('gives the starting groats by player count', () => {
    expect([1, 2, 3, 4, 5, 6].map(startingGroats)).toEqual([0, 1, 2, 2, 3, 3]);
    const s = cityOfChaos.setup({ rounds: 30 }, 4, 'groats');
    expect(s.players.map((p) => [p.bp, p.groats])).toEqual([
      [10, 2],
      [10, 2],
      [10, 2],
      [10, 2],
    ]);
  });

  // A few games a seat count check every view and sample along the way; the CI run plays the
  // volume (10,000 games through `questbox simulate --strict`).
  it('plays seeded random games to their end, with no error, no lost card and no secret shown', () => {
    for (const seats of [1, 2, 4]) {
      const report = checkRandomGames(cityOfChaos, {
        games: 6,
        seats,
        seed: `sweep-${seats}`,
        options: { rounds: 20 },
        invariant,
        secrets,
        purityEvery: 50,
      });
      expect(report.unfinished).toBe(0);
    }
  });

  it('refuses an action that is not legal and changes nothing', () => {
    const match = createMatch(cityOfChaos, { seats: 2, seed: 'refuse' });
    const before = JSON.stringify(match.state);
    expect(() => apply(cityOfChaos, match.state, match.state.seat, { t: 'flee' })).toThrow(/not allowed/);
    expect(JSON.stringify(match.state)).toBe(before);
  });
});
