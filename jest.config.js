// One jest run for every unit, API and component test. Browser tests live in e2e/ and run apart.
const path = require('node:path');

const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true, decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

// ESM-only packages that jest must turn into CommonJS.
// @ant-design/colors: @ant-design/icons' CommonJS build requires its ESM-only `es/generate` file.
// content-disposition: required by @fastify/static (portal and Swagger UI assets in the API); cookie: required by
// light-my-request (Fastify's inject, used by the API tests).
const esmOnly = [
  '@nestjs',
  'ky',
  '@ant-design/colors',
  'content-disposition',
  'cookie',
  'uuid',
  'file-type',
  'strtok3',
  'token-types',
  'peek-readable',
  '@tokenizer',
  'uint8array-extras',
];
const transformIgnorePatterns = [`node_modules/(?!(${esmOnly.join('|')})/)`];

const aliases = {
  '^@cartera/dominio$': path.join(__dirname, 'packages/dominio/src/index.ts'),
  '^@cartera/dominio/esquemas$': path.join(__dirname, 'packages/dominio/src/esquemas/index.ts'),
  '^@cartera/plataforma$': path.join(__dirname, 'packages/plataforma/src/index.ts'),
  // The entries shared apart (packages/plataforma/package.json "exports").
  '^@cartera/plataforma/listado$': path.join(__dirname, 'packages/plataforma/src/listado/index.ts'),
  '^@cartera/plataforma/cuentas$': path.join(__dirname, 'packages/plataforma/src/cuentas.ts'),
  '^@cartera/plataforma/formularios$': path.join(__dirname, 'packages/plataforma/src/formularios/index.ts'),
  '^@cartera/plataforma/campo-foto$': path.join(
    __dirname,
    'packages/plataforma/src/formularios/CampoFoto.tsx',
  ),
  '^@cartera/plataforma/independiente$': path.join(__dirname, 'packages/plataforma/src/independiente.ts'),
  // Not shared: a pure module each build that uses it compiles in (the client form, Mi Ruta).
  '^@cartera/plataforma/foto$': path.join(__dirname, 'packages/plataforma/src/optimizarFoto.ts'),
  '^@cartera/plataforma/sesion-http$': path.join(__dirname, 'packages/plataforma/src/sesionHttp.ts'),
  '^@cartera/plataforma/cliente-api$': path.join(__dirname, 'packages/plataforma/src/api/index.ts'),
  '^@cartera/plataforma/mi-ruta-en-el-telefono$': path.join(
    __dirname,
    'packages/plataforma/src/miRutaEnElTelefono.ts',
  ),
  // The registry of screens: pure data the shell compiles in; remotes import only its types.
  '^@cartera/plataforma/pantallas$': path.join(__dirname, 'packages/plataforma/src/pantallas.ts'),
  // antd's internal modules the portal imports by path (src/temaPrecalculado.ts): their CommonJS build under jest.
  '^antd/es/(.*)$': 'antd/lib/$1',
};

// The libraries the API loads only to write a file or send a message: an API test file loads them when it first uses
// them instead of with the app (swc's `lazy` imports), which spares most files about 900 of the 4,100 modules jest
// loads again for each file. The app built for production (tsc) still loads them at start-up, and the browser tests
// run that build.
const cargaDiferida = ['exceljs', 'pdfkit', 'qrcode', 'nodemailer', 'undici', '@fastify/static'];
const swcApi = [swc[0], { ...swc[1], module: { ...swc[1].module, lazy: cargaDiferida } }];

// `npm test` runs the API, domain and component test files in groups that share one module registry
// (api/test/support/grupos.cjs): the grouped files are not run on their own. Without CARTERA_PRUEBAS_AGRUPADAS=1
// every file runs on its own, as always.
const agrupadas = process.env.CARTERA_PRUEBAS_AGRUPADAS === '1';
const porGrupos = (proyecto, testMatch) =>
  agrupadas ? require('./api/test/support/grupos.cjs').configuracionAgrupada(proyecto, testMatch) : {};

