// El control de cuatro ojos, un solo paso para toda operación que entrega o perdona dinero (docs/decisiones/cuatro-ojos.md):
// el alta de un préstamo, la aprobación de una solicitud, el reenganche, la liquidación, la condonación y el castigo lo
// llaman con las mismas entradas, dentro de su transacción y antes de escribir nada. Decide la regla pura
// `controlarOperacion` (@cartera/dominio); aquí sólo se toma el candado, se lee lo del día y se escribe lo decidido.
import {
  CODIGOS,
  ETIQUETAS_TIPO_APROBACION,
  MENSAJES_APROBACIONES,
  TIPO_APROBACION_DE_OPERACION,
  controlarOperacion,
  formatearCOP,
  hoyBogota,
  rolControlado,
  type Aprobacion,
  type MedidaControl,
  type OperacionControlada,
} from '@cartera/dominio';
import type { EntityManager } from 'typeorm';
import { auditar } from '../auditoria/auditar';
import { conflicto } from '../common/errores';
import type { ContextoSolicitud } from '../common/usuario-actual.decorator';
import {
  aprobacionAJson,
  hayPendiente,
  insertarAprobacion,
  leerAprobacion,
  type DatosOperacionAprobable,
  type TipoOperacionAprobable,
} from './aprobaciones.consultas';
import { anotarAcumulado, bloquearCuatroOjos, leerAcumuladoDelDia, leerUmbrales } from './umbrales.consultas';

/** Lo que se controla: la operación, cuánto entrega o perdona (pesos) y sobre qué préstamo y cliente. */
export interface OperacionPorControlar {
  operacion: OperacionControlada;
  /** Pesos: lo prestado, el dinero nuevo del reenganche, el descuento de la liquidación, lo condonado, lo castigado. */
  monto: number;
  /** El préstamo (ya bloqueado); null en un alta, que aún no existe. */
  prestamo: { id: string; numero: string | number; estado: string; saldoPendiente: number } | null;
  clienteId: string;
  /** Para guardar en `aprobaciones` lo que espera (todas menos el desembolso, que espera como solicitud). */
  pedido?: { motivo: string; datos: DatosOperacionAprobable };
}

export type ResultadoControl =
  | { pasa: true }
  /** `aprobacion`: la que quedó esperando (null en un desembolso: quien llama lo deja como solicitud). */
  | { pasa: false; mensaje: string; aprobacion: Aprobacion | null; medida: MedidaControl; umbral: number };

/** El verbo de la auditoría de lo que se pide: «pide condonar $ 600.000». */
const PIDE: Readonly<Record<TipoOperacionAprobable, string>> = {
  condonacion: 'condonar',
  castigo: 'castigar un saldo de',
  reenganche: 'reenganchar con dinero nuevo por',
  liquidacion: 'liquidar con un descuento de',
};

/**
 * Cuatro ojos: ¿pasa la operación o espera a un administrador? Para un gerente toma el candado del control (uno a la
 * vez en la organización), lee lo que ya entregó o perdonó hoy sin aprobación y decide. Si pasa, lo apunta para las
 * siguientes; si espera y hay `pedido`, guarda la aprobación pendiente (auditada) y quien llama no mueve nada.
 */
export async function controlarOperacionDinero(
  manager: EntityManager,
  operacion: OperacionPorControlar,
  contexto: ContextoSolicitud,
): Promise<ResultadoControl> {
  const actor = contexto.actor;
  const dia = hoyBogota();
  const controlado = rolControlado(actor.rol) && operacion.monto > 0;
  if (controlado) await bloquearCuatroOjos(manager);
  const umbrales = await leerUmbrales(manager);
  const acumulado = controlado
    ? await leerAcumuladoDelDia(manager, {
        operacion: operacion.operacion,
        prestamoId: operacion.prestamo?.id ?? null,
        clienteId: operacion.clienteId,
        solicitadoPor: actor.id,
        dia,
      })
    : { prestamo: 0, cliente: 0, solicitante: 0 };
  const decision = controlarOperacion({
    operacion: operacion.operacion,
    monto: operacion.monto,
    rol: actor.rol,
    umbrales,
    acumulado,
  });
  if (decision.pasa) {
    if (decision.cuenta) {
      await anotarAcumulado(manager, {
        operacion: operacion.operacion,
        prestamoId: operacion.prestamo?.id ?? null,
        clienteId: operacion.clienteId,
        solicitadoPor: actor.id,
        monto: operacion.monto,
        dia,
      });
    }
    return { pasa: true };
  }
  const tipo = TIPO_APROBACION_DE_OPERACION[operacion.operacion];
  if (tipo === 'prestamo' || !operacion.prestamo || !operacion.pedido) {
    return {
      pasa: false,
      mensaje: decision.motivo,
      aprobacion: null,
      medida: decision.medida,
      umbral: decision.umbral,
    };
  }
  const prestamo = operacion.prestamo;
  if (await hayPendiente(manager, prestamo.id, tipo)) {
    throw conflicto(CODIGOS.aprobacionYaPendiente, MENSAJES_APROBACIONES.yaPendiente(tipo));
  }
  const aprobacionId = await insertarAprobacion(manager, {
    tipo,
    prestamoId: prestamo.id,
    monto: operacion.monto,
    motivo: operacion.pedido.motivo.trim(),
    datos: operacion.pedido.datos,
    solicitadoPor: actor.id,
  });
  const fila = await leerAprobacion(manager, aprobacionId);
  if (!fila) throw new Error(`La aprobación ${aprobacionId} recién guardada no se pudo leer`);
  const aprobacion = aprobacionAJson(fila);
  await auditar(manager, contexto, 'Préstamos', {
    accion: `Pedir aprobación de ${ETIQUETAS_TIPO_APROBACION[tipo].toLowerCase()}`,
    detalles: `Préstamo #${prestamo.numero}: ${actor.nombre} pide ${PIDE[tipo]} ${formatearCOP(operacion.monto)}; espera a un administrador`,
    datosAnteriores: { estado: prestamo.estado, saldoPendiente: prestamo.saldoPendiente },
    datosNuevos: {
      aprobacion: aprobacion._id,
      tipo,
      monto: operacion.monto,
      motivo: operacion.pedido.motivo,
      ...operacion.pedido.datos,
      umbral: decision.umbral,
      medida: decision.medida,
      total: decision.total,
    },
  });
  return {
    pasa: false,
    mensaje: decision.motivo,
    aprobacion,
    medida: decision.medida,
    umbral: decision.umbral,
  };
}
