import { Injectable } from '@nestjs/common';
import {
  ACCIONES_USURA,
  CODIGOS,
  ESTADOS_PRESTAMO_ABIERTO,
  TIPOS_CREDITO,
  ETIQUETAS_TIPO_CREDITO,
  MENSAJES_USURA,
  formatearFecha,
  formatearNumero,
  interesMaximoBajoUsura,
  periodosSeCruzan,
  superaUsura,
  tasaEfectivaDelPlan,
  calcularPlan,
  type AccionUsura,
  type PrestamoSobreUsura,
  type ReferenciaTasaUsura,
  type TasaUsura,
  type TerminosPrestamo,
  type TipoCredito,
} from '@cartera/dominio';
import { DataSource, type EntityManager } from 'typeorm';
import { auditar } from '../auditoria/auditar';
import { ErrorNegocio, conflicto, noEncontrado } from '../common/errores';
import { csvConBom } from '../common/exportes';
import { deLista } from '../database/kysely';
import type { ContextoSolicitud } from '../common/usuario-actual.decorator';
import type { TasaUsuraDto } from './tasas-usura.dto';
import { consultasUsura, type TasaEscrita } from './usura.consultas';
import { prestamoSobreUsuraAJson, tasaUsuraAJson } from './usura.sql';

/** Dónde queda un préstamo (o unos términos) frente a la tasa de usura de su tipo y fecha. */
export interface EvaluacionUsura {
  tasaEfectivaAnual: number | null;
  tipoCredito: TipoCredito;
  tasaUsura: ReferenciaTasaUsura | null;
  superaUsura: boolean;
  /** El interés plano más alto que no supera la tasa con esos términos; null sin tasa registrada. */
  interesMaximoUsura: number | null;
}

export const ENCABEZADOS_CSV_USURA = [
  'Número',
  'Cliente',
  'Fecha',
  'Tipo de crédito',
  'Interés (% total)',
  'Cuotas',
  'Tasa efectiva anual (% EA)',
  'Tasa de usura (% EA)',
  'Vigente desde',
  'Vigente hasta',
  'Saldo pendiente',
] as const;

function tasaEscrita(dto: TasaUsuraDto): TasaEscrita {
  return { tipo_credito: dto.tipoCredito, tasa: dto.tasa, desde: dto.desde, hasta: dto.hasta, resolucion: dto.resolucion.trim() };
}

const decimal = (valor: number) => formatearNumero(valor, 2).replace(/\./g, '');

/**
 * Tasas de usura certificadas (Configuración) y la regla de usura de los préstamos: qué tasa rige un tipo y una fecha,
 * si un préstamo la supera, qué hacer según la organización (avisar o rechazar) y el reporte de los que la superan.
 */
@Injectable()
export class UsuraService {
  constructor(private readonly dataSource: DataSource) {}

  async listar(): Promise<TasaUsura[]> {
    return (await consultasUsura.todas(this.dataSource.manager)).map(tasaUsuraAJson);
  }

  crear(dto: TasaUsuraDto, contexto: ContextoSolicitud): Promise<TasaUsura> {
    return this.dataSource.transaction(async (manager) => {
      await this.validarPeriodo(manager, dto, null);
      const creada = tasaUsuraAJson(await consultasUsura.insertar(manager, tasaEscrita(dto)));
      await auditar(manager, contexto, 'Sistema', {
        accion: 'Registrar tasa de usura',
        detalles: this.describir(creada),
        datosNuevos: { ...creada },
      });
      return creada;
    });
  }

  actualizar(id: string, dto: TasaUsuraDto, contexto: ContextoSolicitud): Promise<TasaUsura> {
    return this.dataSource.transaction(async (manager) => {
      const anterior = await this.bloquear(manager, id);
      await this.validarPeriodo(manager, dto, id);
      const nueva = tasaUsuraAJson(await consultasUsura.actualizar(manager, id, tasaEscrita(dto)));
      await auditar(manager, contexto, 'Sistema', {
        accion: 'Actualizar tasa de usura',
        detalles: this.describir(nueva),
        datosAnteriores: { ...anterior },
        datosNuevos: { ...nueva },
      });
      return nueva;
    });
  }

