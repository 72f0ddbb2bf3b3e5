import { Injectable } from '@nestjs/common';
import {
  DIAS_MAXIMOS_FUERA_DE_SITIO,
  MENSAJES_UBICACION,
  hoyBogota,
  type DiaFueraDeSitio,
  type ReporteFueraDeSitio,
} from '@cartera/dominio';
import { DataSource } from 'typeorm';
import { esCobrador } from '../common/acceso-cartera';
import { distanciaFueraDeSitio, ubicacionAJson } from '../cobros/ubicacion';
import { prohibido } from '../common/errores';
import { instanteJson } from '../database/consulta-preparada';
import type { Usuario } from '../usuarios/entities/usuario.entity';
import type { ConsultaFueraDeSitioDto } from './dto/fuera-de-sitio.dto';
import { consultasFueraDeSitio } from './fuera-de-sitio.consultas';
import { rangoDeReporte } from './caja.comun';

/**
 * GET /api/caja/fuera-de-sitio (docs/decisiones/ubicacion-de-los-cobros.md): por cobrador y día, los cobros hechos a
 * más de la distancia de la organización de las coordenadas del cliente y los que llegaron sin ubicación. La distancia
 * se midió al registrar cada cobro (`cobros.distancia_metros`); la de la organización se aplica al leer.
 */
@Injectable()
export class FueraDeSitioService {
  constructor(private readonly dataSource: DataSource) {}

  rango(consulta: ConsultaFueraDeSitioDto, hoy: string = hoyBogota()): { desde: string; hasta: string } {
    return rangoDeReporte(consulta, { dias: 7, maximo: DIAS_MAXIMOS_FUERA_DE_SITIO }, hoy);
  }

  async reporte(consulta: ConsultaFueraDeSitioDto, actor: Usuario): Promise<ReporteFueraDeSitio> {
    const { desde, hasta } = this.rango(consulta);
    if (esCobrador(actor) && consulta.cobrador && consulta.cobrador !== actor.id) {
      throw prohibido(MENSAJES_UBICACION.cobradorAjeno);
    }
    const cobrador = esCobrador(actor) ? actor.id : (consulta.cobrador ?? null);
    return this.dataSource.transaction('REPEATABLE READ', async (manager) => {
      const umbral = await distanciaFueraDeSitio(manager);
      const filtro = { desde, hasta, umbral, cobrador };
      const dias = await consultasFueraDeSitio.dias(manager, filtro);
      const fuera = await consultasFueraDeSitio.cobros(manager, filtro);
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
          cobros: Number(d.cobros),
          fueraDeSitio: Number(d.fuera_de_sitio),
          sinUbicacion: Number(d.sin_ubicacion),
          clienteSinCoordenadas: Number(d.cliente_sin_coordenadas),
          detalle: detalle.get(`${d.cobrador_id}|${d.fecha}`) ?? [],
        })),
      };
    });
  }
}
