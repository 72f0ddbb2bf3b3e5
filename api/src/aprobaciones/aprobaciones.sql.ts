// Lo que espera a una segunda persona, en SQL explícito con filas tipadas (docs/decisiones/cuatro-ojos.md). Funciones
// sin inyección: las usan las operaciones del libro (pedir una condonación o un castigo), el alta de préstamos (el
// umbral del gerente) y AprobacionesService (listar, aprobar, rechazar), sin que los módulos se necesiten entre sí.
import {
  operacionesDelUmbral,
  UMBRAL_DE_OPERACION,
  type AcumuladoDelDia,
  type AplicacionCondonacion,
  type Aprobacion,
  type DatosReenganche,
  type DatosUmbralesAprobacion,
  type EstadoAprobacion,
  type OperacionControlada,
  type TipoAprobacion,
  type UmbralesAprobacion,
} from '@cartera/dominio';
import type { EntityManager } from 'typeorm';
import { instanteJson } from '../database/consulta-preparada';

/** Una condonación, un castigo, un reenganche o una liquidación guardado en `aprobaciones`. */
export type TipoOperacionAprobable = Exclude<TipoAprobacion, 'prestamo'>;

interface FilaUmbrales {
  prestamo_gerente: string | null;
  condonacion: string | null;
  castigo: string | null;
  gerente_diario: string | null;
  updated_at: Date | string;
}

const pesosONulo = (valor: string | null): number | null => (valor === null ? null : Number(valor));

/** Los umbrales vigentes (una sola fila, la crea la migración). */
export async function leerUmbrales(manager: EntityManager, bloquear = false): Promise<UmbralesAprobacion> {
  const [fila]: FilaUmbrales[] = await manager.query(
    `SELECT prestamo_gerente, condonacion, castigo, gerente_diario, updated_at FROM aprobaciones_umbrales WHERE id = 1
     ${bloquear ? 'FOR UPDATE' : ''}`,
  );
  return {
    prestamoGerente: pesosONulo(fila.prestamo_gerente),
    condonacion: pesosONulo(fila.condonacion),
    castigo: pesosONulo(fila.castigo),
    gerenteDiario: pesosONulo(fila.gerente_diario),
    updatedAt: instanteJson(fila.updated_at),
  };
}

/** Escribe los umbrales; `gerenteDiario` ausente queda como estaba. */
export async function escribirUmbrales(
  manager: EntityManager,
  datos: Omit<DatosUmbralesAprobacion, 'gerenteDiario'> & { gerenteDiario?: number | null },
): Promise<void> {
  await manager.query(
    `UPDATE aprobaciones_umbrales SET prestamo_gerente = $1, condonacion = $2, castigo = $3,
       gerente_diario = CASE WHEN $5 THEN $4::numeric ELSE gerente_diario END, updated_at = now()
     WHERE id = 1`,
    [
      datos.prestamoGerente,
      datos.condonacion,
      datos.castigo,
      datos.gerenteDiario ?? null,
      datos.gerenteDiario !== undefined,
    ],
  );
}

/**
 * Lo que se guarda para ejecutar la operación tal como se pidió: a qué se aplica una condonación; el cuerpo de un
 * reenganche; lo recibido y la fecha de una liquidación.
 */
export interface DatosOperacionAprobable {
  aplicarA?: AplicacionCondonacion;
  reenganche?: DatosReenganche;
  montoRecibido?: number;
  fecha?: string;
}

export interface FilaAprobacion {
  id: string;
  tipo: TipoAprobacion;
  estado: EstadoAprobacion;
  prestamo_id: string;
  numero: string;
  cliente_id: string;
  cliente_nombre: string;
  monto: string;
  motivo: string | null;
  datos: DatosOperacionAprobable | null;
  solicitado_por: string | null;
  solicitante_nombre: string | null;
  solicitado_en: Date | string;
  resuelto_por: string | null;
  resolutor_nombre: string | null;
  resuelto_en: Date | string | null;
  motivo_rechazo: string | null;
}

