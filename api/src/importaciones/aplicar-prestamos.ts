// Aplicar los préstamos de una importación (docs/decisiones/importacion.md, «Préstamos» y «Libros abiertos»): cada
// préstamo con su historia de cobros (aplicada por las reglas de Cartera, por el mismo libro que cualquier cobro) o con
// su plan propio a la fecha de corte (las cuotas tal como vienen). Su dinero anterior al corte no pasó por la caja de
// Cartera: el libro mayor abre su cartera en la fecha de corte, en un comprobante contra «Saldos iniciales»
// (packages/dominio/src/apertura.ts).
import {
  MENSAJES,
  MENSAJES_PRESTAMOS_IMPORTACION,
  MODALIDADES,
  TIPOS_AMORTIZACION,
  centavosDePesos,
  errorPrestamoSinCartera,
  esPrestamoSinCartera,
  esValorDe,
  type EstadoPrestamoSinCartera,
  type FilaCobro,
  type FilaCuota,
  type FilaPrestamo,
} from '@cartera/dominio';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { Firmante } from '../auditoria/auditar';
import { aCentavos, aPesos } from '../common/dinero';
import { leerHistoriaImportada } from '../libro/libro-cobros';
import { LibroService, type DatosCobroLibro } from '../libro/libro.service';
import { consultasLibroImportado } from '../libro/libro-importado';
import { comprobanteAperturaImportada } from '../mayor/comprobantes-importados';
import { escribirComprobante } from '../mayor/contabilizar';
import { uuidV7 } from '../common/uuid-v7';
import { AutomaticosService } from '../notificaciones/automaticos.service';
import type { CreatePrestamoDto } from '../prestamos/dto/create-prestamo.dto';
import { OperacionesLibroService } from '../prestamos/libro/operaciones.service';
import { PlanService } from '../prestamos/plan/plan.service';
import { PrestamosService } from '../prestamos/prestamos.service';
import { consultasAplicacion } from './aplicacion.consultas';
import { ErrorDeFila } from './error-de-fila';
import { consultasFilasRevisadas } from './filas-revisadas.consultas';
import { claveDeFila, huellaDeFila } from './huellas';

export const MENSAJES_PRESTAMOS_IMPORTADOS = {
  clienteNoImportado: 'Su cliente no se importó (vea el error de su fila en Clientes)',
  cobradorNoImportado: 'Su cobrador no se importó (vea el error de su fila en Cobradores)',
  enUso:
    'El préstamo ya tiene movimientos registrados en Cartera después de su fecha de corte (cobros, condonaciones…): ' +
    'no cambia con el archivo. Corríjalo en Cartera',
  terminosFijos:
    'De un préstamo ya importado sólo cambian con el archivo su cobrador y su tipo de crédito: su monto, sus fechas, ' +
    'su estado, sus cobros y sus cuotas ya abrieron los libros, que quedaron cerrados hasta su corte',
  // Los que la revisión ya dice (revisarPrestamosImportacion): aquí, por si el día cambió entre revisar y aplicar.
  pagadoConSaldo: MENSAJES_PRESTAMOS_IMPORTACION.pagadoConSaldo,
  castigadoSinSaldo: MENSAJES_PRESTAMOS_IMPORTACION.castigadoSinSaldo,
  futuro: MENSAJES_PRESTAMOS_IMPORTACION.futuro,
  solicitudSinSolicitante:
    'Una solicitud necesita quién la pidió: el cobrador del préstamo o quien aplica la importación',
  periodoCerrado: (fecha: string) =>
    `Los libros están cerrados hasta el ${fecha}: la historia del préstamo cae en un periodo cerrado. Reabra el periodo en Contabilidad y aplique otra vez`,
} as const;

/** Lo que dicen los movimientos de un préstamo importado (los mismos por los dos caminos: aplicar-lote-prestamos.ts). */
export const MOTIVOS_IMPORTADOS = {
  cobro: (idExterno: string) => `Importado (${idExterno})`,
  pagadoDeCuota: (numero: number) => `Importado: pagado de la cuota ${numero} antes del corte`,
  aperturaPlanPropio: 'Apertura de un préstamo importado con su plan propio',
  castigo: 'Importado castigado',
} as const;

