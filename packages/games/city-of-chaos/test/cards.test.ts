import { describe, expect, it } from 'vitest';
import {
  ACTION_CARDS,
  CLUES,
  COMBAT_CARDS,
  COMBAT_TABLES,
  CUBE,
  DATA_FILES,
  GUILDS,
  ITEMS,
  LOCATIONS,
  MAGIC,
  parseFile,
  SPECIALS,
  TILES,
} from '../src/data';
import { actionCardsSchema } from '../src/schema';
import { TOME } from '../src/tome';
import type { Effect } from '../src/tome-schema';

const copies = (cards: { copies: number }[]) => cards.reduce((n, c) => n + c.copies, 0);
const count = <T>(list: T[], pick: (t: T) => boolean) => list.filter(pick).length;

describe('the components, counted against the rulebook', () => {
  it('has 50 tiles: 12 Street, 30 Location, 8 Special with the City Gates', () => {
    expect(TILES).toHaveLength(50);
    expect(count(TILES, (t) => t.kind === 'street')).toBe(12);
    expect(count(TILES, (t) => t.kind === 'location')).toBe(30);
    expect(count(TILES, (t) => t.kind === 'special' || t.kind === 'gates')).toBe(8);
    expect(TILES.filter((t) => t.special).map((t) => t.special)).toEqual([
      'tower-of-the-manitoo',
      'tower-of-bhudapati',
      'tower-of-sisupala',
      'bridge',
      'well',
      'necropolis',
      'altar',
    ]);
  });

  it('has 110 Action, 26 Special, 20 Clue, 30 Location, 4 Special Location, 54 Item and 56 Magic cards', () => {
    expect(copies(ACTION_CARDS)).toBe(110);
    expect(SPECIALS).toHaveLength(26);
    expect(CLUES.map((c) => c.number)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(LOCATIONS.locations).toHaveLength(30);
    expect(LOCATIONS.specialLocations).toHaveLength(4);
    expect(copies(ITEMS)).toBe(54);
    expect(copies(MAGIC)).toBe(56);
  });

  it('has 34 Combat cards (22 Opponent, 2 x 6 Player) with the example cards A7/D0 and A3/D5', () => {
    expect(COMBAT_CARDS.opponent).toHaveLength(22);
    expect(COMBAT_CARDS.player).toHaveLength(12);
    expect(COMBAT_CARDS.opponent.some((c) => c.attack === 3 && c.defence === 5)).toBe(true);
    for (const set of ['crimson', 'blue'])
      expect(COMBAT_CARDS.player.some((c) => c.set === set && c.attack === 7 && c.defence === 0)).toBe(true);
  });

  it('has 16 Guild Membership cards: 8 guilds of 2, exclusions both ways', () => {
    expect(GUILDS.reduce((n, g) => n + g.places, 0)).toBe(16);
    const pugilism = GUILDS.find((g) => g.id === 'school-of-pugilism')!;
    expect(pugilism.excludes).toContain('brotherhood-of-thieves');
    for (const g of GUILDS)
      for (const x of g.excludes) expect(GUILDS.find((o) => o.id === x)?.excludes).toContain(g.id);
  });

  it('has a Cube of Chaos with three symbols on two faces each', () => {
    for (const s of ['chaos', 'skull', 'eye']) expect(CUBE.filter((f) => f === s)).toHaveLength(2);
  });

  it('has all 67 Combat Table entries as printed, 7 of them pooled groups', () => {
    expect(COMBAT_TABLES).toHaveLength(67);
    expect(COMBAT_TABLES.filter((e) => e.perOpponent).map((e) => e.name)).toEqual([
      "Captain o' the Guard",
      'Inquisition',
      'Maid',
      'Schoolchildren',
      'Supervisor',
      'Thief-Catcher',
      'Wild Hunt',
    ]);
    expect(COMBAT_TABLES.find((e) => e.name === 'Architect')).toMatchObject({
      body: 6,
      attack: -1,
      defence: 0,
    });
  });

  it('gives each of the 67 characters an Action card', () => {
    const met = ACTION_CARDS.filter((c) => c.kind === 'character').map((c) => c.character);
    expect(met.sort()).toEqual(COMBAT_TABLES.map((e) => e.name).sort());
  });

  it("sends the Lost Adventurer's push to paragraph 5", () => {
    const card = ACTION_CARDS.find((c) => c.character === 'Lost Adventurer')!;
    expect(card.options).toContainEqual({ label: 'Push him away', act: 'goto', goto: 5 });
  });

  it('names only characters the Interaction Tables and the Combat Tables hold', () => {
    for (const card of ACTION_CARDS)
      for (const o of card.options) {
        if (o.act === 'interact') expect(TOME.tables.characters[card.character!]).toBeTruthy();
        if (o.act === 'attack') expect(COMBAT_TABLES.some((e) => e.name === card.character)).toBe(true);
      }
  });

  it('refers only to components that exist, everywhere in the Tome', () => {
    const item = new Set([...ITEMS, ...MAGIC].map((c) => c.id));
    const special = new Set(SPECIALS.map((c) => c.id));
    const guild = new Set(GUILDS.map((g) => g.id));
    const check = (e: Effect) => {
      if ('item' in e) expect(item, `item ${e.item}`).toContain(e.item);
      if ('special' in e) expect(special, `special ${e.special}`).toContain(e.special);
      if ('loseSpecial' in e) expect(special).toContain(e.loseSpecial);
      if ('guild' in e) expect(guild).toContain(e.guild);
      if ('train' in e) expect(guild).toContain(e.train);
      if ('fight' in e)
        expect(
          COMBAT_TABLES.some((c) => c.name === e.fight),
          e.fight,
        ).toBe(true);
    };
    for (const p of TOME.paragraphs.values()) {
      for (const e of p.effects ?? []) check(e);
      for (const c of p.choices ?? []) {
        if (c.requires?.item) expect(item).toContain(c.requires.item);
        if (c.requires?.special) expect(special).toContain(c.requires.special);
        if (c.requires?.guild) expect(guild).toContain(c.requires.guild);
      }
    }
    for (const g of GUILDS) expect(LOCATIONS.locations.some((l) => l.id === g.id)).toBe(true);
  });

  it('gives every Special card somewhere in the Tome', () => {
    const given = new Set(
      [...TOME.paragraphs.values()].flatMap((p) =>
        (p.effects ?? []).flatMap((e) => ('special' in e ? [e.special] : [])),
      ),
    );
    for (const s of SPECIALS) expect(given, s.id).toContain(s.id);
  });

  it('gives every tile 5 by 5 squares whose streets reach each exit, and a door on Location tiles', () => {
    const at = { N: [0, 2], S: [4, 2], E: [2, 4], W: [2, 0] } as const;
    for (const t of TILES) {
      for (const side of t.exits) {
        const [r, c] = at[side];
        expect(t.squares[r][c], `${t.id} ${side}`).toBe('.');
      }
      expect(t.squares.join('').includes('D')).toBe(t.kind === 'location' || t.kind === 'special');
    }
  });

  it('refuses a bad card, naming the file and the field', () => {
    const bad = structuredClone(DATA_FILES['action-cards.json']) as { cards: Record<string, unknown>[] };
    bad.cards[0].copies = 0;
    expect(() => parseFile('action-cards.json', actionCardsSchema, bad)).toThrow(
      /action-cards\.json: cards\.0\.copies/,
    );
  });
});
