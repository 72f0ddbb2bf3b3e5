import { Inject, Injectable } from '@nestjs/common';
import {
  CODIGOS,
  ETIQUETAS_DIFERENCIA_ENTREGA,
  diferenciaEntrega,
  errorAbonoFaltante,
  errorFechaAbono,
  esperadoEntrega,
  formatearCOP,
  hoyBogota,
  movimientoDiferencia,
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
import { contabilizarEntrega, deudaCobrador } from '../contabilidad/mayor/contabilizar';
import { ErrorNegocio, errorValidacion, noEncontrado } from '../common/errores';
import { paginaDe, tramoDe } from '../common/paginacion';
import { Pagina } from '../common/respuesta';
import type { ContextoSolicitud } from '../common/usuario-actual.decorator';
import { esCobrador } from '../common/acceso-cartera';
import { validarFechaEnVentana } from '../organizacion/ventana-fechas';
import { aCentavos, aPesos } from '../common/dinero';
import { CONFIGURACION } from '../config/configuracion.module';
import type { ConfiguracionResuelta } from '../config/configuracion';
import type { Usuario } from '../usuarios/entities/usuario.entity';
import {
  DIAS_MAXIMOS_REPORTE_CAJA,
  MENSAJES_CAJA_API,
  asegurarPropio,
  entregaAJson,
  filtrosCaja,
  leerEntrega,
  rangoDeReporte,
} from './caja.comun';
import { GastosCajaService } from './caja-gastos.service';
import { consultasCaja } from './caja.consultas';
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

export { DIAS_MAXIMOS_REPORTE_CAJA, MENSAJES_CAJA_API } from './caja.comun';

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
    private readonly gastos: GastosCajaService,
  ) {}

  // ——— Gastos y sus límites (caja-gastos.service.ts) ———

  limites(manager?: EntityManager): Promise<LimitesGastos> {
    return this.gastos.limites(manager);
  }

  guardarLimites(dto: LimitesGastosDto, contexto: ContextoSolicitud): Promise<LimitesGastos> {
    return this.gastos.guardarLimites(dto, contexto);
  }

  obtenerGasto(id: string, actor: Usuario): Promise<GastoCobrador> {
    return this.gastos.obtenerGasto(id, actor);
  }

  fotoGasto(id: string, actor: Usuario): Promise<FotoGasto> {
    return this.gastos.fotoGasto(id, actor);
  }

  listarGastos(consulta: ConsultaGastosDto, actor: Usuario): Promise<Pagina<GastoCobrador>> {
    return this.gastos.listarGastos(consulta, actor);
  }

  crearGasto(dto: CrearGastoDto, contexto: ContextoSolicitud): Promise<GastoCobrador> {
    return this.gastos.crearGasto(dto, contexto);
  }

  aprobarGasto(id: string, contexto: ContextoSolicitud): Promise<GastoCobrador> {
    return this.gastos.aprobarGasto(id, contexto);
  }

  rechazarGasto(id: string, dto: RechazarGastoDto, contexto: ContextoSolicitud): Promise<GastoCobrador> {
    return this.gastos.rechazarGasto(id, dto, contexto);
  }

  /** El efectivo en poder de cada cobrador (un cobrador recibe sólo su fila). */
  async cobradores(
    actor: Usuario,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<CajaCobrador[]> {
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

  private async entregasPendientes(
    manager: EntityManager,
    cobradorId: string | null,
  ): Promise<Map<string, EntregaCaja>> {
    const filas = await consultasCaja.pendientes(manager, cobradorId);
    return new Map(filas.map((fila) => [fila.cobrador_id, entregaAJson(fila)]));
  }

  // ——— Entregas ———

  async obtenerEntrega(id: string, actor: Usuario): Promise<EntregaCaja> {
    const fila = await leerEntrega(this.dataSource.manager, id);
    asegurarPropio(actor, fila.cobrador_id, MENSAJES_CAJA_API.entregaNoEncontrada);
    return entregaAJson(fila);
  }

  async listarEntregas(consulta: ConsultaEntregasDto, actor: Usuario): Promise<Pagina<EntregaCaja>> {
    // Las pendientes primero: son las que la oficina tiene que confirmar.
    const { limit, offset } = tramoDe(consulta);
    const filtros = filtrosCaja(consulta, actor);
    const { total, filas } = await consultasCaja.paginaEntregas(this.dataSource.manager, filtros, limit, offset);
    return paginaDe(filas.map(entregaAJson), total, consulta);
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
      const entrega = entregaAJson(await leerEntrega(manager, id));
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
      const anterior = await leerEntrega(manager, id, true);
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
      const entrega = entregaAJson(await leerEntrega(manager, id));
      await auditar(manager, contexto, 'Cobros', {
        accion: 'Confirmar entrega de caja',
        detalles:
          `Entrega #${entrega.numero} de ${entrega.cobrador.nombre}: recibidos ${formatearCOP(recibido)} de ` +
          `${formatearCOP(entrega.esperado)} esperados` +
          (movimiento
            ? ` (${ETIQUETAS_DIFERENCIA_ENTREGA[movimiento.categoria].toLowerCase()} de ${formatearCOP(movimiento.monto)})`
            : ''),
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
  abonarFaltante(
    cobradorId: string,
    dto: AbonoFaltanteDto,
    contexto: ContextoSolicitud,
  ): Promise<EntregaCaja> {
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
      const entrega = await leerEntrega(manager, id);
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

  rangoReporte(
    consulta: ConsultaReporteCajaDto,
    hoy: string = hoyBogota(),
  ): { desde: string; hasta: string } {
    return rangoDeReporte(consulta, { dias: 30, maximo: DIAS_MAXIMOS_REPORTE_CAJA }, hoy);
  }

  /**
   * Por cobrador y periodo: lo cobrado en su poder, sus gastos aceptados, lo recibido de sus entregas, faltantes y
   * sobrantes, y los días con cobros sin entrega registrada ese día. Un cobrador recibe sólo su fila.
   */
  async reporte(consulta: ConsultaReporteCajaDto, actor: Usuario): Promise<ReporteCaja> {
    const { desde, hasta } = this.rangoReporte(consulta);
    return this.dataSource.transaction('REPEATABLE READ', async (manager) => {
      const cajas = await this.cobradores(actor, manager);
      const filas = await consultasEnPoder.reporte(
        manager,
        desde,
        hasta,
        cajas.map((c) => c.cobradorId),
      );
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
}
