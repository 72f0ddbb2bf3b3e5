import { Injectable } from '@nestjs/common';
import { CODIGOS, formatearCOP, hoyBogota, type MetaCobrador } from '@cartera/dominio';
import { DataSource, type EntityManager } from 'typeorm';
import { auditar } from '../auditoria/auditar';
import { esCobrador } from '../common/acceso-cartera';
import { ErrorNegocio, errorValidacion, noEncontrado } from '../common/errores';
import { paginaDe, tramoDe } from '../common/paginacion';
import { Pagina } from '../common/respuesta';
import type { ContextoSolicitud } from '../common/usuario-actual.decorator';
import type { Usuario } from '../usuarios/entities/usuario.entity';
import { alcanzaCuenta } from '../usuarios/usuarios.visibles';
import type { ConsultaMetasDto, MetaDto } from './dto/meta.dto';
import { consultasMetas, type FilaMeta, type MetaEscrita } from './metas-cobrador.consultas';
import { estadoMeta, inicioPeriodo, porcentajeAvance } from './metas.rules';
import { codigoDe } from '../common/tipado';

export const MENSAJES_METAS = {
  noEncontrada: 'Meta no encontrada',
  duplicada: 'El cobrador ya tiene una meta para ese periodo',
  noEsCobrador: 'Sólo los cobradores pueden tener metas',
  cobradorInactivo: 'El cobrador está inactivo: no se le pueden asignar metas nuevas',
} as const;

function filaDeMeta(dto: MetaDto): MetaEscrita {
  return {
    cobrador_id: dto.cobradorId,
    periodo: inicioPeriodo(dto.periodo),
    meta_monto: dto.metaMonto,
    meta_cobros: dto.metaCobros,
    fecha_vencimiento: dto.fechaVencimiento,
  };
}

function metaAJson(fila: FilaMeta, hoy: string): MetaCobrador {
  const metaMonto = Number(fila.meta_monto);
  const metaCobros = Number(fila.meta_cobros);
  const montoAlcanzado = Number(fila.monto);
  const cobrosRealizados = Number(fila.cantidad);
  return {
    _id: fila.id,
    cobradorId: fila.cobrador_id,
    cobradorNombre: fila.cobrador_nombre,
    periodo: fila.periodo.slice(0, 7),
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
    const filtro = {
      hoy,
      // Un cobrador sólo ve sus metas, pida lo que pida.
      cobradorId: esCobrador(actor) ? actor.id : consulta.cobradorId,
      periodo: consulta.periodo ? inicioPeriodo(consulta.periodo) : undefined,
      estado: consulta.estado,
    };
    const { limit, offset } = tramoDe(consulta);
    const filas = await consultasMetas.pagina(this.dataSource.manager, filtro, limit, offset);
    let total = filas.length ? Number(filas[0]!.total) : 0;
    if (!filas.length && consulta.page > 1) total = await consultasMetas.contar(this.dataSource.manager, filtro);
    return paginaDe(filas.map((f) => metaAJson(f, hoy)), total, consulta);
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
    const id = (await consultasMetas.insertar(manager, filaDeMeta(dto)))?.id;
    if (!id) {
      throw new ErrorNegocio(CODIGOS.metaDuplicada, MENSAJES_METAS.duplicada, 409, {
        periodo: [MENSAJES_METAS.duplicada],
      });
    }
    return id;
  }

  async actualizar(id: string, dto: MetaDto, contexto: ContextoSolicitud): Promise<MetaCobrador> {
    return this.dataSource.transaction(async (manager) => {
      if (!(await consultasMetas.bloquear(manager, id))) throw noEncontrado(MENSAJES_METAS.noEncontrada);
      const anterior = await this.leer(manager, id);
      // Un cobrador inactivo conserva sus metas (se pueden corregir), pero no recibe una meta que era de otro.
      await this.validarCobrador(manager, dto.cobradorId, dto.cobradorId !== anterior.cobradorId);
      await this.asegurarUnica(manager, dto.cobradorId, dto.periodo, id);
      try {
        await consultasMetas.actualizar(manager, id, filaDeMeta(dto));
      } catch (error) {
        if (codigoDe(error) === '23505')
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
      if (!(await consultasMetas.bloquear(manager, id))) throw noEncontrado(MENSAJES_METAS.noEncontrada);
      const anterior = await this.leer(manager, id);
      await consultasMetas.borrar(manager, id);
      await this.auditar(manager, contexto, {
        accion: 'Eliminar meta',
        detalles: `Meta ${anterior.periodo} de ${anterior.cobradorNombre}`,
        datosAnteriores: anterior,
      });
    });
    return null;
  }

  private async leer(manager: EntityManager, id: string): Promise<MetaCobrador> {
    const fila = await consultasMetas.una(manager, id);
    if (!fila) throw noEncontrado(MENSAJES_METAS.noEncontrada);
    return metaAJson(fila, hoyBogota());
  }

  /**
   * Sólo usuarios con rol cobrador del alcance de quien pide (uno de otra oficina responde como uno que no existe, no
   * un error de la política de la meta); uno inactivo no recibe metas nuevas (422).
   */
  private async validarCobrador(manager: EntityManager, cobradorId: string, exigirActivo: boolean): Promise<void> {
    // FOR SHARE: nadie lo desactiva ni lo borra mientras se le asigna la meta.
    const usuario = await consultasMetas.usuario(manager, cobradorId);
    const ajeno = !usuario || usuario.rol !== 'cobrador' || !(await alcanzaCuenta(manager, cobradorId));
    if (ajeno) throw errorValidacion({ cobradorId: [MENSAJES_METAS.noEsCobrador] });
    if (exigirActivo && usuario.estado !== 'activo')
      throw new ErrorNegocio(CODIGOS.cobradorInactivo, MENSAJES_METAS.cobradorInactivo, 422, {
        cobradorId: [MENSAJES_METAS.cobradorInactivo],
      });
  }

  private async asegurarUnica(manager: EntityManager, cobradorId: string, periodo: string, excepto: string | null) {
    if (await consultasMetas.otraDelMes(manager, cobradorId, inicioPeriodo(periodo), excepto))
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
