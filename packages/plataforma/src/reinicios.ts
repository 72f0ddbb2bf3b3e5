// How the platform's modules go back to how they started (component tests in groups: estadosIniciales.ts). Without
// dependencies, so a module compiled apart into a build of its own (sesionHttp.ts, in Mi Ruta's) can register too.
const reinicios: Array<() => void> = [];

/** How a module forgets state it keeps outside a store (pending timers, caches), run with the stores' reset. */
export function registrarReinicio(reiniciar: () => void): void {
  reinicios.push(reiniciar);
}

/** Every registered reset, in the order they were registered. */
export function restablecerEstadosIniciales(): void {
  for (const reiniciar of reinicios) reiniciar();
}
