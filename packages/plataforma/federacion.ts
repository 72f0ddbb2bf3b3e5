// Build-time settings every app (shell and remotes) shares: the singletons of the portal and the aliases to
// the workspace packages' sources. Imported by each rsbuild.config.ts; never part of a browser bundle.
import { fileURLToPath } from 'node:url';

/**
 * One copy of each at runtime, whoever loads first provides it (`shareStrategy: 'loaded-first'`).
 * `requiredVersion: false` on the workspace package: it is consumed from source and has no published range.
 */
export const compartidos = {
  react: { singleton: true, requiredVersion: '^19.0.0' },
  'react-dom': { singleton: true, requiredVersion: '^19.0.0' },
  'react/jsx-runtime': { singleton: true, requiredVersion: '^19.0.0' },
  'react-router': { singleton: true, requiredVersion: '^7.0.0' },
  'react-router-dom': { singleton: true, requiredVersion: '^7.0.0' },
  antd: { singleton: true, requiredVersion: '^6.0.0' },
  zustand: { singleton: true, requiredVersion: '^5.0.0' },
  dayjs: { singleton: true, requiredVersion: '^1.11.0' },
  '@cartera/plataforma': { singleton: true, requiredVersion: false as const },
};

/** `@cartera/dominio` and `@cartera/plataforma` are compiled from their TypeScript sources. */
export const aliasCartera = {
  '@cartera/dominio': fileURLToPath(new URL('../dominio/src/index.ts', import.meta.url)),
  '@cartera/plataforma': fileURLToPath(new URL('./src/index.ts', import.meta.url)),
};

/** Dev servers of the portal (docs/decisiones.md). */
export const PUERTOS = {
  api: 3000,
  shell: 3001,
  mfe_clientes: 3011,
  mfe_prestamos: 3012,
  mfe_cobros: 3013,
  mfe_avanzados: 3014,
} as const;

/** Every dev server forwards `/api` to the API, so a remote opened alone can also call it. */
export const proxyApi = { '/api': `http://localhost:${PUERTOS.api}` };
