import { spaceName, type View } from '@questbox/zagor/face';
import { PickList, usePick } from '../pick';
import { seatName } from '../seatName';
import type { BoardProps } from '../types';
import { Companions, PlayerSheet } from './Players';
import { RiverSvg } from './RiverSvg';
import { Poems, ScoreTable } from './ScoreTable';
import { DicePool, Events, FightNote, Steamboat } from './Steamboat';

const ENDS: Record<string, string> = {
  sunk: 'The Athena sank.',
  monkeys: 'The Monkeys reached their camp.',
  docked: 'The Athena docked at the Fort.',
  exhausted: 'The Event deck ran out: the Athena is placed at the Fort.',
};

/** Zagor: the river and banks, the Athena, the dice pool, every player's board, the Poems and the score table. */
export function ZagorBoard({ view, seat, seats, legal, act, busy }: BoardProps<View>) {
  const { options, pick, clear } = usePick(legal, act);
  const live = busy ? [] : legal;
  const order =
    seat === null
      ? view.players.map((_, i) => i)
      : [seat, ...view.players.map((_, i) => i).filter((i) => i !== seat)];
  const waiting = view.tasks ? seatName(seats, view.tasks.seat) : null;
  return (
    <div className="zg">
      <p className="board-status">
        Round {view.round} · the Athena at {spaceName(view.athena)} · Events left {view.eventDeck}
        {waiting && ` · ${waiting} chooses`}
        {view.over && ` · ${ENDS[view.over] ?? 'The game is over.'}`}
      </p>
      <ScoreTable view={view} seats={seats} />
      <FightNote view={view} seats={seats} />
      <div className="zg-map">
        <RiverSvg view={view} seats={seats} legal={live} onPick={(m) => pick(m)} />
      </div>
      <PickList options={options} onChoose={act} onCancel={clear} />
      <div className="zg-layout">
        <div className="zg-column">
          <DicePool view={view} legal={live} pick={pick} />
          <Steamboat view={view} seats={seats} legal={live} pick={pick} />
          <Events view={view} legal={live} pick={pick} />
          <Poems view={view} />
        </div>
        <div className="zg-column">
          {order.map((p) => (
            <PlayerSheet key={p} view={view} player={p} seat={seat} seats={seats} legal={live} pick={pick} />
          ))}
          <Companions view={view} />
        </div>
      </div>
    </div>
  );
}
