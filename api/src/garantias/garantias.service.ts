import { Injectable } from '@nestjs/common';
import {
  CODIGOS,
  ETIQUETAS_ESTADO_GARANTIA,
  puedeCambiarEstadoGarantia,
  type Documento,
  type EstadoGarantia,
  type Garantia,
  type TipoGarantia,
} from '@cartera/dominio';
import { DataSource, type EntityManager } from 'typeorm';
import { auditar } from '../auditoria/auditar';
import { asegurarAccesoPrestamo, condicionCarteraCobrador, esCobrador, MENSAJE_PRESTAMO_AJENO } from '../cartera/acceso';
import { crearParametros } from '../cartera/busqueda';
import { conflicto, ErrorNegocio, noEncontrado, prohibido } from '../common/errores';
import { metaPagina, patronContiene } from '../common/paginacion';
import { Pagina } from '../common/respuesta';
import type { ContextoSolicitud } from '../common/usuario-actual.decorator';
import type { Usuario } from '../usuarios/entities/usuario.entity';
import { documentoAJson, COLUMNAS_DOCUMENTO, type FilaDocumento } from './documentos.json';
import type { ConsultaGarantiasDto, CreateGarantiaDto, UpdateGarantiaDto } from './dto/garantias.dto';

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

export interface FilaGarantia {
  id: string;
  prestamo_id: string;
  prestamo_numero: string;
  cliente_id: string;
  cliente_nombre: string;
  tipo: TipoGarantia;
  descripcion: string;
  valor_declarado: string;
  valor_avaluo: string | null;
  identificador_legal: string | null;
  estado: EstadoGarantia;
  created_at: Date;
  updated_at: Date;
}

const COLUMNAS_GARANTIA = `
  g.id, g.prestamo_id, p.numero AS prestamo_numero, c.id AS cliente_id, c.nombre AS cliente_nombre, g.tipo,
  g.descripcion, g.valor_declarado, g.valor_avaluo, g.identificador_legal, g.estado, g.created_at, g.updated_at`;

const FROM_GARANTIAS = `
  FROM garantias g
  JOIN prestamos p ON p.id = g.prestamo_id
  JOIN clientes c ON c.id = p.cliente_id`;

