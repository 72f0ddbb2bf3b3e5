// La respuesta de /api/metas-cobrador (§7) como esquema: la API la declara (`@Responde`) y sus pruebas la validan; el
// tipo `MetaCobrador` de las pantallas se deriva aquí, al final (antes en tipos.ts).
import { Type, type Static } from '@sinclair/typebox';
import { ESTADOS_META } from '../constantes';
import { cerrado, EsquemaId, EsquemaInstante, listaAnidada, unoDe } from './sobre';

export const EsquemaMetaCobrador = Type.Object(
  {
    _id: EsquemaId,
    cobradorId: EsquemaId,
    cobradorNombre: Type.String(),
    periodo: Type.String({ description: "'YYYY-MM'", pattern: '^\\d{4}-\\d{2}$' }),
    metaMonto: Type.Number({ minimum: 0 }),
    metaCobros: Type.Integer({ minimum: 0 }),
    fechaVencimiento: Type.String({ format: 'date' }),
    estado: unoDe(ESTADOS_META),
    montoAlcanzado: Type.Number(),
    porcentajeMonto: Type.Number(),
    cobrosRealizados: Type.Integer(),
    porcentajeCobros: Type.Number(),
    createdAt: Type.Optional(EsquemaInstante),
    updatedAt: Type.Optional(EsquemaInstante),
  },
  cerrado,
);

/** GET /api/metas-cobrador: la lista va en `data.data` (§7). */
export const EsquemaListaMetas = listaAnidada(EsquemaMetaCobrador);

// Los tipos que se derivan de estos esquemas (los exporta también `@cartera/dominio`, sólo como tipos).

/** Una meta con su avance (GET /metas-cobrador): el tipo del esquema que la API declara (esquemas/metas.ts). */
export type MetaCobrador = Static<typeof EsquemaMetaCobrador>;
