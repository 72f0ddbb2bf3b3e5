import { Injectable } from '@nestjs/common';
import {
  CODIGOS,
  ETIQUETAS_ESTADO_GARANTIA,
  puedeCambiarEstadoGarantia,
  type Documento,
  type EstadoGarantia,
  type Garantia,
} from '@cartera/dominio';
import { DataSource, type EntityManager } from 'typeorm';
import { auditar } from '../auditoria/auditar';
import { asegurarAccesoPrestamo, esCobrador, MENSAJE_PRESTAMO_AJENO } from '../common/acceso-cartera';
import { conflicto, ErrorNegocio, noEncontrado, prohibido } from '../common/errores';
import { paginaDe, patronContiene, tramoDe } from '../common/paginacion';
import { Pagina } from '../common/respuesta';
import type { ContextoSolicitud } from '../common/usuario-actual.decorator';
import type { Usuario } from '../usuarios/entities/usuario.entity';
import { documentoAJson } from './documentos.json';
import { filaDocumento } from './documentos.consultas';
import { consultasGarantias, filaGarantia, type FilaGarantia } from './garantias.consultas';
import type { ConsultaGarantiasDto, CreateGarantiaDto, UpdateGarantiaDto } from './dto/garantias.dto';
import { prestamoYCliente } from '../common/prestamo-y-cliente';

export const MENSAJES_GARANTIAS = {
  noEncontrada: 'Garantía no encontrada',
  prestamoNoEncontrado: 'Préstamo no encontrado',
  documentoNoEncontrado: 'Documento no encontrado',
  documentoDeOtroPrestamo: 'El documento pertenece a otro préstamo: sólo se pueden vincular documentos del mismo préstamo',
  sinCambios: 'Indique el nuevo estado o el valor de avalúo',
  avaluoSoloOficina: 'Sólo un administrador o un gerente puede fijar el valor de avalúo de una garantía',
  transicion: (desde: EstadoGarantia, hacia: EstadoGarantia) =>
    `No se puede pasar una garantía de ${ETIQUETAS_ESTADO_GARANTIA[desde]} a ${ETIQUETAS_ESTADO_GARANTIA[hacia]}: ` +
    'una pendiente sólo puede verificarse y una verificada sólo liberarse o ejecutarse',
} as const;

function garantiaAJson(fila: FilaGarantia, documentos: Documento[]): Garantia {
  return {
    _id: fila.id,
    prestamo: prestamoYCliente(fila),
    tipo: fila.tipo,
    descripcion: fila.descripcion,
    valorDeclarado: Number(fila.valor_declarado),
    valorAvaluo: fila.valor_avaluo === null ? null : Number(fila.valor_avaluo),
    identificadorLegal: fila.identificador_legal,
    estado: fila.estado,
    documentos,
    createdAt: new Date(fila.created_at).toISOString(),
    updatedAt: new Date(fila.updated_at).toISOString(),
  };
}

/** Una garantía por id, con 404 si no existe y 403 si un cobrador no la tiene en su cartera. */
export async function garantiaAccesible(
  manager: EntityManager,
  actor: Usuario,
  id: string,
  { bloquear = false }: { bloquear?: boolean } = {},
): Promise<FilaGarantia> {
  const leida = await consultasGarantias.una(manager, id, bloquear);
  if (!leida) throw noEncontrado(MENSAJES_GARANTIAS.noEncontrada);
  const fila = filaGarantia(leida);
  await asegurarAccesoPrestamo(manager, actor, fila.prestamo_id);
  return fila;
}

/**
 * Garantías (§2 Collateral, §3, §4, §7): pertenecen a un préstamo; el estado sigue pendiente → verificada →
 * liberada | ejecutada. Un cobrador ve y crea sólo en su cartera y no cambia estados (lo hace quien verifica:
 * admin o gerente).
 */
@Injectable()
export class GarantiasService {
  constructor(private readonly dataSource: DataSource) {}

