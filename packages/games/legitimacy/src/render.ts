import { boardFor, distance, THRONE } from './board';
import { CARDS, cardName } from './cards';
import type { LegView } from './view';

function who(view: LegView, seat: number): string {
  const c = view.players[seat]?.character;
  return `Seat ${seat + 1}${c ? ` (${cardName(c)})` : ''}`;
}

function spotText(view: LegView, spot: string): string {
  if (!spot) return 'not placed yet';
  const board = boardFor(view.tiles);
  const s = board.spots[board.index[spot]];
  const name = s ? s.name : spot;
  const kind = s?.kind === 'black' ? ' [Black Spot]' : s?.kind === 'green' ? ' [green: lose a turn]' : '';
  return `${name}${kind}, ${distance(board, spot, THRONE)} from the Throne Room`;
}

function cardLine(id: string): string {
  const c = CARDS[id];
  return `${c.name} (${c.kind}${c.alignment ? `, ${c.alignment}` : ''}): ${c.text}`;
}

/** The view as text: every seat's spot, table and hand size; the viewer's hand with effects. */
export function renderView(view: LegView, seat: number | null): string {
  const lines: string[] = [];
  if (view.tiles.length === 0) {
    lines.push('Setting up: characters are being chosen.');
    view.players.forEach((p, i) => {
      lines.push(`  ${who(view, i)}${p.character ? '' : ': choosing'}`);
    });
    return lines.join('\n');
  }
  lines.push(
    `Legitimacy: ${who(view, view.turn.seat)} to play. Draw pile ${view.drawCount}, discard ${view.discard.length}, Marketplace ${view.marketCount} face down.`,
  );
  lines.push(
    `Crown Jewels left: ${view.jewelCount}${view.jewelTop ? ` (top: ${cardName(view.jewelTop)})` : ''}.`,
  );
  view.players.forEach((p, i) => {
    const mine = i === seat ? ' <- you' : '';
    const state = [
      p.good ? 'Good' : 'Evil',
      p.mired ? 'stuck: misses a turn' : '',
      p.beloved !== null ? `in love with ${who(view, p.beloved)}` : '',
    ]
      .filter(Boolean)
      .join(', ');
    const jewels = p.table.filter((c) => CARDS[c].kind === 'jewel').length;
    lines.push(
      `${who(view, i)}${mine}: ${state}; ${jewels} jewel${jewels === 1 ? '' : 's'}; ${p.handSize} in hand`,
    );
    lines.push(`  at ${spotText(view, p.spot)}`);
    lines.push(
      `  table: ${p.table.map(cardName).join(', ')}${p.markers.length ? `; under ${p.markers.map(cardName).join(', ')}` : ''}`,
    );
    if (p.hand) {
      lines.push('  hand:');
      for (const c of p.hand) lines.push(`    ${cardLine(c)}`);
    }
  });
  if (view.market) lines.push(`Marketplace: ${view.market.map(cardName).join(', ')}`);
  if (view.shownHand)
    lines.push(`${who(view, view.shownHand.seat)}'s hand: ${view.shownHand.cards.map(cardName).join(', ')}`);
  if (view.turn.rolled && !view.turn.moveDone) lines.push(`Moves left: ${view.turn.moveLeft}`);
  if (view.winner !== null) lines.push(`${who(view, view.winner)} has won.`);
  if (view.jewelsLost) lines.push('The Crown Jewels are lost: nobody wins.');
  return lines.join('\n');
}
