import Database from 'better-sqlite3';
import type { Authority } from './scan';

/**
 * Reads matches straight from the server's SQLite file (not through the server's code): its setup
 * and its stored actions are the authority the scanner replays.
 */
export class StoredMatches {
  private readonly db: Database.Database;
  private readonly match: Database.Statement;
  private readonly seats: Database.Statement;
  private readonly actions: Database.Statement;

  constructor(dbPath: string) {
    this.db = new Database(dbPath, { readonly: true });
    this.match = this.db.prepare('SELECT options, seed FROM matches WHERE id = ?');
    this.seats = this.db.prepare('SELECT COUNT(*) AS n FROM seats WHERE match_id = ?');
    this.actions = this.db.prepare('SELECT seat, action FROM actions WHERE match_id = ? ORDER BY version');
  }

  read(id: string): Authority {
    const m = this.match.get(id) as { options: string; seed: string } | undefined;
    if (!m) throw new Error(`The store has no match ${id}.`);
    const { n } = this.seats.get(id) as { n: number };
    const actions = (this.actions.all(id) as { seat: number; action: string }[]).map((a) => ({
      seat: Number(a.seat),
      action: JSON.parse(a.action),
    }));
    return { id, options: JSON.parse(m.options), seats: Number(n), seed: m.seed, actions };
  }

  close(): void {
    this.db.close();
  }
}