const common = {
  // One seed for the property tests in CI, a random one elsewhere (scripts/lib/propiedades-reproducibles.cjs).
  setupFiles: ['<rootDir>/scripts/lib/propiedades-reproducibles.cjs'],
  transform: { '^.+\\.(t|j|mj)sx?$': swc },
  transformIgnorePatterns,
  moduleNameMapper: aliases,
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
};

module.exports = {
  // Global option (ignored inside a project): the API tests build a real app on PostgreSQL; on a loaded 2-core
  // machine a suite's beforeAll can pass the default 5 s.
  testTimeout: 30000,
  // Global too: with no timings from an earlier run (a clean clone), the heaviest files first, a group weighing what
  // its files weigh (api/test/support/secuenciador.cjs).
  testSequencer: '<rootDir>/api/test/support/secuenciador.cjs',
  projects: [
    {
      // The docs and the tools that write them: docs/ rules (scripts/lib/revisar-docs.mjs) and the figures table
      // the benches rewrite (bench/cifras.mjs). Plain Node, no database: a couple of seconds.
      ...common,
      displayName: 'docs',
      testEnvironment: 'node',
      roots: ['<rootDir>/bench', '<rootDir>/scripts'],
      testMatch: ['**/*.test.mjs'],
    },
    {
      ...common,
      displayName: 'dominio',
      testEnvironment: 'node',
      roots: ['<rootDir>/packages/dominio/src'],
      testMatch: ['**/*.test.ts'],
      ...porGrupos('dominio', ['**/*.test.ts']),
    },
    {
      ...common,
      displayName: 'api',
      testEnvironment: 'node',
      transform: { '^.+\\.(t|j|mj)sx?$': swcApi },
      roots: ['<rootDir>/api/src', '<rootDir>/api/test'],
      testMatch: ['**/*.spec.ts', '**/*.e2e-spec.ts'],
      globalSetup: '<rootDir>/api/test/support/global-setup.ts',
      globalTeardown: '<rootDir>/api/test/support/global-teardown.ts',
      setupFiles: [
        ...common.setupFiles,
        'reflect-metadata',
        '<rootDir>/api/test/support/esperas-pg-boss.ts',
      ],
      setupFilesAfterEnv: ['<rootDir>/api/test/support/alcance-de-las-pruebas.ts'],
      ...porGrupos('api', ['**/*.spec.ts', '**/*.e2e-spec.ts']),
    },
    {
      ...common,
      displayName: 'web',
      testEnvironment: 'jsdom',
      roots: [
        '<rootDir>/packages/plataforma/src',
        '<rootDir>/shell/src',
        '<rootDir>/mfe-clientes/src',
        '<rootDir>/mfe-prestamos/src',
        '<rootDir>/mfe-cobros/src',
        '<rootDir>/mfe-avanzados/src',
      ],
      testMatch: ['**/*.test.ts', '**/*.test.tsx'],
      setupFilesAfterEnv: ['<rootDir>/packages/plataforma/test/setup-web.ts'],
      moduleNameMapper: {
        ...aliases,
        '\\.(css|less|svg|png)$': '<rootDir>/packages/plataforma/test/asset-stub.js',
      },
      // antd with the stand-ins the builds put in it (the table without column filters or row selection…).
      resolver: '<rootDir>/packages/plataforma/test/resolver-antd.cjs',
      ...porGrupos('web', ['**/*.test.ts', '**/*.test.tsx']),
    },
    {
      // The fence of the performance layer (docs/decisiones/capa-de-rendimiento-del-portal.md): every path, name and
      // version of antd and Module Federation the build layer relies on is where it expects. Reads node_modules,
      // builds nothing: a few seconds.
      ...common,
      displayName: 'capa',
      testEnvironment: 'node',
      roots: ['<rootDir>/packages/plataforma/test'],
      testMatch: ['**/*.test.ts'],
    },
  ],
};
