import { Injectable } from '@nestjs/common';
import {
  DIAS_MAXIMOS_DIARIO,
  MENSAJES_EXTRACTOS,
  MENSAJES_PAGOS,
  diferenciasConciliacion,
  leerFechaCo,
  type ConciliacionCuenta,
  type DiaConciliacion,
  type TipoCuentaPago,
} from '@cartera/dominio';
import { DataSource } from 'typeorm';
import { errorValidacion } from '../common/errores';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * La conciliación de una cuenta de recaudo por día (docs/decisiones/pagos-por-transferencia.md, «Conciliación»): los
 * créditos de sus extractos, sus cobros por transferencia, lo que sigue en «Recaudos por aplicar» y el movimiento de
 * su subcuenta de Bancos, lado a lado; las diferencias las explica `diferenciasConciliacion`. SQL lee, el dominio decide.
 */
@Injectable()
export class ConciliacionService {
  constructor(private readonly dataSource: DataSource) {}

  async conciliar(consulta: {
    cuenta?: string;
    desde?: string;
    hasta?: string;
  }): Promise<ConciliacionCuenta> {
    const desde = leerFechaCo(consulta.desde ?? '');
    const hasta = leerFechaCo(consulta.hasta ?? '');
    const errores: Record<string, string[]> = {};
    if (!consulta.cuenta || !UUID.test(consulta.cuenta)) errores.cuenta = [MENSAJES_PAGOS.cuentaObligatoria];
    if (
      !desde ||
      !hasta ||
      desde > hasta ||
      (Date.parse(hasta) - Date.parse(desde)) / 86_400_000 >= DIAS_MAXIMOS_DIARIO
    )
      errores.desde = [MENSAJES_EXTRACTOS.fechasConciliacion];
    if (Object.keys(errores).length > 0 || !desde || !hasta) throw errorValidacion(errores);
    const [cuenta]: Array<{ id: string; nombre: string; tipo: TipoCuentaPago; codigo: string }> =
      await this.dataSource.query(
        `SELECT pc.id, pc.nombre, pc.tipo, cc.codigo FROM pagos_cuentas pc JOIN contabilidad_cuentas cc ON cc.cuenta_pago_id = pc.id
       WHERE pc.id = $1`,
        [consulta.cuenta],
      );
    if (!cuenta) throw errorValidacion({ cuenta: [MENSAJES_PAGOS.cuentaNoEncontrada] });
    const filas: Array<{ fecha: string; extracto: string; cobros: string; suspenso: string; mayor: string }> =
      await this.dataSource.query(
        `WITH extracto AS (
         SELECT fecha, sum(valor) AS monto FROM pagos_extracto_lineas
         WHERE cuenta_pago_id = $1 AND origen = 'extracto' AND valor > 0 AND fecha BETWEEN $2 AND $3 GROUP BY fecha
       ), cobros AS (
         SELECT fecha, sum(monto) AS monto FROM cobros WHERE cuenta_pago_id = $1 AND fecha BETWEEN $2 AND $3 GROUP BY fecha
       ), suspenso AS (
         SELECT fecha, sum(valor) AS monto FROM pagos_extracto_lineas
         WHERE cuenta_pago_id = $1 AND estado IN ('en_suspenso', 'aplicando', 'no_es_nuestro') AND fecha BETWEEN $2 AND $3
         GROUP BY fecha
       ), mayor AS (
         SELECT l.fecha, sum(l.debito - l.credito) AS monto FROM contabilidad_lineas l
         JOIN contabilidad_cuentas c ON c.id = l.cuenta_id
         WHERE c.cuenta_pago_id = $1 AND l.fecha BETWEEN $2 AND $3 GROUP BY l.fecha
       ), dias AS (
         SELECT fecha FROM extracto UNION SELECT fecha FROM cobros UNION SELECT fecha FROM suspenso UNION SELECT fecha FROM mayor
       )
       SELECT d.fecha, coalesce(e.monto, 0) AS extracto, coalesce(c.monto, 0) AS cobros, coalesce(s.monto, 0) AS suspenso,
              coalesce(m.monto, 0) AS mayor
       FROM dias d LEFT JOIN extracto e ON e.fecha = d.fecha LEFT JOIN cobros c ON c.fecha = d.fecha
       LEFT JOIN suspenso s ON s.fecha = d.fecha LEFT JOIN mayor m ON m.fecha = d.fecha
       ORDER BY d.fecha`,
        [cuenta.id, desde, hasta],
      );
    const dias: DiaConciliacion[] = filas.map((f) => ({
      fecha: f.fecha,
      extracto: Number(f.extracto),
      cobros: Number(f.cobros),
      suspenso: Number(f.suspenso),
      mayor: Number(f.mayor),
    }));
    const suma = (k: keyof Omit<DiaConciliacion, 'fecha'>) =>
      Math.round(dias.reduce((t, d) => t + d[k] * 100, 0)) / 100;
    return {
      cuenta: { _id: cuenta.id, nombre: cuenta.nombre, tipo: cuenta.tipo, cuentaContable: cuenta.codigo },
      desde,
      hasta,
      dias,
      totales: {
        extracto: suma('extracto'),
        cobros: suma('cobros'),
        suspenso: suma('suspenso'),
        mayor: suma('mayor'),
      },
      diferencias: diferenciasConciliacion(dias),
    };
  }
}
