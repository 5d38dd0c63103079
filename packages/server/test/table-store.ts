import { expect } from 'vitest';
import type { MatchRecord, Store } from '../src/store/types';

/** A race match record as a store takes it: two free human seats, a 30 s turn timer. */
export function tableRecord(id: string, at: string, status: MatchRecord['status'] = 'waiting'): MatchRecord {
  return {
    id,
    game: 'race',
    options: {},
    seed: id,
    seeded: true,
    seats: [
      { kind: 'human', tokenHash: null },
      { kind: 'bot', bot: 'greedy' },
    ],
    awayMinutes: null,
    turnSeconds: 30,
    createdAt: at,
    updatedAt: at,
    status,
    result: null,
    version: 0,
    undos: 0,
    rematch: null,
  };
}

/**
 * What the table's features ask of a store, the same for SQLite and PostgreSQL: the turn timer and
 * the time of the last change kept, time-outs marked, chat lines numbered and kept, one rematch
 * per match, idle matches left out of the list. `prefix` keeps the match ids of each run apart.
 */
export async function checkTableStore(store: Store, prefix: string): Promise<void> {
  const id = `${prefix}_table`;
  const made = '2026-01-01T00:00:00.000Z';
  await store.createMatch(tableRecord(id, made));
  let loaded = await store.loadMatch(id);
  expect(loaded?.match).toMatchObject({ turnSeconds: 30, updatedAt: made, rematch: null });

  // A claim and an action move the time of the last change; a time-out is stored as such.
  expect(await store.claimSeat(id, 0, 'a'.repeat(64), 'Ada', '2026-01-01T00:01:00.000Z')).toBe(true);
  expect((await store.loadMatch(id))?.match.updatedAt).toBe('2026-01-01T00:01:00.000Z');
  const after = { status: 'running' as const, result: null, at: '2026-01-01T00:02:00.000Z' };
  const timedOut = { seat: 0, action: { type: 'roll' }, byBot: true as const, timedOut: true as const };
  expect(await store.appendAction(id, { version: 0, undos: 0 }, timedOut, after)).toBe(true);
  const bot = { seat: 1, action: { type: 'roll' }, byBot: true as const };
  expect(await store.appendAction(id, { version: 1, undos: 0 }, bot, { ...after, at: undefined })).toBe(true);
  loaded = await store.loadMatch(id);
  expect(loaded?.actions).toEqual([timedOut, bot]);
  expect(Date.parse(loaded!.match.updatedAt)).toBeGreaterThan(Date.parse(after.at));

  // Chat lines are numbered in order; the last few are read back oldest first.
  for (const text of ['one', 'two', 'three'])
    await store.addChat(id, { seat: 0, name: 'Ada', text, at: made });
  expect((await store.chatSince(id, 0, 2)).map((l) => [l.n, l.text])).toEqual([
    [2, 'two'],
    [3, 'three'],
  ]);
  expect(await store.chatSince(id, 1, 100)).toEqual([
    { n: 2, seat: 0, name: 'Ada', text: 'two', at: made },
    { n: 3, seat: 0, name: 'Ada', text: 'three', at: made },
  ]);
  expect(await store.chatSince(`${prefix}_nothing`, 0, 100)).toEqual([]);

  // The first rematch recorded stands.
  expect(await store.setRematch(id, `${prefix}_second`)).toBe(`${prefix}_second`);
  expect(await store.setRematch(id, `${prefix}_third`)).toBe(`${prefix}_second`);
  expect((await store.loadMatch(id))?.match.rematch).toBe(`${prefix}_second`);

  // The list leaves out unfinished matches unchanged since the cut, and keeps finished ones.
  const old = '2020-01-01T00:00:00.000Z';
  await store.createMatch(tableRecord(`${prefix}_idle`, old));
  await store.createMatch(tableRecord(`${prefix}_over`, old, 'finished'));
  const listed = (await store.listMatches({ limit: 1000, changedSince: '2025-01-01T00:00:00.000Z' })).map(
    (m) => m.id,
  );
  expect(listed).toContain(id);
  expect(listed).toContain(`${prefix}_over`);
  expect(listed).not.toContain(`${prefix}_idle`);
  expect((await store.listMatches({ limit: 1000 })).map((m) => m.id)).toContain(`${prefix}_idle`);
}
