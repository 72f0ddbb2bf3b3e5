import {
  anchoBarraProgreso,
  colorProgresoMeta,
  compararEstadoPrestamo,
  estadoEditable,
  nivelDiasVencidoRuta,
  puedeCambiarEstadoGarantia,
  puedeCancelar,
  prestamoAbierto,
  puedeMarcarPagado,
  puedePagarCuota,
  puedeRevertirCuota,
} from './reglas';
import type { EstadoPrestamo } from './constantes';

describe('prestamoAbierto', () => {
  it('un préstamo activo, en mora o vencido todavía se cobra; pagado, reenganchado o cancelado, no', () => {
    expect(['activo', 'mora', 'vencido'].every(prestamoAbierto)).toBe(true);
    expect(['pagado', 'reenganchado', 'cancelado'].some(prestamoAbierto)).toBe(false);
  });
});

describe('acciones sobre un préstamo', () => {
  it('marcar pagado sólo desde activo, vencido o mora', () => {
    expect(['activo', 'vencido', 'mora'].every((e) => puedeMarcarPagado(e as EstadoPrestamo))).toBe(true);
    expect(['pagado', 'reenganchado', 'cancelado'].some((e) => puedeMarcarPagado(e as EstadoPrestamo))).toBe(false);
  });

  it('cancelar se ofrece salvo en cancelado o reenganchado', () => {
    expect(puedeCancelar('activo')).toBe(true);
    expect(puedeCancelar('pagado')).toBe(false);
    expect(puedeCancelar('castigado')).toBe(false);
    expect(puedeCancelar('cancelado')).toBe(false);
    expect(puedeCancelar('reenganchado')).toBe(false);
  });

  it('el formulario de edición convierte un estado desconocido en activo', () => {
    expect(estadoEditable('vencido')).toBe('vencido');
    expect(estadoEditable('mora')).toBe('activo');
    expect(estadoEditable(undefined)).toBe('activo');
  });

  it('ordena por estado: pagado, reenganchado, activo, mora, vencido, cancelado', () => {
    const estados: EstadoPrestamo[] = ['cancelado', 'activo', 'vencido', 'pagado', 'mora', 'reenganchado'];
    expect(estados.sort(compararEstadoPrestamo)).toEqual([
      'pagado',
      'reenganchado',
      'activo',
      'mora',
      'vencido',
      'cancelado',
    ]);
  });
});

describe('cuotas y garantías', () => {
  it('una cuota pagada no se paga otra vez; una con pagos, completa o en parte, se revierte', () => {
    expect(puedePagarCuota('pendiente')).toBe(true);
    expect(puedePagarCuota('parcial')).toBe(true);
    expect(puedePagarCuota('vencida')).toBe(true);
    expect(puedePagarCuota('pagada')).toBe(false);
    expect(puedePagarCuota('refinanciada')).toBe(false);
    expect(puedePagarCuota('anulada')).toBe(false);
    expect(puedeRevertirCuota({ montoPagado: 25_000 })).toBe(true);
    expect(puedeRevertirCuota({ montoPagado: 2_500 })).toBe(true);
    expect(puedeRevertirCuota({ montoPagado: 0 })).toBe(false);
  });

  it('una garantía pasa de pendiente a verificada y de verificada a liberada o ejecutada', () => {
    expect(puedeCambiarEstadoGarantia('pendiente', 'verificada')).toBe(true);
    expect(puedeCambiarEstadoGarantia('pendiente', 'liberada')).toBe(false);
    expect(puedeCambiarEstadoGarantia('verificada', 'ejecutada')).toBe(true);
    expect(puedeCambiarEstadoGarantia('liberada', 'pendiente')).toBe(false);
  });
});

describe('colores y alertas', () => {
  it('la barra de una meta es verde, azul, amarilla o roja según el avance', () => {
    expect(colorProgresoMeta(120)).toBe('verde');
    expect(colorProgresoMeta(100)).toBe('verde');
    expect(colorProgresoMeta(75)).toBe('azul');
    expect(colorProgresoMeta(50)).toBe('amarillo');
    expect(colorProgresoMeta(49.9)).toBe('rojo');
  });

  it('el ancho de la barra no pasa del 100 %', () => {
    expect(anchoBarraProgreso(130)).toBe(100);
    expect(anchoBarraProgreso(-5)).toBe(0);
    expect(anchoBarraProgreso(42)).toBe(42);
  });

  it('los días vencidos de una ruta son peligro sobre 30 y advertencia sobre 15', () => {
    expect(nivelDiasVencidoRuta(31)).toBe('peligro');
    expect(nivelDiasVencidoRuta(30)).toBe('advertencia');
    expect(nivelDiasVencidoRuta(16)).toBe('advertencia');
    expect(nivelDiasVencidoRuta(15)).toBe('info');
  });
});
