// La causación diaria del interés pactado (docs/decisiones/politicas-contables.md): el barrido de cada noche lleva el
// ingreso por intereses de cada préstamo a lo que dice la regla (objetivoIngresoIntereses, @cartera/dominio) con un
// comprobante de causación. Funciones sobre la base, sin Nest: las llama BarridoService.
import {
  interesDevengado,
  objetivoIngresoIntereses,
  periodosDeInteres,
  reglaCausacion,
  type BaseIngreso,
} from '@cartera/dominio';
import { Logger } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';
import { aCentavos, aPesos } from '../../cartera/dinero';
import { sqlPrestamoAbierto } from '../../cartera/estado.rules';
import { escribirComprobante } from '../mayor/contabilizar';

interface FilaPrestamo {
  numero: string;
  cliente_id: string;
  fecha: string;
  abierto: boolean;
  interes_de_cuotas: boolean;
}

interface FilaMayor {
  reconocido: string;
  cobrado: string;
  por_cobrar: string;
  pactado: string;
}

const registro = new Logger('CausacionIntereses');

/**
 * Causa un préstamo hasta `hoy` (quien llama tiene su fila bloqueada). Una vez por préstamo y día: la fila de
 * `contabilidad_causaciones` lo reclama; si ya estaba, no hace nada. Devuelve el ajuste en centavos.
 */
export async function causarPrestamo(
  manager: EntityManager,
  prestamoId: string,
  hoy: string,
  base: BaseIngreso,
): Promise<number> {
  const reclamo: unknown[] = await manager.query(
    `INSERT INTO contabilidad_causaciones (prestamo_id, fecha, ajuste) VALUES ($1, $2, 0)
     ON CONFLICT DO NOTHING RETURNING prestamo_id`,
    [prestamoId, hoy],
  );
  if (reclamo.length === 0) return 0;
  const [prestamo]: FilaPrestamo[] = await manager.query(
    `SELECT numero::text AS numero, cliente_id, fecha::text AS fecha, ${sqlPrestamoAbierto()} AS abierto,
            (tipo_amortizacion <> 'interes_adelantado' AND prestamo_origen_id IS NULL) AS interes_de_cuotas
     FROM prestamos WHERE id = $1`,
    [prestamoId],
  );
  const cuotas: Array<{ fecha_programada: string; monto_interes: string }> = await manager.query(
    `SELECT fecha_programada::text AS fecha_programada, monto_interes FROM cuotas
     WHERE prestamo_id = $1 AND estado <> 'anulada' ORDER BY numero`,
    [prestamoId],
  );
  const [mayor]: FilaMayor[] = await manager.query(
    `SELECT coalesce(sum(l.credito - l.debito) FILTER (WHERE c.clave = 'ingresos_intereses'), 0) AS reconocido,
            coalesce(sum(l.credito - l.debito) FILTER (WHERE c.clave = 'ingresos_intereses' AND a.tipo <> 'causacion'), 0)
              AS cobrado,
            coalesce(sum(l.debito - l.credito) FILTER (WHERE c.clave = 'cartera_intereses'), 0) AS por_cobrar,
            coalesce(sum(l.debito) FILTER (WHERE c.clave = 'cartera_intereses' AND a.tipo IN ('desembolso', 'reenganche')), 0)
              AS pactado
     FROM contabilidad_lineas l
     JOIN contabilidad_asientos a ON a.id = l.asiento_id
     JOIN contabilidad_cuentas c ON c.id = l.cuenta_id
     WHERE l.prestamo_id = $1 AND c.clave IN ('ingresos_intereses', 'cartera_intereses')`,
    [prestamoId],
  );
  const periodos = periodosDeInteres({
    fecha: prestamo.fecha,
    cuotas: cuotas.map((c) => ({
      fechaProgramada: c.fecha_programada,
      interes: aCentavos(Number(c.monto_interes)),
    })),
    interesDeCuotas: prestamo.interes_de_cuotas,
    interesPactado: aCentavos(Number(mayor.pactado)),
  });
  const reconocido = aCentavos(Number(mayor.reconocido));
  const objetivo = objetivoIngresoIntereses({
    base,
    abierto: prestamo.abierto,
    devengado: interesDevengado(periodos, hoy),
    cobrado: aCentavos(Number(mayor.cobrado)),
    porCobrar: aCentavos(Number(mayor.por_cobrar)),
  });
  const lineas = reglaCausacion({ prestamoId, reconocido, objetivo });
  const asientoId = await escribirComprobante(manager, {
    fecha: hoy,
    tipo: 'causacion',
    descripcion: `Causación de intereses del préstamo #${prestamo.numero}`,
    origen: 'prestamo',
    origenId: prestamoId,
    registradoPor: null,
    lineas,
    clientes: new Map([[prestamoId, prestamo.cliente_id]]),
  });
  const ajuste = objetivo - reconocido;
  await manager.query(
    `UPDATE contabilidad_causaciones SET ajuste = $3, asiento_id = $4 WHERE prestamo_id = $1 AND fecha = $2`,
    [prestamoId, hoy, aPesos(ajuste), asientoId],
  );
  // Lo causado que queda en el ingreso, del mayor (no sumando ajustes: se corrige solo).
  await manager.query(
    `INSERT INTO contabilidad_ingreso_causado (prestamo_id, saldo) VALUES ($1, $2)
     ON CONFLICT (prestamo_id) DO UPDATE SET saldo = EXCLUDED.saldo`,
    [prestamoId, aPesos(objetivo - aCentavos(Number(mayor.cobrado)))],
  );
  return ajuste;
}

/**
 * El paso del barrido: en causación, cada préstamo abierto; en cualquier base, cada préstamo cuyo ingreso causado
 * ya no debe estar (se cerró, o se volvió a base de caja). Uno por transacción; un préstamo que un movimiento de
 * dinero tiene bloqueado se salta (lo toma el barrido siguiente). Devuelve cuántos préstamos causó.
 */
export async function causarIntereses(
  dataSource: DataSource,
  hoy: string,
  detenido: () => boolean = () => false,
): Promise<number> {
  const [{ base }]: Array<{ base: BaseIngreso }> = await dataSource.query(
    `SELECT base_ingresos AS base FROM contabilidad_politicas WHERE id = 1`,
  );
  const candidatos: Array<{ id: string }> = await dataSource.query(
    `SELECT id FROM (
       SELECT id FROM prestamos WHERE $2 = 'causacion' AND plan_generado AND ${sqlPrestamoAbierto()}
       UNION SELECT prestamo_id FROM contabilidad_ingreso_causado WHERE saldo <> 0
     ) x
     WHERE NOT EXISTS (SELECT 1 FROM contabilidad_causaciones k WHERE k.prestamo_id = x.id AND k.fecha = $1::date)
     ORDER BY id`,
    [hoy, base],
  );
  let causados = 0;
  for (const { id } of candidatos) {
    if (detenido()) break;
    try {
      causados += await dataSource.transaction(async (manager) => {
        const libre: unknown[] = await manager.query(
          `SELECT 1 FROM prestamos WHERE id = $1 FOR UPDATE SKIP LOCKED`,
          [id],
        );
        if (libre.length === 0) return 0;
        await causarPrestamo(manager, id, hoy, base);
        return 1;
      });
    } catch (error) {
      // Un préstamo que falla (su reclamo del día se deshace con la transacción) no detiene el barrido: lo vuelve a
      // intentar el siguiente.
      registro.error(`Causación del préstamo ${id} al ${hoy} fallida: ${String(error)}`);
    }
  }
  return causados;
}
