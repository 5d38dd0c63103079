import { characterName, POEM, poemText, type View } from '@questbox/zagor/face';
import type { SeatInfo } from '../../protocol';
import { Card } from '../Card';
import { seatName } from '../seatName';

/** The two Poems that score the journey. */
export function Poems({ view }: { view: View }) {
  return (
    <section className="piles" aria-label="Poems">
      <h3>Poems</h3>
      <div className="cards">
        {view.poems.map((id, i) => (
          <Card
            key={id}
            name={POEM[id]?.title ?? id}
            kind={i === 0 ? 'Left Poem' : 'Right Poem'}
            text={poemText(id)}
            legal={false}
          />
        ))}
      </div>
    </section>
  );
}

const LINES: {
  key: 'left' | 'right' | 'aboard' | 'treasures' | 'objects' | 'scars' | 'enemies';
  name: string;
}[] = [
  { key: 'left', name: 'Left Poem' },
  { key: 'right', name: 'Right Poem' },
  { key: 'aboard', name: 'Aboard the Athena' },
  { key: 'treasures', name: 'Treasures' },
  { key: 'objects', name: '★ Objects' },
  { key: 'scars', name: 'Scars' },
  { key: 'enemies', name: 'Enemies defeated' },
];

/** The end: every line of every player's score, one column per player. */
export function ScoreTable({ view, seats }: { view: View; seats: SeatInfo[] }) {
  const table = view.scoreTable;
  if (!table) return null;
  return (
    <section className="zg-score" aria-label="Final scores">
      <table>
        <caption>Final scores</caption>
        <thead>
          <tr>
            <th scope="col">Line</th>
            {table.map((l) => (
              <th key={l.seat} scope="col">
                {seatName(seats, l.seat)}
                <br />
                <span className="muted">{characterName(view.players[l.seat]?.character ?? '')}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {LINES.map((line) => (
            <tr key={line.key}>
              <th scope="row">{line.name}</th>
              {table.map((l) => (
                <td key={l.seat}>{l[line.key]}</td>
              ))}
            </tr>
          ))}
          <tr className="zg-total">
            <th scope="row">Total</th>
            {table.map((l) => (
              <td key={l.seat}>{l.total}</td>
            ))}
          </tr>
        </tbody>
      </table>
    </section>
  );
}
