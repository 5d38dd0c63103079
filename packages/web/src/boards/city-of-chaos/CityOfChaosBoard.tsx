import type { CocView } from '@questbox/city-of-chaos/face';
import { PickList, usePick } from '../pick';
import { seatName } from '../seatName';
import type { BoardProps } from '../types';
import { Battle } from './Battle';
import { CityMap } from './CityMap';
import { Sheet } from './Sheet';
import { ActionCardNote, TomePage } from './Tome';

/** City of Chaos: the City as explored, the figures, the Action card, the Tome, the battle and every character sheet. */
export function CityOfChaosBoard({ view, seat, seats, legal, act, busy }: BoardProps<CocView>) {
  const { options, pick, clear } = usePick(legal, act);
  const live = busy ? [] : legal;
  const order =
    seat === null
      ? view.players.map((_, i) => i)
      : [seat, ...view.players.map((_, i) => i).filter((i) => i !== seat)];
  return (
    <div className="coc">
      <p className="board-status">
        {view.over ? 'Game over' : `Round ${Math.min(view.round, view.rounds)} of ${view.rounds}`} ·{' '}
        {seatName(seats, view.seat)}'s turn · tiles left {view.piles.tiles}
        {view.phase.kind === 'move' && ` · ${view.phase.left} squares to move`}
        {view.solved && ` · solved: ${view.solved}`}
      </p>
      <div className="coc-layout">
        <div>
          <CityMap view={view} seats={seats} legal={live} onPick={(m) => pick(m)} />
          <PickList options={options} onChoose={act} onCancel={clear} />
          <ActionCardNote view={view} legal={live} pick={pick} />
          <Battle view={view} seats={seats} legal={live} pick={pick} />
          <TomePage view={view} seat={seat} legal={live} pick={pick} />
        </div>
        <div className="coc-sheets">
          {order.map((p) => (
            <Sheet key={p} view={view} player={p} seat={seat} seats={seats} legal={live} pick={pick} />
          ))}
        </div>
      </div>
    </div>
  );
}