function garantiaAJson(fila: FilaGarantia, documentos: Documento[]): Garantia {
  return {
    _id: fila.id,
    prestamo: {
      _id: fila.prestamo_id,
      numero: Number(fila.prestamo_numero),
      cliente: { _id: fila.cliente_id, nombre: fila.cliente_nombre },
    },
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
  const filas: FilaGarantia[] = await manager.query(
    `SELECT ${COLUMNAS_GARANTIA} ${FROM_GARANTIAS} WHERE g.id = $1 ${bloquear ? 'FOR UPDATE OF g' : ''}`,
    [id],
  );
  const fila = filas[0];
  if (!fila) throw noEncontrado(MENSAJES_GARANTIAS.noEncontrada);
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
    const { valores, param } = crearParametros();
    const condiciones: string[] = [];
    if (esCobrador(actor)) condiciones.push(condicionCarteraCobrador(param(actor.id)));
    if (consulta.estado) condiciones.push(`g.estado = ${param(consulta.estado)}`);
    if (consulta.prestamo) condiciones.push(`g.prestamo_id = ${param(consulta.prestamo)}`);
    if (consulta.cliente) condiciones.push(`p.cliente_id = ${param(consulta.cliente)}`);
    if (consulta.search) condiciones.push(`g.busqueda LIKE sin_acentos(${param(patronContiene(consulta.search))})`);
    const where = condiciones.length > 0 ? `WHERE ${condiciones.join(' AND ')}` : '';
    const direccion = consulta.sort === 'createdAt_asc' ? 'ASC' : 'DESC';
    const [filas, [{ total }]] = await Promise.all([
      this.dataSource.query(
        `SELECT ${COLUMNAS_GARANTIA} ${FROM_GARANTIAS} ${where}
         ORDER BY g.created_at ${direccion}, g.id ${direccion}
         LIMIT ${consulta.limit} OFFSET ${(consulta.page - 1) * consulta.limit}`,
        valores,
      ) as Promise<FilaGarantia[]>,
      this.dataSource.query(`SELECT count(*)::int AS total ${FROM_GARANTIAS} ${where}`, valores) as Promise<
        Array<{ total: number }>
      >,
    ]);
    const documentos = await this.documentosDe(this.dataSource.manager, filas.map((f) => f.id));
    return new Pagina(
      filas.map((f) => garantiaAJson(f, documentos.get(f.id) ?? [])),
      metaPagina(total, consulta.page, consulta.limit),
    );
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
      await this.auditar(manager, contexto, 'Crear garantía', `Garantía creada en el préstamo #${garantia.prestamo.numero}`, {
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
    const prestamo: Array<{ id: string }> = await manager.query(
      `SELECT id FROM prestamos WHERE id = $1 FOR SHARE`,
      [dto.prestamo],
    );
    if (prestamo.length === 0) {
      throw new ErrorNegocio(CODIGOS.prestamoNoEncontrado, MENSAJES_GARANTIAS.prestamoNoEncontrado, 404, {
        prestamo: [MENSAJES_GARANTIAS.prestamoNoEncontrado],
      });
    }
    await asegurarAccesoPrestamo(manager, actor, dto.prestamo);
    const [{ id }]: Array<{ id: string }> = await manager.query(
      `INSERT INTO garantias (prestamo_id, tipo, descripcion, valor_declarado, valor_avaluo, identificador_legal, creado_por)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      [
        dto.prestamo,
        dto.tipo,
        dto.descripcion,
        dto.valorDeclarado,
        dto.valorAvaluo ?? null,
        dto.identificadorLegal ?? null,
        actor.id,
      ],
    );
    return id;
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
      await this.auditar(manager, contexto, 'Actualizar garantía', detalle, {
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
    await manager.query(
      `UPDATE garantias SET estado = $2, valor_avaluo = $3, updated_at = now() WHERE id = $1`,
      [id, estado, valorAvaluo],
    );
    return actual;
  }

  /** POST /garantias/:id/documentos/:documentId: vincula un documento ya subido del mismo préstamo. */
  async vincular(id: string, documentoId: string, contexto: ContextoSolicitud): Promise<Garantia> {
    return this.dataSource.transaction(async (manager) => {
      const garantia = await garantiaAccesible(manager, contexto.actor, id, { bloquear: true });
      const documentos: Array<{ prestamo_id: string; nombre_original: string }> = await manager.query(
        `SELECT prestamo_id, nombre_original FROM documentos WHERE id = $1 AND eliminado_en IS NULL`,
        [documentoId],
      );
      const documento = documentos[0];
      if (!documento) throw noEncontrado(MENSAJES_GARANTIAS.documentoNoEncontrado);
      if (documento.prestamo_id !== garantia.prestamo_id) {
        // Un cobrador no debe enterarse de que el documento existe en otra cartera.
        if (esCobrador(contexto.actor)) {
          const propio: unknown[] = await manager.query(
            `SELECT 1 FROM prestamos p WHERE p.id = $1 AND ${condicionCarteraCobrador('$2')}`,
            [documento.prestamo_id, contexto.actor.id],
          );
          if (propio.length === 0) throw prohibido(MENSAJE_PRESTAMO_AJENO);
        }
        throw new ErrorNegocio(CODIGOS.documentoDeOtroPrestamo, MENSAJES_GARANTIAS.documentoDeOtroPrestamo, 422);
      }
      const insertadas: unknown[] = await manager.query(
        `INSERT INTO garantia_documentos (garantia_id, documento_id) VALUES ($1, $2)
         ON CONFLICT DO NOTHING RETURNING documento_id`,
        [id, documentoId],
      );
      if (insertadas.length > 0) {
        await this.auditar(
          manager,
          contexto,
          'Vincular documento',
          `Documento «${documento.nombre_original}» vinculado a una garantía del préstamo #${garantia.prestamo_numero}`,
          { datosNuevos: { garantia: id, documento: documentoId } },
        );
      }
      return this.obtener(id, contexto.actor, manager);
    });
  }

  private async documentosDe(manager: EntityManager, garantias: string[]): Promise<Map<string, Documento[]>> {
    const porGarantia = new Map<string, Documento[]>();
    if (garantias.length === 0) return porGarantia;
    const filas: Array<FilaDocumento & { garantia_id: string }> = await manager.query(
      `SELECT gd.garantia_id, ${COLUMNAS_DOCUMENTO}
       FROM garantia_documentos gd JOIN documentos d ON d.id = gd.documento_id
       WHERE gd.garantia_id = ANY ($1::uuid[]) AND d.eliminado_en IS NULL
       ORDER BY d.created_at, d.id`,
      [garantias],
    );
    for (const fila of filas) {
      const lista = porGarantia.get(fila.garantia_id) ?? [];
      lista.push(documentoAJson(fila));
      porGarantia.set(fila.garantia_id, lista);
    }
    return porGarantia;
  }

  private auditar(
    manager: EntityManager,
    contexto: ContextoSolicitud,
    accion: string,
    detalles: string,
    datos: { datosAnteriores?: unknown; datosNuevos?: unknown },
  ): Promise<void> {
    return auditar(manager, contexto, 'Garantías', {
      accion,
      detalles,
      ...datos,
    });
  }
}
