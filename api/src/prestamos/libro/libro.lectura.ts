import { Injectable } from '@nestjs/common';
import {
  TIPOS_AMORTIZACION,
  explicarMovimiento,
  type LibroPrestamo,
  type MovimientoPrestamo,
} from '@cartera/dominio';
import { sql, type RawBuilder } from 'kysely';
import type { EntityManager } from 'typeorm';
import { aPesos, centavosDe } from '../../common/dinero';
import { instanteJson } from '../../database/consulta-preparada';
import { deLista } from '../../database/kysely';
import { distanciaFueraDeSitio, ubicacionAJson } from '../../cobros/ubicacion';
import { leerRecibosMovimientos } from '../../notificaciones/recibo';
import { consultasLibroPrestamo } from './libro.consultas';

/**
 * Efecto de cada tipo de asiento en el saldo de un préstamo, en SQL: + nace o vuelve deuda, − se liquida, 0 no la
 * toca. Es la cuenta de `libroDeMovimientos` (@cartera/dominio); la verificación la usa igual.
 */
export function sqlSignoSaldo(alias: string): RawBuilder<number> {
  // sql: lo anidan la verificación del libro (fragmentos sql) y las consultas del libro con su alias, fuera de un `eb`
  return sql<number>`CASE ${sql.ref(`${alias}.tipo`)} WHEN 'desembolso' THEN 1 WHEN 'reversion' THEN 1 WHEN 'recuperacion' THEN 0 ELSE -1 END`;
}

/** Las cifras del libro por préstamo (columnas de una fila agrupada por prestamo_id sobre prestamos_movimientos m). */
export const SQL_CIFRAS_LIBRO = sql`
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
    const fila = await consultasLibroPrestamo.cifras(manager, prestamoId);
    return cifrasLibroAJson(fila);
  }

  /** Del más antiguo al más nuevo, con el saldo que dejó cada asiento. */
  async movimientos(manager: EntityManager, prestamoId: string): Promise<MovimientoPrestamo[]> {
    const filas = await consultasLibroPrestamo.movimientos(manager, prestamoId);
    const recibos = await leerRecibosMovimientos(manager, prestamoId);
    const umbral = await distanciaFueraDeSitio(manager);
    const prestamo = await consultasLibroPrestamo.paraExplicar(manager, prestamoId);
    const paraExplicar = {
      tipoAmortizacion: prestamo
        ? deLista(TIPOS_AMORTIZACION, prestamo.tipo_amortizacion, 'prestamos.tipo_amortizacion')
        : 'amortizable',
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
