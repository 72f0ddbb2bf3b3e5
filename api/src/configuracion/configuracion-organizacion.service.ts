import {
  ACCIONES_USURA,
  CODIGOS,
  ETIQUETAS_TIPO_CREDITO,
  MODALIDADES,
  TIPOS_AMORTIZACION,
  PERIODICIDADES_MORA,
  POLITICAS_CAJA_INSUFICIENTE,
  TIPOS_CREDITO,
  MENSAJES_CIERRE,
  MENSAJES_MORA,
  hoyBogota,
  tasaMoraEfectivaAnual,
  formatearFecha,
  horaEnteraATexto,
  type ConfiguracionOrganizacion,
} from '@cartera/dominio';
import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { auditar } from '../auditoria/auditar';
import { ErrorNegocio, errorValidacion } from '../common/errores';
import { aCentavos } from '../common/dinero';
import type { ContextoSolicitud } from '../common/usuario-actual.decorator';
import { CONFIGURACION } from '../config/configuracion.module';
import type { ConfiguracionResuelta } from '../config/configuracion';
import { deLista } from '../database/kysely';
import { consultasConfiguracion, type CambiosConfiguracion } from './configuracion-organizacion.consultas';
import type { ConfiguracionOrganizacionDto } from './configuracion-organizacion.dto';
import { contabilizarSaldoInicial } from '../mayor/contabilizar';

type Ajuste = Exclude<keyof ConfiguracionOrganizacion, 'updatedAt' | 'respaldosHoraPorDefecto' | 'moraDesde'>;

/** Un cambio de ajustes: cómo estaban, cómo quedaron y cuáles cambiaron. */
export interface CambioConfiguracion {
  anterior: ConfiguracionOrganizacion;
  nuevo: ConfiguracionOrganizacion;
  cambiados: Ajuste[];
}

/** Los ajustes de la API, en el orden en que el registro de auditoría nombra los cambiados. */
const AJUSTES: readonly Ajuste[] = [
  'saldoInicialCaja',
  'fechaSaldoInicial',
  'nombreEmpresa',
  'telefonoEmpresa',
  'recordatorioCuota',
  'avisoMora',
  'reciboCobro',
  'interesDefecto',
  'avisoEntregaCaja',
  'entregaCajaHora',
  'respaldosHora',
  'tipoCreditoDefecto',
  'cuotasDefecto',
  'modalidadDefecto',
  'tipoAmortizacionDefecto',
  'usuraAccion',
  'distanciaFueraDeSitioMetros',
  'diasAtrasFechas',
  'diasAtrasAvisoPrevio',
  'moraActiva',
  'moraTasa',
  'moraPeriodicidad',
  'moraDiasGracia',
  'cajaInsuficiente',
];

/** Campo JSON → columna: lo que trae el dto (lo ausente queda `undefined` y no se escribe). */
function columnas(dto: ConfiguracionOrganizacionDto): CambiosConfiguracion {
  return {
    saldo_inicial_caja: dto.saldoInicialCaja,
    fecha_saldo_inicial: dto.fechaSaldoInicial,
    nombre_empresa: dto.nombreEmpresa,
    telefono_empresa: dto.telefonoEmpresa,
    recordatorio_cuota: dto.recordatorioCuota,
    aviso_mora: dto.avisoMora,
    recibo_cobro: dto.reciboCobro,
    interes_defecto: dto.interesDefecto,
    aviso_entrega_caja: dto.avisoEntregaCaja,
    entrega_caja_hora: dto.entregaCajaHora,
    respaldos_hora: dto.respaldosHora,
    tipo_credito_defecto: dto.tipoCreditoDefecto,
    cuotas_defecto: dto.cuotasDefecto,
    modalidad_defecto: dto.modalidadDefecto,
    tipo_amortizacion_defecto: dto.tipoAmortizacionDefecto,
    usura_accion: dto.usuraAccion,
    distancia_fuera_de_sitio_metros: dto.distanciaFueraDeSitioMetros,
    dias_atras_fechas: dto.diasAtrasFechas,
    dias_atras_aviso_previo: dto.diasAtrasAvisoPrevio,
    mora_activa: dto.moraActiva,
    mora_tasa: dto.moraTasa,
    mora_periodicidad: dto.moraPeriodicidad,
    mora_dias_gracia: dto.moraDiasGracia,
    caja_insuficiente: dto.cajaInsuficiente,
  };
}

