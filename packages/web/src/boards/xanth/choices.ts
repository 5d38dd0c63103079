import type { LegalChoice } from '../../protocol';

/** Xanth's actions as the board reads them: every field that names a region, a card or a Chair Actor. */
export type XanthAct = {
  type: string;
  to?: string;
  card?: string;
  option?: string;
  member?: string;
  lead?: string;
  from?: number;
  friend?: string;
};

export const actOf = (c: LegalChoice) => c.action as XanthAct;

/** Moving the party (or pushing another's) into a region. */
export const regionChoices = (legal: LegalChoice[], region: string) =>
  legal.filter((c) => (actOf(c).type === 'step' || actOf(c).type === 'push') && actOf(c).to === region);

/** Every use of a card in hand: played, offered face down, plopped, discarded. */
export const cardChoices = (legal: LegalChoice[], card: string) =>
  legal.filter((c) => actOf(c).card === card);

/** Choices that name a Chair Actor: leading the party at Sit Up, leaving it, facing a hazard alone. */
export const memberChoices = (legal: LegalChoice[], id: string) =>
  legal.filter((c) => {
    const a = actOf(c);
    return a.lead === id || ((a.type === 'part' || a.type === 'face') && a.member === id);
  });
