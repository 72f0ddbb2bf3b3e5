import { Injectable } from '@nestjs/common';
import {
  explicarMovimiento,
  type LibroPrestamo,
  type MovimientoPrestamo,
  type TipoAmortizacion,
  type TipoMovimiento,
} from '@cartera/dominio';
import type { EntityManager } from 'typeorm';
import { aPesos, centavosDe } from '../../cartera/dinero';
import { instanteJson } from '../../database/consulta-preparada';
import { distanciaFueraDeSitio, ubicacionAJson, type ColumnasUbicacion } from '../../cartera/ubicacion';
import { leerRecibosMovimientos } from '../../notificaciones/recibo';

/**
 * Efecto de cada tipo de asiento en el saldo de un préstamo, en SQL: + nace o vuelve deuda, − se liquida, 0 no la
 * toca. Es la cuenta de `libroDeMovimientos` (@cartera/dominio); la verificación la usa igual.
 */
export function sqlSignoSaldo(alias: string): string {
  return `CASE ${alias}.tipo WHEN 'desembolso' THEN 1 WHEN 'reversion' THEN 1 WHEN 'recuperacion' THEN 0 ELSE -1 END`;
}

/** Las cifras del libro por préstamo (columnas de una fila agrupada por prestamo_id sobre prestamos_movimientos m). */
export const SQL_CIFRAS_LIBRO = `
  coalesce(sum(m.monto) FILTER (WHERE m.tipo = 'desembolso'), 0)
    - coalesce(sum(m.monto) FILTER (WHERE m.tipo = 'anulacion'), 0) AS pactado,
  coalesce(sum(m.monto) FILTER (WHERE m.tipo IN ('cobro', 'liquidacion')), 0)
    - coalesce(sum(m.monto) FILTER (WHERE m.tipo = 'reversion'), 0) AS cobrado,
  coalesce(sum(m.monto) FILTER (WHERE m.tipo = 'condonacion'), 0) AS condonado,
  coalesce(sum(m.monto) FILTER (WHERE m.tipo = 'castigo'), 0) AS castigado,
  coalesce(sum(m.monto) FILTER (WHERE m.tipo = 'recuperacion'), 0) AS recuperado,
  coalesce(sum(m.monto) FILTER (WHERE m.tipo = 'reenganche'), 0) AS refinanciado`;

export interface FilaCifrasLibro {
  pactado: string;
  cobrado: string;
  condonado: string;
  castigado: string;
  recuperado: string;
  refinanciado: string;
}

export function cifrasLibroAJson(fila: FilaCifrasLibro): LibroPrestamo {
  const c = centavosDe;
  const saldo = c(fila.pactado) - c(fila.cobrado) - c(fila.condonado) - c(fila.castigado) - c(fila.refinanciado);
  return {
    pactado: aPesos(c(fila.pactado)),
    cobrado: aPesos(c(fila.cobrado)),
    condonado: aPesos(c(fila.condonado)),
    castigado: aPesos(c(fila.castigado)),
    recuperado: aPesos(c(fila.recuperado)),
    refinanciado: aPesos(c(fila.refinanciado)),
    saldoPendiente: aPesos(saldo),
  };
}

/** Lecturas del libro de un préstamo: sus asientos y sus cifras. El acceso lo comprueba quien llama. */
@Injectable()
export class LibroPrestamoLectura {
  async cifras(manager: EntityManager, prestamoId: string): Promise<LibroPrestamo> {
    const [fila]: FilaCifrasLibro[] = await manager.query(
      `SELECT ${SQL_CIFRAS_LIBRO} FROM prestamos_movimientos m WHERE m.prestamo_id = $1`,
      [prestamoId],
    );
    return cifrasLibroAJson(fila);
  }

