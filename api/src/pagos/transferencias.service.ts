import { Injectable } from '@nestjs/common';
import {
  MENSAJES_PAGOS,
  centavosDePesos,
  pesosDe,
  type ResultadoTransferencia,
  type TransferenciaPago,
} from '@cartera/dominio';
import { DataSource, type EntityManager } from 'typeorm';
import { asegurarAccesoPrestamo, esCobrador } from '../common/acceso-cartera';
import { MENSAJES_LIBRO } from '../libro/libro.service';
import { errorValidacion, noEncontrado } from '../common/errores';
import type { ContextoSolicitud } from '../common/usuario-actual.decorator';
import { instanteJson } from '../database/consulta-preparada';
import { CobrosService } from '../cobros/cobros.service';
import { ejecutarComando } from '../mayor/comando';
import {
  comandoDecidirTransferencia,
  comandoRegistrarTransferencia,
  type PedidoRegistrarTransferencia,
  type TransferenciaBloqueada,
} from '../mayor/transferencias.comandos';
import { aDataUrl, leerFoto, marcaFoto } from '../clientes/fotos';
import { fechaDePago } from '../libro/fecha-cobro';
import type { Usuario } from '../usuarios/entities/usuario.entity';
import type { ConsultaTransferenciasDto, CreateTransferenciaDto } from './dto/transferencia.dto';
import { consultasPagos } from './pagos.consultas';
import { SuspensoService } from './suspenso.service';
import { consultasTransferencias, type TransferenciaLeida } from './transferencias.consultas';
import { asegurarCuentaActiva, leerTransferenciasMiRuta } from '../cobros/transferencia-cobro';

function aJson(f: TransferenciaLeida): TransferenciaPago {
  return {
    _id: f.id,
    prestamo: { _id: f.prestamo_id, numero: f.prestamo_numero, cliente: { _id: f.cliente_id, nombre: f.cliente_nombre } },
    cuenta: { _id: f.cuenta_id, nombre: f.cuenta_nombre, tipo: f.cuenta_tipo },
    monto: f.monto,
    fecha: f.fecha,
    referencia: f.referencia,
    estado: f.estado,
    cobro: f.cobro_id,
    tieneFoto: f.tiene_foto,
    registradoPor: f.registrado_por ? { _id: f.registrado_por, nombre: f.registrado_por_nombre ?? '' } : null,
    createdAt: instanteJson(f.created_at),
  };
}

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
    if (consulta.prestamo) await asegurarAccesoPrestamo(this.dataSource.manager, actor, consulta.prestamo);
    const filas = await consultasTransferencias.listar(this.dataSource.manager, {
      prestamo: consulta.prestamo,
      estado: consulta.estado,
      cobrador: esCobrador(actor) ? actor.id : undefined,
    });
    return filas.map(aJson);
  }

  private async leer(manager: EntityManager, id: string): Promise<TransferenciaLeida> {
    const fila = await consultasTransferencias.leer(manager, id);
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
    const leida = dto.foto ? leerFoto(dto.foto) : null;
    const foto = leida && !('error' in leida) ? leida : null;
    const pedido: PedidoRegistrarTransferencia = {
      prestamoId: dto.prestamo,
      cuentaPagoId: dto.cuenta,
      monto: centavosDePesos(dto.monto),
      fecha: fechaDePago(dto.fecha),
      referencia: dto.referencia.trim(),
      observaciones: dto.observaciones ?? null,
      foto,
      validar: async (manager) => {
        if ((await consultasPagos.numeroPrestamo(manager, dto.prestamo)) === undefined)
          throw errorValidacion({ prestamo: [MENSAJES_LIBRO.prestamoNoEncontrado] });
        await asegurarAccesoPrestamo(manager, contexto.actor, dto.prestamo);
        await asegurarCuentaActiva(manager, dto.cuenta);
        if (leida && 'error' in leida) throw errorValidacion({ foto: [leida.error] });
      },
      auditado: { ...datosCobro, foto: marcaFoto(foto) },
    };
    const { escrito: id } = await ejecutarComando(this.dataSource, comandoRegistrarTransferencia, pedido, contexto);
    return { estado: 'por_confirmar', cobro: null, transferencia: aJson(await this.leer(this.dataSource.manager, id)) };
  }

  /**
   * Confirmar, por el comando del mayor en una transacción: la transferencia se bloquea (una sola vez aunque lleguen dos
   * a la vez) y se aplica como un cobro por transferencia del núcleo de dinero (`cobrar`); si su dinero ya llegó en un
   * extracto y está en suspenso, ese cobro aplica la línea (el núcleo la liga) y el comprobante la saca de 2805. Si el
   * cobro se rechaza (el préstamo ya no admite ese monto), no queda nada: la transferencia sigue por confirmar, la línea
   * en suspenso, y el error llega tal cual.
   */
  async confirmar(
    id: string,
    contexto: ContextoSolicitud,
    { buscarEnSuspenso = true }: { buscarEnSuspenso?: boolean } = {},
  ): Promise<TransferenciaPago> {
    const cobrar = async (manager: EntityManager, t: TransferenciaBloqueada): Promise<string> => {
      const monto = pesosDe(t.monto);
      const enSuspenso = buscarEnSuspenso
        ? await this.suspenso.tomarParaTransferenciaEn(manager, { cuentaId: t.cuentaPagoId, monto, fecha: t.fecha }, contexto.actor.id)
        : null;
      const cobro = await this.cobros.crearEn(
        manager,
        {
          prestamo: t.prestamoId,
          monto,
          fecha: t.fecha,
          observaciones: t.observaciones,
          cobrador: t.registradoPorRol === 'cobrador' ? t.registradoPor : t.prestamoCobradorId,
          medio: 'transferencia',
          cuenta: t.cuentaPagoId,
          referencia: t.referencia,
        },
        contexto,
        enSuspenso?.id,
      );
      if (enSuspenso) {
        const resultado = { transferenciaId: t.id, prestamo: t.prestamoId, numero: t.prestamoNumero, cobro };
        await this.suspenso.completarParaTransferenciaEn(manager, enSuspenso, resultado, contexto);
      }
      return cobro;
    };
    await ejecutarComando(this.dataSource, comandoDecidirTransferencia, { id, cobrar }, contexto);
    return aJson(await this.leer(this.dataSource.manager, id));
  }

  /** La foto del comprobante (GET /api/pagos/transferencias/:id/foto); un cobrador, sólo de las que puede ver. */
  async foto(id: string, actor: Usuario): Promise<{ foto: string }> {
    const fila = await this.leer(this.dataSource.manager, id);
    if (esCobrador(actor) && fila.registrado_por !== actor.id && fila.prestamo_cobrador_id !== actor.id) {
      throw noEncontrado(MENSAJES_PAGOS.transferenciaNoEncontrada);
    }
    const foto = await consultasTransferencias.foto(this.dataSource.manager, id);
    if (!foto?.foto || !foto.foto_mime) throw noEncontrado(MENSAJES_PAGOS.sinFoto);
    return { foto: aDataUrl(foto.foto_mime, foto.foto) };
  }

  async rechazar(id: string, contexto: ContextoSolicitud): Promise<TransferenciaPago> {
    await ejecutarComando(this.dataSource, comandoDecidirTransferencia, { id }, contexto);
    return aJson(await this.leer(this.dataSource.manager, id));
  }
}
