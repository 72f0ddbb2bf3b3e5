// Lo que responden los extractos, «Recaudos por aplicar» y la conciliación de /api/pagos (la pantalla Recaudos,
// docs/decisiones/pagos-por-transferencia.md) como esquemas: la API los declara (`@Responde`) y sus pruebas los validan;
// `ResultadoExtracto`, `ExtractoPago` y `ConciliacionCuenta` se derivan aquí, al final (antes en pagosExtractos.ts).
import type { DiaConciliacion, DiferenciaConciliacion } from '../conciliacion';
import { Type, type Static } from '@sinclair/typebox';
import { TIPOS_CUENTA_PAGO } from '../pagos';
import { EsquemaLineaExtractoPago } from './pagos';
import { cerrado, EsquemaFecha, EsquemaId, EsquemaInstante, EsquemaReferenciaUsuario, unoDe } from './sobre';
import type { Afirmar, Igual } from './sobre';

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
  /**
   * Débitos del extracto ese día (negativos: comisiones, 4×1000, lo que no se sabe), sin los duplicados ni el de una
   * devolución registrada (ése va en devoluciones).
   */
  debitos: Type.Optional(Type.Number()),
  /** Los de esos débitos ya contabilizados contra el banco (a su cuenta o a «Partidas por identificar»). */
  cargos: Type.Optional(Type.Number()),
};

/** El saldo del banco contra el del libro mayor al cierre de un día (docs/decisiones/conciliacion-bancaria.md). */
const camposSaldoDia = {
  /** Lo que el banco tiene al cierre del día según sus extractos (su columna de saldo, o la apertura más las líneas); null sin extractos. */
  saldoExtracto: Type.Optional(Type.Union([Type.Number(), Type.Null()])),
  /** El saldo de la subcuenta de Bancos de la cuenta en el libro mayor al cierre del día. */
  saldoMayor: Type.Optional(Type.Number()),
  /** saldoExtracto − saldoMayor; null sin extractos. */
  diferencia: Type.Optional(Type.Union([Type.Number(), Type.Null()])),
};

export const EsquemaDiaConciliacion = Type.Object(
  { fecha: EsquemaFecha, ...camposDiaConciliacion, ...camposSaldoDia },
  cerrado,
);

/**
 * Lo que falta conciliar: una línea del extracto sin comprobante (por cruzar o aplicar, repetida por confirmar), un
 * débito en «Partidas por identificar», o un movimiento del banco en el mayor que ninguna línea del extracto muestra.
 */
export const EsquemaPartidaConciliacion = Type.Object(
  {
    tipo: unoDe([
      'extracto_sin_contabilizar',
      'por_confirmar',
      'por_identificar',
      'mayor_sin_extracto',
    ] as const),
    fecha: EsquemaFecha,
    /** Con su signo para el banco: + entra, − sale. */
    monto: Type.Number(),
    descripcion: Type.String(),
    /** La línea del extracto (las tres primeras) o null. */
    linea: Type.Union([EsquemaId, Type.Null()]),
    /** El comprobante del mayor (la última) o null. */
    asiento: Type.Union([Type.Object({ _id: EsquemaId, numero: Type.Integer() }, cerrado), Type.Null()]),
  },
  cerrado,
);

export const EsquemaDiferenciaConciliacion = Type.Object(
  {
    fecha: EsquemaFecha,
    tipo: unoDe(['extracto_mayor', 'cobros_mayor', 'saldo'] as const),
    /** El primero menos el segundo (extracto − mayor, cobros + suspenso − mayor, o saldo del banco − saldo del mayor). */
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
    /** Lo que falta conciliar del rango (los débitos por identificar y las repetidas por confirmar, hasta `hasta`). */
    partidas: Type.Optional(Type.Array(EsquemaPartidaConciliacion)),
  },
  cerrado,
);

/** Una regla de los débitos del banco: patrón de la descripción → cuenta (GET/POST/PUT /api/pagos/reglas-debito). */
export const EsquemaReglaDebito = Type.Object(
  {
    _id: EsquemaId,
    patron: Type.String(),
    cuenta: Type.Object({ _id: EsquemaId, codigo: Type.String(), nombre: Type.String() }, cerrado),
    createdAt: EsquemaInstante,
  },
  cerrado,
);

export const EsquemaReglasDebito = Type.Array(EsquemaReglaDebito);

// Los tipos que se derivan de estos esquemas (los exporta también `@cartera/dominio`, sólo como tipos).

/** Lo que responde POST /api/pagos/extractos (esquemas/extractos.ts). */
export type ResultadoExtracto = Static<typeof EsquemaResultadoExtracto>;

/** GET /api/pagos/extractos/:id (esquemas/extractos.ts). */
export type ExtractoPago = Static<typeof EsquemaExtractoPago>;

/** Cuerpo de POST /api/pagos/suspenso/:lineaId/aplicar: exactamente una de las tres formas (esquemas/extractos.ts). */
export type AplicacionSuspenso = Static<typeof EsquemaAplicacionSuspenso>;

type _DiaConciliacion = Afirmar<Igual<Static<typeof EsquemaDiaConciliacion>, DiaConciliacion>>;

type _DiferenciaConciliacion = Afirmar<
  Igual<Static<typeof EsquemaDiferenciaConciliacion>, DiferenciaConciliacion>
>;

/** GET /api/pagos/conciliacion?cuenta&desde&hasta. */
export type ConciliacionCuenta = Static<typeof EsquemaConciliacionCuenta>;

/** Lo que falta conciliar de una cuenta (esquemas/extractos.ts). */
export type PartidaConciliacion = Static<typeof EsquemaPartidaConciliacion>;

/** Una regla de los débitos del banco como la responde /api/pagos/reglas-debito. */
export type ReglaDebitoOficina = Static<typeof EsquemaReglaDebito>;