export function aprobacionAJson(fila: FilaAprobacion): Aprobacion {
  return {
    _id: fila.id,
    tipo: fila.tipo,
    estado: fila.estado,
    prestamo: { _id: fila.prestamo_id, numero: Number(fila.numero) },
    cliente: { _id: fila.cliente_id, nombre: fila.cliente_nombre },
    monto: Number(fila.monto),
    motivo: fila.motivo,
    aplicarA: fila.datos?.aplicarA ?? null,
    montoRecibido: fila.datos?.montoRecibido ?? null,
    solicitante: fila.solicitado_por
      ? { _id: fila.solicitado_por, nombre: fila.solicitante_nombre ?? '' }
      : null,
    solicitadoEn: instanteJson(fila.solicitado_en),
    resolutor: fila.resuelto_por ? { _id: fila.resuelto_por, nombre: fila.resolutor_nombre ?? '' } : null,
    resueltoEn: fila.resuelto_en === null ? null : instanteJson(fila.resuelto_en),
    motivoRechazo: fila.motivo_rechazo,
  };
}

/** Condonaciones y castigos de la tabla `aprobaciones`, con su préstamo, su cliente y las dos personas. */
const SELECT_OPERACIONES = `
  SELECT a.id, a.tipo, a.estado, a.prestamo_id, p.numero, p.cliente_id, c.nombre AS cliente_nombre, a.monto, a.motivo,
         a.datos, a.solicitado_por, s.nombre AS solicitante_nombre,
         a.created_at AS solicitado_en, a.resuelto_por, r.nombre AS resolutor_nombre, a.resuelto_at AS resuelto_en,
         a.motivo_rechazo
  FROM aprobaciones a
  JOIN prestamos p ON p.id = a.prestamo_id
  JOIN clientes c ON c.id = p.cliente_id
  LEFT JOIN usuarios s ON s.id = a.solicitado_por
  LEFT JOIN usuarios r ON r.id = a.resuelto_por`;

/**
 * Las solicitudes de préstamo vistas como aprobaciones: pendiente mientras el préstamo está `solicitado`; rechazada si
 * lo rechazaron; aprobada si alguien la aprobó (`aprobado_por`) y siguió su vida. `aprobado_por` es también quien la
 * rechazó. Un préstamo que se desembolsó al crearlo no fue nunca una solicitud (`solicitado_por` NULL).
 */
const SELECT_SOLICITUDES = `
  SELECT p.id, 'prestamo'::text AS tipo,
         CASE p.estado WHEN 'solicitado' THEN 'pendiente' WHEN 'rechazado' THEN 'rechazada' ELSE 'aprobada' END AS estado,
         p.id AS prestamo_id, p.numero, p.cliente_id, c.nombre AS cliente_nombre, p.monto, NULL::text AS motivo,
         NULL::jsonb AS datos, p.solicitado_por, s.nombre AS solicitante_nombre, p.created_at AS solicitado_en,
         p.aprobado_por AS resuelto_por, r.nombre AS resolutor_nombre, NULL::timestamptz AS resuelto_en,
         p.motivo_rechazo
  FROM prestamos p
  JOIN clientes c ON c.id = p.cliente_id
  LEFT JOIN usuarios s ON s.id = p.solicitado_por
  LEFT JOIN usuarios r ON r.id = p.aprobado_por`;

/** La condición de SELECT_SOLICITUDES para un estado (sin estado: las tres). */
function condicionSolicitudes(estado: EstadoAprobacion | undefined): string {
  const pendiente = `p.estado = 'solicitado'`;
  const rechazada = `p.estado = 'rechazado'`;
  const aprobada = `p.solicitado_por IS NOT NULL AND p.aprobado_por IS NOT NULL AND p.estado NOT IN ('solicitado', 'rechazado')`;
  if (estado === 'pendiente') return pendiente;
  if (estado === 'rechazada') return rechazada;
  if (estado === 'aprobada') return aprobada;
  return `(${pendiente} OR ${rechazada} OR (${aprobada}))`;
}

