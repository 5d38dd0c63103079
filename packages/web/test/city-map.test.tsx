import { cityOfChaos } from '@questbox/city-of-chaos';
import type { CocView } from '@questbox/city-of-chaos/face';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CityMap } from '../src/boards/city-of-chaos/CityMap';
import type { SeatInfo } from '../src/protocol';

const NAMES = ['Ada', 'Bo', 'Cy', 'Di', 'Ed', 'Flo'];
const seats = NAMES.map((name, seat) => ({ seat, kind: 'human', name, claimed: true })) as SeatInfo[];

/** A six-seat City with the figures of `seatsHere` on the Gates tile's middle square (the others off the map), and `turn` to play. */
function mapWith(seatsHere: number[], turn: number) {
  const state = cityOfChaos.setup(cityOfChaos.options.parse({}), 6, 'city-map');
  const view = cityOfChaos.view(state, null) as CocView;
  const [tx, ty] = Object.keys(view.tiles)[0].split(',').map(Number);
  const players = view.players.map((p, seat) => ({
    ...p,
    at: seatsHere.includes(seat) ? ([tx * 5 + 2, ty * 5 + 2] as [number, number]) : null,
  }));
  const html = renderToStaticMarkup(
    <CityMap view={{ ...view, players, seat: turn }} seats={seats} legal={[]} onPick={() => {}} />,
  );
  return [...html.matchAll(/<g data-token="([^"]*)">([\s\S]*?)<\/g>/g)].map(([, token, inner]) => ({
    token,
    title: inner.match(/<title>([^<]*)<\/title>/)?.[1],
    text: inner.match(/<text[^>]*>([^<]*)<\/text>/)?.[1],
    slices: [...inner.matchAll(/<path[^>]*class="pawn pawn-(\d)"/g)].map((m) => Number(m[1])),
  }));
}

describe('City of Chaos map: figures on one square', () => {
  it('a figure alone shows its seat number, its name in the tooltip', () => {
    expect(mapWith([2], 0)).toEqual([{ token: 'Character 3', title: 'Cy', text: '3', slices: [] }]);
  });

  it('six figures on one square make one token in six colours, naming the seat whose turn it is and how many more, every name in the tooltip', () => {
    const [crowd, ...rest] = mapWith([0, 1, 2, 3, 4, 5], 3);
    expect(rest).toEqual([]);
    expect(crowd.text).toBe('4+5');
    expect(crowd.slices).toEqual([3, 0, 1, 2, 4, 5]);
    expect(crowd.title).toBe('Di; Ada; Bo; Cy; Ed; Flo');
    expect(crowd.token).toBe('Character 4, Character 1, Character 2, Character 3, Character 5, Character 6');
  });
});
