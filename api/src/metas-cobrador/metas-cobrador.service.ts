import { Injectable } from '@nestjs/common';
import { CODIGOS, formatearCOP, hoyBogota, type MetaCobrador } from '@cartera/dominio';
import { DataSource, type EntityManager } from 'typeorm';
import { auditar } from '../auditoria/auditar';
import { esCobrador } from '../cartera/acceso';
import { crearParametros } from '../cartera/busqueda';
import { ErrorNegocio, errorValidacion, noEncontrado } from '../common/errores';
import { metaPagina } from '../common/paginacion';
import { Pagina } from '../common/respuesta';
import type { ContextoSolicitud } from '../common/usuario-actual.decorator';
import type { Usuario } from '../usuarios/entities/usuario.entity';
import type { ConsultaMetasDto, MetaDto } from './dto/meta.dto';
import { estadoMeta, inicioPeriodo, porcentajeAvance, sqlEstadoMeta } from './metas.rules';

export const MENSAJES_METAS = {
  noEncontrada: 'Meta no encontrada',
  duplicada: 'El cobrador ya tiene una meta para ese periodo',
  noEsCobrador: 'Sólo los cobradores pueden tener metas',
  cobradorInactivo: 'El cobrador está inactivo: no se le pueden asignar metas nuevas',
} as const;

interface FilaMeta {
  id: string;
  cobrador_id: string;
  cobrador_nombre: string;
  periodo: string;
  meta_monto: string;
  meta_cobros: number;
  fecha_vencimiento: string;
  monto: string;
  cantidad: number;
  created_at: Date;
  updated_at: Date;
  total?: string;
}

// El avance sale de `cobros_cobrador_mes` (disparadores sobre cobros, migración 1795350400000): una búsqueda por
// clave primaria por meta.
const FROM_METAS = `
  FROM metas_cobrador m
  JOIN usuarios u ON u.id = m.cobrador_id
  LEFT JOIN cobros_cobrador_mes a ON a.cobrador_id = m.cobrador_id AND a.mes = m.periodo`;

const COLUMNAS_METAS = `
  m.id, m.cobrador_id, u.nombre AS cobrador_nombre, to_char(m.periodo, 'YYYY-MM') AS periodo, m.meta_monto,
  m.meta_cobros, to_char(m.fecha_vencimiento, 'YYYY-MM-DD') AS fecha_vencimiento,
  coalesce(a.monto, 0) AS monto, coalesce(a.cantidad, 0) AS cantidad, m.created_at, m.updated_at`;

function metaAJson(fila: FilaMeta, hoy: string): MetaCobrador {
  const metaMonto = Number(fila.meta_monto);
  const metaCobros = Number(fila.meta_cobros);
  const montoAlcanzado = Number(fila.monto);
  const cobrosRealizados = Number(fila.cantidad);
  return {
    _id: fila.id,
    cobradorId: fila.cobrador_id,
    cobradorNombre: fila.cobrador_nombre,
    periodo: fila.periodo,
    metaMonto,
    metaCobros,
    fechaVencimiento: fila.fecha_vencimiento,
    estado: estadoMeta({ metaMonto, metaCobros, montoAlcanzado, cobrosRealizados, fechaVencimiento: fila.fecha_vencimiento }, hoy),
    montoAlcanzado,
    porcentajeMonto: porcentajeAvance(montoAlcanzado, metaMonto),
    cobrosRealizados,
    porcentajeCobros: porcentajeAvance(cobrosRealizados, metaCobros),
    createdAt: new Date(fila.created_at).toISOString(),
    updatedAt: new Date(fila.updated_at).toISOString(),
  };
}

/**
 * Metas de cobradores (especificación §2, §3 y §7 Goals). Una meta por cobrador y mes; su avance se calcula en el
 * servidor a partir del libro de cobros. Admin y gerente escriben; un cobrador sólo lee las suyas.
 */
@Injectable()
export class MetasCobradorService {
  constructor(private readonly dataSource: DataSource) {}

