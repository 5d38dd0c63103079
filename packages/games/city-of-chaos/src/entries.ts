import { ACTION_CARDS, COMBAT_TABLES, LOCATIONS } from './data';
import type { Entry } from './tome-check';

/**
 * Every way into the Tome from the table: the Location and Special Location cards and the Tower
 * tiles (fixed, entered again and again), the Action cards' options, and the Combat Tables' Carrying paragraphs and the three
 * special paragraphs their lines send a player to.
 */
export function tomeEntries(): Entry[] {
  const fixed = [...LOCATIONS.locations, ...LOCATIONS.specialLocations, ...LOCATIONS.towers].map((c) => ({
    from: `${c.name} card`,
    goto: c.goto,
    fixed: true,
  }));
  const carrying = COMBAT_TABLES.filter((e) => e.carrying !== null).map((e) => ({
    from: `the ${e.name}'s Carrying`,
    goto: e.carrying!,
    fixed: false,
  }));
  const specials = [
    { from: 'the Vampyre bites (Combat Tables)', goto: 227, fixed: false },
    { from: 'the Naga and the Blue Steel Sabre (Combat Tables)', goto: 256, fixed: false },
    { from: "the matching symbol (Pack o' Rats, Plague Victim, Rabid Dog)", goto: 280, fixed: false },
  ];
  const actions = ACTION_CARDS.flatMap((card) =>
    card.options.flatMap((o) =>
      o.goto === undefined ? [] : [{ from: `the ${card.name} Action card`, goto: o.goto, fixed: false }],
    ),
  );
  return [...fixed, ...actions, ...carrying, ...specials];
}