  async listar(consulta: ConsultaGarantiasDto, actor: Usuario): Promise<Pagina<Garantia>> {
    const filtro = {
      carteraDe: esCobrador(actor) ? actor.id : undefined,
      estado: consulta.estado,
      prestamo: consulta.prestamo,
      cliente: consulta.cliente,
      busqueda: consulta.search ? patronContiene(consulta.search) : undefined,
    };
    const orden = consulta.sort === 'createdAt_asc' ? 'asc' : 'desc';
    const manager = this.dataSource.manager;
    const { limit, offset } = tramoDe(consulta);
    const [leidas, total] = await Promise.all([
      consultasGarantias.pagina(manager, filtro, orden, limit, offset),
      consultasGarantias.contar(manager, filtro),
    ]);
    const filas = leidas.map(filaGarantia);
    const documentos = await this.documentosDe(this.dataSource.manager, filas.map((f) => f.id));
    return paginaDe(filas.map((f) => garantiaAJson(f, documentos.get(f.id) ?? [])), total, consulta);
  }

  async obtener(id: string, actor: Usuario, manager: EntityManager = this.dataSource.manager): Promise<Garantia> {
    const fila = await garantiaAccesible(manager, actor, id);
    const documentos = await this.documentosDe(manager, [id]);
    return garantiaAJson(fila, documentos.get(id) ?? []);
  }

  async crear(dto: CreateGarantiaDto, contexto: ContextoSolicitud): Promise<Garantia> {
    return this.dataSource.transaction(async (manager) => {
      const id = await this.crearEn(manager, dto, contexto.actor);
      const garantia = await this.obtener(id, contexto.actor, manager);
      await auditar(manager, contexto, 'Garantías', {
        accion: 'Crear garantía',
        detalles: `Garantía creada en el préstamo #${garantia.prestamo.numero}`,
        datosNuevos: { ...garantia, documentos: undefined },
      });
      return garantia;
    });
  }

  /** Crea una garantía pendiente en la transacción recibida (404 sin préstamo, 403 fuera de la cartera). */
  async crearEn(manager: EntityManager, dto: CreateGarantiaDto, actor: Usuario): Promise<string> {
    // El avalúo lo fija la oficina (admin o gerente), igual que en PUT /api/garantias/:id, que el cobrador no tiene.
    if (esCobrador(actor) && dto.valorAvaluo !== undefined && dto.valorAvaluo !== null) {
      throw new ErrorNegocio(CODIGOS.avaluoSoloOficina, MENSAJES_GARANTIAS.avaluoSoloOficina, 403, {
        valorAvaluo: [MENSAJES_GARANTIAS.avaluoSoloOficina],
      });
    }
    if (!(await consultasGarantias.prestamoExiste(manager, dto.prestamo))) {
      throw new ErrorNegocio(CODIGOS.prestamoNoEncontrado, MENSAJES_GARANTIAS.prestamoNoEncontrado, 404, {
        prestamo: [MENSAJES_GARANTIAS.prestamoNoEncontrado],
      });
    }
    await asegurarAccesoPrestamo(manager, actor, dto.prestamo);
    return consultasGarantias.insertar(manager, {
      prestamo_id: dto.prestamo,
      tipo: dto.tipo,
      descripcion: dto.descripcion,
      valor_declarado: dto.valorDeclarado,
      valor_avaluo: dto.valorAvaluo ?? null,
      identificador_legal: dto.identificadorLegal ?? null,
      creado_por: actor.id,
    });
  }

