import { digestOf } from './digest';

/** An action a client saw acknowledged: the server said it is stored at `version`. */
export interface Ack {
  match: string;
  seat: number;
  /** The act's id, unique in the campaign. */
  id: string;
  version: number;
  action: unknown;
  /** True when the client sent it again after its server died before answering. */
  resent: boolean;
}

/** The digests one seat was shown at one history of a match: more than one is a divergence. */
export interface Sighting {
  match: string;
  seat: number;
  history: string;
  digests: string[];
}

/** A legal option a client took from its latest update that the server refused other than as `stale`. */
export interface Refusal {
  match: string;
  seat: number;
  history: string;
  code: string;
  message: string;
}

/** Everything the clients saw, to hold against the store at the end. */
export interface ClientRecord {
  acks: Ack[];
  sightings: Sighting[];
  refusals: Refusal[];
}

/** Collects what the clients of a campaign see, as they see it. */
export class Ledger {
  readonly acks: Ack[] = [];
  readonly refusals: Refusal[] = [];
  private readonly seen = new Map<string, Sighting>();
  updates = 0;

  /** Notes what a seat was shown; updates of a match still waiting for players show no state yet. */
  saw(update: {
    match: string;
    seat: number;
    history: string;
    status: string;
    view: unknown;
    legal: { action: unknown; text: string }[];
    result: unknown;
  }): void {
    this.updates++;
    if (update.status === 'waiting') return;
    const key = `${update.match} ${update.seat} ${update.history}`;
    let sighting = this.seen.get(key);
    if (!sighting) {
      sighting = { match: update.match, seat: update.seat, history: update.history, digests: [] };
      this.seen.set(key, sighting);
    }
    const digest = digestOf(update);
    if (!sighting.digests.includes(digest)) sighting.digests.push(digest);
  }

  record(): ClientRecord {
    return { acks: this.acks, sightings: [...this.seen.values()], refusals: this.refusals };
  }
}
