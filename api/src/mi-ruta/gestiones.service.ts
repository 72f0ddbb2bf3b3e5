import {
  CODIGOS,
  ESTADOS_PRESTAMO_ABIERTO,
  ETIQUETAS_ESTADO_PRESTAMO,
  ETIQUETAS_RESULTADO_GESTION,
  MENSAJES_MI_RUTA,
  esValorDe,
  ESTADOS_PRESTAMO,
  estadoPromesa,
  formatearCOP,
  hoyBogota,
  promesasPorCobrador,
  sumarDias,
  type GestionJson,
  type PromesasCobradorJson,
} from '@cartera/dominio';
import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { auditar } from '../auditoria/auditar';
import { asegurarAccesoPrestamo, esCobrador } from '../common/acceso-cartera';
import { MENSAJES_LIBRO } from '../libro/libro.service';
import { medirUbicacion, ubicacionAJson } from '../cobros/ubicacion';
import { conflicto, errorValidacion, noEncontrado } from '../common/errores';
import type { ContextoSolicitud } from '../common/usuario-actual.decorator';
import type { ConfiguracionResuelta } from '../config/configuracion';
import { CONFIGURACION } from '../config/configuracion.module';
import type { Usuario } from '../usuarios/entities/usuario.entity';
import type { ConsultaPromesasDto, CrearGestionDto } from './dto/mi-ruta.dto';
import { consultasGestiones, type GestionLeida } from './gestiones.consultas';

function gestionAJson(f: GestionLeida, hoy: string): GestionJson {
  const monto = f.monto_promesa;
  return {
    _id: f.id,
    prestamo: { _id: f.prestamo_id, numero: f.prestamo_numero },
    cliente: { _id: f.cliente_id, nombre: f.cliente_nombre },
    cobrador: f.cobrador_id ? { _id: f.cobrador_id, nombre: f.cobrador_nombre ?? '' } : null,
    fecha: f.fecha,
    resultado: f.resultado,
    fechaPromesa: f.fecha_promesa,
    montoPromesa: monto,
    estadoPromesa:
      f.resultado === 'promesa' && monto !== null && f.fecha_promesa
        ? estadoPromesa(monto, f.pagado ?? 0, f.fecha_promesa, hoy)
        : null,
    nota: f.nota,
    ubicacion: ubicacionAJson(f, f.umbral_fuera_de_sitio),
    createdAt: new Date(f.created_at).toISOString(),
  };
}

/**
 * Gestiones de cobro (Mi Ruta): lo que pasó en una visita en la que no se cobró. Un cobrador registra y ve sólo las
 * de su cartera; un préstamo que ya no se cobra (pagado, cancelado, castigado…) no admite gestiones nuevas.
 */