  async actualizar(id: string, dto: UpdateGarantiaDto, contexto: ContextoSolicitud): Promise<Garantia> {
    return this.dataSource.transaction(async (manager) => {
      const actual = await this.actualizarEn(manager, id, dto, contexto.actor);
      // Los documentos no van a la auditoría: la garantía anterior es la fila bloqueada.
      const antes = garantiaAJson(actual, []);
      const despues = await this.obtener(id, contexto.actor, manager);
      const detalle =
        despues.estado !== actual.estado
          ? `Garantía del préstamo #${despues.prestamo.numero}: ${ETIQUETAS_ESTADO_GARANTIA[actual.estado]} → ${ETIQUETAS_ESTADO_GARANTIA[despues.estado]}`
          : `Garantía del préstamo #${despues.prestamo.numero} actualizada`;
      await auditar(manager, contexto, 'Garantías', {
        accion: 'Actualizar garantía',
        detalles: detalle,
        datosAnteriores: { ...antes, documentos: undefined },
        datosNuevos: { ...despues, documentos: undefined },
      });
      return despues;
    });
  }

  /**
   * Cambia el estado (según TRANSICIONES_GARANTIA: 409 si no se permite) o el valor de avalúo en la transacción
   * recibida. Devuelve la fila como estaba antes del cambio.
   */
  async actualizarEn(
    manager: EntityManager,
    id: string,
    dto: UpdateGarantiaDto,
    actor: Usuario,
  ): Promise<FilaGarantia> {
    if (dto.estado === undefined && dto.valorAvaluo === undefined) {
      throw new ErrorNegocio(CODIGOS.sinCambios, MENSAJES_GARANTIAS.sinCambios, 400);
    }
    const actual = await garantiaAccesible(manager, actor, id, { bloquear: true });
    const estado = dto.estado ?? actual.estado;
    if (estado !== actual.estado && !puedeCambiarEstadoGarantia(actual.estado, estado)) {
      throw conflicto(CODIGOS.transicionNoPermitida, MENSAJES_GARANTIAS.transicion(actual.estado, estado));
    }
    const valorAvaluo = dto.valorAvaluo === undefined ? actual.valor_avaluo : dto.valorAvaluo;
    await consultasGarantias.cambiar(manager, id, { estado, valor_avaluo: valorAvaluo });
    return actual;
  }

  /** POST /garantias/:id/documentos/:documentId: vincula un documento ya subido del mismo préstamo. */
  async vincular(id: string, documentoId: string, contexto: ContextoSolicitud): Promise<Garantia> {
    return this.dataSource.transaction(async (manager) => {
      const garantia = await garantiaAccesible(manager, contexto.actor, id, { bloquear: true });
      const documento = await consultasGarantias.documento(manager, documentoId);
      if (!documento) throw noEncontrado(MENSAJES_GARANTIAS.documentoNoEncontrado);
      if (documento.prestamo_id !== garantia.prestamo_id) {
        // Un cobrador no debe enterarse de que el documento existe en otra cartera.
        if (esCobrador(contexto.actor)) {
          if (!(await consultasGarantias.enLaCartera(manager, documento.prestamo_id, contexto.actor.id))) throw prohibido(MENSAJE_PRESTAMO_AJENO);
        }
        throw new ErrorNegocio(CODIGOS.documentoDeOtroPrestamo, MENSAJES_GARANTIAS.documentoDeOtroPrestamo, 422);
      }
      if (await consultasGarantias.vincular(manager, id, documentoId)) {
        await auditar(manager, contexto, 'Garantías', {
          accion: 'Vincular documento',
          detalles: `Documento «${documento.nombre_original}» vinculado a una garantía del préstamo #${garantia.prestamo_numero}`,
          datosNuevos: { garantia: id, documento: documentoId },
        });
      }
      return this.obtener(id, contexto.actor, manager);
    });
  }

  private async documentosDe(manager: EntityManager, garantias: string[]): Promise<Map<string, Documento[]>> {
    const porGarantia = new Map<string, Documento[]>();
    if (garantias.length === 0) return porGarantia;
    for (const fila of await consultasGarantias.documentosDe(manager, garantias)) {
      const lista = porGarantia.get(fila.garantia_id) ?? [];
      lista.push(documentoAJson(filaDocumento(fila)));
      porGarantia.set(fila.garantia_id, lista);
    }
    return porGarantia;
  }
}
