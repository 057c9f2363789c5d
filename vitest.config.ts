import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // The reliability tests run the built service (dist/) as a real process.
    globalSetup: ['test/reliability/build-service.ts'],
  },
});
