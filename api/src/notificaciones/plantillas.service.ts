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
import { conflicto, ErrorNegocio, errorValidacion, noEncontrado } from '../common/errores';
import { leerOrden, paginaDe, patronContiene, tramoDe } from '../common/paginacion';
import { Pagina } from '../common/respuesta';
import type { ContextoSolicitud } from '../common/usuario-actual.decorator';
import type { ConsultaPlantillasDto, PlantillaDto, VistaPreviaDto } from './dto/plantillas.dto';
import { leerEmpresa, valoresCliente } from './envio.service';
import { consultasPlantillas, ORDEN_PLANTILLAS, type FilaPlantilla, type PlantillaEscrita } from './plantillas.consultas';
import { consultasValores } from './valores.consultas';

export const MENSAJES_PLANTILLAS = {
  noEncontrada: 'Plantilla no encontrada',
  duplicada: 'Ya existe una plantilla con ese nombre',
  automatica: 'La plantilla de un mensaje automático no se puede eliminar: desactívela o edítela',
  clienteNoEncontrado: 'Cliente no encontrado',
} as const;

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

/** Lo que se guarda de la plantilla del formulario (sin asunto: null). */
function escrita(dto: PlantillaDto): PlantillaEscrita {
  return { nombre: dto.nombre, tipo: dto.tipo, asunto: dto.asunto || null, contenido: dto.contenido, activa: dto.activa };
}

/** Plantillas con variables {{...}}: admin y gerente las escriben; toda escritura se audita. */
@Injectable()
export class PlantillasService {
  constructor(private readonly dataSource: DataSource) {}

  async listar(consulta: ConsultaPlantillasDto): Promise<Pagina<PlantillaNotificacion>> {
    const orden = leerOrden(consulta.sort, ORDEN_PLANTILLAS, 'nombre_asc');
    if ('error' in orden) throw errorValidacion({ sort: [orden.error] });
    const { total, filas } = await consultasPlantillas.pagina(
      this.dataSource.manager,
      {
        tipo: consulta.tipo,
        activa: consulta.activa,
        patron: consulta.search ? patronContiene(consulta.search) : undefined,
      },
      orden,
      tramoDe(consulta),
    );
    return paginaDe(filas.map(aJson), total, consulta);
  }

  /** `bloquear`: dentro de una transacción, la fila queda tomada (FOR UPDATE) hasta que termine. */
  async obtener(
    id: string,
    manager: EntityManager = this.dataSource.manager,
    { bloquear = false }: { bloquear?: boolean } = {},
  ): Promise<PlantillaNotificacion> {
    const fila = await consultasPlantillas.una(manager, id, bloquear);
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
      const id = await consultasPlantillas.insertar(manager, escrita(dto));
      if (!id) throw conflicto(CODIGOS.plantillaDuplicada, MENSAJES_PLANTILLAS.duplicada);
      const plantilla = await this.obtener(id, manager);
      await this.auditar(manager, contexto, 'Crear plantilla de notificación', null, plantilla);
      return plantilla;
    });
  }

  actualizar(id: string, dto: PlantillaDto, contexto: ContextoSolicitud): Promise<PlantillaNotificacion> {
    this.validar(dto);
    return this.dataSource.transaction(async (manager) => {
      const anterior = await this.obtener(id, manager, { bloquear: true });
      if (await consultasPlantillas.nombreOcupado(manager, dto.nombre, id))
        throw conflicto(CODIGOS.plantillaDuplicada, MENSAJES_PLANTILLAS.duplicada);
      await consultasPlantillas.actualizar(manager, id, escrita(dto));
      const plantilla = await this.obtener(id, manager);
      await this.auditar(manager, contexto, 'Actualizar plantilla de notificación', anterior, plantilla);
      return plantilla;
    });
  }

  eliminar(id: string, contexto: ContextoSolicitud): Promise<PlantillaNotificacion> {
    return this.dataSource.transaction(async (manager) => {
      const anterior = await this.obtener(id, manager, { bloquear: true });
      if (anterior.uso) throw new ErrorNegocio(CODIGOS.plantillaAutomatica, MENSAJES_PLANTILLAS.automatica, 422);
      await consultasPlantillas.eliminar(manager, id);
      await this.auditar(manager, contexto, 'Eliminar plantilla de notificación', anterior, null);
      return anterior;
    });
  }

  /** Asunto y contenido renderizados con los datos reales de un cliente (su préstamo abierto y próxima cuota). */
  async vistaPrevia(dto: VistaPreviaDto): Promise<VistaPreviaPlantilla> {
    this.validar(dto);
    const manager = this.dataSource.manager;
    const fila = await consultasValores.clientes(manager).where('cl.id', '=', dto.clienteId).executeTakeFirst();
    if (!fila) throw noEncontrado(MENSAJES_PLANTILLAS.clienteNoEncontrado);
    const valores = valoresCliente(fila, await leerEmpresa(manager));
    return {
      asunto: dto.asunto ? renderizarPlantilla(dto.asunto, valores) : null,
      contenido: renderizarPlantilla(dto.contenido, valores),
      variables: variablesUsadas(`${dto.asunto ?? ''} ${dto.contenido}`),
    };
  }

  /** El evento de auditoría de un cambio: la plantilla por su nombre (al crearla, también su tipo). */
  private auditar(
    manager: EntityManager,
    contexto: ContextoSolicitud,
    accion: string,
    anterior: PlantillaNotificacion | null,
    nueva: PlantillaNotificacion | null,
  ): Promise<void> {
    const detalles =
      nueva && !anterior
        ? `Plantilla «${nueva.nombre}» (${nueva.tipo})`
        : `Plantilla «${(nueva ?? anterior)?.nombre ?? ''}»`;
    return auditar(manager, contexto, 'Sistema', { accion, detalles, datosAnteriores: anterior, datosNuevos: nueva });
  }
}