export interface FiltroAprobaciones {
  estado?: EstadoAprobacion;
  tipo?: TipoAprobacion;
}

/** La consulta (sin orden ni página) de todo lo que coincide: solicitudes de préstamo, condonaciones y castigos. */
function consultaAprobaciones(filtro: FiltroAprobaciones): { sql: string; valores: unknown[] } {
  const valores: unknown[] = [];
  const partes: string[] = [];
  if (filtro.tipo !== 'prestamo') {
    const donde: string[] = [];
    if (filtro.estado) donde.push(`a.estado = $${valores.push(filtro.estado)}`);
    if (filtro.tipo) donde.push(`a.tipo = $${valores.push(filtro.tipo)}`);
    partes.push(`${SELECT_OPERACIONES}${donde.length ? ` WHERE ${donde.join(' AND ')}` : ''}`);
  }
  if (filtro.tipo === undefined || filtro.tipo === 'prestamo') {
    partes.push(`${SELECT_SOLICITUDES} WHERE ${condicionSolicitudes(filtro.estado)}`);
  }
  return { sql: partes.join(' UNION ALL '), valores };
}

/**
 * Una página de aprobaciones y el total. Las pendientes, de la más antigua a la más nueva (la que más lleva esperando
 * va primero); las demás, de la más nueva a la más antigua.
 */
export async function listarAprobaciones(
  manager: EntityManager,
  filtro: FiltroAprobaciones,
  pagina: { page: number; limit: number },
): Promise<{ filas: FilaAprobacion[]; total: number }> {
  const { sql, valores } = consultaAprobaciones(filtro);
  const [{ total }]: Array<{ total: number }> = await manager.query(
    `SELECT count(*)::int AS total FROM (${sql}) todas`,
    valores,
  );
  const sentido = filtro.estado === 'pendiente' ? 'ASC' : 'DESC';
  const filas: FilaAprobacion[] = await manager.query(
    `SELECT * FROM (${sql}) todas ORDER BY solicitado_en ${sentido}, id ${sentido}
     LIMIT $${valores.length + 1} OFFSET $${valores.length + 2}`,
    [...valores, pagina.limit, (pagina.page - 1) * pagina.limit],
  );
  return { filas, total };
}

/** Una condonación o un castigo por id (bloqueado para resolverlo), o undefined. */
export async function leerAprobacion(
  manager: EntityManager,
  id: string,
  bloquear = false,
): Promise<FilaAprobacion | undefined> {
  const [fila]: FilaAprobacion[] = await manager.query(
    `${SELECT_OPERACIONES} WHERE a.id = $1
     ${bloquear ? 'FOR UPDATE OF a' : ''}`,
    [id],
  );
  return fila;
}

/** ¿Tiene el préstamo una operación de ese tipo esperando? Se llama con el préstamo bloqueado. */
export async function hayPendiente(
  manager: EntityManager,
  prestamoId: string,
  tipo: TipoOperacionAprobable,
): Promise<boolean> {
  const filas: unknown[] = await manager.query(
    `SELECT 1 FROM aprobaciones WHERE prestamo_id = $1 AND tipo = $2 AND estado = 'pendiente'`,
    [prestamoId, tipo],
  );
  return filas.length > 0;
}

