// Aviso previo al reporte negativo (Ley 1266 de 2008 art. 12, modificado por la Ley 2157 de 2021;
// docs/decisiones/datos-personales.md): la fecha de envío nunca futura ni de hace más de los días del ajuste
// `diasAtrasAvisoPrevio` de la organización, y desde cuándo se puede reportar con cada aviso (20 días calendario; dos avisos en días diferentes si la
// deuda es de hasta el 15 % de un SMMLV). Las reglas están en @cartera/dominio (habeasData.ts); aquí se leen la deuda
// y los avisos anteriores y se escribe.
import {
  avisosExigidos,
  reportableDesde,
  reportableDesdeAviso,
  validarFechaAvisoPrevio,
  hoyBogota,
  type AvisoPrevioReporte,
} from '@cartera/dominio';
import type { EntityManager } from 'typeorm';
import { auditar } from '../auditoria/auditar';
import { errorValidacion, noEncontrado } from '../common/errores';
import type { ContextoSolicitud } from '../common/usuario-actual.decorator';
import { instanteJson } from '../database/consulta-preparada';
import { consultasDatosPersonales } from './datos-personales.consultas';
import type { CrearAvisoPrevioDto } from './dto/habeas-data.dto';

export const MENSAJES_AVISOS_PREVIOS = {
  clienteNoExiste: 'Cliente no encontrado',
  prestamoAjeno: 'El préstamo no es de este cliente',
} as const;

/** Los avisos del cliente, del más reciente al más antiguo, cada uno con desde cuándo permite reportar. */
export async function leerAvisosPrevios(manager: EntityManager, clienteId: string): Promise<AvisoPrevioReporte[]> {
  const filas = await consultasDatosPersonales.avisosPrevios(manager, clienteId);
  // Los avisos de una misma deuda (el mismo préstamo, o el cliente sin préstamo) se cuentan juntos.
  const deudas = new Map<string | null, number>();
  for (const prestamo of new Set(filas.map((f) => f.prestamo_id)))
    deudas.set(prestamo, await consultasDatosPersonales.deudaDelAviso(manager, clienteId, prestamo));
  return filas.map((fila) => {
    const exigidos = avisosExigidos(deudas.get(fila.prestamo_id)!, fila.fecha_envio);
    const fechasDeLaDeuda = filas.filter((f) => f.prestamo_id === fila.prestamo_id).map((f) => f.fecha_envio);
    return {
      _id: fila.id,
      prestamo:
        fila.prestamo_id && fila.prestamo_numero !== null ? { _id: fila.prestamo_id, numero: fila.prestamo_numero } : null,
      plantilla: fila.plantilla,
      canal: fila.canal,
      fechaEnvio: fila.fecha_envio,
      reportableDesde: reportableDesdeAviso(fila.fecha_envio, fechasDeLaDeuda, exigidos),
      avisosExigidos: exigidos,
      registradoPor: fila.usuario_nombre,
      createdAt: instanteJson(fila.created_at),
    };
  });
}

/**
 * Registra un aviso previo (plantilla, fecha de envío, canal) del cliente o de uno de sus préstamos. Una fecha futura,
 * de hace más de los días de `diasAtrasAvisoPrevio` (configuracion_organizacion), o el mismo día de otro aviso de una deuda que pide dos, es un 400 que
 * no guarda nada. Bajo candado de la fila del cliente: dos avisos simultáneos no pasan la misma validación.
 */
export async function registrarAvisoPrevio(
  manager: EntityManager,
  clienteId: string,
  dto: CrearAvisoPrevioDto,
  contexto: ContextoSolicitud,
): Promise<AvisoPrevioReporte> {
  if (!(await consultasDatosPersonales.bloquearCliente(manager, clienteId))) throw noEncontrado(MENSAJES_AVISOS_PREVIOS.clienteNoExiste);
  const prestamo = dto.prestamo ?? null;
  if (prestamo) {
    const propio = await consultasDatosPersonales.esPrestamoDelCliente(manager, prestamo, clienteId);
    if (!propio) throw errorValidacion({ prestamo: [MENSAJES_AVISOS_PREVIOS.prestamoAjeno] });
  }
  const anteriores = await consultasDatosPersonales.fechasAvisosDeLaDeuda(manager, clienteId, prestamo);
  const deuda = await consultasDatosPersonales.deudaDelAviso(manager, clienteId, prestamo);
  const exigidos = avisosExigidos(deuda, dto.fechaEnvio);
  const dias = await consultasDatosPersonales.diasAtrasAvisoPrevio(manager);
  const error = validarFechaAvisoPrevio({
    fechaEnvio: dto.fechaEnvio,
    hoy: hoyBogota(),
    exigidos,
    fechasDeLaDeuda: anteriores,
    diasAtras: dias,
  });
  if (error) throw errorValidacion({ fechaEnvio: [error] });

  const id = await consultasDatosPersonales.insertarAvisoPrevio(manager, {
    cliente_id: clienteId,
    prestamo_id: prestamo,
    plantilla: dto.plantilla,
    canal: dto.canal,
    fecha_envio: dto.fechaEnvio,
    usuario_id: contexto.actor.id,
    usuario_nombre: contexto.actor.nombre,
  });
  const aviso = (await leerAvisosPrevios(manager, clienteId)).find((a) => a._id === id)!;
  await auditar(manager, contexto, 'Clientes', {
    accion: 'Registrar aviso previo a reporte',
    detalles:
      `Aviso previo por ${dto.canal} enviado el ${dto.fechaEnvio}; ` +
      (aviso.reportableDesde
        ? `reportable desde ${aviso.reportableDesde}`
        : `la deuda pide un segundo aviso en otro día (reportable 20 días después de él, no antes de ${reportableDesde(dto.fechaEnvio)})`),
  });
  return aviso;
}
