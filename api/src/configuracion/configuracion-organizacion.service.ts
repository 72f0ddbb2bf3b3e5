import {
  CODIGOS,
  ETIQUETAS_TIPO_CREDITO,
  MENSAJES_CIERRE,
  MENSAJES_MORA,
  hoyBogota,
  tasaMoraEfectivaAnual,
  type PeriodicidadMora,
  formatearFecha,
  horaEnteraATexto,
  type AccionUsura,
  type ConfiguracionOrganizacion,
  type PoliticaCajaInsuficiente,
  type TipoCredito,
} from '@cartera/dominio';
import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { auditar } from '../auditoria/auditar';
import { ErrorNegocio, errorValidacion } from '../common/errores';
import { aCentavos } from '../cartera/dinero';
import type { ContextoSolicitud } from '../common/usuario-actual.decorator';
import { CONFIGURACION } from '../config/configuracion.module';
import type { ConfiguracionResuelta } from '../config/configuracion';
import type { ConfiguracionOrganizacionDto } from './configuracion-organizacion.dto';
import { contabilizarSaldoInicial } from '../contabilidad/mayor/contabilizar';

type Ajuste = Exclude<keyof ConfiguracionOrganizacion, 'updatedAt' | 'respaldosHoraPorDefecto' | 'moraDesde'>;

/** Un cambio de ajustes: cómo estaban, cómo quedaron y cuáles cambiaron. */
export interface CambioConfiguracion {
  anterior: ConfiguracionOrganizacion;
  nuevo: ConfiguracionOrganizacion;
  cambiados: Ajuste[];
}

/** Campo JSON → columna y el tipo SQL con que se escribe. */
const COLUMNAS: Record<Ajuste, { columna: string; tipo: string }> = {
  saldoInicialCaja: { columna: 'saldo_inicial_caja', tipo: 'numeric' },
  fechaSaldoInicial: { columna: 'fecha_saldo_inicial', tipo: 'date' },
  nombreEmpresa: { columna: 'nombre_empresa', tipo: 'text' },
  telefonoEmpresa: { columna: 'telefono_empresa', tipo: 'text' },
  recordatorioCuota: { columna: 'recordatorio_cuota', tipo: 'boolean' },
  avisoMora: { columna: 'aviso_mora', tipo: 'boolean' },
  reciboCobro: { columna: 'recibo_cobro', tipo: 'boolean' },
  interesDefecto: { columna: 'interes_defecto', tipo: 'numeric' },
  avisoEntregaCaja: { columna: 'aviso_entrega_caja', tipo: 'boolean' },
  entregaCajaHora: { columna: 'entrega_caja_hora', tipo: 'text' },
  respaldosHora: { columna: 'respaldos_hora', tipo: 'text' },
  tipoCreditoDefecto: { columna: 'tipo_credito_defecto', tipo: 'text' },
  usuraAccion: { columna: 'usura_accion', tipo: 'text' },
  distanciaFueraDeSitioMetros: { columna: 'distancia_fuera_de_sitio_metros', tipo: 'integer' },
  diasAtrasFechas: { columna: 'dias_atras_fechas', tipo: 'integer' },
  diasAtrasAvisoPrevio: { columna: 'dias_atras_aviso_previo', tipo: 'integer' },
  moraActiva: { columna: 'mora_activa', tipo: 'boolean' },
  moraTasa: { columna: 'mora_tasa', tipo: 'numeric' },
  moraPeriodicidad: { columna: 'mora_periodicidad', tipo: 'text' },
  moraDiasGracia: { columna: 'mora_dias_gracia', tipo: 'integer' },
  cajaInsuficiente: { columna: 'caja_insuficiente', tipo: 'text' },
};
const AJUSTES = Object.keys(COLUMNAS) as Ajuste[];

const SELECCION = `saldo_inicial_caja, fecha_saldo_inicial::text, nombre_empresa, telefono_empresa,
  recordatorio_cuota, aviso_mora, recibo_cobro, interes_defecto, aviso_entrega_caja, entrega_caja_hora,
  respaldos_hora, tipo_credito_defecto, usura_accion, distancia_fuera_de_sitio_metros, dias_atras_fechas, dias_atras_aviso_previo,
  mora_activa, mora_tasa,
  mora_periodicidad, mora_dias_gracia, mora_desde::text, caja_insuficiente, updated_at`;

