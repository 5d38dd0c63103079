import { describe, expect, it } from 'vitest';
import { boardFor, distance, THRONE } from '../src/board';
import { CARDS, DECKS, JEWEL_IDS, PET_IDS } from '../src/cards';
import { builtInFiles, LAND_TILES, loadPack } from '../src/data';

/** A pack as plain files, to break on purpose. */
type RawPack = Record<string, Record<string, Record<string, unknown>[]>>;

describe('the data pack', () => {
  it('holds 6 characters, 8 pets, 9 Crown Jewels and 44 draw cards in 7 decks', () => {
    expect(Object.values(CARDS).filter((c) => c.kind === 'character')).toHaveLength(6);
    expect(PET_IDS).toHaveLength(8);
    expect(JEWEL_IDS).toHaveLength(9);
    expect(DECKS.castle).toHaveLength(8);
    for (const t of LAND_TILES) expect(DECKS[t]).toHaveLength(6);
    expect(Object.values(DECKS).flat()).toHaveLength(44);
  });

  it('settles the printed contradictions: one Bifocal Glasses, Run Away in the Mountains, Unicorn on the Plains, Horseman a Neutral creature', () => {
    expect(Object.values(CARDS).filter((c) => c.name === 'Bifocal Glasses')).toHaveLength(1);
    expect(CARDS['bifocal-glasses'].magicMultiplier).toBe(2);
    expect(CARDS['run-away'].deck).toBe('mountains');
    expect(CARDS.unicorn.deck).toBe('plains');
    expect(CARDS['headless-horseman']).toMatchObject({
      kind: 'creature',
      alignment: 'neutral',
      attackRange: 7,
    });
  });

  it('gives every quest a place on the board and every creature an alignment', () => {
    for (const c of Object.values(CARDS)) {
      if (c.kind === 'quest') expect(c.questAt).toBeTruthy();
      if (c.kind === 'creature') expect(c.alignment).toBeTruthy();
    }
  });

  it('names the file, the item and the field of a bad pack', () => {
    const bad = structuredClone(builtInFiles) as RawPack;
    bad['decks/swamp.json'].cards[1].attack = 'three';
    bad['pets.json'].pets[0].move = undefined;
    expect(() => loadPack(bad)).toThrow(/decks\/swamp\.json: cards item 1 \("ogre"\), field attack/);
    expect(() => loadPack(bad)).toThrow(/pets\.json: pets item 0 \("owl"\), field move/);
    // References between files are checked once every file reads well.
    const lost = structuredClone(builtInFiles) as RawPack;
    lost['decks/forest.json'].cards[0].questAt = 'XX.NOWHERE';
    expect(() => loadPack(lost)).toThrow(
      /decks\/forest\.json: item "woodland-creatures", field questAt: no spot "XX\.NOWHERE"/,
    );
  });

  it('refuses a pack with a duplicate id or a missing deck', () => {
    const bad = structuredClone(builtInFiles) as RawPack;
    bad['decks/hills.json'].cards[0].id = 'ogre';
    expect(() => loadPack(bad)).toThrow(/the id is used twice/);
    delete bad['decks/plains.json'];
    expect(() => loadPack(bad)).toThrow(/decks\/plains\.json: file/);
  });
});

describe('the board', () => {
  const board = boardFor(['swamp', 'fields', 'forest', 'hills', 'mountains', 'plains']);
  it('has 118 spots with all six tiles, every spot reachable', () => {
    expect(board.spots).toHaveLength(118);
    for (const row of board.dist) for (const d of row) expect(d).toBeLessThan(Number.POSITIVE_INFINITY);
  });
  it('puts every start 8 steps and every quest spot 9 steps from the Throne Room', () => {
    for (const t of LAND_TILES) {
      expect(distance(board, board.starts[t], THRONE)).toBe(8);
      const prefix = board.starts[t].slice(0, 2);
      expect(distance(board, `${prefix}.QUEST`, THRONE)).toBe(9);
    }
  });
  it('uses only the Castle and the tiles in play', () => {
    const small = boardFor(['forest', 'swamp']);
    expect(small.spots.map((s) => s.tile).filter((t, i, a) => a.indexOf(t) === i)).toEqual([
      'castle',
      'forest',
      'swamp',
    ]);
    expect(small.spots.filter((s) => s.kind === 'green')).toHaveLength(4);
    expect(small.spots.filter((s) => s.kind === 'black')).toHaveLength(8);
  });
});
