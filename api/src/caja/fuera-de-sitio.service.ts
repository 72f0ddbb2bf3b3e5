import { Injectable } from '@nestjs/common';
import {
  DIAS_MAXIMOS_FUERA_DE_SITIO,
  MENSAJES_UBICACION,
  diferenciaDias,
  hoyBogota,
  sumarDias,
  type DiaFueraDeSitio,
  type ReporteFueraDeSitio,
} from '@cartera/dominio';
import { DataSource } from 'typeorm';
import { esCobrador } from '../cartera/acceso';
import {
  distanciaFueraDeSitio,
  seleccionUbicacion,
  ubicacionAJson,
  type ColumnasUbicacion,
} from '../cartera/ubicacion';
import { errorValidacion, prohibido } from '../common/errores';
import { instanteJson } from '../database/consulta-preparada';
import type { Usuario } from '../usuarios/entities/usuario.entity';
import { MENSAJES_CAJA_API } from './caja.service';
import type { ConsultaFueraDeSitioDto } from './dto/fuera-de-sitio.dto';

interface FilaDia {
  cobrador_id: string;
  nombre: string;
  fecha: string;
  cobros: number;
  fuera_de_sitio: number;
  sin_ubicacion: number;
  cliente_sin_coordenadas: number;
}

interface FilaCobroFuera extends ColumnasUbicacion {
  id: string;
  cobrador_id: string;
  fecha: string;
  monto: string;
  created_at: Date | string;
  prestamo_id: string;
  prestamo_numero: string;
  cliente_id: string;
  cliente_nombre: string;
}

/**
 * Los cobros que cada cobrador registró él mismo (`registrado_por = cobrador_id`: los que la oficina registra a su
 * nombre no tienen por qué tener ubicación), con su fecha en el rango y, si se pide, de un cobrador.
 */
const CONDICION = `co.cobrador_id IS NOT NULL AND co.registrado_por = co.cobrador_id
  AND co.fecha BETWEEN $1::date AND $2::date AND ($4::uuid IS NULL OR co.cobrador_id = $4::uuid)`;

/**
 * GET /api/caja/fuera-de-sitio (docs/decisiones/ubicacion-de-los-cobros.md): por cobrador y día, los cobros hechos a
 * más de la distancia de la organización de las coordenadas del cliente y los que llegaron sin ubicación. La distancia
 * se midió al registrar cada cobro (`cobros.distancia_metros`); la de la organización se aplica al leer.
 */
@Injectable()
export class FueraDeSitioService {
  constructor(private readonly dataSource: DataSource) {}

  rango(consulta: ConsultaFueraDeSitioDto, hoy: string = hoyBogota()): { desde: string; hasta: string } {
    const hasta = consulta.hasta ?? hoy;
    const desde = consulta.desde ?? sumarDias(hasta, -6);
    if (hasta < desde) throw errorValidacion({ hasta: [MENSAJES_CAJA_API.rangoInvertido] });
    if (diferenciaDias(desde, hasta) + 1 > DIAS_MAXIMOS_FUERA_DE_SITIO) {
      throw errorValidacion({ hasta: [MENSAJES_CAJA_API.rangoLargo(DIAS_MAXIMOS_FUERA_DE_SITIO)] });
    }
    return { desde, hasta };
  }

  async reporte(consulta: ConsultaFueraDeSitioDto, actor: Usuario): Promise<ReporteFueraDeSitio> {
    const { desde, hasta } = this.rango(consulta);
    if (esCobrador(actor) && consulta.cobrador && consulta.cobrador !== actor.id) {
      throw prohibido(MENSAJES_UBICACION.cobradorAjeno);
    }
    const cobrador = esCobrador(actor) ? actor.id : (consulta.cobrador ?? null);
    return this.dataSource.transaction('REPEATABLE READ', async (manager) => {
      const umbral = await distanciaFueraDeSitio(manager);
      const parametros = [desde, hasta, umbral, cobrador];
      const dias: FilaDia[] = await manager.query(
        `SELECT co.cobrador_id, u.nombre, co.fecha::text AS fecha, count(*)::int AS cobros,
                (count(*) FILTER (WHERE co.distancia_metros > $3))::int AS fuera_de_sitio,
                (count(*) FILTER (WHERE co.latitud IS NULL))::int AS sin_ubicacion,
                (count(*) FILTER (WHERE co.latitud IS NOT NULL AND co.distancia_metros IS NULL))::int
                  AS cliente_sin_coordenadas
         FROM cobros co JOIN usuarios u ON u.id = co.cobrador_id
         WHERE ${CONDICION}
         GROUP BY co.cobrador_id, u.nombre, co.fecha
         HAVING count(*) FILTER (WHERE co.distancia_metros > $3 OR co.latitud IS NULL) > 0
         ORDER BY co.fecha DESC, u.nombre, co.cobrador_id`,
        parametros,
      );
      const fuera: FilaCobroFuera[] = await manager.query(
        `SELECT co.id, co.cobrador_id, co.fecha::text AS fecha, co.monto, co.created_at, ${seleccionUbicacion('co')},
                p.id AS prestamo_id, p.numero AS prestamo_numero, c.id AS cliente_id, c.nombre AS cliente_nombre
         FROM cobros co JOIN prestamos p ON p.id = co.prestamo_id JOIN clientes c ON c.id = p.cliente_id
         WHERE ${CONDICION} AND co.distancia_metros > $3
         ORDER BY co.created_at, co.id`,
        parametros,
      );
      const detalle = new Map<string, DiaFueraDeSitio['detalle']>();
      for (const f of fuera) {
        const clave = `${f.cobrador_id}|${f.fecha}`;
        const ubicacion = ubicacionAJson(f, umbral);
        if (!ubicacion) continue;
        detalle.set(clave, [
          ...(detalle.get(clave) ?? []),
          {
            _id: f.id,
            prestamo: { _id: f.prestamo_id, numero: Number(f.prestamo_numero) },
            cliente: { _id: f.cliente_id, nombre: f.cliente_nombre },
            monto: Number(f.monto),
            createdAt: instanteJson(f.created_at),
            ubicacion,
          },
        ]);
      }
      return {
        desde,
        hasta,
        distanciaMetros: umbral,
        dias: dias.map((d) => ({
          cobrador: { _id: d.cobrador_id, nombre: d.nombre },
          fecha: d.fecha,
          cobros: d.cobros,
          fueraDeSitio: d.fuera_de_sitio,
          sinUbicacion: d.sin_ubicacion,
          clienteSinCoordenadas: d.cliente_sin_coordenadas,
          detalle: detalle.get(`${d.cobrador_id}|${d.fecha}`) ?? [],
        })),
      };
    });
  }
}
