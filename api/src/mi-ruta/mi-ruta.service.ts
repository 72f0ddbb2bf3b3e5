import {
  MENSAJES_MI_RUTA,
  hoyBogota,
  type MiRutaJson,
  type ParadaMiRuta,
  type PrestamoMiRuta,
  type RechazoMiRutaJson,
  type ResultadoGestion,
} from '@cartera/dominio';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { condicionCarteraCobrador, esCobrador } from '../cartera/acceso';
import { aPesos, centavosDe } from '../cartera/dinero';
import { errorValidacion } from '../common/errores';
import type { ContextoSolicitud } from '../common/usuario-actual.decorator';
import type { FilaParada as FilaParadaRuta } from '../rutas/rutas.lectura';
import { RutasService } from '../rutas/rutas.service';
import type { Usuario } from '../usuarios/entities/usuario.entity';
import type { CrearRechazoDto } from './dto/mi-ruta.dto';

/** Un cliente de la ruta (la misma fila que lee Rutas de Cobro) con su lugar en el recorrido. */
interface FilaParada extends FilaParadaRuta {
  orden: string;
}

interface FilaPrestamo {
  id: string;
  cliente_id: string;
  numero: string;
  estado: string;
  saldo_pendiente: string;
  mora_pendiente: string;
  dias: number;
  cuota_hoy: string;
  vencido: string;
  ultimo_fecha: string | null;
  ultimo_monto: string | null;
  cobrado_hoy: string;
  por_confirmar: string;
  gestion_resultado: ResultadoGestion | null;
  gestion_fecha_promesa: string | null;
  gestion_monto_promesa: string | null;
}

interface FilaRechazo {
  id: string;
  cobrador_id: string;
  cobrador_nombre: string;
  tipo: RechazoMiRutaJson['tipo'];
  clave: string;
  cuerpo: unknown;
  mensaje: string;
  codigo: string | null;
  creado_en_dispositivo: Date;
  recibido_en: Date;
}

/**
 * Mi Ruta: el día de un cobrador en una sola respuesta (docs/decisiones/mi-ruta.md). La ruta guardada dice qué
 * clientes visitar y en qué orden; lo demás se lee al abrirla, así refleja lo cobrado y lo gestionado hoy.
 */
