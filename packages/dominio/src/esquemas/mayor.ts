// El libro mayor (/api/contabilidad: el plan de cuentas, el diario, el balance de prueba, el estado de resultados, el
// balance general y las equivalencias de cuentas) como esquemas: la API los declara (`@Responde`) y sus pruebas los
// validan; `CuentaContable`, `AsientoContable`, `BalancePrueba`, `EstadoResultados`, `BalanceGeneral`
// (contabilidad.ts) y `EquivalenciaCuenta` se derivan aquí, al final (antes en exporteContable.ts). Montos en pesos.
import type { FilaEstadoFinanciero } from '../planDeCuentas';
import { Type, type Static } from '@sinclair/typebox';
import { CLASES_CUENTA, CLAVES_CUENTA, ORIGENES_ASIENTO, TIPOS_ASIENTO_CONTABLE } from '../contabilidad';
import {
  anulable,
  cerrado,
  EsquemaFecha,
  EsquemaId,
  EsquemaInstante,
  EsquemaReferenciaUsuario,
  unoDe,
  type Afirmar,
  type Igual,
} from './sobre';

/** GET /api/contabilidad/cuentas (una lista) y PUT /cuentas/:id. */
export const EsquemaCuentaContable = Type.Object(
  {
    id: EsquemaId,
    codigo: Type.String(),
    nombre: Type.String(),
    clase: unoDe(CLASES_CUENTA),
    naturaleza: unoDe(['debito', 'credito'] as const),
    /** El papel en las reglas; null en las subcuentas de cobradores. */
    clave: anulable(unoDe(CLAVES_CUENTA)),
    /** La subcuenta de efectivo de este cobrador. */
    cobrador: anulable(EsquemaReferenciaUsuario),
    /** Código de la cuenta mayor (las subcuentas de cobradores). */
    codigoPadre: anulable(Type.String()),
  },
  cerrado,
);

/** GET /api/contabilidad/cuentas: el plan de cuentas, con las subcuentas de efectivo de cada cobrador. */
export const EsquemaCuentasContables = Type.Array(EsquemaCuentaContable);

/** El tercero de una línea: el cliente del préstamo o el cobrador de la caja. */
export const EsquemaTerceroContable = Type.Object(
  {
    tipo: unoDe(['cliente', 'cobrador'] as const),
    id: EsquemaId,
    nombre: Type.String(),
    /** Cédula del cliente; null para un cobrador. */
    documento: anulable(Type.String()),
  },
  cerrado,
);

export const EsquemaLineaAsientoContable = Type.Object(
  {
    codigo: Type.String(),
    /** El nombre de la cuenta. */
    cuenta: Type.String(),
    debito: Type.Number({ minimum: 0 }),
    credito: Type.Number({ minimum: 0 }),
    tercero: anulable(EsquemaTerceroContable),
    prestamo: anulable(Type.Object({ id: EsquemaId, numero: Type.String() }, cerrado)),
  },
  cerrado,
);

/** Un comprobante del diario (GET /api/contabilidad/diario, una página). */
export const EsquemaAsientoContable = Type.Object(
  {
    id: EsquemaId,
    /** Número de comprobante, consecutivo. */
    numero: Type.Integer({ minimum: 1 }),
    fecha: EsquemaFecha,
    tipo: unoDe(TIPOS_ASIENTO_CONTABLE),
    descripcion: Type.String(),
    origen: unoDe(ORIGENES_ASIENTO),
    origenId: anulable(EsquemaId),
    /** El comprobante que este invierte. */
    reversoDe: anulable(EsquemaId),
    registradoPor: anulable(EsquemaReferenciaUsuario),
    createdAt: EsquemaInstante,
    lineas: Type.Array(EsquemaLineaAsientoContable),
  },
  cerrado,
);

export const EsquemaFilaBalancePrueba = Type.Object(
  {
    codigo: Type.String(),
    nombre: Type.String(),
    clase: unoDe(CLASES_CUENTA),
    /** Saldo al empezar el periodo (débito − crédito). */
    saldoAnterior: Type.Number(),
    debitos: Type.Number(),
    creditos: Type.Number(),
    /** Saldo al terminar el periodo (débito − crédito). */
    saldo: Type.Number(),
  },
  cerrado,
);

/**
 * La oficina de un estado (`?oficina=ID`, docs/decisiones/libros-por-oficina.md); null: el consolidado de todas, sin
 * las cuentas recíprocas entre oficinas.
 */
export const EsquemaOficinaDelEstado = anulable(
  Type.Object({ _id: EsquemaId, nombre: Type.String() }, cerrado),
);

/** POST /api/caja/transferencias-oficinas: el efectivo que una oficina mandó a otra (monto en pesos). */
export const EsquemaTransferenciaOficinas = Type.Object(
  {
    _id: EsquemaId,
    fecha: EsquemaFecha,
    monto: Type.Number(),
    concepto: Type.String(),
    origen: Type.Object({ _id: EsquemaId, nombre: Type.String() }, cerrado),
    destino: Type.Object({ _id: EsquemaId, nombre: Type.String() }, cerrado),
    registradoPor: anulable(EsquemaId),
    createdAt: EsquemaInstante,
  },
  cerrado,
);
export type TransferenciaOficinas = Static<typeof EsquemaTransferenciaOficinas>;