  async listar(consulta: ConsultaMetasDto, actor: Usuario): Promise<Pagina<MetaCobrador>> {
    const hoy = hoyBogota();
    const { valores, param } = crearParametros();
    const condiciones: string[] = [];
    // Un cobrador sólo ve sus metas, pida lo que pida.
    if (esCobrador(actor)) condiciones.push(`m.cobrador_id = ${param(actor.id)}`);
    else if (consulta.cobradorId) condiciones.push(`m.cobrador_id = ${param(consulta.cobradorId)}`);
    if (consulta.periodo) condiciones.push(`m.periodo = ${param(inicioPeriodo(consulta.periodo))}::date`);
    if (consulta.estado) {
      const estado = sqlEstadoMeta(
        {
          metaMonto: 'm.meta_monto',
          metaCobros: 'm.meta_cobros',
          monto: 'coalesce(a.monto, 0)',
          cantidad: 'coalesce(a.cantidad, 0)',
          vence: 'm.fecha_vencimiento',
        },
        `${param(hoy)}::date`,
      );
      condiciones.push(`${estado} = ${param(consulta.estado)}`);
    }
    const where = condiciones.length ? `WHERE ${condiciones.join(' AND ')}` : '';
    const filas: FilaMeta[] = await this.dataSource.query(
      `SELECT ${COLUMNAS_METAS}, count(*) OVER () AS total
       ${FROM_METAS}
       ${where}
       ORDER BY m.periodo DESC, u.nombre, m.id
       LIMIT ${consulta.limit} OFFSET ${(consulta.page - 1) * consulta.limit}`,
      valores,
    );
    let total = filas.length ? Number(filas[0]!.total) : 0;
    if (!filas.length && consulta.page > 1) {
      const [{ n }] = await this.dataSource.query(`SELECT count(*)::int AS n ${FROM_METAS} ${where}`, valores);
      total = Number(n);
    }
    return new Pagina(
      filas.map((f) => metaAJson(f, hoy)),
      metaPagina(total, consulta.page, consulta.limit),
    );
  }

  async obtener(id: string, actor: Usuario): Promise<MetaCobrador> {
    const meta = await this.leer(this.dataSource.manager, id);
    if (esCobrador(actor) && meta.cobradorId !== actor.id) throw noEncontrado(MENSAJES_METAS.noEncontrada);
    return meta;
  }

  async crear(dto: MetaDto, contexto: ContextoSolicitud): Promise<MetaCobrador> {
    return this.dataSource.transaction(async (manager) => {
      const meta = await this.leer(manager, await this.crearEn(manager, dto));
      await this.auditar(manager, contexto, {
        accion: 'Crear meta',
        detalles: `Meta ${meta.periodo} de ${meta.cobradorNombre}: ${formatearCOP(meta.metaMonto)} y ${meta.metaCobros} cobros`,
        datosNuevos: meta,
      });
      return meta;
    });
  }

  /** Crea la meta en la transacción recibida: sólo a un cobrador activo y una por cobrador y mes (409). */
  async crearEn(manager: EntityManager, dto: MetaDto): Promise<string> {
    await this.validarCobrador(manager, dto.cobradorId, true);
    await this.asegurarUnica(manager, dto.cobradorId, dto.periodo, null);
    // Dos altas simultáneas del mismo cobrador y mes: la segunda no inserta nada y es un 409.
    const filas: Array<{ id: string }> = await manager.query(
      `INSERT INTO metas_cobrador (cobrador_id, periodo, meta_monto, meta_cobros, fecha_vencimiento)
       VALUES ($1, $2::date, $3, $4, $5::date)
       ON CONFLICT (cobrador_id, periodo) DO NOTHING RETURNING id`,
      [dto.cobradorId, inicioPeriodo(dto.periodo), dto.metaMonto, dto.metaCobros, dto.fechaVencimiento],
    );
    const id = filas[0]?.id;
    if (!id) {
      throw new ErrorNegocio(CODIGOS.metaDuplicada, MENSAJES_METAS.duplicada, 409, {
        periodo: [MENSAJES_METAS.duplicada],
      });
    }
    return id;
  }

