import { apply, parseOptions, random } from '@questbox/engine';
import type { Action } from '../src/actions';
import { ask } from '../src/ask';
import { CARDS, TOKENS } from '../src/data';
import { advance } from '../src/flow';
import { castlePanic } from '../src/index';
import { quiet } from '../src/log';
import type { Monster, State, Task } from '../src/model';
import { conservation } from './invariants';

/** A table with an empty board and empty hands: tests place what they need. */
export function table(options: Record<string, unknown> = {}, seats = 1, seed = 'test'): State {
  const st = castlePanic.setup(parseOptions(castlePanic, options), seats, seed);
  for (const m of st.monsters) st.tokensOut.push(m.id);
  st.monsters = [];
  for (const h of st.hands) {
    st.castleDeck.push(...h);
    h.length = 0;
  }
  st.frames = [];
  st.tasks = [];
  return st;
}

const TOKEN_PLACES = [
  'bag',
  'tokensOut',
  'tokensAside',
  'harbingersAside',
  'monsterDiscard',
  'imps',
  'megaBosses',
] as const;

/** Takes a token of this kind from wherever it waits and puts it on the board. */
export function put(st: State, key: string, arc: number, ring: number, hp?: number): Monster {
  for (const place of TOKEN_PLACES) {
    const list = st[place];
    const i = list.findIndex((id) => TOKENS[id].key === key);
    if (i < 0) continue;
    const id = list.splice(i, 1)[0];
    const t = TOKENS[id];
    const m: Monster = { id, key: key, hp: hp ?? t.hp ?? 1, maxHp: t.hp ?? 1, arc, ring, flames: 0 };
    st.monsters.push(m);
    return m;
  }
  throw new Error(`no ${key} token left`);
}

const ROLLED = ['monster', 'boss', 'mega', 'special', 'harbinger'];

/**
 * The bag then holds these tokens, drawn in this order, each monster placed in arc `arcs[i]`
 * (default arc 1), with one spare Troll at the bottom so the game does not end for lack of tokens.
 */
export function bagOf(st: State, keys: string[], arcs: number[] = []): void {
  st.tokensOut.push(...st.bag, ...st.harbingersAside.splice(0), ...st.tokensAside.splice(0));
  st.bag = [];
  const forced: number[] = [];
  for (const [n, key] of [...keys, 'troll'].entries()) {
    const i = st.tokensOut.findIndex((id) => TOKENS[id].key === key);
    if (i < 0) throw new Error(`no ${key} token`);
    st.bag.push(st.tokensOut.splice(i, 1)[0]);
    if (n === keys.length) break;
    forced.push(0);
    if (ROLLED.includes(TOKENS[st.bag.at(-1)!].kind) || key.endsWith('Boulder') || key === 'trebuchet')
      forced.push((arcs[n] ?? 0) + 1);
  }
  random.force(st.rng, forced);
}

const CARD_PLACES = ['castleDeck', 'wizardDeck', 'castleDiscard', 'wizardDiscard', 'cardsOut'] as const;

/** Puts a card with this printed name (and colour) into a hand; returns its id. */
export function give(st: State, seat: number, name: string, colour?: string): number {
  for (const place of CARD_PLACES) {
    const list = st[place];
    const i = list.findIndex((c) => CARDS[c].name === name && (!colour || CARDS[c].colour === colour));
    if (i < 0) continue;
    const c = list.splice(i, 1)[0];
    st.hands[seat].push(c);
    return c;
  }
  throw new Error(`no ${name} ${colour ?? ''} card left`);
}

export function cardId(st: State, name: string, seat = 0, colour?: string): number {
  const c = st.hands[seat].find((x) => CARDS[x].name === name && (!colour || CARDS[x].colour === colour));
  if (c === undefined) throw new Error(`${name} not in hand ${seat}`);
  return c;
}

/** Opens the Play Cards phase for `seat`, with the rest of the turn queued behind it. */
export function playPhase(
  st: State,
  seat = 0,
  rest: Task[] = [{ kind: 'p5' }, { kind: 'p6' }, { kind: 'next' }],
): State {
  st.current = seat;
  st.phase = 4;
  st.frames = [];
  ask(st, { kind: 'play', seat });
  st.tasks = rest;
  return st;
}

/** Runs these tasks (a phase, a token) until a decision is open or they are done. */
export function run(st: State, tasks: Task[]): State {
  st.tasks = tasks;
  st.frames = [];
  advance(st, quiet, true);
  return st;
}

/** Applies an action through the engine (refused when illegal) and checks conservation. */
export function act(st: State, action: Action, seat?: number): State {
  const top = st.frames[st.frames.length - 1];
  const next = apply(castlePanic, st, seat ?? top.waiting[0], action).state as State;
  conservation(next);
  return next;
}

export function legal(st: State, seat?: number): Action[] {
  const top = st.frames[st.frames.length - 1];
  return castlePanic.legal(st, seat ?? top?.waiting[0] ?? 0);
}

export const monster = (st: State, id: number) => st.monsters.find((m) => m.id === id);
