import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['packages/**/test/**/*.test.ts', 'packages/**/test/**/*.test.tsx'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
