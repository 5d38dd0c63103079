// The SQLite writer thread (plain JavaScript: worker threads load it without the TypeScript loader).
// Every write commits with an fsync (WAL, synchronous = FULL); doing it here keeps the server's
// event loop free meanwhile. Appends that queue up during one commit go into the next one together.
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';

const db = new Database(workerData.path);
db.pragma('journal_mode = WAL');
db.pragma('synchronous = FULL');
db.pragma('busy_timeout = 5000');
db.exec(workerData.schema);
// Databases made before a column was added get it (SQLite has no ADD COLUMN IF NOT EXISTS).
const columns = db.pragma('table_info(matches)').map((c) => c.name);
for (const [name, type] of workerData.addedColumns)
  if (!columns.includes(name)) db.exec(`ALTER TABLE matches ADD COLUMN ${name} ${type}`);
if (!db.pragma('table_info(actions)').some((c) => c.name === 'by_bot'))
  db.exec('ALTER TABLE actions ADD COLUMN by_bot INTEGER NOT NULL DEFAULT 0');

const sql = {
  insertMatch: db.prepare(
    'INSERT INTO matches (id, game, options, seed, seeded, away_minutes, created_at, status, result, version, turn_seconds, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, NULL, ?, ?, ?)',
  ),
  insertSeat: db.prepare(
    'INSERT INTO seats (match_id, seat, kind, bot, token_hash, name) VALUES (?, ?, ?, ?, ?, ?)',
  ),
  claim: db.prepare(
    "UPDATE seats SET token_hash = ?, name = ? WHERE match_id = ? AND seat = ? AND kind = 'human' AND token_hash IS NULL",
  ),
  startIfFull: db.prepare(
    "UPDATE matches SET status = 'running' WHERE id = ? AND status = 'waiting' AND NOT EXISTS (SELECT 1 FROM seats WHERE match_id = ? AND kind = 'human' AND token_hash IS NULL)",
  ),
  touch: db.prepare('UPDATE matches SET updated_at = ? WHERE id = ?'),
  bumpVersion: db.prepare(
    'UPDATE matches SET version = version + 1, status = ?, result = ?, updated_at = ? WHERE id = ? AND version = ? AND undos = ?',
  ),
  dropVersion: db.prepare(
    'UPDATE matches SET version = version - 1, undos = undos + 1, status = ?, result = ?, updated_at = ? WHERE id = ? AND version = ? AND undos = ? AND version > 0',
  ),
  deleteAction: db.prepare('DELETE FROM actions WHERE match_id = ? AND version = ?'),
  undos: db.prepare('SELECT undos FROM matches WHERE id = ?'),
  insertAction: db.prepare(
    'INSERT INTO actions (match_id, version, seat, action, by_bot) VALUES (?, ?, ?, ?, ?)',
  ),
  match: db.prepare('SELECT * FROM matches WHERE id = ?'),
  seats: db.prepare('SELECT * FROM seats WHERE match_id = ?'),
  actions: db.prepare(
    'SELECT seat, action, by_bot FROM actions WHERE match_id = ? AND version > ? ORDER BY version',
  ),
  unfinished: db.prepare("SELECT id FROM matches WHERE status != 'finished' ORDER BY created_at"),
  addChat: db.prepare(
    'INSERT INTO chat (match_id, n, seat, name, text, at) SELECT ?, COALESCE(MAX(n), 0) + 1, ?, ?, ?, ? FROM chat WHERE match_id = ? RETURNING n',
  ),
  chatSince: db.prepare(
    'SELECT n, seat, name, text, at FROM chat WHERE match_id = ? AND n > ? ORDER BY n DESC LIMIT ?',
  ),
  setRematch: db.prepare('UPDATE matches SET rematch_id = ? WHERE id = ? AND rematch_id IS NULL'),
  rematch: db.prepare('SELECT rematch_id FROM matches WHERE id = ?'),
};

