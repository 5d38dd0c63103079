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

  constructor(dbPath: string) {
    this.db = new Database(dbPath, { readonly: true });
    this.match = this.db.prepare('SELECT options, seed, undos FROM matches WHERE id = ?');
    this.seats = this.db.prepare('SELECT COUNT(*) AS n FROM seats WHERE match_id = ?');
    this.actions = this.db.prepare('SELECT seat, action FROM actions WHERE match_id = ? ORDER BY version');
    this.action = this.db.prepare('SELECT seat, action FROM actions WHERE match_id = ? AND version = ?');
  }

  /** The match as stored now; `undone` are the actions its clients saw taken back (`actionAt`). */
  read(id: string, undone: Authority['undone'] = []): Authority {
    const m = this.match.get(id) as { options: string; seed: string; undos: number } | undefined;
    if (!m) throw new Error(`The store has no match ${id}.`);
    const { n } = this.seats.get(id) as { n: number };
    const actions = (this.actions.all(id) as { seat: number; action: string }[]).map(parsed);
    return {
      id,
      options: JSON.parse(m.options),
      seats: Number(n),
      seed: m.seed,
      actions,
      undos: Number(m.undos),
      undone,
    };
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
