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
  sumarDias,
  type GestionJson,
  type PromesasCobradorJson,
  type ResultadoGestion,
} from '@cartera/dominio';
import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { auditar } from '../auditoria/auditar';
import { asegurarAccesoPrestamo, esCobrador } from '../cartera/acceso';
import { MENSAJES_LIBRO } from '../cartera/libro.service';
import {
  medirUbicacion,
  seleccionUbicacion,
  ubicacionAJson,
  valoresUbicacion,
  type ColumnasUbicacion,
} from '../cartera/ubicacion';
import { conflicto, errorValidacion, noEncontrado } from '../common/errores';
import type { ContextoSolicitud } from '../common/usuario-actual.decorator';
import type { ConfiguracionResuelta } from '../config/configuracion';
import { CONFIGURACION } from '../config/configuracion.module';
import type { Usuario } from '../usuarios/entities/usuario.entity';
import type { ConsultaPromesasDto, CrearGestionDto } from './dto/mi-ruta.dto';

interface FilaGestion extends ColumnasUbicacion {
  id: string;
  prestamo_id: string;
  prestamo_numero: string;
  cliente_id: string;
  cliente_nombre: string;
  cobrador_id: string | null;
  cobrador_nombre: string | null;
  fecha: string;
  resultado: ResultadoGestion;
  fecha_promesa: string | null;
  monto_promesa: string | null;
  nota: string | null;
  created_at: Date;
  /** Lo cobrado en el préstamo entre la visita y la fecha prometida (sólo promesas). */
  pagado: string | null;
  umbral_fuera_de_sitio: number;
}

/**
 * Columnas de una gestión con su préstamo, cliente, cobrador y, si es promesa, lo cobrado en el préstamo desde la
 * visita hasta la fecha prometida (así se sabe si se cumplió).
 */
const SELECT_GESTION = `
  SELECT g.id, g.prestamo_id, p.numero AS prestamo_numero, c.id AS cliente_id, c.nombre AS cliente_nombre,
         g.cobrador_id, u.nombre AS cobrador_nombre, g.fecha::text AS fecha, g.resultado,
         g.fecha_promesa::text AS fecha_promesa, g.monto_promesa, g.nota, g.created_at, ${seleccionUbicacion('g')},
         (SELECT distancia_fuera_de_sitio_metros FROM configuracion_organizacion WHERE id = 1) AS umbral_fuera_de_sitio,
         CASE WHEN g.resultado = 'promesa' THEN
           (SELECT coalesce(sum(co.monto), 0) FROM cobros co
             WHERE co.prestamo_id = g.prestamo_id AND co.fecha BETWEEN g.fecha AND g.fecha_promesa)
         END AS pagado
  FROM gestiones g
  JOIN prestamos p ON p.id = g.prestamo_id
  JOIN clientes c ON c.id = p.cliente_id
  LEFT JOIN usuarios u ON u.id = g.cobrador_id`;

