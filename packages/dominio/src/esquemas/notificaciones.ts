// La campana de notificaciones (/api/notificaciones/bandeja) como esquemas: la API los declara (`@Responde`) y sus
// pruebas los validan; `AvisoBandeja` (notificaciones.ts) se deriva de aquí.
import { Type } from '@sinclair/typebox';
import { CATEGORIAS_NOTIFICACION } from '../notificaciones';
import { EsquemaId, EsquemaInstante, unoDe } from './sobre';

const cerrado = { additionalProperties: false } as const;

/** Un aviso del canal sistema de quien inició sesión. */
export const EsquemaAvisoBandeja = Type.Object(
  {
    /** El destinatario (lo que se marca como leído), no la notificación. */
    _id: EsquemaId,
    notificacionId: EsquemaId,
    titulo: Type.String(),
    mensaje: Type.String(),
    categoria: unoDe(CATEGORIAS_NOTIFICACION),
    /** Cuándo se envió (o se creó, si no se ha enviado). */
    fecha: EsquemaInstante,
    leida: Type.Boolean(),
  },
  cerrado,
);

/** Lo que la página de la bandeja manda junto a sus avisos. */
export const JuntoBandeja = { noLeidas: Type.Integer({ minimum: 0 }) };

/** GET bandeja/no-leidas y POST bandeja/:id/leer: lo que queda sin leer. */
export const EsquemaNoLeidas = Type.Object(JuntoBandeja, cerrado);

/** POST bandeja/leer-todas. */
export const EsquemaLeidasTodas = Type.Object(
  { marcadas: Type.Integer({ minimum: 0 }), noLeidas: Type.Integer({ minimum: 0 }) },
  cerrado,
);
