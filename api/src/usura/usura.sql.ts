// Filas de tasas_usura y su forma JSON (TasaUsura de @cartera/dominio).
import type { PrestamoSobreUsura, TasaUsura, TipoCredito } from '@cartera/dominio';
import { instanteJson } from '../database/consulta-preparada';

export const COLUMNAS_TASA_USURA = `id, tipo_credito, tasa, desde::text AS desde, hasta::text AS hasta, resolucion,
  created_at, updated_at`;

export interface FilaTasaUsura {
  id: string;
  tipo_credito: TipoCredito;
  tasa: string;
  desde: string;
  hasta: string;
  resolucion: string;
  created_at: Date | string;
  updated_at: Date | string;
}

export function tasaUsuraAJson(fila: FilaTasaUsura): TasaUsura {
  return {
    _id: fila.id,
    tipoCredito: fila.tipo_credito,
    tasa: Number(fila.tasa),
    desde: fila.desde,
    hasta: fila.hasta,
    resolucion: fila.resolucion,
    createdAt: instanteJson(fila.created_at),
    updatedAt: instanteJson(fila.updated_at),
  };
}

/**
 * Préstamos abiertos cuya EA supera la tasa certificada para su tipo en la fecha de su desembolso (`p.fecha`). Es el
 * gemelo en SQL de `superaUsura` + `tasaUsuraVigente` de @cartera/dominio (usura.e2e-spec.ts comprueba que el reporte
 * y el detalle de cada préstamo dicen lo mismo). $1: estados abiertos.
 */
export const SQL_PRESTAMOS_SOBRE_USURA = `
  SELECT p.id, p.numero, c.nombre AS cliente, p.fecha::text AS fecha, p.tipo_credito, p.interes, p.cuotas,
         p.tasa_efectiva_anual, p.saldo_pendiente, t.tasa, t.desde::text AS desde, t.hasta::text AS hasta
  FROM prestamos p
  JOIN clientes c ON c.id = p.cliente_id
  JOIN tasas_usura t ON t.tipo_credito = p.tipo_credito AND p.fecha BETWEEN t.desde AND t.hasta
  WHERE p.estado = ANY($1::text[]) AND p.tasa_efectiva_anual > t.tasa
  ORDER BY p.tasa_efectiva_anual - t.tasa DESC, p.numero`;

export interface FilaPrestamoSobreUsura {
  id: string;
  numero: string;
  cliente: string;
  fecha: string;
  tipo_credito: TipoCredito;
  interes: string;
  cuotas: number;
  tasa_efectiva_anual: string;
  saldo_pendiente: string;
  tasa: string;
  desde: string;
  hasta: string;
}

export function prestamoSobreUsuraAJson(fila: FilaPrestamoSobreUsura): PrestamoSobreUsura {
  return {
    prestamo: fila.id,
    numero: Number(fila.numero),
    cliente: fila.cliente,
    fecha: fila.fecha,
    tipoCredito: fila.tipo_credito,
    interes: Number(fila.interes),
    cuotas: fila.cuotas,
    tasaEfectivaAnual: Number(fila.tasa_efectiva_anual),
    tasaUsura: { tasa: Number(fila.tasa), desde: fila.desde, hasta: fila.hasta },
    saldoPendiente: Number(fila.saldo_pendiente),
  };
}
