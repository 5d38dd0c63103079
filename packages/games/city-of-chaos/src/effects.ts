import { die, type GameEvent, shuffle } from '@questbox/engine';
import { CUBE, GUILDS, MAGIC } from './data';
import { gatesSquare, tileData, tileKey } from './map';
import type { CocState, Player } from './state';
import { keyOf } from './state';
import type { CubeSymbol, Effect } from './tome-schema';
import { TABLE } from './view';

export type Emit = (e: GameEvent) => void;
const CURSED = new Set(MAGIC.filter((m) => m.kind === 'cursed').map((m) => m.id));

export function rollCube(state: CocState): CubeSymbol {
  return CUBE[die(state.rng, 6) - 1];
}

/** Why a player may not join a guild, or null: two places a guild, two guilds a player, exclusions (D14). */
export function guildRefusal(state: CocState, seat: number, guild: string): string | null {
  const p = state.players[seat];
  if (p.guilds[guild]) return null;
  if ((state.guildMembers[guild] ?? []).length >= 2) return 'both places in this guild are taken';
  if (Object.keys(p.guilds).length >= 2) return 'a player can only join two guilds';
  const g = GUILDS.find((x) => x.id === guild)!;
  const clash = g.excludes.find((x) => p.guilds[x]);
  return clash ? `members of the ${GUILDS.find((x) => x.id === clash)!.name} may not join` : null;
}

/** Takes the first copy of `id` from a pile, or nothing when none is left. */
function takeFrom(pile: string[], id: string): boolean {
  const i = pile.indexOf(id);
  if (i < 0) return false;
  pile.splice(i, 1);
  return true;
}

/** Applies one effect of a paragraph or card to the reader. Losses never go below what is held. */
export function applyEffect(state: CocState, seat: number, e: Effect, emit: Emit): void {
  const p = state.players[seat];
  const say = (text: string) => emit({ type: 'effect', text: `${p.name}: ${text}` });
  if ('groats' in e) {
    const n = e.groats < 0 ? Math.max(e.groats, -p.groats) : e.groats;
    p.groats += n;
    if (n !== 0) say(n > 0 ? `gains ${n} groats` : `pays ${-n} groats`);
  } else if ('bp' in e) {
    p.bp = Math.min(p.maxBp, p.bp + e.bp);
    say(e.bp > 0 ? `regains Body Points (${p.bp})` : `loses ${-e.bp} Body Points (${Math.max(0, p.bp)})`);
  } else if ('item' in e) {
    if (takeFrom(state.itemPile, e.item)) p.items.push(e.item);
    else if (takeFrom(state.magicPile, e.item)) p.magic.push(e.item);
    else return;
    say(`takes ${e.item}`);
  } else if ('draw' in e) {
    if (e.draw === 'item') {
      const card = state.itemPile.shift();
      if (card) p.items.push(card);
    } else {
      const pile = state.magicPile;
      const i = e.draw === 'cursed' ? pile.findIndex((c) => CURSED.has(c)) : 0;
      if (i >= 0 && i < pile.length) p.magic.push(pile.splice(i, 1)[0]);
    }
    emit({
      type: 'draw',
      text: `${p.name} takes a card from the ${e.draw === 'item' ? 'Item' : 'Magic'} pack`,
    });
  } else if ('special' in e) {
    if (takeFrom(state.specialPool, e.special)) {
      p.specials.push(e.special);
      say(`takes the Special card ${e.special}`);
    }
  } else if ('loseSpecial' in e) {
    const i = p.specials.indexOf(e.loseSpecial);
    if (i >= 0) state.specialPool.push(...p.specials.splice(i, 1));
  } else if ('clue' in e) {
    if (p.clues.includes(e.clue)) return;
    const holder = state.players.find((o) => o.clues.includes(e.clue));
    if (holder) holder.clues.splice(holder.clues.indexOf(e.clue), 1);
    else state.cluePool.splice(state.cluePool.indexOf(e.clue), 1);
    p.clues.push(e.clue);
    emit({
      type: 'clue',
      text: `${p.name} takes Clue Card ${e.clue}${holder ? ` from ${holder.name}` : ''}`,
    });
  } else if ('heads' in e) {
    p.heads = Math.max(0, p.heads + e.heads);
    say(e.heads > 0 ? `takes ${e.heads === 1 ? 'a Head' : `${e.heads} Heads`}` : 'returns a Head');
  } else if ('missTurn' in e) p.missTurn = true;
  else if ('flag' in e) {
    if (!p.flags.includes(e.flag)) p.flags.push(e.flag);
  } else if ('guild' in e) {
    if (!p.guilds[e.guild]) {
      p.guilds[e.guild] = 1;
      (state.guildMembers[e.guild] ??= []).push(seat);
      say(`joins the ${e.guild}`);
    }
  } else if ('train' in e) p.guilds[e.train] = Math.min(3, (p.guilds[e.train] ?? 0) + 1);
  else if ('gates' in e) {
    p.at = gatesSquare(state);
    p.inRoom = false;
  } else if ('nextTiles' in e) {
    // Told aloud, so every seat knows which tiles now lie on top of the pile.
    const next = state.tilePile.filter((t) => e.nextTiles.includes(t));
    if (next.length === 0) return;
    state.tilePile = [...next, ...state.tilePile.filter((t) => !e.nextTiles.includes(t))];
    for (let s = 0; s < state.seatCount; s++) for (const t of next) TABLE.peek(state, s, 'tilePile', t);
    const names = next.map((t) => tileData(t).name).join(' and ');
    say(
      `learns where ${names} ${next.length === 1 ? 'stands: it is the next tile' : 'stand: they are the next tiles'} drawn`,
    );
  } else if ('liftCurse' in e) {
    const i = p.magic.findIndex((c) => CURSED.has(c));
    if (i >= 0) state.magicPile.push(...p.magic.splice(i, 1));
  }
}

