import { graph, RuleError } from '@questbox/engine';
import { describe, expect, it } from 'vitest';
import boardFile from '../data/board.json' with { type: 'json' };
import chairActorFile from '../data/chair-actors.json' with { type: 'json' };
import counterFile from '../data/counters.json' with { type: 'json' };
import eeFile from '../data/encounter-event.json' with { type: 'json' };
import questFile from '../data/quests.json' with { type: 'json' };
import {
  BOARD,
  BORDERS,
  CARDS,
  CHAIR_ACTORS,
  COUNTERS,
  HUMFREY_RING,
  loadXanthPack,
  OPTIONS,
  QUESTS,
  REGION,
  REGIONS,
  WALK,
} from '../src/data';

describe('the Xanth data pack', () => {
  it('holds the printed counts: 24 Chair Actors, 110 Encounter/Event cards of 212 options, 26 Quests', () => {
    expect(CHAIR_ACTORS).toHaveLength(24);
    expect(OPTIONS).toHaveLength(212);
    expect(CARDS).toHaveLength(110);
    expect(CARDS.filter((c) => c.options.length === 2)).toHaveLength(102);
    expect(QUESTS).toHaveLength(26);
    expect(COUNTERS).toMatchObject({ bloodMarkers: 12, badGuys: 12, cubes: 3 });
    expect(COUNTERS.tokens).toHaveLength(6);
  });

  it('counts the hazards, objects and disasters as the notes do', () => {
    const by = (k: string) => OPTIONS.filter((o) => o.class === k).length;
    expect(by('hazard')).toBe(72);
    expect(OPTIONS.filter((o) => o.class === 'hazard' && o.hazard === 'designated')).toHaveLength(51);
    expect(by('object')).toBe(23);
    expect(by('disaster')).toBe(6);
  });

  it('keeps duplicates with different text as their own records', () => {
    const swords = OPTIONS.filter((o) => o.name === 'Magic Sword');
    expect(swords).toHaveLength(4);
    expect(new Set(swords.map((s) => s.text)).size).toBe(4);
    const flamers = OPTIONS.filter((o) => o.name === 'Dragon (flamer)');
    expect(flamers.map((o) => (o.class === 'hazard' ? o.creature?.strength : 0))).toEqual([5, 4]);
  });

  it('records where each item comes from', () => {
    for (const file of [boardFile, chairActorFile, eeFile, questFile, counterFile])
      expect(file.origin).toBeDefined();
    expect(QUESTS.filter((q) => q.origin === 'seed').map((q) => q.id)).toEqual([
      'pilgrimage',
      'journey-quest',
      'question-quest',
    ]);
  });

  it('reports every problem of a bad pack at once and names the item', () => {
    const bad = structuredClone(chairActorFile);
    bad.chairActors[0].home = 'atlantis';
    bad.chairActors[1].strength = 9;
    const files = {
      'board.json': boardFile,
      'chair-actors.json': bad,
      'encounter-event.json': eeFile,
      'quests.json': questFile,
      'counters.json': counterFile,
    };
    expect(() => loadXanthPack(files)).toThrow(RuleError);
    try {
      loadXanthPack(files);
    } catch (e) {
      expect(String((e as Error).message)).toMatch(/chairActors item 1 \("tandy"\), field strength/);
    }
  });
});

describe('the board', () => {
  it('has 50 regions of three kinds, and Coastly means a path to a C Area', () => {
    expect(REGIONS).toHaveLength(50);
    const kinds = (k: string) => REGIONS.filter((r) => r.kind === k).length;
    expect([kinds('inland'), kinds('coastly'), kinds('c-area')]).toEqual([23, 19, 8]);
    for (const r of REGIONS) {
      if (r.kind === 'c-area') continue;
      const touchesC = BOARD.paths.some(
        (p) =>
          (p.a === r.id && REGION[p.b].kind === 'c-area') || (p.b === r.id && REGION[p.a].kind === 'c-area'),
      );
      expect(touchesC, r.id).toBe(r.kind === 'coastly');
    }
  });

  it('reaches every region from every region by the paths', () => {
    for (const a of REGIONS)
      for (const b of REGIONS)
        if (b.id !== 'humfrey')
          expect(graph.distance(WALK, a.id, b.id), `${a.id}-${b.id}`).toBeLessThan(Infinity);
  });

  it('walks Cross Streets one way only', () => {
    expect(graph.next(WALK, 'keystone')).toContain('rumor_mill');
    expect(graph.next(WALK, 'rumor_mill')).not.toContain('keystone');
    expect(BOARD.paths.filter((p) => p.kind === 'cross')).toHaveLength(4);
  });

  it('reaches Mundania only through the Deathstone Wall, by path or by border', () => {
    for (const g of [WALK, BORDERS])
      for (const r of REGIONS)
        if (r.id !== 'deathstone') expect(graph.next(g, r.id)).not.toContain('mundania');
  });

  it("never enters Humfrey's Castle by Walking or Flying, only from the ring by the Group Hazard", () => {
    for (const g of [WALK, BORDERS])
      for (const r of REGIONS) expect(graph.next(g, r.id)).not.toContain('humfrey');
    expect(HUMFREY_RING.sort()).toEqual(['oracle', 'siren_lake', 'south_village', 'zombie']);
    expect(graph.next(WALK, 'humfrey').sort()).toEqual(['oracle', 'siren_lake', 'south_village', 'zombie']);
  });

  it("numbers the six exits of Hell's Annex", () => {
    expect(BOARD.hellsAnnexExits).toEqual([
      'madness',
      'magic_dust',
      'rushmost',
      'parnassus',
      'fawn',
      'everglades',
    ]);
  });

  it('has flying-only borders that are not paths', () => {
    expect(BOARD.flyingBorders).toHaveLength(11);
    expect(graph.next(BORDERS, 'centaur_isle')).toContain('everglades');
    expect(graph.next(WALK, 'centaur_isle')).not.toContain('everglades');
  });
});
