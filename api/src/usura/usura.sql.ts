// Filas de tasas_usura y del reporte de préstamos sobre la usura (usura.consultas.ts) en su forma JSON (TasaUsura y
// PrestamoSobreUsura de @cartera/dominio).
import { TIPOS_CREDITO, type PrestamoSobreUsura, type TasaUsura } from '@cartera/dominio';
import { instanteJson } from '../database/consulta-preparada';
import { deLista } from '../database/kysely';
import type { consultasUsura } from './usura.consultas';

type FilaTasaUsura = Awaited<ReturnType<typeof consultasUsura.todas>>[number];
type FilaPrestamoSobreUsura = Awaited<ReturnType<typeof consultasUsura.sobreUsura>>[number];

export function tasaUsuraAJson(fila: FilaTasaUsura): TasaUsura {
  return {
    _id: fila.id,
    tipoCredito: deLista(TIPOS_CREDITO, fila.tipo_credito, 'tasas_usura.tipo_credito'),
    tasa: Number(fila.tasa),
    desde: fila.desde,
    hasta: fila.hasta,
    resolucion: fila.resolucion,
    createdAt: instanteJson(fila.created_at),
    updatedAt: instanteJson(fila.updated_at),
  };
}

export function prestamoSobreUsuraAJson(fila: FilaPrestamoSobreUsura): PrestamoSobreUsura {
  return {
    prestamo: fila.id,
    numero: Number(fila.numero),
    cliente: fila.cliente,
    fecha: fila.fecha,
    tipoCredito: deLista(TIPOS_CREDITO, fila.tipo_credito, 'prestamos.tipo_credito'),
    interes: Number(fila.interes),
    cuotas: fila.cuotas,
    tasaEfectivaAnual: Number(fila.tasa_efectiva_anual),
    tasaUsura: { tasa: Number(fila.tasa), desde: fila.desde, hasta: fila.hasta },
    saldoPendiente: Number(fila.saldo_pendiente),
  };
}