/**
 * A player at 0 Body Points dies (Restarting): goods on the tile, Clue Cards to their pack, back at
 * the Gates with one less maximum; a fourth death is the end of them and frees their guild places.
 */
export function checkDeath(state: CocState, seat: number, emit: Emit): boolean {
  const p = state.players[seat];
  if (p.bp > 0) return false;
  const tile = p.at ? tileKey(p.at[0], p.at[1]) : keyOf(0, 0);
  const pile = (state.dropped[tile] ??= { groats: 0, items: [], magic: [], specials: [] });
  pile.groats += p.groats;
  pile.items.push(...p.items);
  pile.magic.push(...p.magic);
  pile.specials.push(...p.specials);
  state.cluePool.push(...p.clues);
  // Companions leave a dead player: their cards go to the bottom of the Action pack.
  state.actionPile.push(...p.companions);
  p.companions = [];
  Object.assign(p, { groats: 0, items: [], magic: [], specials: [], clues: [] });
  state.combat[seat] = null;
  p.deaths++;
  if (p.deaths > 3) {
    p.out = true;
    for (const g of Object.keys(p.guilds))
      state.guildMembers[g] = state.guildMembers[g].filter((s) => s !== seat);
    emit({ type: 'death', text: `${p.name} dies for the fourth time and cannot be resurrected.` });
    return true;
  }
  p.maxBp -= 1;
  p.bp = p.maxBp;
  p.at = gatesSquare(state);
  p.inRoom = false;
  emit({
    type: 'death',
    text: `${p.name} dies and is resurrected at the City Gates (${p.maxBp} Body Points).`,
  });
  return true;
}

/** Goods left on a tile go to the first player to end a move there. */
export function claimDropped(state: CocState, seat: number, emit: Emit): void {
  const p = state.players[seat];
  if (!p.at) return;
  const key = tileKey(p.at[0], p.at[1]);
  const pile = state.dropped[key];
  if (!pile) return;
  p.groats += pile.groats;
  p.items.push(...pile.items);
  p.magic.push(...pile.magic);
  p.specials.push(...pile.specials);
  delete state.dropped[key];
  emit({ type: 'claim', text: `${p.name} claims the goods left on this tile.` });
}

/** A new Opponent card, the used ones shuffled back in when the pack runs out. */
export function drawOpponent(state: CocState): string {
  if (state.opponentPile.length === 0) {
    state.opponentPile = shuffle(state.rng, state.opponentUsed);
    state.opponentUsed = [];
  }
  const card = state.opponentPile.shift()!;
  state.opponentUsed.push(card);
  return card;
}

/** The time-out points table, row by row: what it counts and what each one is worth. */
const POINT_ROWS: { name: string; each: number; count(p: Player): number }[] = [
  { name: 'Clues', each: 5, count: (p) => p.clues.length },
  { name: 'Special Items', each: 4, count: (p) => p.specials.length },
  { name: 'guild levels', each: 3, count: (p) => Object.values(p.guilds).reduce((a, b) => a + b, 0) },
  { name: 'Items', each: 2, count: (p) => p.items.length + p.magic.length },
  { name: 'groats', each: 1, count: (p) => p.groats },
  { name: 'Heads', each: -2, count: (p) => p.heads },
];

export const pointsOf = (p: Player): number => POINT_ROWS.reduce((n, row) => n + row.each * row.count(p), 0);

/** The points table for the end screen: a line per row, each naming its worth, a value per player. */
export function pointsBreakdown(players: Player[]): { line: string; values: number[] }[] {
  return POINT_ROWS.map((row) => ({
    line: `${row.name[0].toUpperCase()}${row.name.slice(1)} (${row.each > 0 ? '+' : ''}${row.each} each)`,
    values: players.map((p) => row.each * row.count(p)),
  }));
}

/** A player's line on the end screen: each row of the points table, its count and its points. */
export function pointsLine(p: Player): string {
  const rows = POINT_ROWS.map((row) => `${row.name} ${row.count(p)} (${row.each * row.count(p)})`);
  const how = p.left ? ', left the City' : p.out ? ', dead' : '';
  return `${p.name}${how}: ${rows.join(', ')} = ${pointsOf(p)} points`;
}
