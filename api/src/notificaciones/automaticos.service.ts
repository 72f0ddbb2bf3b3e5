import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import {
  formatearCOP,
  formatearFecha,
  hoyBogota,
  sumarDias,
  type CategoriaNotificacionCentro,
  type TipoNotificacion,
  type UsoPlantilla,
} from '@cartera/dominio';
import { DataSource, type EntityManager } from 'typeorm';
import { auditar } from '../auditoria/auditar';
import type { ContextoSolicitud } from '../common/usuario-actual.decorator';
import { ColaService } from '../cola/cola.service';
import type { AvisosDeMora } from '../libro/avisos-de-mora';
import type { CobroParaRecibo } from '../libro/libro.tipos';
import { consultasAutomaticos, type InterruptorAutomatico } from './automaticos.consultas';
import {
  direccionPara,
  EnvioService,
  leerEmpresa,
  valoresCliente,
  type Empresa,
  type FilaValoresCliente,
  type NuevaNotificacionCentro,
  type NuevoDestinatario,
} from './envio.service';
import { CLAVES_RECIBO } from './recibo';
import { consultasValores } from './valores.consultas';

type PlantillaUso = NonNullable<Awaited<ReturnType<typeof consultasAutomaticos.plantillaActiva>>>;

/**
 * Qué interruptor de la organización enciende cada mensaje automático, su categoría en el historial y si además pide
 * que el canal de su plantilla esté configurado. Los recibos nacen encendidos (docs/decisiones/recibos-de-cobro.md):
 * sin canal no se encolan, así una oficina que aún no configura canales no llena la cola de envíos fallidos.
 */
const USOS: Record<
  UsoPlantilla,
  { columna: InterruptorAutomatico; categoria: CategoriaNotificacionCentro; conCanal: boolean }
> = {
  recordatorio_cuota: { columna: 'recordatorio_cuota', categoria: 'recordatorio', conCanal: false },
  aviso_mora: { columna: 'aviso_mora', categoria: 'cobranza', conCanal: false },
  recibo_cobro: { columna: 'recibo_cobro', categoria: 'cobranza', conCanal: true },
  recibo_correccion: { columna: 'recibo_cobro', categoria: 'cobranza', conCanal: true },
};

/** Un cobro editado, anulado, revertido o pasado a otro préstamo, para la corrección de su recibo. */
export interface CorreccionRecibo {
  cobroId: string;
  /** El préstamo donde queda el cobro (el otro préstamo, si pasó a otro). */
  prestamoId: string;
  /** Monto del cobro después de la corrección; null si quedó anulado (borrado, o su cuota revertida del todo). */
  montoNuevo: number | null;
  /** Saldo del préstamo después de la corrección. */
  saldoDespues: number;
  cobradorId: string | null;
}

/** Un recibo o una corrección por escribir: de qué préstamo, con qué clave y los valores propios del cobro. */
interface MensajeRecibo {
  clave: string;
  prestamoId: string;
  cobradorId: string | null;
  montoCobro: string;
  fecha: string;
  saldoDespues: number;
}

/**
 * Mensajes automáticos del libro, cada uno encendido por su interruptor en la configuración de la organización y
 * escrito con la plantilla marcada con su uso (la plantilla decide el canal): recordatorio el día antes de una
 * cuota (trabajo diario), aviso al entrar un préstamo en mora y recibo después de un cobro. Se encolan en la
 * transacción del hecho que los produce y una sola vez por hecho (clave de origen).
 */
@Injectable()
export class AutomaticosService implements OnModuleInit, AvisosDeMora {
  private readonly logger = new Logger(AutomaticosService.name);
  /** Transacciones que aplican una importación: su historia no es un hecho de hoy y no le avisa nada al cliente. */
  private readonly sinAvisos = new WeakSet<EntityManager>();

  constructor(
    private readonly dataSource: DataSource,
    private readonly envio: EnvioService,
    private readonly cola: ColaService,
  ) {}

  onModuleInit(): void {
    this.cola.alRecordar(async () => {
      const encolados = await this.encolarRecordatorios();
      if (encolados > 0) this.logger.log(`Recordatorios de cuota encolados: ${encolados}`);
    });
  }

  /**
   * La plantilla activa del uso si su interruptor está encendido (y, en los recibos, si el canal de la plantilla está
   * configurado y activo); si no, null (no se envía nada).
   */
  private async plantillaActiva(manager: EntityManager, uso: UsoPlantilla): Promise<PlantillaUso | null> {
    const fila = await consultasAutomaticos.plantillaActiva(manager, uso, USOS[uso].columna, USOS[uso].conCanal);
    return fila ?? null;
  }

