/** A board's spots and the ways between them, from data. */
export interface GraphData {
  spots: { id: string; region?: string }[];
  /** Ways between two spots: both ways unless `oneWay` (a river flows from `a` to `b`). */
  edges: { a: string; b: string; oneWay?: boolean }[];
}

/**
 * A board graph built once from data: spots by index, the ways out of each, regions, and the
 * distance from every spot to every other (breadth-first, so boards of a few hundred spots).
 */
export interface Graph {
  ids: string[];
  index: Record<string, number>;
  /** Spots reachable in one step from each spot, by index. */
  out: number[][];
  region: (string | undefined)[];
  /** dist[a][b] in steps along the ways (Infinity where b cannot be reached from a). */
  dist: number[][];
}

export function buildGraph(data: GraphData): Graph {
  const ids = data.spots.map((s) => s.id);
  const index: Record<string, number> = {};
  ids.forEach((id, i) => {
    if (id in index) throw new Error(`The spot "${id}" is listed twice.`);
    index[id] = i;
  });
  const out: number[][] = ids.map(() => []);
  for (const e of data.edges) {
    const a = index[e.a];
    const b = index[e.b];
    if (a === undefined || b === undefined)
      throw new Error(`The way ${e.a}–${e.b} joins a spot that is not on the board.`);
    if (!out[a].includes(b)) out[a].push(b);
    if (!e.oneWay && !out[b].includes(a)) out[b].push(a);
  }
  const graph: Graph = { ids, index, out, region: data.spots.map((s) => s.region), dist: [] };
  graph.dist = ids.map((_, from) => distancesFrom(graph, from));
  return graph;
}

/** Steps from `from` to every spot, avoiding `blocked` spots (which can be reached but not passed). */
export function distancesFrom(graph: Graph, from: number, blocked?: (spot: number) => boolean): number[] {
  const d = new Array<number>(graph.ids.length).fill(Number.POSITIVE_INFINITY);
  d[from] = 0;
  const queue = [from];
  for (let q = 0; q < queue.length; q++) {
    const at = queue[q];
    if (at !== from && blocked?.(at)) continue;
    for (const n of graph.out[at]) {
      if (d[n] === Number.POSITIVE_INFINITY) {
        d[n] = d[at] + 1;
        queue.push(n);
      }
    }
  }
  return d;
}

/** Steps from spot `a` to spot `b` by id. */
export function distance(graph: Graph, a: string, b: string): number {
  return graph.dist[graph.index[a]][graph.index[b]];
}

/**
 * Spots within `steps` of `from` (not `from` itself), by id. A `blocked` spot can be entered
 * but not passed through (another pawn, a barrier); `enter` false keeps it out of the list too.
 */
export function reachable(
  graph: Graph,
  from: string,
  steps: number,
  blocked?: (spot: string) => boolean,
  enterBlocked = true,
): string[] {
  const d = distancesFrom(graph, graph.index[from], blocked && ((i) => blocked(graph.ids[i])));
  const out: string[] = [];
  d.forEach((n, i) => {
    if (n > 0 && n <= steps && (enterBlocked || !blocked?.(graph.ids[i]))) out.push(graph.ids[i]);
  });
  return out;
}

/** One shortest path from `a` to `b` as spot ids, both ends included, or null when there is none. */
export function path(graph: Graph, a: string, b: string): string[] | null {
  const from = graph.index[a];
  const to = graph.index[b];
  if (graph.dist[from][to] === Number.POSITIVE_INFINITY) return null;
  const steps = [a];
  let at = from;
  while (at !== to) {
    at = graph.out[at].find((n) => graph.dist[n][to] === graph.dist[at][to] - 1)!;
    steps.push(graph.ids[at]);
  }
  return steps;
}

/** The spots one step on from `spot`: more than one is a fork. */
export function next(graph: Graph, spot: string): string[] {
  return graph.out[graph.index[spot]].map((i) => graph.ids[i]);
}

/** The spots of a region, by id. */
export function regionSpots(graph: Graph, region: string): string[] {
  return graph.ids.filter((_, i) => graph.region[i] === region);
}
