// How scripts/build.mjs runs the build of one part.

/**
 * npm's arguments that build a part. With `sinRevisarTipos` the tsc parts (dominio, api) only emit (`--noCheck`):
 * `npm test` runs it right after its types step has checked the same sources (scripts/typecheck.mjs), and checking
 * them again was ≈ 35 s of CPU (the api ≈ 33 of them) for byte-for-byte the same files (docs/decisiones/
 * tiempo-de-las-pruebas.md). `--noCheck` still fails on a syntax error.
 */
export function argumentosDeConstruccion(parte, { sinRevisarTipos = false } = {}) {
  const argumentos = ['run', 'build', '--silent', '-w', parte.workspace.name];
  return sinRevisarTipos && parte.kind === 'tsc' ? [...argumentos, '--', '--noCheck'] : argumentos;
}
