// Los préstamos sin cartera en el exporte (docs/decisiones/importacion.md, «Préstamos sin cartera»): refinanciados en
// un reenganche, anulados, solicitudes pendientes y rechazadas salen en la hoja Prestamos con sus condiciones y su
// estado, sin cuotas; la otra instalación los guarda como historia (importacionSinCartera.ts). Su fecha de corte es
// la de su cierre, si la tiene y no es anterior a su inicio (la importación no la acepta así); una solicitud no la
// lleva.
import { ESTADOS_PRESTAMO_SIN_CARTERA } from '@cartera/dominio';
import type { EntityManager } from 'typeorm';
import { filasDePrestamos } from './exporte-planes';

/** Los préstamos sin cartera que siguen a `ultimo` (por id), hasta `limite`. */
export function prestamosSinCartera(manager: EntityManager, ultimo: string, limite: number) {
  return filasDePrestamos(manager)
    .select((eb) => [
      'p.cuotas',
      eb
        .case()
        .when(eb.and([eb('p.estado', '<>', 'solicitado'), eb('p.fecha_cierre', '>=', eb.ref('p.fecha_inicio'))]))
        .then(eb.cast<string>('p.fecha_cierre', 'text'))
        .end()
        .as('fechaCorte'),
    ])
    .where('p.estado', 'in', ESTADOS_PRESTAMO_SIN_CARTERA)
    .where('p.id', '>', ultimo)
    .orderBy('p.id')
    .limit(limite)
    .execute();
}
