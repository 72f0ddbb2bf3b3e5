// La autorización de tratamiento de datos de un cliente (Ley 1581 de 2012; docs/decisiones/datos-personales.md):
// se guarda con el alta o la edición del cliente, en su transacción, y la consulta quien crea un préstamo.
import {
  CODIGOS,
  hoyBogota,
  type AutorizacionDatos,
  type CanalAutorizacion,
  type DatosAutorizacion,
} from '@cartera/dominio';
import type { EntityManager } from 'typeorm';
import { ErrorNegocio, errorValidacion } from '../common/errores';
import type { Usuario } from '../usuarios/entities/usuario.entity';

export const MENSAJES_AUTORIZACION = {
  sinAutorizacion:
    'El cliente no tiene registrada la autorización de tratamiento de datos personales (Ley 1581 de 2012): ' +
    'regístrela en su ficha antes de darle un préstamo nuevo.',
  suprimido: 'Los datos de este cliente fueron suprimidos a su solicitud: no se le pueden dar préstamos nuevos.',
  versionNoExiste: 'Esa versión del aviso de privacidad no existe',
} as const;

interface FilaAutorizacion {
  canal: CanalAutorizacion;
  version: number;
  fecha: string;
  usuario_id: string | null;
  usuario_nombre: string;
  documento: string | null;
}

const COLUMNAS = `canal, version, fecha::text AS fecha, usuario_id, usuario_nombre, documento`;

function aJson(fila: FilaAutorizacion): AutorizacionDatos {
  return {
    canal: fila.canal,
    version: fila.version,
    fecha: fila.fecha,
    tomadaPor: { _id: fila.usuario_id, nombre: fila.usuario_nombre },
    documento: fila.documento,
  };
}

/** La autorización del cliente, o null si no la tiene. */
export async function leerAutorizacion(manager: EntityManager, clienteId: string): Promise<AutorizacionDatos | null> {
  const filas: FilaAutorizacion[] = await manager.query(
    `SELECT ${COLUMNAS} FROM clientes_autorizaciones WHERE cliente_id = $1`,
    [clienteId],
  );
  return filas[0] ? aJson(filas[0]) : null;
}

/** La versión vigente del aviso de privacidad (la mayor). */
export async function versionVigenteAviso(manager: EntityManager): Promise<number> {
  const [fila]: Array<{ version: number }> = await manager.query(
    `SELECT coalesce(max(version), 1)::int AS version FROM avisos_privacidad`,
  );
  return fila.version;
}

/**
 * Guarda (o reemplaza) la autorización del cliente, tomada hoy por `actor`. Sin versión, la vigente del aviso; una
 * versión que no existe es un error de validación junto al campo.
 */
export async function guardarAutorizacion(
  manager: EntityManager,
  clienteId: string,
  datos: DatosAutorizacion,
  actor: Pick<Usuario, 'id' | 'nombre'>,
): Promise<AutorizacionDatos> {
  let version = datos.version;
  if (version === undefined) version = await versionVigenteAviso(manager);
  else {
    const existe: unknown[] = await manager.query(`SELECT 1 FROM avisos_privacidad WHERE version = $1`, [version]);
    if (existe.length === 0) throw errorValidacion({ 'autorizacionDatos.version': [MENSAJES_AUTORIZACION.versionNoExiste] });
  }
  const [fila]: FilaAutorizacion[] = await manager.query(
    `INSERT INTO clientes_autorizaciones (cliente_id, canal, version, fecha, usuario_id, usuario_nombre, documento)
     VALUES ($1, $2, $3, $4::date, $5, $6, $7)
     ON CONFLICT (cliente_id) DO UPDATE SET canal = EXCLUDED.canal, version = EXCLUDED.version, fecha = EXCLUDED.fecha,
       usuario_id = EXCLUDED.usuario_id, usuario_nombre = EXCLUDED.usuario_nombre, documento = EXCLUDED.documento,
       updated_at = now()
     RETURNING ${COLUMNAS}`,
    [clienteId, datos.canal, version, hoyBogota(), actor.id, actor.nombre, datos.documento ?? null],
  );
  return aJson(fila);
}

/**
 * La comprobación de quien crea un préstamo (POST /api/prestamos): un cliente sin autorización, o suprimido, se puede
 * consultar pero no recibe un préstamo nuevo (422). Un cliente que no existe pasa: lo rechaza la validación del
 * préstamo con su propio mensaje.
 */
export async function exigirAutorizacionDatos(manager: EntityManager, clienteId: string): Promise<void> {
  const filas: Array<{ suprimido: boolean; autorizado: boolean }> = await manager.query(
    `SELECT c.suprimido_en IS NOT NULL AS suprimido,
            EXISTS (SELECT 1 FROM clientes_autorizaciones a WHERE a.cliente_id = c.id) AS autorizado
     FROM clientes c WHERE c.id = $1`,
    [clienteId],
  );
  const fila = filas[0];
  if (!fila || (fila.autorizado && !fila.suprimido)) return;
  const mensaje = fila.suprimido ? MENSAJES_AUTORIZACION.suprimido : MENSAJES_AUTORIZACION.sinAutorizacion;
  throw new ErrorNegocio(CODIGOS.clienteSinAutorizacionDatos, mensaje, 422, { cliente: [mensaje] });
}
