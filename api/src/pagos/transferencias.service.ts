import { Injectable } from '@nestjs/common';
import {
  CODIGOS,
  MENSAJES_PAGOS,
  formatearCOP,
  type DetalleCobro,
  type EstadoTransferencia,
  type TipoCuentaPago,
  type TransferenciaPago,
} from '@cartera/dominio';
import { DataSource, type EntityManager } from 'typeorm';
import { auditar } from '../auditoria/auditar';
import { asegurarAccesoPrestamo, esCobrador } from '../cartera/acceso';
import { MENSAJES_LIBRO } from '../cartera/libro.service';
import { ErrorNegocio, errorValidacion, noEncontrado } from '../common/errores';
import type { ContextoSolicitud } from '../common/usuario-actual.decorator';
import { instanteJson } from '../database/consulta-preparada';
import { CobrosService } from '../cobros/cobros.service';
import { aDataUrl, leerFoto, marcaFoto } from '../clientes/fotos';
import { fechaDePago } from '../prestamos/plan/plan.service';
import type { Usuario } from '../usuarios/entities/usuario.entity';
import type { ConsultaTransferenciasDto, CreateTransferenciaDto } from './dto/transferencia.dto';
import { SuspensoService } from './suspenso.service';
import { asegurarCuentaActiva, leerTransferenciasMiRuta } from './transferencia-cobro';

const COLUMNAS = `
  t.id, t.monto, t.fecha, t.referencia, t.estado, t.cobro_id, t.observaciones, t.registrado_por, t.created_at,
  t.foto IS NOT NULL AS tiene_foto,
  p.id AS prestamo_id, p.numero::text AS prestamo_numero, p.cobrador_id AS prestamo_cobrador_id,
  c.id AS cliente_id, c.nombre AS cliente_nombre,
  pc.id AS cuenta_id, pc.nombre AS cuenta_nombre, pc.tipo AS cuenta_tipo, u.nombre AS registrado_por_nombre, u.rol AS registrado_por_rol`;
const FROM = `
  FROM pagos_transferencias t
  JOIN prestamos p ON p.id = t.prestamo_id
  JOIN clientes c ON c.id = p.cliente_id
  JOIN pagos_cuentas pc ON pc.id = t.cuenta_pago_id
  LEFT JOIN usuarios u ON u.id = t.registrado_por`;

interface Fila {
  id: string;
  monto: string;
  fecha: string;
  referencia: string;
  estado: EstadoTransferencia;
  cobro_id: string | null;
  observaciones: string | null;
  registrado_por: string | null;
  created_at: Date | string;
  prestamo_id: string;
  prestamo_numero: string;
  prestamo_cobrador_id: string | null;
  cliente_id: string;
  cliente_nombre: string;
  cuenta_id: string;
  cuenta_nombre: string;
  cuenta_tipo: TipoCuentaPago;
  registrado_por_nombre: string | null;
  registrado_por_rol: string | null;
  tiene_foto: boolean;
}

function aJson(f: Fila): TransferenciaPago {
  return {
    _id: f.id,
    prestamo: { _id: f.prestamo_id, numero: Number(f.prestamo_numero), cliente: { _id: f.cliente_id, nombre: f.cliente_nombre } },
    cuenta: { _id: f.cuenta_id, nombre: f.cuenta_nombre, tipo: f.cuenta_tipo },
    monto: Number(f.monto),
    fecha: f.fecha,
    referencia: f.referencia,
    estado: f.estado,
    cobro: f.cobro_id,
    tieneFoto: f.tiene_foto,
    registradoPor: f.registrado_por ? { _id: f.registrado_por, nombre: f.registrado_por_nombre ?? '' } : null,
    createdAt: instanteJson(f.created_at),
  };
}

/** Lo que responde POST /api/pagos/transferencias: aplicada (un cobro) o por confirmar. */
export type ResultadoTransferencia =
  | { estado: 'aplicada'; cobro: DetalleCobro; transferencia: null }
  | { estado: 'por_confirmar'; cobro: null; transferencia: TransferenciaPago };

/**
 * Las transferencias que registra Mi Ruta (docs/decisiones/pagos-por-transferencia.md): según la organización, se
 * aplican de una vez (un cobro por transferencia, por el servicio de cobros de siempre) o quedan «por confirmar» sin
 * tocar el préstamo hasta que la oficina las confirma (entonces son ese mismo cobro) o las rechaza.
 */
