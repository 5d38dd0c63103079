import { type AnyGame, act, canonicalJson, createMatch, type Match, stateHash } from '@questbox/engine';
import { replayedDigest } from './digest';
import type { Ack, ClientRecord, Sighting } from './record';

/** A match as the store holds it at the end of a campaign, each action with its version. */
export interface StoredMatch {
  id: string;
  game: string;
  options: unknown;
  seed: string;
  seats: number;
  status: string;
  result: unknown;
  version: number;
  undos: number;
  actions: { version: number; seat: number; action: unknown }[];
}

export type ViolationKind =
  | 'missing-match'
  | 'gap'
  | 'lost'
  | 'duplicated'
  | 'diverged'
  | 'not-reproduced'
  | 'replay-refused'
  | 'unfinished'
  | 'result-mismatch'
  | 'refused';

export interface Violation {
  kind: ViolationKind;
  match: string;
  detail: string;
}

export interface CheckReport {
  matches: number;
  storedActions: number;
  acks: number;
  /** Acks of actions sent again after their server died before answering. */
  resentAcks: number;
  sightings: number;
  /** Each match's state hash after replaying its stored log. */
  hashes: Record<string, string>;
  violations: Violation[];
}

/**
 * Holds what the clients saw against the store: every acknowledged action is stored exactly once,
 * at the version it was acknowledged at; every opened match is stored, finished, and replays from
 * its log to its stored result; every state a seat was shown at a version is the one the replay
 * shows it there, and no seat was shown two states at one version; no legal option was refused.
 */
export function check(
  opened: string[],
  stored: StoredMatch[],
  clients: ClientRecord,
  games: (id: string) => AnyGame | undefined,
): CheckReport {
  const violations: Violation[] = [];
  const flag = (kind: ViolationKind, match: string, detail: string) =>
    violations.push({ kind, match, detail });
  const byId = new Map(stored.map((m) => [m.id, m]));
  for (const id of opened)
    if (!byId.has(id)) flag('missing-match', id, 'an opened match is not in the store');

  checkAcks(clients.acks, byId, flag);
  const sightings = groupBy(clients.sightings, (s) => s.match);
  const hashes: Record<string, string> = {};
  for (const m of stored) {
    const game = games(m.game);
    if (!game) {
      flag('replay-refused', m.id, `the store names a game "${m.game}" that is not registered`);
      continue;
    }
    const replayed = replay(game, m, sightings.get(m.id) ?? [], flag);
    if (replayed) hashes[m.id] = stateHash(replayed.state);
  }
  for (const r of clients.refusals)
    flag(
      'refused',
      r.match,
      `seat ${r.seat} at ${r.history} was refused a listed option: ${r.code}: ${r.message}`,
    );
  return {
    matches: stored.length,
    storedActions: stored.reduce((n, m) => n + m.actions.length, 0),
    acks: clients.acks.length,
    resentAcks: clients.acks.filter((a) => a.resent).length,
    sightings: clients.sightings.length,
    hashes,
    violations,
  };
}

type Flag = (kind: ViolationKind, match: string, detail: string) => void;

function checkAcks(acks: Ack[], byId: Map<string, StoredMatch>, flag: Flag): void {
  const ids = new Set<string>();
  const versions = new Set<string>();
  for (const a of acks) {
    if (ids.has(a.id)) flag('duplicated', a.match, `act ${a.id} was acknowledged twice`);
    ids.add(a.id);
    const at = `${a.match} ${a.version}`;
    if (versions.has(at))
      flag('duplicated', a.match, `two actions were acknowledged at version ${a.version}`);
    versions.add(at);
    const m = byId.get(a.match);
    const s = m?.actions[a.version - 1];
    if (!m || !s || s.version !== a.version)
      flag(
        'lost',
        a.match,
        `act ${a.id} of seat ${a.seat}, acknowledged at version ${a.version}, is not stored`,
      );
    else if (s.seat !== a.seat || canonicalJson(s.action) !== canonicalJson(a.action))
      flag(
        'lost',
        a.match,
        `act ${a.id} was acknowledged at version ${a.version}, another action is stored there`,
      );
  }
}

/** Replays a stored match, checking each version against what its seats were shown; null if it fails. */
function replay(game: AnyGame, m: StoredMatch, seen: Sighting[], flag: Flag): Match | null {
  m.actions.forEach((a, i) => {
    if (a.version !== i + 1) flag('gap', m.id, `the stored action number ${i + 1} has version ${a.version}`);
  });
  if (m.version !== m.actions.length)
    flag('gap', m.id, `the match says version ${m.version}, ${m.actions.length} actions are stored`);
  const atVersion = new Map<number, Sighting[]>();
  for (const s of seen) {
    if (s.digests.length > 1)
      flag('diverged', m.id, `seat ${s.seat} was shown ${s.digests.length} different states at ${s.history}`);
    const [version, undos] = s.history.split('.').map(Number);
    if (undos !== m.undos)
      flag(
        'not-reproduced',
        m.id,
        `seat ${s.seat} was shown ${s.history}, a history the store does not have`,
      );
    else if (version > m.actions.length)
      flag(
        'lost',
        m.id,
        `seat ${s.seat} was shown version ${version}, the store ends at ${m.actions.length}`,
      );
    else push(atVersion, version, s);
  }
  const match = createMatch(game, { options: m.options, seats: m.seats, seed: m.seed });
  const compare = () => {
    for (const s of atVersion.get(match.log.length) ?? []) {
      if (!s.digests.includes(replayedDigest(game, match, m.seats, s.seat)))
        flag('not-reproduced', m.id, `the replay shows seat ${s.seat} another state at ${s.history}`);
    }
  };
  compare();
  for (const a of m.actions) {
    try {
      act(game, match, a.seat, a.action);
    } catch (e) {
      flag(
        'replay-refused',
        m.id,
        `stored action ${a.version} is refused: ${e instanceof Error ? e.message : e}`,
      );
      return null;
    }
    compare();
  }
  const result = game.result(match.state);
  if (!result || m.status !== 'finished')
    flag('unfinished', m.id, `the match did not reach its end (status ${m.status}, version ${m.version})`);
  else if (canonicalJson(result) !== canonicalJson(m.result))
    flag('result-mismatch', m.id, 'the replay reaches another result than the stored one');
  return match;
}

function groupBy<T>(items: T[], key: (item: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const item of items) push(out, key(item), item);
  return out;
}

function push<K, T>(map: Map<K, T[]>, key: K, item: T): void {
  const list = map.get(key);
  if (list) list.push(item);
  else map.set(key, [item]);
}
