import { matchHash } from '../route';
import { JoinLinks } from './JoinLinks';

/** A match just created, with the seats its friends join by link. */
export interface Created {
  matchId: string;
  friendSeats: number[];
}

/** After creating a match with friends' seats: the links to send them, then the way to the table. */
export function CreatedMatch({ created }: { created: Created }) {
  return (
    <section className="panel" aria-labelledby="created">
      <h1 id="created">Match created</h1>
      <p>Send each friend the link of their seat. The game starts when every seat is taken.</p>
      <JoinLinks matchId={created.matchId} seats={created.friendSeats} />
      <a className="button primary" href={matchHash(created.matchId)}>
        Go to the table
      </a>
    </section>
  );
}