  async actualizar(id: string, dto: MetaDto, contexto: ContextoSolicitud): Promise<MetaCobrador> {
    return this.dataSource.transaction(async (manager) => {
      const [bloqueada] = await manager.query(`SELECT cobrador_id FROM metas_cobrador WHERE id = $1 FOR UPDATE`, [id]);
      if (!bloqueada) throw noEncontrado(MENSAJES_METAS.noEncontrada);
      const anterior = await this.leer(manager, id);
      // Un cobrador inactivo conserva sus metas (se pueden corregir), pero no recibe una meta que era de otro.
      await this.validarCobrador(manager, dto.cobradorId, dto.cobradorId !== anterior.cobradorId);
      await this.asegurarUnica(manager, dto.cobradorId, dto.periodo, id);
      try {
        await manager.query(
          `UPDATE metas_cobrador SET cobrador_id = $2, periodo = $3::date, meta_monto = $4, meta_cobros = $5,
             fecha_vencimiento = $6::date, updated_at = now()
           WHERE id = $1`,
          [id, dto.cobradorId, inicioPeriodo(dto.periodo), dto.metaMonto, dto.metaCobros, dto.fechaVencimiento],
        );
      } catch (error) {
        if ((error as { code?: string }).code === '23505')
          throw new ErrorNegocio(CODIGOS.metaDuplicada, MENSAJES_METAS.duplicada, 409, { periodo: [MENSAJES_METAS.duplicada] });
        throw error;
      }
      const meta = await this.leer(manager, id);
      await this.auditar(manager, contexto, {
        accion: 'Actualizar meta',
        detalles: `Meta ${meta.periodo} de ${meta.cobradorNombre}`,
        datosAnteriores: anterior,
        datosNuevos: meta,
      });
      return meta;
    });
  }

  async eliminar(id: string, contexto: ContextoSolicitud): Promise<null> {
    await this.dataSource.transaction(async (manager) => {
      const [bloqueada] = await manager.query(`SELECT id FROM metas_cobrador WHERE id = $1 FOR UPDATE`, [id]);
      if (!bloqueada) throw noEncontrado(MENSAJES_METAS.noEncontrada);
      const anterior = await this.leer(manager, id);
      await manager.query(`DELETE FROM metas_cobrador WHERE id = $1`, [id]);
      await this.auditar(manager, contexto, {
        accion: 'Eliminar meta',
        detalles: `Meta ${anterior.periodo} de ${anterior.cobradorNombre}`,
        datosAnteriores: anterior,
      });
    });
    return null;
  }

  private async leer(manager: EntityManager, id: string): Promise<MetaCobrador> {
    const [fila]: FilaMeta[] = await manager.query(`SELECT ${COLUMNAS_METAS} ${FROM_METAS} WHERE m.id = $1`, [id]);
    if (!fila) throw noEncontrado(MENSAJES_METAS.noEncontrada);
    return metaAJson(fila, hoyBogota());
  }

  /** Sólo usuarios con rol cobrador; uno inactivo no recibe metas nuevas (422). */
  private async validarCobrador(manager: EntityManager, cobradorId: string, exigirActivo: boolean): Promise<void> {
    // FOR SHARE: nadie lo desactiva ni lo borra mientras se le asigna la meta.
    const [usuario] = await manager.query(`SELECT rol, estado FROM usuarios WHERE id = $1 FOR SHARE`, [cobradorId]);
    if (!usuario || usuario.rol !== 'cobrador') throw errorValidacion({ cobradorId: [MENSAJES_METAS.noEsCobrador] });
    if (exigirActivo && usuario.estado !== 'activo')
      throw new ErrorNegocio(CODIGOS.cobradorInactivo, MENSAJES_METAS.cobradorInactivo, 422, {
        cobradorId: [MENSAJES_METAS.cobradorInactivo],
      });
  }

  private async asegurarUnica(manager: EntityManager, cobradorId: string, periodo: string, excepto: string | null) {
    const [otra] = await manager.query(
      `SELECT id FROM metas_cobrador WHERE cobrador_id = $1 AND periodo = $2::date AND ($3::uuid IS NULL OR id <> $3)`,
      [cobradorId, inicioPeriodo(periodo), excepto],
    );
    if (otra)
      throw new ErrorNegocio(CODIGOS.metaDuplicada, MENSAJES_METAS.duplicada, 409, { periodo: [MENSAJES_METAS.duplicada] });
  }

  private auditar(
    manager: EntityManager,
    contexto: ContextoSolicitud,
    evento: { accion: string; detalles: string; datosAnteriores?: unknown; datosNuevos?: unknown },
  ): Promise<void> {
    return auditar(manager, contexto, 'Metas', {
      ...evento,
    });
  }
}