/**
 * Lo pagado de cada cuota de un plan propio, como un cobro a la fecha de corte sobre esa cuota: el camino de uno en uno
 * y el lote (lote-apertura.ts) abren igual.
 */
export function cobrosDeLoPagado(
  ordenadas: readonly FilaCuota[],
  fechaCorte: string,
  registradoPor: string | null,
): DatosCobroLibro[] {
  return ordenadas
    .filter((c) => c.pagado > 0)
    .map((c) => ({
      monto: centavosDePesos(c.pagado),
      fecha: fechaCorte,
      observaciones: MOTIVOS_IMPORTADOS.pagadoDeCuota(c.numero),
      cobradorId: null,
      registradoPor,
      origen: 'importacion',
      enPoderDe: null,
      cuotaNumero: c.numero,
    }));
}

/** Un préstamo del archivo con sus cobros (historia) o sus cuotas (plan propio). */
export interface PrestamoDelArchivo {
  fila: FilaPrestamo;
  cobros: FilaCobro[];
  cuotas: FilaCuota[];
}

/** Lo que se registra en importacion_ids: el préstamo y cada cobro o cuota suyo, con su huella (una sentencia). */
async function registrarIds(
  manager: EntityManager,
  hoja: 'Prestamos' | 'Cobros' | 'Cuotas',
  filas: readonly object[],
  idCartera: string,
  importacionId: string,
): Promise<void> {
  await consultasAplicacion.registrarIds(
    manager,
    filas.map((f) => ({
      hoja,
      id_externo: claveDeFila(hoja, f),
      id_cartera: idCartera,
      huella: huellaDeFila(f),
      importacion_id: importacionId,
    })),
  );
}

@Injectable()
export class AplicadorPrestamos {
  constructor(
    private readonly prestamos: PrestamosService,
    private readonly plan: PlanService,
    private readonly libro: LibroService,
    private readonly operaciones: OperacionesLibroService,
    private readonly automaticos: AutomaticosService,
  ) {}

  /** Si el préstamo, sus cobros y sus cuotas ya están importados con la misma huella: nada que hacer. */
  async sinCambios(manager: EntityManager, datos: PrestamoDelArchivo): Promise<boolean> {
    const fila = (hoja: 'Prestamos' | 'Cobros' | 'Cuotas', valor: object) => ({
      hoja,
      id_externo: claveDeFila(hoja, valor),
      huella: huellaDeFila(valor),
    });
    const filas = [
      fila('Prestamos', datos.fila),
      ...datos.cobros.map((c) => fila('Cobros', c)),
      ...datos.cuotas.map((c) => fila('Cuotas', c)),
    ];
    return (await consultasAplicacion.iguales(manager, filas)) === filas.length;
  }

  /**
   * Aplica un préstamo del archivo: nuevo (con su historia o su plan, sus libros abiertos y su estado) o, si ya se
   * importó, sólo su cobrador y su tipo de crédito, y nada si ya tiene movimientos de Cartera. Devuelve su id.
   */
  async aplicar(
    manager: EntityManager,
    importacionId: string,
    datos: PrestamoDelArchivo,
    idPrevio: string | undefined,
    actor: Firmante,
    hoy: string,
  ): Promise<string> {
    const { fila } = datos;
    const cobradorId = fila.cobrador
      ? await this.idImportado(manager, 'Cobradores', fila.cobrador, 'cobrador')
      : undefined;
    const id = idPrevio
      ? await this.corregir(manager, idPrevio, datos, cobradorId)
      : await this.crear(manager, datos, cobradorId, actor, hoy);
    await registrarIds(manager, 'Cobros', datos.cobros, id, importacionId);
    await registrarIds(manager, 'Cuotas', datos.cuotas, id, importacionId);
    return id;
  }

