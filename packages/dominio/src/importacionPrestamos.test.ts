import { validarLibroImportacion, type FilaCobro, type FilaPrestamo, type LibroValidado } from './importacion';
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

  it('un libro grande (10.000 préstamos, 100.000 cobros) se revisa sin recorrer los cobros por cada préstamo', () => {
    // Recorrerlos por préstamo serían 10⁹ comparaciones (decenas de segundos); agrupados, una pasada.
    const prestamos: FilaPrestamo[] = Array.from({ length: 10_000 }, (_, i) => ({
      idExterno: `P${i}`,
      cliente: 'C1',
      cobrador: null,
      monto: 100_000,
      interes: 10,
      cuotas: 2,
      modalidad: 'mensual',
      tipoAmortizacion: 'amortizable',
      tipoCredito: null,
      fechaInicio: '2026-01-10',
      fechaPrimerPago: null,
      estado: 'activo',
      fechaCorte: null,
    }));
    // Diez cobros de 1.000 por préstamo; el P7 además uno de 200.000, que pasa lo pactado (110.000).
    const cobros: FilaCobro[] = Array.from({ length: 100_000 }, (_, i) => ({
      idExterno: `R${i}`,
      prestamo: `P${i % 10_000}`,
      fecha: '2026-02-10',
      monto: 1_000,
      cobrador: null,
    }));
    cobros.push({ idExterno: 'R-exceso', prestamo: 'P7', fecha: '2026-02-11', monto: 200_000, cobrador: null });
    const numeros = (n: number) => Array.from({ length: n }, (_, i) => i + 2);
    const grande: LibroValidado = {
      filas: { Cobradores: [], Clientes: [], Prestamos: prestamos, Cobros: cobros, Cuotas: [], Saldos: [] },
      numerosFila: { Cobradores: [], Clientes: [], Prestamos: numeros(prestamos.length), Cobros: numeros(cobros.length), Cuotas: [], Saldos: [] },
      errores: [],
      totalFilas: { Cobradores: 0, Clientes: 0, Prestamos: prestamos.length, Cobros: cobros.length, Cuotas: 0, Saldos: 0 },
    };
    // CPU del proceso, no reloj: con la máquina cargada el reloj pasa de 3 s aunque la revisión sea lineal (≈ 1 s de
    // CPU); recorrer los cobros por cada préstamo eran ≈ 47 s.
    const inicio = process.cpuUsage();
    const revisado = revisarPrestamosImportacion(grande, hoy);
    const cpu = process.cpuUsage(inicio);
    expect((cpu.user + cpu.system) / 1000).toBeLessThan(3_000);
    expect(revisado.filas.Prestamos).toHaveLength(9_999);
    expect(revisado.filas.Cobros).toHaveLength(99_990);
    expect(revisado.errores.filter((e) => e.hoja === 'Prestamos')).toEqual([
      {
        hoja: 'Prestamos',
        fila: 9,
        columna: 'idExterno',
        valor: 'P7',
        mensaje: MENSAJES_PRESTAMOS_IMPORTACION.cobradoExcesivo(210_000, 110_000),
      },
    ]);
  });
});
