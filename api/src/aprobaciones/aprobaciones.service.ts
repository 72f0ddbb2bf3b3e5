import { Injectable } from '@nestjs/common';
import {
  CODIGOS,
  ETIQUETAS_TIPO_APROBACION,
  MENSAJES_APROBACIONES,
  formatearCOP,
  puedeResolverQuien,
  type Aprobacion,
  type UmbralesAprobacion,
} from '@cartera/dominio';
import { DataSource, type EntityManager } from 'typeorm';
import { auditar } from '../auditoria/auditar';
import { ErrorNegocio, conflicto, noEncontrado } from '../common/errores';
import { paginaDe } from '../common/paginacion';
import { Pagina, Respuesta } from '../common/respuesta';
import type { ContextoSolicitud } from '../common/usuario-actual.decorator';
import { deLista } from '../database/kysely';
import { LibroService } from '../libro/libro.service';
import { OperacionesLibroService } from '../prestamos/libro/operaciones.service';
import { PrestamosService } from '../prestamos/prestamos.service';
import {
  aprobacionAJson,
  leerAprobacion,
  listarAprobaciones,
  resolverAprobacion,
  TIPOS_OPERACION_APROBABLE,
  type FilaAprobacion,
} from '../cuatro-ojos/aprobaciones.consultas';
import { escribirUmbrales, leerUmbrales } from '../cuatro-ojos/umbrales.consultas';
import type {
  ConsultaAprobacionesDto,
  RechazarAprobacionDto,
  UmbralesAprobacionDto,
} from './dto/aprobaciones.dto';

/** Los tipos que se nombran en masculino («castigo … pedido»); los demás, en femenino. */
const MASCULINOS: ReadonlySet<string> = new Set(['castigo', 'reenganche', 'prestamo']);
const participio = (tipo: string, raiz: string) => `${raiz}${MASCULINOS.has(tipo) ? 'o' : 'a'}`;

/** «Préstamo #12: castigo de $ 300.000 pedido por Gerente Demo»: la auditoría nombra a quien pidió y a quien resolvió. */
function describir(aprobacion: Aprobacion): string {
  return (
    `Préstamo #${aprobacion.prestamo.numero}: ${ETIQUETAS_TIPO_APROBACION[aprobacion.tipo].toLowerCase()} de ` +
    `${formatearCOP(aprobacion.monto)} ${participio(aprobacion.tipo, 'pedid')} por ${aprobacion.solicitante?.nombre ?? 'nadie registrado'}`
  );
}

/**
 * Cuatro ojos (docs/decisiones/cuatro-ojos.md): lo que espera a una segunda persona, los umbrales que lo deciden y la
 * resolución de una condonación o un castigo pedido por un gerente. Aprobar ejecuta la operación con el mismo código
 * de siempre (OperacionesLibroService), en la transacción que cierra la aprobación; rechazar no toca el préstamo.
 * Quien pidió nunca resuelve, y cada resolución queda auditada con los dos nombres.
 */
