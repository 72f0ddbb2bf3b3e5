import { Injectable } from '@nestjs/common';
import {
  CODIGOS,
  errorVariables,
  renderizarPlantilla,
  variablesUsadas,
  type PlantillaNotificacion,
  type VistaPreviaPlantilla,
} from '@cartera/dominio';
import { DataSource, type EntityManager } from 'typeorm';
import { auditar } from '../auditoria/auditar';
import { crearParametros } from '../cartera/busqueda';
import { conflicto, ErrorNegocio, errorValidacion, noEncontrado } from '../common/errores';
import { leerOrden, metaPagina, patronContiene } from '../common/paginacion';
import { Pagina } from '../common/respuesta';
import type { ContextoSolicitud } from '../common/usuario-actual.decorator';
import type { ConsultaPlantillasDto, PlantillaDto, VistaPreviaDto } from './dto/plantillas.dto';
import {
  consultaValoresClientes,
  leerEmpresa,
  valoresCliente,
  type FilaValoresCliente,
} from './envio.service';

export const MENSAJES_PLANTILLAS = {
  noEncontrada: 'Plantilla no encontrada',
  duplicada: 'Ya existe una plantilla con ese nombre',
  automatica: 'La plantilla de un mensaje automático no se puede eliminar: desactívela o edítela',
  clienteNoEncontrado: 'Cliente no encontrado',
} as const;

interface FilaPlantilla {
  id: string;
  nombre: string;
  tipo: PlantillaNotificacion['tipo'];
  asunto: string | null;
  contenido: string;
  activa: boolean;
  uso: PlantillaNotificacion['uso'];
  created_at: Date;
  updated_at: Date;
  conteo?: string;
}

function aJson(f: FilaPlantilla): PlantillaNotificacion {
  return {
    _id: f.id,
    nombre: f.nombre,
    tipo: f.tipo,
    asunto: f.asunto,
    contenido: f.contenido,
    variables: variablesUsadas(`${f.asunto ?? ''} ${f.contenido}`),
    activa: f.activa,
    uso: f.uso,
    createdAt: f.created_at.toISOString(),
    updatedAt: f.updated_at.toISOString(),
  };
}

const COLUMNAS = 'id, nombre, tipo, asunto, contenido, activa, uso, created_at, updated_at';
const ORDEN = {
  nombre: 'sin_acentos(nombre)',
  tipo: 'tipo',
  updatedAt: 'updated_at',
  createdAt: 'created_at',
} as const;

/** Plantillas con variables {{...}}: admin y gerente las escriben; toda escritura se audita. */
@Injectable()
export class PlantillasService {
  constructor(private readonly dataSource: DataSource) {}

  async listar(consulta: ConsultaPlantillasDto): Promise<Pagina<PlantillaNotificacion>> {
    const orden = leerOrden(consulta.sort, ORDEN, 'nombre_asc');
    if ('error' in orden) throw errorValidacion({ sort: [orden.error] });
    const { valores, param } = crearParametros();
    const condiciones: string[] = [];
    if (consulta.tipo) condiciones.push(`tipo = ${param(consulta.tipo)}`);
    if (consulta.activa !== undefined) condiciones.push(`activa = ${param(consulta.activa)}`);
    if (consulta.search) {
      const patron = param(patronContiene(consulta.search));
      condiciones.push(
        `(sin_acentos(nombre) ILIKE sin_acentos(${patron}) OR sin_acentos(contenido) ILIKE sin_acentos(${patron}))`,
      );
    }
    const where = condiciones.length ? `WHERE ${condiciones.join(' AND ')}` : '';
    const filas: FilaPlantilla[] = await this.dataSource.query(
      `SELECT ${COLUMNAS}, count(*) OVER () AS conteo FROM notificaciones_plantillas ${where}
       ORDER BY ${orden.expresion} ${orden.direccion}, id
       LIMIT ${consulta.limit} OFFSET ${(consulta.page - 1) * consulta.limit}`,
      valores,
    );
    const total = filas.length ? Number(filas[0].conteo) : 0;
    return new Pagina(filas.map(aJson), metaPagina(total, consulta.page, consulta.limit));
  }

  /** `bloquear`: dentro de una transacción, la fila queda tomada (FOR UPDATE) hasta que termine. */
  async obtener(
    id: string,
    manager: EntityManager = this.dataSource.manager,
    { bloquear = false }: { bloquear?: boolean } = {},
  ): Promise<PlantillaNotificacion> {
    const [fila]: FilaPlantilla[] = await manager.query(
      `SELECT ${COLUMNAS} FROM notificaciones_plantillas WHERE id = $1${bloquear ? ' FOR UPDATE' : ''}`,
      [id],
    );
    if (!fila) throw noEncontrado(MENSAJES_PLANTILLAS.noEncontrada);
    return aJson(fila);
  }