  /** Del más antiguo al más nuevo, con el saldo que dejó cada asiento. */
  async movimientos(manager: EntityManager, prestamoId: string): Promise<MovimientoPrestamo[]> {
    const filas: Array<{
      id: string;
      tipo: TipoMovimiento;
      fecha: string;
      monto: string;
      capital: string;
      interes: string;
      efectivo: string;
      mora: string;
      saldo: string;
      motivo: string | null;
      cobro_id: string | null;
      registrado_por: string | null;
      registrado_nombre: string | null;
      created_at: Date | string;
      asiento_id: string | null;
      asiento_numero: string | null;
    } & ColumnasUbicacion> = await manager.query(
      `SELECT m.id, m.tipo, m.fecha::text AS fecha, m.monto, m.capital, m.interes, m.efectivo, m.mora, m.motivo, m.cobro_id,
              m.registrado_por, u.nombre AS registrado_nombre, m.created_at,
              sum(m.monto * ${sqlSignoSaldo('m')}) OVER (ORDER BY m.secuencia) AS saldo,
              a.id AS asiento_id, a.numero::text AS asiento_numero,
              co.latitud, co.longitud, co.precision_metros, co.distancia_metros
       FROM prestamos_movimientos m LEFT JOIN usuarios u ON u.id = m.registrado_por
       -- Dónde se hizo el cobro del asiento (si todavía existe y trajo ubicación).
       LEFT JOIN cobros co ON co.id = m.cobro_id
       -- Su comprobante; el resto condonado de una liquidación está en el de la liquidación anterior.
       LEFT JOIN LATERAL (
         SELECT ca.id, ca.numero FROM contabilidad_lineas l JOIN contabilidad_asientos ca ON ca.id = l.asiento_id
         WHERE l.movimiento_id = coalesce(
           (SELECT l2.movimiento_id FROM contabilidad_lineas l2 WHERE l2.movimiento_id = m.id LIMIT 1),
           CASE WHEN m.tipo = 'condonacion' THEN (
             SELECT q.id FROM prestamos_movimientos q
             WHERE q.prestamo_id = m.prestamo_id AND q.tipo = 'liquidacion' AND q.secuencia < m.secuencia
             ORDER BY q.secuencia DESC LIMIT 1) END)
         LIMIT 1
       ) a ON true
       WHERE m.prestamo_id = $1
       ORDER BY m.secuencia`,
      [prestamoId],
    );
    const recibos = await leerRecibosMovimientos(manager, prestamoId);
    const umbral = await distanciaFueraDeSitio(manager);
    const [prestamo]: Array<{
      tipo_amortizacion: TipoAmortizacion;
      origen_numero: string | null;
      monto_refinanciado: string;
      destino_numero: string | null;
      interes_refinanciado: string;
    }> = await manager.query(
      `SELECT p.tipo_amortizacion, o.numero AS origen_numero, p.monto_refinanciado,
              (SELECT n.numero FROM prestamos n WHERE n.prestamo_origen_id = p.id ORDER BY n.created_at LIMIT 1) AS destino_numero,
              -- El interés que el contrato pone en lo refinanciado: la mezcla de cada cuota sobre su último tramo
              -- (interesDelTramo de reparto.rules.ts, redondeado al centavo como allí).
              (SELECT coalesce(sum(
                        round((c.monto_pagado + c.monto_condonado + c.monto_refinanciado) * c.monto_interes / c.monto_total, 2)
                        - round((c.monto_pagado + c.monto_condonado) * c.monto_interes / c.monto_total, 2)), 0)
               FROM cuotas c WHERE c.prestamo_id = p.id AND c.monto_refinanciado > 0 AND c.monto_total > 0) AS interes_refinanciado
       FROM prestamos p LEFT JOIN prestamos o ON o.id = p.prestamo_origen_id WHERE p.id = $1`,
      [prestamoId],
    );
    const paraExplicar = {
      tipoAmortizacion: prestamo?.tipo_amortizacion ?? 'amortizable',
      prestamoOrigenNumero: prestamo?.origen_numero ? Number(prestamo.origen_numero) : null,
      montoRefinanciado: Number(prestamo?.monto_refinanciado ?? 0),
      reenganchadoEn: prestamo?.destino_numero
        ? { numero: Number(prestamo.destino_numero), interesContrato: Number(prestamo.interes_refinanciado) }
        : null,
    };
    return filas.map((fila) => ({
      _id: fila.id,
      tipo: fila.tipo,
      fecha: fila.fecha,
      monto: Number(fila.monto),
      capital: Number(fila.capital),
      interes: Number(fila.interes),
      explicacion: explicarMovimiento(
        { tipo: fila.tipo, monto: Number(fila.monto), interes: Number(fila.interes), efectivo: Number(fila.efectivo) },
        paraExplicar,
      ),
      efectivo: Number(fila.efectivo),
      mora: Number(fila.mora),
      saldoDespues: Number(fila.saldo),
      motivo: fila.motivo,
      cobro: fila.cobro_id,
      ubicacion: ubicacionAJson(fila, umbral),
      asientoContable: fila.asiento_id ? { id: fila.asiento_id, numero: Number(fila.asiento_numero) } : null,
      recibo: recibos.get(fila.id) ?? null,
      registradoPor: fila.registrado_por ? { _id: fila.registrado_por, nombre: fila.registrado_nombre ?? '' } : null,
      createdAt: instanteJson(fila.created_at),
    }));
  }
}
