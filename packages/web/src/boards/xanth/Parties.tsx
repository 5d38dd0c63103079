import { ACTOR, cardName, OPTION, type PlayerView, QUEST, REGION, type View } from '@questbox/xanth/face';
import type { LegalChoice, SeatInfo } from '../../protocol';
import { Card } from '../Card';
import { withCopies } from '../copies';
import { seatName } from '../seatName';
import { cardChoices, memberChoices } from './choices';
import { actorFace, handCardFace, optionFace } from './faces';

type Pick = (matches: LegalChoice[], fallback?: unknown) => void;

/** Blood Markers as red drops: a Chair Actor is Xonked Out at his Strength's count. */
export function BloodMarkers({ count, of }: { count: number; of?: number }) {
  return (
    <span
      className="xa-blood"
      title={`${count} Blood Marker${count === 1 ? '' : 's'}${of ? ` of ${of}` : ''}`}
    >
      {Array.from({ length: count }, (_, i) => (
        <span key={`drop-${i.toString()}`} className="xa-drop" />
      ))}
      {count === 0 && <span className="muted">no Blood Markers</span>}
    </span>
  );
}

/** One party: its Chair Actors with Blood Markers, Objects and friends; the Quest; the hand. */
export function PartySheet({
  view,
  player,
  seat,
  seats,
  legal,
  pick,
}: {
  view: View;
  player: number;
  seat: number | null;
  seats: SeatInfo[];
  legal: LegalChoice[];
  pick: Pick;
}) {
  const p: PlayerView = view.players[player];
  const own = player === seat;
  const status = [
    p.at ? `at ${REGION[p.at]?.name ?? p.at}` : 'not yet on the map',
    `${p.questsDone.length} Quest${p.questsDone.length === 1 ? '' : 's'} fulfilled`,
    typeof p.hand === 'number' ? `${p.hand} cards in hand` : '',
    p.lostTurns > 0 ? `loses ${p.lostTurns} turn${p.lostTurns === 1 ? '' : 's'}` : '',
    view.seat === player ? 'on the move' : '',
  ].filter(Boolean);
  return (
    <section
      className={`player-table pawn-border-${player}`}
      aria-label={`${seatName(seats, player)}'s party`}
    >
      <h3>
        {own ? 'Your party' : seatName(seats, player)} <span className="muted">· {status.join(' · ')}</span>
      </h3>
      <div className="cards">
        {p.party.map((m) => {
          const a = ACTOR[m.id];
          const choices = own ? memberChoices(legal, m.id) : [];
          const state = [m.stone ? 'stone' : '', m.mad > 0 ? 'mad' : '', m.cameo ? 'cameo' : ''].filter(
            Boolean,
          );
          return (
            <div key={m.id} className="xa-member">
              <Card
                {...actorFace(m.id, `Chair Actor${state.length ? `, ${state.join(', ')}` : ''}`)}
                legal={choices.length > 0}
                onClick={choices.length ? () => pick(choices) : undefined}
              />
              <BloodMarkers count={m.wounds} of={a?.strength} />
              {m.objects.map((o) => (
                <Card key={o} {...optionFace(o, 'Object')} legal={false} />
              ))}
            </div>
          );
        })}
      </div>
      {p.friends.length > 0 && (
        <p className="muted">Friends: {p.friends.map((f) => OPTION[f]?.name ?? f).join(', ')}</p>
      )}
      <Quest p={p} />
      {own && Array.isArray(p.dealt) && p.dealt.length > 0 && (
        <div className="cards">
          <span className="muted">Dealt to you:</span>
          {p.dealt.map((id) => {
            const choices = memberChoices(legal, id);
            return (
              <Card
                key={id}
                {...actorFace(id, 'Chair Actor, dealt')}
                legal={choices.length > 0}
                onClick={choices.length ? () => pick(choices) : undefined}
              />
            );
          })}
        </div>
      )}
      {own && Array.isArray(p.hand) && (
        <div className="hand">
          <h4>Your hand ({p.hand.length})</h4>
          <div className="cards">
            {withCopies(p.hand, cardName).map(({ item: card, key, copies }) => {
              const choices = cardChoices(legal, card);
              return (
                <Card
                  key={key}
                  {...handCardFace(card)}
                  copies={copies}
                  legal={choices.length > 0}
                  onClick={choices.length ? () => pick(choices) : undefined}
                />
              );
            })}
          </div>
        </div>
      )}
    </section>
  );
}

function Quest({ p }: { p: PlayerView }) {
  const escorts = p.escorts.map(
    (e) => `${ACTOR[e.actor]?.name ?? e.actor}${e.at ? ` (waiting at ${REGION[e.at]?.name ?? e.at})` : ''}`,
  );
  const escorting = escorts.length > 0 && <p className="xa-quest">Escorting {escorts.join(', ')}</p>;
  if (!Array.isArray(p.quest) || !Array.isArray(p.progress)) {
    const hidden = Array.isArray(p.quest) ? p.quest.length : p.quest;
    return (
      <>
        {hidden > 0 && (
          <p className="muted">{hidden === 1 ? 'Quest: face down' : `Quests: ${hidden} face down`}</p>
        )}
        {escorting}
      </>
    );
  }
  if (p.quest.length === 0) return p.needsQuest ? <p>Quest: go to Humfrey's Castle for a new one</p> : null;
  const progress = p.progress;
  return (
    <>
      {p.quest.map((id, i) => {
        const q = QUEST[id];
        const reached = progress[i]?.reached ?? [];
        const goals = q.goals.map((g) => `${REGION[g]?.name ?? g}${reached.includes(g) ? ' ✓' : ''}`);
        const from = q.escortee
          ? `, picking up ${ACTOR[q.escortee.actor]?.name} at ${REGION[q.escortee.from]?.name}`
          : '';
        return (
          <p className="xa-quest" key={id}>
            <strong>Quest: {q.name}</strong> · from {REGION[q.start]?.name ?? q.start}
            {progress[i]?.toStart ? ' (go there first)' : ''}
            {from}
            {goals.length > 0 && ` to ${goals.join(', ')}`} <span className="muted">· {q.text}</span>
          </p>
        );
      })}
      {escorting}
    </>
  );
}
