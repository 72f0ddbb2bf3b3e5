import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import {
  CODIGOS,
  errorCierre,
  errorCierreConImportacion,
  formatearFecha,
  hoyBogota,
  type CierrePeriodos,
  type Fecha,
} from '@cartera/dominio';
import { auditar } from '../auditoria/auditar';
import { ErrorNegocio, errorValidacion } from '../common/errores';
import type { ContextoSolicitud } from '../common/usuario-actual.decorator';
import { consultasCierre } from './cierre.consultas';

/**
 * El cierre de periodos (docs/libro.md, «Cierre de periodos»): hasta qué día los libros no admiten movimientos. Lo
 * hacen cumplir los disparadores de la base (migración 1795353300000), así que ninguna ruta lo salta.
 */
@Injectable()
export class CierreService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async leer(): Promise<CierrePeriodos> {
    return { cerradoHasta: await consultasCierre.cerradoHasta(this.dataSource.manager) };
  }

  /** Cierra hasta el fin de un mes terminado, o reabre (una fecha anterior o null). Auditado. */
  async cambiar(cerradoHasta: Fecha | null, contexto: ContextoSolicitud): Promise<CierrePeriodos> {
    const error = errorCierre(cerradoHasta, hoyBogota());
    if (error) throw errorValidacion({ cerradoHasta: [error] });
    await this.dataSource.transaction(async (manager) => {
      const antes = await consultasCierre.cerradoHastaParaCambiar(manager);
      if (antes === cerradoHasta) return;
      // Con la configuración bloqueada: una importación que se está aplicando escribe historia en fechas pasadas.
      const conImportacion = errorCierreConImportacion(
        antes,
        cerradoHasta,
        await consultasCierre.importacionAplicandose(manager),
      );
      if (conImportacion) throw new ErrorNegocio(CODIGOS.cierreConImportacion, conImportacion, 409);
      await consultasCierre.cerrarHasta(manager, cerradoHasta);
      const reabre = cerradoHasta === null || (antes !== null && cerradoHasta < antes);
      await auditar(manager, contexto, 'Sistema', {
        accion: reabre ? 'Reabrir periodo' : 'Cerrar periodo',
        detalles: reabre
          ? `Libros reabiertos: ${cerradoHasta === null ? 'nada queda cerrado' : `cerrados hasta el ${formatearFecha(cerradoHasta)}`} (antes, hasta el ${antes ? formatearFecha(antes) : '—'})`
          : `Libros cerrados hasta el ${formatearFecha(cerradoHasta)}`,
        datosAnteriores: { cerradoHasta: antes },
        datosNuevos: { cerradoHasta },
      });
    });
    return this.leer();
  }
}
