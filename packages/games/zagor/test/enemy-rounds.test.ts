import { random } from '@questbox/engine';
import { describe, expect, it } from 'vitest';
import { zagor } from '../src/index';
import { quietLog, run } from '../src/rules';
import type { ZagorState } from '../src/state';
import { act, game, place, top, waitingOn } from './helpers';

/** Runs the Enemies' End of Round effects, with a new round underneath. */
function endOfRound(s: ZagorState): ZagorState {
  s.tasks = [{ k: 'round' }, { k: 'enemies' }];
  run(s, quietLog);
  return s;
}
/** `who` (seat 0's character, or Zagor) beats `tile`, face up on `space`. */
function beat(s: ZagorState, tile: string, space: string, who: 0 | 'Z'): ZagorState {
  place(s, tile, space);
  if (who === 'Z') s.zagor.at = space;
  else s.players[0].fig.at = space;
  s.cur = { seat: 0, color: who === 'Z' ? 'r' : 'y', face: 'move', token: false };
  for (const p of s.players) p.hold = [];
  waitingOn(s, 0, { a: 'face', who, space, must: true, mode: who === 'Z' ? 'zagor' : 'move' });
  let f = act(s, { t: 'face', tile });
  // Three Dynamite (+15) for a player, the black burst for Zagor.
  if (who === 0) f.fight!.dynamite = 3;
  random.force(f.rng, [10]);
  f = act(f, { t: 'attack' });
  return f;
}

describe('the Enemies: End of Round effects and rewards', () => {
  it('The Red Archer: every player character on his side discards a piece of equipment; Zagor and the other bank are spared', () => {
    const s = game(2, 'archer-round', ['walter', 'tattoo']);
    place(s, 'red-archer', 'WB5');
    s.players[0].fig.at = 'WB2';
    s.players[1].fig.at = 'EB2';
    s.zagor.at = 'WB3';
    endOfRound(s);
    expect(top(s)).toMatchObject({ seat: 0, q: { a: 'lose', who: 0 } });
    const after = act(s, { t: 'lose', id: s.players[0].objects[0] });
    expect(after.players[0].objects).toHaveLength(s.players[0].objects.length - 1);
    expect(after.players[1].objects).toEqual(s.players[1].objects);
    expect(top(after)?.q.a).not.toBe('lose');
  });

  it('Marie Laveau: with one Slave or fewer her Entry effect repeats; with two it does not', () => {
    const s = game(2, 'marie-round', ['walter', 'tattoo']);
    place(s, 'marie-laveau', 'WF4');
    s.players[0].trophies = ['coyote'];
    s.players[1].trophies = ['deserters'];
    s.slaves = [];
    endOfRound(s);
    expect(top(s)?.q.a).toBe('slave');
    const two = game(2, 'marie-two', ['walter', 'tattoo']);
    place(two, 'marie-laveau', 'WF4');
    two.players[0].trophies = ['puma'];
    two.slaves = ['coyote', 'deserters'];
    endOfRound(two);
    expect(two.players[0].trophies).toEqual(['puma']);
    expect(top(two)?.q.a).not.toBe('slave');
  });

  it('The Beasts of the Black River: back on the steamboat when none is left; a player removes one of choice, Zagor all', () => {
    const s = game(2, 'beasts-round', ['walter', 'tattoo']);
    place(s, 'beasts-of-the-black-river', 'WF4');
    s.players[1].fig = { at: 'boat', pos: 'hold', wounds: 0 };
    endOfRound(s);
    expect(s.beasts.sort()).toEqual(['chest', 'helmsman', 'hold']);
    expect(s.players[1].fig.pos).toBe('bridge');

    const player = game(2, 'beasts-player', ['walter', 'tattoo']);
    player.beasts = ['helmsman', 'chest', 'hold'];
    const won = beat(player, 'beasts-of-the-black-river', 'WF4', 0);
    expect(won.tasks).toContainEqual({ k: 'ask', seat: 0, q: { a: 'beast' } });
    expect(won.shown.WF4).toContain('beasts-of-the-black-river');
    waitingOn(won, 0, { a: 'beast' });
    expect(zagor.legal(won, 0)).toHaveLength(3);
    expect(act(won, { t: 'beast', pos: 'chest' }).beasts).toEqual(['helmsman', 'hold']);

    const z = game(2, 'beasts-zagor');
    z.beasts = ['helmsman', 'chest', 'hold'];
    const gone = beat(z, 'beasts-of-the-black-river', 'WF4', 'Z');
    expect(gone.beasts).toEqual([]);
    expect(gone.players[0].trophies).toEqual(['beasts-of-the-black-river']);
  });

  it('The King of the Eagles: the Eagles come back when none is in play; a player frees his own space, Zagor every space', () => {
    const s = game(2, 'eagles-round', ['walter', 'tattoo']);
    place(s, 'king-of-the-eagles', 'WF4');
    endOfRound(s);
    expect(s.players.map((p) => p.eagle)).toEqual([true, true]);

    const p = game(2, 'eagles-player', ['walter', 'tattoo']);
    for (const x of p.players) x.eagle = true;
    const won = beat(p, 'king-of-the-eagles', 'WF4', 0);
    expect(won.players.map((x) => x.eagle)).toEqual([false, true]);
    expect(won.shown.WF4).toContain('king-of-the-eagles');

    const z = game(2, 'eagles-zagor');
    for (const x of z.players) x.eagle = true;
    const gone = beat(z, 'king-of-the-eagles', 'WF4', 'Z');
    expect(gone.players.map((x) => x.eagle)).toEqual([false, false]);
  });

  it('Marie Laveau eliminated by Zagor: her tile to his player, the Slaves still on her card out of the game', () => {
    const s = game(2, 'marie-zagor');
    s.slaves = ['coyote'];
    for (const list of Object.values(s.hidden)) if (list[0] === 'coyote') list.pop();
    const gone = beat(s, 'marie-laveau', 'WF4', 'Z');
    expect(gone.players[0].trophies).toEqual(['marie-laveau']);
    expect(gone.slaves).toEqual([]);
    expect(gone.box).toContain('coyote');
  });
});
