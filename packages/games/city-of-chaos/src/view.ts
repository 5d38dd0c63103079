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
  duel: { seats: [number, number]; picks: (number | 'chosen' | null)[]; totalRounds: number } | null;
  /** The pile sizes; their order is hidden. */
  piles: { tiles: number; action: number; location: number; item: number; magic: number };
  /** The paragraph each seat read last; an eyes-only one shows only to its reader. */
  lastRead: (number | null)[];
  over: boolean;
  winner: number | null;
  solved: string | null;
}

const eyesOnly = (id: number | null) => id !== null && !!TOME.paragraphs.get(id)?.eyesOnly;

export function viewOf(state: CocState, seat: number | null): CocView {
  return {
    seat: state.seat,
    round: state.round,
    rounds: state.options.rounds,
    phase: state.phase,
    tiles: state.tiles,
    players: state.players.map((p, i) => {
      const own = i === seat;
      return {
        name: p.name,
        at: p.at,
        inRoom: p.inRoom,
        bp: p.bp,
        maxBp: p.maxBp,
        groats: p.groats,
        items: p.items,
        specials: p.specials,
        companions: p.companions,
        heads: p.heads,
        guilds: p.guilds,
        deaths: p.deaths,
        out: p.out,
        left: p.left,
        magic: own ? p.magic : p.magic.length,
        clues: own ? p.clues : p.clues.length,
        flags: own ? p.flags : p.flags.length,
        points: pointsOf(p),
      };
    }),
    combat: state.combat,
    duel: state.duel && {
      seats: state.duel.seats,
      picks: state.duel.picks.map((pick, k) =>
        state.duel!.seats[k] === seat || pick === null || pick === -1 ? pick : 'chosen',
      ),
      totalRounds: state.duel.totalRounds,
    },
    piles: {
      tiles: state.tilePile.length,
      action: state.actionPile.length,
      location: state.locationPile.length,
      item: state.itemPile.length,
      magic: state.magicPile.length,
    },
    lastRead: state.lastRead.map((id, i) => (i !== seat && eyesOnly(id) ? null : id)),
    over: state.over,
    winner: state.winner,
    solved: state.solved,
  };
}
