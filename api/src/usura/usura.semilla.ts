import { Injectable } from '@nestjs/common';
import { TIPOS_CREDITO, hoyBogota, sumarDias, sumarMeses, type TipoCredito } from '@cartera/dominio';
import type { EntityManager } from 'typeorm';
import { SemillaDemo, type Semilla } from '../demo/semilla';
import { consultasUsura, type TasaEscrita } from './usura.consultas';

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
    if (await consultasUsura.hayTasas(manager)) return;
    const inicioMes = `${hoyBogota().slice(0, 7)}-01`;
    const filas: TasaEscrita[] = [];
    for (let desplazamiento = -MESES_ATRAS; desplazamiento <= MESES_ADELANTE; desplazamiento++) {
      const desde = sumarMeses(inicioMes, desplazamiento);
      const hasta = sumarDias(sumarMeses(desde, 1), -1);
      // Variación ilustrativa de ±0,6 puntos a lo largo del año.
      const variacion = Math.round(Math.sin(desplazamiento / 2) * 60) / 100;
      for (const tipo of TIPOS_CREDITO) {
        filas.push({
          tipo_credito: tipo,
          tasa: Math.round((TASAS_ILUSTRATIVAS[tipo] + variacion) * 100) / 100,
          desde,
          hasta,
          resolucion: `Ilustrativa ${desde.slice(0, 7)} (demostración)`,
        });
      }
    }
    await consultasUsura.insertarVarias(manager, filas);
    // La demostración cobra interés de mora (una instalación nueva no: se activa en Configuración › Sistema): 24 % EA,
    // bajo la usura ilustrativa de consumo, 3 días de gracia, desde hace 30 días para que haya mora causada que ver.
    await consultasUsura.moraDeDemostracion(manager, {
      tasa: MORA_DEMOSTRACION.tasa,
      diasGracia: MORA_DEMOSTRACION.diasGracia,
      desde: sumarDias(hoyBogota(), -MORA_DEMOSTRACION.diasAtras),
    });
  }
}
