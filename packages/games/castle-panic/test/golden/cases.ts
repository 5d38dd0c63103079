/** The seeded games kept as golden playthroughs. */
export const GOLDEN = [
  { name: 'base-solo', options: { wizardsTower: false }, seats: 1, seed: 'golden-1' },
  { name: 'wizards-tower-3', options: {}, seats: 3, seed: 'golden-2' },
  { name: 'overlord-3', options: { overlord: true }, seats: 3, seed: 'golden-3' },
];
