import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

const alias = { '@domain': fileURLToPath(new URL('./domain', import.meta.url)) };

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: { name: 'unit', include: ['tests/domain/**/*.test.ts', 'tests/client/**/*.test.{ts,tsx}'], environment: 'node' },
      },
      {
        resolve: { alias },
        test: {
          name: 'api',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
