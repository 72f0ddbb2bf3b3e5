import { Inject, Injectable } from '@nestjs/common';
import {
  CODIGOS,
  ETIQUETAS_CATEGORIA_GASTO,
  ETIQUETAS_DIFERENCIA_ENTREGA,
  MENSAJES_CAJA,
  diferenciaDias,
  diferenciaEntrega,
  errorAbonoFaltante,
  errorFechaAbono,
  errorFechaRegistro,
  esperadoEntrega,
  estadoGastoNuevo,
  exigeFotoGasto,
  formatearCOP,
  formatearFecha,
  hoyBogota,
  movimientoDiferencia,
  sumarDias,
  type CajaCobrador,
  type EntregaCaja,
  type FilaReporteCaja,
  type FotoGasto,
  type GastoCobrador,
  type LimitesGastos,
  type ReporteCaja,
} from '@cartera/dominio';
import { DataSource, type EntityManager } from 'typeorm';
import { auditar } from '../auditoria/auditar';
import {
  contabilizarEntrega,
  contabilizarGasto,
  deudaCobrador,
  reversarGasto,
} from '../contabilidad/mayor/contabilizar';
import { ErrorNegocio, errorValidacion, noEncontrado } from '../common/errores';
import { metaPagina } from '../common/paginacion';
import { Pagina } from '../common/respuesta';
import type { ContextoSolicitud } from '../common/usuario-actual.decorator';
import { esCobrador } from '../cartera/acceso';
import { validarFechaEnVentana } from '../cartera/ventana-fechas';
import { aCentavos, aPesos } from '../cartera/dinero';
import { aDataUrl, leerFoto } from '../clientes/fotos';
import { CONFIGURACION } from '../config/configuracion.module';
import type { ConfiguracionResuelta } from '../config/configuracion';
import type { Usuario } from '../usuarios/entities/usuario.entity';
import { consultasCaja, type FilaEntrega, type FiltroCaja } from './caja.consultas';
import { consultasGastos, type FilaGasto } from './caja-gastos.consultas';
import { consultasEnPoder } from './caja-en-poder.consultas';
import { tomarSaldoInicial } from './saldo-inicial-caja.consultas';
import type {
  AbonoFaltanteDto,
  ConfirmarEntregaDto,
  ConsultaEntregasDto,
  ConsultaGastosDto,
  ConsultaReporteCajaDto,
  CrearEntregaDto,
  CrearGastoDto,
  LimitesGastosDto,
  RechazarGastoDto,
} from './dto/caja.dto';

export const MENSAJES_CAJA_API = {
  gastoNoEncontrado: 'Gasto no encontrado',
  entregaNoEncontrada: 'Entrega de caja no encontrada',
  cobradorNoEncontrado: 'Cobrador no encontrado',
  gastoYaRechazado: 'El gasto ya fue rechazado',
  gastoNoPendiente: 'El gasto ya está aceptado: no espera aprobación',
  aprobadorEsRegistrante:
    'Usted registró este gasto: no puede aprobarlo. Otro gerente o administrador debe revisarlo y aprobarlo o rechazarlo',
  entregaNegativa: (cobros: number, gastos: number) =>
    `Sus gastos sin entregar (${formatearCOP(gastos)}) superan sus cobros (${formatearCOP(cobros)}): una entrega no ` +
    'puede esperar un monto negativo. Entregue cuando sus cobros cubran esos gastos, o pida a la oficina que revise ' +
    'los gastos que no correspondan',
  confirmarNegativa: (numero: number, esperado: number) =>
    `Lo esperado de la entrega #${numero} es negativo (${formatearCOP(esperado)}): no se confirma ni se asienta como ` +
    'sobrante. Rechace los gastos de esa entrega que no correspondan hasta que lo esperado sea 0 o más',
  gastoEntregado:
    'El gasto ya es parte de una entrega confirmada: no se rechaza (una corrección se registra como movimiento de caja)',
  entregaYaConfirmada: 'La entrega ya fue confirmada: no se modifica (una corrección se registra como movimiento de caja)',
  nadaPorEntregar: 'No tiene cobros ni gastos por entregar',
  fechaEntregada: (fecha: string) =>
    `La fecha del gasto no puede ser anterior a su última entrega de caja confirmada (${formatearFecha(fecha)})`,
  rangoInvertido: 'La fecha final no puede ser anterior a la inicial',
  rangoLargo: (dias: number) => `El rango no puede superar ${dias} días`,
  sinFoto: 'El gasto no tiene foto del recibo',
} as const;