  private async idImportado(
    manager: EntityManager,
    hoja: 'Cobradores' | 'Clientes',
    idExterno: string,
    columna: string,
  ): Promise<string> {
    const fila = await consultasAplicacion.previa(manager, hoja, idExterno);
    if (!fila)
      throw new ErrorDeFila(
        columna,
        hoja === 'Clientes'
          ? MENSAJES_PRESTAMOS_IMPORTADOS.clienteNoImportado
          : MENSAJES_PRESTAMOS_IMPORTADOS.cobradorNoImportado,
      );
    return fila.id_cartera;
  }

  /** Un préstamo ya importado: sin movimientos de Cartera y con sus mismas cifras, cambia su cobrador y su tipo. */
  private async corregir(
    manager: EntityManager,
    id: string,
    datos: PrestamoDelArchivo,
    cobradorId: string | undefined,
  ): Promise<string> {
    await this.libro.bloquearPrestamo(manager, id);
    if ((await consultasAplicacion.movimientosDeCartera(manager, id)) > 0)
      throw new ErrorDeFila('idExterno', MENSAJES_PRESTAMOS_IMPORTADOS.enUso);
    const previas = await consultasAplicacion.deCartera(manager, id, ['Prestamos', 'Cobros', 'Cuotas']);
    // Lo que abrió los libros no cambia: el préstamo sin su cobrador ni su tipo, y cada cobro y cuota.
    const sinLoCorregible = (f: FilaPrestamo) => huellaDeFila({ ...f, cobrador: null, tipoCredito: null });
    const previaPrestamo = await consultasFilasRevisadas.prestamoImportado(manager, id, datos.fila.idExterno);
    const huellasArchivo = new Set([
      ...datos.cobros.map((c) => `Cobros|${claveDeFila('Cobros', c)}|${huellaDeFila(c)}`),
      ...datos.cuotas.map((c) => `Cuotas|${claveDeFila('Cuotas', c)}|${huellaDeFila(c)}`),
    ]);
    const huellasCartera = new Set(
      previas.filter((p) => p.hoja !== 'Prestamos').map((p) => `${p.hoja}|${p.id_externo}|${p.huella}`),
    );
    const mismaHistoria =
      huellasArchivo.size === huellasCartera.size && [...huellasArchivo].every((h) => huellasCartera.has(h));
    if (
      !mismaHistoria ||
      (previaPrestamo && sinLoCorregible(previaPrestamo) !== sinLoCorregible(datos.fila))
    )
      throw new ErrorDeFila('idExterno', MENSAJES_PRESTAMOS_IMPORTADOS.terminosFijos);
    await consultasLibroImportado.corregirPrestamo(manager, id, cobradorId ?? null, datos.fila.tipoCredito);
    return id;
  }