  /**
   * Encola el recordatorio de cada cuota por cobrar que vence `manana` (por defecto, mañana en Bogotá) de un
   * préstamo abierto: **un mensaje por corrida y oficina** (la del cliente) con un destinatario por cuota (su texto ya renderizado), así el
   * historial muestra «Recordatorio de cuota · N destinatarios» una vez al día y no N filas. Una cuota que ya tiene su
   * recordatorio (`clave_origen` del destinatario, `recordatorio:<cuota>`) no se vuelve a encolar: otra corrida el
   * mismo día sólo agrega las cuotas nuevas (p. ej. un préstamo creado después), en un mensaje propio. Devuelve
   * cuántos recordatorios (destinatarios) escribió: 0 con el interruptor apagado o si ya estaban todos.
   */
  async encolarRecordatorios(manana: string = sumarDias(hoyBogota(), 1)): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      const plantilla = await this.plantillaActiva(manager, 'recordatorio_cuota');
      if (!plantilla) return 0;
      await consultasAutomaticos.prepararRecordatorios(manager);
      const empresa = await leerEmpresa(manager);
      const filas = await consultasValores.recordatoriosPendientes(manager, manana);
      // Un mensaje por oficina: cada recordatorio es de la oficina de su cliente.
      const porOficina = new Map<string, NuevoDestinatario[]>();
      for (const fila of filas) {
        const suyos = porOficina.get(fila.oficina_id) ?? [];
        suyos.push(...destinatariosDelRecordatorio(plantilla.tipo, fila, empresa));
        porOficina.set(fila.oficina_id, suyos);
      }
      const destinatarios = [...porOficina.values()].flat();
      if (destinatarios.length === 0) return 0;
      await this.envio.registrar(
        manager,
        [...porOficina]
          .filter(([, suyos]) => suyos.length > 0)
          .map(([oficina, suyos]) => ({
            ...this.automatico('recordatorio_cuota', plantilla, null, suyos),
            oficina,
          })),
      );
      return destinatarios.length;
    });
  }

  /** El trabajo diario a pedido de un admin (operación y bench), auditado con lo que encoló. */
  async ejecutarRecordatorios(
    fecha: string | undefined,
    contexto: ContextoSolicitud,
  ): Promise<{ fecha: string; encolados: number }> {
    const dia = fecha ?? sumarDias(hoyBogota(), 1);
    const encolados = await this.encolarRecordatorios(dia);
    await this.dataSource.transaction((manager) =>
      auditar(manager, contexto, 'Sistema', {
        tipo: 'info',
        resultado: 'exitoso',
        accion: 'Ejecutar recordatorios de cuota',
        detalles: `Cuotas que vencen el ${dia}: ${encolados} recordatorio(s) encolado(s)`,
      }),
    );
    return { fecha: dia, encolados };
  }

  private automatico(
    uso: UsoPlantilla,
    plantilla: PlantillaUso,
    clave: string | null,
    destinatarios: NuevaNotificacionCentro['destinatarios'],
  ): NuevaNotificacionCentro {
    return {
      tipo: plantilla.tipo,
      categoria: USOS[uso].categoria,
      titulo: plantilla.asunto ?? '',
      mensaje: plantilla.contenido,
      origen: uso,
      claveOrigen: clave,
      plantillaId: plantilla.id,
      destinatarios,
    };
  }

  /**
   * La transacción de un lote de importación no avisa la mora: un préstamo que llega ya en mora trae su historia, no
   * entra en mora hoy (docs/decisiones/importacion.md, «Avisos»). Después del corte, el barrido avisa como siempre.
   */
  callarAvisosEn(manager: EntityManager): void {
    this.sinAvisos.add(manager);
  }

  /** Préstamos que acaban de entrar en mora (en la transacción que los movió): un aviso por préstamo y día. */
  async avisarMora(
    manager: EntityManager,
    prestamoIds: readonly string[],
    hoy: string = hoyBogota(),
  ): Promise<void> {
    if (prestamoIds.length === 0 || this.sinAvisos.has(manager)) return;
    const plantilla = await this.plantillaActiva(manager, 'aviso_mora');
    if (!plantilla) return;
    const empresa = await leerEmpresa(manager);
    const filas = await consultasValores.prestamos(manager, prestamoIds);
    const lista = filas
      .filter(() => plantilla.tipo !== 'sistema')
      .map((fila) =>
        this.automatico('aviso_mora', plantilla, `mora:${fila.prestamo_id}:${hoy}`, [
          {
            clienteId: fila.cliente_id,
            nombre: fila.cliente,
            ...direccionPara(plantilla.tipo, fila),
            valores: valoresCliente(fila, empresa),
          },
        ]),
      );
    await this.envio.registrar(manager, lista);
  }

  /** Recibo de cada cobro (en la transacción del cobro): monto, fecha, cobrador y saldo después del cobro. */
  async enviarRecibos(manager: EntityManager, cobros: readonly CobroParaRecibo[]): Promise<void> {
    if (cobros.length === 0) return;
    const plantilla = await this.plantillaActiva(manager, 'recibo_cobro');
    if (!plantilla || plantilla.tipo === 'sistema') return;
    await this.encolarRecibos(
      manager,
      'recibo_cobro',
      plantilla,
      cobros.map((cobro) => ({
        clave: CLAVES_RECIBO.recibo(cobro.cobroId),
        prestamoId: cobro.prestamoId,
        cobradorId: cobro.cobradorId,
        montoCobro: formatearCOP(cobro.monto),
        fecha: cobro.fecha,
        saldoDespues: cobro.saldoDespues,
      })),
    );
  }

  /**
   * Corrección del recibo de cada cobro editado, anulado, revertido o pasado a otro préstamo, en la transacción del
   * cambio (docs/decisiones/recibos-de-cobro.md): monto nuevo o «anulado», fecha, préstamo y saldo después. Sólo de
   * los cobros cuyo recibo se encoló (el cliente que tiene un recibo recibe su corrección; sin recibo no hay nada que
   * corregir) y una vez por hecho: la clave es el asiento del libro que hizo el cambio, el último del cobro en el
   * préstamo donde quedó (`recibo-correccion:<asiento>`). Quien llama la pide sólo si cambió lo que el recibo decía.
   */
  async enviarCorrecciones(manager: EntityManager, correcciones: readonly CorreccionRecibo[]): Promise<void> {
    if (correcciones.length === 0) return;
    const plantilla = await this.plantillaActiva(manager, 'recibo_correccion');
    if (!plantilla || plantilla.tipo === 'sistema') return;
    const asientos = await consultasAutomaticos.asientosConRecibo(manager, correcciones);
    const porCobro = new Map(asientos.map((a) => [a.cobro_id, a]));
    await this.encolarRecibos(
      manager,
      'recibo_correccion',
      plantilla,
      correcciones.flatMap((correccion) => {
        const asiento = porCobro.get(correccion.cobroId);
        if (!asiento) return [];
        return [
          {
            clave: CLAVES_RECIBO.correccion(asiento.id),
            prestamoId: correccion.prestamoId,
            cobradorId: correccion.cobradorId,
            montoCobro: correccion.montoNuevo === null ? 'anulado' : formatearCOP(correccion.montoNuevo),
            fecha: asiento.fecha,
            saldoDespues: correccion.saldoDespues,
          },
        ];
      }),
    );
  }

  /** Un mensaje por recibo o corrección, al cliente del préstamo, con los datos del cobro y del préstamo. */
  private async encolarRecibos(
    manager: EntityManager,
    uso: 'recibo_cobro' | 'recibo_correccion',
    plantilla: PlantillaUso,
    mensajes: readonly MensajeRecibo[],
  ): Promise<void> {
    if (mensajes.length === 0) return;
    const empresa = await leerEmpresa(manager);
    const filas = await consultasValores.prestamos(manager, [...new Set(mensajes.map((m) => m.prestamoId))]);
    const cobradores = await consultasAutomaticos.cobradores(manager, [
      ...new Set(mensajes.map((m) => m.cobradorId).filter((id): id is string => id !== null)),
    ]);
    const porPrestamo = new Map(filas.map((f) => [f.prestamo_id, f]));
    const nombres = new Map(cobradores.map((c) => [c.id, c.nombre]));
    const lista = mensajes.flatMap((mensaje) => {
      const fila = porPrestamo.get(mensaje.prestamoId);
      if (!fila) return [];
      const valores = {
        ...valoresCliente(fila, empresa),
        numero_prestamo: fila.numero_prestamo ?? undefined,
        monto_cobro: mensaje.montoCobro,
        fecha_cobro: formatearFecha(mensaje.fecha),
        saldo_pendiente: formatearCOP(mensaje.saldoDespues),
        cobrador: (mensaje.cobradorId && nombres.get(mensaje.cobradorId)) || fila.cobrador || '',
      };
      return [
        this.automatico(uso, plantilla, mensaje.clave, [
          {
            clienteId: fila.cliente_id,
            nombre: fila.cliente,
            ...direccionPara(plantilla.tipo, fila),
            valores,
          },
        ]),
      ];
    });
    await this.envio.registrar(manager, lista);
  }
}

/**
 * Los destinatarios del recordatorio de una cuota: su cliente o, en el canal sistema, el cobrador del préstamo (sin
 * cobrador, ninguno).
 */
function destinatariosDelRecordatorio(
  tipo: TipoNotificacion,
  fila: FilaValoresCliente & { cuota_id: string },
  empresa: Empresa,
): NuevoDestinatario[] {
  const valores = valoresCliente(fila, empresa);
  const claveOrigen = `recordatorio:${fila.cuota_id}`;
  if (tipo === 'sistema') {
    return fila.cobrador_id
      ? [{ usuarioId: fila.cobrador_id, nombre: fila.cobrador ?? '', direccion: null, valores, claveOrigen }]
      : [];
  }
  return [{ clienteId: fila.cliente_id, nombre: fila.cliente, ...direccionPara(tipo, fila), valores, claveOrigen }];
}