/** Días máximos del reporte de caja. */
export const DIAS_MAXIMOS_REPORTE_CAJA = 366;

function entregaAJson(fila: FilaEntrega): EntregaCaja {
  const esperado = Number(fila.esperado);
  const contado = fila.monto_recibido === null ? Number(fila.monto_entregado) : Number(fila.monto_recibido);
  return {
    _id: fila.id,
    numero: Number(fila.numero),
    cobrador: { _id: fila.cobrador_id, nombre: fila.cobrador_nombre },
    estado: fila.estado,
    fecha: fila.fecha,
    fechaConfirmacion: fila.fecha_confirmacion,
    cobros: Number(fila.cobros),
    cantidadCobros: fila.cantidad_cobros,
    gastos: Number(fila.gastos),
    esperado,
    montoEntregado: Number(fila.monto_entregado),
    montoRecibido: fila.monto_recibido === null ? null : Number(fila.monto_recibido),
    diferencia: diferenciaEntrega(esperado, contado),
    observaciones: fila.observaciones,
    confirmadoPor: fila.confirmado_por ? { _id: fila.confirmado_por, nombre: fila.confirmado_nombre ?? '' } : null,
    abono: fila.abono,
    createdAt: fila.created_at.toISOString(),
  };
}

function gastoAJson(fila: FilaGasto): GastoCobrador {
  return {
    _id: fila.id,
    cobrador: { _id: fila.cobrador_id, nombre: fila.cobrador_nombre },
    fecha: fila.fecha,
    categoria: fila.categoria,
    monto: Number(fila.monto),
    concepto: fila.concepto,
    tieneFoto: fila.tiene_foto,
    estado: fila.estado,
    limitePasado: fila.limite_pasado,
    motivoRechazo: fila.motivo_rechazo,
    decididoPor: fila.decidido_por ? { _id: fila.decidido_por, nombre: fila.decidido_nombre ?? '' } : null,
    entrega: fila.entrega_id,
    createdAt: fila.created_at.toISOString(),
  };
}

/**
 * La caja de los cobradores (docs/decisiones/caja-de-cobradores.md): cuánto efectivo tiene cada uno, sus gastos, sus
 * entregas y su confirmación en la oficina. Un cobrador ve y registra sólo lo suyo; confirmar y rechazar es de
 * administrador y gerente. Toda escritura es una transacción auditada.
 */
