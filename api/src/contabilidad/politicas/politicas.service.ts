import {
  BASES_INGRESO,
  MENSAJES_POLITICAS,
  hoyBogota,
  leerPorcentajesDeterioro,
  type PoliticasContables,
  type ResultadoDeterioro,
} from '@cartera/dominio';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { auditar } from '../../auditoria/auditar';
import { errorValidacion } from '../../common/errores';
import type { ContextoSolicitud } from '../../common/usuario-actual.decorator';
import { deLista } from '../../database/kysely';
import { calcularDeterioro, provisionarDeterioro } from './deterioro';
import { consultasPoliticas } from './politicas.consultas';
import type { PoliticasContablesDto } from './politicas.dto';

type FilaPoliticas = Awaited<ReturnType<typeof consultasPoliticas.politicas>>;

function aJson(fila: FilaPoliticas): PoliticasContables {
  return {
    baseIngresos: deLista(BASES_INGRESO, fila.base_ingresos, 'contabilidad_politicas.base_ingresos'),
    interesDiferidoNeto: fila.interes_diferido_neto,
    deterioroActivo: fila.deterioro_activo,
    porcentajesDeterioro: leerPorcentajesDeterioro(fila.porcentajes_deterioro),
    updatedAt: fila.updated_at.toISOString(),
  };
}

/** Las políticas contables del prestamista y el deterioro bajo demanda (docs/decisiones/politicas-contables.md). */
@Injectable()
export class PoliticasContablesService {
  constructor(private readonly dataSource: DataSource) {}

  async obtener(manager: EntityManager = this.dataSource.manager): Promise<PoliticasContables> {
    return aJson(await consultasPoliticas.politicas(manager));
  }

  /** Cambia las que vienen (auditado). Un cambio de base lo aplica el barrido siguiente, con fecha de ese día. */
  actualizar(dto: PoliticasContablesDto, contexto: ContextoSolicitud): Promise<PoliticasContables> {
    return this.dataSource.transaction(async (manager) => {
      const anterior = await consultasPoliticas.politicas(manager, true);
      const fila = await consultasPoliticas.actualizar(manager, {
        base_ingresos: dto.baseIngresos,
        interes_diferido_neto: dto.interesDiferidoNeto,
        deterioro_activo: dto.deterioroActivo,
        porcentajes_deterioro: dto.porcentajesDeterioro,
      });
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
