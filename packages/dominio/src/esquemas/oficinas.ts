// Las respuestas de /api/oficinas como esquemas (docs/decisiones/oficinas.md): la API las declara (`@Ruta`) y sus
// pruebas las validan; `Oficina`, `ReferenciaOficina` y el cuerpo del alta y la edición se derivan aquí, al final.
import { Type, type Static } from '@sinclair/typebox';
import { LIMITES_OFICINA } from '../oficinas';
import { cerrado, EsquemaId, EsquemaInstante } from './sobre';

/** La oficina de un cliente, un préstamo, un cobro o una cuenta: su id y su nombre. */
export const EsquemaReferenciaOficina = Type.Object({ _id: EsquemaId, nombre: Type.String() }, cerrado);

/** Una oficina: GET /api/oficinas (cada fila), POST y PUT /api/oficinas. */
export const EsquemaOficina = Type.Object(
  {
    _id: EsquemaId,
    /** Único sin distinguir mayúsculas ('CENTRO'). */
    codigo: Type.String(),
    nombre: Type.String(),
    ciudad: Type.String(),
    /** La oficina de la que depende (a lo sumo dos niveles); null si es de primer nivel. */
    padre: Type.Union([EsquemaReferenciaOficina, Type.Null()]),
    createdAt: EsquemaInstante,
    updatedAt: EsquemaInstante,
  },
  cerrado,
);

/** GET /api/oficinas: todas para el administrador, las suyas para los demás, por nombre. */
export const EsquemaOficinas = Type.Array(EsquemaOficina);

/**
 * Cuerpo de POST y PUT /api/oficinas (la API lo valida con sus mensajes, `MENSAJES_OFICINAS`): código, nombre y
 * ciudad obligatorios y recortados; `padre`, el id de la oficina de la que depende (null o ausente: ninguna).
 */
export const EsquemaCuerpoOficina = Type.Object(
  {
    codigo: Type.String({ minLength: 1, maxLength: LIMITES_OFICINA.codigo }),
    nombre: Type.String({ minLength: 1, maxLength: LIMITES_OFICINA.nombre }),
    ciudad: Type.String({ minLength: 1, maxLength: LIMITES_OFICINA.ciudad }),
    padre: Type.Optional(Type.Union([EsquemaId, Type.Null()])),
  },
  cerrado,
);

// Los tipos que se derivan de estos esquemas (los exporta también `@cartera/dominio`, sólo como tipos).

/** La oficina de un cliente, un préstamo, un cobro o una cuenta (esquemas/oficinas.ts). */
export type ReferenciaOficina = Static<typeof EsquemaReferenciaOficina>;

/** Una oficina de GET/POST/PUT /api/oficinas (esquemas/oficinas.ts). */
export type Oficina = Static<typeof EsquemaOficina>;

/** Cuerpo de POST y PUT /api/oficinas (esquemas/oficinas.ts). */
export type CuerpoOficina = Static<typeof EsquemaCuerpoOficina>;
