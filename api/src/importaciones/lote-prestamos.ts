// La aplicación por lotes de los préstamos de una importación (docs/decisiones/importacion.md, «Velocidad de la
// aplicación»): cada préstamo nuevo con su historia se calcula en memoria con las mismas reglas que el camino préstamo
// por préstamo (su plan, el reparto de cada cobro, el interés de su comprobante, el recálculo, los avisos) y la página
// entera se escribe con unas pocas sentencias de muchas filas (lote-prestamos.consultas.ts). Lo que el lote no cubre
// (un préstamo ya importado, uno con su plan propio o castigado, una organización que cobra mora, una regla que la
// fila no cumple) sigue por AplicadorPrestamos, que dice su error.
import {
  calcularPlan,
  repartirMoraPrimero,
  repartoDesembolso,
  type FilaCobro,
  type TipoCredito,
} from '@cartera/dominio';
import type { Insertable } from 'kysely';
import { aCentavos, aPesos } from '../cartera/dinero';
import type { Prestamos } from '../database/esquema';
import { aplicarResto, asegurarDentroDelMaximo } from '../cartera/libro-aplicaciones';
import { enPoderDe, interesesDeCobros } from '../cartera/libro-cobros';
import type {
  AplicacionRepartida,
  CuotaEnCentavos,
  CuotaPorCobrarLibro,
  DatosCobroLibro,
} from '../cartera/libro.tipos';
import { notificacionesDelRecalculo, recalculoEnMemoria } from '../cartera/recalculo';
import type { NuevaNotificacion } from '../cartera/notificaciones';
import { esEstadoCongelado } from '../cartera/estado.rules';
import { uuidV7 } from '../cartera/uuid-v7';
import { cuotasNuevas, notificacionDelPlan } from '../prestamos/plan/plan.service';
import { terminosValidos, type TerminosEntrada } from '../prestamos/dto/terminos';
import { figurasDelPlan } from '../prestamos/prestamos.terminos';
import type { PrestamoDelArchivo } from './aplicar-prestamos';

/** Lo que el lote lee una vez por página: los ids de Cartera de lo que el archivo nombra y la organización. */
export interface ContextoLote {
  hoy: string;
  registradoPor: string | null;
  tipoCreditoDefecto: TipoCredito;
  /** Con mora, la causación corre cobro a cobro en la base: esos préstamos siguen uno por uno. */
  moraActiva: boolean;
  clientes: ReadonlyMap<string, { id: string; cobradorId: string | null }>;
  cobradores: ReadonlyMap<string, string>;
}

/** Un movimiento del libro del préstamo por escribir (centavos), como lo deja `asentar`. */
export interface MovimientoLote {
  tipo: 'desembolso' | 'cobro';
  fecha: string;
  monto: number;
  interes: number;
  efectivo: number;
  cobroId: string | null;
}

/** Un préstamo calculado: todas sus filas, listas para escribir. */
export interface PrestamoLote {
  id: string;
  idExterno: string;
  clienteId: string;
  proporcional: boolean;
  prestamo: Insertable<Prestamos>;
  cuotas: CuotaEnCentavos[];
  cobros: Array<Parameters<typeof enPoderDe>[0] & { id: string; mora: number; cuotaId: null }>;
  aplicaciones: Array<{ cobroId: string; aplicacion: AplicacionRepartida }>;
  movimientos: MovimientoLote[];
  notificaciones: NuevaNotificacion[];
  datos: PrestamoDelArchivo;
}