@Injectable()
export class TransferenciasService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly cobros: CobrosService,
    private readonly suspenso: SuspensoService,
  ) {}

  async listar(consulta: ConsultaTransferenciasDto, actor: Usuario): Promise<TransferenciaPago[]> {
    const condiciones: string[] = [];
    const valores: unknown[] = [];
    if (consulta.prestamo) {
      await asegurarAccesoPrestamo(this.dataSource.manager, actor, consulta.prestamo);
      valores.push(consulta.prestamo);
      condiciones.push(`t.prestamo_id = $${valores.length}`);
    }
    if (consulta.estado) {
      valores.push(consulta.estado);
      condiciones.push(`t.estado = $${valores.length}`);
    }
    if (esCobrador(actor)) {
      valores.push(actor.id);
      condiciones.push(`(t.registrado_por = $${valores.length} OR p.cobrador_id = $${valores.length})`);
    }
    const where = condiciones.length ? `WHERE ${condiciones.join(' AND ')}` : '';
    const filas: Fila[] = await this.dataSource.query(
      `SELECT ${COLUMNAS} ${FROM} ${where} ORDER BY t.created_at DESC, t.id DESC LIMIT 500`,
      valores,
    );
    return filas.map(aJson);
  }

  private async leer(manager: EntityManager, id: string): Promise<Fila> {
    const [fila]: Fila[] = await manager.query(`SELECT ${COLUMNAS} ${FROM} WHERE t.id = $1`, [id]);
    if (!fila) throw noEncontrado(MENSAJES_PAGOS.transferenciaNoEncontrada);
    return fila;
  }

  async registrar(dto: CreateTransferenciaDto, contexto: ContextoSolicitud): Promise<ResultadoTransferencia> {
    const modo = await leerTransferenciasMiRuta(this.dataSource.manager);
    const datosCobro = {
      prestamo: dto.prestamo,
      monto: dto.monto,
      fecha: dto.fecha,
      observaciones: dto.observaciones ?? null,
      medio: 'transferencia' as const,
      cuenta: dto.cuenta,
      referencia: dto.referencia,
    };
    if (modo === 'aplicar') {
      return { estado: 'aplicada', cobro: await this.cobros.crear(datosCobro, contexto), transferencia: null };
    }
    const id = await this.dataSource.transaction(async (manager) => {
      const [prestamo]: Array<{ numero: string }> = await manager.query(`SELECT numero::text AS numero FROM prestamos WHERE id = $1`, [
        dto.prestamo,
      ]);
      if (!prestamo) throw errorValidacion({ prestamo: [MENSAJES_LIBRO.prestamoNoEncontrado] });
      await asegurarAccesoPrestamo(manager, contexto.actor, dto.prestamo);
      await asegurarCuentaActiva(manager, dto.cuenta);
      const foto = dto.foto ? leerFoto(dto.foto) : null;
      if (foto && 'error' in foto) throw errorValidacion({ foto: [foto.error] });
      const [{ id }]: Array<{ id: string }> = await manager.query(
        `INSERT INTO pagos_transferencias (prestamo_id, cuenta_pago_id, monto, fecha, referencia, observaciones, registrado_por,
                                           foto, foto_mime)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
        [
          dto.prestamo,
          dto.cuenta,
          dto.monto,
          fechaDePago(dto.fecha),
          dto.referencia.trim(),
          dto.observaciones ?? null,
          contexto.actor.id,
          foto?.datos ?? null,
          foto?.mime ?? null,
        ],
      );
      await auditar(manager, contexto, 'Cobros', {
        accion: 'Registrar transferencia por confirmar',
        detalles: `Transferencia de ${formatearCOP(dto.monto)} al préstamo #${prestamo.numero}, referencia ${dto.referencia.trim()}`,
        datosNuevos: { transferencia: id, ...datosCobro, foto: marcaFoto(foto) },
      });
      return id;
    });
    return { estado: 'por_confirmar', cobro: null, transferencia: aJson(await this.leer(this.dataSource.manager, id)) };
  }

  /**
   * Confirmar: la transferencia se toma (por_confirmar → confirmada, una sola vez aunque lleguen dos a la vez) y se
   * aplica como un cobro por transferencia con el servicio de cobros; si el cobro se rechaza (el préstamo ya no admite
   * ese monto), la transferencia vuelve a quedar por confirmar y el error llega tal cual.
   */
  async confirmar(
    id: string,
    contexto: ContextoSolicitud,
    { buscarEnSuspenso = true }: { buscarEnSuspenso?: boolean } = {},
  ): Promise<TransferenciaPago> {
    const tomada = await this.tomar(id, 'confirmada', contexto);
    // Si su dinero ya llegó en un extracto y está en suspenso, el cobro aplica esa línea (no se cuenta dos veces).
    const enSuspenso = buscarEnSuspenso
      ? await this.suspenso.tomarParaTransferencia(
          { cuentaId: tomada.cuenta_id, monto: Number(tomada.monto), fecha: tomada.fecha },
          contexto.actor.id,
        )
      : null;
    let cobro: DetalleCobro;
    try {
      cobro = await this.cobros.crear(
        {
          prestamo: tomada.prestamo_id,
          monto: Number(tomada.monto),
          fecha: tomada.fecha,
          observaciones: tomada.observaciones,
          cobrador: tomada.registrado_por_rol === 'cobrador' ? tomada.registrado_por : tomada.prestamo_cobrador_id,
          medio: 'transferencia',
          cuenta: tomada.cuenta_id,
          referencia: tomada.referencia,
        },
        contexto,
      );
    } catch (error) {
      await this.dataSource.query(
        `UPDATE pagos_transferencias SET estado = 'por_confirmar', decidido_por = NULL, updated_at = now() WHERE id = $1`,
        [id],
      );
      if (enSuspenso) await this.suspenso.resolverParaTransferencia(enSuspenso, null, contexto);
      throw error;
    }
    await this.dataSource.query(`UPDATE pagos_transferencias SET cobro_id = $2, updated_at = now() WHERE id = $1`, [id, cobro._id]);
    if (enSuspenso) {
      await this.suspenso.resolverParaTransferencia(enSuspenso, { transferenciaId: id, prestamo: tomada.prestamo_id, cobro }, contexto);
    }
    return aJson(await this.leer(this.dataSource.manager, id));
  }

  /** La foto del comprobante (GET /api/pagos/transferencias/:id/foto); un cobrador, sólo de las que puede ver. */
  async foto(id: string, actor: Usuario): Promise<{ foto: string }> {
    const fila = await this.leer(this.dataSource.manager, id);
    if (esCobrador(actor) && fila.registrado_por !== actor.id && fila.prestamo_cobrador_id !== actor.id) {
      throw noEncontrado(MENSAJES_PAGOS.transferenciaNoEncontrada);
    }
    const [foto]: Array<{ foto: Buffer | null; foto_mime: string | null }> = await this.dataSource.query(
      `SELECT foto, foto_mime FROM pagos_transferencias WHERE id = $1`,
      [id],
    );
    if (!foto?.foto || !foto.foto_mime) throw noEncontrado(MENSAJES_PAGOS.sinFoto);
    return { foto: aDataUrl(foto.foto_mime, foto.foto) };
  }

  async rechazar(id: string, contexto: ContextoSolicitud): Promise<TransferenciaPago> {
    await this.tomar(id, 'rechazada', contexto);
    return aJson(await this.leer(this.dataSource.manager, id));
  }

  /** Pasa una transferencia por confirmar al estado pedido, de forma atómica (409 si ya no estaba por confirmar). */
  private tomar(id: string, estado: 'confirmada' | 'rechazada', contexto: ContextoSolicitud): Promise<Fila> {
    return this.dataSource.transaction(async (manager) => {
      const anterior = await this.leer(manager, id);
      const [filas]: [Array<{ id: string }>, number] = await manager.query(
        `UPDATE pagos_transferencias SET estado = $2, decidido_por = $3, updated_at = now()
         WHERE id = $1 AND estado = 'por_confirmar' RETURNING id`,
        [id, estado, contexto.actor.id],
      );
      if (filas.length === 0) {
        throw new ErrorNegocio(CODIGOS.transferenciaNoPendiente, MENSAJES_PAGOS.transferenciaNoPendiente, 409);
      }
      await auditar(manager, contexto, 'Cobros', {
        accion: estado === 'confirmada' ? 'Confirmar transferencia' : 'Rechazar transferencia',
        detalles: `Transferencia de ${formatearCOP(Number(anterior.monto))} al préstamo #${anterior.prestamo_numero}, referencia ${anterior.referencia}`,
        datosAnteriores: { estado: anterior.estado },
        datosNuevos: { estado },
      });
      return anterior;
    });
  }
}
