import { Injectable } from '@nestjs/common';
import {
  CODIGOS,
  DIAS_CRUCE_TRANSFERENCIA,
  MENSAJES_EXTRACTOS,
  formatearCOP,
  invertir,
  hoyBogota,
  reglaDevolucionRecaudo,
  reglaRecaudoPorAplicar,
  validarAplicacionSuspenso,
  validarDevolucionRecaudo,
  type LineaExtractoPago,
} from '@cartera/dominio';
import { DataSource, type EntityManager } from 'typeorm';
import { auditar } from '../auditoria/auditar';
import { ErrorNegocio, errorValidacion, noEncontrado } from '../common/errores';
import type { ContextoSolicitud } from '../common/usuario-actual.decorator';
import { aCentavos } from '../common/dinero';
import { CobrosService } from '../cobros/cobros.service';
import { escribirComprobante } from '../mayor/contabilizar';
import { enOficina } from '../database/en-oficina';
import {
  contabilizarAplicacion,
  contabilizarSuspenso,
  huellaClave,
  lineaJson,
  oficinaDeCuentaPago,
} from './lineas-extracto';
import {
  anularLineaEvento,
  asientoDelSuspenso,
  insertarLineaEvento,
  leerLinea,
  leerLineas,
  numerosDePrestamos,
  marcarAplicada,
  marcarDevuelta,
  tomarLinea,
  tomarLineaParecida,
  type LineaLeida,
} from './lineas.consultas';

/** Un cobro que aplicó parte de una línea: el préstamo, su número (para la auditoría), el monto en pesos y el cobro. */
interface Aplicado {
  prestamo: string;
  numero: number;
  monto: number;
  cobro: string;
}

const yaDecidida = () =>
  new ErrorNegocio(CODIGOS.lineaSuspensoDecidida, MENSAJES_EXTRACTOS.lineaYaDecidida, 409);

/**
 * Lo que GET /api/pagos/suspenso lista: lo que espera a la oficina (por defecto), lo que queda por devolver o ya se
 * devolvió, los débitos por identificar y las líneas repetidas por confirmar (docs/decisiones/conciliacion-bancaria.md).
 */
export const ESTADOS_SUSPENSO = ['en_suspenso', 'no_es_nuestro', 'devuelta', 'por_identificar', 'por_confirmar'] as const;
export type EstadoSuspenso = (typeof ESTADOS_SUSPENSO)[number];

/**
 * «Recaudos por aplicar» (docs/decisiones/pagos-por-transferencia.md): el dinero que llegó a una cuenta de recaudo sin
 * cruzarse con un préstamo (una línea del extracto, o un pago de la pasarela con una referencia que no es de nadie).
 * La oficina lo aplica a un préstamo o lo reparte entre varios (cobros por transferencia del servicio de cobros de
 * siempre, y el comprobante que lo saca de 2805) o lo marca «no es nuestro» (queda en 2805, por devolver).
 */
