// What Mi Ruta keeps on the phone (IndexedDB through `idb`), named in one place for the two that touch it: Mi Ruta,
// which reads and writes it (mfe-cobros/src/mi-ruta/almacen.ts), and the portal's «Salir», which forgets it as
// Mi Ruta's own «Salir» does: a collector who signs out anywhere leaves no client's data on the device (Ley 1581).
// Not shared through Module Federation: each build that uses it compiles it in (the portal only when signing out).
import { deleteDB, openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { MiRutaJson } from '@cartera/dominio';

export type TipoEscritura = 'cobro' | 'gestion' | 'solicitud';

/** A write made on the phone, sent with its own Idempotency-Key (created here, once) until the API answers. */
export interface Pendiente {
  clave: string;
  tipo: TipoEscritura;
  /**
   * API path: cobros or gestiones. A `solicitud` (new client and loan request, `cuerpo` = { cliente, prestamo }) is
   * two writes, POST clientes then POST prestamos, each with its own key derived from `clave` (sincronizar.ts). A
   * transfer the client shows on his phone is a `cobro` sent to pagos/transferencias (docs/decisiones/pagos-por-transferencia.md).
   */
  ruta: 'cobros' | 'gestiones' | 'solicitud' | 'pagos/transferencias';
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

export interface EsquemaMiRuta extends DBSchema {
  dia: { key: string; value: MiRutaJson };
  pendientes: { key: string; value: Pendiente; indexes: { creadoEn: string } };
  rechazos: { key: string; value: Rechazo };
}

const bases = new Map<string, Promise<IDBPDatabase<EsquemaMiRuta>>>();

const PREFIJO_BASE = 'cartera-mi-ruta-';
export const nombreBase = (usuarioId: string) => `${PREFIJO_BASE}${usuarioId}`;

/**
 * One database per user: a phone shared by two collectors never sends one's writes with the other's session. A
 * connection gives way when another page of the same origin deletes the database (the portal's «Salir» while Mi Ruta
 * is open in another tab): the next use opens it again.
 */
export function abrirMiRuta(usuarioId: string): Promise<IDBPDatabase<EsquemaMiRuta>> {
  let base = bases.get(usuarioId);
  if (!base) {
    const abierta = openDB<EsquemaMiRuta>(nombreBase(usuarioId), 1, {
      upgrade(db) {
        db.createObjectStore('dia');
        db.createObjectStore('pendientes', { keyPath: 'clave' }).createIndex('creadoEn', 'creadoEn');
        db.createObjectStore('rechazos', { keyPath: 'clave' });
      },
      blocking() {
        if (bases.get(usuarioId) === abierta) bases.delete(usuarioId);
        void abierta.then((db) => db.close());
      },
    });
    base = abierta;
    bases.set(usuarioId, base);
  }
  return base;
}

/**
 * What the phone keeps of a user after he signs out, or while somebody else uses Mi Ruta on it: only his writes not
 * sent yet and the refusals the office has not received (to be sent after his next sign-in here). His day's route and
 * everything already delivered go; a database left with nothing goes entirely.
 */
export async function olvidarUsuario(usuarioId: string): Promise<void> {
  const db = await abrirMiRuta(usuarioId);
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
  for (const nombre of await basesEnElTelefono()) {
    if (nombre !== nombreBase(usuarioId)) await olvidarUsuario(nombre.slice(PREFIJO_BASE.length));
  }
}

/**
 * How long the portal waits for the forgetting before it goes to the sign-in page: never longer. It normally takes
 * milliseconds; the limit is for a Mi Ruta tab that does not give way. It is generous because a page load cuts the
 * forgetting short, and a slow phone (its first load of this module, a busy disk) must not leave the day behind.
 */
export const ESPERA_OLVIDO_MS = 10_000;

/**
 * The portal's «Salir»: forgets what Mi Ruta kept of this user on this device, as Mi Ruta's «Salir» does, only if
 * Mi Ruta was ever used here (nothing is created), and never fails nor waits more than `esperaMs`.
 */
export async function olvidarMiRutaAlSalir(
  usuarioId: string,
  esperaMs: number = ESPERA_OLVIDO_MS,
): Promise<void> {
  let temporizador: ReturnType<typeof setTimeout> | undefined;
  const limite = new Promise<void>((resolver) => {
    temporizador = setTimeout(resolver, esperaMs);
  });
  const olvido = (async () => {
    if ((await basesEnElTelefono()).includes(nombreBase(usuarioId))) await olvidarUsuario(usuarioId);
  })().catch(() => {
    // No IndexedDB (a private window) or a browser that refuses it: nothing was kept either.
  });
  try {
    await Promise.race([olvido, limite]);
  } finally {
    clearTimeout(temporizador);
  }
}

async function basesEnElTelefono(): Promise<string[]> {
  if (typeof indexedDB === 'undefined' || typeof indexedDB.databases !== 'function') return [];
  return (await indexedDB.databases()).flatMap(({ name }) => (name?.startsWith(PREFIJO_BASE) ? [name] : []));
}
