// Where a cobro or a visit happened (docs/decisiones/ubicacion-de-los-cobros.md): the phone's position, when the
// browser gives it, stamped on the write before it is queued (a write sent later keeps where it was made). Never in
// the way of a cobro: a refused permission, no fix, a slow answer or no browser support all mean "no location", after
// a short wait at most. No library: the page's weight budget (docs/decisiones/mi-ruta.md).
import type { Ubicacion } from '@cartera/dominio';

/** The longest a write waits for a fresh position before using the last known one (or none). */
export const ESPERA_UBICACION_MS = 1_500;
/** A position this recent is used at once. */
const AL_DIA_MS = 30_000;
/** A position older than this is no longer where the collector is. */
const VIGENCIA_MS = 2 * 60_000;

let ultima: { ubicacion: Ubicacion; en: number } | null = null;

const geolocalizacion = (): Geolocation | undefined =>
  typeof navigator === 'undefined' ? undefined : navigator.geolocation;

const seisDecimales = (grados: number) => Math.round(grados * 1e6) / 1e6;

function recordar(posicion: GeolocationPosition): Ubicacion {
  const { latitude, longitude, accuracy } = posicion.coords;
  const ubicacion = {
    latitud: seisDecimales(latitude),
    longitud: seisDecimales(longitude),
    precision: Math.ceil(accuracy),
  };
  ultima = { ubicacion, en: Date.now() };
  return ubicacion;
}

const conocida = (edadMaxima: number) =>
  ultima && Date.now() - ultima.en <= edadMaxima ? ultima.ubicacion : null;

/**
 * Asks for the permission (the browser prompts once) and keeps the latest position while the page is open, so a
 * cobro rarely waits. `alNegar` runs when the collector refuses it. Returns what stops watching.
 */
export function vigilarUbicacion(alNegar: () => void): () => void {
  const geo = geolocalizacion();
  if (!geo) return () => undefined;
  try {
    const id = geo.watchPosition(
      recordar,
      (error) => {
        if (error.code === 1) alNegar(); // PERMISSION_DENIED
      },
      { enableHighAccuracy: true, maximumAge: AL_DIA_MS },
    );
    return () => geo.clearWatch(id);
  } catch {
    return () => undefined;
  }
}

/**
 * The position for a write made now: a recent one at once; else a fresh fix within `esperaMs` (our own timer: the
 * browser's timeout does not run while its permission prompt is open), else the last known one of the last two
 * minutes, else null. Never rejects.
 */
export function ubicacionActual(esperaMs = ESPERA_UBICACION_MS): Promise<Ubicacion | null> {
  const geo = geolocalizacion();
  const reciente = conocida(AL_DIA_MS);
  if (reciente || !geo) return Promise.resolve(reciente);
  return new Promise((resolver) => {
    let hecho = false;
    const terminar = (ubicacion: Ubicacion | null) => {
      if (hecho) return;
      hecho = true;
      clearTimeout(temporizador);
      resolver(ubicacion);
    };
    const temporizador = setTimeout(() => terminar(conocida(VIGENCIA_MS)), esperaMs);
    try {
      geo.getCurrentPosition(
        (posicion) => terminar(recordar(posicion)),
        () => terminar(conocida(VIGENCIA_MS)),
        { enableHighAccuracy: true, timeout: esperaMs, maximumAge: AL_DIA_MS },
      );
    } catch {
      terminar(conocida(VIGENCIA_MS));
    }
  });
}

/** For tests: forget the last position. */
export function olvidarUbicacion(): void {
  ultima = null;
}