/** GET /api/contabilidad/balance-prueba. */
export const EsquemaBalancePrueba = Type.Object(
  {
    desde: EsquemaFecha,
    hasta: EsquemaFecha,
    oficina: EsquemaOficinaDelEstado,
    /** Sin las cuentas recíprocas en el consolidado: están en `eliminaciones`. */
    cuentas: Type.Array(EsquemaFilaBalancePrueba),
    /**
     * Sólo el consolidado: las cuentas recíprocas entre oficinas (por cobrar y por pagar a oficinas) como las suman
     * las oficinas; se restan de la suma de las oficinas y no entran en los totales. Vacío en una oficina.
     */
    eliminaciones: Type.Array(EsquemaFilaBalancePrueba),
    totalDebitos: Type.Number(),
    totalCreditos: Type.Number(),
  },
  cerrado,
);

export const EsquemaFilaEstadoFinanciero = Type.Object(
  {
    codigo: Type.String(),
    nombre: Type.String(),
    /** Del periodo (o a la fecha) pedido. */
    monto: Type.Number(),
    /** Del periodo anterior (o a la fecha anterior). */
    anterior: Type.Number(),
  },
  cerrado,
);

/** GET /api/contabilidad/estado-resultados. */
export const EsquemaEstadoResultados = Type.Object(
  {
    desde: EsquemaFecha,
    hasta: EsquemaFecha,
    /** El periodo con que se compara: el mes anterior si se pidió un mes, si no los mismos días justo antes. */
    anteriorDesde: EsquemaFecha,
    anteriorHasta: EsquemaFecha,
    oficina: EsquemaOficinaDelEstado,
    ingresos: Type.Array(EsquemaFilaEstadoFinanciero),
    gastos: Type.Array(EsquemaFilaEstadoFinanciero),
    totalIngresos: Type.Number(),
    totalGastos: Type.Number(),
    totalIngresosAnterior: Type.Number(),
    totalGastosAnterior: Type.Number(),
    utilidad: Type.Number(),
    utilidadAnterior: Type.Number(),
  },
  cerrado,
);

/** GET /api/contabilidad/balance-general. */
export const EsquemaBalanceGeneral = Type.Object(
  {
    fecha: EsquemaFecha,
    /** El último día del mes anterior a `fecha`. */
    fechaAnterior: EsquemaFecha,
    oficina: EsquemaOficinaDelEstado,
    /** En el consolidado, sin las cuentas recíprocas entre oficinas (se eliminan: su neto es cero). */
    activos: Type.Array(EsquemaFilaEstadoFinanciero),
    pasivos: Type.Array(EsquemaFilaEstadoFinanciero),
    /** Incluye «Resultados acumulados» (ingresos − gastos hasta la fecha). */
    patrimonio: Type.Array(EsquemaFilaEstadoFinanciero),
    totalActivos: Type.Number(),
    totalPasivos: Type.Number(),
    totalPatrimonio: Type.Number(),
    totalActivosAnterior: Type.Number(),
    totalPasivosAnterior: Type.Number(),
    totalPatrimonioAnterior: Type.Number(),
    /**
     * Lo que el balance explica en palabras: una caja en negativo dice por qué (avisoCajaNegativa, fondeo.ts). Vacío
     * si no hay nada que explicar.
     */
    avisos: Type.Array(Type.String()),
    /** El interés diferido se restó de la cartera (balanceConInteresDiferidoNeto) en vez de ir en los pasivos. */
    interesDiferidoNeto: Type.Boolean(),
  },
  cerrado,
);

export const EsquemaCodigoEquivalente = Type.Object(
  { codigo: Type.String(), nombre: Type.String() },
  cerrado,
);

/** GET /api/contabilidad/equivalencias (una lista) y PUT /equivalencias/:id: una cuenta mayor con su PUC y su CUIF. */
export const EsquemaEquivalenciaCuenta = Type.Object(
  {
    /** El id de la cuenta de Cartera. */
    id: EsquemaId,
    codigo: Type.String(),
    nombre: Type.String(),
    puc: anulable(EsquemaCodigoEquivalente),
    cuif: anulable(EsquemaCodigoEquivalente),
  },
  cerrado,
);

/** GET /api/contabilidad/equivalencias. */
export const EsquemaEquivalenciasCuentas = Type.Array(EsquemaEquivalenciaCuenta);

// Los tipos que se derivan de estos esquemas (los exporta también `@cartera/dominio`, sólo como tipos).

export type CodigoEquivalente = Static<typeof EsquemaCodigoEquivalente>;

/** GET /api/contabilidad/equivalencias: cada cuenta mayor de Cartera con su código en el PUC comercial y en el CUIF. */
export type EquivalenciaCuenta = Static<typeof EsquemaEquivalenciaCuenta>;

export type CuentaContable = Static<typeof EsquemaCuentaContable>;

/** El tercero de una línea: el cliente del préstamo o el cobrador de la caja (esquemas/mayor.ts). */
export type TerceroContable = Static<typeof EsquemaTerceroContable>;

export type LineaAsientoContable = Static<typeof EsquemaLineaAsientoContable>;

export type AsientoContable = Static<typeof EsquemaAsientoContable>;

export type FilaBalancePrueba = Static<typeof EsquemaFilaBalancePrueba>;

export type BalancePrueba = Static<typeof EsquemaBalancePrueba>;

type _FilaEstadoFinanciero = Afirmar<Igual<Static<typeof EsquemaFilaEstadoFinanciero>, FilaEstadoFinanciero>>;

export type EstadoResultados = Static<typeof EsquemaEstadoResultados>;

export type BalanceGeneral = Static<typeof EsquemaBalanceGeneral>;
