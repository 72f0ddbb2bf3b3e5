// La aplicación por lotes de los préstamos de una importación (docs/decisiones/importacion.md, «Velocidad de la
// aplicación»): cada préstamo nuevo — con su historia o su plan propio, castigado o no, con o sin mora en la
// organización — se calcula en memoria con las mismas reglas que el camino préstamo por préstamo (su apertura en
// lote-apertura.ts, el reparto de cada cobro con su mora de repartirCobros, el interés de su comprobante, el recálculo,
// el castigo, los avisos) y la página entera se escribe con unas pocas sentencias de muchas filas
// (lote-prestamos.consultas.ts). Lo que el lote no cubre (un préstamo ya importado, una regla que la fila no cumple)
// sigue por AplicadorPrestamos, que dice su error.
import {
  CERO_CENTAVOS,
  efectoCastigo,
  esCuotaAbierta,
  esEstadoCongelado,
  esPrestamoSinCartera,
  masCentavos,
  moraEnPesosEnteros,
  type Centavos,
  type TipoCredito,
} from '@cartera/dominio';
import { aCentavos } from '../common/dinero';
import { tramoPorCausar } from '../libro/libro-asientos';
import { interesesDeCobros, repartirCobros } from '../libro/libro-cobros';
import type { MovimientoLote, PrestamoPorLote } from '../libro/libro-lote';
import type { CuotaPorCobrarLibro } from '../libro/libro.tipos';
import { notificacionesDelRecalculo, recalculoEnMemoria } from '../libro/recalculo';
import type { NuevaNotificacion } from '../libro/notificaciones-del-prestamo';
import { uuidV7 } from '../common/uuid-v7';
import { columnasDeCierre } from '../dinero/dinero.consultas';
import { terminosValidos, type TerminosEntrada } from '../prestamos/dto/terminos';
import { figurasDelPlan } from '../prestamos/prestamos.terminos';
import { MOTIVOS_IMPORTADOS, type PrestamoDelArchivo } from './aplicar-prestamos';
import { aperturaConHistoria, aperturaConPlanPropio } from './lote-apertura';
import { moraDelPrestamoNuevo, type MoraDeLaOrganizacion } from './lote-mora';

/** Lo que el lote lee una vez por página: los ids de Cartera de lo que el archivo nombra y la organización. */
export interface ContextoLote {
  hoy: string;
  registradoPor: string | null;
  tipoCreditoDefecto: TipoCredito;
  /** La mora de la organización: la del préstamo se arma en memoria (lote-mora.ts). */
  mora: MoraDeLaOrganizacion;
  clientes: ReadonlyMap<string, { id: string; cobradorId: string | null }>;
  cobradores: ReadonlyMap<string, string>;
}

/** Un préstamo calculado: el libro que escribe el núcleo (PrestamoPorLote) y lo que la importación escribe con él. */
export interface PrestamoLote extends PrestamoPorLote {
  idExterno: string;
  proporcional: boolean;
  /** El día en que abre en el libro mayor (apertura.ts). */
  fechaCorte: string;
  notificaciones: NuevaNotificacion[];
  datos: PrestamoDelArchivo;
}

/** Si el préstamo va por el lote: nuevo, con su historia o su plan propio, todo lo que nombra ya en Cartera. */
export function vaPorLote(datos: PrestamoDelArchivo, previo: boolean, contexto: ContextoLote): boolean {
  const { fila, cobros, cuotas } = datos;
  const fechaCorte = fila.fechaCorte ?? contexto.hoy;
  return (
    !previo &&
    // Uno sin cartera no tiene nada que calcular: sigue de uno en uno (AplicadorPrestamos.crearSinCartera).
    !esPrestamoSinCartera(fila.estado) &&
    (cuotas.length === 0 || cobros.length === 0) &&
    contexto.clientes.has(fila.cliente) &&
    (!fila.cobrador || contexto.cobradores.has(fila.cobrador)) &&
    fechaCorte <= contexto.hoy &&
    cobros.every(
      (c) =>
        c.fecha <= contexto.hoy &&
        c.fecha <= fechaCorte &&
        aCentavos(c.monto) > 0 &&
        (!c.cobrador || contexto.cobradores.has(c.cobrador)),
    )
  );
}

/**
 * Calcula un préstamo nuevo como lo dejaría AplicadorPrestamos.crear (crearEn; el plan de Cartera o el propio con su
 * desembolso; registrarCobros con la mora que causa cada cobro; el recálculo final; castigarEn en la fecha de corte);
 * null si una regla no lo deja (el camino de uno en uno lo rechaza con su mensaje) o si causaría mora antes del corte
 * (nunca: la mora existe desde el corte, y ese camino la asentaría).
 */
