import { validarLibroImportacion } from './importacion';
import {
  MENSAJES_PRESTAMOS_IMPORTACION,
  pactadoYCobrado,
  revisarPrestamosImportacion,
} from './importacionPrestamos';

const PRESTAMO = [
  'idExterno',
  'cliente',
  'monto',
  'interes',
  'cuotas',
  'modalidad',
  'tipoAmortizacion',
  'fechaInicio',
  'estado',
  'fechaCorte',
];
const fila = (encabezados: string[], valores: unknown[]) =>
  Object.fromEntries(encabezados.map((e, i) => [e, valores[i]]));

function libro(prestamos: unknown[][], cobros: unknown[][] = [], cuotas: unknown[][] = []) {
  return validarLibroImportacion({
    Clientes: [
      fila(
        ['idExterno', 'cedula', 'nombre', 'telefono', 'direccion', 'ciudad'],
        ['C1', '00112345678', 'Ana', '3001234567', 'Calle', 'Cali'],
      ),
    ],
    Prestamos: prestamos.map((p) => fila(PRESTAMO, p)),
    Cobros: cobros.map((c) => fila(['idExterno', 'prestamo', 'fecha', 'monto'], c)),
    Cuotas: cuotas.map((c) => fila(['prestamo', 'numero', 'fecha', 'capital', 'interes', 'pagado'], c)),
  });
}

describe('revisarPrestamosImportacion', () => {
  const hoy = '2026-11-27';

  it('lo pactado de una historia es el plan de Cartera; el de un plan propio, la suma de sus cuotas', () => {
    const l = libro([['P1', 'C1', 1000000, 20, 4, 'mensual', 'amortizable', '2026-01-10', 'activo', '']]);
    // 1.000.000 más el 20 %: 1.200.000.
    expect(pactadoYCobrado(l.filas.Prestamos[0], [{ monto: 300000 }], [])).toEqual({
      pactado: 1200000,
      cobrado: 300000,
    });
    expect(
      pactadoYCobrado(
        l.filas.Prestamos[0],
        [],
        [
          { capital: 600000, interes: 90000.5, pagado: 100000 },
          { capital: 400000, interes: 10000, pagado: 0.25 },
        ],
      ),
    ).toEqual({ pactado: 1100000.5, cobrado: 100000.25 });
  });

  it('deja fuera, con su motivo, un pagado con saldo, un castigado sin saldo, una historia que pasa lo pactado y lo posterior a hoy', () => {
    const revisado = revisarPrestamosImportacion(
      libro(
        [
          ['P1', 'C1', 100000, 10, 1, 'mensual', 'amortizable', '2026-01-10', 'pagado', ''],
          ['P2', 'C1', 100000, 10, 1, 'mensual', 'amortizable', '2026-01-10', 'castigado', ''],
          ['P3', 'C1', 100000, 10, 1, 'mensual', 'amortizable', '2026-01-10', 'activo', ''],
          ['P4', 'C1', 100000, 10, 1, 'mensual', 'amortizable', '2026-01-10', 'activo', '2026-12-01'],
          ['P5', 'C1', 100000, 10, 1, 'mensual', 'amortizable', '2026-01-10', 'activo', ''],
          ['P6', 'C1', 100000, 10, 1, 'mensual', 'amortizable', '2026-01-10', 'pagado', ''],
        ],
        [
          ['R1', 'P1', '2026-02-10', 60000],
          ['R2', 'P2', '2026-02-10', 110000],
          ['R3', 'P3', '2026-02-10', 110001],
          ['R5', 'P5', '2026-11-28', 1000],
          ['R6', 'P6', '2026-02-10', 110000],
        ],
      ),
      hoy,
    );
    const m = MENSAJES_PRESTAMOS_IMPORTACION;
    expect(revisado.errores.map((e) => [e.hoja, e.fila, e.columna, e.mensaje])).toEqual([
      ['Prestamos', 2, 'estado', m.pagadoConSaldo(50000)],
      ['Prestamos', 3, 'estado', m.castigadoSinSaldo],
      ['Prestamos', 4, 'idExterno', m.cobradoExcesivo(110001, 110000)],
      ['Prestamos', 5, 'fechaCorte', m.futuro],
      ['Prestamos', 6, 'idExterno', m.futuro],
      ['Cobros', 2, 'prestamo', m.prestamoFuera],
      ['Cobros', 3, 'prestamo', m.prestamoFuera],
      ['Cobros', 4, 'prestamo', m.prestamoFuera],
      ['Cobros', 5, 'fecha', m.cobroFuturo],
    ]);
    expect(revisado.filas.Prestamos.map((p) => p.idExterno)).toEqual(['P6']);
    expect(revisado.filas.Cobros.map((c) => c.idExterno)).toEqual(['R6']);
    expect(revisado.numerosFila.Prestamos).toEqual([7]);
    expect(revisado.numerosFila.Cobros).toEqual([6]);
  });

  it('un libro sin problemas vuelve igual', () => {
    const l = libro([['P1', 'C1', 100000, 10, 1, 'mensual', 'amortizable', '2026-01-10', 'activo', '']]);
    expect(revisarPrestamosImportacion(l, hoy)).toBe(l);
  });
});