@Injectable()
export class GestionesService {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(CONFIGURACION) private readonly config: ConfiguracionResuelta,
  ) {}

  /** Las reglas del cuerpo que no dependen de la base: 400 con el campo y su mensaje. */
  private validar(dto: CrearGestionDto, fecha: string, actor: Usuario, hoy: string): void {
    if (fecha > hoy) throw errorValidacion({ fecha: [MENSAJES_MI_RUTA.visitaFutura] });
    const dias = this.config.cobroRetroactivoDias;
    if (esCobrador(actor) && fecha < sumarDias(hoy, -dias))
      throw errorValidacion({ fecha: [MENSAJES_MI_RUTA.visitaAntigua(dias)] });
    if (dto.resultado === 'promesa') {
      if (!dto.fechaPromesa) throw errorValidacion({ fechaPromesa: [MENSAJES_MI_RUTA.promesaSinFecha] });
      if (dto.montoPromesa === undefined || dto.montoPromesa === null)
        throw errorValidacion({ montoPromesa: [MENSAJES_MI_RUTA.promesaSinMonto] });
      if (dto.fechaPromesa < fecha)
        throw errorValidacion({ fechaPromesa: [MENSAJES_MI_RUTA.promesaFechaPasada] });
    } else {
      if (dto.fechaPromesa) throw errorValidacion({ fechaPromesa: [MENSAJES_MI_RUTA.soloPromesa] });
      if (dto.montoPromesa !== undefined && dto.montoPromesa !== null)
        throw errorValidacion({ montoPromesa: [MENSAJES_MI_RUTA.soloPromesa] });
    }
    if (dto.resultado === 'otro' && !dto.nota)
      throw errorValidacion({ nota: [MENSAJES_MI_RUTA.otroSinNota] });
  }

  async crear(dto: CrearGestionDto, contexto: ContextoSolicitud): Promise<GestionJson> {
    const { actor } = contexto;
    const hoy = hoyBogota();
    const fecha = dto.fecha ?? hoy;
    this.validar(dto, fecha, actor, hoy);
    const id = await this.dataSource.transaction(async (manager) => {
      const prestamo = await consultasGestiones.prestamo(manager, dto.prestamo);
      if (!prestamo) throw errorValidacion({ prestamo: [MENSAJES_LIBRO.prestamoNoEncontrado] });
      await asegurarAccesoPrestamo(manager, actor, dto.prestamo);
      if (!esValorDe(ESTADOS_PRESTAMO_ABIERTO, prestamo.estado)) {
        const etiqueta = esValorDe(ESTADOS_PRESTAMO, prestamo.estado)
          ? ETIQUETAS_ESTADO_PRESTAMO[prestamo.estado].toLowerCase()
          : prestamo.estado;
        throw conflicto(
          CODIGOS.prestamoCerrado,
          MENSAJES_MI_RUTA.prestamoCerrado(prestamo.numero, etiqueta),
        );
      }
      const cobradorId = esCobrador(actor) ? actor.id : prestamo.cobrador;
      const promesa = dto.resultado === 'promesa';
      const ubicacion = await medirUbicacion(manager, dto.prestamo, dto.ubicacion);
      const id = await consultasGestiones.insertar(manager, {
        prestamo: dto.prestamo,
        cobrador: cobradorId,
        registradoPor: actor.id,
        fecha,
        resultado: dto.resultado,
        fechaPromesa: promesa ? (dto.fechaPromesa ?? null) : null,
        montoPromesa: promesa ? (dto.montoPromesa ?? null) : null,
        nota: dto.nota ?? null,
        ubicacion,
      });
      await auditar(manager, contexto, 'Cobros', {
        accion: 'Registrar gestión',
        detalles:
          `${ETIQUETAS_RESULTADO_GESTION[dto.resultado]} en el préstamo #${prestamo.numero}` +
          (promesa ? `: ${formatearCOP(dto.montoPromesa ?? 0)} para el ${dto.fechaPromesa}` : ''),
        datosNuevos: {
          gestion: id,
          prestamo: dto.prestamo,
          fecha,
          resultado: dto.resultado,
          cobrador: cobradorId,
          ubicacion,
        },
      });
      return id;
    });
    return this.leer(this.dataSource.manager, id, hoy);
  }

  private async leer(manager: EntityManager, id: string, hoy: string): Promise<GestionJson> {
    const fila = await consultasGestiones.gestion(manager, id);
    if (!fila) throw noEncontrado('Gestión no encontrada');
    return gestionAJson(fila, hoy);
  }

  /** Las gestiones de un préstamo, de la más reciente a la más antigua (el historial del plan). */
  async porPrestamo(prestamoId: string, actor: Usuario): Promise<GestionJson[]> {
    if (!(await consultasGestiones.existePrestamo(this.dataSource.manager, prestamoId))) throw noEncontrado(MENSAJES_LIBRO.prestamoNoEncontrado);
    await asegurarAccesoPrestamo(this.dataSource.manager, actor, prestamoId);
    const filas = await consultasGestiones.delPrestamo(this.dataSource.manager, prestamoId);
    const hoy = hoyBogota();
    return filas.map((f) => gestionAJson(f, hoy));
  }

  /**
   * Promesas de pago por cobrador cuya fecha prometida cae en [desde, hasta]: cumplidas (el préstamo recibió lo
   * prometido entre la visita y esa fecha), incumplidas (pasó la fecha sin recibirlo) y pendientes. Un cobrador ve
   * sólo las suyas.
   */
  async promesas(consulta: ConsultaPromesasDto, actor: Usuario): Promise<PromesasCobradorJson[]> {
    if (consulta.desde > consulta.hasta)
      throw errorValidacion({ hasta: ['La fecha final no puede ser anterior a la inicial'] });
    const hoy = hoyBogota();
    const filas = await consultasGestiones.promesas(this.dataSource.manager, {
      desde: consulta.desde,
      hasta: consulta.hasta,
      cobrador: esCobrador(actor) ? actor.id : undefined,
    });
    return promesasPorCobrador(filas, hoy);
  }
}
