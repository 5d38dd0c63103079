import { act, createMatch, randomSource, visibleEvents } from '@questbox/engine';
import { gameById } from '@questbox/games';
import { describe, expect, it } from 'vitest';

/**
 * A spectator once heard "Seat 3 catches the Pox." while the Pox card lay in the draw pile. The
 * Genie's Wish gives the effect of another spell: cast as the Pox, it is announced to everyone when
 * it is cast, and the Pox card itself stays wherever it was. No drawn card is named early.
 */
describe('a Pox event while the Pox is in the draw pile', () => {
  it("comes from the Genie's Wish, cast in public, never from a hidden card", () => {
    const game = gameById('legitimacy')!;
    let found = 0;
    for (let g = 0; g < 60 && found < 3; g++) {
      const match = createMatch(game, { seats: 4, seed: `pox-${g}` });
      const pick = randomSource(`pox-pick-${g}`);
      for (let n = 0; n < 3000 && !game.result(match.state); n++) {
        const decision = game.pending(match.state)[0];
        const legal = decision ? game.legal(match.state, decision.seat) : [];
        if (legal.length === 0) break;
        const before = match.state as { draw: string[]; inPlay: string[] };
        const poxInDraw = before.draw.includes('pox');
        const inPlay = before.inPlay.slice();
        const entry = act(game, match, decision.seat, legal[Math.floor(pick() * legal.length)]);
        const pox = visibleEvents(entry.events, null).find((e) => e.type === 'cut-to-five');
        if (!pox || !poxInDraw) continue;
        found++;
        expect(inPlay).toContain('genie');
        const announced = match.log.flatMap((e) => visibleEvents(e.events, null)).map((e) => e.text);
        expect(announced.some((t) => t.includes("casts the Genie's Wish (cut-to-five)"))).toBe(true);
      }
    }
    expect(found).toBeGreaterThan(0);
  });
});
