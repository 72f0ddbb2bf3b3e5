import {
  MENSAJES_CAUSACION,
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
import { calcularDeterioro, provisionarDeterioro } from './deterioro';
import { consultasPoliticas, type VigenciaIngresos } from '../../mayor/politicas.consultas';
import type { PoliticasContablesDto } from './politicas.dto';

type FilaPoliticas = Awaited<ReturnType<typeof consultasPoliticas.politicas>>;

function aJson(
  fila: FilaPoliticas,
  vigente: VigenciaIngresos,
  programado: VigenciaIngresos | null,
): PoliticasContables {
  return {
    baseIngresos: vigente.base,
    diasSuspensionCausacion: vigente.diasSuspension,
    vigenteDesde: vigente.vigenteDesde,
    cambioProgramado: programado && {
      vigenteDesde: programado.vigenteDesde ?? '',
      baseIngresos: programado.base,
      diasSuspensionCausacion: programado.diasSuspension,
    },
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
    return this.leer(manager, await consultasPoliticas.politicas(manager));
  }

  private async leer(manager: EntityManager, fila: FilaPoliticas): Promise<PoliticasContables> {
    const hoy = hoyBogota();
    return aJson(
      fila,
      await consultasPoliticas.politicaVigente(manager, hoy),
      await consultasPoliticas.cambioProgramado(manager, hoy),
    );
  }

  /**
   * Cambia las que vienen (auditado). La base y los días de suspensión rigen desde `vigenteDesde` (hoy si no viene,
   * nunca antes) y reemplazan lo elegido para ese día y los siguientes; el barrido de cada día causa con la que rige
   * ese día (el de hoy vuelve a causar si la de hoy cambió).
   */
  actualizar(dto: PoliticasContablesDto, contexto: ContextoSolicitud): Promise<PoliticasContables> {
    const hoy = hoyBogota();
    const vigenteDesde = dto.vigenteDesde ?? hoy;
    const ingresos = dto.baseIngresos !== undefined || dto.diasSuspensionCausacion !== undefined;
    if (vigenteDesde < hoy) throw errorValidacion({ vigenteDesde: [MENSAJES_CAUSACION.vigenteDesdePasada] });
    if (dto.vigenteDesde !== undefined && !ingresos)
      throw errorValidacion({ vigenteDesde: [MENSAJES_CAUSACION.vigenteDesdeSola] });
    return this.dataSource.transaction(async (manager) => {
      const anterior = await this.leer(manager, await consultasPoliticas.politicas(manager, true));
      const fila = await consultasPoliticas.actualizar(manager, {
        interes_diferido_neto: dto.interesDiferidoNeto,
        deterioro_activo: dto.deterioroActivo,
        porcentajes_deterioro: dto.porcentajesDeterioro,
      });
      if (ingresos) {
        const rige = await consultasPoliticas.politicaVigente(manager, vigenteDesde);
        const elegida = {
          base: dto.baseIngresos ?? rige.base,
          diasSuspension: dto.diasSuspensionCausacion ?? rige.diasSuspension,
        };
        // Sin fecha, lo mismo que ya rige hoy no es un cambio: guardar la pantalla no borra lo programado. Con fecha,
        // lo elegido reemplaza lo de ese día y lo programado para después.
        const cambia = elegida.base !== rige.base || elegida.diasSuspension !== rige.diasSuspension;
        if (cambia || dto.vigenteDesde !== undefined)
          await consultasPoliticas.fijarVigencia(manager, { vigenteDesde, ...elegida });
      }
      const nuevo = await this.leer(manager, fila);
      const cambiados = (
        [
          'baseIngresos',
          'diasSuspensionCausacion',
          'vigenteDesde',
          'interesDiferidoNeto',
          'deterioroActivo',
          'porcentajesDeterioro',
        ] as const
      ).filter((campo) => dto[campo] !== undefined);
      await auditar(manager, contexto, 'Sistema', {
        accion: 'Actualizar políticas contables',
        detalles: `Políticas cambiadas: ${cambiados.join(', ') || 'ninguna'}${ingresos ? ` (rigen desde ${vigenteDesde})` : ''}`,
        datosAnteriores: anterior,
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