interface Fila {
  saldo_inicial_caja: string;
  fecha_saldo_inicial: string | null;
  nombre_empresa: string;
  telefono_empresa: string | null;
  recordatorio_cuota: boolean;
  aviso_mora: boolean;
  recibo_cobro: boolean;
  interes_defecto: string;
  aviso_entrega_caja: boolean;
  entrega_caja_hora: string;
  respaldos_hora: string | null;
  tipo_credito_defecto: TipoCredito;
  usura_accion: AccionUsura;
  distancia_fuera_de_sitio_metros: number;
  dias_atras_fechas: number;
  dias_atras_aviso_previo: number;
  mora_activa: boolean;
  mora_tasa: string | null;
  mora_periodicidad: PeriodicidadMora;
  mora_dias_gracia: number;
  mora_desde: string | null;
  caja_insuficiente: PoliticaCajaInsuficiente;
  updated_at: Date;
}

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
    tipoCreditoDefecto: fila.tipo_credito_defecto,
    usuraAccion: fila.usura_accion,
    distanciaFueraDeSitioMetros: fila.distancia_fuera_de_sitio_metros,
    diasAtrasFechas: fila.dias_atras_fechas,
    diasAtrasAvisoPrevio: fila.dias_atras_aviso_previo,
    moraActiva: fila.mora_activa,
    moraTasa: fila.mora_tasa === null ? null : Number(fila.mora_tasa),
    moraPeriodicidad: fila.mora_periodicidad,
    moraDiasGracia: fila.mora_dias_gracia,
    moraDesde: fila.mora_desde,
    cajaInsuficiente: fila.caja_insuficiente,
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
    const [fila]: Fila[] = await manager.query(`SELECT ${SELECCION} FROM configuracion_organizacion WHERE id = 1`);
    return aJson(fila, this.respaldosHoraPorDefecto);
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
  private async validarMora(manager: EntityManager, anterior: Fila, dto: ConfiguracionOrganizacionDto): Promise<void> {
    const activa = dto.moraActiva ?? anterior.mora_activa;
    if (!activa) return;
    const tasa = dto.moraTasa !== undefined ? dto.moraTasa : anterior.mora_tasa === null ? null : Number(anterior.mora_tasa);
    if (tasa === null) throw errorValidacion({ moraTasa: [MENSAJES_MORA.tasaRequerida] });
    const periodicidad = dto.moraPeriodicidad ?? anterior.mora_periodicidad;
    const tipo = dto.tipoCreditoDefecto ?? anterior.tipo_credito_defecto;
    const [vigente]: Array<{ tasa: string }> = await manager.query(
      `SELECT tasa FROM tasas_usura WHERE tipo_credito = $1 AND $2::date BETWEEN desde AND hasta ORDER BY desde DESC LIMIT 1`,
      [tipo, hoyBogota()],
    );
    if (!vigente) {
      const mensaje = MENSAJES_MORA.sinTasaUsura(ETIQUETAS_TIPO_CREDITO[tipo]);
      throw new ErrorNegocio(CODIGOS.moraSobreUsura, mensaje, 422, { moraTasa: [mensaje] });
    }
    const tasaEA = tasaMoraEfectivaAnual(tasa, periodicidad);
    if (Math.round(tasaEA * 100) > Math.round(Number(vigente.tasa) * 100)) {
      const formato = (n: number) => n.toLocaleString('es-CO', { maximumFractionDigits: 2 });
      const mensaje = MENSAJES_MORA.sobreUsura(formato(tasaEA), formato(Number(vigente.tasa)));
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
    const [anterior]: Array<Fila & { cerrado_hasta: string | null }> = await manager.query(
      `SELECT ${SELECCION}, cerrado_hasta::text AS cerrado_hasta FROM configuracion_organizacion WHERE id = 1 FOR UPDATE`,
    );
    // El saldo inicial y su fecha entran en el saldo de cada día desde esa fecha: con un mes cerrado, cambiarlos
    // reescribiría el saldo de los meses cerrados (docs/libro.md, «Cierre de periodos»).
    const saldoCambia =
      (dto.saldoInicialCaja !== undefined && aCentavos(dto.saldoInicialCaja) !== aCentavos(Number(anterior.saldo_inicial_caja))) ||
      (dto.fechaSaldoInicial !== undefined && dto.fechaSaldoInicial !== anterior.fecha_saldo_inicial);
    if (saldoCambia && anterior.cerrado_hasta !== null) {
      throw new ErrorNegocio(CODIGOS.periodoCerrado, MENSAJES_CIERRE.saldoInicialCerrado(formatearFecha(anterior.cerrado_hasta)), 422);
    }
    const cambiados = AJUSTES.filter((ajuste) => dto[ajuste] !== undefined);
    await this.validarMora(manager, anterior, dto);
    const asignaciones = cambiados.map(
      (ajuste, i) => `${COLUMNAS[ajuste].columna} = $${i + 1}::${COLUMNAS[ajuste].tipo}`,
    );
    // La mora se causa desde el día en que se activa (nunca hacia atrás); desactivarla y volver a activarla empieza de
    // nuevo ese día.
    const activaLaMora = dto.moraActiva === true && !anterior.mora_activa;
    // UPDATE … RETURNING: TypeORM devuelve [filas, cantidad].
    const [[fila]]: [Fila[], number] = await manager.query(
      `UPDATE configuracion_organizacion SET ${[
        ...asignaciones,
        ...(activaLaMora ? [`mora_desde = $${cambiados.length + 1}::date`] : []),
        'updated_at = now()',
      ].join(', ')}
       WHERE id = 1 RETURNING ${SELECCION}`,
      [...cambiados.map((ajuste) => dto[ajuste]), ...(activaLaMora ? [hoyBogota()] : [])],
    );
    // El saldo inicial es el comprobante de apertura del libro mayor.
    if (saldoCambia) await contabilizarSaldoInicial(manager, registradoPor);
    return {
      anterior: aJson(anterior, this.respaldosHoraPorDefecto),
      nuevo: aJson(fila, this.respaldosHoraPorDefecto),
      cambiados,
    };
  }
}
