// Los sobres de toda respuesta de la API como esquemas JSON (docs/decisiones/respuestas-declaradas.md): el de éxito
// `{ success: true, data, message }`, el de una página (`meta` al lado de `data`) y el de error
// `{ success: false, message, code, errors? }`. Sólo la API y sus pruebas cargan estos valores; las pantallas leen
// los tipos que se derivan de ellos (`Static<typeof X>`).
import type { ReferenciaUsuario } from '../tipos';
import { Type, type Static, type TLiteral, type TSchema, type TUnion } from '@sinclair/typebox';
import { CODIGOS } from '../errores';

/** Las opciones de todo objeto de una respuesta: no lleva más campos que los declarados. */
export const cerrado = { additionalProperties: false } as const;

/** Un instante ISO 8601 con zona ('2026-11-22T19:05:00.000Z'). */
export const EsquemaInstante = Type.String({ format: 'date-time' });
/** Una fecha de negocio 'YYYY-MM-DD'. */
export const EsquemaFecha = Type.String({ format: 'date' });
/** Un identificador `_id` (UUID). */
export const EsquemaId = Type.String({ format: 'uuid' });

/** Referencia corta a un usuario (cobrador, autor): `ReferenciaUsuario` (tipos.ts) lo describe. */
export const EsquemaReferenciaUsuario = Type.Object({ _id: EsquemaId, nombre: Type.String() }, cerrado);

/** Referencia corta a un préstamo con su número y su cliente (el de un cobro, una garantía, una transferencia). */
export const EsquemaPrestamoConCliente = Type.Object(
  {
    _id: EsquemaId,
    numero: Type.Integer(),
    cliente: Type.Object({ _id: EsquemaId, nombre: Type.String() }, cerrado),
  },
  cerrado,
);

export const EsquemaMetaPagina = Type.Object(
  { total: Type.Integer(), page: Type.Integer(), limit: Type.Integer(), totalPages: Type.Integer() },
  cerrado,
);

/** Una lista con su página en `data.data` y `data.meta` (cobradores y metas, §7). */
export const listaAnidada = <T extends TSchema>(item: T) =>
  Type.Object({ data: Type.Array(item), meta: EsquemaMetaPagina }, cerrado);

/**
 * El sobre de éxito de `data`, con lo que la ruta mande además en la raíz (`junto`: la `advertencia` de la caja o la
 * `aprobacion` que quedó esperando de una operación de préstamo).
 */
export const sobre = <T extends TSchema>(data: T, junto: Record<string, TSchema> = {}) =>
  Type.Object({ success: Type.Literal(true), data, message: Type.String(), ...junto }, cerrado);

/**
 * El sobre de una página: `data` es el arreglo y `meta` va al lado, con lo que la ruta mande además junto a ellos
 * (`junto`: el resumen por estado de los préstamos, las no leídas de la campana).
 */
export const sobrePagina = <T extends TSchema>(item: T, junto: Record<string, TSchema> = {}) =>
  Type.Object(
    {
      success: Type.Literal(true),
      data: Type.Array(item),
      message: Type.String(),
      meta: EsquemaMetaPagina,
      ...junto,
    },
    cerrado,
  );

/** El cuerpo de todo error (`common/traducir-error.ts`): su código es uno de CODIGOS; `errors` por campo en los 400. */
export const EsquemaError = Type.Object(
  {
    success: Type.Literal(false),
    message: Type.String(),
    code: Type.Union(Object.values(CODIGOS).map((codigo) => Type.Literal(codigo))),
    errors: Type.Optional(Type.Record(Type.String(), Type.Array(Type.String()))),
  },
  cerrado,
);

/** Uno de los valores de una lista `as const` del dominio (estados, tipos, políticas). */
export const unoDe = <const T extends readonly string[]>(valores: T) =>
  Type.Union(valores.map((valor) => Type.Literal(valor))) as TUnion<{
    -readonly [K in keyof T]: TLiteral<T[K]>;
  }>;

/** El valor o `null` (los campos que pueden faltar en la base van presentes con `null`). */
export const anulable = <T extends TSchema>(esquema: T) => Type.Union([esquema, Type.Null()]);

/** `data: null` (lo que responde un borrado). */
export const EsquemaNulo = Type.Null();

export type { Static, TObject, TProperties, TSchema } from '@sinclair/typebox';
/** El constructor de esquemas, para los de entrada de la API (api/src/common/campos.ts). */
export { Type } from '@sinclair/typebox';

/** `true` si A y B se asignan el uno al otro. */
export type Igual<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
/**
 * No compila si no es `true`. Una regla declara a mano un tipo que usa (las reglas no importan esquemas:
 * docs/decisiones/imports-hacia-abajo.md) y su esquema comprueba que lo describe:
 * `type _X = Afirmar<Igual<Static<typeof EsquemaX>, X>>`.
 */
export type Afirmar<T extends true> = T;

// Los tipos que se derivan de estos esquemas (los exporta también `@cartera/dominio`, sólo como tipos).

type _ReferenciaUsuario = Afirmar<Igual<Static<typeof EsquemaReferenciaUsuario>, ReferenciaUsuario>>;
