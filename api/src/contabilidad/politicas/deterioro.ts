// El deterioro de la cartera por edades de mora (docs/decisiones/politicas-contables.md): lo calcula la regla
// provisionDeterioro (@cartera/dominio) con el capital de cada préstamo en el libro mayor y la edad de su cuota impaga
// más vieja; el comprobante lleva el saldo de 149905 a esa cifra. Bajo demanda (POST /api/contabilidad/deterioro) y el
// último día de cada mes en el barrido, si el prestamista lo activó.
import {
  finDeMes,
  provisionDeterioro,
  reglaDeterioro,
  type ResultadoDeterioro,
} from '@cartera/dominio';
import type { DataSource, EntityManager } from 'typeorm';
import { aCentavos, aPesos, centavosDe } from '../../common/dinero';
import { escribirComprobante } from '../../mayor/contabilizar';
import { consultasPoliticas } from '../../mayor/politicas.consultas';

/** El deterioro a `fecha`, sin escribir nada. */
export async function calcularDeterioro(manager: EntityManager, fecha: string): Promise<ResultadoDeterioro> {
  const porcentajes = await consultasPoliticas.porcentajesDeterioro(manager);
  const prestamos = await consultasPoliticas.capitalYAtrasos(manager, fecha);
  const { edades, total } = provisionDeterioro(
    prestamos.map((p) => ({ capital: centavosDe(p.capital), diasAtraso: p.dias })),
    porcentajes,
  );
  const anterior = centavosDe(await consultasPoliticas.saldoDeterioro(manager, fecha));
  return {
    fecha,
    edades: edades.map((e) => ({ ...e, capital: aPesos(e.capital), provision: aPesos(e.provision) })),
    objetivo: aPesos(total),
    anterior: aPesos(anterior),
    ajuste: aPesos(total - anterior),
    asientoId: null,
  };
}

/** Calcula y, si hay diferencia, asienta el deterioro a `fecha` (en la transacción recibida). */
export async function provisionarDeterioro(
  manager: EntityManager,
  fecha: string,
  registradoPor: string | null,
): Promise<ResultadoDeterioro> {
  await consultasPoliticas.candadoDeterioro(manager);
  const resultado = await calcularDeterioro(manager, fecha);
  const asientoId = await escribirComprobante(manager, {
    fecha,
    tipo: 'deterioro',
    descripcion: `Deterioro de la cartera al ${fecha}`,
    origen: 'deterioro',
    origenId: null,
    registradoPor,
    lineas: reglaDeterioro({
      actual: aCentavos(resultado.anterior),
      objetivo: aCentavos(resultado.objetivo),
    }),
  });
  return { ...resultado, asientoId };
}

/**
 * El paso del barrido: el último día de cada mes, si el deterioro está activo y ese día aún no tiene su comprobante
 * de deterioro, lo provisiona. Devuelve si escribió uno.
 */
export async function deterioroDeFinDeMes(dataSource: DataSource, hoy: string): Promise<boolean> {
  if (finDeMes(hoy) !== hoy) return false;
  return dataSource.transaction(async (manager) => {
    if (!(await consultasPoliticas.deterioroPendiente(manager, hoy))) return false;
    return (await provisionarDeterioro(manager, hoy, null)).asientoId !== null;
  });
}