function gestionAJson(f: FilaGestion, hoy: string): GestionJson {
  const monto = f.monto_promesa === null ? null : Number(f.monto_promesa);
  return {
    _id: f.id,
    prestamo: { _id: f.prestamo_id, numero: Number(f.prestamo_numero) },
    cliente: { _id: f.cliente_id, nombre: f.cliente_nombre },
    cobrador: f.cobrador_id ? { _id: f.cobrador_id, nombre: f.cobrador_nombre ?? '' } : null,
    fecha: f.fecha,
    resultado: f.resultado,
    fechaPromesa: f.fecha_promesa,
    montoPromesa: monto,
    estadoPromesa:
      f.resultado === 'promesa' && monto !== null && f.fecha_promesa
        ? estadoPromesa(monto, Number(f.pagado ?? 0), f.fecha_promesa, hoy)
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
      const [prestamo]: Array<{ numero: string; estado: string; cobrador: string | null }> =
        await manager.query(
          `SELECT p.numero, p.estado, coalesce(c.cobrador_id, p.cobrador_id) AS cobrador
         FROM prestamos p JOIN clientes c ON c.id = p.cliente_id WHERE p.id = $1 FOR SHARE OF p`,
          [dto.prestamo],
        );
      if (!prestamo) throw errorValidacion({ prestamo: [MENSAJES_LIBRO.prestamoNoEncontrado] });
      await asegurarAccesoPrestamo(manager, actor, dto.prestamo);
      if (!(ESTADOS_PRESTAMO_ABIERTO as readonly string[]).includes(prestamo.estado)) {
        const etiqueta = esValorDe(ESTADOS_PRESTAMO, prestamo.estado)
          ? ETIQUETAS_ESTADO_PRESTAMO[prestamo.estado].toLowerCase()
          : prestamo.estado;
        throw conflicto(
          CODIGOS.prestamoCerrado,
          MENSAJES_MI_RUTA.prestamoCerrado(Number(prestamo.numero), etiqueta),
        );
      }
      const cobradorId = esCobrador(actor) ? actor.id : prestamo.cobrador;
      const promesa = dto.resultado === 'promesa';
      const ubicacion = await medirUbicacion(manager, dto.prestamo, dto.ubicacion);
      const [{ id }]: Array<{ id: string }> = await manager.query(
        `INSERT INTO gestiones (prestamo_id, cobrador_id, registrado_por, fecha, resultado, fecha_promesa, monto_promesa, nota,
                                latitud, longitud, precision_metros, distancia_metros)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id`,
        [
          dto.prestamo,
          cobradorId,
          actor.id,
          fecha,
          dto.resultado,
          promesa ? dto.fechaPromesa : null,
          promesa ? dto.montoPromesa : null,
          dto.nota ?? null,
          ...valoresUbicacion(ubicacion),
        ],
      );
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
    const [fila]: FilaGestion[] = await manager.query(`${SELECT_GESTION} WHERE g.id = $1`, [id]);
    if (!fila) throw noEncontrado('Gestión no encontrada');
    return gestionAJson(fila, hoy);
  }

  /** Las gestiones de un préstamo, de la más reciente a la más antigua (el historial del plan). */
  async porPrestamo(prestamoId: string, actor: Usuario): Promise<GestionJson[]> {
    const [existe]: unknown[] = await this.dataSource.query(`SELECT 1 FROM prestamos WHERE id = $1`, [
      prestamoId,
    ]);
    if (!existe) throw noEncontrado(MENSAJES_LIBRO.prestamoNoEncontrado);
    await asegurarAccesoPrestamo(this.dataSource.manager, actor, prestamoId);
    const filas: FilaGestion[] = await this.dataSource.query(
      `${SELECT_GESTION} WHERE g.prestamo_id = $1 ORDER BY g.fecha DESC, g.created_at DESC, g.id DESC`,
      [prestamoId],
    );
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
    const parametros: unknown[] = [consulta.desde, consulta.hasta, hoy];
    let deCobrador = '';
    if (esCobrador(actor)) {
      parametros.push(actor.id);
      deCobrador = 'AND g.cobrador_id = $4';
    }
    const filas: Array<{
      cobrador_id: string;
      nombre: string;
      promesas: number;
      cumplidas: number;
      incumplidas: number;
      monto: string;
    }> = await this.dataSource.query(
      `WITH x AS (
         SELECT g.cobrador_id, g.fecha_promesa, g.monto_promesa,
                (SELECT coalesce(sum(co.monto), 0) FROM cobros co
                  WHERE co.prestamo_id = g.prestamo_id AND co.fecha BETWEEN g.fecha AND g.fecha_promesa) AS pagado
         FROM gestiones g
         WHERE g.resultado = 'promesa' AND g.fecha_promesa BETWEEN $1::date AND $2::date
           AND g.cobrador_id IS NOT NULL ${deCobrador}
       )
       SELECT x.cobrador_id, u.nombre, count(*)::int AS promesas,
              (count(*) FILTER (WHERE x.pagado >= x.monto_promesa))::int AS cumplidas,
              (count(*) FILTER (WHERE x.pagado < x.monto_promesa AND x.fecha_promesa < $3::date))::int AS incumplidas,
              sum(x.monto_promesa) AS monto
       FROM x JOIN usuarios u ON u.id = x.cobrador_id
       GROUP BY x.cobrador_id, u.nombre
       ORDER BY u.nombre, x.cobrador_id`,
      parametros,
    );
    return filas.map((f) => ({
      cobrador: { _id: f.cobrador_id, nombre: f.nombre },
      promesas: f.promesas,
      cumplidas: f.cumplidas,
      incumplidas: f.incumplidas,
      pendientes: f.promesas - f.cumplidas - f.incumplidas,
      montoPrometido: Number(f.monto),
    }));
  }
}
