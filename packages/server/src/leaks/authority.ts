import Database from 'better-sqlite3';
import type { Authority, StoredAction } from './scan';

/**
 * Reads matches straight from the server's SQLite file (not through the server's code): its setup,
 * its stored actions and its undo count are the authority the scanner replays.
 */
export class StoredMatches {
  private readonly db: Database.Database;
  private readonly match: Database.Statement;
  private readonly seats: Database.Statement;
  private readonly actions: Database.Statement;
  private readonly action: Database.Statement;
  /** Reads a match in one transaction: a match being played is read as one commit left it. */
  private readonly readNow: (id: string, undone: Authority['undone'], before: Authority | null) => Authority;

  constructor(dbPath: string) {
    this.db = new Database(dbPath, { readonly: true });
    this.match = this.db.prepare('SELECT options, seed, undos FROM matches WHERE id = ?');
    this.seats = this.db.prepare('SELECT COUNT(*) AS n FROM seats WHERE match_id = ?');
    this.actions = this.db.prepare(
      'SELECT seat, action FROM actions WHERE match_id = ? AND version > ? ORDER BY version',
    );
    this.action = this.db.prepare('SELECT seat, action FROM actions WHERE match_id = ? AND version = ?');
    this.readNow = this.db.transaction(
      (id: string, undone: Authority['undone'], before: Authority | null) => {
        const m = this.match.get(id) as { options: string; seed: string; undos: number } | undefined;
        if (!m) throw new Error(`The store has no match ${id}.`);
        const { n } = this.seats.get(id) as { n: number };
        const undos = Number(m.undos);
        // Each undo since the last read deleted the last action then stored: the ones before all of
        // them are still the ones read then, and only the later ones are read again.
        const kept = before ? Math.max(0, before.actions.length - (undos - before.undos)) : 0;
        const later = (this.actions.all(id, kept) as { seat: number; action: string }[]).map(parsed);
        return {
          id,
          options: JSON.parse(m.options),
          seats: Number(n),
          seed: m.seed,
          actions: before ? before.actions.slice(0, kept).concat(later) : later,
          undos,
          undone,
        };
      },
    );
  }

  /**
   * The match as stored now; `undone` are the actions its clients saw taken back (`actionAt`). Given
   * the same match as read `before`, only the actions stored since are read.
   */
  read(id: string, undone: Authority['undone'] = [], before: Authority | null = null): Authority {
    return this.readNow(id, undone, before);
  }

  /**
   * The action stored as the match's `version`th, now: read by a client just before it asks to take
   * that action back, so the scanner can replay the history the undo removes from the store.
   */
  actionAt(id: string, version: number): StoredAction | null {
    const row = this.action.get(id, version) as { seat: number; action: string } | undefined;
    return row ? parsed(row) : null;
  }

  close(): void {
    this.db.close();
  }
}

const parsed = (row: { seat: number; action: string }): StoredAction => ({
  seat: Number(row.seat),
  action: JSON.parse(row.action),
});
