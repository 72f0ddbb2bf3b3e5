// Los movimientos de Flujo de Caja como comandos del mayor (docs/decisiones/comandos-del-mayor.md): registrar, corregir
// y borrar un ingreso o egreso de la oficina escriben su fila y su comprobante (o el reverso del anterior) juntos.
import {
  CODIGOS,
  ETIQUETAS_FONDEO,
  TIPOS_MOVIMIENTO_CAJA,
  errorFechaMovimiento,
  esCategoriaFondeo,
  formatearCOP,
  formatearFecha,
  hoyBogota,
  type Centavos,
  type CategoriaMovimiento,
  type TipoMovimientoCaja,
} from '@cartera/dominio';
import type { EntityManager } from 'typeorm';
import { aPesos } from '../common/dinero';
import { ErrorNegocio, errorValidacion, noEncontrado } from '../common/errores';
import { deLista } from '../database/kysely';
import { consultasCajaMayor, type FilaMovimientoCaja } from './caja.consultas';
import type { ComandoMayor, FechaDeComando, NoAplica } from './comando';
import { contabilizarMovimientoCaja } from './contabilizar-caja';

export const MENSAJES_MOVIMIENTOS_CAJA = {
  movimientoNoEncontrado: 'Movimiento de caja no encontrado',
  movimientoDeEntrega:
    'Este movimiento es la diferencia de una entrega de caja confirmada: no se modifica ni se borra (registre otro movimiento para corregir)',
} as const;

/** Un movimiento de caja de la oficina, con su monto en centavos y su proveedor (sólo un egreso lo lleva). */
export interface MovimientoCajaPedido {
  fecha: string;
  tipo: TipoMovimientoCaja;
  categoria: CategoriaMovimiento;
  concepto: string;
  monto: Centavos;
  proveedor: { nombre: string; nit: string; dv: number } | null;
  /**
   * Su oficina, ya elegida con `oficinaDeMovimiento` (oficinas/oficina-de-alta.ts); null: al crearlo, la principal (la
   * demostración), y al corregirlo, la que tenía.
   */
  oficina: string | null;
}

const fila = (m: MovimientoCajaPedido): FilaMovimientoCaja => ({
  fecha: m.fecha,
  tipo: m.tipo,
  categoria: m.categoria,
  concepto: m.concepto,
  monto: aPesos(m.monto),
  proveedor_nombre: m.proveedor?.nombre ?? null,
  proveedor_nit: m.proveedor?.nit ?? null,
  proveedor_dv: m.proveedor?.dv ?? null,
});

/** La ventana de la caja (nunca después de hoy ni antes de su inicio) y la de la organización. */
const fechaDelMovimiento = (m: MovimientoCajaPedido): FechaDeComando => ({
  fecha: m.fecha,
  nombre: 'del movimiento',
  async propia(manager: EntityManager) {
    const error = errorFechaMovimiento({
      fecha: m.fecha,
      hoy: hoyBogota(),
      inicioCaja: await consultasCajaMayor.inicioCaja(manager),
    });
    if (error) throw errorValidacion({ fecha: [error] });
  },
});

/** El movimiento, bloqueado: existe y no es la diferencia de una entrega (esa queda como se registró). */
async function editable(manager: EntityManager, id: string) {
  const actual = await consultasCajaMayor.movimientoBloqueado(manager, id);
  if (!actual) throw noEncontrado(MENSAJES_MOVIMIENTOS_CAJA.movimientoNoEncontrado);
  if (actual.entrega_id)
    throw new ErrorNegocio(CODIGOS.movimientoDeEntrega, MENSAJES_MOVIMIENTOS_CAJA.movimientoDeEntrega, 422);
  return actual;
}

const SIN_ACCESO: NoAplica = {
  noAplica: 'la caja de la oficina es de administradores y gerentes: lo limita el rol de la ruta',
};
const SIN_CUATRO_OJOS: NoAplica = {
  noAplica:
    'el producto no pide una segunda persona para un movimiento de la oficina (queda auditado con quién lo hizo)',
};

