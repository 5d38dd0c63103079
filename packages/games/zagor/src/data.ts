import { checkUniqueIds, loadPack as loadKitPack, type PackFiles, type PackOf } from '@questbox/engine';
import boardFile from '../data/board.json' with { type: 'json' };
import charactersFile from '../data/characters.json' with { type: 'json' };
import diceFile from '../data/dice.json' with { type: 'json' };
import encountersFile from '../data/encounters.json' with { type: 'json' };
import eventsFile from '../data/events.json' with { type: 'json' };
import holdFile from '../data/hold-tokens.json' with { type: 'json' };
import objectsFile from '../data/objects.json' with { type: 'json' };
import poemsFile from '../data/poems.json' with { type: 'json' };
import reinforcementsFile from '../data/reinforcements.json' with { type: 'json' };
import riverFile from '../data/river-dangers.json' with { type: 'json' };
import steamboatFile from '../data/steamboat.json' with { type: 'json' };
import treasuresFile from '../data/treasures.json' with { type: 'json' };
import {
  boardSchema,
  charactersSchema,
  diceSchema,
  encountersSchema,
  eventsSchema,
  holdTokensSchema,
  objectsSchema,
  poemsSchema,
  reinforcementsSchema,
  riverDangersSchema,
  steamboatSchema,
  treasuresSchema,
} from './schema';

const spec = {
  'board.json': boardSchema,
  'characters.json': charactersSchema,
  'dice.json': diceSchema,
  'encounters.json': encountersSchema,
  'events.json': eventsSchema,
  'hold-tokens.json': holdTokensSchema,
  'objects.json': objectsSchema,
  'poems.json': poemsSchema,
  'reinforcements.json': reinforcementsSchema,
  'river-dangers.json': riverDangersSchema,
  'steamboat.json': steamboatSchema,
  'treasures.json': treasuresSchema,
};
export type Pack = PackOf<typeof spec>;

/** The data files that ship with the game, by name. */
export const builtInFiles: PackFiles = {
  'board.json': boardFile,
  'characters.json': charactersFile,
  'dice.json': diceFile,
  'encounters.json': encountersFile,
  'events.json': eventsFile,
  'hold-tokens.json': holdFile,
  'objects.json': objectsFile,
  'poems.json': poemsFile,
  'reinforcements.json': reinforcementsFile,
  'river-dangers.json': riverFile,
  'steamboat.json': steamboatFile,
  'treasures.json': treasuresFile,
};

/**
 * Checks a Zagor data pack: every file against its schema, then the cross checks (ids unique in
 * the pack, one Beach and Forest tile per space, a River Danger tile per danger space, one die per
 * balloon, references between files). Every problem at once, in one RuleError.
 */
export function loadPack(files: PackFiles = builtInFiles): Pack {
  return loadKitPack('Zagor', files, spec, (pack, problem) => {
    const e = pack['encounters.json'];
    checkUniqueIds(
      [
        { file: 'encounters.json', items: [...e.beach, ...e.forest, ...e.monkeys, ...e.enemies] },
        { file: 'objects.json', items: pack['objects.json'].cards },
        { file: 'treasures.json', items: pack['treasures.json'].cards },
        { file: 'events.json', items: pack['events.json'].cards },
        { file: 'reinforcements.json', items: pack['reinforcements.json'].cards },
        { file: 'hold-tokens.json', items: pack['hold-tokens.json'].tokens },
        { file: 'river-dangers.json', items: pack['river-dangers.json'].tiles },
        { file: 'poems.json', items: pack['poems.json'].cards },
      ],
      problem,
    );
    const board = pack['board.json'];
    const ids = new Set(board.spaces.map((s) => s.id));
    const count = (kind: string) => board.spaces.filter((s) => s.kind === kind).length;
    if (count('beach') !== e.beach.length)
      problem('board.json', 'spaces', `${count('beach')} beaches for ${e.beach.length} Beach tiles`);
    if (count('forest') !== e.forest.length)
      problem('board.json', 'spaces', `${count('forest')} forests for ${e.forest.length} Forest tiles`);
    const dangers = board.spaces.filter((s) => s.role === 'danger').length;
    const tiles = pack['river-dangers.json'].tiles.length;
    if (dangers !== tiles)
      problem('board.json', 'spaces', `${dangers} danger spaces for ${tiles} River Danger tiles`);
    for (const list of [board.adjacency, board.barriers, board.arrows])
      for (const [a, b] of list)
        for (const s of [a, b]) if (!ids.has(s)) problem('board.json', `pair ${a}-${b}`, `no space ${s}`);
    for (const s of board.spaces)
      for (const n of s.next ?? [])
        if (!ids.has(n)) problem('board.json', `space ${s.id}`, `next ${n} is no space`);
    const adjacent = new Set(board.adjacency.map(([a, b]) => [a, b].sort().join('|')));
    for (const [a, b] of board.barriers)
      if (!adjacent.has([a, b].sort().join('|')))
        problem('board.json', `barrier ${a}-${b}`, 'a barrier lies between adjacent spaces');
    const c = pack['characters.json'];
    const dice = pack['dice.json'].action;
    const balloons = (color: string) =>
      color === 'y'
        ? c.characters.reduce((n, ch) => n + ch.balloons.length, 0)
        : (c.companions.find((x) => x.die === color)?.balloons.length ?? 0);
    for (const d of dice)
      if (d.count !== balloons(d.color))
        problem('dice.json', `die ${d.color}`, `${d.count} dice for ${balloons(d.color)} balloons`);
    const total =
      c.characters.reduce((n, ch) => n + ch.balloons.length, 0) +
      c.companions.reduce((n, x) => n + x.balloons.length, 0);
    if (total !== pack['steamboat.json'].balloons)
      problem('steamboat.json', 'field balloons', `the characters have ${total} balloons`);
    for (const drop of pack['objects.json'].publisherDrops)
      if (!pack['objects.json'].cards.some((o) => o.id === drop))
        problem('objects.json', 'publisherDrops', `no Object ${drop}`);
    for (const drop of pack['events.json'].publisherDrops)
      if (!pack['events.json'].cards.some((o) => o.id === drop))
        problem('events.json', 'publisherDrops', `no Event ${drop}`);
    const left = pack['poems.json'].cards.filter((p) => p.side === 'left');
    const right = pack['poems.json'].cards.filter((p) => p.side === 'right');
    if (left.length !== 6 || right.length !== 6)
      problem('poems.json', 'cards', `${left.length} Left and ${right.length} Right poems, not 6 and 6`);
  });
}

export const PACK = loadPack();
