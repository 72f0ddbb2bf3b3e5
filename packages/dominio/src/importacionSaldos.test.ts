import fc from 'fast-check';
import { cuadra } from './contabilidad';
import { validarLibroImportacion } from './importacion';
import {
  MENSAJES_SALDOS_IMPORTACION,
  cambioDeSaldoInicial,
  claveDeCaja,
  efectivoDelArchivo,
  efectivoInicialEnCaja,
  reglaSaldoInicialImportado,
  revisarSaldosImportacion,
  type CobradoresParaSaldos,
} from './importacionSaldos';
import { MENSAJES } from './validacion';

const SALDO = ['caja', 'monto', 'fechaCorte'];
const fila = (encabezados: string[], valores: unknown[]) =>
  Object.fromEntries(encabezados.map((e, i) => [e, valores[i]]));
const hoy = '2026-11-27';

function revisar(saldos: unknown[][], enCartera: CobradoresParaSaldos['emailsEnCartera'] = new Set()) {
  const libro = validarLibroImportacion({
    Cobradores: [fila(['idExterno', 'nombre', 'email'], ['K1', 'Ana', 'ana@cobro.co'])],
    Saldos: saldos.map((s) => fila(SALDO, s)),
  });
  return revisarSaldosImportacion(libro, hoy, {
    delArchivo: libro.filas.Cobradores,
    importados: new Set(['K9']),
    emailsEnCartera: enCartera,
  });
}

describe('hoja Saldos', () => {
  it('lee la oficina y cada cobrador (por idExterno o email) con montos como los escribe una oficina', () => {
    const libro = revisar([
      ['Oficina', '$ 1.250.000', '2026-11-01'],
      ['K9', '30000', '01/11/2026'],
      ['pedro@cobro.co', '1.234', '2026-11-01'],
    ], new Set(['pedro@cobro.co']));
    expect(libro.errores).toEqual([]);
    expect(libro.filas.Saldos.map((s) => s.monto)).toEqual([1_250_000, 30_000, 1_234]);
    // Sumas hechas a mano: oficina 1.250.000; cobradores 30.000 + 1.234 = 31.234.
    expect(efectivoDelArchivo(libro.filas.Saldos)).toEqual({ oficina: 1_250_000, cobradores: 31_234 });
  });

  it('cada fila mala dice su columna y su mensaje, y no entra', () => {
    const libro = revisar([
      ['oficina', '-5000', '2026-11-01'],
      ['K1', '10000', '2026-11-01'],
      ['ana@cobro.co', '20000', '2026-11-01'],
      ['nadie@cobro.co', '1000', '2026-11-01'],
      ['K9', '1000', '2026-12-01'],
      ['oficina', '100,5', '2026-11-01'],
    ]);
    expect(libro.filas.Saldos).toEqual([]);
    expect(libro.errores.map((e) => [e.fila, e.columna, e.mensaje])).toEqual([
      [2, 'monto', MENSAJES_SALDOS_IMPORTACION.negativo],
      // K1 por su id y por su email es el mismo cobrador: las dos filas quedan fuera.
      [3, 'caja', MENSAJES_SALDOS_IMPORTACION.cajaRepetida],
      [4, 'caja', MENSAJES_SALDOS_IMPORTACION.cajaRepetida],
      [5, 'caja', MENSAJES_SALDOS_IMPORTACION.cobradorDesconocido],
      [6, 'fechaCorte', MENSAJES_SALDOS_IMPORTACION.fechaFutura],
      [7, 'monto', MENSAJES.montoEntero],
    ]);
  });

  it('la clave de una caja no depende de cómo se escriba', () => {
    const cobradores = { delArchivo: [{ idExterno: 'K1', email: 'Ana@Cobro.co' }], importados: new Set<string>(), emailsEnCartera: new Set(['luz@x.co']) };
    expect(claveDeCaja(' OFICINA ', cobradores)).toBe('oficina');
    expect(claveDeCaja('ana@cobro.CO', cobradores)).toBe('id:K1');
    expect(claveDeCaja('LUZ@x.co', cobradores)).toBe('email:luz@x.co');
    expect(claveDeCaja('K2', cobradores)).toBeNull();
  });
});