@Injectable()
export class CajaService {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(CONFIGURACION) private readonly config: ConfiguracionResuelta,
  ) {}

  // ——— Límites de los gastos ———

  /** Los límites vigentes de los gastos (Configuración › Sistema) y los días atrás que un cobrador puede fechar. */
  async limites(manager: EntityManager = this.dataSource.manager): Promise<LimitesGastos> {
    const fila = await consultasGastos.limites(manager);
    return {
      gastoMaximo: Number(fila.gasto_maximo),
      gastosDiaMaximo: Number(fila.gastos_dia_maximo),
      fotoDesde: Number(fila.foto_desde),
      diasAtras: this.config.cobroRetroactivoDias,
      updatedAt: fila.updated_at.toISOString(),
    };
  }

  /** El administrador cambia los límites; rigen para los gastos que se registren desde ahora. Auditado. */
  guardarLimites(dto: LimitesGastosDto, contexto: ContextoSolicitud): Promise<LimitesGastos> {
    return this.dataSource.transaction(async (manager) => {
      await consultasGastos.bloquearLimites(manager);
      const anterior = await this.limites(manager);
      await consultasGastos.guardarLimites(manager, dto);
      const nuevo = await this.limites(manager);
      await auditar(manager, contexto, 'Sistema', {
        accion: 'Cambiar límites de gastos de cobradores',
        detalles:
          `Por gasto ${formatearCOP(nuevo.gastoMaximo)}, por cobrador y día ${formatearCOP(nuevo.gastosDiaMaximo)}, ` +
          `foto del recibo desde ${formatearCOP(nuevo.fotoDesde)}`,
        datosAnteriores: anterior,
        datosNuevos: nuevo,
      });
      return nuevo;
    });
  }

  /** El efectivo en poder de cada cobrador (un cobrador recibe sólo su fila). */
  async cobradores(actor: Usuario, manager: EntityManager = this.dataSource.manager): Promise<CajaCobrador[]> {
    const soloPropio = esCobrador(actor);
    const filas = await consultasEnPoder.cajas(manager, soloPropio ? actor.id : null);
    const pendientes = await this.entregasPendientes(manager, soloPropio ? actor.id : null);
    return filas.map((fila) => ({
      cobradorId: fila.id,
      nombre: fila.nombre,
      enPoder: Number(fila.cobros) + Number(fila.saldo_inicial) - Number(fila.gastos),
      cobros: Number(fila.cobros),
      cantidadCobros: Number(fila.cantidad_cobros),
      gastos: Number(fila.gastos),
      cantidadGastos: Number(fila.cantidad_gastos),
      entregaPendiente: pendientes.get(fila.id) ?? null,
      ultimaEntrega: fila.ultima,
      deuda: Number(fila.deuda),
    }));
  }

  private async entregasPendientes(manager: EntityManager, cobradorId: string | null): Promise<Map<string, EntregaCaja>> {
    const filas = await consultasCaja.pendientes(manager, cobradorId);
    return new Map(filas.map((fila) => [fila.cobrador_id, entregaAJson(fila)]));
  }

  // ——— Gastos ———

  private async leerGasto(manager: EntityManager, id: string, bloquear = false): Promise<FilaGasto> {
    const fila = await consultasGastos.gasto(manager, id, bloquear);
    if (!fila) throw noEncontrado(MENSAJES_CAJA_API.gastoNoEncontrado);
    return fila;
  }

  /** Un cobrador sólo ve lo suyo: lo ajeno responde 404, como si no existiera. */
  private asegurarPropio(actor: Usuario, cobradorId: string, mensaje: string): void {
    if (esCobrador(actor) && cobradorId !== actor.id) throw noEncontrado(mensaje);
  }

  async obtenerGasto(id: string, actor: Usuario): Promise<GastoCobrador> {
    const fila = await this.leerGasto(this.dataSource.manager, id);
    this.asegurarPropio(actor, fila.cobrador_id, MENSAJES_CAJA_API.gastoNoEncontrado);
    return gastoAJson(fila);
  }

  async fotoGasto(id: string, actor: Usuario): Promise<FotoGasto> {
    const fila = await this.leerGasto(this.dataSource.manager, id);
    this.asegurarPropio(actor, fila.cobrador_id, MENSAJES_CAJA_API.gastoNoEncontrado);
    const foto = await consultasGastos.fotoGasto(this.dataSource.manager, id);
    if (!foto?.foto || !foto.foto_mime) throw noEncontrado(MENSAJES_CAJA_API.sinFoto);
    return { foto: aDataUrl(foto.foto_mime, foto.foto) };
  }

  async listarGastos(consulta: ConsultaGastosDto, actor: Usuario): Promise<Pagina<GastoCobrador>> {
    const { total, filas } = await consultasGastos.paginaGastos(
      this.dataSource.manager,
      this.filtros(consulta, actor),
      consulta.limit,
      (consulta.page - 1) * consulta.limit,
    );
    return new Pagina(filas.map(gastoAJson), metaPagina(total, consulta.page, consulta.limit));
  }

  /**
   * El cobrador registra un gasto: con fecha en la ventana de sus cobros (errorFechaRegistro) y en la de la
   * organización (validarFechaEnVentana), no anterior a su última
   * entrega confirmada, con foto si pasa el umbral. Si pasa el límite por gasto, o con lo aceptado ese día el límite
   * por día, nace `pendiente`: no rebaja lo que debe entregar hasta que la oficina lo apruebe.
   */
  crearGasto(dto: CrearGastoDto, contexto: ContextoSolicitud): Promise<GastoCobrador> {
    const { actor } = contexto;
    return this.dataSource.transaction(async (manager) => {
      const errorFecha = errorFechaRegistro({
        fecha: dto.fecha,
        hoy: hoyBogota(),
        diasAtras: this.config.cobroRetroactivoDias,
        registro: 'gastos',
      });
      if (errorFecha) throw errorValidacion({ fecha: [errorFecha] });
      // Además, la ventana de fechas de la organización (docs/decisiones/ventana-de-fechas.md): vale la más corta.
      await validarFechaEnVentana(manager, dto.fecha, 'del gasto');
      // Un gasto a la vez por cobrador: dos simultáneos no pasan juntos el límite del día.
      await consultasGastos.bloquearGastosDe(manager, actor.id);
      // Un día ya entregado y confirmado está cerrado: un gasto de ese día llega tarde.
      const ultima = await consultasGastos.ultimaEntregaConfirmada(manager, actor.id);
      if (ultima && dto.fecha < ultima) {
        throw errorValidacion({ fecha: [MENSAJES_CAJA_API.fechaEntregada(ultima)] });
      }
      const limites = await this.limites(manager);
      if (!dto.foto && exigeFotoGasto(dto.monto, limites)) {
        throw errorValidacion({ foto: [MENSAJES_CAJA.fotoObligatoria(limites.fotoDesde)] });
      }
      const aceptado = await consultasGastos.aceptadoDelDia(manager, actor.id, dto.fecha);
      const { estado, limitePasado } = estadoGastoNuevo(dto.monto, Number(aceptado), limites);
      const foto = dto.foto ? leerFoto(dto.foto) : null;
      const id = await consultasGastos.insertarGasto(manager, {
        cobrador_id: actor.id,
        fecha: dto.fecha,
        categoria: dto.categoria,
        monto: dto.monto,
        concepto: dto.concepto,
        foto_mime: foto && !('error' in foto) ? foto.mime : null,
        foto: foto && !('error' in foto) ? foto.datos : null,
        registrado_por: actor.id,
        estado,
        limite_pasado: limitePasado,
      });
      await contabilizarGasto(manager, id, actor.id);
      const gasto = gastoAJson(await this.leerGasto(manager, id));
      await auditar(manager, contexto, 'Cobros', {
        accion: 'Registrar gasto de cobrador',
        detalles:
          `Gasto de ${ETIQUETAS_CATEGORIA_GASTO[gasto.categoria].toLowerCase()} de ${formatearCOP(gasto.monto)} el ${formatearFecha(gasto.fecha)}: ${gasto.concepto}` +
          (limitePasado ? ` (por aprobar: ${limitePasado === 'gasto' ? 'pasa el límite por gasto' : 'pasa el límite por día'})` : ''),
        datosNuevos: gasto,
      });
      return gasto;
    });
  }

  /**
   * Aprobar un gasto por aprobar (gerente o administrador): queda aceptado y desde ahora rebaja lo que el cobrador
   * debe entregar (en su próxima entrega) y cuenta como gasto de la empresa el día del gasto. Quien lo registró nunca
   * lo aprueba (403). La auditoría nombra a los dos.
   */
  aprobarGasto(id: string, contexto: ContextoSolicitud): Promise<GastoCobrador> {
    const { actor } = contexto;
    return this.dataSource.transaction(async (manager) => {
      const anterior = await this.leerGasto(manager, id, true);
      if (anterior.registrado_por === actor.id || anterior.cobrador_id === actor.id) {
        throw new ErrorNegocio(CODIGOS.aprobadorEsRegistrante, MENSAJES_CAJA_API.aprobadorEsRegistrante, 403);
      }
      if (anterior.estado === 'rechazado') throw new ErrorNegocio(CODIGOS.gastoYaRechazado, MENSAJES_CAJA_API.gastoYaRechazado, 409);
      if (anterior.estado === 'aceptado') throw new ErrorNegocio(CODIGOS.gastoNoPendiente, MENSAJES_CAJA_API.gastoNoPendiente, 409);
      await consultasGastos.aprobarGasto(manager, id, actor.id);
      await contabilizarGasto(manager, id, actor.id);
      const gasto = gastoAJson(await this.leerGasto(manager, id));
      await auditar(manager, contexto, 'Cobros', {
        accion: 'Aprobar gasto de cobrador',
        detalles:
          `Gasto de ${formatearCOP(gasto.monto)} del ${formatearFecha(gasto.fecha)} registrado por ` +
          `${anterior.registrado_nombre ?? gasto.cobrador.nombre}, aprobado por ${actor.nombre}: ${gasto.concepto}`,
        datosAnteriores: gastoAJson(anterior),
        datosNuevos: gasto,
      });
      return gasto;
    });
  }

  /**
   * Rechazar un gasto: deja de rebajar lo que el cobrador debe entregar. Si ya está en una entrega por confirmar, lo
   * esperado de esa entrega sube en la misma transacción; en una entrega confirmada ya no se rechaza.
   */
  rechazarGasto(id: string, dto: RechazarGastoDto, contexto: ContextoSolicitud): Promise<GastoCobrador> {
    return this.dataSource.transaction(async (manager) => {
      const anterior = await this.leerGasto(manager, id, true);
      if (anterior.estado === 'rechazado') throw new ErrorNegocio(CODIGOS.gastoYaRechazado, MENSAJES_CAJA_API.gastoYaRechazado, 409);
      if (anterior.entrega_id) {
        const entrega = await this.leerEntrega(manager, anterior.entrega_id, true);
        if (entrega.estado === 'confirmada') {
          throw new ErrorNegocio(CODIGOS.gastoEntregado, MENSAJES_CAJA_API.gastoEntregado, 422);
        }
        await consultasCaja.devolverGasto(manager, entrega.id, anterior.monto);
      }
      await consultasGastos.rechazarGasto(manager, id, dto.motivo, contexto.actor.id);
      if (anterior.estado === 'aceptado') await reversarGasto(manager, id, contexto.actor.id);
      const gasto = gastoAJson(await this.leerGasto(manager, id));
      await auditar(manager, contexto, 'Cobros', {
        accion: 'Rechazar gasto de cobrador',
        detalles:
          `Gasto de ${formatearCOP(gasto.monto)} registrado por ${anterior.registrado_nombre ?? gasto.cobrador.nombre}, ` +
          `rechazado por ${contexto.actor.nombre}: ${dto.motivo}`,
        datosAnteriores: gastoAJson(anterior),
        datosNuevos: gasto,
      });
      return gasto;
    });
  }

  // ——— Entregas ———

  private async leerEntrega(manager: EntityManager, id: string, bloquear = false): Promise<FilaEntrega> {
    const fila = await consultasCaja.entrega(manager, id, bloquear);
    if (!fila) throw noEncontrado(MENSAJES_CAJA_API.entregaNoEncontrada);
    return fila;
  }

  async obtenerEntrega(id: string, actor: Usuario): Promise<EntregaCaja> {
    const fila = await this.leerEntrega(this.dataSource.manager, id);
    this.asegurarPropio(actor, fila.cobrador_id, MENSAJES_CAJA_API.entregaNoEncontrada);
    return entregaAJson(fila);
  }

  async listarEntregas(consulta: ConsultaEntregasDto, actor: Usuario): Promise<Pagina<EntregaCaja>> {
    // Las pendientes primero: son las que la oficina tiene que confirmar.
    const { total, filas } = await consultasCaja.paginaEntregas(
      this.dataSource.manager,
      this.filtros(consulta, actor),
      consulta.limit,
      (consulta.page - 1) * consulta.limit,
    );
    return new Pagina(filas.map(entregaAJson), metaPagina(total, consulta.page, consulta.limit));
  }

  /**
   * El cobrador entrega: todo lo que tiene en su poder en este instante (cobros sin entregar y gastos aceptados) pasa
   * a la entrega, que queda por confirmar. Un cobro que se registre después es de la siguiente. Una sola entrega
   * abierta por cobrador: el índice único `caja_entregas_una_pendiente` hace perder (409) a la segunda de dos
   * simultáneas.
   */
  async crearEntrega(dto: CrearEntregaDto, contexto: ContextoSolicitud): Promise<EntregaCaja> {
    const { actor } = contexto;
    const id = await this.dataSource.transaction(async (manager) => {
      if (await consultasCaja.tienePendiente(manager, actor.id)) {
        throw new ErrorNegocio(
          CODIGOS.entregaPendiente,
          'Ya tiene una entrega de caja por confirmar: espere a que la oficina la confirme',
          409,
        );
      }
      const id = await consultasCaja.abrirEntrega(manager, {
        cobradorId: actor.id,
        fecha: hoyBogota(),
        montoEntregado: dto.montoEntregado,
        observaciones: dto.observaciones ?? null,
      });
      // Sólo lo confirmado hasta aquí: un cobro que todavía no confirma su transacción queda para la siguiente. Los
      // cobros se bloquean antes de sumarlos (FOR UPDATE): uno que se está borrando o editando en este instante hace
      // esperar a la entrega, que después ya no lo ve (borrado) o ve su monto nuevo; y mientras la entrega no termina,
      // borrarlos o editarlos espera y encuentra la entrega (LibroService.asegurarFueraDeEntregaPendiente). Así lo
      // esperado es siempre la suma de los cobros que siguen en la entrega.
      const tomados = await consultasCaja.tomarCobros(manager, id, actor.id);
      const cobros = {
        monto: aPesos(tomados.reduce((total, cobro) => total + aCentavos(Number(cobro.monto)), 0)),
        cantidad: tomados.length,
      };
      // El efectivo inicial de una importación que todavía tiene va en la entrega, como un cobro.
      const saldoInicial = await tomarSaldoInicial(manager, id, actor.id);
      const gastos = await consultasCaja.tomarGastos(manager, id, actor.id);
      if (cobros.cantidad === 0 && Number(gastos.cantidad) === 0 && saldoInicial === 0) {
        throw new ErrorNegocio(CODIGOS.nadaPorEntregar, MENSAJES_CAJA_API.nadaPorEntregar, 422);
      }
      // Lo esperado nunca es negativo: la empresa no "recibe" una deuda suya con el cobrador como sobrante. La
      // transacción se deshace y nada queda marcado.
      const esperado = esperadoEntrega({ cobros: cobros.monto, saldoInicial, gastos: Number(gastos.monto) });
      if (esperado < 0) {
        throw new ErrorNegocio(
          CODIGOS.entregaNegativa,
          MENSAJES_CAJA_API.entregaNegativa(cobros.monto, Number(gastos.monto)),
          422,
        );
      }
      await consultasCaja.cerrarEntrega(manager, id, {
        cobros: cobros.monto,
        cantidad_cobros: cobros.cantidad,
        gastos: gastos.monto,
        saldo_inicial: saldoInicial,
        esperado,
      });
      const entrega = entregaAJson(await this.leerEntrega(manager, id));
      await auditar(manager, contexto, 'Cobros', {
        accion: 'Registrar entrega de caja',
        detalles: `Entrega #${entrega.numero}: ${formatearCOP(entrega.montoEntregado)} de ${formatearCOP(entrega.esperado)} esperados`,
        datosNuevos: entrega,
      });
      return id;
    });
    return this.obtenerEntrega(id, actor);
  }

  /**
   * La oficina cuenta el efectivo y confirma. Sin monto, recibió lo que el cobrador dijo. La diferencia queda como
   * movimiento de caja de la entrega: faltante (egreso, deuda del cobrador) o sobrante (ingreso). Confirmada, la
   * entrega no cambia más.
   */
  confirmarEntrega(id: string, dto: ConfirmarEntregaDto, contexto: ContextoSolicitud): Promise<EntregaCaja> {
    return this.dataSource.transaction(async (manager) => {
      const anterior = await this.leerEntrega(manager, id, true);
      if (anterior.estado === 'confirmada') {
        throw new ErrorNegocio(CODIGOS.entregaYaConfirmada, MENSAJES_CAJA_API.entregaYaConfirmada, 409);
      }
      // Una entrega abierta de antes de esta regla puede esperar un monto negativo: no se asienta como sobrante.
      if (Number(anterior.esperado) < 0) {
        throw new ErrorNegocio(
          CODIGOS.entregaNegativa,
          MENSAJES_CAJA_API.confirmarNegativa(Number(anterior.numero), Number(anterior.esperado)),
          422,
        );
      }
      const recibido = dto.montoRecibido ?? Number(anterior.monto_entregado);
      const hoy = hoyBogota();
      // El sobrante abona primero lo que debe: una entrega y un abono del mismo cobrador no leen a la vez su deuda.
      await consultasCaja.bloquearDeudaDe(manager, anterior.cobrador_id);
      await consultasCaja.confirmar(manager, id, { recibido, fecha: hoy, confirmadoPor: contexto.actor.id });
      const diferencia = diferenciaEntrega(Number(anterior.esperado), recibido);
      const movimiento = movimientoDiferencia(diferencia);
      if (movimiento) {
        await consultasCaja.insertarMovimiento(manager, {
          fecha: hoy,
          tipo: movimiento.tipo,
          categoria: movimiento.categoria,
          concepto: `${ETIQUETAS_DIFERENCIA_ENTREGA[movimiento.categoria]}: ${anterior.cobrador_nombre}, entrega #${anterior.numero}`,
          monto: movimiento.monto,
          registrado_por: contexto.actor.id,
          entrega_id: id,
          cobrador_id: anterior.cobrador_id,
        });
      }
      await contabilizarEntrega(manager, id);
      const entrega = entregaAJson(await this.leerEntrega(manager, id));
      await auditar(manager, contexto, 'Cobros', {
        accion: 'Confirmar entrega de caja',
        detalles:
          `Entrega #${entrega.numero} de ${entrega.cobrador.nombre}: recibidos ${formatearCOP(recibido)} de ` +
          `${formatearCOP(entrega.esperado)} esperados` +
          (movimiento ? ` (${ETIQUETAS_DIFERENCIA_ENTREGA[movimiento.categoria].toLowerCase()} de ${formatearCOP(movimiento.monto)})` : ''),
        datosAnteriores: entregaAJson(anterior),
        datosNuevos: entrega,
      });
      return entrega;
    });
  }

  /**
   * La oficina recibe del cobrador un abono a su faltante (docs/decisiones/caja-de-cobradores.md, «Faltantes que se
   * pagan»): una entrega sin cobros ni gastos, confirmada al recibirla, cuyo comprobante abona 136530 contra la caja
   * de la oficina. Nunca más de lo que debe (400 ABONO_SUPERA_DEUDA, sin cambiar nada). Auditado.
   */
  abonarFaltante(cobradorId: string, dto: AbonoFaltanteDto, contexto: ContextoSolicitud): Promise<EntregaCaja> {
    return this.dataSource.transaction(async (manager) => {
      const cobrador = await consultasCaja.cobrador(manager, cobradorId);
      if (!cobrador) throw noEncontrado(MENSAJES_CAJA_API.cobradorNoEncontrado);
      const errorFecha = errorFechaAbono(dto.fecha, hoyBogota(), this.config.cobroRetroactivoDias);
      if (errorFecha) throw errorValidacion({ fecha: [errorFecha] });
      await validarFechaEnVentana(manager, dto.fecha, 'del abono');
      await consultasCaja.bloquearDeudaDe(manager, cobradorId);
      const deuda = aPesos(await deudaCobrador(manager, cobradorId));
      const error = errorAbonoFaltante(dto.monto, deuda);
      if (error) throw new ErrorNegocio(CODIGOS.abonoSuperaDeuda, error, 400, { monto: [error] });
      const id = await consultasCaja.insertarAbono(
        manager,
        {
          cobrador_id: cobradorId,
          fecha: dto.fecha,
          monto_entregado: dto.monto,
          observaciones: `Abono a su faltante de ${formatearCOP(deuda)}`,
          registrado_por: contexto.actor.id,
        },
        contexto.actor.id,
      );
      const entrega = await this.leerEntrega(manager, id);
      // Efectivo que entra a la caja de la oficina, como la diferencia de cualquier entrega (Flujo de Caja lo cuenta).
      await consultasCaja.insertarMovimiento(manager, {
        fecha: dto.fecha,
        tipo: 'ingreso',
        categoria: 'sobrante_cobrador',
        concepto: `Abono de ${cobrador.nombre} a su faltante, entrega #${entrega.numero}`,
        monto: dto.monto,
        registrado_por: contexto.actor.id,
        entrega_id: id,
        cobrador_id: cobradorId,
      });
      await contabilizarEntrega(manager, id, true);
      const json = entregaAJson(entrega);
      await auditar(manager, contexto, 'Cobros', {
        accion: 'Registrar abono a faltante de cobrador',
        detalles:
          `${cobrador.nombre} abonó ${formatearCOP(dto.monto)} a su faltante de ${formatearCOP(deuda)}: ` +
          `queda debiendo ${formatearCOP(deuda - dto.monto)}`,
        datosNuevos: json,
      });
      return json;
    });
  }

  // ——— Reporte ———

  rangoReporte(consulta: ConsultaReporteCajaDto, hoy: string = hoyBogota()): { desde: string; hasta: string } {
    const hasta = consulta.hasta ?? hoy;
    const desde = consulta.desde ?? sumarDias(hasta, -29);
    if (hasta < desde) throw errorValidacion({ hasta: [MENSAJES_CAJA_API.rangoInvertido] });
    if (diferenciaDias(desde, hasta) + 1 > DIAS_MAXIMOS_REPORTE_CAJA) {
      throw errorValidacion({ hasta: [MENSAJES_CAJA_API.rangoLargo(DIAS_MAXIMOS_REPORTE_CAJA)] });
    }
    return { desde, hasta };
  }

  /**
   * Por cobrador y periodo: lo cobrado en su poder, sus gastos aceptados, lo recibido de sus entregas, faltantes y
   * sobrantes, y los días con cobros sin entrega registrada ese día. Un cobrador recibe sólo su fila.
   */
  async reporte(consulta: ConsultaReporteCajaDto, actor: Usuario): Promise<ReporteCaja> {
    const { desde, hasta } = this.rangoReporte(consulta);
    return this.dataSource.transaction('REPEATABLE READ', async (manager) => {
      const cajas = await this.cobradores(actor, manager);
      const filas = await consultasEnPoder.reporte(manager, desde, hasta, cajas.map((c) => c.cobradorId));
      const porId = new Map(filas.map((f) => [f.cobrador_id, f]));
      const filasReporte: FilaReporteCaja[] = cajas.map((caja) => {
        const f = porId.get(caja.cobradorId);
        return {
          cobradorId: caja.cobradorId,
          nombre: caja.nombre,
          cobrado: Number(f?.cobrado ?? 0),
          gastos: Number(f?.gastos ?? 0),
          entregado: Number(f?.entregado ?? 0),
          faltantes: Number(f?.faltantes ?? 0),
          sobrantes: Number(f?.sobrantes ?? 0),
          entregas: Number(f?.entregas ?? 0),
          diasSinEntrega: Number(f?.dias_sin_entrega ?? 0),
          enPoder: caja.enPoder,
        };
      });
      const suma = (campo: keyof Omit<FilaReporteCaja, 'cobradorId' | 'nombre'>) =>
        filasReporte.reduce((total, fila) => total + fila[campo], 0);
      return {
        desde,
        hasta,
        filas: filasReporte,
        totales: {
          cobrado: suma('cobrado'),
          gastos: suma('gastos'),
          entregado: suma('entregado'),
          faltantes: suma('faltantes'),
          sobrantes: suma('sobrantes'),
          entregas: suma('entregas'),
          diasSinEntrega: suma('diasSinEntrega'),
          enPoder: suma('enPoder'),
        },
      };
    });
  }

  /** Condiciones de cobrador y fechas de una lista; un cobrador siempre sólo lo suyo. */
  private filtros(
    consulta: { cobradorId?: string; desde?: string; hasta?: string; estado?: string },
    actor: Usuario,
  ): FiltroCaja {
    if (consulta.desde && consulta.hasta && consulta.hasta < consulta.desde) {
      throw errorValidacion({ hasta: [MENSAJES_CAJA_API.rangoInvertido] });
    }
    return {
      cobradorId: (esCobrador(actor) ? actor.id : consulta.cobradorId) || undefined,
      desde: consulta.desde || undefined,
      hasta: consulta.hasta || undefined,
      estado: consulta.estado || undefined,
    };
  }
}