@Injectable()
export class MiRutaService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly rutas: RutasService,
  ) {}

  /** El cobrador cuya ruta se pide: un cobrador, siempre él; la oficina, el que nombre (debe ser cobrador). */
  private async cobradorDe(
    actor: Usuario,
    cobradorId: string | undefined,
  ): Promise<{ id: string; nombre: string }> {
    if (esCobrador(actor)) return { id: actor.id, nombre: actor.nombre };
    if (!cobradorId) throw errorValidacion({ cobradorId: [MENSAJES_MI_RUTA.sinRuta] });
    const [fila]: Array<{ id: string; nombre: string }> = await this.dataSource.query(
      `SELECT id, nombre FROM usuarios WHERE id = $1 AND rol = 'cobrador'`,
      [cobradorId],
    );
    if (!fila) throw errorValidacion({ cobradorId: ['El cobrador no existe'] });
    return fila;
  }

  async obtener(actor: Usuario, cobradorId?: string): Promise<MiRutaJson> {
    const cobrador = await this.cobradorDe(actor, cobradorId);
    const fecha = hoyBogota();
    const rutaId = await this.rutas.rutaDelDia(fecha, cobrador.id);
    const vacia: MiRutaJson = {
      fecha,
      ruta: null,
      cobrador: { _id: cobrador.id, nombre: cobrador.nombre },
      progreso: { paradas: 0, visitadas: 0, cobrado: 0, porCobrar: 0 },
      paradas: [],
    };
    if (!rutaId) return vacia;
    // Sólo los clientes y préstamos que siguen en la cartera del cobrador: uno cedido a otro cobrador después de
    // generar la ruta ya no es suyo (ni su teléfono ni su saldo).
    const [[ruta], paradas, prestamos]: [Array<{ created_at: Date }>, FilaParada[], FilaPrestamo[]] =
      await Promise.all([
        this.dataSource.query(`SELECT created_at FROM rutas WHERE id = $1`, [rutaId]),
        this.dataSource.query(
          `SELECT k.orden, c.id, c.nombre, c.telefono, c.direccion, c.barrio, c.ciudad, c.latitud, c.longitud
         FROM rutas r
         CROSS JOIN LATERAL unnest(r.cliente_ids) WITH ORDINALITY AS k(cliente_id, orden)
         JOIN clientes c ON c.id = k.cliente_id
         WHERE r.id = $1
           AND (c.cobrador_id = $2 OR EXISTS (SELECT 1 FROM prestamos p WHERE p.cliente_id = c.id AND p.cobrador_id = $2))
         ORDER BY k.orden`,
          [rutaId, cobrador.id],
        ),
        this.dataSource.query(
          `SELECT p.id, p.cliente_id, p.numero, p.estado, p.saldo_pendiente, p.mora_pendiente,
                CASE WHEN p.primera_impaga < r.fecha THEN r.fecha - p.primera_impaga ELSE 0 END AS dias,
                coalesce(q.hoy, 0) AS cuota_hoy, coalesce(q.vencido, 0) AS vencido,
                u.fecha::text AS ultimo_fecha, u.monto AS ultimo_monto,
                (SELECT coalesce(sum(co.monto), 0) FROM cobros co WHERE co.prestamo_id = p.id AND co.fecha = r.fecha) AS cobrado_hoy,
                (SELECT coalesce(sum(t.monto), 0) FROM pagos_transferencias t
                 WHERE t.prestamo_id = p.id AND t.estado = 'por_confirmar') AS por_confirmar,
                g.resultado AS gestion_resultado, g.fecha_promesa::text AS gestion_fecha_promesa,
                g.monto_promesa AS gestion_monto_promesa
         FROM rutas r
         CROSS JOIN LATERAL unnest(r.prestamo_ids) AS k(prestamo_id)
         JOIN prestamos p ON p.id = k.prestamo_id
         LEFT JOIN LATERAL (
           SELECT sum(x.falta) FILTER (WHERE x.fecha_programada = r.fecha) AS hoy,
                  sum(x.falta) FILTER (WHERE x.fecha_programada < r.fecha) AS vencido
           FROM (SELECT cu.fecha_programada,
                        cu.monto_total - cu.monto_pagado - cu.monto_refinanciado - cu.monto_condonado AS falta
                 FROM cuotas cu
                 WHERE cu.prestamo_id = p.id AND cu.fecha_programada <= r.fecha
                   AND cu.estado IN ('pendiente', 'parcial', 'vencida')) x
         ) q ON true
         LEFT JOIN LATERAL (
           SELECT co.fecha, co.monto FROM cobros co WHERE co.prestamo_id = p.id
           ORDER BY co.fecha DESC, co.created_at DESC LIMIT 1
         ) u ON true
         LEFT JOIN LATERAL (
           SELECT ge.resultado, ge.fecha_promesa, ge.monto_promesa FROM gestiones ge
           WHERE ge.prestamo_id = p.id AND ge.fecha = r.fecha
           ORDER BY ge.created_at DESC LIMIT 1
         ) g ON true
         WHERE r.id = $1 AND ${condicionCarteraCobrador('$2')}
         ORDER BY p.numero`,
          [rutaId, cobrador.id],
        ),
      ]);
    const porCliente = new Map<string, PrestamoMiRuta[]>();
    let cobradoC = 0;
    let porCobrarC = 0;
    for (const p of prestamos) {
      const prestamo: PrestamoMiRuta = {
        _id: p.id,
        numero: Number(p.numero),
        estado: p.estado,
        cuotaHoy: Number(p.cuota_hoy),
        vencido: Number(p.vencido),
        diasVencido: p.dias,
        saldoPendiente: Number(p.saldo_pendiente),
        mora: Number(p.mora_pendiente),
        ultimoPago: p.ultimo_fecha ? { fecha: p.ultimo_fecha, monto: Number(p.ultimo_monto) } : null,
        cobradoHoy: Number(p.cobrado_hoy),
        porConfirmar: Number(p.por_confirmar),
        gestionHoy: p.gestion_resultado
          ? {
              resultado: p.gestion_resultado,
              fechaPromesa: p.gestion_fecha_promesa,
              montoPromesa: p.gestion_monto_promesa === null ? null : Number(p.gestion_monto_promesa),
            }
          : null,
      };
      cobradoC += centavosDe(p.cobrado_hoy);
      porCobrarC += centavosDe(p.cuota_hoy) + centavosDe(p.vencido) + centavosDe(p.mora_pendiente);
      const lista = porCliente.get(p.cliente_id);
      if (lista) lista.push(prestamo);
      else porCliente.set(p.cliente_id, [prestamo]);
    }
    const lista: ParadaMiRuta[] = paradas.map((c, i) => {
      const suyos = porCliente.get(c.id) ?? [];
      return {
        orden: i + 1,
        cliente: {
          _id: c.id,
          nombre: c.nombre,
          telefono: c.telefono,
          direccion: c.direccion,
          barrio: c.barrio,
          ciudad: c.ciudad,
          latitud: c.latitud === null ? null : Number(c.latitud),
          longitud: c.longitud === null ? null : Number(c.longitud),
        },
        visitada: suyos.some((p) => p.cobradoHoy > 0 || p.gestionHoy !== null),
        prestamos: suyos,
      };
    });
    return {
      ...vacia,
      ruta: { _id: rutaId, generadaEn: new Date(ruta!.created_at).toISOString() },
      progreso: {
        paradas: lista.length,
        visitadas: lista.filter((p) => p.visitada).length,
        cobrado: aPesos(cobradoC),
        porCobrar: aPesos(porCobrarC),
      },
      paradas: lista,
    };
  }

  /**
   * Guarda para la oficina una escritura hecha sin señal que la API rechazó al sincronizar. La clave del dispositivo
   * la guarda una sola vez: reenviarla devuelve la misma fila.
   */
  async registrarRechazo(dto: CrearRechazoDto, contexto: ContextoSolicitud): Promise<RechazoMiRutaJson> {
    const { actor } = contexto;
    await this.dataSource.query(
      `INSERT INTO mi_ruta_rechazos (cobrador_id, tipo, clave, cuerpo, mensaje, codigo, creado_en_dispositivo)
       VALUES ($1, $2, $3, $4::jsonb, $5, $6, $7)
       ON CONFLICT (cobrador_id, clave) DO NOTHING`,
      [
        actor.id,
        dto.tipo,
        dto.clave,
        JSON.stringify(dto.cuerpo),
        dto.mensaje,
        dto.codigo ?? null,
        dto.creadoEn,
      ],
    );
    const [fila] = await this.leerRechazos(`WHERE x.cobrador_id = $1 AND x.clave = $2`, [
      actor.id,
      dto.clave,
    ]);
    return fila!;
  }

  /** Las escrituras rechazadas, de la más reciente a la más antigua; un cobrador ve las suyas. */
  async rechazos(actor: Usuario): Promise<RechazoMiRutaJson[]> {
    return esCobrador(actor)
      ? this.leerRechazos(`WHERE x.cobrador_id = $1`, [actor.id])
      : this.leerRechazos('', []);
  }

  private async leerRechazos(where: string, parametros: unknown[]): Promise<RechazoMiRutaJson[]> {
    const filas: FilaRechazo[] = await this.dataSource.query(
      `SELECT x.id, x.cobrador_id, u.nombre AS cobrador_nombre, x.tipo, x.clave, x.cuerpo, x.mensaje, x.codigo,
              x.creado_en_dispositivo, x.recibido_en
       FROM mi_ruta_rechazos x JOIN usuarios u ON u.id = x.cobrador_id
       ${where}
       ORDER BY x.recibido_en DESC, x.id DESC
       LIMIT 500`,
      parametros,
    );
    return filas.map((f) => ({
      _id: f.id,
      cobrador: { _id: f.cobrador_id, nombre: f.cobrador_nombre },
      tipo: f.tipo,
      clave: f.clave,
      cuerpo: f.cuerpo,
      mensaje: f.mensaje,
      codigo: f.codigo,
      creadoEnDispositivo: new Date(f.creado_en_dispositivo).toISOString(),
      recibidoEn: new Date(f.recibido_en).toISOString(),
    }));
  }
}