  eliminar(id: string, contexto: ContextoSolicitud): Promise<TasaUsura> {
    return this.dataSource.transaction(async (manager) => {
      const anterior = await this.bloquear(manager, id);
      await consultasUsura.borrar(manager, id);
      await auditar(manager, contexto, 'Sistema', {
        accion: 'Eliminar tasa de usura',
        detalles: this.describir(anterior),
        datosAnteriores: { ...anterior },
      });
      return anterior;
    });
  }

  private describir(tasa: TasaUsura): string {
    return (
      `${ETIQUETAS_TIPO_CREDITO[tasa.tipoCredito]}: ${decimal(tasa.tasa)} % EA del ${formatearFecha(tasa.desde)} al ` +
      `${formatearFecha(tasa.hasta)} (resolución ${tasa.resolucion})`
    );
  }

  private async bloquear(manager: EntityManager, id: string): Promise<TasaUsura> {
    const fila = await consultasUsura.bloquear(manager, id);
    if (!fila) throw noEncontrado(MENSAJES_USURA.noEncontrada);
    return tasaUsuraAJson(fila);
  }

  /** Un tipo de crédito tiene una sola tasa por día: 409 si el periodo se cruza con otro del mismo tipo. */
  private async validarPeriodo(manager: EntityManager, dto: TasaUsuraDto, id: string | null): Promise<void> {
    // Dos altas a la vez no pueden dejar periodos cruzados: la comprobación y la escritura van bajo el candado.
    await consultasUsura.bloquearTabla(manager);
    const fila = await consultasUsura.solapada(manager, dto.tipoCredito, dto.desde, dto.hasta, id);
    const otra = fila ? tasaUsuraAJson(fila) : null;
    if (otra && periodosSeCruzan(otra, dto)) throw conflicto(CODIGOS.tasaUsuraSolapada, MENSAJES_USURA.solapada(otra));
  }

  /** La tasa de `tipoCredito` vigente en `fecha`, o null. */
  async tasaVigente(manager: EntityManager, tipoCredito: TipoCredito, fecha: string): Promise<ReferenciaTasaUsura | null> {
    const fila = await consultasUsura.vigente(manager, tipoCredito, fecha);
    return fila ? { tasa: Number(fila.tasa), desde: fila.desde, hasta: fila.hasta } : null;
  }

  /**
   * La evaluación de unos términos: su EA (o la guardada, `tasaEfectivaAnual`), la tasa de su tipo en `fecha` (la del
   * desembolso) y, si hay tasa, el interés más alto que no la supera.
   */
  async evaluar(
    manager: EntityManager,
    terminos: TerminosPrestamo,
    tipoCredito: TipoCredito,
    fecha: string,
    tasaEfectivaAnual?: number | null,
  ): Promise<EvaluacionUsura> {
    const ea =
      tasaEfectivaAnual !== undefined ? tasaEfectivaAnual : tasaEfectivaDelPlan(calcularPlan(terminos), terminos.fechaInicio);
    const tasaUsura = await this.tasaVigente(manager, tipoCredito, fecha);
    return {
      tasaEfectivaAnual: ea,
      tipoCredito,
      tasaUsura,
      superaUsura: superaUsura(ea, tasaUsura),
      interesMaximoUsura: tasaUsura ? interesMaximoBajoUsura(terminos, tasaUsura.tasa) : null,
    };
  }

  /** Qué hace la organización con un préstamo sobre la usura. */
  async accion(manager: EntityManager): Promise<AccionUsura> {
    const fila = await consultasUsura.organizacion(manager);
    return fila ? deLista(ACCIONES_USURA, fila.usura_accion, 'configuracion_organizacion.usura_accion') : 'avisar';
  }

  /** El tipo de crédito de un préstamo nuevo que no trae uno. */
  async tipoCreditoDefecto(manager: EntityManager): Promise<TipoCredito> {
    const fila = await consultasUsura.organizacion(manager);
    if (!fila) throw new Error('configuracion_organizacion sin su fila');
    return deLista(TIPOS_CREDITO, fila.tipo_credito_defecto, 'configuracion_organizacion.tipo_credito_defecto');
  }