@Injectable()
export class AprobacionesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly libro: LibroService,
    private readonly operaciones: OperacionesLibroService,
    private readonly prestamos: PrestamosService,
  ) {}

  /** Solicitudes de préstamo, condonaciones y castigos: las pendientes primero la más antigua. */
  async listar(consulta: ConsultaAprobacionesDto): Promise<Pagina<Aprobacion>> {
    const { filas, total } = await listarAprobaciones(
      this.dataSource.manager,
      { estado: consulta.estado, tipo: consulta.tipo, oficina: consulta.oficina || undefined },
      { page: consulta.page, limit: consulta.limit },
    );
    return paginaDe(filas.map(aprobacionAJson), total, consulta);
  }

  umbrales(): Promise<UmbralesAprobacion> {
    return leerUmbrales(this.dataSource.manager);
  }

  /** El administrador cambia los umbrales; rigen para lo que se pida desde ahora. Auditado. */
  guardarUmbrales(dto: UmbralesAprobacionDto, contexto: ContextoSolicitud): Promise<UmbralesAprobacion> {
    return this.dataSource.transaction(async (manager) => {
      const anterior = await leerUmbrales(manager, true);
      await escribirUmbrales(manager, dto);
      const nuevo = await leerUmbrales(manager);
      const texto = (valor: number | null) => (valor ? formatearCOP(valor) : 'sin umbral');
      await auditar(manager, contexto, 'Sistema', {
        accion: 'Cambiar umbrales de aprobación',
        detalles:
          `Préstamo de un gerente: ${texto(nuevo.prestamoGerente)}; condonación: ${texto(nuevo.condonacion)}; ` +
          `castigo: ${texto(nuevo.castigo)}; diario de un gerente: ${texto(nuevo.gerenteDiario)}`,
        datosAnteriores: anterior,
        datosNuevos: nuevo,
      });
      return nuevo;
    });
  }

  /**
   * Un administrador aprueba una condonación, un castigo, un reenganche o una liquidación: se ejecuta tal como se
   * pidió, hoy, a su nombre. Si el préstamo ya no lo admite (se cerró, el saldo bajó), el error de siempre y nada
   * cambia: se puede rechazar.
   */
  async aprobar(id: string, contexto: ContextoSolicitud): Promise<Respuesta<Aprobacion>> {
    const aprobacion = await this.dataSource.transaction(async (manager) => {
      const fila = await this.bloquearPendiente(manager, id, contexto);
      const tipo = deLista(TIPOS_OPERACION_APROBABLE, fila.tipo, 'aprobaciones.tipo');
      if (tipo === 'reenganche') {
        await this.prestamos.ejecutarReengancheAprobado(
          manager,
          fila.prestamo_id,
          fila.datos?.reenganche ?? {},
          contexto,
        );
      } else {
        await this.operaciones.ejecutarAprobada(
          manager,
          {
            tipo,
            prestamoId: fila.prestamo_id,
            monto: Number(fila.monto),
            motivo: fila.motivo ?? '',
            datos: fila.datos ?? {},
          },
          contexto,
        );
      }
      await resolverAprobacion(manager, id, { estado: 'aprobada', resueltoPor: contexto.actor.id });
      const resuelta = await this.leer(manager, id);
      await auditar(manager, contexto, 'Préstamos', {
        accion: `Aprobar ${ETIQUETAS_TIPO_APROBACION[resuelta.tipo].toLowerCase()}`,
        detalles: `${describir(resuelta)}, ${participio(resuelta.tipo, 'aprobad')} por ${contexto.actor.nombre}`,
        datosAnteriores: aprobacionAJson(fila),
        datosNuevos: resuelta,
      });
      return resuelta;
    });
    return new Respuesta(aprobacion, MENSAJES_APROBACIONES.aprobada(aprobacion.tipo));
  }

  /** Un administrador rechaza, con motivo: la operación no se aplica y el préstamo queda como estaba. */
  async rechazar(
    id: string,
    dto: RechazarAprobacionDto,
    contexto: ContextoSolicitud,
  ): Promise<Respuesta<Aprobacion>> {
    const aprobacion = await this.dataSource.transaction(async (manager) => {
      const fila = await this.bloquearPendiente(manager, id, contexto);
      const motivo = dto.motivo.trim();
      await resolverAprobacion(manager, id, {
        estado: 'rechazada',
        resueltoPor: contexto.actor.id,
        motivoRechazo: motivo,
      });
      const resuelta = await this.leer(manager, id);
      await auditar(manager, contexto, 'Préstamos', {
        accion: `Rechazar ${ETIQUETAS_TIPO_APROBACION[resuelta.tipo].toLowerCase()}`,
        detalles: `${describir(resuelta)}, ${participio(resuelta.tipo, 'rechazad')} por ${contexto.actor.nombre}: ${motivo}`,
        datosAnteriores: aprobacionAJson(fila),
        datosNuevos: resuelta,
      });
      return resuelta;
    });
    return new Respuesta(aprobacion, MENSAJES_APROBACIONES.rechazada(aprobacion.tipo));
  }

  /**
   * La aprobación pendiente, bloqueada para resolverla. El préstamo se bloquea antes que la aprobación (el mismo
   * orden que al pedirla): dos resoluciones a la vez se esperan, y la segunda encuentra la aprobación ya resuelta.
   */
  private async bloquearPendiente(
    manager: EntityManager,
    id: string,
    contexto: ContextoSolicitud,
  ): Promise<FilaAprobacion> {
    const previa = await leerAprobacion(manager, id);
    if (!previa) throw noEncontrado(MENSAJES_APROBACIONES.noEncontrada);
    await this.libro.bloquearPrestamo(manager, previa.prestamo_id);
    const fila = await leerAprobacion(manager, id, true);
    if (!fila) throw noEncontrado(MENSAJES_APROBACIONES.noEncontrada);
    if (fila.estado !== 'pendiente')
      throw conflicto(CODIGOS.aprobacionNoPendiente, MENSAJES_APROBACIONES.noPendiente);
    if (!puedeResolverQuien(fila.solicitado_por, contexto.actor.id)) {
      throw new ErrorNegocio(
        CODIGOS.aprobadorEsSolicitante,
        MENSAJES_APROBACIONES.aprobadorEsSolicitante,
        403,
      );
    }
    return fila;
  }

  private async leer(manager: EntityManager, id: string): Promise<Aprobacion> {
    const fila = await leerAprobacion(manager, id);
    if (!fila) throw noEncontrado(MENSAJES_APROBACIONES.noEncontrada);
    return aprobacionAJson(fila);
  }
}
