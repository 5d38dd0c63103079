import { createRng, draw, shuffle } from '@questbox/engine';
import { BEACHES, BOARD, DANGER_SPACES, FORESTS, LAND } from './board';
import { PACK } from './data';
import { quietLog, run } from './rules';
import { CHARACTERS, HULL, type Options, type Player, type ZagorState } from './state';

/** Setup steps 1 to 12: the board laid, the characters dealt, the decks shuffled; then the first round starts. */
export function setup(options: Options, seats: number, seed: string): ZagorState {
  const rng = createRng(seed);
  const publisher = options.edition === 'publisher';
  const objects = PACK['objects.json'].cards
    .map((c) => c.id)
    .filter((id) => !publisher || !PACK['objects.json'].publisherDrops.includes(id));
  const events = PACK['events.json'].cards
    .map((c) => c.id)
    .filter((id) => !publisher || !PACK['events.json'].publisherDrops.includes(id));
  const characters = shuffle(
    rng,
    CHARACTERS.map((c) => c.id),
  ).slice(0, seats);
  const leftPoems = PACK['poems.json'].cards.filter((p) => p.side === 'left').map((p) => p.id);
  const rightPoems = PACK['poems.json'].cards.filter((p) => p.side === 'right').map((p) => p.id);
  const left = shuffle(rng, leftPoems.slice())[0];
  const right = shuffle(rng, rightPoems.slice())[0];
  const beach = shuffle(
    rng,
    PACK['encounters.json'].beach.map((t) => t.id),
  );
  // Enemies join the Forest tiles before the shuffle; what is left after placing goes back unseen.
  const forest = shuffle(rng, [...PACK['encounters.json'].forest.map((t) => t.id), ...options.enemies]);
  const unusedEnemies = PACK['encounters.json'].enemies
    .map((e) => e.id)
    .filter((id) => !(options.enemies as string[]).includes(id));
  const river = shuffle(
    rng,
    PACK['river-dangers.json'].tiles.map((t) => t.id),
  );
  const hidden: Record<string, string[]> = {};
  BEACHES.forEach((sp, i) => {
    hidden[sp] = [beach[i]];
  });
  FORESTS.forEach((sp, i) => {
    hidden[sp] = [forest[i]];
  });
  const dangers: Record<string, string[]> = {};
  DANGER_SPACES.forEach((sp, i) => {
    dangers[sp] = [river[i]];
  });
  const hold = shuffle(
    rng,
    PACK['hold-tokens.json'].tokens.map((t) => t.id),
  );
  const s: ZagorState = {
    rng,
    options,
    seatCount: seats,
    players: [],
    zagor: { at: 'boat', pos: 'bridge', wounds: 0 },
    cico: { at: 'boat', pos: 'bridge', wounds: 0 },
    athena: BOARD.start,
    hull: HULL.map((speed) => ({ speed, crash: false })),
    helmsman: 0,
    poems: [left, right],
    hidden,
    shown: Object.fromEntries(LAND.map((sp) => [sp, [] as string[]])),
    dangers,
    riverDiscard: [],
    reinforcements: shuffle(
      rng,
      PACK['reinforcements.json'].cards.map((c) => c.id),
    ),
    reinforcementDiscard: [],
    fighting: [],
    objectDeck: shuffle(rng, objects),
    galleyObjects: [],
    treasureDeck: shuffle(
      rng,
      PACK['treasures.json'].cards.map((c) => c.id),
    ),
    galleyTreasures: [],
    eventDeck: shuffle(rng, events),
    eventDiscard: [],
    permanent: [],
    holdReserve: hold.slice(3),
    holdSpaces: hold.slice(0, 3),
    box: unusedEnemies,
    monkeySupply: PACK['encounters.json'].monkeys.map((m) => m.id),
    forestBox: forest.slice(FORESTS.length),
    slaves: [],
    beasts: [],
    pinnacles: [],
    volcanoes: [],
    monkeyCards: 0,
    assaults: [],
    dice: [],
    round: 0,
    order: [],
    turnIndex: 0,
    cur: null,
    fight: null,
    tasks: [{ k: 'round' }],
    known: [],
    over: null,
    actions: 0,
  };
  for (const id of characters) {
    const ch = CHARACTERS.find((c) => c.id === id)!;
    const p: Player = {
      character: id,
      fig: { at: 'boat', pos: 'bridge', wounds: 0 },
      objects: [],
      treasures: [],
      chest: [],
      incomingObjects: [],
      incomingTreasures: [],
      trophies: [],
      hold: [],
      holdUsed: [],
      covered: [],
      resolved: [],
      bocce: id === 'bannington' ? [...PACK['steamboat.json'].bocce] : [],
      scars: 0,
      eagle: false,
    };
    draw(rng, s.objectDeck, p.objects, ch.startObjects);
    s.players.push(p);
  }
  const moreland = characters.indexOf('moreland');
  s.helmsman = moreland >= 0 ? moreland : Math.floor(rngFloat(rng) * seats);
  run(s, quietLog);
  return s;
}

import { int } from '@questbox/engine';

const rngFloat = (rng: ZagorState['rng']) => int(rng, 1_000_000) / 1_000_000;
