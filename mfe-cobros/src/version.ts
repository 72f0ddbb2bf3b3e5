/**
 * Release label of this build of the module: CARTERA_VERSION_MODULO when it was built (rsbuild replaces the
 * expression, packages/plataforma/federacion.ts); '' when none was given, and then nothing is shown.
 */
export function versionModulo(): string {
  return process.env.CARTERA_VERSION_MODULO ?? '';
}
