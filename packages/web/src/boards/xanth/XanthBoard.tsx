import { goalOf, REGION, type View } from '@questbox/xanth/face';
import { PickList, usePick } from '../pick';
import { seatName } from '../seatName';
import type { BoardProps } from '../types';
import { Encounter, Offers } from './Encounter';
import { LastRoll } from './LastRoll';
import { MapSvg } from './MapSvg';
import { PartySheet } from './Parties';
import { phaseText } from './phaseText';

/** Xanth: the map, the quest and its goal, the latest roll, the parties, the hazards offered and the combat. */
export function XanthBoard({ view, seat, seats, legal, act, busy }: BoardProps<View>) {
  const { options, pick, clear } = usePick(legal, act);
  const live = busy ? [] : legal;
  const goal = seat === null ? null : goalOf(view.players[seat]);
  const phase = view.phase;
  const move =
    phase.kind === 'move' && phase.mode
      ? ` · ${{ walk: 'Walking', c: 'C Movement', fly: 'Flying', ride: 'riding', vault: 'vaulting' }[phase.mode]}: ${phase.left} left`
      : '';
  const order =
    seat === null
      ? view.players.map((_, i) => i)
      : [seat, ...view.players.map((_, i) => i).filter((i) => i !== seat)];
  return (
    <div className="xa">
      <p className="board-status">
        Turn {view.turns} · {seatName(seats, view.seat)} moves · {phaseText(phase, (i) => seatName(seats, i))}
        {move}
        {goal && ` · your goal: ${REGION[goal]?.name ?? goal}`}
        {` · deck ${view.deck}`}
      </p>
      <div className="xa-layout">
        <MapSvg view={view} seat={seat} seats={seats} goal={goal} legal={live} onPick={(m) => pick(m)} />
        <div className="xa-side">
          <PickList options={options} onChoose={act} onCancel={clear} />
          <LastRoll view={view} seats={seats} />
          <Encounter view={view} seats={seats} />
          <Offers view={view} seats={seats} legal={live} pick={pick} />
          {order.map((p) => (
            <PartySheet key={p} view={view} player={p} seat={seat} seats={seats} legal={live} pick={pick} />
          ))}
        </div>
      </div>
    </div>
  );
}