type Fila = Awaited<ReturnType<typeof consultasConfiguracion.leer>>;

function aJson(fila: Fila, respaldosHoraPorDefecto: string): ConfiguracionOrganizacion {
  return {
    saldoInicialCaja: Number(fila.saldo_inicial_caja),
    fechaSaldoInicial: fila.fecha_saldo_inicial,
    nombreEmpresa: fila.nombre_empresa,
    telefonoEmpresa: fila.telefono_empresa,
    recordatorioCuota: fila.recordatorio_cuota,
    avisoMora: fila.aviso_mora,
    reciboCobro: fila.recibo_cobro,
    interesDefecto: Number(fila.interes_defecto),
    avisoEntregaCaja: fila.aviso_entrega_caja,
    entregaCajaHora: fila.entrega_caja_hora,
    respaldosHora: fila.respaldos_hora,
    respaldosHoraPorDefecto,
    tipoCreditoDefecto: deLista(TIPOS_CREDITO, fila.tipo_credito_defecto, 'configuracion_organizacion.tipo_credito_defecto'),
    cuotasDefecto: fila.cuotas_defecto,
    modalidadDefecto: deLista(MODALIDADES, fila.modalidad_defecto, 'configuracion_organizacion.modalidad_defecto'),
    tipoAmortizacionDefecto: deLista(
      TIPOS_AMORTIZACION,
      fila.tipo_amortizacion_defecto,
      'configuracion_organizacion.tipo_amortizacion_defecto',
    ),
    usuraAccion: deLista(ACCIONES_USURA, fila.usura_accion, 'configuracion_organizacion.usura_accion'),
    distanciaFueraDeSitioMetros: fila.distancia_fuera_de_sitio_metros,
    diasAtrasFechas: fila.dias_atras_fechas,
    diasAtrasAvisoPrevio: fila.dias_atras_aviso_previo,
    moraActiva: fila.mora_activa,
    moraTasa: fila.mora_tasa === null ? null : Number(fila.mora_tasa),
    moraPeriodicidad: deLista(PERIODICIDADES_MORA, fila.mora_periodicidad, 'configuracion_organizacion.mora_periodicidad'),
    moraDiasGracia: fila.mora_dias_gracia,
    moraDesde: fila.mora_desde,
    cajaInsuficiente: deLista(
      POLITICAS_CAJA_INSUFICIENTE,
      fila.caja_insuficiente,
      'configuracion_organizacion.caja_insuficiente',
    ),
    updatedAt: fila.updated_at.toISOString(),
  };
}

@Injectable()
export class ConfiguracionOrganizacionService {
  /** La hora de RESPALDOS_HORA, la del respaldo diario mientras la organización no elija otra. */
  private readonly respaldosHoraPorDefecto: string;

  constructor(
    private readonly dataSource: DataSource,
    @Inject(CONFIGURACION) config: ConfiguracionResuelta,
  ) {
    this.respaldosHoraPorDefecto = horaEnteraATexto(config.respaldos.hora);
  }

  async obtener(manager: EntityManager = this.dataSource.manager): Promise<ConfiguracionOrganizacion> {
    return aJson(await consultasConfiguracion.leer(manager), this.respaldosHoraPorDefecto);
  }

  actualizar(dto: ConfiguracionOrganizacionDto, contexto: ContextoSolicitud): Promise<ConfiguracionOrganizacion> {
    return this.dataSource.transaction(async (manager) => {
      const { anterior, nuevo, cambiados } = await this.actualizarEn(manager, dto, contexto.actor.id);
      await auditar(manager, contexto, 'Sistema', {
        accion: 'Actualizar configuración de la organización',
        detalles: `Ajustes cambiados: ${cambiados.join(', ') || 'ninguno'}`,
        datosAnteriores: anterior,
        datosNuevos: nuevo,
      });
      return nuevo;
    });
  }

