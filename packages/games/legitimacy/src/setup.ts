import { RuleError, random } from '@questbox/engine';
import { boardFor } from './board';
import { CARDS, CHARACTER_IDS, DECKS, JEWEL_IDS, PET_IDS, SHORT_GAME_REMOVED } from './cards';
import { LAND_TILES, type LandTile } from './data';
import { type LegState, type Options, optionsSchema } from './state';

/** The first state: seats pick characters in turn order, starting with a random first player. */
export function setup(given: Options, seats: number, seed: string): LegState {
  // Callers that skip the engine's option check still get the defaults filled in.
  const parsed = optionsSchema.safeParse(given ?? {});
  if (!parsed.success) {
    throw new RuleError(
      'bad-options',
      `Bad options for Legitimacy: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}.`,
    );
  }
  const options = parsed.data;
  if (options.extraTiles > 0 && seats > 3) {
    throw new RuleError('bad-options', 'Extra land tiles are a variation for 2 or 3 players only.');
  }
  if (seats + options.extraTiles > 6) {
    throw new RuleError(
      'bad-options',
      `There are only 6 land tiles: ${seats} players can add at most ${6 - seats}.`,
    );
  }
  const rng = random.createRng(seed);
  const first = random.int(rng, seats);
  const state: LegState = {
    rng,
    options,
    seatCount: seats,
    tiles: [],
    players: [],
    draw: [],
    discard: [],
    market: [],
    jewels: [],
    removed: [],
    unused: [],
    inPlay: [],
    turn: { seat: first, rolled: false, moveLeft: 0, moveDone: false, assaulted: [], searched: false },
    rotation: first,
    extraTurns: [],
    turns: 0,
    frames: [],
    known: [],
    winner: null,
    jewelsLost: false,
  };
  for (let s = 0; s < seats; s++) {
    state.players.push({
      character: '',
      good: true,
      spot: '',
      hand: [],
      table: [],
      markers: [],
      beloved: null,
      missTurns: 0,
      mired: false,
      lastDraw: null,
    });
  }
  state.frames.push({
    kind: 'character',
    prompt: 'Choose your character',
    waiting: [first],
    data: { kind: 'character', seat: first },
  });
  return state;
}

/** After the characters: pets (dealt, or chosen face up in turn order). */
export function afterCharacters(state: LegState): void {
  if (state.options.petsChosen) {
    const seat = state.turn.seat;
    state.frames.push({
      kind: 'pet',
      prompt: 'Choose your pet',
      waiting: [seat],
      data: { kind: 'pet', seat },
    });
    return;
  }
  const pets = random.shuffle(state.rng, PET_IDS.slice());
  for (const p of state.players) p.table.push(pets.pop()!);
  finishSetup(state, pets);
}

/** Builds the board, the draw pile, the Marketplace and the Crown Jewel stack. */
export function finishSetup(state: LegState, unusedPets: string[]): void {
  const own = state.players.map((p) => CARDS[p.character].tile as LandTile);
  const spare = random.shuffle(
    state.rng,
    LAND_TILES.filter((t) => !own.includes(t)),
  );
  const extra = spare.slice(0, state.options.extraTiles);
  state.tiles = [...own, ...extra];
  const board = boardFor(state.tiles);
  state.players.forEach((p, i) => {
    p.spot = board.starts[own[i]];
  });
  const unused: string[] = [
    ...CHARACTER_IDS.filter((c) => !state.players.some((p) => p.character === c)),
    ...unusedPets,
  ];
  let deck = [...DECKS.castle, ...state.tiles.flatMap((t) => DECKS[t])];
  for (const t of LAND_TILES) if (!state.tiles.includes(t)) unused.push(...DECKS[t]);
  if (state.options.threeJewels) {
    unused.push(...SHORT_GAME_REMOVED);
    deck = deck.filter((c) => !SHORT_GAME_REMOVED.includes(c));
  }
  random.shuffle(state.rng, deck);
  // One card face down in the Marketplace for every land tile in use, the Castle included.
  state.market = deck.splice(0, state.tiles.length + 1);
  state.draw = deck;
  const jewels = random.shuffle(state.rng, JEWEL_IDS.slice());
  state.jewels = state.options.threeJewels ? jewels.slice(0, 3) : jewels;
  if (state.options.threeJewels) unused.push(...jewels.slice(3));
  state.unused = unused;
}
