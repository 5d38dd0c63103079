import { type Rng, RuleError, random } from '@questbox/engine';
import { CARDS, handSize, TOKENS, tokenIds } from './data';
import { advance } from './flow';
import { quiet } from './log';
import { ARCHER, type State } from './model';
import type { Options } from './options';

function takeIds(pool: number[], key: string, n: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < pool.length && out.length < n; i++) {
    if (TOKENS[pool[i]].key === key) {
      out.push(pool[i]);
      pool.splice(i--, 1);
    }
  }
  return out;
}

const ALL_TOKENS = TOKENS.map((_, i) => i);
const MEGAS = ALL_TOKENS.filter((i) => TOKENS[i].kind === 'mega');
const HARBINGERS = ALL_TOKENS.filter((i) => TOKENS[i].kind === 'harbinger');
const SHORTAGE_HARBINGERS = HARBINGERS.filter((i) =>
  ['chimera', 'dragon', 'warlock'].includes(TOKENS[i].mega!),
);
const IMPS = tokenIds('imp');
/** The Castle deck, the Wizard deck and the cards left in the box, with and without the expansion. */
function cardPartition(wt: boolean): { deck: number[]; wdeck: number[]; out: number[] } {
  const p = { deck: [] as number[], wdeck: [] as number[], out: [] as number[] };
  for (let c = 0; c < CARDS.length; c++) {
    const k = CARDS[c];
    if (k.set === 'wt' && !wt) p.out.push(c);
    else if (k.deck === 'wizard') p.wdeck.push(c);
    else p.deck.push(c);
  }
  return p;
}
const WT_CARDS = cardPartition(true);
const BASE_CARDS = cardPartition(false);

/** Easier Battles: the tokens taken out of the game. */
const EASIER: [string, number][] = [
  ['draw4', 1],
  ['orcWarlord', 1],
  ['trollMage', 1],
  ['plagueSwordsmen', 1],
  ['plagueKnights', 1],
  ['greenMove', 1],
  ['redMove', 1],
  ['blueMove', 1],
  ['giantBoulder', 3],
];

type BagOptions = Pick<Options, 'wizardsTower' | 'monsterShortage' | 'easierBattles' | 'randomMonsters'>;

/** The tokens that go in the bag before the starting monsters come out (Harbingers excluded). */
function buildBag(o: BagOptions, rng?: Rng): number[] {
  const bag = buildFullBag(o, rng);
  if (o.easierBattles) for (const [key, n] of EASIER) takeIds(bag, key, n);
  return bag;
}

function buildFullBag(o: BagOptions, rng?: Rng): number[] {
  const all = ALL_TOKENS;
  const base = all.filter((i) => TOKENS[i].set === 'base');
  if (!o.wizardsTower) return base;
  const isNew = (i: number) =>
    TOKENS[i].set === 'wt' && ['monster', 'boss', 'effect', 'special'].includes(TOKENS[i].kind);
  if (o.monsterShortage) {
    const pool: number[] = [];
    for (const i of all) {
      const t = TOKENS[i];
      if ((t.set === 'base' || isNew(i)) && pool.filter((x) => TOKENS[x].key === t.key).length < t.shortage)
        pool.push(i);
    }
    return pool;
  }
  if (rng) {
    random.shuffle(rng, base);
    base.splice(0, o.randomMonsters);
  } else
    for (const t of new Set(base.map((i) => TOKENS[i].key)))
      takeIds(base, t, TOKENS[tokenIds(t)[0]].wtRemoves ?? 0);
  return [...base, ...all.filter(isNew)];
}

/** The bags that need no die, worked out once from the data: by [wizardsTower][monsterShortage][easierBattles]. */
const FIXED_BAGS = [false, true].map((wizardsTower) =>
  [false, true].map((monsterShortage) =>
    [false, true].map((easierBattles) =>
      buildBag({ wizardsTower, monsterShortage, easierBattles, randomMonsters: 0 }),
    ),
  ),
);

/** The bag for these options: Random Panic removes its tokens with the game's generator. */
function bagFor(o: Options, rng: Rng): number[] {
  if (o.randomMonsters > 0 && o.wizardsTower && !o.monsterShortage) return buildBag(o, rng);
  return FIXED_BAGS[+o.wizardsTower][+o.monsterShortage][+o.easierBattles].slice();
}

