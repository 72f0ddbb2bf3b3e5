// The drill's load: cobros through the API at a steady rate, each with its own Idempotency-Key, retried with the same
// key like the portal and Mi Ruta do (a network error, 502/503/504 and 409 IDEMPOTENCIA_EN_CURSO) until confirmed.
// Each cobro carries its key in `observaciones`, so the database says exactly which ones are there, and how often.
import { randomUUID } from 'node:crypto';
import { setTimeout as esperar } from 'node:timers/promises';
import { clienteConPrestamos, llamar } from '../lib/llamar-api.mjs';

const REINTENTO_MAXIMO_MS = 90_000;
export const MONTO = 1000;
export const MARCA = 'simulacro';
/** One API call (scripts/lib/llamar-api.mjs): network failures are { status: 0 }. */
export { llamar };

const hoy = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Bogota' }).format(new Date());

/** A client and `n` loans big enough never to be paid off by the drill (an administrator's loan is disbursed). */
export function prepararPrestamos(base, token, n) {
  const sufijo = String(Date.now()).slice(-7);
  return clienteConPrestamos(base, token, {
    nombre: 'Cliente del Simulacro',
    cedula: `8${sufijo}${String(Date.now() % 1000).padStart(3, '0')}`,
    telefono: `310${sufijo}`,
    n,
    monto: 50_000_000,
  });
}

const reintentable = (r) =>
  r.status === 0 || [502, 503, 504].includes(r.status) || (r.status === 409 && r.json.code === 'IDEMPOTENCIA_EN_CURSO');

/**
 * The load: `escritores` writers, each one cobro every `pausaMs`, until `seguir()` is false. Every write is an entry
 * of `registro.escrituras`: { clave, prestamo, enviada, confirmada (ms since t0 or null), sinRespuesta }, and every
 * failed attempt an entry of `registro.fallos` ({ t, tipo }). `pausado()` holds the writers (the restore mark).
 */
export function iniciarCarga({ base, token, prestamos, escritores = 4, pausaMs = 100, seguir, pausado = () => false }) {
  const t0 = Date.now();
  const registro = { t0, escrituras: [], fallos: [], rechazadas: [], abandonadas: 0, enCurso: 0 };
  const ahora = () => Date.now() - t0;

  async function escribir(prestamo) {
    const clave = `${MARCA}-${randomUUID()}`;
    const escritura = { clave, prestamo, enviada: ahora(), confirmada: null, sinRespuesta: false, intentos: 0 };
    registro.escrituras.push(escritura);
    const cuerpo = { prestamo, monto: MONTO, fecha: hoy(), observaciones: clave };
    let pausa = 100;
    for (;;) {
      escritura.intentos += 1;
      const r = await llamar(base, token, 'POST', '/cobros', cuerpo, { 'Idempotency-Key': clave });
      if (r.status === 201 || (r.status === 409 && r.json.code === 'IDEMPOTENCIA_APLICADA')) {
        escritura.confirmada = ahora();
        escritura.sinRespuesta = r.status === 409;
        return;
      }
      if (!reintentable(r)) {
        registro.rechazadas.push(`${r.status} ${r.json.code ?? ''}`.trim());
        return;
      }
      registro.fallos.push({ t: ahora(), tipo: r.status === 0 ? `red ${r.json.code}` : `${r.status} ${r.json.code ?? ''}` });
      if (ahora() - escritura.enviada > REINTENTO_MAXIMO_MS) {
        registro.abandonadas += 1;
        return;
      }
      await esperar(pausa);
      pausa = Math.min(pausa * 2, 500);
    }
  }

  const terminado = Promise.all(
    Array.from({ length: escritores }, async (_, i) => {
      for (let n = 0; seguir(); n += 1) {
        if (pausado()) {
          await esperar(20);
          continue;
        }
        const inicio = Date.now();
        registro.enCurso += 1;
        await escribir(prestamos[(n + i) % prestamos.length]);
        registro.enCurso -= 1;
        await esperar(Math.max(0, pausaMs - (Date.now() - inicio)));
      }
    }),
  );
  return { registro, terminado, ahora };
}

/**
 * The refusal window around `desde` (ms since t0): from the first failed attempt after it to the first write confirmed
 * after that failure. null when no write failed (nothing was refused).
 */
export function ventanaDeRechazo(registro, desde, hasta = Infinity) {
  const primerFallo = registro.fallos.find((f) => f.t >= desde && f.t <= hasta);
  if (!primerFallo) return null;
  const confirmadas = registro.escrituras
    .map((e) => e.confirmada)
    .filter((t) => t !== null && t > primerFallo.t)
    .sort((a, b) => a - b);
  const primeraBien = confirmadas[0];
  return primeraBien === undefined ? { desde: primerFallo.t, hasta: null, ms: Infinity } : { desde: primerFallo.t, hasta: primeraBien, ms: primeraBien - primerFallo.t };
}
