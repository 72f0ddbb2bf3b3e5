// What Mi Ruta keeps on the phone (IndexedDB through `idb`): the day's route as last read, the writes made without
// signal waiting to be sent, and the ones the API refused (conflicts), which stay until the office has them. Clients'
// data never outlives its need (Ley 1581): the day's route expires with the day, and signing out deletes the user's
// database but for the writes he has not sent yet (olvidarUsuario). The database itself, and forgetting it, are
// in packages/plataforma/src/miRutaEnElTelefono.ts: the portal's «Salir» forgets it too.
import { hoyBogota, type MiRutaJson } from '@cartera/dominio';
import {
  abrirMiRuta as abrir,
  type Pendiente,
  type Rechazo,
} from '@cartera/plataforma/mi-ruta-en-el-telefono';

export type { Pendiente, Rechazo, TipoEscritura } from '@cartera/plataforma/mi-ruta-en-el-telefono';
export { olvidarOtrosUsuarios, olvidarUsuario } from '@cartera/plataforma/mi-ruta-en-el-telefono';

export async function guardarDia(usuarioId: string, dia: MiRutaJson): Promise<void> {
  await (await abrir(usuarioId)).put('dia', dia, 'actual');
}

/** The day as last read, if it is today's: a past day is deleted, not shown. */
export async function leerDia(usuarioId: string, hoy: string = hoyBogota()): Promise<MiRutaJson | undefined> {
  const db = await abrir(usuarioId);
  const dia = await db.get('dia', 'actual');
  if (!dia || dia.fecha >= hoy) return dia;
  await db.delete('dia', 'actual');
  return undefined;
}

export async function agregarPendiente(usuarioId: string, pendiente: Pendiente): Promise<void> {
  await (await abrir(usuarioId)).put('pendientes', pendiente);
}

/** In the order they were made: a cobro made before a promise is applied before it. */
export async function leerPendientes(usuarioId: string): Promise<Pendiente[]> {
  return (await abrir(usuarioId)).getAllFromIndex('pendientes', 'creadoEn');
}

export async function quitarPendiente(usuarioId: string, clave: string): Promise<void> {
  await (await abrir(usuarioId)).delete('pendientes', clave);
}

/** Moves a refused write from the queue to the conflicts, in one transaction: it is never in both, nor in neither. */
export async function pasarARechazo(usuarioId: string, rechazo: Rechazo): Promise<void> {
  const db = await abrir(usuarioId);
  const tx = db.transaction(['pendientes', 'rechazos'], 'readwrite');
  await Promise.all([
    tx.objectStore('rechazos').put(rechazo),
    tx.objectStore('pendientes').delete(rechazo.clave),
    tx.done,
  ]);
}

export async function guardarRechazo(usuarioId: string, rechazo: Rechazo): Promise<void> {
  await (await abrir(usuarioId)).put('rechazos', rechazo);
}

export async function leerRechazos(usuarioId: string): Promise<Rechazo[]> {
  return (await abrir(usuarioId)).getAll('rechazos');
}

/** A key for the Idempotency-Key header, made on the phone. */
export function nuevaClave(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
