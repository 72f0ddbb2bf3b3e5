// Browser tests: the built portal (npm run build) served by the real API on its own port and database, driven in
// Debian's Chromium through playwright-core. One file at a time: the portal and the browser share two cores.
const swc = [
  '@swc/jest',
  {
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'commonjs' },
  },
];

module.exports = {
  displayName: 'e2e',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/tests/**/*.test.ts'],
  transform: { '^.+\\.ts$': swc },
  moduleFileExtensions: ['ts', 'js', 'json'],
  globalSetup: '<rootDir>/support/global-setup.ts',
  globalTeardown: '<rootDir>/support/global-teardown.ts',
  setupFilesAfterEnv: ['<rootDir>/support/reintento.ts', '<rootDir>/support/navegador-por-archivo.ts'],
  maxWorkers: 1,
  // Two minutes a test by default: in CI the browser tests share two cores with the whole jest suite (load 3–5) and
  // each step may wait 30 s (ESPERA_MS, support/navegador.ts); a test that passes takes no longer for it.
  testTimeout: 120000,
};
