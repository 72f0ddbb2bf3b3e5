import { Inject, Injectable } from '@nestjs/common';
import {
  CODIGOS,
  ETIQUETAS_CATEGORIA_GASTO,
  MENSAJES_CAJA,
  errorFechaRegistro,
  estadoGastoNuevo,
  exigeFotoGasto,
  formatearCOP,
  formatearFecha,
  hoyBogota,
  type FotoGasto,
  type GastoCobrador,
  type LimitesGastos,
} from '@cartera/dominio';
import { DataSource, type EntityManager } from 'typeorm';
import { auditar } from '../auditoria/auditar';
import { contabilizarGasto, reversarGasto } from '../contabilidad/mayor/contabilizar';
import { ErrorNegocio, errorValidacion, noEncontrado } from '../common/errores';
import { paginaDe, tramoDe } from '../common/paginacion';
import { Pagina } from '../common/respuesta';
import type { ContextoSolicitud } from '../common/usuario-actual.decorator';
import { validarFechaEnVentana } from '../organizacion/ventana-fechas';
import { aDataUrl, leerFoto } from '../clientes/fotos';
import { CONFIGURACION } from '../config/configuracion.module';
import type { ConfiguracionResuelta } from '../config/configuracion';
import type { Usuario } from '../usuarios/entities/usuario.entity';
import {
  MENSAJES_CAJA_API,
  asegurarPropio,
  filtrosCaja,
  gastoAJson,
  leerEntrega,
  leerGasto,
} from './caja.comun';
import { consultasCaja } from './caja.consultas';
import { consultasGastos } from './caja-gastos.consultas';
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
      const gasto = gastoAJson(await leerGasto(manager, id));
      await auditar(manager, contexto, 'Cobros', {
        accion: 'Registrar gasto de cobrador',
        detalles:
          `Gasto de ${ETIQUETAS_CATEGORIA_GASTO[gasto.categoria].toLowerCase()} de ${formatearCOP(gasto.monto)} el ${formatearFecha(gasto.fecha)}: ${gasto.concepto}` +
          (limitePasado
            ? ` (por aprobar: ${limitePasado === 'gasto' ? 'pasa el límite por gasto' : 'pasa el límite por día'})`
            : ''),
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
      const anterior = await leerGasto(manager, id, true);
      if (anterior.registrado_por === actor.id || anterior.cobrador_id === actor.id) {
        throw new ErrorNegocio(CODIGOS.aprobadorEsRegistrante, MENSAJES_CAJA_API.aprobadorEsRegistrante, 403);
      }
      if (anterior.estado === 'rechazado')
        throw new ErrorNegocio(CODIGOS.gastoYaRechazado, MENSAJES_CAJA_API.gastoYaRechazado, 409);
      if (anterior.estado === 'aceptado')
        throw new ErrorNegocio(CODIGOS.gastoNoPendiente, MENSAJES_CAJA_API.gastoNoPendiente, 409);
      await consultasGastos.aprobarGasto(manager, id, actor.id);
      await contabilizarGasto(manager, id, actor.id);
      const gasto = gastoAJson(await leerGasto(manager, id));
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
      const anterior = await leerGasto(manager, id, true);
      if (anterior.estado === 'rechazado')
        throw new ErrorNegocio(CODIGOS.gastoYaRechazado, MENSAJES_CAJA_API.gastoYaRechazado, 409);
      if (anterior.entrega_id) {
        const entrega = await leerEntrega(manager, anterior.entrega_id, true);
        if (entrega.estado === 'confirmada') {
          throw new ErrorNegocio(CODIGOS.gastoEntregado, MENSAJES_CAJA_API.gastoEntregado, 422);
        }
        await consultasCaja.devolverGasto(manager, entrega.id, anterior.monto);
      }
      await consultasGastos.rechazarGasto(manager, id, dto.motivo, contexto.actor.id);
      if (anterior.estado === 'aceptado') await reversarGasto(manager, id, contexto.actor.id);
      const gasto = gastoAJson(await leerGasto(manager, id));
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
}