export function setup(o: Options, seats: number, seed: string): State {
  if (o.overlord && seats < 2)
    throw new RuleError('bad-seats', 'The Overlord game needs at least one Castle player and the Overlord.');
  const rng = random.createRng(seed);
  const wt = o.wizardsTower;
  const st: State = {
    rng,
    options: o,
    players: o.overlord ? seats - 1 : seats,
    overlordSeat: o.overlord ? seats - 1 : -1,
    overlordTokens: [],
    overlordPlays: 0,
    overlordLimit: 0,
    current: 0,
    round: 1,
    phase: 1,
    hands: Array.from({ length: o.overlord ? seats - 1 : seats }, () => []),
    castleDeck: [],
    castleDiscard: [],
    wizardDeck: [],
    wizardDiscard: [],
    cardsOut: [],
    towers: [1, 1, 1, 1, 1, 1],
    towerFlames: [0, 0, 0, 0, 0, 0],
    walls: o.underConstruction ? [0, 0, 0, 0, 0, 0] : [1, 1, 1, 1, 1, 1],
    wallFlames: [0, 0, 0, 0, 0, 0],
    fortified: [0, 0, 0, 0, 0, 0],
    fortifyLeft: 2,
    towerOwners: [-1, -1, -1, -1, -1, -1],
    playersOut: Array.from({ length: o.overlord ? seats - 1 : seats }, () => false),
    wizardTower: -1,
    wizardDeckOff: false,
    monsters: [],
    bag: [],
    monsterDiscard: [],
    imps: [],
    tokensOut: [],
    tokensAside: [],
    harbingersAside: [],
    megaBosses: [],
    trophies: Array.from({ length: seats }, () => []),
    tarred: -1,
    missing: false,
    ice: false,
    berserk: 0,
    extraTokens: 0,
    dead: [],
    tasks: [{ kind: 'turn' }],
    frames: [],
    known: [],
    over: null,
    why: '',
  };
  const cards = wt ? WT_CARDS : BASE_CARDS;
  st.castleDeck = cards.deck.slice();
  st.wizardDeck = cards.wdeck.slice();
  st.cardsOut = cards.out.slice();
  random.shuffle(rng, st.castleDeck);
  random.shuffle(rng, st.wizardDeck);

  const bag = bagFor(o, rng);
  const used = new Uint8Array(TOKENS.length);
  for (const i of bag) used[i] = 1;
  let harbingers: number[] = [];
  if (wt) {
    st.imps = IMPS.slice();
    st.megaBosses = MEGAS.slice();
    harbingers = random.shuffle(rng, (o.monsterShortage ? SHORTAGE_HARBINGERS : HARBINGERS).slice());
    const n = o.monsterShortage ? 2 : o.harbingers;
    for (const h of harbingers.slice(n)) st.harbingersAside.push(h);
    harbingers = harbingers.slice(0, n);
    for (const list of [st.imps, st.megaBosses, harbingers, st.harbingersAside])
      for (const i of list) used[i] = 1;
  }
  // Random Panic takes base tokens out unseen; every other token left out is known to all.
  const randomOut = o.randomMonsters > 0 && wt && !o.monsterShortage;
  for (let i = 0; i < TOKENS.length; i++)
    if (!used[i]) (randomOut && TOKENS[i].set === 'base' ? st.tokensAside : st.tokensOut).push(i);

  // Starting monsters, one in each Archer space: base 3 Goblins, 2 Orcs, 1 Troll; the expansion draws ordinary monsters.
  let start: number[];
  if (!wt)
    start = random.shuffle(rng, [
      ...takeIds(bag, 'goblin', 3),
      ...takeIds(bag, 'orc', 2),
      ...takeIds(bag, 'troll', 1),
    ]);
  else {
    start = [];
    const ordinary = bag.filter((i) => TOKENS[i].kind === 'monster' || TOKENS[i].kind === 'special');
    while (start.length < 6 && ordinary.length > 0) {
      const i = random.int(rng, ordinary.length);
      start.push(ordinary[i]);
      bag.splice(bag.indexOf(ordinary[i]), 1);
      ordinary.splice(i, 1);
    }
  }
  start.forEach((id, arc) => {
    const t = TOKENS[id];
    st.monsters.push({ id, key: t.key, hp: t.hp ?? 1, maxHp: t.hp ?? 1, arc, ring: ARCHER, flames: 0 });
  });
  // The Overlord chooses the Mega Bosses: the Harbingers then wait with the others until chosen.
  if (o.overlord && wt) st.harbingersAside.push(...harbingers);
  else bag.push(...harbingers);
  st.bag = bag;
  if (wt) {
    st.wizardTower = random.die(rng) - 1;
    st.towers[st.wizardTower] = 2;
  }
  const size = handSize(st.players);
  if (o.mansHome) st.tasks.unshift({ kind: 'ownTower', seat: 0 });
  if (o.overlord)
    st.tasks.unshift(
      wt
        ? {
            kind: 'ovMegas',
            left: harbingers.length,
            from: o.monsterShortage ? SHORTAGE_HARBINGERS : HARBINGERS,
          }
        : { kind: 'ovDraw' },
    );
  for (let p = 0; p < st.players; p++)
    for (let i = 0; i < size && st.castleDeck.length; i++) st.hands[p].push(st.castleDeck.pop()!);
  advance(st, quiet);
  return st;
}
