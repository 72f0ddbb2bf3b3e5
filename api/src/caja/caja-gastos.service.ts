import { Inject, Injectable } from '@nestjs/common';
import {
  LIMITES_GASTOS_DEFECTO,
  centavosDePesos,
  formatearCOP,
  type FotoGasto,
  type GastoCobrador,
  type LimitesGastos,
} from '@cartera/dominio';
import { DataSource, type EntityManager } from 'typeorm';
import { auditar } from '../auditoria/auditar';
import { ejecutarComando, type Vista } from '../mayor/comando';
import {
  comandoAprobarGasto,
  comandoRechazarGasto,
  comandoRegistrarGasto,
} from '../mayor/caja-gastos.comandos';
import { noEncontrado } from '../common/errores';
import { paginaDe, tramoDe } from '../common/paginacion';
import { Pagina } from '../common/respuesta';
import type { ContextoSolicitud } from '../common/usuario-actual.decorator';
import { aDataUrl, leerFoto } from '../clientes/fotos';
import { CONFIGURACION } from '../config/configuracion.module';
import type { ConfiguracionResuelta } from '../config/configuracion';
import type { Usuario } from '../usuarios/entities/usuario.entity';
import {
  MENSAJES_CAJA_API,
  asegurarPropio,
  filtrosCaja,
  gastoAJson,
  leerGasto,
} from './caja.comun';
import { consultasGastos } from './caja-gastos.consultas';
import { oficinaDelMovimiento } from '../oficinas/oficina-de-alta';
import { oficinaDeLimites } from './oficina-de-limites';
import type { ConsultaGastosDto, CrearGastoDto, LimitesGastosDto, RechazarGastoDto } from './dto/caja.dto';

/**
 * Los gastos de los cobradores y sus límites (docs/decisiones/caja-de-cobradores.md): un cobrador registra los suyos;
 * los que pasan un límite esperan a que otro gerente o administrador los apruebe o rechace. Toda escritura es una
 * transacción auditada. Sus rutas las atiende CajaService.
 */
