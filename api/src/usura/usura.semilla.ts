import { Injectable } from '@nestjs/common';
import { hoyBogota, sumarDias, sumarMeses, type TipoCredito } from '@cartera/dominio';
import type { EntityManager } from 'typeorm';
import { SemillaDemo, type Semilla } from '../demo/semilla';

/**
 * Tasas de usura EA por tipo de crédito de la demostración. ILUSTRATIVAS: del orden de las que certifica la
 * Superintendencia Financiera, pero no son sus cifras ni sus resoluciones. Una instalación real registra en
 * Configuración › Tasas de usura las de cada certificación vigente.
 */
const TASAS_ILUSTRATIVAS: Readonly<Record<TipoCredito, number>> = {
  consumo_ordinario: 26.8,
  microcredito: 56.2,
  popular_productivo_urbano: 62.4,
  popular_productivo_rural: 58.1,
  productivo_mayor_monto: 30.2,
  consumo_bajo_monto: 54.7,
};

/** El interés de mora de la demostración (docs/decisiones/interes-de-mora.md). */
export const MORA_DEMOSTRACION = { tasa: 24, diasGracia: 3, diasAtras: 30 } as const;

/** Meses de la demostración: los préstamos sembrados empiezan hasta ~20 meses atrás; se cubren 24 y los 3 siguientes. */
const MESES_ATRAS = 24;
const MESES_ADELANTE = 3;

/**
 * Una tasa por tipo y mes de la demostración, con una variación pequeña de mes a mes (como las certificaciones
 * mensuales). Sólo si aún no hay tasas: lo que el administrador registró o borró no se toca.
 */
@Injectable()
@SemillaDemo({ orden: 25, nombre: 'Tasas de usura' })
export class UsuraSemilla implements Semilla {
  async sembrar(manager: EntityManager): Promise<void> {
    const [{ n }]: Array<{ n: number }> = await manager.query(`SELECT count(*)::int AS n FROM tasas_usura`);
    if (n > 0) return;
    const inicioMes = `${hoyBogota().slice(0, 7)}-01`;
    const filas: Array<[TipoCredito, number, string, string, string]> = [];
    for (let desplazamiento = -MESES_ATRAS; desplazamiento <= MESES_ADELANTE; desplazamiento++) {
      const desde = sumarMeses(inicioMes, desplazamiento);
      const hasta = sumarDias(sumarMeses(desde, 1), -1);
      // Variación ilustrativa de ±0,6 puntos a lo largo del año.
      const variacion = Math.round(Math.sin(desplazamiento / 2) * 60) / 100;
      for (const [tipo, tasa] of Object.entries(TASAS_ILUSTRATIVAS) as Array<[TipoCredito, number]>) {
        filas.push([tipo, Math.round((tasa + variacion) * 100) / 100, desde, hasta, `Ilustrativa ${desde.slice(0, 7)} (demostración)`]);
      }
    }
    await manager.query(
      `INSERT INTO tasas_usura (tipo_credito, tasa, desde, hasta, resolucion)
       SELECT * FROM unnest($1::text[], $2::numeric[], $3::date[], $4::date[], $5::text[])`,
      [0, 1, 2, 3, 4].map((i) => filas.map((f) => f[i])),
    );
    // La demostración cobra interés de mora (una instalación nueva no: se activa en Configuración › Sistema): 24 % EA,
    // bajo la usura ilustrativa de consumo, 3 días de gracia, desde hace 30 días para que haya mora causada que ver.
    await manager.query(
      `UPDATE configuracion_organizacion
       SET mora_activa = true, mora_tasa = $1, mora_periodicidad = 'anual', mora_dias_gracia = $2, mora_desde = $3
       WHERE id = 1 AND mora_tasa IS NULL`,
      [MORA_DEMOSTRACION.tasa, MORA_DEMOSTRACION.diasGracia, sumarDias(hoyBogota(), -MORA_DEMOSTRACION.diasAtras)],
    );
  }
}
