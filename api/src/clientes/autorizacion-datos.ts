// La autorización de tratamiento de datos de un cliente (Ley 1581 de 2012; docs/decisiones/datos-personales.md):
// se guarda con el alta o la edición del cliente, en su transacción, y la consulta quien crea un préstamo.
import { CODIGOS, hoyBogota, type AutorizacionDatos, type DatosAutorizacion } from '@cartera/dominio';
import type { EntityManager } from 'typeorm';
import { ErrorNegocio, errorValidacion } from '../common/errores';
import type { Usuario } from '../usuarios/entities/usuario.entity';
import { consultasAutorizacion } from './autorizacion-datos.consultas';

export const MENSAJES_AUTORIZACION = {
  sinAutorizacion:
    'El cliente no tiene registrada la autorización de tratamiento de datos personales (Ley 1581 de 2012): ' +
    'regístrela en su ficha antes de darle un préstamo nuevo.',
  suprimido: 'Los datos de este cliente fueron suprimidos a su solicitud: no se le pueden dar préstamos nuevos.',
  versionNoExiste: 'Esa versión del aviso de privacidad no existe',
} as const;

function aJson(fila: Awaited<ReturnType<typeof consultasAutorizacion.guardarAutorizacion>>): AutorizacionDatos {
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
  const fila = await consultasAutorizacion.autorizacion(manager, clienteId);
  return fila ? aJson(fila) : null;
}

/** La versión vigente del aviso de privacidad (la mayor). */
export function versionVigenteAviso(manager: EntityManager): Promise<number> {
  return consultasAutorizacion.versionVigenteAviso(manager);
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
    const existe = await consultasAutorizacion.existeVersionAviso(manager, version);
    if (!existe) throw errorValidacion({ 'autorizacionDatos.version': [MENSAJES_AUTORIZACION.versionNoExiste] });
  }
  const fila = await consultasAutorizacion.guardarAutorizacion(manager, {
    cliente_id: clienteId,
    canal: datos.canal,
    version,
    fecha: hoyBogota(),
    usuario_id: actor.id,
    usuario_nombre: actor.nombre,
    documento: datos.documento ?? null,
  });
  return aJson(fila);
}

/**
 * La comprobación de quien crea un préstamo (POST /api/prestamos): un cliente sin autorización, o suprimido, se puede
 * consultar pero no recibe un préstamo nuevo (422). Un cliente que no existe pasa: lo rechaza la validación del
 * préstamo con su propio mensaje.
 */
export async function exigirAutorizacionDatos(manager: EntityManager, clienteId: string): Promise<void> {
  const fila = await consultasAutorizacion.situacionAutorizacion(manager, clienteId);
  if (!fila || (fila.autorizado && !fila.suprimido)) return;
  const mensaje = fila.suprimido ? MENSAJES_AUTORIZACION.suprimido : MENSAJES_AUTORIZACION.sinAutorizacion;
  throw new ErrorNegocio(CODIGOS.clienteSinAutorizacionDatos, mensaje, 422, { cliente: [mensaje] });
}
