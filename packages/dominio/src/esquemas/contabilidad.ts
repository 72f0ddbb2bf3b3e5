// Las políticas contables, el deterioro de la cartera y el cierre de periodos (/api/contabilidad/politicas,
// /deterioro y /cierre) como esquemas: la API los declara (`@Responde`) y sus pruebas los validan;
// `PoliticasContables`, `ResultadoDeterioro` (causacion.ts) y `CierrePeriodos` se derivan aquí, al final (antes en libro.ts).
import { Type, type TNumber, type Static } from '@sinclair/typebox';
import { BANDAS_DETERIORO, type ClaveBandaDeterioro, type EdadDeterioro } from '../causacion';
import { BASES_INGRESO } from '../causacionIntereses';
import { anulable, cerrado, EsquemaFecha, EsquemaId, EsquemaInstante, unoDe } from './sobre';
import type { Afirmar, Igual } from './sobre';

const PORCENTAJE = Type.Number({ minimum: 0, maximum: 100 });

/** El porcentaje del capital que se provisiona en cada edad de mora (las claves son las de BANDAS_DETERIORO). */
export const EsquemaPorcentajesDeterioro = Type.Object(
  {
    al_dia: PORCENTAJE,
    '1-8': PORCENTAJE,
    '9-15': PORCENTAJE,
    '16-30': PORCENTAJE,
    '31+': PORCENTAJE,
  } satisfies Record<ClaveBandaDeterioro, TNumber>,
  cerrado,
);

/** GET/PUT /api/contabilidad/politicas. */
export const EsquemaPoliticasContables = Type.Object(
  {
    baseIngresos: unoDe(BASES_INGRESO),
    /** La causación de un préstamo se suspende cuando pasa de estos días de atraso. */
    diasSuspensionCausacion: Type.Integer({ minimum: 1 }),
    /** Desde qué día rigen la base y los días de suspensión de hoy (null: los de siempre, nunca elegidos). */
    vigenteDesde: anulable(EsquemaFecha),
    /** Una base o unos días de suspensión elegidos para un día futuro (null si no hay). */
    cambioProgramado: anulable(
      Type.Object(
        {
          vigenteDesde: EsquemaFecha,
          baseIngresos: unoDe(BASES_INGRESO),
          diasSuspensionCausacion: Type.Integer({ minimum: 1 }),
        },
        cerrado,
      ),
    ),
    /** El balance general resta el interés diferido de la cartera (en vez de mostrarlo como pasivo). */
    interesDiferidoNeto: Type.Boolean(),
    /** El barrido provisiona el deterioro el último día de cada mes. */
    deterioroActivo: Type.Boolean(),
    porcentajesDeterioro: EsquemaPorcentajesDeterioro,
    updatedAt: EsquemaInstante,
  },
  cerrado,
);

/** El capital de una edad de mora y lo que se provisiona de él (centavos). */
export const EsquemaEdadDeterioro = Type.Object(
  {
    banda: unoDe(BANDAS_DETERIORO.map((banda) => banda.clave)),
    etiqueta: Type.String(),
    porcentaje: Type.Number(),
    /** Centavos de capital en esa edad. */
    capital: Type.Number(),
    /** Centavos provisionados. */
    provision: Type.Number(),
  },
  cerrado,
);

/** GET y POST /api/contabilidad/deterioro (pesos). */
export const EsquemaResultadoDeterioro = Type.Object(
  {
    fecha: EsquemaFecha,
    edades: Type.Array(EsquemaEdadDeterioro),
    /** El deterioro que la cartera debe tener a la fecha. */
    objetivo: Type.Number(),
    /** El que el libro mayor tiene (saldo crédito de 149905). */
    anterior: Type.Number(),
    /** objetivo − anterior: gasto si es positivo, recuperación si es negativo. */
    ajuste: Type.Number(),
    /** El comprobante (POST con ajuste); null en la vista previa o sin diferencia. */
    asientoId: anulable(EsquemaId),
  },
  cerrado,
);

/** GET/PUT /api/contabilidad/cierre: hasta qué día están cerrados los libros (el último de un mes), o null. */
export const EsquemaCierrePeriodos = Type.Object({ cerradoHasta: anulable(EsquemaFecha) }, cerrado);

/** Una identidad del libro o de la caja que no se cumple (GET/POST /api/contabilidad/verificacion). */
export const EsquemaDescuadre = Type.Object(
  {
    /** null para las identidades de toda la cartera (la caja). */
    prestamo: anulable(Type.Object({ _id: EsquemaId, numero: Type.Integer() }, cerrado)),
    /** Qué identidad no se cumple ('saldo', 'cobrado', 'estado', 'caja', …). */
    regla: Type.String(),
    esperado: Type.Number(),
    encontrado: Type.Number(),
    detalle: Type.String(),
  },
  cerrado,
);

/**
 * Una cuenta de banco en la verificación: lo que muestran sus extractos (null si no tiene ninguno: no se da por
 * cuadrada), lo asentado sin extracto (cobros por transferencia que ningún extracto trae, devoluciones, consignaciones
 * y retiros de la caja), su saldo en el libro mayor y la diferencia (mayor − extracto − sin extracto).
 */
export const EsquemaBancoVerificado = Type.Object(
  {
    codigo: Type.String(),
    nombre: Type.String(),
    extracto: anulable(Type.Number()),
    sinExtracto: Type.Number(),
    mayor: Type.Number(),
    diferencia: Type.Number(),
  },
  cerrado,
);

/** Resultado de la verificación del libro: la última guardada (GET) o la que se acaba de correr (POST). */
export const EsquemaVerificacionContable = Type.Object(
  {
    /** Cuándo terminó (null si nunca se ha verificado). */
    fecha: anulable(EsquemaInstante),
    prestamosRevisados: Type.Integer(),
    duracionMs: Type.Number(),
    /** Cuántos descuadres encontró en total. */
    cantidadDescuadres: Type.Integer(),
    /** Los primeros, con su detalle (a lo sumo DESCUADRES_CON_DETALLE): un libro roto entero no cabe en una respuesta. */
    descuadres: Type.Array(EsquemaDescuadre),
    /** Cada cuenta de banco con sus dos lados (las verificaciones guardadas antes de esta lista no la traen). */
    bancos: Type.Optional(Type.Array(EsquemaBancoVerificado)),
  },
  cerrado,
);

// Los tipos que se derivan de estos esquemas (los exporta también `@cartera/dominio`, sólo como tipos).

export type PoliticasContables = Static<typeof EsquemaPoliticasContables>;

type _EdadDeterioro = Afirmar<Igual<Static<typeof EsquemaEdadDeterioro>, EdadDeterioro>>;

/** GET y POST /api/contabilidad/deterioro (pesos). */
export type ResultadoDeterioro = Static<typeof EsquemaResultadoDeterioro>;

/** Una identidad que no se cumple en la verificación del libro (GET /api/contabilidad/verificacion). */
export type Descuadre = Static<typeof EsquemaDescuadre>;

/** Resultado de la verificación del libro (los campos, explicados en el esquema). */
export type VerificacionContable = Static<typeof EsquemaVerificacionContable>;

/** Una cuenta de banco de la verificación, con sus dos lados (`bancos` de VerificacionContable). */
export type BancoVerificado = Static<typeof EsquemaBancoVerificado>;

/** Hasta qué día están cerrados los libros (el último día de un mes), o null si no hay nada cerrado. */
export type CierrePeriodos = Static<typeof EsquemaCierrePeriodos>;
