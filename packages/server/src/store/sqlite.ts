import { Worker } from 'node:worker_threads';
import {
  type ActionRow,
  actionFromRow,
  type MatchRow,
  matchFromRow,
  type SeatRow,
  schemaSql,
  seatsByMatch,
} from './rows';
import type { MatchRecord, Store } from './types';

type Reply = { id: number; value?: unknown; error?: string };

/**
 * The embedded store: one SQLite file in WAL mode with `synchronous = FULL`, so a committed action
 * survives `kill -9` and power loss. The database lives in a writer thread, so an fsync never
 * stalls the server; each promise resolves once its write is committed.
 */
export async function openSqliteStore(path: string): Promise<Store> {
  const worker = new Worker(new URL('./sqlite-worker.js', import.meta.url), {
    workerData: { path, schema: schemaSql },
  });
  const waiting = new Map<number, { resolve(v: unknown): void; reject(e: Error): void }>();
  let nextId = 1;
  let failed: Error | null = null;
  const ready = new Promise<void>((resolve, reject) => {
    waiting.set(0, { resolve: () => resolve(), reject });
  });
  const settle = (reply: Reply) => {
    const w = waiting.get(reply.id);
    if (!w) return;
    waiting.delete(reply.id);
    if (reply.error !== undefined) w.reject(new Error(`SQLite: ${reply.error}`));
    else w.resolve(reply.value);
  };
  worker.on('message', (message: Reply | { replies: Reply[] }) => {
    if ('replies' in message) for (const reply of message.replies) settle(reply);
    else settle(message);
  });
  const failAll = (e: Error) => {
    failed = e;
    for (const w of waiting.values()) w.reject(e);
    waiting.clear();
  };
  worker.on('error', (e) => failAll(e));
  worker.on('exit', (code) => failAll(new Error(`the SQLite thread stopped (${code})`)));
  await ready;

  const call = <T>(op: string, args?: unknown): Promise<T> => {
    if (failed) return Promise.reject(failed);
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      waiting.set(id, { resolve: resolve as (v: unknown) => void, reject });
      worker.postMessage({ id, op, args });
    });
  };
  // Appends made in one turn of the event loop cross to the writer thread as one message.
  let appends: { id: number; args: unknown }[] = [];
  const sendAppends = () => {
    const batch = appends;
    appends = [];
    if (!failed) worker.postMessage({ id: 0, op: 'append', args: batch });
  };
  const append = (args: unknown): Promise<boolean> => {
    if (failed) return Promise.reject(failed);
    const id = nextId++;
    return new Promise<boolean>((resolve, reject) => {
      waiting.set(id, { resolve: resolve as (v: unknown) => void, reject });
      if (appends.length === 0) setImmediate(sendAppends);
      appends.push({ id, args });
    });
  };

  return {
    async createMatch(m: MatchRecord) {
      await call('create', {
        id: m.id,
        game: m.game,
        options: JSON.stringify(m.options),
        seed: m.seed,
        seeded: m.seeded,
        awayMinutes: m.awayMinutes,
        createdAt: m.createdAt,
        status: m.status,
        version: m.version,
        seats: m.seats.map((s, seat) => ({
          seat,
          kind: s.kind,
          bot: s.bot ?? null,
          tokenHash: s.tokenHash ?? null,
          name: s.name ?? null,
        })),
      });
    },
    claimSeat: (id, seat, hash, name) => call<boolean>('claim', { id, seat, hash, name }),
    appendAction: (id, expected, action, after) =>
      append({
        id,
        version: expected.version,
        undos: expected.undos,
        seat: action.seat,
        action: JSON.stringify(action.action),
        byBot: action.byBot === true,
        status: after.status,
        result: after.result ? JSON.stringify(after.result) : null,
      }),
    undoLastAction: (id, expected, after) => {
      // Appends still gathering in this turn go first: writes reach the thread in order.
      if (appends.length) sendAppends();
      return call<boolean>('undo', {
        id,
        version: expected.version,
        undos: expected.undos,
        status: after.status,
        result: after.result ? JSON.stringify(after.result) : null,
      });
    },
    async loadMatch(id) {
      const got = await call<{
        row: MatchRow;
        seats: SeatRow[];
        actions: ActionRow[];
      } | null>('load', { id });
      if (!got) return null;
      return {
        match: matchFromRow(got.row, seatsByMatch(got.seats).get(id) ?? []),
        actions: got.actions.map(actionFromRow),
      };
    },
    async actionsSince(id, version) {
      const got = await call<{ undos: number; actions: ActionRow[] }>('since', {
        id,
        version,
      });
      return { undos: got.undos, actions: got.actions.map(actionFromRow) };
    },
    async listMatches(filter) {
      const { rows, seats } = await call<{ rows: MatchRow[]; seats: SeatRow[] }>('list', filter);
      const bySeat = seatsByMatch(seats);
      return rows.map((r) => matchFromRow(r, bySeat.get(r.id) ?? []));
    },
    holdBotTurns: async () => 0,
    unfinishedIds: () => call<string[]>('unfinished'),
    onRemoteChange() {},
    async close() {
      if (appends.length) sendAppends();
      if (!failed) await call('close').catch(() => undefined);
      await worker.terminate();
    },
  };
}
