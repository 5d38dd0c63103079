import { checkRandomGames, random } from '@questbox/engine';
import { describe, expect, it } from 'vitest';
import { zagor } from '../src/index';
import { quietLog, run } from '../src/rules';
import { scoreTable } from '../src/score';
import type { ZagorState } from '../src/state';
import { act, conserved, game, place, secrets, strip, top, waitingOn } from './helpers';

const enemies = (list: string[]) => ({ edition: 'rulebook' as const, enemies: list as never });

/** Seat 0's character walks onto `space`, where `tile` lies face down. */
function walkOnto(s: ZagorState, tile: string, space: string, who: number | 'Z' = 0): ZagorState {
  place(s, tile, space, true);
  if (who === 'Z') s.zagor.at = 'WB1';
  else s.players[0].fig.at = 'WB1';
  s.cur = { seat: 0, color: who === 'Z' ? 'r' : 'y', face: 'move', token: false };
  for (const p of s.players) p.hold = [];
  waitingOn(s, 0, { a: 'move', who, steps: 3, mode: 'move' });
  return act(s, { t: 'go', to: space });
}

describe('the Enemies variant', () => {
  it('adds the chosen Enemies to the Forest tiles and returns what is left unseen', () => {
    const s = game(2, 'setup-enemies', undefined, enemies(['blondie', 'red-archer']));
    expect(s.forestBox).toHaveLength(2);
    expect(s.box.sort()).toEqual(['beasts-of-the-black-river', 'king-of-the-eagles', 'marie-laveau']);
    expect(JSON.stringify(zagor.view(s, 0))).not.toContain(`"${s.forestBox[0]}"`);
    expect(() => zagor.options.parse({ enemies: ['blondie', 'blondie'] })).toThrow();
    expect(() => zagor.options.parse({ enemies: ['blondie', 'red-archer', 'marie-laveau'] })).toThrow();
  });

  it('Blondie: a Scar to the player who reveals her; at the end of the round a wound to everyone on her side', () => {
    let s = walkOnto(game(2, 'blondie', ['walter', 'tattoo']), 'blondie', 'WB2');
    expect(s.players[0].scars).toBe(1);
    s.zagor.at = 'WB9';
    s.cico.at = 'EB9';
    s.tasks = [{ k: 'round' }, { k: 'enemies' }];
    run(s, quietLog);
    expect(s.players[0].fig.wounds).toBe(1);
    expect(s.zagor.wounds).toBe(1);
    expect(s.cico.wounds).toBe(0);
    s = game(2, 'blondie-island', ['walter', 'tattoo']);
    place(s, 'blondie', 'I1');
    s.tasks = [{ k: 'round' }, { k: 'enemies' }];
    run(s, quietLog);
    expect(top(s)?.q).toMatchObject({ a: 'side', enemy: 'blondie' });
  });

  it('a player who beats an Enemy takes two Treasures and the Enemy stays; Zagor eliminates it and its tile scores 2 more', () => {
    let s = game(2, 'beat', ['tattoo', 'walter']);
    strip(s, 0);
    place(s, 'red-archer', 'WB2');
    s.players[0].fig.at = 'WB2';
    s.cur = { seat: 0, color: 'y', face: 'move', token: false };
    for (const p of s.players) p.hold = [];
    waitingOn(s, 0, { a: 'face', who: 0, space: 'WB2', must: true, mode: 'brute' });
    s = act(s, { t: 'face', tile: 'red-archer' });
    random.force(s.rng, [1]);
    s = act(s, { t: 'attack' });
    // Tattoo 3 + 3 against 3 + the Attack die's 1.
    expect(s.shown.WB2).toContain('red-archer');
    expect(s.players[0].incomingTreasures).toHaveLength(1);

    let z = game(2, 'zbeat');
    place(z, 'blondie', 'WB3');
    z.zagor.at = 'WB3';
    z.cur = { seat: 0, color: 'r', face: 'move', token: false };
    for (const p of z.players) p.hold = [];
    waitingOn(z, 0, { a: 'face', who: 'Z', space: 'WB3', must: true, mode: 'zagor' });
    z = act(z, { t: 'face', tile: 'blondie' });
    random.force(z.rng, [10]);
    z = act(z, { t: 'attack' });
    expect(z.players[0].trophies).toEqual(['blondie']);
    expect(z.galleyTreasures).toHaveLength(2);
    strip(z, 0);
    expect(scoreTable(z)[0].enemies).toBe(2);
  });

  it('The Red Archer: the revealer discards 2 pieces of equipment; his Strength is 3 + the Attack die', () => {
    const s = walkOnto(game(2, 'archer', ['walter', 'tattoo']), 'red-archer', 'WB2');
    expect(top(s)?.q.a).toBe('lose');
    const after = act(act(s, { t: 'lose', id: s.players[0].objects[0] }), {
      t: 'lose',
      id: s.players[0].objects[1],
    });
    expect(after.players[0].objects.length).toBe(s.players[0].objects.length - 2);
  });

  it('The Beasts of the Black River cover the Helmsman, Chest and Hold and send everyone aboard to the Bridge', () => {
    const s = walkOnto(game(2, 'beasts', ['walter', 'tattoo']), 'beasts-of-the-black-river', 'WF2', 'Z');
    expect(s.beasts.sort()).toEqual(['chest', 'helmsman', 'hold']);
    waitingOn(s, 1, { a: 'caramba' });
    expect(zagor.legal(s, 1)).toEqual([{ t: 'pos', pos: 'bridge' }]);
  });

  it('The King of the Eagles takes an equipment space from every player', () => {
    const s = walkOnto(game(2, 'eagles', ['walter', 'moreland']), 'king-of-the-eagles', 'WF2', 'Z');
    expect(s.players.map((p) => p.eagle)).toEqual([true, true]);
    expect(top(s)?.q.a).toBe('lose');
  });

  it('Marie Laveau takes a Human or Animal trophy from each player; her Slaves add Reinforcements and may be fought apart', () => {
    let s = game(2, 'marie', ['walter', 'tattoo']);
    s.players[0].trophies.push('coyote');
    s.hidden.WB2 = [];
    s = walkOnto(s, 'marie-laveau', 'WF2', 'Z');
    expect(top(s)?.q.a).toBe('slave');
    s = act(s, { t: 'slave', tile: 'coyote' });
    expect(s.slaves).toEqual(['coyote']);
    expect(zagor.legal(s, 0)).toContainEqual({ t: 'face', tile: 'coyote' });
    const direct = act(structuredClone(s), { t: 'face', tile: 'marie-laveau' });
    expect(direct.fighting).toHaveLength(1);
  });

  it('plays seeded random games with Enemies to their end, conserving every component and hiding every secret', () => {
    for (const list of [
      ['blondie', 'marie-laveau'],
      ['red-archer', 'king-of-the-eagles'],
      ['beasts-of-the-black-river'],
    ]) {
      const report = checkRandomGames(zagor, {
        games: 6,
        seats: 3,
        seed: `enemies-${list.join('-')}`,
        options: enemies(list),
        invariant: conserved,
        secrets,
        purityEvery: 29,
      });
      expect(report.finished).toBe(6);
    }
  });
});