@Injectable()
export class SuspensoService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly cobros: CobrosService,
  ) {}

  /** Lo que espera (también lo que se está aplicando en este momento, `aplicando`) o lo que queda por devolver. */
  /** Las líneas en ese estado de las cuentas que ve quien pide; con `oficina`, sólo las de sus cuentas. */
  listar(estado: EstadoSuspenso = 'en_suspenso', oficina?: string): Promise<LineaExtractoPago[]> {
    return enOficina(oficina, async () => {
      const filas = await leerLineas(this.dataSource.manager, {
        estados: estado === 'en_suspenso' ? ['en_suspenso', 'aplicando'] : [estado],
      });
      return filas.map(lineaJson);
    });
  }

  /** Una línea con su cuenta, quién decidió y sus cobros (404 si no existe). */
  async leer(manager: EntityManager, id: string): Promise<LineaLeida> {
    const fila = await leerLinea(manager, id);
    if (!fila) throw noEncontrado(MENSAJES_EXTRACTOS.lineaNoEncontrada);
    return fila;
  }

  /**
   * Aplica una línea en suspenso, en una transacción: la línea se toma (en_suspenso → aplicando; otra solicitud a la
   * vez espera su candado y recibe 409), cada parte es un cobro del núcleo de dinero por transferencia a la cuenta de la
   * línea, con su fecha, y el comprobante la saca de 2805. Si una parte se rechaza no queda nada: ni los cobros de las
   * otras, ni sus comprobantes, ni sus recibos; la línea sigue esperando.
   */
  async aplicar(id: string, cuerpo: unknown, contexto: ContextoSolicitud): Promise<LineaExtractoPago> {
    const linea = await this.leer(this.dataSource.manager, id);
    const validada = validarAplicacionSuspenso(cuerpo, linea.valor);
    if ('errores' in validada) throw errorValidacion(validada.errores);
    const { decision } = validada;
    const descripcion = `${formatearCOP(linea.valor)} del ${linea.fecha} en «${linea.cuenta_nombre}» (${linea.descripcion})`;

    if (decision.tipo === 'no_es_nuestro') {
      await this.dataSource.transaction(async (manager) => {
        await this.tomar(manager, id, 'no_es_nuestro', contexto.actor.id);
        await auditar(manager, contexto, 'Cobros', {
          accion: 'Marcar recaudo como no es nuestro',
          detalles: `${descripcion}: queda en «Recaudos por aplicar» para devolverlo`,
          datosNuevos: { linea: id, estado: 'no_es_nuestro' },
        });
      });
      return lineaJson(await this.leer(this.dataSource.manager, id));
    }

    await this.dataSource.transaction(async (manager) => {
      await this.tomar(manager, id, 'aplicando', contexto.actor.id);
      const cobros: Array<{ prestamo: string; monto: number; cobro: string }> = [];
      for (const parte of decision.partes) {
        const monto = parte.centavos / 100;
        const cobro = await this.cobros.crearEn(
          manager,
          {
            prestamo: parte.prestamo,
            monto,
            fecha: linea.fecha,
            observaciones: `Recaudo por aplicar: ${linea.descripcion}`.slice(0, 500),
            medio: 'transferencia',
            cuenta: linea.cuenta_id,
            referencia: (linea.referencia || linea.descripcion || 'Recaudo por aplicar').slice(0, 60),
          },
          contexto,
          linea.id,
        );
        cobros.push({ prestamo: parte.prestamo, monto, cobro });
      }
      const numeros = await numerosDePrestamos(manager, cobros.map((c) => c.prestamo));
      const hechos = cobros.map((c) => ({ ...c, numero: numeros.get(c.prestamo) ?? 0 }));
      await this.completarEn(manager, linea, hechos, null, contexto);
    });
    return lineaJson(await this.leer(this.dataSource.manager, id));
  }

  /**
   * Cierra una línea tomada (`aplicando`) con los cobros que la aplicaron (que el núcleo ya ligó a ella al escribirlos),
   * en la transacción dada: el comprobante que la saca de 2805, su estado `aplicada` y la auditoría.
   */
  private async completarEn(
    manager: EntityManager,
    linea: LineaLeida,
    hechos: Aplicado[],
    transferenciaId: string | null,
    contexto: ContextoSolicitud,
  ): Promise<void> {
    const descripcion = `${formatearCOP(linea.valor)} del ${linea.fecha} en «${linea.cuenta_nombre}» (${linea.descripcion})`;
    await contabilizarAplicacion(
      manager,
      { id: linea.id, cuentaPagoId: linea.cuenta_id, fecha: linea.fecha, valor: linea.valor },
      `Aplicación del recaudo ${descripcion}`.slice(0, 300),
      contexto.actor.id,
    );
    await marcarAplicada(manager, linea.id, transferenciaId);
    await auditar(manager, contexto, 'Cobros', {
      accion: hechos.length > 1 ? 'Repartir recaudo por aplicar' : 'Aplicar recaudo por aplicar',
      detalles: `${descripcion} aplicado a ${hechos.map((h) => `${formatearCOP(h.monto)} al préstamo #${h.numero}`).join(', ')}`,
      datosNuevos: {
        linea: linea.id,
        transferencia: transferenciaId,
        cobros: hechos.map((h) => ({ prestamo: h.prestamo, monto: h.monto, cobro: h.cobro })),
      },
    });
  }

  /**
   * Una transferencia por confirmar que la oficina confirma cuando su dinero ya entró al suspenso (el extracto llegó
   * antes que el registro de Mi Ruta): la línea en suspenso de la misma cuenta, del mismo valor y a ±2 días (la más
   * cercana) se toma para ella en la transacción de la confirmación, así su cobro la aplica (y el núcleo la liga) en vez
   * de contar ese dinero otra vez. null si no hay ninguna.
   */
  async tomarParaTransferenciaEn(
    manager: EntityManager,
    t: { cuentaId: string; monto: number; fecha: string },
    actor: string,
  ): Promise<LineaLeida | null> {
    const tomada = await tomarLineaParecida(manager, { ...t, dias: DIAS_CRUCE_TRANSFERENCIA }, actor);
    return tomada ? this.leer(manager, tomada) : null;
  }

  /** Lo que sigue a tomarParaTransferenciaEn, en la misma transacción: la línea queda aplicada por el cobro de la transferencia. */
  async completarParaTransferenciaEn(
    manager: EntityManager,
    linea: LineaLeida,
    resultado: { transferenciaId: string; prestamo: string; numero: number; cobro: string },
    contexto: ContextoSolicitud,
  ): Promise<void> {
    const hecho = { prestamo: resultado.prestamo, numero: resultado.numero, monto: linea.valor, cobro: resultado.cobro };
    await this.completarEn(manager, linea, [hecho], resultado.transferenciaId, contexto);
  }

  /**
   * Devuelve a quien lo consignó un recaudo en suspenso o «no es nuestro» (docs/decisiones/pagos-por-transferencia.md,
   * «Devolver lo que no es nuestro»): la línea queda `devuelta` con la fecha y la referencia del banco, y su comprobante
   * (reglaDevolucionRecaudo, en la fecha de la devolución) la saca de 2805 y del banco, en una transacción. Otra vez,
   * o una línea aplicada: 409 y nada cambia.
   */
  async devolver(id: string, cuerpo: unknown, contexto: ContextoSolicitud): Promise<LineaExtractoPago> {
    const linea = await this.leer(this.dataSource.manager, id);
    const validada = validarDevolucionRecaudo(cuerpo, linea, hoyBogota());
    if ('errores' in validada) throw errorValidacion(validada.errores);
    const descripcion = `${formatearCOP(linea.valor)} del ${linea.fecha} en «${linea.cuenta_nombre}» (${linea.descripcion})`;
    await this.dataSource.transaction(async (manager) => {
      if (!(await marcarDevuelta(manager, id, validada, contexto.actor.id)))
        throw new ErrorNegocio(CODIGOS.lineaSuspensoDecidida, MENSAJES_EXTRACTOS.lineaNoDevolvible, 409);
      await escribirComprobante(manager, {
        fecha: validada.fecha,
        tipo: 'devolucion_recaudo',
        descripcion: `Devolución (ref. ${validada.referencia}) del recaudo ${descripcion}`.slice(0, 300),
        origen: 'extracto',
        origenId: id,
        registradoPor: contexto.actor.id,
        oficinaId: await oficinaDeCuentaPago(manager, linea.cuenta_id),
        lineas: reglaDevolucionRecaudo({ cuentaPagoId: linea.cuenta_id, monto: aCentavos(linea.valor) }),
      });
      await auditar(manager, contexto, 'Cobros', {
        accion: 'Devolver recaudo que no es nuestro',
        detalles: `${descripcion} devuelto el ${validada.fecha} (referencia ${validada.referencia})`,
        datosNuevos: { linea: id, estado: 'devuelta', fecha: validada.fecha, referencia: validada.referencia },
      });
    });
    return lineaJson(await this.leer(this.dataSource.manager, id));
  }

  /** en_suspenso → el estado pedido, de forma atómica (409 si ya no estaba en suspenso). */
  private async tomar(
    manager: EntityManager,
    id: string,
    estado: 'aplicando' | 'no_es_nuestro',
    actor: string,
  ): Promise<void> {
    if (!(await tomarLinea(manager, id, estado, actor))) throw yaDecidida();
  }

  /**
   * Un pago aprobado de la pasarela cuya referencia no es de ningún préstamo o no vino firmada (`sinFirmar`): entra al
   * suspenso como una línea más de su cuenta (clave: la transacción), con su comprobante, en la transacción dada.
   */
  async registrarEvento(
    manager: EntityManager,
    e: {
      eventoId: string;
      cuentaPagoId: string;
      transaccion: string;
      referencia: string;
      monto: number;
      fecha: string;
      /** Una aprobación cuya referencia no vino firmada: la que trae (sólo una pista) y por qué está aquí. */
      sinFirmar?: { referencia: string; motivo: string };
    },
    registradoPor: string | null,
  ): Promise<void> {
    const detalle = e.sinFirmar
      ? `${e.sinFirmar.referencia ? `, referencia sin firmar ${e.sinFirmar.referencia.slice(0, 60)}` : ''}. ${e.sinFirmar.motivo}`
      : e.referencia
        ? `, referencia ${e.referencia}`
        : '';
    const descripcion = `Wompi ${e.transaccion}${detalle}`.slice(0, 300);
    const id = await insertarLineaEvento(manager, {
      cuentaPagoId: e.cuentaPagoId,
      eventoId: e.eventoId,
      clave: huellaClave(`wompi|${e.transaccion}`),
      fecha: e.fecha,
      descripcion,
      monto: e.monto,
      referencia: e.referencia.slice(0, 120) || null,
    });
    await contabilizarSuspenso(
      manager,
      { id, cuentaPagoId: e.cuentaPagoId, fecha: e.fecha, valor: e.monto, descripcion },
      registradoPor,
    );
  }

  /**
   * La pasarela anuló un pago que estaba en suspenso: si nadie lo ha aplicado, se anula (el reverso de su comprobante) y
   * responde true; si ya se aplicó o se marcó, false (la oficina lo resuelve con los cobros que hizo).
   */
  async anularEvento(
    manager: EntityManager,
    transaccion: string,
    registradoPor: string | null,
  ): Promise<boolean> {
    const linea = await anularLineaEvento(manager, transaccion);
    if (!linea) return false;
    await escribirComprobante(manager, {
      fecha: linea.fecha,
      tipo: 'reverso',
      descripcion: `Reverso: el pago de Wompi ${transaccion} se anuló antes de aplicarse`,
      origen: 'extracto',
      origenId: linea.id,
      reversoDe: await asientoDelSuspenso(manager, linea.id),
      registradoPor,
      oficinaId: await oficinaDeCuentaPago(manager, linea.cuenta_pago_id),
      lineas: invertir(
        reglaRecaudoPorAplicar({ cuentaPagoId: linea.cuenta_pago_id, monto: aCentavos(linea.valor) }),
      ),
    });
    return true;
  }
}
