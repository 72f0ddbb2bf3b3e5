import { Inject, Injectable } from '@nestjs/common';
import {
  centavosDePesos,
  hoyBogota,
  type CajaCobrador,
  type EntregaCaja,
  type FilaReporteCaja,
  type FotoGasto,
  type GastoCobrador,
  type LimitesGastos,
  type ReporteCaja,
} from '@cartera/dominio';
import { DataSource, type EntityManager } from 'typeorm';
import { ejecutarComando, type Vista } from '../mayor/comando';
import {
  comandoAbonarFaltante,
  comandoConfirmarEntrega,
  comandoEntregarCaja,
} from '../mayor/caja-entregas.comandos';
import { paginaDe, tramoDe } from '../common/paginacion';
import { Pagina } from '../common/respuesta';
import type { ContextoSolicitud } from '../common/usuario-actual.decorator';
import { esCobrador } from '../common/acceso-cartera';
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
import { enOficina } from '../database/en-oficina';
import { consultasEnPoder } from './caja-en-poder.consultas';
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

  limites(actor: Usuario, oficina?: string): Promise<LimitesGastos> {
    return this.gastos.limites(actor, oficina);
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
    return enOficina(consulta.oficina, () => this.gastos.listarGastos(consulta, actor));
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

  /** Las entregas de las oficinas que ve quien pide, o de la de `?oficina=` (database/en-oficina.ts). */
  listarEntregas(consulta: ConsultaEntregasDto, actor: Usuario): Promise<Pagina<EntregaCaja>> {
    return enOficina(consulta.oficina, () => this.entregasEnAlcance(consulta, actor));
  }

  private async entregasEnAlcance(consulta: ConsultaEntregasDto, actor: Usuario): Promise<Pagina<EntregaCaja>> {
    // Las pendientes primero: son las que la oficina tiene que confirmar.
    const { limit, offset } = tramoDe(consulta);
    const filtros = filtrosCaja(consulta, actor);
    const { total, filas } = await consultasCaja.paginaEntregas(this.dataSource.manager, filtros, limit, offset);
    return paginaDe(filas.map(entregaAJson), total, consulta);
  }

  /** Cómo la respuesta ve una entrega: la misma forma va en la auditoría del comando. */
  private vista(id?: string): Vista<{ id: string } | null, EntregaCaja> {
    const leer = async (manager: EntityManager, cual: string) => entregaAJson(await leerEntrega(manager, cual));
    return {
      antes: id === undefined ? undefined : (manager) => leer(manager, id),
      despues: (manager, escrito) => leer(manager, escrito?.id ?? id ?? ''),
    };
  }

  /**
   * El cobrador entrega todo lo que tiene en su poder en este instante (comandoEntregarCaja, mayor/): sus
   * cobros sin entregar, sus gastos aceptados y el efectivo inicial de una importación; queda por confirmar.
   */
  async crearEntrega(dto: CrearEntregaDto, contexto: ContextoSolicitud): Promise<EntregaCaja> {
    const pedido = {
      cobradorId: contexto.actor.id,
      montoEntregado: centavosDePesos(dto.montoEntregado),
      observaciones: dto.observaciones ?? null,
    };
    const { vista } = await ejecutarComando(this.dataSource, comandoEntregarCaja, pedido, contexto, this.vista());
    return vista;
  }

  /**
   * La oficina cuenta el efectivo y confirma (comandoConfirmarEntrega). Sin monto, recibió lo que el cobrador dijo. La
   * diferencia queda como movimiento de caja de la entrega. Confirmada, la entrega no cambia más.
   */
  async confirmarEntrega(id: string, dto: ConfirmarEntregaDto, contexto: ContextoSolicitud): Promise<EntregaCaja> {
    const recibido = typeof dto.montoRecibido === 'number' ? centavosDePesos(dto.montoRecibido) : null;
    const { vista } = await ejecutarComando(
      this.dataSource,
      comandoConfirmarEntrega,
      { id, recibido },
      contexto,
      this.vista(id),
    );
    return vista;
  }

  /**
   * La oficina recibe del cobrador un abono a su faltante (comandoAbonarFaltante; docs/decisiones/caja-de-cobradores.md,
   * «Faltantes que se pagan»). Nunca más de lo que debe (400 ABONO_SUPERA_DEUDA, sin cambiar nada). Auditado.
   */
  async abonarFaltante(cobradorId: string, dto: AbonoFaltanteDto, contexto: ContextoSolicitud): Promise<EntregaCaja> {
    const pedido = {
      cobradorId,
      fecha: dto.fecha,
      monto: centavosDePesos(dto.monto),
      diasAtrasCobrador: this.config.cobroRetroactivoDias,
    };
    const { vista } = await ejecutarComando(this.dataSource, comandoAbonarFaltante, pedido, contexto, this.vista());
    return vista;
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
  reporte(consulta: ConsultaReporteCajaDto, actor: Usuario): Promise<ReporteCaja> {
    return enOficina(consulta.oficina, () => this.reporteEnAlcance(consulta, actor));
  }

  private async reporteEnAlcance(consulta: ConsultaReporteCajaDto, actor: Usuario): Promise<ReporteCaja> {
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
