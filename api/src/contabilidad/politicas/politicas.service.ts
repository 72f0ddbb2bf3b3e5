import {
  MENSAJES_POLITICAS,
  hoyBogota,
  type PoliticasContables,
  type ResultadoDeterioro,
} from '@cartera/dominio';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { auditar } from '../../auditoria/auditar';
import { errorValidacion } from '../../common/errores';
import type { ContextoSolicitud } from '../../common/usuario-actual.decorator';
import { calcularDeterioro, provisionarDeterioro } from './deterioro';
import type { PoliticasContablesDto } from './politicas.dto';

const SELECCION = `base_ingresos, interes_diferido_neto, deterioro_activo, porcentajes_deterioro, updated_at`;

interface Fila {
  base_ingresos: PoliticasContables['baseIngresos'];
  interes_diferido_neto: boolean;
  deterioro_activo: boolean;
  porcentajes_deterioro: PoliticasContables['porcentajesDeterioro'];
  updated_at: Date;
}

function aJson(fila: Fila): PoliticasContables {
  return {
    baseIngresos: fila.base_ingresos,
    interesDiferidoNeto: fila.interes_diferido_neto,
    deterioroActivo: fila.deterioro_activo,
    porcentajesDeterioro: fila.porcentajes_deterioro,
    updatedAt: fila.updated_at.toISOString(),
  };
}

/** Las políticas contables del prestamista y el deterioro bajo demanda (docs/decisiones/politicas-contables.md). */
@Injectable()
export class PoliticasContablesService {
  constructor(private readonly dataSource: DataSource) {}

  async obtener(manager: EntityManager = this.dataSource.manager): Promise<PoliticasContables> {
    const [fila]: Fila[] = await manager.query(
      `SELECT ${SELECCION} FROM contabilidad_politicas WHERE id = 1`,
    );
    return aJson(fila);
  }

  /** Cambia las que vienen (auditado). Un cambio de base lo aplica el barrido siguiente, con fecha de ese día. */
  actualizar(dto: PoliticasContablesDto, contexto: ContextoSolicitud): Promise<PoliticasContables> {
    return this.dataSource.transaction(async (manager) => {
      const [anterior]: Fila[] = await manager.query(
        `SELECT ${SELECCION} FROM contabilidad_politicas WHERE id = 1 FOR UPDATE`,
      );
      const [[fila]]: [Fila[], number] = await manager.query(
        `UPDATE contabilidad_politicas SET
           base_ingresos = coalesce($1, base_ingresos),
           interes_diferido_neto = coalesce($2, interes_diferido_neto),
           deterioro_activo = coalesce($3, deterioro_activo),
           porcentajes_deterioro = coalesce($4::jsonb, porcentajes_deterioro),
           updated_at = now()
         WHERE id = 1 RETURNING ${SELECCION}`,
        [
          dto.baseIngresos ?? null,
          dto.interesDiferidoNeto ?? null,
          dto.deterioroActivo ?? null,
          dto.porcentajesDeterioro ? JSON.stringify(dto.porcentajesDeterioro) : null,
        ],
      );
      const nuevo = aJson(fila);
      const cambiados = (
        ['baseIngresos', 'interesDiferidoNeto', 'deterioroActivo', 'porcentajesDeterioro'] as const
      ).filter((campo) => dto[campo] !== undefined);
      await auditar(manager, contexto, 'Sistema', {
        accion: 'Actualizar políticas contables',
        detalles: `Políticas cambiadas: ${cambiados.join(', ') || 'ninguna'}`,
        datosAnteriores: aJson(anterior),
        datosNuevos: nuevo,
      });
      return nuevo;
    });
  }

  private fecha(fecha: string | undefined): string {
    const hoy = hoyBogota();
    if (fecha && fecha > hoy) throw errorValidacion({ fecha: [MENSAJES_POLITICAS.fechaFutura] });
    return fecha ?? hoy;
  }

  /** El deterioro que la cartera debe tener a la fecha y el que tiene, sin asentar nada. */
  calcular(fecha?: string): Promise<ResultadoDeterioro> {
    return calcularDeterioro(this.dataSource.manager, this.fecha(fecha));
  }

  /** Asienta el ajuste del deterioro a la fecha (auditado); sin diferencia, no escribe comprobante. */
  provisionar(fecha: string | undefined, contexto: ContextoSolicitud): Promise<ResultadoDeterioro> {
    const dia = this.fecha(fecha);
    return this.dataSource.transaction(async (manager) => {
      const resultado = await provisionarDeterioro(manager, dia, contexto.actor.id);
      await auditar(manager, contexto, 'Sistema', {
        accion: 'Provisionar deterioro de la cartera',
        detalles: `Deterioro al ${dia}: ${resultado.objetivo} (ajuste ${resultado.ajuste})`,
        datosNuevos: resultado,
      });
      return resultado;
    });
  }
}
