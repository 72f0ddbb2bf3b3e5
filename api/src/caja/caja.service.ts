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
import { crearParametros } from '../cartera/busqueda';
import { aDataUrl, leerFoto } from '../clientes/fotos';
import { CONFIGURACION } from '../config/configuracion.module';
import type { ConfiguracionResuelta } from '../config/configuracion';
import { CANDADOS } from '../database/candados';
import type { Usuario } from '../usuarios/entities/usuario.entity';
import { SQL_COBROS_EN_PODER, SQL_GASTOS_EN_PODER, SQL_SALDOS_EN_PODER } from './caja.sql';
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

interface FilaEntrega {
  id: string;
  numero: string;
  cobrador_id: string;
  cobrador_nombre: string;
  estado: 'pendiente' | 'confirmada';
  fecha: string;
  fecha_confirmacion: string | null;
  cobros: string;
  cantidad_cobros: number;
  gastos: string;
  esperado: string;
  monto_entregado: string;
  monto_recibido: string | null;
  observaciones: string | null;
  confirmado_por: string | null;
  confirmado_nombre: string | null;
  abono: boolean;
  created_at: Date;
}

const SELECT_ENTREGA = `
  SELECT e.id, e.numero, e.cobrador_id, u.nombre AS cobrador_nombre, e.estado, e.fecha::text AS fecha,
         e.fecha_confirmacion::text AS fecha_confirmacion, e.cobros, e.cantidad_cobros, e.gastos, e.esperado,
         e.monto_entregado, e.monto_recibido, e.observaciones, e.confirmado_por, c.nombre AS confirmado_nombre,
         e.abono, e.created_at
  FROM caja_entregas e
  JOIN usuarios u ON u.id = e.cobrador_id
  LEFT JOIN usuarios c ON c.id = e.confirmado_por`;

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

interface FilaGasto {
  id: string;
  cobrador_id: string;
  cobrador_nombre: string;
  fecha: string;
  categoria: GastoCobrador['categoria'];
  monto: string;
  concepto: string;
  tiene_foto: boolean;
  estado: GastoCobrador['estado'];
  limite_pasado: GastoCobrador['limitePasado'];
  motivo_rechazo: string | null;
  registrado_por: string | null;
  registrado_nombre: string | null;
  decidido_por: string | null;
  decidido_nombre: string | null;
  entrega_id: string | null;
  entrega_estado: 'pendiente' | 'confirmada' | null;
  created_at: Date;
}