export function calcularPrestamo(datos: PrestamoDelArchivo, contexto: ContextoLote): PrestamoLote | null {
  const { fila } = datos;
  const cliente = contexto.clientes.get(fila.cliente);
  if (!cliente) return null;
  const cobradorId = fila.cobrador ? (contexto.cobradores.get(fila.cobrador) ?? null) : null;
  const fechaCorte = fila.fechaCorte ?? contexto.hoy;
  const planPropio = datos.cuotas.length > 0;
  try {
    // crearEn: los términos del archivo (con plan propio, tantas cuotas como trae), el préstamo sin plan y su recálculo.
    const entrada: TerminosEntrada = {
      monto: fila.monto,
      interes: fila.interes,
      cuotas: planPropio ? datos.cuotas.length : fila.cuotas,
      modalidad: fila.modalidad,
      tipoAmortizacion: fila.tipoAmortizacion,
      fechaInicio: fila.fechaInicio,
      fechaPrimerPago: fila.fechaPrimerPago ?? undefined,
    };
    const { columnas } = figurasDelPlan(terminosValidos(entrada, contexto.hoy));
    const id = uuidV7();
    const sinPlan = recalculoEnMemoria(
      {
        estado: 'activo',
        planGenerado: false,
        montoTotal: aCentavos(columnas.monto_total),
        fechaVencimiento: columnas.fecha_vencimiento,
      },
      [],
      contexto.hoy,
    );
    const apertura = planPropio
      ? aperturaConPlanPropio(datos, columnas, sinPlan, fechaCorte, contexto.registradoPor)
      : aperturaConHistoria(
          id,
          datos,
          columnas,
          sinPlan,
          (cobrador) => (cobrador ? contexto.cobradores.get(cobrador) : cobradorId) ?? null,
          contexto.registradoPor,
          contexto.hoy,
        );
    const { desembolso, historia } = apertura;
    const tipoCredito = fila.tipoCredito ?? contexto.tipoCreditoDefecto;
    const paraMora = {
      fecha: apertura.columnas.fecha,
      fechaCorte,
      desembolso: desembolso.fecha,
      tipoCredito,
      tipoAmortizacion: columnas.tipo_amortizacion,
      monto: columnas.monto,
    };
    // El saldo del libro mayor después del desembolso; interesesDeCobros lo lleva hasta después del último cobro.
    const saldo = { capital: desembolso.monto - desembolso.interes, interes: desembolso.interes };
    // registrarCobros: los cobros en orden, cada uno sobre lo que dejó el anterior, con la mora que se cause antes.
    const porCobrar: CuotaPorCobrarLibro[] = apertura.guardadas.map((c) => ({
      id: c.id,
      numero: c.numero,
      fechaProgramada: c.fechaProgramada,
      pendiente: c.montoTotal,
      montoTotal: c.montoTotal,
      montoInteres: c.montoInteres,
      montoCapital: c.montoCapital,
    }));
    let moraCausadaHasta: string | null = null;
    const cobros: PrestamoLote['cobros'] = [];
    const aplicaciones: PrestamoLote['aplicaciones'] = [];
    const aplicadoPorCuota = new Map<string, { aplicado: Centavos; ultimaFecha: string }>();
    const interesesPlan: number[] = [];
    if (historia.length > 0) {
      const ultimaFecha = historia.reduce((max, d) => (d.fecha > max ? d.fecha : max), historia[0].fecha);
      const mora = moraDelPrestamoNuevo(contexto.mora, paraMora, saldo, null, ultimaFecha);
      const reparto = repartirCobros(porCobrar, mora, historia);
      if (reparto.moraCausada > 0 || reparto.registrados.some((r) => r.mora > 0)) return null;
      if (reparto.causadoHasta !== null && reparto.causadoHasta !== mora.causadoHasta)
        moraCausadaHasta = reparto.causadoHasta;
      historia.forEach((cobro, i) => {
        const { cobroId, mora: deMora, aplicaciones: suyas } = reparto.registrados[i];
        cobros.push({
          ...cobro,
          id: cobroId,
          mora: deMora,
          cuotaId: cobro.cuotaNumero !== undefined ? (suyas[0]?.cuotaId ?? null) : null,
        });
        interesesPlan.push(suyas.reduce((t, a) => t + a.interes, 0));
        for (const aplicacion of suyas) {
          aplicaciones.push({ cobroId, aplicacion });
          const previo = aplicadoPorCuota.get(aplicacion.cuotaId);
          aplicadoPorCuota.set(aplicacion.cuotaId, {
            aplicado: masCentavos(previo?.aplicado ?? CERO_CENTAVOS, aplicacion.monto),
            ultimaFecha: previo && previo.ultimaFecha > cobro.fecha ? previo.ultimaFecha : cobro.fecha,
          });
        }
      });
    }
    // El interés de cada comprobante sobre el saldo del libro mayor después del desembolso (interesesContables).
    const proporcional = columnas.tipo_amortizacion === 'interes_adelantado';
    const intereses = interesesDeCobros(
      saldo,
      proporcional,
      cobros.map((c, i) => ({ monto: c.monto - c.mora, interesPlan: interesesPlan[i] })),
    );
    const movimientos: MovimientoLote[] = [
      desembolso,
      ...cobros.map((c, i) => ({
        tipo: 'cobro' as const,
        fecha: c.fecha,
        monto: c.monto - c.mora,
        interes: Math.min(intereses[i], c.monto - c.mora),
        efectivo: 0,
        cobroId: c.id,
        motivo: null,
      })),
    ];
    // El recálculo final (recalcularPlan): las cuotas con lo que el libro les aplicó.
    if (esEstadoCongelado(apertura.estadoAntes)) return null;
    const ultimo = recalculoEnMemoria(
      {
        estado: apertura.estadoAntes,
        planGenerado: true,
        montoTotal: apertura.montoTotal,
        fechaVencimiento: apertura.fechaVencimiento,
      },
      apertura.guardadas.map((guardada) => ({
        guardada,
        aplicado: aplicadoPorCuota.get(guardada.id)?.aplicado ?? CERO_CENTAVOS,
        ultimaFecha: aplicadoPorCuota.get(guardada.id)?.ultimaFecha ?? null,
      })),
      contexto.hoy,
    );
    if (fila.estado === 'pagado' && ultimo.saldo > 0) return null;
    const notificaciones = [
      ...apertura.notificaciones,
      ...notificacionesDelRecalculo(id, apertura.estadoAntes, ultimo),
    ];
    let cuotas = ultimo.recalculadas;
    let cierre: ReturnType<typeof columnasDeCierre> | null = null;
    if (fila.estado === 'castigado') {
      if (ultimo.saldo <= 0) return null;
      // castigarEn en la fecha de corte: la mora causada hasta ese día (nada: existe desde el corte) y todo lo que falta.
      const mora = moraDelPrestamoNuevo(contexto.mora, paraMora, saldo, moraCausadaHasta, fechaCorte);
      const tramo = tramoPorCausar(
        { planGenerado: true, estado: ultimo.estadoNuevo },
        mora,
        porCobrar,
        fechaCorte,
      );
      if (tramo) {
        if (moraEnPesosEnteros(mora.cuotasCausado, tramo.total, mora.prestamoCausado) > 0) return null;
        if (moraCausadaHasta === null || moraCausadaHasta < fechaCorte) moraCausadaHasta = fechaCorte;
      }
      const efecto = efectoCastigo({
        cuotas: porCobrar.reduce((t, c) => t + Math.max(0, c.pendiente), 0),
        mora: mora.pendiente,
        // Uno que llega castigado nunca abrió cartera en el libro mayor (aplicar-prestamos.ts no lo abre): su castigo
        // lee ahí cero, como el de uno en uno (saldoContable), y lo que debía va sólo a cuentas de orden.
        contable: { capital: 0, interes: 0 },
      });
      if (!efecto.ok || efecto.castigo.mora > 0) return null;
      movimientos.push({
        tipo: 'castigo',
        fecha: fechaCorte,
        monto: efecto.castigo.monto,
        interes: Math.min(efecto.castigo.interes, efecto.castigo.monto),
        efectivo: 0,
        cobroId: null,
        motivo: MOTIVOS_IMPORTADOS.castigo,
      });
      cuotas = cuotas.map((c) => (esCuotaAbierta(c.estado) ? { ...c, estado: 'castigada' } : c));
      cierre = columnasDeCierre('castigado', fechaCorte);
    }
    return {
      id,
      idExterno: fila.idExterno,
      clienteId: cliente.id,
      proporcional,
      fechaCorte,
      prestamo: {
        id,
        ...columnas,
        tipo_credito: tipoCredito,
        cliente_id: cliente.id,
        cobrador_id: cobradorId ?? cliente.cobradorId,
        prestamo_origen_id: null,
        monto_refinanciado: 0,
        fecha_corte: fechaCorte,
        ...apertura.columnas,
        ...ultimo.columnas,
        mora_causada_hasta: moraCausadaHasta,
        ...cierre,
      },
      cuotas,
      cobros,
      aplicaciones,
      movimientos,
      notificaciones,
      datos,
    };
  } catch {
    // Una regla que la fila no cumple (términos, un cobro que pasa lo que se debe…): el camino de uno en uno la dice.
    return null;
  }
}