/** Si el préstamo va por el lote: nuevo, con su historia, no castigado, todo lo que nombra ya en Cartera. */
export function vaPorLote(datos: PrestamoDelArchivo, previo: boolean, contexto: ContextoLote): boolean {
  const { fila, cobros, cuotas } = datos;
  const fechaCorte = fila.fechaCorte ?? contexto.hoy;
  return (
    !previo &&
    !contexto.moraActiva &&
    cuotas.length === 0 &&
    fila.estado !== 'castigado' &&
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

const porFecha = (a: FilaCobro, b: FilaCobro) => (a.fecha < b.fecha ? -1 : a.fecha > b.fecha ? 1 : 0);

/**
 * Calcula un préstamo nuevo con su historia como lo dejaría AplicadorPrestamos.crear (crearEn, el plan con su
 * desembolso y su recálculo, registrarCobros, el recálculo final); null si una regla no lo deja (el camino de uno en
 * uno lo rechaza con su mensaje).
 */
export function calcularPrestamo(datos: PrestamoDelArchivo, contexto: ContextoLote): PrestamoLote | null {
  const { fila } = datos;
  const cliente = contexto.clientes.get(fila.cliente);
  if (!cliente) return null;
  const cobradorId = fila.cobrador ? (contexto.cobradores.get(fila.cobrador) ?? null) : null;
  const fechaCorte = fila.fechaCorte ?? contexto.hoy;
  try {
    // crearEn: los términos del archivo, el préstamo con las figuras de su plan.
    const entrada: TerminosEntrada = {
      monto: fila.monto,
      interes: fila.interes,
      cuotas: fila.cuotas,
      modalidad: fila.modalidad,
      tipoAmortizacion: fila.tipoAmortizacion,
      fechaInicio: fila.fechaInicio,
      fechaPrimerPago: fila.fechaPrimerPago ?? undefined,
    };
    const { columnas } = figurasDelPlan(terminosValidos(entrada, contexto.hoy));
    const id = uuidV7();
    const montoTotal = aCentavos(columnas.monto_total);
    const sinPlan = recalculoEnMemoria(
      { estado: 'activo', planGenerado: false, montoTotal, fechaVencimiento: columnas.fecha_vencimiento },
      [],
      contexto.hoy,
    );
    // generarEn: el plan con las condiciones guardadas, su desembolso contra «Saldos iniciales» y su aviso.
    const plan = calcularPlan({
      monto: columnas.monto,
      interes: columnas.interes,
      cuotas: columnas.cuotas,
      modalidad: columnas.modalidad,
      tipoAmortizacion: columnas.tipo_amortizacion,
      fechaInicio: columnas.fecha_inicio,
      fechaPrimerPago: columnas.fecha_primer_pago,
    });
    const cuotas = cuotasNuevas(plan);
    const pactado = cuotas.reduce((total, cuota) => total + cuota.montoTotal, 0);
    const reparto = repartoDesembolso({
      pactado,
      entregado: 0,
      capitalRefinanciado: 0,
      capitalImportado: aCentavos(columnas.monto_entregado),
    });
    const desembolso: MovimientoLote = {
      tipo: 'desembolso',
      fecha: fila.fechaInicio,
      monto: pactado,
      interes: Math.min(reparto.interes, pactado),
      efectivo: 0,
      cobroId: null,
    };
    const conPlan = recalculoEnMemoria(
      {
        estado: sinPlan.estadoNuevo,
        planGenerado: true,
        montoTotal,
        fechaVencimiento: columnas.fecha_vencimiento,
      },
      cuotas.map((guardada) => ({ guardada, aplicado: 0, ultimaFecha: null })),
      contexto.hoy,
    );
    const notificaciones = [
      notificacionDelPlan(id, columnas.modalidad, plan),
      ...notificacionesDelRecalculo(id, sinPlan.estadoNuevo, conPlan),
    ];
    // registrarCobros: la historia en orden, cada cobro sobre lo que dejó el anterior (sin mora: nada se causa antes
    // del corte).
    const porCobrar: CuotaPorCobrarLibro[] = cuotas.map((c) => ({
      id: c.id,
      numero: c.numero,
      fechaProgramada: c.fechaProgramada,
      pendiente: c.montoTotal,
      montoTotal: c.montoTotal,
      montoInteres: c.montoInteres,
      montoCapital: c.montoCapital,
    }));
    const historia = [...datos.cobros].sort(porFecha);
    const cobros: PrestamoLote['cobros'] = [];
    const aplicaciones: PrestamoLote['aplicaciones'] = [];
    const aplicadoPorCuota = new Map<string, { aplicado: number; ultimaFecha: string }>();
    for (const cobro of historia) {
      const centavos = aCentavos(cobro.monto);
      asegurarDentroDelMaximo(centavos, 0, porCobrar);
      const datosCobro: DatosCobroLibro = {
        monto: cobro.monto,
        fecha: cobro.fecha,
        observaciones: `Importado (${cobro.idExterno})`,
        cobradorId: (cobro.cobrador ? contexto.cobradores.get(cobro.cobrador) : cobradorId) ?? null,
        registradoPor: contexto.registradoPor,
        origen: 'importacion',
        enPoderDe: null,
      };
      const cobroId = uuidV7();
      cobros.push({ ...datosCobro, id: cobroId, mora: 0, cuotaId: null });
      for (const aplicacion of aplicarResto(porCobrar, repartirMoraPrimero(centavos, 0))) {
        aplicaciones.push({ cobroId, aplicacion });
        const previo = aplicadoPorCuota.get(aplicacion.cuotaId);
        aplicadoPorCuota.set(aplicacion.cuotaId, {
          aplicado: (previo?.aplicado ?? 0) + aplicacion.monto,
          ultimaFecha: previo && previo.ultimaFecha > cobro.fecha ? previo.ultimaFecha : cobro.fecha,
        });
      }
    }
    // El interés de cada comprobante sobre el saldo del libro mayor después del desembolso (interesesContables).
    const proporcional = columnas.tipo_amortizacion === 'interes_adelantado';
    const intereses = interesesDeCobros(
      { capital: pactado - desembolso.interes, interes: desembolso.interes },
      proporcional,
      cobros.map((c) => ({
        monto: aCentavos(c.monto),
        interesPlan: aplicaciones
          .filter((a) => a.cobroId === c.id)
          .reduce((t, a) => t + a.aplicacion.interes, 0),
      })),
    );
    const movimientos: MovimientoLote[] = [
      desembolso,
      ...cobros.map((c, i) => ({
        tipo: 'cobro' as const,
        fecha: c.fecha,
        monto: aCentavos(c.monto),
        interes: Math.min(intereses[i], aCentavos(c.monto)),
        efectivo: 0,
        cobroId: c.id,
      })),
    ];
    // El recálculo final (recalcularPlan): las cuotas con lo que el libro les aplicó.
    const final = esEstadoCongelado(conPlan.estadoNuevo)
      ? null
      : recalculoEnMemoria(
          {
            estado: conPlan.estadoNuevo,
            planGenerado: true,
            montoTotal,
            fechaVencimiento: columnas.fecha_vencimiento,
          },
          conPlan.recalculadas.map((guardada) => ({
            guardada,
            aplicado: aplicadoPorCuota.get(guardada.id)?.aplicado ?? 0,
            ultimaFecha: aplicadoPorCuota.get(guardada.id)?.ultimaFecha ?? null,
          })),
          contexto.hoy,
        );
    const ultimo = final ?? conPlan;
    if (fila.estado === 'pagado' && ultimo.saldo > 0) return null;
    if (final) notificaciones.push(...notificacionesDelRecalculo(id, conPlan.estadoNuevo, final));
    return {
      id,
      idExterno: fila.idExterno,
      clienteId: cliente.id,
      proporcional,
      prestamo: {
        id,
        ...columnas,
        tipo_credito: fila.tipoCredito ?? contexto.tipoCreditoDefecto,
        cliente_id: cliente.id,
        cobrador_id: cobradorId ?? cliente.cobradorId,
        fecha: fila.fechaInicio,
        prestamo_origen_id: null,
        monto_refinanciado: 0,
        fecha_corte: fechaCorte,
        plan_generado: true,
        cuota_diaria: plan.cuota,
        ...ultimo.columnas,
      },
      cuotas: ultimo.recalculadas,
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

/** Los pesos de un movimiento como los guarda `asentar`. */
export function columnasMovimiento(prestamoId: string, m: MovimientoLote, registradoPor: string | null) {
  return {
    prestamo_id: prestamoId,
    tipo: m.tipo,
    fecha: m.fecha,
    monto: aPesos(m.monto),
    capital: aPesos(m.monto - m.interes),
    interes: aPesos(m.interes),
    efectivo: aPesos(m.efectivo),
    cobro_id: m.cobroId,
    motivo: null,
    registrado_por: registradoPor,
    capital_primero: false,
    mora: aPesos(0),
  };
}
