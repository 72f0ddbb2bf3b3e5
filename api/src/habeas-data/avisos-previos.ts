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
  type CanalAvisoPrevio,
} from '@cartera/dominio';
import type { EntityManager } from 'typeorm';
import { auditar } from '../auditoria/auditar';
import { sqlPrestamoAbierto } from '../cartera/estado.rules';
import { errorValidacion, noEncontrado } from '../common/errores';
import type { ContextoSolicitud } from '../common/usuario-actual.decorator';
import { instanteJson } from '../database/consulta-preparada';
import type { CrearAvisoPrevioDto } from './dto/habeas-data.dto';

export const MENSAJES_AVISOS_PREVIOS = {
  clienteNoExiste: 'Cliente no encontrado',
  prestamoAjeno: 'El préstamo no es de este cliente',
} as const;

interface FilaAvisoPrevio {
  id: string;
  prestamo_id: string | null;
  prestamo_numero: number | null;
  plantilla: string;
  canal: CanalAvisoPrevio;
  fecha_envio: string;
  usuario_nombre: string;
  created_at: Date;
}

/**
 * La deuda a la que se refiere un aviso: el saldo del préstamo, o sin préstamo, el de todos los préstamos abiertos
 * del cliente.
 */
async function deudaDelAviso(manager: EntityManager, clienteId: string, prestamoId: string | null): Promise<number> {
  const [{ deuda }]: Array<{ deuda: string }> = await manager.query(
    prestamoId
      ? `SELECT coalesce(sum(saldo_pendiente), 0)::text AS deuda FROM prestamos WHERE id = $2 AND cliente_id = $1`
      : `SELECT coalesce(sum(saldo_pendiente), 0)::text AS deuda FROM prestamos p
          WHERE p.cliente_id = $1 AND ${sqlPrestamoAbierto('p')}`,
    prestamoId ? [clienteId, prestamoId] : [clienteId],
  );
  return Number(deuda);
}

/** Los avisos del cliente, del más reciente al más antiguo, cada uno con desde cuándo permite reportar. */
export async function leerAvisosPrevios(manager: EntityManager, clienteId: string): Promise<AvisoPrevioReporte[]> {
  const filas: FilaAvisoPrevio[] = await manager.query(
    `SELECT a.id, a.prestamo_id, p.numero::int AS prestamo_numero, a.plantilla, a.canal, a.fecha_envio::text AS fecha_envio,
            a.usuario_nombre, a.created_at
     FROM clientes_avisos_previos a LEFT JOIN prestamos p ON p.id = a.prestamo_id
     WHERE a.cliente_id = $1 ORDER BY a.fecha_envio DESC, a.created_at DESC`,
    [clienteId],
  );
  // Los avisos de una misma deuda (el mismo préstamo, o el cliente sin préstamo) se cuentan juntos.
  const deudas = new Map<string | null, number>();
  for (const prestamo of new Set(filas.map((f) => f.prestamo_id)))
    deudas.set(prestamo, await deudaDelAviso(manager, clienteId, prestamo));
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
  const existe: unknown[] = await manager.query(`SELECT 1 FROM clientes WHERE id = $1 FOR UPDATE`, [clienteId]);
  if (existe.length === 0) throw noEncontrado(MENSAJES_AVISOS_PREVIOS.clienteNoExiste);
  const prestamo = dto.prestamo ?? null;
  if (prestamo) {
    const propio: unknown[] = await manager.query(`SELECT 1 FROM prestamos WHERE id = $1 AND cliente_id = $2`, [
      prestamo,
      clienteId,
    ]);
    if (propio.length === 0) throw errorValidacion({ prestamo: [MENSAJES_AVISOS_PREVIOS.prestamoAjeno] });
  }
  const anteriores: Array<{ fecha_envio: string }> = await manager.query(
    `SELECT fecha_envio::text AS fecha_envio FROM clientes_avisos_previos
      WHERE cliente_id = $1 AND prestamo_id IS NOT DISTINCT FROM $2`,
    [clienteId, prestamo],
  );
  const exigidos = avisosExigidos(await deudaDelAviso(manager, clienteId, prestamo), dto.fechaEnvio);
  const [{ dias }]: Array<{ dias: number }> = await manager.query(
    `SELECT dias_atras_aviso_previo AS dias FROM configuracion_organizacion WHERE id = 1`,
  );
  const error = validarFechaAvisoPrevio({
    fechaEnvio: dto.fechaEnvio,
    hoy: hoyBogota(),
    exigidos,
    fechasDeLaDeuda: anteriores.map((a) => a.fecha_envio),
    diasAtras: dias,
  });
  if (error) throw errorValidacion({ fechaEnvio: [error] });

  const [{ id }]: Array<{ id: string }> = await manager.query(
    `INSERT INTO clientes_avisos_previos (cliente_id, prestamo_id, plantilla, canal, fecha_envio, usuario_id, usuario_nombre)
     VALUES ($1, $2, $3, $4, $5::date, $6, $7) RETURNING id`,
    [clienteId, prestamo, dto.plantilla, dto.canal, dto.fechaEnvio, contexto.actor.id, contexto.actor.nombre],
  );
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