  /**
   * La mora activa necesita tasa, y esa tasa (en efectiva anual) nunca pasa la de usura certificada hoy para el tipo de
   * crédito por defecto; sin tasa certificada para hoy no se puede activar (422, con las dos tasas).
   */
  private async validarMora(
    manager: EntityManager,
    anterior: ConfiguracionOrganizacion,
    dto: ConfiguracionOrganizacionDto,
  ): Promise<void> {
    const activa = dto.moraActiva ?? anterior.moraActiva;
    if (!activa) return;
    const tasa = dto.moraTasa !== undefined ? dto.moraTasa : anterior.moraTasa;
    if (tasa === null) throw errorValidacion({ moraTasa: [MENSAJES_MORA.tasaRequerida] });
    const periodicidad = dto.moraPeriodicidad ?? anterior.moraPeriodicidad;
    const tipo = dto.tipoCreditoDefecto ?? anterior.tipoCreditoDefecto;
    const usura = await consultasConfiguracion.tasaUsura(manager, tipo, hoyBogota());
    if (usura === undefined) {
      const mensaje = MENSAJES_MORA.sinTasaUsura(ETIQUETAS_TIPO_CREDITO[tipo]);
      throw new ErrorNegocio(CODIGOS.moraSobreUsura, mensaje, 422, { moraTasa: [mensaje] });
    }
    const tasaEA = tasaMoraEfectivaAnual(tasa, periodicidad);
    if (Math.round(tasaEA * 100) > Math.round(Number(usura) * 100)) {
      const formato = (n: number) => n.toLocaleString('es-CO', { maximumFractionDigits: 2 });
      const mensaje = MENSAJES_MORA.sobreUsura(formato(tasaEA), formato(Number(usura)));
      throw new ErrorNegocio(CODIGOS.moraSobreUsura, mensaje, 422, { moraTasa: [mensaje] });
    }
  }

  /** Escribe los ajustes que trae `dto` en la transacción recibida (bloquea la fila): antes, después y cuáles. */
  async actualizarEn(
    manager: EntityManager,
    dto: ConfiguracionOrganizacionDto,
    registradoPor: string | null = null,
  ): Promise<CambioConfiguracion> {
    // El candado es el mismo que toma el cierre de periodos (CierreService.cambiar): cerrar y cambiar el saldo inicial
    // no se cruzan.
    const { cerrado_hasta: cerradoHasta, ...fila } = await consultasConfiguracion.leerParaCambiar(manager);
    const anterior = aJson(fila, this.respaldosHoraPorDefecto);
    // El saldo inicial y su fecha entran en el saldo de cada día desde esa fecha: con un mes cerrado, cambiarlos
    // reescribiría el saldo de los meses cerrados (docs/libro.md, «Cierre de periodos»).
    const saldoCambia =
      (dto.saldoInicialCaja !== undefined && aCentavos(dto.saldoInicialCaja) !== aCentavos(anterior.saldoInicialCaja)) ||
      (dto.fechaSaldoInicial !== undefined && dto.fechaSaldoInicial !== anterior.fechaSaldoInicial);
    if (saldoCambia && cerradoHasta !== null) {
      throw new ErrorNegocio(CODIGOS.periodoCerrado, MENSAJES_CIERRE.saldoInicialCerrado(formatearFecha(cerradoHasta)), 422);
    }
    const cambiados = AJUSTES.filter((ajuste) => dto[ajuste] !== undefined);
    await this.validarMora(manager, anterior, dto);
    // La mora se causa desde el día en que se activa (nunca hacia atrás); desactivarla y volver a activarla empieza de
    // nuevo ese día.
    const activaLaMora = dto.moraActiva === true && !anterior.moraActiva;
    const nueva = await consultasConfiguracion.escribir(manager, {
      ...columnas(dto),
      ...(activaLaMora ? { mora_desde: hoyBogota() } : {}),
    });
    // El saldo inicial es el comprobante de apertura del libro mayor.
    if (saldoCambia) await contabilizarSaldoInicial(manager, registradoPor);
    return { anterior, nuevo: aJson(nueva, this.respaldosHoraPorDefecto), cambiados };
  }
}