  /**
   * La regla al desembolsar (alta de un administrador o gerente, aprobación de una solicitud, el préstamo nuevo de un
   * reenganche) o al solicitar (un cobrador): bajo la tasa, nada. Sobre ella, con `rechazar`, 422 PRESTAMO_SUPERA_USURA siempre; con `avisar`, quien
   * desembolsa debe enviar `confirmarUsura: true` (422 CONFIRMACION_USURA_REQUERIDA si no) y una solicitud pasa sin
   * confirmar: la confirma quien la aprueba. Devuelve true cuando el préstamo sigue con una confirmación (auditarla).
   */
  async exigir(
    manager: EntityManager,
    evaluacion: EvaluacionUsura,
    { confirmada, desembolsa }: { confirmada: boolean | undefined; desembolsa: boolean },
  ): Promise<boolean> {
    if (!evaluacion.superaUsura || !evaluacion.tasaUsura || evaluacion.tasaEfectivaAnual === null) return false;
    const mensaje = MENSAJES_USURA.supera({
      tasaEfectivaAnual: evaluacion.tasaEfectivaAnual,
      tipoCredito: evaluacion.tipoCredito,
      tasaUsura: evaluacion.tasaUsura,
      interesMaximo: evaluacion.interesMaximoUsura ?? 0,
    });
    if ((await this.accion(manager)) === 'rechazar') {
      throw new ErrorNegocio(CODIGOS.prestamoSuperaUsura, `${mensaje} ${MENSAJES_USURA.rechazado}`, 422);
    }
    if (!desembolsa) return false;
    if (confirmada !== true) {
      throw new ErrorNegocio(CODIGOS.confirmacionUsuraRequerida, `${mensaje} ${MENSAJES_USURA.confirmar}`, 422);
    }
    return true;
  }

  /** El evento de auditoría de quien confirmó desembolsar el préstamo `numero` sobre la tasa de usura. */
  static auditarConfirmacion(
    manager: EntityManager,
    contexto: ContextoSolicitud,
    prestamo: { id: string; numero: number | string },
    evaluacion: EvaluacionUsura,
  ): Promise<void> {
    return auditar(manager, contexto, 'Préstamos', {
      accion: 'Confirmar préstamo sobre la tasa de usura',
      tipo: 'warning',
      detalles:
        `Préstamo #${prestamo.numero}: ${evaluacion.tasaEfectivaAnual} % EA sobre la tasa de usura de ` +
        `${evaluacion.tasaUsura?.tasa} % EA`,
      datosNuevos: { prestamo: prestamo.id, ...UsuraService.detalleConfirmacion(evaluacion) },
    });
  }

  /** Lo que la auditoría guarda de una confirmación de usura. */
  static detalleConfirmacion(evaluacion: EvaluacionUsura): Record<string, unknown> {
    return {
      tipoCredito: evaluacion.tipoCredito,
      tasaEfectivaAnual: evaluacion.tasaEfectivaAnual,
      tasaUsura: evaluacion.tasaUsura,
      interesMaximoUsura: evaluacion.interesMaximoUsura,
    };
  }

  /** Reporte «Préstamos sobre la tasa de usura»: los abiertos cuya EA supera la tasa de su tipo en su fecha. */
  async sobreUsura(): Promise<PrestamoSobreUsura[]> {
    return (await consultasUsura.sobreUsura(this.dataSource.manager, ESTADOS_PRESTAMO_ABIERTO)).map(prestamoSobreUsuraAJson);
  }

  /** El mismo reporte en CSV (UTF-8 con BOM, ';', decimales con coma para Excel es-CO). */
  async exportarCsv(): Promise<Buffer> {
    const filas = await this.sobreUsura();
    return csvConBom([
      ENCABEZADOS_CSV_USURA,
      ...filas.map((f) => [
        f.numero,
        f.cliente,
        formatearFecha(f.fecha),
        ETIQUETAS_TIPO_CREDITO[f.tipoCredito],
        decimal(f.interes),
        f.cuotas,
        decimal(f.tasaEfectivaAnual),
        decimal(f.tasaUsura.tasa),
        formatearFecha(f.tasaUsura.desde),
        formatearFecha(f.tasaUsura.hasta),
        f.saldoPendiente,
      ]),
    ]);
  }
}
