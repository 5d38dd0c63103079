import type { LegalChoice } from '../../protocol';

/** Zagor's actions as the board reads them: every field that names a place or a piece. */
export type ZagorAct = {
  t: string;
  c?: string;
  f?: string;
  to?: string;
  pos?: string;
  space?: string;
  tile?: string;
  id?: string;
  kind?: string;
  from?: number;
};

export const actOf = (c: LegalChoice) => c.action as ZagorAct;

/** The choices that act on a land or river space: moving there, a Spyglass look, a Volcano, a channel. */
export function spaceChoices(legal: LegalChoice[], space: string): LegalChoice[] {
  return legal.filter((c) => {
    const a = actOf(c);
    return (a.t === 'go' && a.to === space) || a.space === space || (a.t === 'fork' && a.to === space);
  });
}

/** The choices that take a steamboat position: boarding there, Command, Caramba, a Beast card. */
export function positionChoices(legal: LegalChoice[], pos: string): LegalChoice[] {
  return legal.filter((c) => {
    const a = actOf(c);
    return a.pos === pos && (a.t === 'go' || a.t === 'pos' || a.t === 'beast');
  });
}

/** The choices that use one piece by its id: an Object, a Treasure, a tile, a Hold token, an Event. */
export function pieceChoices(legal: LegalChoice[], id: string, from?: number): LegalChoice[] {
  return legal.filter((c) => {
    const a = actOf(c);
    if (a.t === 'steal') return a.from === from && a.id === id;
    return a.id === id || a.tile === id || (a.t === 'sacrifice' && (a as { card?: string }).card === id);
  });
}