/** Guarda la operación que espera a un administrador; devuelve su id. */
export async function insertarAprobacion(
  manager: EntityManager,
  nueva: {
    tipo: TipoOperacionAprobable;
    prestamoId: string;
    monto: number;
    motivo: string;
    datos: DatosOperacionAprobable;
    solicitadoPor: string;
  },
): Promise<string> {
  const [{ id }]: Array<{ id: string }> = await manager.query(
    `INSERT INTO aprobaciones (tipo, prestamo_id, monto, motivo, datos, solicitado_por)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [
      nueva.tipo,
      nueva.prestamoId,
      nueva.monto,
      nueva.motivo,
      JSON.stringify(nueva.datos),
      nueva.solicitadoPor,
    ],
  );
  return id;
}

/** Cierra una aprobación pendiente: aprobada, o rechazada con su motivo. */
export async function resolverAprobacion(
  manager: EntityManager,
  id: string,
  resolucion: { estado: 'aprobada' | 'rechazada'; resueltoPor: string; motivoRechazo?: string },
): Promise<void> {
  await manager.query(
    `UPDATE aprobaciones SET estado = $2, resuelto_por = $3, resuelto_at = now(), motivo_rechazo = $4
     WHERE id = $1 AND estado = 'pendiente'`,
    [id, resolucion.estado, resolucion.resueltoPor, resolucion.motivoRechazo ?? null],
  );
}

/** Quien pidió una solicitud de préstamo (`solicitado_por`) y su nombre. */
export async function solicitanteDePrestamo(
  manager: EntityManager,
  prestamoId: string,
): Promise<{ id: string | null; nombre: string | null; monto: number }> {
  const [fila]: Array<{ solicitado_por: string | null; nombre: string | null; monto: string }> =
    await manager.query(
      `SELECT p.solicitado_por, u.nombre, p.monto FROM prestamos p LEFT JOIN usuarios u ON u.id = p.solicitado_por
     WHERE p.id = $1`,
      [prestamoId],
    );
  return { id: fila?.solicitado_por ?? null, nombre: fila?.nombre ?? null, monto: Number(fila?.monto ?? 0) };
}

/**
 * Lo que un gerente ya entregó o perdonó hoy sin aprobación, antes de esta operación: con el mismo umbral en el
 * préstamo y en el cliente, y todo junto el suyo. Se lee bajo el candado del control (control-aprobaciones.ts).
 */
export async function leerAcumuladoDelDia(
  manager: EntityManager,
  consulta: {
    operacion: OperacionControlada;
    prestamoId: string | null;
    clienteId: string;
    solicitadoPor: string;
    dia: string;
  },
): Promise<AcumuladoDelDia> {
  const mismas = operacionesDelUmbral(UMBRAL_DE_OPERACION[consulta.operacion]);
  const [fila]: Array<{ prestamo: string; cliente: string; solicitante: string }> = await manager.query(
    `SELECT coalesce(sum(monto) FILTER (WHERE operacion = ANY($1::text[]) AND prestamo_id = $2), 0) AS prestamo,
            coalesce(sum(monto) FILTER (WHERE operacion = ANY($1::text[]) AND cliente_id = $3), 0) AS cliente,
            coalesce(sum(monto) FILTER (WHERE solicitado_por = $4), 0) AS solicitante
     FROM aprobaciones_acumulado
     WHERE dia = $5 AND (cliente_id = $3 OR solicitado_por = $4)`,
    [mismas, consulta.prestamoId, consulta.clienteId, consulta.solicitadoPor, consulta.dia],
  );
  return {
    prestamo: Number(fila.prestamo),
    cliente: Number(fila.cliente),
    solicitante: Number(fila.solicitante),
  };
}

/** Apunta lo que un gerente entregó o perdonó sin aprobación (suma para las siguientes del día). */
export async function anotarAcumulado(
  manager: EntityManager,
  fila: {
    operacion: OperacionControlada;
    prestamoId: string | null;
    clienteId: string;
    solicitadoPor: string;
    monto: number;
    dia: string;
  },
): Promise<void> {
  await manager.query(
    `INSERT INTO aprobaciones_acumulado (operacion, prestamo_id, cliente_id, solicitado_por, monto, dia)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [fila.operacion, fila.prestamoId, fila.clienteId, fila.solicitadoPor, fila.monto, fila.dia],
  );
}
