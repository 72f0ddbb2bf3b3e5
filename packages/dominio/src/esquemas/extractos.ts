// Lo que responden los extractos, «Recaudos por aplicar» y la conciliación de /api/pagos (la pantalla Recaudos,
// docs/decisiones/pagos-por-transferencia.md) como esquemas: la API los declara (`@Responde`) y sus pruebas los validan;
// `ResultadoExtracto`, `ExtractoPago` y `ConciliacionCuenta` (pagosExtractos.ts) se derivan de aquí.
import { Type } from '@sinclair/typebox';
import { TIPOS_CUENTA_PAGO } from '../pagos';
import { EsquemaLineaExtractoPago } from './pagos';
import { cerrado, EsquemaFecha, EsquemaId, EsquemaInstante, EsquemaReferenciaUsuario, unoDe } from './sobre';

const EsquemaCuentaDeLinea = Type.Object(
  { _id: EsquemaId, nombre: Type.String(), tipo: unoDe(TIPOS_CUENTA_PAGO) },
  cerrado,
);

const camposResultado = {
  id: EsquemaId,
  /** Filas leídas del archivo. */
  lineas: Type.Integer({ minimum: 0 }),
  /** Créditos nuevos que se cruzaron solos con un préstamo o una transferencia. */
  conciliadas: Type.Integer({ minimum: 0 }),
  /** Créditos nuevos que quedaron en «Recaudos por aplicar». */
  enSuspenso: Type.Integer({ minimum: 0 }),
  /** Líneas ya importadas antes (de este u otro extracto de la misma cuenta): no suman nada. */
  repetidas: Type.Integer({ minimum: 0 }),
  /** Débitos (salidas del banco): no son recaudos. */
  debitos: Type.Integer({ minimum: 0 }),
  /** Lo cruzado se aplica en segundo plano (aplicacionExtracto.ts): aplicando hasta que cada crédito nuevo tenga su resultado. */
  estado: unoDe(['aplicando', 'aplicado'] as const),
  /** Cuántos créditos nuevos ya tienen su resultado (hechas) de cuántos (total). */
  progreso: Type.Object(
    { hechas: Type.Integer({ minimum: 0 }), total: Type.Integer({ minimum: 0 }) },
    cerrado,
  ),
};

/** POST /api/pagos/extractos. */
export const EsquemaResultadoExtracto = Type.Object(camposResultado, cerrado);

/** GET /api/pagos/extractos/:id; con `detalle=no`, `detalle` va vacío (la pantalla sigue el avance). */
export const EsquemaExtractoPago = Type.Object(
  {
    ...camposResultado,
    _id: EsquemaId,
    cuenta: EsquemaCuentaDeLinea,
    archivo: Type.String(),
    cargadoPor: Type.Union([EsquemaReferenciaUsuario, Type.Null()]),
    createdAt: EsquemaInstante,
    detalle: Type.Array(EsquemaLineaExtractoPago),
  },
  cerrado,
);

/** GET /api/pagos/suspenso. */
export const EsquemaLineasExtractoPago = Type.Array(EsquemaLineaExtractoPago);

/**
 * El cuerpo de POST /api/pagos/suspenso/:lineaId/aplicar: exactamente una de las tres formas (la API lo valida con
 * sus propios mensajes; el esquema lo publica para el cliente generado).
 */
export const EsquemaAplicacionSuspenso = Type.Union([
  Type.Object({ prestamo: EsquemaId }, cerrado),
  Type.Object(
    { reparto: Type.Array(Type.Object({ prestamo: EsquemaId, monto: Type.Number() }, cerrado)) },
    cerrado,
  ),
  Type.Object({ noEsNuestro: Type.Literal(true) }, cerrado),
]);

/** Las cifras de un día de la conciliación de una cuenta (pesos). */
const camposDiaConciliacion = {
  /** Créditos del extracto ese día. */
  extracto: Type.Number(),
  /** Cobros por transferencia a esa cuenta con esa fecha. */
  cobros: Type.Number(),
  /** Lo que sigue en «Recaudos por aplicar» de ese día (en suspenso o no es nuestro). */
  suspenso: Type.Number(),
  /** Movimiento neto (débitos − créditos) de la subcuenta de Bancos de la cuenta. */
  mayor: Type.Number(),
  /** Lo devuelto ese día de lo que no era nuestro (sale del banco); 0 o ausente si nada. */
  devoluciones: Type.Optional(Type.Number()),
};

export const EsquemaDiaConciliacion = Type.Object({ fecha: EsquemaFecha, ...camposDiaConciliacion }, cerrado);

export const EsquemaDiferenciaConciliacion = Type.Object(
  {
    fecha: EsquemaFecha,
    tipo: unoDe(['extracto_mayor', 'cobros_mayor'] as const),
    /** El primero menos el segundo (extracto − mayor, o cobros + suspenso − mayor). */
    monto: Type.Number(),
    explicacion: Type.String(),
  },
  cerrado,
);

/** GET /api/pagos/conciliacion?cuenta&desde&hasta. */
export const EsquemaConciliacionCuenta = Type.Object(
  {
    cuenta: Type.Object(
      {
        _id: EsquemaId,
        nombre: Type.String(),
        tipo: unoDe(TIPOS_CUENTA_PAGO),
        cuentaContable: Type.String(),
      },
      cerrado,
    ),
    desde: EsquemaFecha,
    hasta: EsquemaFecha,
    dias: Type.Array(EsquemaDiaConciliacion),
    totales: Type.Object(camposDiaConciliacion, cerrado),
    diferencias: Type.Array(EsquemaDiferenciaConciliacion),
  },
  cerrado,
);