const SELECT_GASTO = `
  SELECT g.id, g.cobrador_id, u.nombre AS cobrador_nombre, g.fecha::text AS fecha, g.categoria, g.monto, g.concepto,
         g.foto IS NOT NULL AS tiene_foto, g.estado, g.limite_pasado, g.motivo_rechazo, g.registrado_por,
         r.nombre AS registrado_nombre, coalesce(g.aprobado_por, g.rechazado_por) AS decidido_por,
         d.nombre AS decidido_nombre, g.entrega_id, e.estado AS entrega_estado, g.created_at
  FROM caja_gastos g
  JOIN usuarios u ON u.id = g.cobrador_id
  LEFT JOIN usuarios r ON r.id = g.registrado_por
  LEFT JOIN usuarios d ON d.id = coalesce(g.aprobado_por, g.rechazado_por)
  LEFT JOIN caja_entregas e ON e.id = g.entrega_id`;

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
    const [fila]: Array<{ gasto_maximo: string; gastos_dia_maximo: string; foto_desde: string; updated_at: Date }> =
      await manager.query(`SELECT gasto_maximo, gastos_dia_maximo, foto_desde, updated_at FROM caja_limites_gastos WHERE id = 1`);
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
      await manager.query(`SELECT 1 FROM caja_limites_gastos WHERE id = 1 FOR UPDATE`);
      const anterior = await this.limites(manager);
      await manager.query(
        `UPDATE caja_limites_gastos SET gasto_maximo = $1, gastos_dia_maximo = $2, foto_desde = $3, updated_at = now()
         WHERE id = 1`,
        [dto.gastoMaximo, dto.gastosDiaMaximo, dto.fotoDesde],
      );
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
    const filas: Array<{
      id: string;
      nombre: string;
      cobros: string;
      cantidad_cobros: number;
      gastos: string;
      cantidad_gastos: number;
      ultima: string | null;
      deuda: string;
      saldo_inicial: string;
    }> = await manager.query(
      `WITH cobros_en_poder AS (
         SELECT co.en_poder_de AS cobrador_id, sum(co.monto) AS monto, count(*)::int AS cantidad
         FROM ${SQL_COBROS_EN_PODER} GROUP BY co.en_poder_de
       ),
       gastos_en_poder AS (
         SELECT g.cobrador_id, sum(g.monto) AS monto, count(*)::int AS cantidad
         FROM ${SQL_GASTOS_EN_PODER} GROUP BY g.cobrador_id
       ),
       -- El efectivo inicial de una importación que todavía tiene (docs/decisiones/importacion.md).
       saldos_en_poder AS (
         SELECT s.cobrador_id, sum(s.monto) AS monto FROM ${SQL_SALDOS_EN_PODER} GROUP BY s.cobrador_id
       ),
       entregas AS (
         SELECT cobrador_id, max(fecha_confirmacion) FILTER (WHERE NOT abono)::text AS ultima,
                bool_or(estado = 'pendiente') AS pendiente
         FROM caja_entregas GROUP BY cobrador_id
       ),
       -- Lo que debe: su saldo en 136530 del libro mayor (faltantes menos abonos y sobrantes que los pagaron).
       deudas AS (
         SELECT l.cobrador_id, sum(l.debito - l.credito) AS deuda
         FROM contabilidad_lineas l JOIN contabilidad_cuentas k ON k.id = l.cuenta_id
         WHERE k.clave = 'faltantes_cobradores' GROUP BY l.cobrador_id
       )
       SELECT u.id, u.nombre, coalesce(c.monto, 0) AS cobros, coalesce(c.cantidad, 0) AS cantidad_cobros,
              coalesce(g.monto, 0) AS gastos, coalesce(g.cantidad, 0) AS cantidad_gastos, e.ultima,
              coalesce(d.deuda, 0) AS deuda, coalesce(s.monto, 0) AS saldo_inicial
       FROM usuarios u
       LEFT JOIN cobros_en_poder c ON c.cobrador_id = u.id
       LEFT JOIN gastos_en_poder g ON g.cobrador_id = u.id
       LEFT JOIN entregas e ON e.cobrador_id = u.id
       LEFT JOIN deudas d ON d.cobrador_id = u.id
       LEFT JOIN saldos_en_poder s ON s.cobrador_id = u.id
       WHERE u.rol = 'cobrador' AND ($1::uuid IS NULL OR u.id = $1::uuid)
         AND (u.estado = 'activo' OR c.monto IS NOT NULL OR g.monto IS NOT NULL OR s.monto IS NOT NULL
              OR coalesce(e.pendiente, false))
       ORDER BY u.nombre, u.id`,
      [soloPropio ? actor.id : null],
    );
    const pendientes = await this.entregasPendientes(manager, soloPropio ? actor.id : null);
    return filas.map((fila) => ({
      cobradorId: fila.id,
      nombre: fila.nombre,
      enPoder: Number(fila.cobros) + Number(fila.saldo_inicial) - Number(fila.gastos),
      cobros: Number(fila.cobros),
      cantidadCobros: fila.cantidad_cobros,
      gastos: Number(fila.gastos),
      cantidadGastos: fila.cantidad_gastos,
      entregaPendiente: pendientes.get(fila.id) ?? null,
      ultimaEntrega: fila.ultima,
      deuda: Number(fila.deuda),
    }));
  }

  private async entregasPendientes(manager: EntityManager, cobradorId: string | null): Promise<Map<string, EntregaCaja>> {
    const filas: FilaEntrega[] = await manager.query(
      `${SELECT_ENTREGA} WHERE e.estado = 'pendiente' AND ($1::uuid IS NULL OR e.cobrador_id = $1::uuid)`,
      [cobradorId],
    );
    return new Map(filas.map((fila) => [fila.cobrador_id, entregaAJson(fila)]));
  }

  // ——— Gastos ———

  private async leerGasto(manager: EntityManager, id: string, bloquear = false): Promise<FilaGasto> {
    const [fila]: FilaGasto[] = await manager.query(`${SELECT_GASTO} WHERE g.id = $1 ${bloquear ? 'FOR UPDATE OF g' : ''}`, [
      id,
    ]);
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
    const [foto]: Array<{ foto_mime: string | null; foto: Buffer | null }> = await this.dataSource.query(
      `SELECT foto_mime, foto FROM caja_gastos WHERE id = $1`,
      [id],
    );
    if (!foto?.foto || !foto.foto_mime) throw noEncontrado(MENSAJES_CAJA_API.sinFoto);
    return { foto: aDataUrl(foto.foto_mime, foto.foto) };
  }

  async listarGastos(consulta: ConsultaGastosDto, actor: Usuario): Promise<Pagina<GastoCobrador>> {
    const { donde, valores } = this.filtros(consulta, actor, 'g');
    if (consulta.estado) {
      valores.push(consulta.estado);
      donde.push(`g.estado = $${valores.length}`);
    }
    const where = donde.length ? `WHERE ${donde.join(' AND ')}` : '';
    const [{ total }]: Array<{ total: number }> = await this.dataSource.query(
      `SELECT count(*)::int AS total FROM caja_gastos g ${where}`,
      valores,
    );
    const filas: FilaGasto[] = await this.dataSource.query(
      `${SELECT_GASTO} ${where} ORDER BY g.fecha DESC, g.created_at DESC, g.id DESC
       LIMIT $${valores.length + 1} OFFSET $${valores.length + 2}`,
      [...valores, consulta.limit, (consulta.page - 1) * consulta.limit],
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
      await manager.query(`SELECT pg_advisory_xact_lock($1, hashtext($2))`, [CANDADOS.gastosCobrador, actor.id]);
      // Un día ya entregado y confirmado está cerrado: un gasto de ese día llega tarde.
      const [ultima]: Array<{ fecha: string | null }> = await manager.query(
        `SELECT max(fecha)::text AS fecha FROM caja_entregas WHERE cobrador_id = $1 AND estado = 'confirmada' AND NOT abono`,
        [actor.id],
      );
      if (ultima?.fecha && dto.fecha < ultima.fecha) {
        throw errorValidacion({ fecha: [MENSAJES_CAJA_API.fechaEntregada(ultima.fecha)] });
      }
      const limites = await this.limites(manager);
      if (!dto.foto && exigeFotoGasto(dto.monto, limites)) {
        throw errorValidacion({ foto: [MENSAJES_CAJA.fotoObligatoria(limites.fotoDesde)] });
      }
      const [dia]: Array<{ aceptado: string }> = await manager.query(
        `SELECT coalesce(sum(monto), 0) AS aceptado FROM caja_gastos WHERE cobrador_id = $1 AND fecha = $2 AND estado = 'aceptado'`,
        [actor.id, dto.fecha],
      );
      const { estado, limitePasado } = estadoGastoNuevo(dto.monto, Number(dia.aceptado), limites);
      const foto = dto.foto ? leerFoto(dto.foto) : null;
      const [{ id }]: Array<{ id: string }> = await manager.query(
        `INSERT INTO caja_gastos (cobrador_id, fecha, categoria, monto, concepto, foto_mime, foto, registrado_por, estado,
                                  limite_pasado)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $1, $8, $9) RETURNING id`,
        [
          actor.id,
          dto.fecha,
          dto.categoria,
          dto.monto,
          dto.concepto,
          foto && !('error' in foto) ? foto.mime : null,
          foto && !('error' in foto) ? foto.datos : null,
          estado,
          limitePasado,
        ],
      );
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
      await manager.query(
        `UPDATE caja_gastos SET estado = 'aceptado', aprobado_por = $2, aprobado_at = now() WHERE id = $1`,
        [id, actor.id],
      );
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
        await manager.query(
          `UPDATE caja_entregas SET gastos = gastos - $2, esperado = esperado + $2 WHERE id = $1`,
          [entrega.id, anterior.monto],
        );
      }
      await manager.query(
        `UPDATE caja_gastos SET estado = 'rechazado', motivo_rechazo = $2, rechazado_por = $3, rechazado_at = now()
         WHERE id = $1`,
        [id, dto.motivo, contexto.actor.id],
      );
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
    const [fila]: FilaEntrega[] = await manager.query(
      `${SELECT_ENTREGA} WHERE e.id = $1 ${bloquear ? 'FOR UPDATE OF e' : ''}`,
      [id],
    );
    if (!fila) throw noEncontrado(MENSAJES_CAJA_API.entregaNoEncontrada);
    return fila;
  }

  async obtenerEntrega(id: string, actor: Usuario): Promise<EntregaCaja> {
    const fila = await this.leerEntrega(this.dataSource.manager, id);
    this.asegurarPropio(actor, fila.cobrador_id, MENSAJES_CAJA_API.entregaNoEncontrada);
    return entregaAJson(fila);
  }

  async listarEntregas(consulta: ConsultaEntregasDto, actor: Usuario): Promise<Pagina<EntregaCaja>> {
    const { donde, valores } = this.filtros(consulta, actor, 'e');
    if (consulta.estado) {
      valores.push(consulta.estado);
      donde.push(`e.estado = $${valores.length}`);
    }
    const where = donde.length ? `WHERE ${donde.join(' AND ')}` : '';
    const [{ total }]: Array<{ total: number }> = await this.dataSource.query(
      `SELECT count(*)::int AS total FROM caja_entregas e ${where}`,
      valores,
    );
    // Las pendientes primero: son las que la oficina tiene que confirmar.
    const filas: FilaEntrega[] = await this.dataSource.query(
      `${SELECT_ENTREGA} ${where}
       ORDER BY (e.estado = 'pendiente') DESC, e.fecha DESC, e.created_at DESC, e.id DESC
       LIMIT $${valores.length + 1} OFFSET $${valores.length + 2}`,
      [...valores, consulta.limit, (consulta.page - 1) * consulta.limit],
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
      const [pendiente]: unknown[] = await manager.query(
        `SELECT 1 FROM caja_entregas WHERE cobrador_id = $1 AND estado = 'pendiente'`,
        [actor.id],
      );
      if (pendiente) {
        throw new ErrorNegocio(
          CODIGOS.entregaPendiente,
          'Ya tiene una entrega de caja por confirmar: espere a que la oficina la confirme',
          409,
        );
      }
      const [{ id }]: Array<{ id: string }> = await manager.query(
        `INSERT INTO caja_entregas (cobrador_id, fecha, cobros, cantidad_cobros, gastos, esperado, monto_entregado,
                                    observaciones, registrado_por)
         VALUES ($1, $2, 0, 0, 0, 0, $3, $4, $1) RETURNING id`,
        [actor.id, hoyBogota(), dto.montoEntregado, dto.observaciones ?? null],
      );
      // Sólo lo confirmado hasta aquí: un cobro que todavía no confirma su transacción queda para la siguiente. Los
      // cobros se bloquean antes de sumarlos (FOR UPDATE): uno que se está borrando o editando en este instante hace
      // esperar a la entrega, que después ya no lo ve (borrado) o ve su monto nuevo; y mientras la entrega no termina,
      // borrarlos o editarlos espera y encuentra la entrega (LibroService.asegurarFueraDeEntregaPendiente). Así lo
      // esperado es siempre la suma de los cobros que siguen en la entrega.
      const tomados: Array<{ id: string; monto: string }> = await manager.query(
        `SELECT id, monto FROM cobros WHERE en_poder_de = $1 AND entrega_id IS NULL ORDER BY id FOR UPDATE`,
        [actor.id],
      );
      await manager.query(`UPDATE cobros SET entrega_id = $1 WHERE id = ANY($2::uuid[])`, [id, tomados.map((c) => c.id)]);
      const cobros = {
        monto: aPesos(tomados.reduce((total, cobro) => total + aCentavos(Number(cobro.monto)), 0)),
        cantidad: tomados.length,
      };
      // El efectivo inicial de una importación que todavía tiene va en la entrega, como un cobro.
      const saldoInicial = await tomarSaldoInicial(manager, id, actor.id);
      const [gastos]: Array<{ monto: string; cantidad: number }> = await manager.query(
        `WITH tomados AS (
           UPDATE caja_gastos SET entrega_id = $1
           WHERE cobrador_id = $2 AND entrega_id IS NULL AND estado = 'aceptado' RETURNING monto
         )
         SELECT coalesce(sum(monto), 0) AS monto, count(*)::int AS cantidad FROM tomados`,
        [id, actor.id],
      );
      if (cobros.cantidad === 0 && gastos.cantidad === 0 && saldoInicial === 0) {
        throw new ErrorNegocio(CODIGOS.nadaPorEntregar, MENSAJES_CAJA_API.nadaPorEntregar, 422);
      }
      // Lo esperado nunca es negativo: la empresa no "recibe" una deuda suya con el cobrador como sobrante. La
      // transacción se deshace y nada queda marcado.
      if (aCentavos(Number(gastos.monto)) > aCentavos(cobros.monto) + aCentavos(saldoInicial)) {
        throw new ErrorNegocio(
          CODIGOS.entregaNegativa,
          MENSAJES_CAJA_API.entregaNegativa(cobros.monto, Number(gastos.monto)),
          422,
        );
      }
      await manager.query(
        `UPDATE caja_entregas SET cobros = $2, cantidad_cobros = $3, gastos = $4, saldo_inicial = $5,
           esperado = $2::numeric + $5::numeric - $4::numeric
         WHERE id = $1`,
        [id, cobros.monto, cobros.cantidad, gastos.monto, saldoInicial],
      );
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
      await manager.query(`SELECT pg_advisory_xact_lock($1, hashtext($2))`, [CANDADOS.deudaCobrador, anterior.cobrador_id]);
      await manager.query(
        `UPDATE caja_entregas
         SET estado = 'confirmada', monto_recibido = $2, fecha_confirmacion = $3, confirmado_por = $4, confirmada_at = now()
         WHERE id = $1`,
        [id, recibido, hoy, contexto.actor.id],
      );
      const diferencia = diferenciaEntrega(Number(anterior.esperado), recibido);
      const movimiento = movimientoDiferencia(diferencia);
      if (movimiento) {
        await manager.query(
          `INSERT INTO movimientos_caja (fecha, tipo, categoria, concepto, monto, registrado_por, entrega_id, cobrador_id)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
          [
            hoy,
            movimiento.tipo,
            movimiento.categoria,
            `${ETIQUETAS_DIFERENCIA_ENTREGA[movimiento.categoria]}: ${anterior.cobrador_nombre}, entrega #${anterior.numero}`,
            movimiento.monto,
            contexto.actor.id,
            id,
            anterior.cobrador_id,
          ],
        );
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
      const [cobrador]: Array<{ nombre: string }> = await manager.query(
        `SELECT nombre FROM usuarios WHERE id = $1 AND rol = 'cobrador'`,
        [cobradorId],
      );
      if (!cobrador) throw noEncontrado(MENSAJES_CAJA_API.cobradorNoEncontrado);
      const errorFecha = errorFechaAbono(dto.fecha, hoyBogota(), this.config.cobroRetroactivoDias);
      if (errorFecha) throw errorValidacion({ fecha: [errorFecha] });
      await validarFechaEnVentana(manager, dto.fecha, 'del abono');
      await manager.query(`SELECT pg_advisory_xact_lock($1, hashtext($2))`, [CANDADOS.deudaCobrador, cobradorId]);
      const deuda = aPesos(await deudaCobrador(manager, cobradorId));
      const error = errorAbonoFaltante(dto.monto, deuda);
      if (error) throw new ErrorNegocio(CODIGOS.abonoSuperaDeuda, error, 400, { monto: [error] });
      const [{ id }]: Array<{ id: string }> = await manager.query(
        `INSERT INTO caja_entregas (cobrador_id, estado, fecha, fecha_confirmacion, cobros, cantidad_cobros, gastos, esperado,
                                    monto_entregado, monto_recibido, observaciones, registrado_por, confirmado_por,
                                    confirmada_at, abono)
         VALUES ($1, 'confirmada', $2, $2, 0, 0, 0, 0, $3, $3, $4, $5, $5, now(), true) RETURNING id`,
        [cobradorId, dto.fecha, dto.monto, `Abono a su faltante de ${formatearCOP(deuda)}`, contexto.actor.id],
      );
      const entrega = await this.leerEntrega(manager, id);
      // Efectivo que entra a la caja de la oficina, como la diferencia de cualquier entrega (Flujo de Caja lo cuenta).
      await manager.query(
        `INSERT INTO movimientos_caja (fecha, tipo, categoria, concepto, monto, registrado_por, entrega_id, cobrador_id)
         VALUES ($1, 'ingreso', 'sobrante_cobrador', $2, $3, $4, $5, $6)`,
        [
          dto.fecha,
          `Abono de ${cobrador.nombre} a su faltante, entrega #${entrega.numero}`,
          dto.monto,
          contexto.actor.id,
          id,
          cobradorId,
        ],
      );
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
      const filas: Array<{
        cobrador_id: string;
        cobrado: string;
        gastos: string;
        entregado: string;
        entregas: number;
        faltantes: string;
        sobrantes: string;
        dias_sin_entrega: number;
      }> = await manager.query(
        `SELECT u.id AS cobrador_id,
                (SELECT coalesce(sum(monto), 0) FROM cobros
                 WHERE en_poder_de = u.id AND fecha BETWEEN $1 AND $2) AS cobrado,
                (SELECT coalesce(sum(monto), 0) FROM caja_gastos
                 WHERE cobrador_id = u.id AND estado = 'aceptado' AND fecha BETWEEN $1 AND $2) AS gastos,
                (SELECT coalesce(sum(monto_recibido), 0) FROM caja_entregas
                 WHERE cobrador_id = u.id AND estado = 'confirmada' AND fecha_confirmacion BETWEEN $1 AND $2) AS entregado,
                (SELECT count(*)::int FROM caja_entregas
                 WHERE cobrador_id = u.id AND estado = 'confirmada' AND NOT abono
                   AND fecha_confirmacion BETWEEN $1 AND $2) AS entregas,
                (SELECT coalesce(sum(monto), 0) FROM movimientos_caja
                 WHERE cobrador_id = u.id AND categoria = 'faltante_cobrador' AND fecha BETWEEN $1 AND $2) AS faltantes,
                (SELECT coalesce(sum(m.monto), 0) FROM movimientos_caja m
                 WHERE m.cobrador_id = u.id AND m.categoria = 'sobrante_cobrador' AND m.fecha BETWEEN $1 AND $2
                   AND NOT EXISTS (SELECT 1 FROM caja_entregas a WHERE a.id = m.entrega_id AND a.abono)) AS sobrantes,
                (SELECT count(DISTINCT co.fecha)::int FROM cobros co
                 WHERE co.en_poder_de = u.id AND co.fecha BETWEEN $1 AND $2
                   AND NOT EXISTS (SELECT 1 FROM caja_entregas e WHERE e.cobrador_id = u.id AND e.fecha = co.fecha
                                   AND NOT e.abono))
                  AS dias_sin_entrega
         FROM usuarios u WHERE u.id = ANY($3::uuid[])`,
        [desde, hasta, cajas.map((c) => c.cobradorId)],
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
          entregas: f?.entregas ?? 0,
          diasSinEntrega: f?.dias_sin_entrega ?? 0,
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
    consulta: { cobradorId?: string; desde?: string; hasta?: string },
    actor: Usuario,
    alias: 'e' | 'g',
  ): { donde: string[]; valores: unknown[] } {
    if (consulta.desde && consulta.hasta && consulta.hasta < consulta.desde) {
      throw errorValidacion({ hasta: [MENSAJES_CAJA_API.rangoInvertido] });
    }
    const { valores, param } = crearParametros();
    const donde: string[] = [];
    const cobrador = esCobrador(actor) ? actor.id : consulta.cobradorId;
    if (cobrador) donde.push(`${alias}.cobrador_id = ${param(cobrador)}`);
    if (consulta.desde) donde.push(`${alias}.fecha >= ${param(consulta.desde)}`);
    if (consulta.hasta) donde.push(`${alias}.fecha <= ${param(consulta.hasta)}`);
    return { donde, valores };
  }
}
