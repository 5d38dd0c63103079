import { graph } from '@questbox/engine';
import { describe, expect, it } from 'vitest';
import {
  BEACHES,
  DANGER_SPACES,
  downstream,
  FORESTS,
  isBarrier,
  moveTargets,
  near,
  river,
  walk,
  walkDistance,
} from '../src/board';
import { builtInFiles, loadPack, PACK } from '../src/data';

const countBy = <T>(items: T[], key: (t: T) => string) => {
  const out: Record<string, number> = {};
  for (const i of items) out[key(i)] = (out[key(i)] ?? 0) + 1;
  return out;
};

describe('every component with its count', () => {
  it('has the 22 Beach and 22 Forest tiles, 3 Friends, 14 Monkeys and their Chief', () => {
    const e = PACK['encounters.json'];
    expect(e.beach).toHaveLength(22);
    expect(e.forest).toHaveLength(22);
    expect(e.beach.filter((t) => t.type === 'friend').map((t) => t.strength)).toEqual([null, null, null]);
    expect(e.forest.every((t) => t.type !== 'friend')).toBe(true);
    expect(e.monkeys.filter((m) => m.name === 'Monkey')).toHaveLength(14);
    expect(e.monkeys.filter((m) => m.name === 'Monkey Chief')).toHaveLength(1);
    const trafficker = e.beach.find((t) => t.id === 'whisky-trafficker-1')!;
    expect(trafficker).toMatchObject({
      type: 'human',
      strength: 4,
      reinforcements: 1,
      reward: ['treasure'],
      origin: 'seed',
    });
    expect(e.forest.find((t) => t.id === 'indian-trap')).toMatchObject({ surprise: 'scar', origin: 'seed' });
  });

  it('has 25 Reinforcements with Terror! at 3 and Spiritual Protection', () => {
    const r = PACK['reinforcements.json'].cards;
    expect(r).toHaveLength(25);
    expect(countBy(r, (c) => c.name)).toEqual({
      'No Help': 3,
      '+1': 6,
      '+2': 6,
      'Terror!': 4,
      '+4': 2,
      'Spiritual Protection': 2,
      Counterattack: 1,
      'Reinforcements!': 1,
    });
    expect(r.find((c) => c.name === 'Terror!')?.value).toBe(3);
  });

  it('has 36 Objects (35 in the publisher edition), the Bow and the Axe rolling the die', () => {
    const o = PACK['objects.json'];
    expect(o.cards).toHaveLength(36);
    expect(countBy(o.cards, (c) => c.kind)).toEqual({
      rifle: 4,
      pistol: 4,
      machete: 4,
      knife: 3,
      bow: 3,
      axe: 3,
      rope: 3,
      dynamite: 2,
      medicine: 3,
      'indian-shield': 2,
      map: 2,
      spyglass: 1,
      compass: 1,
      whisky: 1,
    });
    expect(o.publisherDrops).toEqual(['pistol-4']);
    const rifle = o.cards.find((c) => c.kind === 'rifle')!;
    const machete = o.cards.find((c) => c.kind === 'machete')!;
    // The rulebook's example: Tattoo (3) with a rifle and a machete totals 9 against a Human.
    expect(3 + rifle.bonus.human + machete.bonus.human).toBe(9);
  });

  it('has 30 Treasures, 20 Hold tokens of 6 kinds, 17 River Dangers of 3 kinds', () => {
    expect(PACK['treasures.json'].cards).toHaveLength(30);
    expect(PACK['treasures.json'].cards.reduce((n, t) => n + t.value, 0)).toBe(75);
    const h = PACK['hold-tokens.json'].tokens;
    expect(countBy(h, (t) => t.kind)).toEqual({
      plus2: 4,
      'discard-reinforcement': 3,
      'move-steamboat': 3,
      footprints: 4,
      telescope: 3,
      reroll: 3,
    });
    expect(countBy(PACK['river-dangers.json'].tiles, (t) => t.kind)).toEqual({
      event: 7,
      plants: 5,
      rapids: 5,
    });
  });

  it('has 36 Events (35 publisher) with the Permanent ones and their sacrifice', () => {
    const ev = PACK['events.json'].cards;
    expect(ev).toHaveLength(36);
    expect(ev.filter((e) => e.permanent).map((e) => e.kind)).toEqual([
      'dangerous-waters',
      'ambush',
      'advancing-into-the-darkness',
      'scorching-heat',
      'collapse',
    ]);
    expect(ev.find((e) => e.kind === 'dangerous-waters')?.permanent?.sacrifice).toEqual([
      { color: 'r', face: 'move' },
      { color: 'g', face: 'move' },
    ]);
    expect(PACK['events.json'].publisherDrops).toEqual(['calm-waters-4']);
  });

  it('has 12 Poems, a Left and a Right card for each of 6 titles', () => {
    const p = PACK['poems.json'].cards;
    expect(p).toHaveLength(12);
    const titles = countBy(p, (c) => c.title);
    expect(Object.values(titles)).toEqual([2, 2, 2, 2, 2, 2]);
    expect(p.filter((c) => c.side === 'left')).toHaveLength(6);
  });

  it('has 21 balloons for 14 yellow, 4 red and 3 green dice, and the rulebook examples of footprints', () => {
    const c = PACK['characters.json'];
    const moreland = c.characters.find((x) => x.id === 'moreland')!;
    const tattoo = c.characters.find((x) => x.id === 'tattoo')!;
    expect(moreland.balloons).toHaveLength(3);
    expect(tattoo.balloons).toHaveLength(2);
    expect(moreland.balloons[1]).toBe(2); // one wound: 2 footprints
    expect(PACK['dice.json'].action.map((d) => [d.color, d.count])).toEqual([
      ['y', 14],
      ['r', 4],
      ['g', 3],
    ]);
    expect(PACK['steamboat.json'].balloons).toBe(21);
    expect(PACK['steamboat.json'].hull).toHaveLength(6);
    expect(PACK['dice.json'].attack.zagor[5]).toBe(8); // Zagor rolls 6: +8
    expect(PACK['dice.json'].attack.zagor[9]).toBe('burst');
  });

  it('reports every problem of a bad pack with its file, item and field', () => {
    const bad = structuredClone(builtInFiles) as Record<string, any>;
    bad['objects.json'].cards[0].bonus.human = 'three';
    bad['treasures.json'].cards.pop();
    expect(() => loadPack(bad)).toThrow(/objects.json: cards item 0 \("rifle-1"\), field bonus.human/);
    expect(() => loadPack(bad)).toThrow(/treasures.json/);
    const dup = structuredClone(builtInFiles) as Record<string, any>;
    dup['treasures.json'].cards[1].id = 'treasure-1';
    expect(() => loadPack(dup)).toThrow(/used twice/);
  });
});

