// El contrato de /api/metas-cobrador (§7; docs/decisiones/contrato-de-la-api.md): la consulta de la lista y las reglas
// de las cifras de una meta que comprueban el formulario y la API. La meta y su cuerpo están en tipos.ts.

import type { EstadoMeta } from './constantes';
import type { ParametrosLista } from './tipos';
import { MENSAJES } from './validacion';

/** Consulta de GET /api/metas-cobrador (la lista va en `data.data`, §7). */
export interface ConsultaMetas extends ParametrosLista {
  /** 'YYYY-MM'. */
  periodo?: string;
  cobradorId?: string;
  estado?: EstadoMeta;
}

export const META_MONTO_MAXIMO = 999_999_999_999;
export const META_COBROS_MAXIMO = 1_000_000_000;

const conDosDecimales = (valor: number) => Math.abs(valor * 100 - Math.round(valor * 100)) < 1e-6;

/** Mensaje de error de la meta de monto (pesos ≥ 0 con a lo sumo dos decimales, hasta el tope), o `null`. */
export function validarMetaMonto(valor: unknown): string | null {
  if (typeof valor !== 'number' || !Number.isFinite(valor) || valor < 0 || !conDosDecimales(valor)) {
    return MENSAJES.metaMontoInvalida;
  }
  if (valor > META_MONTO_MAXIMO) return MENSAJES.metaMontoDemasiadoGrande;
  return null;
}

/** Mensaje de error de la meta de cobros (entero ≥ 0, hasta el tope), o `null`. */
export function validarMetaCobros(valor: unknown): string | null {
  if (typeof valor !== 'number' || !Number.isInteger(valor) || valor < 0) return MENSAJES.metaCobrosInvalida;
  if (valor > META_COBROS_MAXIMO) return MENSAJES.metaCobrosDemasiadoGrande;
  return null;
}
