// El flujo de caja y sus movimientos (/api/flujo-caja) como esquemas: la API los declara (`@Responde`) y sus pruebas
// los validan; `FlujoCaja`, `PeriodoCaja`, `PeriodoProyeccion` y `MovimientoCaja` se derivan aquí, al final (antes en flujoCaja.ts).
import { Type, type Static } from '@sinclair/typebox';
import { CATEGORIAS_MOVIMIENTO_CAJA, PERIODOS_FLUJO, TIPOS_MOVIMIENTO_CAJA } from '../flujoCaja';
import {
  anulable,
  cerrado,
  EsquemaFecha,
  EsquemaId,
  EsquemaInstante,
  EsquemaReferenciaUsuario,
  unoDe,
} from './sobre';
import { EsquemaReferenciaOficina } from './oficinas';

/** Un periodo del flujo de caja en pesos (especificación §3, "Cash-flow day"; `fecha` es su primer día). */
export const EsquemaPeriodoCaja = Type.Object(
  {
    fecha: EsquemaFecha,
    fechaFin: EsquemaFecha,
    ingresos: Type.Object(
      { cobros: Type.Number(), nuevosPrestamos: Type.Number(), otros: Type.Number(), total: Type.Number() },
      cerrado,
    ),
    egresos: Type.Object(
      { gastos: Type.Number(), comisiones: Type.Number(), otros: Type.Number(), total: Type.Number() },
      cerrado,
    ),
    flujoNeto: Type.Number(),
    saldoAcumulado: Type.Number(),
  },
  cerrado,
);

export const EsquemaPeriodoProyeccion = Type.Object(
  {
    fecha: EsquemaFecha,
    fechaFin: EsquemaFecha,
    /** Σ saldos abiertos (monto_total − pagado − refinanciado) de las cuotas que vencen en el periodo. */
    esperado: Type.Number(),
    /** esperado × tasa de cobro histórica (redondeado al peso); igual a esperado si no hay tasa. */
    esperadoAjustado: Type.Number(),
    cuotas: Type.Integer({ minimum: 0 }),
  },
  cerrado,
);

/** GET /api/flujo-caja (pesos). */
export const EsquemaFlujoCaja = Type.Object(
  {
    periodo: unoDe(PERIODOS_FLUJO),
    desde: EsquemaFecha,
    hasta: EsquemaFecha,
    saldoInicial: Type.Object({ monto: Type.Number(), fecha: anulable(EsquemaFecha) }, cerrado),
    /** Saldo de caja al cierre del día anterior a `desde`. */
    saldoAnterior: Type.Number(),
    periodos: Type.Array(EsquemaPeriodoCaja),
    /** saldoActual = enCaja (la caja de la oficina) + enPoderCobradores (docs/decisiones/caja-de-cobradores.md). */
    tarjetas: Type.Object(
      {
        totalIngresos: Type.Number(),
        totalEgresos: Type.Number(),
        flujoNeto: Type.Number(),
        saldoActual: Type.Number(),
        enCaja: Type.Number(),
        enPoderCobradores: Type.Number(),
      },
      cerrado,
    ),
    proyeccion: Type.Object(
      {
        desde: EsquemaFecha,
        hasta: EsquemaFecha,
        tasaCobro: anulable(Type.Number()),
        ventanaTasaDias: Type.Integer(),
        /** Saldo abierto de cuotas ya vencidas (antes de hoy), que no se reparte por día. */
        vencidoPorCobrar: Type.Number(),
        periodos: Type.Array(EsquemaPeriodoProyeccion),
      },
      cerrado,
    ),
  },
  cerrado,
);

/** A quién se pagó un egreso de la oficina (docs/decisiones/exporte-contable.md). */
export const EsquemaProveedorEgreso = Type.Object(
  {
    nombre: Type.String(),
    /** Con su dígito de verificación: '900123456-8'. */
    nit: Type.String(),
  },
  cerrado,
);

/** Un movimiento de caja: GET /api/flujo-caja/movimientos (una página) y /movimientos/:id, lo que responden POST y PUT. */
export const EsquemaMovimientoCaja = Type.Object(
  {
    _id: EsquemaId,
    fecha: EsquemaFecha,
    tipo: unoDe(TIPOS_MOVIMIENTO_CAJA),
    categoria: unoDe(CATEGORIAS_MOVIMIENTO_CAJA),
    concepto: Type.String(),
    monto: Type.Number(),
    /** La entrega de caja que dejó esta diferencia (faltante o sobrante de un cobrador): no se edita ni se borra. */
    entrega: anulable(EsquemaId),
    /**
     * La oficina de su caja (docs/decisiones/libros-por-oficina.md); la API la manda siempre (opcional en el tipo por
     * los datos de prueba de las pantallas escritos antes).
     */
    oficina: Type.Optional(EsquemaReferenciaOficina),
    /** Sólo un egreso lo lleva. */
    proveedor: anulable(EsquemaProveedorEgreso),
    registradoPor: anulable(EsquemaReferenciaUsuario),
    createdAt: EsquemaInstante,
    updatedAt: EsquemaInstante,
  },
  cerrado,
);

// Los tipos que se derivan de estos esquemas (los exporta también `@cartera/dominio`, sólo como tipos).

/** A quién se pagó un egreso: `{ nombre, nit: '900123456-8' }`. */
export type ProveedorEgreso = Static<typeof EsquemaProveedorEgreso>;

/** Un periodo del flujo de caja en pesos (su esquema, con cada campo explicado, en esquemas/flujoCaja.ts). */
export type PeriodoCaja = Static<typeof EsquemaPeriodoCaja>;

export type PeriodoProyeccion = Static<typeof EsquemaPeriodoProyeccion>;

/** GET /api/flujo-caja. */
export type FlujoCaja = Static<typeof EsquemaFlujoCaja>;

/** Un movimiento de caja (GET /api/flujo-caja/movimientos y lo que devuelven POST y PUT). */
export type MovimientoCaja = Static<typeof EsquemaMovimientoCaja>;