  /** Un préstamo nuevo: creado como cualquier otro (crearEn), con su fecha de corte, su plan o su historia y su estado. */
  private async crear(
    manager: EntityManager,
    { fila, cobros, cuotas }: PrestamoDelArchivo,
    cobradorId: string | undefined,
    actor: Firmante,
    hoy: string,
  ): Promise<string> {
    const clienteId = await this.idImportado(manager, 'Clientes', fila.cliente, 'cliente');
    // Llega con su historia, quizá ya en mora: no es un préstamo que entra en mora hoy, y el cliente no recibe aviso.
    this.automaticos.callarAvisosEn(manager);
    const fechaCorte = fila.fechaCorte ?? hoy;
    if (fechaCorte > hoy || cobros.some((c) => c.fecha > hoy))
      throw new ErrorDeFila(
        fila.fechaCorte && fila.fechaCorte > hoy ? 'fechaCorte' : 'idExterno',
        MENSAJES_PRESTAMOS_IMPORTADOS.futuro,
      );
    // La revisión ya los comprobó (validarPrestamo); la fila vuelve de la base como texto.
    if (!esValorDe(MODALIDADES, fila.modalidad)) throw new ErrorDeFila('modalidad', MENSAJES.modalidadInvalida);
    if (!esValorDe(TIPOS_AMORTIZACION, fila.tipoAmortizacion))
      throw new ErrorDeFila('tipoAmortizacion', MENSAJES.tipoAmortizacionInvalido);
    const planPropio = cuotas.length > 0;
    const dto: CreatePrestamoDto = {
      cliente: clienteId,
      monto: fila.monto,
      interes: fila.interes,
      cuotas: planPropio ? cuotas.length : fila.cuotas,
      modalidad: fila.modalidad,
      tipoAmortizacion: fila.tipoAmortizacion,
      tipoCredito: fila.tipoCredito ?? undefined,
      fechaInicio: fila.fechaInicio,
      fechaPrimerPago: fila.fechaPrimerPago ?? undefined,
      // Con plan propio, el préstamo entra a Cartera el día del corte (ahí se abre su cartera); con historia, el día
      // de su desembolso.
      fecha: planPropio ? fechaCorte : fila.fechaInicio,
    };
    if (esPrestamoSinCartera(fila.estado)) {
      const sinCartera = errorPrestamoSinCartera(fila.estado, { cobros: cobros.length, cuotas: cuotas.length });
      if (sinCartera) throw new ErrorDeFila('estado', sinCartera);
      return this.crearSinCartera(manager, dto, fila.estado, cobradorId, actor, fechaCorte, hoy);
    }
    const id = await this.prestamos.crearEn(manager, dto, hoy, null, { fechaCorte });
    // Su cobrador es el del archivo aunque hoy esté inactivo (la historia es la que fue); sin él, el de su cliente.
    if (cobradorId) await consultasLibroImportado.asignarCobrador(manager, id, cobradorId);
    const registradoPor = actor.id ?? null;
    if (planPropio) await this.abrirConPlanPropio(manager, id, cuotas, fechaCorte, registradoPor);
    else {
      await this.plan.generarYRecalcularEn(
        manager,
        await this.libro.bloquearPrestamo(manager, id),
        registradoPor,
      );
      // Quien recibió cada cobro (el de la fila, o el del préstamo): cuenta en lo cobrado por cobrador, nunca en su caja.
      const recibio = new Map<string, string>();
      for (const cobro of cobros)
        if (cobro.cobrador && !recibio.has(cobro.cobrador))
          recibio.set(
            cobro.cobrador,
            await this.idImportado(manager, 'Cobradores', cobro.cobrador, 'cobrador'),
          );
      const historia: DatosCobroLibro[] = [...cobros]
        .sort((a, b) => (a.fecha < b.fecha ? -1 : a.fecha > b.fecha ? 1 : 0))
        .map((cobro) => ({
          monto: centavosDePesos(cobro.monto),
          fecha: cobro.fecha,
          observaciones: MOTIVOS_IMPORTADOS.cobro(cobro.idExterno),
          cobradorId: (cobro.cobrador ? recibio.get(cobro.cobrador) : cobradorId) ?? null,
          registradoPor,
          origen: 'importacion',
          enPoderDe: null,
        }));
      await this.libro.registrarCobros(manager, await this.libro.bloquearPrestamo(manager, id), historia);
    }
    // Uno que llega castigado no abre cartera: su castigo en la fecha de corte lo abre en cuentas de orden.
    if (fila.estado !== 'castigado') await this.abrirEnElMayor(manager, id, fechaCorte);
    const { saldoPendiente } = await this.libro.recalcular(manager, id, hoy);
    if (fila.estado === 'pagado' && saldoPendiente > 0)
      throw new ErrorDeFila('estado', MENSAJES_PRESTAMOS_IMPORTADOS.pagadoConSaldo(saldoPendiente));
    if (fila.estado === 'castigado') {
      if (saldoPendiente <= 0)
        throw new ErrorDeFila('estado', MENSAJES_PRESTAMOS_IMPORTADOS.castigadoSinSaldo);
      await this.operaciones.castigarEn(
        manager,
        await this.libro.bloquearPrestamo(manager, id),
        MOTIVOS_IMPORTADOS.castigo,
        { id: registradoPor, nombre: actor.nombre },
        fechaCorte,
      );
    }
    return id;
  }

