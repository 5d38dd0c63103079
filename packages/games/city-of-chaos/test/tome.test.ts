import { describe, expect, it } from 'vitest';
import { tomeEntries } from '../src/entries';
import { interaction, loadTome, TOME } from '../src/tome';
import { checkTome } from '../src/tome-check';
import { TOME_FILES } from '../src/tome-files';
import { PLOTS } from '../src/tome-schema';

describe('the Tome of Chaos', () => {
  const report = checkTome(TOME, tomeEntries(), PLOTS);

  it('passes the checker: every go-to exists, every paragraph is reachable, no dead ends', () => {
    expect(report.errors).toEqual([]);
  });

  it('lets each plot line be won from the Locations, with and without Clue Cards', () => {
    for (const plot of PLOTS) expect(report.plots[plot]).toEqual({ withClues: true, withoutClues: true });
  });

  it('lets the Plague and the Cult be won from the street Locations before their Special Location is found', () => {
    const hubs = ['The Well card', 'The Necropolis card'];
    const streets = tomeEntries().filter((e) => !hubs.includes(e.from));
    expect(tomeEntries().length - streets.length).toBe(2);
    const without = checkTome(TOME, streets, ['plague', 'cult']).plots;
    expect(without).toEqual({
      plague: { withClues: true, withoutClues: true },
      cult: { withClues: true, withoutClues: true },
    });
  });

  it('keeps the printed paragraphs 5 and 358 word for word', () => {
    expect(TOME.paragraphs.get(358)?.text).toBe(
      '"Thank you, but I can manage", states the Streetlighter, as he scales a small ladder.',
    );
    expect(TOME.paragraphs.get(358)?.origin).toBe('seed');
    expect(TOME.paragraphs.get(5)).toMatchObject({ title: 'Lost Adventurer – Push off', origin: 'seed' });
    expect(TOME.paragraphs.get(5)?.text).toMatch(/^You push away the babbling Adventurer, "Madman, Madman!"/);
  });

  it('sends Help for the Streetlighter to 358 on one symbol of the Cube', () => {
    expect(interaction(TOME, 'Streetlighter', 'help', 'skull')).toBe(358);
  });

  it('holds every Carrying paragraph the Combat Tables name', () => {
    for (const id of [158, 164, 197, 237, 259, 279, 300, 308, 313, 505, 571, 574, 586, 679, 683, 684, 685])
      expect(TOME.paragraphs.has(id)).toBe(true);
  });

  it('refuses a duplicate paragraph number, naming both files', () => {
    const twice = { ...TOME_FILES, 'tome/again.json': TOME_FILES['tome/carrying.json'] };
    expect(() => loadTome(twice)).toThrow(
      /tome\/again\.json: paragraph 505 is already in tome\/carrying\.json/,
    );
  });

  it('refuses a paragraph with a bad field, naming the file and the field', () => {
    const bad = structuredClone(TOME_FILES) as Record<string, { paragraphs: Record<string, unknown>[] }>;
    bad['tome/plots.json'].paragraphs[0].id = 9999;
    expect(() => loadTome(bad)).toThrow(/tome\/plots\.json: paragraphs\.0\.id/);
  });

  it('finds a go-to to a missing paragraph and a dead end', () => {
    const tome = loadTome();
    tome.paragraphs.set(1, {
      id: 1,
      title: 'A test of the checker',
      origin: 'designed',
      text: 'A door that opens only with a key nobody has, onto a room that is not there.',
      choices: [{ label: 'Open it', goto: 2, requires: { item: 'no-such-key' } }],
    });
    const errors = checkTome(
      tome,
      [...tomeEntries(), { from: 'a test', goto: 1, fixed: false }],
      PLOTS,
    ).errors;
    expect(errors).toContain('paragraph 1 goes to 2, which is not in the Tome');
    expect(errors).toContain('paragraph 1 is a dead end: every choice asks for something');
  });
});
