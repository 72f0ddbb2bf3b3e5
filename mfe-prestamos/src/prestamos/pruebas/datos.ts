// Component tests only: loans and plans shaped like the API's answers.
import type { Cuota, PlanPrestamo, Prestamo, ResumenPrestamos } from '@cartera/dominio';
import type { TerminosEscritos } from '../useVistaPrevia';

/** Terms as the form writes them: 1.000.000 at 10 % total in 4 weekly instalments from 2 November 2026. */
export const TERMINOS_ESCRITOS: TerminosEscritos = {
  monto: 1_000_000,
  interes: 10,
  cuotas: 4,
  modalidad: 'semanal',
  tipoAmortizacion: 'amortizable',
  fechaInicio: '2026-11-02',
  fechaPrimerPago: null,
};

let secuencia = 0;

export function crearPrestamo(cambios: Partial<Prestamo> = {}): Prestamo {
  secuencia += 1;
  return {
    _id: `00000000-0000-4000-8000-${String(secuencia).padStart(12, '0')}`,
    numero: secuencia,
    cliente: { _id: 'c1', nombre: 'María Gómez', cedula: '00112345678', telefono: '3001234567' },
    cobrador: { _id: 'k1', nombre: 'Carlos Cobrador' },
    monto: 1_000_000,
    interes: 10,
    cuotas: 4,
    plazo: 4,
    modalidad: 'semanal',
    tipoAmortizacion: 'amortizable',
    fecha: '2026-11-01',
    fechaInicio: '2026-11-01',
    fechaPrimerPago: '2026-11-08',
    estado: 'activo',
    cuotasVencidas: 0,
    diasMoraPromedio: 0,
    interesTotal: 100_000,
    montoTotal: 1_100_000,
    montoEntregado: 1_000_000,
    tasaEfectivaAnual: 27.4,
    tipoCredito: 'consumo_ordinario',
    saldoPendiente: 1_100_000,
    cuotaDiaria: 275_000,
    planGenerado: true,
    fechaVencimiento: '2026-11-29',
    prestamoOrigen: null,
    montoRefinanciado: 0,
    createdAt: '2026-11-01T15:00:00.000Z',
    updatedAt: '2026-11-01T15:00:00.000Z',
    ...cambios,
  };
}

export function crearResumen(cambios: Partial<ResumenPrestamos> = {}): ResumenPrestamos {
  return {
    total: 0,
    activo: 0,
    pagado: 0,
    vencido: 0,
    mora: 0,
    reenganchado: 0,
    cancelado: 0,
    solicitado: 0,
    rechazado: 0,
    castigado: 0,
    saldoPendiente: 0,
    ...cambios,
  };
}

export function crearCuota(numero: number, cambios: Partial<Cuota> = {}): Cuota {
  return {
    _id: `cuota-${numero}`,
    numero,
    fechaProgramada: `2026-11-${String(1 + numero * 7).padStart(2, '0')}`,
    montoCapital: 250_000,
    montoInteres: 25_000,
    montoTotal: 275_000,
    montoPagado: 0,
    montoRefinanciado: 0,
    montoCondonado: 0,
    saldoRestante: 275_000,
    estado: 'pendiente',
    fechaPago: null,
    moraCausada: 0,
    ...cambios,
  };
}

export function crearPlan(prestamo: Prestamo, cuotas: Cuota[]): PlanPrestamo {
  const totalPagado = cuotas.reduce((total, cuota) => total + cuota.montoPagado, 0);
  return {
    prestamo,
    cuotas,
    resumen: {
      totalPagado,
      saldoPendiente: prestamo.saldoPendiente,
      cuotasPagadas: cuotas.filter((cuota) => cuota.estado === 'pagada').length,
      porcentajePagado: prestamo.montoTotal ? Math.round((totalPagado * 1000) / prestamo.montoTotal) / 10 : 0,
    },
  };
}