const create = db.transaction((m) => {
  sql.insertMatch.run(
    m.id,
    m.game,
    m.options,
    m.seed,
    m.seeded ? 1 : 0,
    m.awayMinutes,
    m.createdAt,
    m.status,
    m.version,
    m.turnSeconds,
    m.updatedAt,
  );
  for (const s of m.seats) sql.insertSeat.run(m.id, s.seat, s.kind, s.bot, s.tokenHash, s.name);
  return true;
});

const claim = db.transaction((id, seat, hash, name, at) => {
  if (sql.claim.run(hash, name, id, seat).changes !== 1) return false;
  sql.startIfFull.run(id, id);
  sql.touch.run(at, id);
  return true;
});

const appendOne = (a) => {
  if (sql.bumpVersion.run(a.status, a.result, a.at, a.id, a.version, a.undos).changes !== 1) return false;
  sql.insertAction.run(a.id, a.version + 1, a.seat, a.action, a.by);
  return true;
};
const appendAll = db.transaction((writes) => writes.map((w) => appendOne(w.args)));

// Takes back the last action: the version drops by one and the undo count grows, in one commit.
const undoLast = db.transaction((u) => {
  if (sql.dropVersion.run(u.status, u.result, u.at, u.id, u.version, u.undos).changes !== 1) return false;
  sql.deleteAction.run(u.id, u.version);
  return true;
});
const setRematch = db.transaction((id, rematch) => {
  sql.setRematch.run(rematch, id);
  return sql.rematch.get(id)?.rematch_id ?? rematch;
});

function list({ status, game, changedSince, limit }) {
  const where = [];
  const args = [];
  if (status) where.push('status = ?') && args.push(status);
  if (game) where.push('game = ?') && args.push(game);
  if (changedSince)
    where.push("(status = 'finished' OR COALESCE(updated_at, created_at) >= ?)") && args.push(changedSince);
  const rows = db
    .prepare(
      `SELECT * FROM matches ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY created_at DESC, id LIMIT ?`,
    )
    .all(...args, limit);
  const seats = rows.length
    ? db
        .prepare(`SELECT * FROM seats WHERE match_id IN (${rows.map(() => '?').join(',')})`)
        .all(...rows.map((r) => r.id))
    : [];
  return { rows, seats };
}

const ops = {
  create: (m) => create(m),
  claim: ({ id, seat, hash, name, at }) => claim(id, seat, hash, name, at),
  load: ({ id }) => {
    const row = sql.match.get(id);
    return row ? { row, seats: sql.seats.all(id), actions: sql.actions.all(id, 0) } : null;
  },
  since: ({ id, version }) => ({
    undos: sql.undos.get(id)?.undos ?? 0,
    actions: sql.actions.all(id, version),
  }),
  undo: (u) => {
    // Appends queued before this undo are committed first, so writes keep their order.
    if (appends.length) flushAppends();
    return undoLast(u);
  },
  list,
  unfinished: () => sql.unfinished.all().map((r) => r.id),
  addChat: (c) => sql.addChat.get(c.id, c.seat, c.name, c.text, c.at, c.id).n,
  chatSince: ({ id, n, limit }) => sql.chatSince.all(id, n, limit).reverse(),
  setRematch: ({ id, rematch }) => setRematch(id, rematch),
};

let appends = [];
function flushAppends() {
  const writes = appends;
  appends = [];
  try {
    const results = appendAll(writes);
    parentPort.postMessage({ replies: writes.map((w, i) => ({ id: w.id, value: results[i] })) });
  } catch (e) {
    const error = String(e?.message ?? e);
    parentPort.postMessage({ replies: writes.map((w) => ({ id: w.id, error })) });
  }
}

parentPort.on('message', ({ id, op, args }) => {
  if (op === 'append') {
    // `args` is a batch: every append the server made in one turn of its event loop.
    if (appends.length === 0) setImmediate(flushAppends);
    appends.push(...args);
    return;
  }
  if (op === 'close') {
    if (appends.length) flushAppends();
    db.close();
    parentPort.postMessage({ id, value: true });
    return;
  }
  try {
    parentPort.postMessage({ id, value: ops[op](args) });
  } catch (e) {
    parentPort.postMessage({ id, error: String(e?.message ?? e) });
  }
});
parentPort.postMessage({ id: 0, value: 'ready' });