describe('the board', () => {
  it('has a space for every Beach, Forest and River Danger tile', () => {
    expect(BEACHES).toHaveLength(22);
    expect(FORESTS).toHaveLength(22);
    expect(DANGER_SPACES).toHaveLength(17);
  });

  it('takes the Athena one way from the start to the Fort, 16 to 18 moves, forking twice', () => {
    expect(graph.distance(river, 'R0', 'FORT_DOCK')).toBe(17 - 1);
    expect(graph.distance(river, 'FORT_DOCK', 'R0')).toBe(Number.POSITIVE_INFINITY);
    expect(downstream('R3').sort()).toEqual(['R4a', 'R4b']);
    expect(downstream('R9').sort()).toEqual(['R10a', 'R10b']);
    expect(downstream('R12b')).toEqual(['R13']);
    const longest = [
      'R0',
      'R1',
      'R2',
      'R3',
      'R4b',
      'R5b',
      'R6b',
      'R7',
      'R8',
      'R9',
      'R10b',
      'R11b',
      'R12b',
      'R13',
      'E1',
      'E2',
      'E3',
      'E4',
      'FORT_DOCK',
    ];
    for (let i = 0; i + 1 < longest.length; i++) expect(downstream(longest[i])).toContain(longest[i + 1]);
  });

  it('keeps barriers adjacent but not crossable', () => {
    expect(isBarrier('WB6', 'WB7')).toBe(true);
    expect(graph.next(near, 'WB6')).toContain('WB7');
    expect(graph.next(walk, 'WB6')).not.toContain('WB7');
    expect(walkDistance('WB6', 'WB7')).toBeGreaterThan(1);
    expect(moveTargets('WB6', 1, 'R0', () => false)).not.toContain('WB7');
  });

  it('lets a walker cross the river in two steps but not end on it, and board the Athena', () => {
    expect(walkDistance('WB1', 'EB1')).toBe(2);
    const t = moveTargets('WB1', 2, 'R1', () => false);
    expect(t).toContain('EB1');
    expect(t).toContain('R1');
    expect(t).not.toContain('R0');
    expect(moveTargets('WB1', 2, 'R1', (s) => s === 'WB2')).not.toContain('WB2');
  });

  it('leads the black arrows to the two skull camps in 7 steps from the entries', () => {
    const follow = (s: string) => {
      let at = s;
      let n = 0;
      while (!PACK['board.json'].camps.includes(at)) {
        at = PACK['board.json'].arrows.find(([a]) => a === at)![1];
        n++;
      }
      return [at, n];
    };
    expect(follow('WF3')).toEqual(['MC_W', 7]);
    expect(follow('EF2')).toEqual(['MC_E', 7]);
  });
});