/** Lo que dice la auditoría de un movimiento: «Aporte de capital de $ 1.000.000 el 01/02/2026: …». */
function describir(m: {
  tipo: string;
  categoria: string;
  monto: number;
  fecha: string;
  concepto: string;
}): string {
  const tipo = deLista(TIPOS_MOVIMIENTO_CAJA, m.tipo, 'movimientos_caja.tipo');
  const cual = esCategoriaFondeo(m.categoria)
    ? ETIQUETAS_FONDEO[m.categoria][tipo]
    : `${tipo === 'ingreso' ? 'Ingreso' : 'Egreso'} (${m.categoria})`;
  return `${cual} de ${formatearCOP(m.monto)} el ${formatearFecha(m.fecha)}: ${m.concepto}`;
}

/** El movimiento del pedido en pesos, para describirlo. */
const enPesos = (m: MovimientoCajaPedido) => ({ ...m, monto: aPesos(m.monto) });

/** Registrar un movimiento (también la demostración, con la transacción de la semilla). */
export const comandoRegistrarMovimiento: ComandoMayor<{ movimiento: MovimientoCajaPedido }, null, string> = {
  nombre: 'movimiento de caja',
  modulo: 'Sistema',
  candado: { noAplica: 'un movimiento nuevo no cambia otro: no hay fila que bloquear' },
  acceso: SIN_ACCESO,
  fecha: ({ movimiento }) => fechaDelMovimiento(movimiento),
  efecto: async () => null,
  cuatroOjos: SIN_CUATRO_OJOS,
  async escribir({ manager, contexto }, { movimiento }) {
    const id = await consultasCajaMayor.insertarMovimiento(manager, fila(movimiento), movimiento.oficina, contexto.actor.id);
    await contabilizarMovimientoCaja(manager, id, contexto.actor.id);
    return id;
  },
  auditar: (_paso, { movimiento }, _efecto, _id, vista) => ({
    accion: 'Registrar movimiento de caja',
    detalles: describir(enPesos(movimiento)),
    datosNuevos: vista.despues,
  }),
};

/** Corregir un movimiento: se reversa su comprobante y se escribe el de cómo quedó. */
export const comandoCorregirMovimiento: ComandoMayor<
  { id: string; movimiento: MovimientoCajaPedido },
  null,
  string
> = {
  nombre: 'corrección de un movimiento de caja',
  modulo: 'Sistema',
  candado: (manager, { id }) => editable(manager, id).then(() => undefined),
  acceso: SIN_ACCESO,
  fecha: ({ movimiento }) => fechaDelMovimiento(movimiento),
  efecto: async () => null,
  cuatroOjos: SIN_CUATRO_OJOS,
  async escribir({ manager, contexto }, { id, movimiento }) {
    await consultasCajaMayor.actualizarMovimiento(manager, id, fila(movimiento), movimiento.oficina);
    await contabilizarMovimientoCaja(manager, id, contexto.actor.id);
    return id;
  },
  auditar: (_paso, { movimiento }, _efecto, _id, vista) => ({
    accion: 'Actualizar movimiento de caja',
    detalles: describir(enPesos(movimiento)),
    datosAnteriores: vista.antes,
    datosNuevos: vista.despues,
  }),
};

type MovimientoLeido = Awaited<ReturnType<typeof editable>>;

/** Borrar un movimiento: su fila y el reverso de su comprobante. */
export const comandoBorrarMovimiento: ComandoMayor<{ id: string }, MovimientoLeido, null> = {
  nombre: 'borrado de un movimiento de caja',
  modulo: 'Sistema',
  candado: (manager, { id }) => editable(manager, id).then(() => undefined),
  acceso: SIN_ACCESO,
  fecha: { noAplica: 'borrar no fecha nada: el reverso del comprobante lleva la fecha de hoy' },
  // Bajo el candado, el movimiento como está: lo que dice la auditoría.
  efecto: ({ manager }, { id }) => editable(manager, id),
  cuatroOjos: SIN_CUATRO_OJOS,
  async escribir({ manager, contexto }, { id }) {
    await consultasCajaMayor.borrarMovimiento(manager, id);
    await contabilizarMovimientoCaja(manager, id, contexto.actor.id);
    return null;
  },
  auditar: (_paso, _pedido, leido, _escrito, vista) => ({
    accion: 'Eliminar movimiento de caja',
    detalles: describir({ ...leido, monto: Number(leido.monto) }),
    datosAnteriores: vista.antes,
  }),
};
