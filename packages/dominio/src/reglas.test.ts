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
import type { EstadoCuota, EstadoGarantia, EstadoPrestamo } from './constantes';

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

  it.each<[EstadoPrestamo, boolean]>([
    ['activo', true],
    ['pagado', false],
    ['castigado', false],
    ['cancelado', false],
    ['reenganchado', false],
  ])('cancelar se ofrece en un préstamo %s: %s', (estado, puede) => expect(puedeCancelar(estado)).toBe(puede));

  it.each([
    ['vencido', 'vencido'],
    ['mora', 'activo'],
    [undefined, 'activo'],
  ])('el formulario de edición muestra el estado %s como %s (uno desconocido, activo)', (estado, editable) =>
    expect(estadoEditable(estado)).toBe(editable),
  );

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
  it.each<[EstadoCuota, boolean]>([
    ['pendiente', true],
    ['parcial', true],
    ['vencida', true],
    ['pagada', false],
    ['refinanciada', false],
    ['anulada', false],
  ])('una cuota %s se puede pagar: %s (una pagada no se paga otra vez)', (estado, puede) =>
    expect(puedePagarCuota(estado)).toBe(puede),
  );

  it.each([
    [25_000, true],
    [2_500, true],
    [0, false],
  ])('una cuota con %d pagados se revierte: %s (con pagos, completa o en parte)', (montoPagado, puede) =>
    expect(puedeRevertirCuota({ montoPagado })).toBe(puede),
  );

  it.each<[EstadoGarantia, EstadoGarantia, boolean]>([
    ['pendiente', 'verificada', true],
    ['pendiente', 'liberada', false],
    ['verificada', 'ejecutada', true],
    ['liberada', 'pendiente', false],
  ])('una garantía pasa de %s a %s: %s (de pendiente a verificada, de ahí a liberada o ejecutada)', (desde, hacia, puede) =>
    expect(puedeCambiarEstadoGarantia(desde, hacia)).toBe(puede),
  );
});

describe('colores y alertas', () => {
  it.each([
    [120, 'verde'],
    [100, 'verde'],
    [75, 'azul'],
    [50, 'amarillo'],
    [49.9, 'rojo'],
  ])('la barra de una meta al %d %% es %s', (avance, color) => expect(colorProgresoMeta(avance)).toBe(color));

  it.each([
    [130, 100],
    [-5, 0],
    [42, 42],
  ])('el ancho de la barra de un avance de %d es %d (entre 0 y 100)', (avance, ancho) =>
    expect(anchoBarraProgreso(avance)).toBe(ancho),
  );

  it.each([
    [31, 'peligro'],
    [30, 'advertencia'],
    [16, 'advertencia'],
    [15, 'info'],
  ])('%d días vencidos en una ruta son %s (peligro sobre 30, advertencia sobre 15)', (dias, nivel) =>
    expect(nivelDiasVencidoRuta(dias)).toBe(nivel),
  );
});
