import { cuandoLaPaginaDescanse } from '@cartera/plataforma';
import { remotoDeRuta, type NombreRemoto } from '@cartera/plataforma/pantallas';

/** Runs a task when the page has nothing better to do (or after `espera` ms at the latest). */
export type Programador = (tarea: () => void) => void;

/** After the page's `load`, this long without prefetching: the first screen's own scripts and data go first. */
const PAUSA_TRAS_CARGA_MS = 1500;

/** Set when the first remote's turn came: the pause is paid once per page, not once per remote. */
let pausaCumplida = false;

/**
 * An idle slot once the page has loaded and settled: the prefetch never competes with the first screen (its chunks,
 * its data, its first paint: Lighthouse's blocking time) and takes one idle slot per remote afterwards.
 */
export const cuandoOcioso: Programador = (tarea) => {
  cuandoLaPaginaDescanse(
    () => {
      pausaCumplida = true;
      tarea();
    },
    { pausaTrasCargaMs: pausaCumplida ? 0 : PAUSA_TRAS_CARGA_MS, esperaMaximaMs: 4000, sinOcioMs: 300 },
  );
};

/** The remotes behind the given menu paths, in menu order and without repeats (`/prestamos`, `/reportes` → one). */
export function remotosDeRutas(rutas: readonly string[]): NombreRemoto[] {
  const remotos: NombreRemoto[] = [];
  for (const ruta of rutas) {
    const remoto = remotoDeRuta(ruta);
    if (remoto && !remotos.includes(remoto)) remotos.push(remoto);
  }
  return remotos;
}

/**
 * Gets the remotes of the menu ready ahead of the first click, one per idle slot (`cargar`: in the portal,
 * `descargarRemoto`, which downloads a remote's entry and `./routes` into the HTTP cache without running them), so
 * that the click does not wait for a manifest → entry → chunk cascade over the network. A remote that fails here is
 * left for the click to retry. Returns a function that cancels what has not started.
 */
export function precargarRemotos(
  remotos: readonly NombreRemoto[],
  cargar: (remoto: NombreRemoto) => Promise<unknown>,
  programar: Programador = cuandoOcioso,
): () => void {
  let cancelada = false;
  const siguiente = (indice: number) => {
    if (cancelada || indice >= remotos.length) return;
    programar(() => {
      if (cancelada) return;
      cargar(remotos[indice])
        .catch(() => undefined)
        .finally(() => siguiente(indice + 1));
    });
  };
  siguiente(0);
  return () => {
    cancelada = true;
  };
}