@Injectable()
export class GastosCajaService {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(CONFIGURACION) private readonly config: ConfiguracionResuelta,
  ) {}

  // ——— Límites de los gastos ———

  /**
   * Los límites de los gastos de una oficina (Configuración › Sistema) y los días atrás que un cobrador puede fechar:
   * los de `pedida`, o los de la oficina del cobrador, la primera del gerente o la principal para el administrador.
   */
  async limites(
    actor: Pick<Usuario, 'id' | 'rol'>,
    pedida?: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<LimitesGastos> {
    return this.limitesDe(manager, await oficinaDeLimites(manager, actor, pedida));
  }

  private async limitesDe(manager: EntityManager, oficina: string): Promise<LimitesGastos> {
    const fila = await consultasGastos.limites(manager, oficina);
    const o = (valor: string | null, defecto: number) => (valor === null ? defecto : Number(valor));
    return {
      gastoMaximo: o(fila.gasto_maximo, LIMITES_GASTOS_DEFECTO.gastoMaximo),
      gastosDiaMaximo: o(fila.gastos_dia_maximo, LIMITES_GASTOS_DEFECTO.gastosDiaMaximo),
      fotoDesde: o(fila.foto_desde, LIMITES_GASTOS_DEFECTO.fotoDesde),
      diasAtras: this.config.cobroRetroactivoDias,
      updatedAt: fila.updated_at?.toISOString() ?? null,
      oficina: { _id: fila.oficina_id, nombre: fila.oficina_nombre },
    };
  }

  /**
   * El administrador cambia los límites de una oficina (la del cuerpo; obligatoria si hay varias); rigen para los
   * gastos que se registren desde ahora. Auditado.
   */
  guardarLimites(dto: LimitesGastosDto, contexto: ContextoSolicitud): Promise<LimitesGastos> {
    return this.dataSource.transaction(async (manager) => {
      const oficina = await oficinaDelMovimiento(manager, contexto.actor, dto.oficina);
      await consultasGastos.bloquearLimites(manager, oficina);
      const anterior = await this.limitesDe(manager, oficina);
      await consultasGastos.guardarLimites(manager, oficina, dto);
      const nuevo = await this.limitesDe(manager, oficina);
      await auditar(manager, contexto, 'Sistema', {
        accion: 'Cambiar límites de gastos de cobradores',
        detalles:
          `${nuevo.oficina?.nombre ?? ''}: por gasto ${formatearCOP(nuevo.gastoMaximo)}, por cobrador y día ` +
          `${formatearCOP(nuevo.gastosDiaMaximo)}, foto del recibo desde ${formatearCOP(nuevo.fotoDesde)}`,
        datosAnteriores: anterior,
        datosNuevos: nuevo,
      });
      return nuevo;
    });
  }

  // ——— Gastos ———

  async obtenerGasto(id: string, actor: Usuario): Promise<GastoCobrador> {
    const fila = await leerGasto(this.dataSource.manager, id);
    asegurarPropio(actor, fila.cobrador_id, MENSAJES_CAJA_API.gastoNoEncontrado);
    return gastoAJson(fila);
  }

  async fotoGasto(id: string, actor: Usuario): Promise<FotoGasto> {
    const fila = await leerGasto(this.dataSource.manager, id);
    asegurarPropio(actor, fila.cobrador_id, MENSAJES_CAJA_API.gastoNoEncontrado);
    const foto = await consultasGastos.fotoGasto(this.dataSource.manager, id);
    if (!foto?.foto || !foto.foto_mime) throw noEncontrado(MENSAJES_CAJA_API.sinFoto);
    return { foto: aDataUrl(foto.foto_mime, foto.foto) };
  }

  async listarGastos(consulta: ConsultaGastosDto, actor: Usuario): Promise<Pagina<GastoCobrador>> {
    const { limit, offset } = tramoDe(consulta);
    const filtros = filtrosCaja(consulta, actor);
    const { total, filas } = await consultasGastos.paginaGastos(this.dataSource.manager, filtros, limit, offset);
    return paginaDe(filas.map(gastoAJson), total, consulta);
  }

  /** Cómo la respuesta ve un gasto: la misma forma va en la auditoría del comando. */
  private vista(id: string): Vista<unknown, GastoCobrador> {
    const leer = async (manager: EntityManager) => gastoAJson(await leerGasto(manager, id));
    return { antes: leer, despues: leer };
  }

  /**
   * El cobrador registra un gasto (comandoRegistrarGasto, mayor/): con fecha en la ventana de sus cobros y
   * en la de la organización, no anterior a su última entrega confirmada, con foto si pasa el umbral. Si pasa el límite
   * por gasto, o con lo aceptado ese día el límite por día, nace `pendiente`: no rebaja lo que debe entregar hasta que
   * la oficina lo apruebe.
   */
  async crearGasto(dto: CrearGastoDto, contexto: ContextoSolicitud): Promise<GastoCobrador> {
    const foto = dto.foto ? leerFoto(dto.foto) : null;
    const pedido = {
      cobradorId: contexto.actor.id,
      fecha: dto.fecha,
      categoria: dto.categoria,
      monto: centavosDePesos(dto.monto),
      concepto: dto.concepto,
      foto: foto && !('error' in foto) ? { mime: foto.mime, datos: foto.datos } : null,
      diasAtrasCobrador: this.config.cobroRetroactivoDias,
    };
    const { vista } = await ejecutarComando(this.dataSource, comandoRegistrarGasto, pedido, contexto, {
      despues: async (manager, id: string) => gastoAJson(await leerGasto(manager, id)),
    });
    return vista;
  }

  /**
   * Aprobar un gasto por aprobar (gerente o administrador; comandoAprobarGasto): queda aceptado y desde ahora rebaja lo
   * que el cobrador debe entregar y cuenta como gasto de la empresa el día del gasto. Quien lo registró nunca lo
   * aprueba (403). La auditoría nombra a los dos.
   */
  async aprobarGasto(id: string, contexto: ContextoSolicitud): Promise<GastoCobrador> {
    const { vista } = await ejecutarComando(this.dataSource, comandoAprobarGasto, { id }, contexto, this.vista(id));
    return vista;
  }

  /**
   * Rechazar un gasto (comandoRechazarGasto): deja de rebajar lo que el cobrador debe entregar; en una entrega por
   * confirmar, lo esperado sube; en una confirmada ya no se rechaza.
   */
  async rechazarGasto(id: string, dto: RechazarGastoDto, contexto: ContextoSolicitud): Promise<GastoCobrador> {
    const pedido = { id, motivo: dto.motivo };
    const { vista } = await ejecutarComando(this.dataSource, comandoRechazarGasto, pedido, contexto, this.vista(id));
    return vista;
  }
}
