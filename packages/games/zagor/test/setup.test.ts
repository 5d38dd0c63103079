import { describe, expect, it } from 'vitest';
import { BEACHES, DANGER_SPACES, FORESTS } from '../src/board';
import { zagor } from '../src/index';
import { CHARACTERS, POEM } from '../src/state';
import { act, game, give, strip, waitingOn } from './helpers';

describe('Setup, steps 1 to 12', () => {
  it('lays out a 3-seat game by the rulebook', () => {
    const s = zagor.setup({ edition: 'rulebook', enemies: [] }, 3, 'setup-steps');
    // 2. The Hull on its Navigation side; 3. three Hold tokens face up, the rest face down.
    expect(s.hull.every((h) => !h.crash)).toBe(true);
    expect([s.holdSpaces.length, s.holdReserve.length]).toEqual([3, 17]);
    // 4. Three characters of the five, each on the Bridge with Zagor and Cico.
    expect(new Set(s.players.map((p) => p.character)).size).toBe(3);
    for (const fig of [...s.players.map((p) => p.fig), s.zagor, s.cico])
      expect(fig).toEqual({ at: 'boat', pos: 'bridge', wounds: 0 });
    // 7. Three Objects each, two for Tattoo; Bannington's three Bocce.
    for (const p of s.players) {
      expect(p.objects).toHaveLength(p.character === 'tattoo' ? 2 : 3);
      expect(p.bocce).toHaveLength(p.character === 'bannington' ? 3 : 0);
    }
    // 10. One Left and one Right Poem.
    expect([POEM[s.poems[0]].side, POEM[s.poems[1]].side]).toEqual(['left', 'right']);
    // 11. One face-down tile on every Beach and Forest space; River Dangers on the danger spaces.
    for (const sp of [...BEACHES, ...FORESTS]) expect(s.hidden[sp]).toHaveLength(1);
    for (const sp of DANGER_SPACES) expect(s.dangers[sp]).toHaveLength(1);
    // 12. and phase 1: one die per balloon in play, Zagor's 4 red and Cico's 3 green.
    const balloons = s.players.reduce(
      (n, p) => n + CHARACTERS.find((c) => c.id === p.character)!.balloons.length,
      0,
    );
    expect(s.dice.filter((d) => d.c === 'y')).toHaveLength(balloons);
    expect(s.dice.filter((d) => d.c === 'r')).toHaveLength(4);
    expect(s.dice.filter((d) => d.c === 'g')).toHaveLength(3);
  });

  it('8. gives Moreland the Helmsman marker, and otherwise a random seat', () => {
    for (let i = 0; i < 20; i++) {
      const s = zagor.setup({ edition: 'rulebook', enemies: [] }, 2, `helm-${i}`);
      const moreland = s.players.findIndex((p) => p.character === 'moreland');
      if (moreland >= 0) expect(s.helmsman).toBe(moreland);
      else expect([0, 1]).toContain(s.helmsman);
    }
  });
});

describe('Equipment', () => {
  it('may equip two Objects of the same type', () => {
    let s = game(2, 'two-rifles', ['walter', 'tattoo']);
    strip(s, 0);
    give(s, 0, 'rifle-1');
    s.players[0].incomingObjects.push(s.objectDeck.splice(s.objectDeck.indexOf('rifle-2'), 1)[0]);
    waitingOn(s, 0, { a: 'equip', kind: 'object', id: 'rifle-2' });
    s = act(s, { t: 'keep' });
    expect(s.players[0].objects).toEqual(['rifle-1', 'rifle-2']);
  });
});
