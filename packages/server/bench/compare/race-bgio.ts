import type { Game } from 'boardgame.io';

/**
 * questbox's reference dice race written as a boardgame.io game, for the server comparison: two
 * seats; each turn `roll` advances by one d6, `sprint` by max(0, 2d6 - 4); first to 100 wins.
 */
export interface RaceG {
  positions: number[];
}

const GOAL = 100;

export const raceBgio: Game<RaceG> = {
  name: 'race',
  minPlayers: 2,
  maxPlayers: 2,
  setup: ({ ctx }) => ({ positions: new Array(ctx.numPlayers).fill(0) }),
  turn: { minMoves: 1, maxMoves: 1 },
  moves: {
    roll: ({ G, ctx, random }) => {
      G.positions[Number(ctx.currentPlayer)] += random.D6();
    },
    sprint: ({ G, ctx, random }) => {
      const [a, b] = random.D6(2);
      G.positions[Number(ctx.currentPlayer)] += Math.max(0, a + b - 4);
    },
  },
  endIf: ({ G }) => {
    const winner = G.positions.findIndex((p) => p >= GOAL);
    return winner < 0 ? undefined : { winner: String(winner) };
  },
};