describe('reglaSaldoInicialImportado', () => {
  it('el efectivo entra a la caja contra «Saldos iniciales»', () => {
    expect(reglaSaldoInicialImportado({ caja: { tipo: 'oficina' }, monto: 125_000_000 })).toEqual([
      { cuenta: { tipo: 'oficina' }, debito: 125_000_000, credito: 0 },
      { cuenta: 'saldos_iniciales', debito: 0, credito: 125_000_000 },
    ]);
    expect(reglaSaldoInicialImportado({ caja: { tipo: 'cobrador', cobradorId: 'k' }, monto: 3_000_000 })).toEqual([
      { cuenta: { tipo: 'cobrador', cobradorId: 'k' }, debito: 3_000_000, credito: 0, cobradorId: 'k' },
      { cuenta: 'saldos_iniciales', debito: 0, credito: 3_000_000 },
    ]);
  });

  it('propiedad: cuadra y sólo toca la caja y 370505 (más en: numRuns 10.000)', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.integer({ min: 1, max: 99_999_999_999_99 }), (oficina, monto) => {
        const lineas = reglaSaldoInicialImportado({
          caja: oficina ? { tipo: 'oficina' } : { tipo: 'cobrador', cobradorId: 'k' },
          monto,
        });
        expect(cuadra(lineas)).toBe(true);
        expect(lineas.reduce((t, l) => t + l.debito, 0)).toBe(monto);
        expect(lineas.filter((l) => typeof l.cuenta === 'string').map((l) => l.cuenta)).toEqual(['saldos_iniciales']);
      }),
      { numRuns: 200, seed: 52 },
    );
  });
});

describe('cambioDeSaldoInicial', () => {
  const fila = { caja: 'oficina', monto: 5000, fechaCorte: '2026-11-01' };
  it('abre, no repite y cambia sólo en un periodo abierto y sin entregar', () => {
    expect(cambioDeSaldoInicial(null, fila, '2026-10-31')).toEqual({ accion: 'abrir' });
    expect(cambioDeSaldoInicial({ monto: 5000, fechaCorte: '2026-11-01', entregado: true }, fila, '2026-11-30')).toEqual({
      accion: 'nada',
    });
    expect(cambioDeSaldoInicial({ monto: 4000, fechaCorte: '2026-11-01', entregado: false }, fila, '2026-10-31')).toEqual({
      accion: 'cambiar',
    });
    expect(cambioDeSaldoInicial({ monto: 4000, fechaCorte: '2026-11-01', entregado: false }, fila, '2026-11-01')).toEqual({
      error: MENSAJES_SALDOS_IMPORTACION.periodoCerrado('2026-11-01', '2026-11-01'),
    });
    // Mover la fecha a un día cerrado tampoco.
    expect(
      cambioDeSaldoInicial({ monto: 5000, fechaCorte: '2026-11-01', entregado: false }, { ...fila, fechaCorte: '2026-10-15' }, '2026-10-31'),
    ).toEqual({ error: MENSAJES_SALDOS_IMPORTACION.periodoCerrado('2026-11-01', '2026-10-31') });
    expect(cambioDeSaldoInicial({ monto: 4000, fechaCorte: '2026-11-01', entregado: true }, fila, null)).toEqual({
      error: MENSAJES_SALDOS_IMPORTACION.entregado(4000),
    });
  });
});

describe('efectivoInicialEnCaja', () => {
  it('lo que el total lleva además de cobros − gastos, al centavo', () => {
    // 75.500 = 40.000 de cobros + 45.500 iniciales − 10.000 de gastos.
    expect(efectivoInicialEnCaja({ total: 75_500, cobros: 40_000, gastos: 10_000 })).toBe(45_500);
    expect(efectivoInicialEnCaja({ total: 0.3, cobros: 0.1, gastos: 0 })).toBe(0.2);
    expect(efectivoInicialEnCaja({ total: 30_000, cobros: 40_000, gastos: 10_000 })).toBe(0);
  });
});