  private validar(dto: Pick<PlantillaDto, 'asunto' | 'contenido'>): void {
    const problema = errorVariables(dto.asunto, dto.contenido);
    if (problema) throw errorValidacion({ contenido: [problema] });
  }

  crear(dto: PlantillaDto, contexto: ContextoSolicitud): Promise<PlantillaNotificacion> {
    this.validar(dto);
    return this.dataSource.transaction(async (manager) => {
      const [fila]: Array<{ id: string }> = await manager.query(
        `INSERT INTO notificaciones_plantillas (nombre, tipo, asunto, contenido, activa) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT ((lower(nombre))) DO NOTHING RETURNING id`,
        [dto.nombre, dto.tipo, dto.asunto || null, dto.contenido, dto.activa],
      );
      if (!fila) throw conflicto(CODIGOS.plantillaDuplicada, MENSAJES_PLANTILLAS.duplicada);
      const plantilla = await this.obtener(fila.id, manager);
      await this.auditar(
        manager,
        contexto,
        'Crear plantilla de notificación',
        `Plantilla «${plantilla.nombre}» (${plantilla.tipo})`,
        null,
        plantilla,
      );
      return plantilla;
    });
  }

  actualizar(id: string, dto: PlantillaDto, contexto: ContextoSolicitud): Promise<PlantillaNotificacion> {
    this.validar(dto);
    return this.dataSource.transaction(async (manager) => {
      const anterior = await this.obtener(id, manager, { bloquear: true });
      const duplicada: unknown[] = await manager.query(
        `SELECT 1 FROM notificaciones_plantillas WHERE lower(nombre) = lower($1) AND id <> $2`,
        [dto.nombre, id],
      );
      if (duplicada.length > 0) throw conflicto(CODIGOS.plantillaDuplicada, MENSAJES_PLANTILLAS.duplicada);
      await manager.query(
        `UPDATE notificaciones_plantillas SET nombre = $2, tipo = $3, asunto = $4, contenido = $5, activa = $6, updated_at = now()
         WHERE id = $1`,
        [id, dto.nombre, dto.tipo, dto.asunto || null, dto.contenido, dto.activa],
      );
      const plantilla = await this.obtener(id, manager);
      await this.auditar(
        manager,
        contexto,
        'Actualizar plantilla de notificación',
        `Plantilla «${plantilla.nombre}»`,
        anterior,
        plantilla,
      );
      return plantilla;
    });
  }

  eliminar(id: string, contexto: ContextoSolicitud): Promise<PlantillaNotificacion> {
    return this.dataSource.transaction(async (manager) => {
      const anterior = await this.obtener(id, manager, { bloquear: true });
      if (anterior.uso) throw new ErrorNegocio(CODIGOS.plantillaAutomatica, MENSAJES_PLANTILLAS.automatica, 422);
      await manager.query(`DELETE FROM notificaciones_plantillas WHERE id = $1`, [id]);
      await this.auditar(
        manager,
        contexto,
        'Eliminar plantilla de notificación',
        `Plantilla «${anterior.nombre}»`,
        anterior,
        null,
      );
      return anterior;
    });
  }

  /** Asunto y contenido renderizados con los datos reales de un cliente (su préstamo abierto y próxima cuota). */
  async vistaPrevia(dto: VistaPreviaDto): Promise<VistaPreviaPlantilla> {
    this.validar(dto);
    const manager = this.dataSource.manager;
    const [fila]: FilaValoresCliente[] = await manager.query(consultaValoresClientes('cl.id = $1'), [
      dto.clienteId,
    ]);
    if (!fila) throw noEncontrado(MENSAJES_PLANTILLAS.clienteNoEncontrado);
    const valores = valoresCliente(fila, await leerEmpresa(manager));
    return {
      asunto: dto.asunto ? renderizarPlantilla(dto.asunto, valores) : null,
      contenido: renderizarPlantilla(dto.contenido, valores),
      variables: variablesUsadas(`${dto.asunto ?? ''} ${dto.contenido}`),
    };
  }

  private auditar(
    manager: EntityManager,
    contexto: ContextoSolicitud,
    accion: string,
    detalles: string,
    anterior: unknown,
    nuevo: unknown,
  ): Promise<void> {
    return auditar(manager, contexto, 'Sistema', {
      accion,
      detalles,
      datosAnteriores: anterior,
      datosNuevos: nuevo,
    });
  }
}
