import {
  BANDAS_DETERIORO,
  BASES_INGRESO,
  DIAS_SUSPENSION_CAUSACION_DEFECTO,
  DIAS_SUSPENSION_CAUSACION_MAXIMO,
  MENSAJES_POLITICAS,
  validarDiasSuspension,
  validarPorcentajesDeterioro,
  type PorcentajesDeterioro,
} from '@cartera/dominio';
import type { Static } from '@cartera/dominio/esquemas';
import { De, Entrada, FechaOpcional, Regla, SiViene, campo } from '../../common/campos';

const SiNoDelCuerpo = (description: string, mensaje: string) =>
  SiViene(campo<boolean>({ description, type: 'boolean', 'x-mensajes': { type: mensaje } }));

/** PUT /api/contabilidad/politicas: cada ajuste es opcional; lo que no viene no cambia. */
export const EsquemaCuerpoPoliticas = Entrada('PoliticasContablesDto', {
  baseIngresos: SiViene(
    De(BASES_INGRESO, MENSAJES_POLITICAS.baseInvalida, {
      description: 'El interés pactado es ingreso cuando se cobra o día a día',
    }),
  ),
  diasSuspensionCausacion: SiViene(
    Regla<number>('integer', (valor) => validarDiasSuspension(valor), null, {
      minimum: 1,
      maximum: DIAS_SUSPENSION_CAUSACION_MAXIMO,
      example: DIAS_SUSPENSION_CAUSACION_DEFECTO,
      description:
        'En causación, un préstamo con más de estos días de atraso deja de causar y devuelve lo causado',
    }),
  ),
  vigenteDesde: FechaOpcional(
    '2026-12-01',
    'Desde qué día rigen la base y los días de suspensión que vienen; sin fecha: hoy',
  ),
  interesDiferidoNeto: SiNoDelCuerpo(
    'El balance general resta el interés diferido de la cartera',
    MENSAJES_POLITICAS.netoInvalido,
  ),
  deterioroActivo: SiNoDelCuerpo(
    'El barrido provisiona el deterioro el último día de cada mes',
    MENSAJES_POLITICAS.deterioroInvalido,
  ),
  porcentajesDeterioro: SiViene(
    campo<PorcentajesDeterioro>({
      type: 'object',
      properties: Object.fromEntries(
        BANDAS_DETERIORO.map((banda) => [banda.clave, { type: 'number', minimum: 0, maximum: 100 }]),
      ),
      example: { al_dia: 0, '1-8': 5, '9-15': 20, '16-30': 50, '31+': 100 },
      description:
        'Porcentaje del capital de cada edad de mora que se provisiona (0 a 100, sin bajar con la mora)',
      'x-regla': (valor: unknown) => validarPorcentajesDeterioro(valor),
    }),
  ),
});
export type PoliticasContablesDto = Static<typeof EsquemaCuerpoPoliticas>;

/** GET y POST /api/contabilidad/deterioro: la fecha (hoy si no viene). */
export const EsquemaDeterioro = Entrada('DeterioroDto', {
  fecha: FechaOpcional('2026-11-30', 'Sin fecha: hoy'),
});
export type DeterioroDto = Static<typeof EsquemaDeterioro>;
