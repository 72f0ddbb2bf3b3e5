import {
  MENSAJES_MI_RUTA,
  diasVencido,
  hoyBogota,
  type MiRutaJson,
  type ParadaMiRuta,
  type PrestamoMiRuta,
  type RechazoMiRutaJson,
} from '@cartera/dominio';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { esCobrador } from '../common/acceso-cartera';
import { aPesos, centavosDe } from '../common/dinero';
import { errorValidacion } from '../common/errores';
import type { ContextoSolicitud } from '../common/usuario-actual.decorator';
import { leerClientesDeRuta } from '../rutas/rutas.lectura';
import { RutasService } from '../rutas/rutas.service';
import type { Usuario } from '../usuarios/entities/usuario.entity';
import type { CrearRechazoDto } from './dto/mi-ruta.dto';
import { consultasMiRuta } from './mi-ruta.consultas';

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
    const fila = await consultasMiRuta.cobrador(this.dataSource.manager, cobradorId);
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
    const [generadaEn, paradas, prestamos] = await Promise.all([
      consultasMiRuta.generadaEn(this.dataSource.manager, rutaId),
      leerClientesDeRuta(this.dataSource.manager, rutaId, cobrador.id),
      consultasMiRuta.prestamos(this.dataSource.manager, rutaId, cobrador.id),
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
        diasVencido: diasVencido(p.primera_impaga, p.fecha_ruta),
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
          cedula: c.cedula,
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
      ruta: { _id: rutaId, generadaEn: new Date(generadaEn!).toISOString() },
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
    await consultasMiRuta.guardarRechazo(this.dataSource.manager, {
      cobrador: actor.id,
      tipo: dto.tipo,
      clave: dto.clave,
      cuerpo: dto.cuerpo,
      mensaje: dto.mensaje,
      codigo: dto.codigo ?? null,
      creadoEn: dto.creadoEn,
    });
    const [fila] = await consultasMiRuta.rechazos(this.dataSource.manager, { cobrador: actor.id, clave: dto.clave });
    return fila!;
  }

  /** Las escrituras rechazadas, de la más reciente a la más antigua; un cobrador ve las suyas. */
  async rechazos(actor: Usuario): Promise<RechazoMiRutaJson[]> {
    return consultasMiRuta.rechazos(this.dataSource.manager, esCobrador(actor) ? { cobrador: actor.id } : {});
  }
}