  /**
   * Uno sin cartera (importacionSinCartera.ts): sus condiciones (`dto`, con la fecha de su inicio) y su estado, sin
   * plan, sin movimientos y sin comprobante. Una solicitud (pendiente o rechazada) se guarda como cualquier solicitud
   * (`crearEn` con quien la pidió: su cobrador o quien aplica la importación), sin fecha de corte: aprobarla después
   * es un desembolso de Cartera, con su caja y su comprobante. Uno desembolsado que ya se cerró (reenganchado,
   * cancelado) lleva su fecha de corte, que lo saca de la caja diaria: su desembolso fue de los libros anteriores.
   */
  private async crearSinCartera(
    manager: EntityManager,
    dto: CreatePrestamoDto,
    estado: EstadoPrestamoSinCartera,
    cobradorId: string | undefined,
    actor: Firmante,
    fechaCorte: string,
    hoy: string,
  ): Promise<string> {
    let id: string;
    if (estado === 'solicitado' || estado === 'rechazado') {
      const solicitante = cobradorId ?? actor.id;
      if (!solicitante) throw new ErrorDeFila('cobrador', MENSAJES_PRESTAMOS_IMPORTADOS.solicitudSinSolicitante);
      id = await this.prestamos.crearEn(manager, dto, hoy, solicitante);
    } else id = await this.prestamos.crearEn(manager, dto, hoy, null, { fechaCorte });
    if (cobradorId) await consultasLibroImportado.asignarCobrador(manager, id, cobradorId);
    await consultasLibroImportado.dejarSinCartera(manager, id, estado, fechaCorte);
    return id;
  }

  /**
   * El préstamo abre en el libro mayor en su fecha de corte, en un solo comprobante (comprobanteAperturaImportada): lo
   * que su desembolso pactó menos lo que su historia cobró, con el reparto de cada movimiento.
   */
  private async abrirEnElMayor(manager: EntityManager, id: string, fechaCorte: string): Promise<void> {
    const prestamo = await this.libro.bloquearPrestamo(manager, id);
    const { desembolso, cobros } = await leerHistoriaImportada(manager, id);
    if (!desembolso) return;
    await escribirComprobante(
      manager,
      comprobanteAperturaImportada(
        { id, numero: prestamo.numero, clienteId: prestamo.clienteId },
        { fechaCorte, desembolso, cobros },
      ),
    );
  }

  /**
   * El plan propio tal como viene: cada cuota con su fecha, capital e interés; el préstamo pacta su suma y entregó su
   * capital (su monto, también en interés adelantado: el plan ya separa el interés). Se abre en
   * la fecha de corte: su desembolso y lo pagado de cada cuota (un cobro importado a esa cuota), sin caja.
   */
  private async abrirConPlanPropio(
    manager: EntityManager,
    id: string,
    cuotas: readonly FilaCuota[],
    fechaCorte: string,
    registradoPor: string | null,
  ): Promise<void> {
    const ordenadas = [...cuotas].sort((a, b) => a.numero - b.numero);
    const total = (c: FilaCuota) => aCentavos(c.capital) + aCentavos(c.interes);
    const pactado = ordenadas.reduce((t, c) => t + total(c), 0);
    const interes = ordenadas.reduce((t, c) => t + aCentavos(c.interes), 0);
    await consultasLibroImportado.escribirPlanPropio(
      manager,
      id,
      ordenadas.map((c) => ({ ...c, id: uuidV7(), total: aPesos(total(c)) })),
      { pactado: aPesos(pactado), interes: aPesos(interes) },
    );
    await this.libro.asentar(manager, id, [
      {
        tipo: 'desembolso',
        fecha: fechaCorte,
        monto: pactado,
        interes,
        efectivo: 0,
        motivo: MOTIVOS_IMPORTADOS.aperturaPlanPropio,
        registradoPor,
      },
    ]);
    const pagos = cobrosDeLoPagado(ordenadas, fechaCorte, registradoPor);
    await this.libro.registrarCobros(manager, await this.libro.bloquearPrestamo(manager, id), pagos);
  }
}
