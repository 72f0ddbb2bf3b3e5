import { Injectable } from '@nestjs/common';
import { ESTADOS_PRESTAMO, type EstadoPrestamo, type LibroPrestamo } from '@cartera/dominio';
import { DataSource, type EntityManager } from 'typeorm';
import { consultaPreparada } from '../database/consulta-preparada';
import { noEncontrado, prohibido } from '../common/errores';
import { metaPagina } from '../common/paginacion';
import { Respuesta } from '../common/respuesta';
import { condicionCarteraCobrador, esCobrador, MENSAJE_PRESTAMO_AJENO } from '../cartera/acceso';
import { clientesQueCoinciden, condicionPaginaPorCliente, crearParametros } from '../cartera/busqueda';
import type { Usuario } from '../usuarios/entities/usuario.entity';
import type { ConsultaPrestamosDto } from './dto/consulta-prestamos.dto';
import { LibroPrestamoLectura } from './libro/libro.lectura';
import { COLUMNAS_PRESTAMO, FROM_PRESTAMOS, prestamoAJson, type FilaPrestamo, type PrestamoJson } from './prestamos.sql';

export const MENSAJE_PRESTAMO_NO_ENCONTRADO = 'Préstamo no encontrado';

export type ResumenPrestamos = Record<'total' | EstadoPrestamo, number> & { saldoPendiente: number };

export interface DetallePrestamoJson extends PrestamoJson {
  /** Las cifras del libro del préstamo (docs/libro.md). */
  libro: LibroPrestamo;
  /** Por qué se rechazó la solicitud. */
  motivoRechazo: string | null;
  /** Préstamo nuevo que refinanció a este (cuando está reenganchado). */
  prestamoReenganche: string | null;
  resumenCuotas: {
    total: number;
    pagadas: number;
    parciales: number;
    vencidas: number;
    pendientes: number;
    refinanciadas: number;
    anuladas: number;
    totalPagado: number;
  };
}

const COLUMNAS_ORDEN: Readonly<Record<string, string>> = {
  createdAt: 'p.created_at',
  monto: 'p.monto',
  fecha: 'p.fecha',
  estado: 'p.orden_estado',
  cliente: 'c.nombre',
};

/** Lecturas de préstamos con la visibilidad de cada rol. */
@Injectable()
export class PrestamosLectura {
  constructor(
    private readonly dataSource: DataSource,
    private readonly libro: LibroPrestamoLectura,
  ) {}

  /**
   * Una página de préstamos: `data` con la página, `meta` y `resumen` (conteos por estado y saldo de los mismos
   * filtros, sin el filtro de estado) en la raíz de la respuesta.
   */
  async listar(consulta: ConsultaPrestamosDto, actor: Usuario): Promise<Respuesta<PrestamoJson[]>> {
    const { valores, param } = crearParametros();
    const condiciones: string[] = [];
    if (esCobrador(actor)) condiciones.push(condicionCarteraCobrador(param(actor.id)));
    if (consulta.cobrador) condiciones.push(`p.cobrador_id = ${param(consulta.cobrador)}`);
    if (consulta.cliente) condiciones.push(`p.cliente_id = ${param(consulta.cliente)}`);
    if (consulta.modalidad) condiciones.push(`p.modalidad = ${param(consulta.modalidad)}`);
    if (consulta.fechaDesde) condiciones.push(`p.fecha >= ${param(consulta.fechaDesde)}`);
    if (consulta.fechaHasta) condiciones.push(`p.fecha <= ${param(consulta.fechaHasta)}`);
    // Con búsqueda, la página se elige después del resumen, cuando ya se sabe cuántos préstamos coinciden.
    const clientes = consulta.search ? clientesQueCoinciden(consulta.search, param) : null;
    const busqueda = clientes ? condiciones.push(`p.cliente_id IN (${clientes})`) - 1 : -1;
    const valoresSinEstado = [...valores];
    const whereSinEstado = condiciones.length ? `WHERE ${condiciones.join(' AND ')}` : '';
    if (consulta.estado) condiciones.push(`p.estado = ${param(consulta.estado)}`);

    const [campo, direccion] = (consulta.sort ?? 'createdAt_desc').split('_');
    const sentido = direccion === 'asc' ? 'ASC' : 'DESC';
    const orden = `${COLUMNAS_ORDEN[campo] ?? 'p.created_at'} ${sentido}, p.created_at DESC, p.id DESC`;
    const desde = (consulta.page - 1) * consulta.limit;

    // Sin más filtros que el estado, el resumen es el de toda la cartera: sale del registro de conteos
    // (prestamos_resumen, mantenido por disparadores) en vez de recorrer todos los préstamos.
    const resumenSql =
      condiciones.length === (consulta.estado ? 1 : 0)
        ? `SELECT estado, sum(cantidad)::int AS n, sum(saldo) AS saldo FROM prestamos_resumen GROUP BY estado`
        : `SELECT p.estado, count(*)::int AS n, coalesce(sum(p.saldo_pendiente), 0) AS saldo
           FROM prestamos p ${whereSinEstado} GROUP BY p.estado`;
    const pagina = (lista: readonly string[]): Promise<FilaPrestamo[]> =>
      consultaPreparada(this.dataSource, 
        `SELECT ${COLUMNAS_PRESTAMO} ${FROM_PRESTAMOS} ${lista.length ? `WHERE ${lista.join(' AND ')}` : ''}
         ORDER BY ${orden} LIMIT ${consulta.limit} OFFSET ${desde}`,
        valores,
        { instantesIso: true },
      );
    const contar = (): Promise<Array<{ estado: EstadoPrestamo; n: number; saldo: string }>> =>
      consultaPreparada(this.dataSource, resumenSql, valoresSinEstado);
    let filas: FilaPrestamo[];
    let conteos: Awaited<ReturnType<typeof contar>>;
    if (clientes) {
      conteos = await contar();
      const coinciden = conteos.reduce((suma, c) => suma + (!consulta.estado || c.estado === consulta.estado ? c.n : 0), 0);
      const condicionPagina = condicionPaginaPorCliente(clientes, 'p', coinciden);
      filas = await pagina(condiciones.map((condicion, i) => (i === busqueda ? condicionPagina : condicion)));
    } else {
      [filas, conteos] = await Promise.all([pagina(condiciones), contar()]);
    }

    const resumen = Object.fromEntries([['total', 0], ...ESTADOS_PRESTAMO.map((e) => [e, 0])]) as ResumenPrestamos;
    let saldoCentavos = 0;
    for (const conteo of conteos) {
      resumen[conteo.estado] = conteo.n;
      resumen.total += conteo.n;
      saldoCentavos += Math.round(Number(conteo.saldo) * 100);
    }
    resumen.saldoPendiente = saldoCentavos / 100;
    const total = consulta.estado ? resumen[consulta.estado as EstadoPrestamo] : resumen.total;
    return new Respuesta(filas.map(prestamoAJson), undefined, {
      meta: metaPagina(total, consulta.page, consulta.limit),
      resumen,
    });
  }

