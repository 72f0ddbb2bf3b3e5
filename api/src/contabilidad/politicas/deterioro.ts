// El deterioro de la cartera por edades de mora (docs/decisiones/politicas-contables.md): lo calcula la regla
// provisionDeterioro (@cartera/dominio) con el capital de cada préstamo en el libro mayor y la edad de su cuota impaga
// más vieja; el comprobante lleva el saldo de 149905 a esa cifra. Bajo demanda (POST /api/contabilidad/deterioro) y el
// último día de cada mes en el barrido, si el prestamista lo activó.
import {
  finDeMes,
  provisionDeterioro,
  reglaDeterioro,
  type PorcentajesDeterioro,
  type ResultadoDeterioro,
} from '@cartera/dominio';
import type { DataSource, EntityManager } from 'typeorm';
import { aCentavos, aPesos } from '../../cartera/dinero';
import { escribirComprobante } from '../mayor/contabilizar';

/** Candado de transacción: dos provisiones a la vez no calculan sobre el mismo saldo anterior ('deterioro'). */
const CANDADO_DETERIORO = 0x64657465726f;

/** El deterioro a `fecha`, sin escribir nada. */
export async function calcularDeterioro(manager: EntityManager, fecha: string): Promise<ResultadoDeterioro> {
  const [{ porcentajes }]: Array<{ porcentajes: PorcentajesDeterioro }> = await manager.query(
    `SELECT porcentajes_deterioro AS porcentajes FROM contabilidad_politicas WHERE id = 1`,
  );
  const prestamos: Array<{ capital: string; dias: number }> = await manager.query(
    `WITH capital AS (
       SELECT l.prestamo_id, sum(l.debito - l.credito) AS capital
       FROM contabilidad_lineas l JOIN contabilidad_cuentas c ON c.id = l.cuenta_id
       WHERE c.clave = 'cartera_capital' AND l.fecha <= $1::date
       GROUP BY l.prestamo_id
       HAVING sum(l.debito - l.credito) > 0
     )
     SELECT k.capital,
            coalesce((SELECT $1::date - min(q.fecha_programada) FROM cuotas q
                      WHERE q.prestamo_id = k.prestamo_id AND q.estado IN ('pendiente', 'parcial', 'vencida')
                        AND q.fecha_programada < $1::date), 0)::int AS dias
     FROM capital k`,
    [fecha],
  );
  const { edades, total } = provisionDeterioro(
    prestamos.map((p) => ({ capital: aCentavos(Number(p.capital)), diasAtraso: p.dias })),
    porcentajes,
  );
  const [{ saldo }]: Array<{ saldo: string }> = await manager.query(
    `SELECT coalesce(sum(l.credito - l.debito), 0) AS saldo
     FROM contabilidad_lineas l JOIN contabilidad_cuentas c ON c.id = l.cuenta_id
     WHERE c.clave = 'deterioro_cartera' AND l.fecha <= $1::date`,
    [fecha],
  );
  const anterior = aCentavos(Number(saldo));
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
  await manager.query(`SELECT pg_advisory_xact_lock($1)`, [CANDADO_DETERIORO]);
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
    const [pendiente]: Array<{ activo: boolean }> = await manager.query(
      `SELECT deterioro_activo AS activo FROM contabilidad_politicas
       WHERE id = 1 AND deterioro_activo
         AND NOT EXISTS (SELECT 1 FROM contabilidad_asientos WHERE tipo = 'deterioro' AND fecha = $1::date)`,
      [hoy],
    );
    if (!pendiente) return false;
    return (await provisionarDeterioro(manager, hoy, null)).asientoId !== null;
  });
}
