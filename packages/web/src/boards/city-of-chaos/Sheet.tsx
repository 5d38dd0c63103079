import {
  type CocView,
  cardFace,
  clueText,
  GUILDS,
  nameOf,
  type PlayerView,
} from '@questbox/city-of-chaos/face';
import type { LegalChoice, SeatInfo } from '../../protocol';
import { Card } from '../Card';
import { withCopies } from '../copies';
import { seatName } from '../seatName';

type Pick = (matches: LegalChoice[], fallback?: unknown) => void;
type Act = { t: string; card?: string; seat?: number };
const actOf = (c: LegalChoice) => c.action as Act;

/** A character sheet: Body Points, groats, Items, Magic and Clues (to their owner), guilds, heads, points. */
export function Sheet({
  view,
  player,
  seat,
  seats,
  legal,
  pick,
}: {
  view: CocView;
  player: number;
  seat: number | null;
  seats: SeatInfo[];
  legal: LegalChoice[];
  pick: Pick;
}) {
  const p: PlayerView = view.players[player];
  const own = player === seat;
  const against = legal.filter(
    (c) => (actOf(c).t === 'attack' || actOf(c).t === 'join') && actOf(c).seat === player,
  );
  /** A row of cards, copies of one card marked. */
  const row = (ids: string[], prefix: string, kind?: string) =>
    withCopies(ids, nameOf).map(({ item: id, key, copies }) => {
      const choices = own ? legal.filter((c) => actOf(c).t === 'use' && actOf(c).card === id) : [];
      return (
        <Card
          key={`${prefix}-${key}`}
          {...cardFace(id, kind)}
          copies={copies}
          legal={choices.length > 0}
          onClick={choices.length ? () => pick(choices) : undefined}
        />
      );
    });
  const guilds = Object.entries(p.guilds).filter(([, level]) => level > 0);
  const status = [
    `Body Points ${p.bp}/${p.maxBp}`,
    `${p.groats} groats`,
    `${p.points} points`,
    p.heads ? `${p.heads} heads` : '',
    p.deaths ? `died ${p.deaths}×` : '',
    p.inRoom ? 'inside a Location' : '',
    p.out ? 'out of the game' : '',
    p.left ? 'left the City' : '',
    p.missTurn ? 'misses a turn' : '',
  ].filter(Boolean);
  return (
    <section
      className={`player-table pawn-border-${player}`}
      aria-label={`${seatName(seats, player)}'s character sheet`}
    >
      <h3>
        {own ? 'Your character' : seatName(seats, player)}{' '}
        <span className="muted">· {status.join(' · ')}</span>
      </h3>
      {against.length > 0 && (
        <button type="button" className="coc-button legal" onClick={() => pick(against)}>
          {against.map((c) => c.text).join(' / ')}
        </button>
      )}
      <div className="cards">
        {row(p.items, 'item')}
        {Array.isArray(p.magic)
          ? row(p.magic, 'magic')
          : p.magic > 0 && (
              <Card
                name={`${p.magic} Magic`}
                kind="Magic, face down"
                text="Magic cards: their owner alone sees them."
                legal={false}
              />
            )}
        {row(p.specials, 'special', 'Special')}
        {Array.isArray(p.clues)
          ? p.clues.map((n) => (
              <Card key={`clue-${n}`} name={`Clue ${n}`} kind="Clue" text={clueText(n)} legal={false} />
            ))
          : p.clues > 0 && (
              <Card
                name={`${p.clues} Clue${p.clues === 1 ? '' : 's'}`}
                kind="Clues, face down"
                text="Clue cards: their owner alone reads them."
                legal={false}
              />
            )}
        {row(p.companions, 'companion', 'Companion')}
        {guilds.map(([id, level]) => {
          const g = GUILDS.find((x) => x.id === id);
          return (
            <Card
              key={id}
              name={g?.name ?? id}
              kind="Guild"
              numbers={[{ label: 'Level', value: level }]}
              text={g?.skill ?? ''}
              legal={false}
            />
          );
        })}
      </div>
    </section>
  );
}