  /** Un préstamo con su cliente y cobrador; 404 si no existe, 403 si un cobrador no lo tiene en su cartera. */
  async obtener(manager: EntityManager, id: string, actor: Usuario): Promise<PrestamoJson> {
    const [fila]: FilaPrestamo[] = await manager.query(`SELECT ${COLUMNAS_PRESTAMO} ${FROM_PRESTAMOS} WHERE p.id = $1`, [id]);
    if (!fila) throw noEncontrado(MENSAJE_PRESTAMO_NO_ENCONTRADO);
    if (esCobrador(actor)) {
      const [propio]: unknown[] = await manager.query(
        `SELECT 1 FROM prestamos p WHERE p.id = $1 AND ${condicionCarteraCobrador('$2')}`,
        [id, actor.id],
      );
      if (!propio) throw prohibido(MENSAJE_PRESTAMO_AJENO);
    }
    return prestamoAJson(fila);
  }

  async detalle(id: string, actor: Usuario): Promise<DetallePrestamoJson> {
    const manager = this.dataSource.manager;
    const prestamo = await this.obtener(manager, id, actor);
    const [resumen]: Array<Record<string, string | number | null>> = await manager.query(
      `SELECT count(*)::int AS total,
              count(*) FILTER (WHERE estado = 'pagada')::int AS pagadas,
              count(*) FILTER (WHERE estado = 'parcial')::int AS parciales,
              count(*) FILTER (WHERE estado = 'vencida')::int AS vencidas,
              count(*) FILTER (WHERE estado = 'pendiente')::int AS pendientes,
              count(*) FILTER (WHERE estado = 'refinanciada')::int AS refinanciadas,
              count(*) FILTER (WHERE estado = 'anulada')::int AS anuladas,
              coalesce(sum(monto_pagado), 0) AS total_pagado,
              (SELECT id FROM prestamos WHERE prestamo_origen_id = $1) AS reenganche,
              (SELECT motivo_rechazo FROM prestamos WHERE id = $1) AS motivo_rechazo
       FROM cuotas WHERE prestamo_id = $1`,
      [id],
    );
    return {
      ...prestamo,
      libro: await this.libro.cifras(manager, id),
      motivoRechazo: (resumen.motivo_rechazo as string | null) ?? null,
      prestamoReenganche: (resumen.reenganche as string | null) ?? null,
      resumenCuotas: {
        total: Number(resumen.total),
        pagadas: Number(resumen.pagadas),
        parciales: Number(resumen.parciales),
        vencidas: Number(resumen.vencidas),
        pendientes: Number(resumen.pendientes),
        refinanciadas: Number(resumen.refinanciadas),
        anuladas: Number(resumen.anuladas),
        totalPagado: Number(resumen.total_pagado),
      },
    };
  }
}
