// Lo que todos leen de las cuentas de recaudo de la organización y de cómo trata las transferencias de Mi Ruta: la
// cuenta por id, si existe y está activa, y el modo de las transferencias. Viven abajo, con la fila de la organización,
// para que el cobro por transferencia (cobros/) no importe el módulo de pagos, que está encima.
import { TIPOS_CUENTA_PAGO, TRANSFERENCIAS_MI_RUTA, type TransferenciasMiRuta } from '@cartera/dominio';
import type { EntityManager } from 'typeorm';
import { instanteJson } from '../database/consulta-preparada';
import { db, deLista } from '../database/kysely';
import { filaOrganizacion } from './organizacion.sql';

/** El tipo de una cuenta leído de su columna (falla si no es uno de la lista). */
export const tipoCuenta = (tipo: string) => deLista(TIPOS_CUENTA_PAGO, tipo, 'pagos_cuentas.tipo');

/** La cuenta de recaudo `id`, sin columnas: quien la lee elige las suyas y su candado. */
export function cuentaPagoPorId(manager: EntityManager, id: string) {
  return db(manager).selectFrom('pagos_cuentas').where('id', '=', id);
}

/** Nombre, tipo y si está activa (undefined: no existe). */
export async function estadoCuentaPago(manager: EntityManager, id: string) {
  const fila = await cuentaPagoPorId(manager, id)
    .select(['id', 'nombre', 'tipo', 'activa'])
    .executeTakeFirst();
  return fila && { ...fila, tipo: tipoCuenta(fila.tipo) };
}

/** Qué hace la organización con las transferencias de Mi Ruta (undefined: sin configuración). */
export async function transferenciasMiRuta(manager: EntityManager): Promise<TransferenciasMiRuta | undefined> {
  const fila = await filaOrganizacion(manager)
    .select('transferencias_mi_ruta')
    .executeTakeFirst();
  return (
    fila &&
    deLista(
      TRANSFERENCIAS_MI_RUTA,
      fila.transferencias_mi_ruta,
      'configuracion_organizacion.transferencias_mi_ruta',
    )
  );
}

/**
 * Las cuentas activas que ve quien pide, para `cuentaDeCobro` (@cartera/dominio). Con el número de un préstamo, las de
 * la oficina del préstamo si tiene alguna (docs/decisiones/cuentas-de-recaudo-por-oficina.md): su dinero se asienta en
 * la oficina de la cuenta; sin ninguna, las demás.
 */
export async function cuentasActivas(manager: EntityManager, numeroPrestamo?: number) {
  const todas = await db(manager)
    .selectFrom('pagos_cuentas as c')
    .select((eb) => [
      'c.id',
      'c.tipo',
      'c.nombre',
      'c.identificador',
      'c.activa',
      'c.created_at',
      eb(
        'c.oficina_id',
        '=',
        eb.selectFrom('prestamos as p').select('p.oficina_id').where('p.numero', '=', String(numeroPrestamo ?? 0)),
      ).as('de_su_oficina'),
    ])
    .where('c.activa', '=', true)
    .execute();
  const suyas = todas.filter((f) => f.de_su_oficina === true);
  const filas = suyas.length > 0 ? suyas : todas;
  return filas.map((f) => ({
    _id: f.id,
    tipo: tipoCuenta(f.tipo),
    nombre: f.nombre,
    identificador: f.identificador,
    activa: f.activa,
    createdAt: instanteJson(f.created_at),
  }));
}

/** El nombre de la empresa (el del QR de pago). */
export async function nombreEmpresa(manager: EntityManager): Promise<string> {
  const fila = await filaOrganizacion(manager)
    .select('nombre_empresa')
    .executeTakeFirst();
  return fila?.nombre_empresa ?? '';
}
