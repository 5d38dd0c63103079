import { graph } from '@questbox/engine';
import { PACK } from './data';

/**
 * The board from `data/board.json`, as three graphs built by the kit:
 * - `walk`: the ways characters step (every adjacency but the red-crack barriers);
 * - `near`: adjacency for every other effect (barriers count as adjacent);
 * - `river`: the Athena's one-way course from the start to the dock.
 */
const data = PACK['board.json'];
export const BOARD = data;
export const SPACES = data.spaces;
export const SPACE = Object.fromEntries(data.spaces.map((s) => [s.id, s]));

const key = (a: string, b: string) => (a < b ? `${a}|${b}` : `${b}|${a}`);
const barrier = new Set(data.barriers.map(([a, b]) => key(a, b)));
const spots = data.spaces.map((s) => ({ id: s.id, region: s.kind }));

export const near = graph.buildGraph({ spots, edges: data.adjacency.map(([a, b]) => ({ a, b })) });
export const walk = graph.buildGraph({
  spots,
  edges: data.adjacency.filter(([a, b]) => !barrier.has(key(a, b))).map(([a, b]) => ({ a, b })),
});
export const river = graph.buildGraph({
  spots,
  edges: data.spaces.flatMap((s) => (s.next ?? []).map((b) => ({ a: s.id, b, oneWay: true }))),
});

export const isBarrier = (a: string, b: string) => barrier.has(key(a, b));
/** Land spaces: beaches, forests (islands included) and the Monkey camps. */
export const LAND = data.spaces.filter((s) => s.kind !== 'river' && s.kind !== 'dock').map((s) => s.id);
export const BEACHES = data.spaces.filter((s) => s.kind === 'beach').map((s) => s.id);
export const FORESTS = data.spaces.filter((s) => s.kind === 'forest').map((s) => s.id);
export const DANGER_SPACES = data.spaces.filter((s) => s.role === 'danger').map((s) => s.id);
export const isRiver = (s: string) => SPACE[s].kind === 'river';
export const isLand = (s: string) => s in SPACE && SPACE[s].kind !== 'river' && SPACE[s].kind !== 'dock';

/** Spaces next to `s` for effects (barriers included). */
export function neighbours(s: string): string[] {
  return graph.next(near, s);
}
/** The next river spaces of the Athena's course: two at a fork. */
export function downstream(s: string): string[] {
  return graph.next(river, s);
}
/** Where a black arrow leads from `s`, or null. */
export function arrowFrom(s: string): string | null {
  return data.arrows.find(([a]) => a === s)?.[1] ?? null;
}
export const CAMPS = data.camps;

/**
 * Where a character standing on `from` may end a move of up to `steps` spaces: land spaces (no
 * river space but `athena`, which means boarding), never across a barrier nor into or through a
 * `blocked` space (a Stone Pinnacle).
 */
export function moveTargets(
  from: string,
  steps: number,
  athena: string,
  blocked: (s: string) => boolean,
): string[] {
  return graph
    .reachable(walk, from, steps, blocked, false)
    .filter((s) => s !== from && (isLand(s) || s === athena));
}
/** Steps between two spaces for a walker (river spaces count as steps). */
export function walkDistance(a: string, b: string): number {
  return graph.distance(walk, a, b);
}

const BANKS: Record<string, string> = { W: 'West', E: 'East' };

/** A space as a player calls it: "West Beach 3", "Island 1", "River 7", "West Monkey camp". */
export function spaceName(id: string): string {
  const s = SPACE[id];
  if (!s) return id;
  const number = id.replace(/^\D+/, '');
  if (s.kind === 'dock') return 'the Fort dock';
  if (s.kind === 'camp') return `${BANKS[s.bank ?? ''] ?? ''} Monkey camp`.trim();
  // The last four river spaces (E1 to E4, with the Event symbol) go on from River 13, so no two share a name.
  if (s.kind === 'river') return id.startsWith('E') ? `River ${13 + Number(number)}` : `River ${number}`;
  if (s.island) return `Island ${number}`;
  return `${BANKS[s.bank ?? ''] ?? ''} ${s.kind === 'beach' ? 'Beach' : 'Forest'} ${number}`.trim();
}
