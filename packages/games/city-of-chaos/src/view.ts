import { field, type KnownItem, stateTable } from '@questbox/engine';
import { pointsOf } from './effects';
import type { CocState, Phase, Placed } from './state';
import { TOME } from './tome';

/** What a seat sees of another player: the character sheet, but Magic and Clue cards only as counts. */
export interface PlayerView {
  name: string;
  at: [number, number] | null;
  inRoom: boolean;
  bp: number;
  maxBp: number;
  groats: number;
  items: string[];
  specials: string[];
  companions: string[];
  heads: number;
  guilds: Record<string, number>;
  deaths: number;
  out: boolean;
  left: boolean;
  missTurn: boolean;
  moveBonus: number;
  magic: string[] | number;
  clues: number[] | number;
  flags: string[] | number;
  points: number;
}

export interface CocView {
  seat: number;
  round: number;
  rounds: number;
  phase: Phase;
  tiles: Record<string, Placed>;
  players: PlayerView[];
  combat: CocState['combat'];
  /** A fight between two players; a card chosen face down shows only to its chooser until both are revealed. */
  duel: {
    seats: [number, number];
    picks: (number | 'chosen' | null)[];
    /** The cards revealed in the last round, face up (-1 for a side run down). */
    last: [number | null, number | null] | null;
    totalRounds: number;
  } | null;
  /** The joined players' answers to a flight, each shown only to its giver until all have answered. */
  consent: (boolean | 'answered' | null)[] | null;
  /** The Special cards still to be had: a paragraph gives one only while it is here (D19). */
  specialPool: string[];
  /** The pile sizes; their order is hidden. */
  piles: { tiles: number; action: number; location: number; item: number; magic: number };
  /** The paragraph each seat read last; an eyes-only one shows only to its reader. */
  lastRead: (number | null)[];
  /** What Far Sight and Detect Clue showed this seat and is still in its pile: the tile or card and where it lies. */
  known: KnownItem[];
  over: boolean;
  winner: number | null;
  solved: string | null;
}

const eyesOnly = (id: number | null) => id !== null && !!TOME.paragraphs.get(id)?.eyesOnly;
const pile = (pool: string) => field.zone('count', pool);

/**
 * Every field of the state and who sees it, declared once: the piles face down (their sizes only),
 * each player's Magic, Clue cards and flags to that player alone, the paragraph last read public
 * unless it is for its reader's eyes only, a duellist's card face down until both are revealed,
 * the tiles and Action cards a seat's Far Sight or Detect Clue showed to that seat alone. The view and the bots' resampling come from it.
 */
export const TABLE = stateTable<CocState>(
  {
    rng: field.hidden,
    options: field.public,
    seatCount: field.public,
    players: field.seats(
      field.object({
        name: field.public,
        at: field.public,
        inRoom: field.public,
        bp: field.public,
        maxBp: field.public,
        groats: field.public,
        items: field.public,
        magic: field.zone('owner', 'magic'),
        specials: field.public,
        clues: field.zone('owner', 'clues'),
        heads: field.public,
        guilds: field.public,
        flags: field.zone('owner', 'flags'),
        companions: field.public,
        deaths: field.public,
        out: field.public,
        left: field.public,
        missTurn: field.public,
        moveBonus: field.public,
      }),
    ),
    tiles: field.public,
    tilePile: pile('tiles'),
    actionPile: pile('action'),
    locationPile: pile('locations'),
    itemPile: pile('items'),
    magicPile: pile('magic'),
    opponentPile: pile('opponent'),
    opponentUsed: field.public,
    specialPool: field.public,
    cluePool: field.zone('count', 'clues'),
    dropped: field.public,
    guildMembers: field.public,
    seat: field.public,
    phase: field.public,
    combat: field.public,
    duel: field.custom((duel: CocState['duel'], viewer) =>
      duel
        ? {
            seats: duel.seats,
            picks: duel.picks.map((pick, k) =>
              duel.seats[k] === viewer || pick === null || pick === -1 ? pick : 'chosen',
            ),
            last: duel.last,
            totalRounds: duel.totalRounds,
          }
        : null,
    ),
    consent: field.custom((answers: CocState['consent'], viewer, state: CocState) =>
      answers
        ? answers.map((a, k) =>
            a === null || state.combat[state.seat]?.allies?.[k] === viewer ? a : 'answered',
          )
        : null,
    ),
    round: field.public,
    turns: field.public,
    winner: field.public,
    solved: field.public,
    over: field.public,
    lastRead: field.custom((ids: (number | null)[], viewer) =>
      ids.map((id, i) => (i !== viewer && eyesOnly(id) ? null : id)),
    ),
    known: field.knowledge,
  },
  {
    // What others chose face down is not known to the seat: its sample holds a fixed stand-in (the
    // view still shows it chosen), so a sample depends on the view alone.
    afterResample(sample, seat) {
      const allies = sample.combat[sample.seat]?.allies ?? [];
      if (sample.consent)
        sample.consent = sample.consent.map((a, k) => (allies[k] === seat || a === null ? a : true));
      const duel = sample.duel;
      if (duel)
        duel.seats.forEach((s, k) => {
          if (s !== seat && duel.picks[k] !== null && duel.picks[k] !== -1) duel.picks[k] = 0;
        });
    },
  },
);

export function viewOf(state: CocState, seat: number | null): CocView {
  const v = TABLE.view(state, seat) as unknown as Omit<CocView, 'players' | 'piles' | 'rounds'> & {
    players: Omit<PlayerView, 'points'>[];
    tilePile: number;
    actionPile: number;
    locationPile: number;
    itemPile: number;
    magicPile: number;
  };
  return {
    seat: v.seat,
    round: v.round,
    rounds: state.options.rounds,
    phase: v.phase,
    tiles: v.tiles,
    players: v.players.map((p, i) => ({
      ...p,
      points: pointsOf(state.players[i]),
    })),
    combat: v.combat,
    duel: v.duel,
    consent: v.consent,
    specialPool: v.specialPool,
    piles: {
      tiles: v.tilePile,
      action: v.actionPile,
      location: v.locationPile,
      item: v.itemPile,
      magic: v.magicPile,
    },
    lastRead: v.lastRead,
    known: v.known,
    over: v.over,
    winner: v.winner,
    solved: v.solved,
  };
}
