// What Mi Ruta keeps on the phone (IndexedDB through `idb`): the day's route as last read, the writes made without
// signal waiting to be sent, and the ones the API refused (conflicts), which stay until the office has them. Clients'
// data never outlives its need (Ley 1581): the day's route expires with the day, and signing out deletes the user's
// database but for the writes he has not sent yet (olvidarUsuario).
import { deleteDB, openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { hoyBogota, type MiRutaJson } from '@cartera/dominio';

export type TipoEscritura = 'cobro' | 'gestion' | 'solicitud';

/** A write made on the phone, sent with its own Idempotency-Key (created here, once) until the API answers. */
export interface Pendiente {
  clave: string;
  tipo: TipoEscritura;
  /**
   * API path: cobros or gestiones. A `solicitud` (new client and loan request, `cuerpo` = { cliente, prestamo }) is
   * two writes, POST clientes then POST prestamos, each with its own key derived from `clave` (sincronizar.ts).
   */
  ruta: 'cobros' | 'gestiones' | 'solicitud';
  cuerpo: Record<string, unknown>;
  creadoEn: string;
  prestamoId: string;
  numero: number;
  clienteNombre: string;
}

/** A write the API refused when it was synced: shown in plain Spanish and kept for the office. */
export interface Rechazo extends Pendiente {
  mensaje: string;
  codigo: string | null;
  /** The office has it (POST /api/mi-ruta/rechazos answered). */
  enOficina: boolean;
}

interface Esquema extends DBSchema {
  dia: { key: string; value: MiRutaJson };
  pendientes: { key: string; value: Pendiente; indexes: { creadoEn: string } };
  rechazos: { key: string; value: Rechazo };
}

const bases = new Map<string, Promise<IDBPDatabase<Esquema>>>();

const PREFIJO_BASE = 'cartera-mi-ruta-';
export const nombreBase = (usuarioId: string) => `${PREFIJO_BASE}${usuarioId}`;

/** One database per user: a phone shared by two collectors never sends one's writes with the other's session. */
export function abrir(usuarioId: string): Promise<IDBPDatabase<Esquema>> {
  let base = bases.get(usuarioId);
  if (!base) {
    base = openDB<Esquema>(nombreBase(usuarioId), 1, {
      upgrade(db) {
        db.createObjectStore('dia');
        db.createObjectStore('pendientes', { keyPath: 'clave' }).createIndex('creadoEn', 'creadoEn');
        db.createObjectStore('rechazos', { keyPath: 'clave' });
      },
    });
    bases.set(usuarioId, base);
  }
  return base;
}

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

/**
 * What the phone keeps of a user after he signs out, or while somebody else uses Mi Ruta on it: only his writes not
 * sent yet and the refusals the office has not received (to be sent after his next sign-in here). His day's route and
 * everything already delivered go; a database left with nothing goes entirely.
 */
export async function olvidarUsuario(usuarioId: string): Promise<void> {
  const db = await abrir(usuarioId);
  const tx = db.transaction(['dia', 'pendientes', 'rechazos'], 'readwrite');
  const rechazos = await tx.objectStore('rechazos').getAll();
  const entregados = rechazos.filter((r) => r.enOficina);
  await Promise.all(entregados.map((r) => tx.objectStore('rechazos').delete(r.clave)));
  await tx.objectStore('dia').clear();
  const pendientes = await tx.objectStore('pendientes').count();
  await tx.done;
  if (pendientes > 0 || rechazos.length > entregados.length) return;
  bases.delete(usuarioId);
  db.close();
  await deleteDB(nombreBase(usuarioId));
}

/** The databases other users left on this phone (an expired session, a shared phone): see `olvidarUsuario`. */
export async function olvidarOtrosUsuarios(usuarioId: string): Promise<void> {
  if (typeof indexedDB === 'undefined' || typeof indexedDB.databases !== 'function') return;
  for (const { name } of await indexedDB.databases()) {
    if (name?.startsWith(PREFIJO_BASE) && name !== nombreBase(usuarioId))
      await olvidarUsuario(name.slice(PREFIJO_BASE.length));
  }
}
