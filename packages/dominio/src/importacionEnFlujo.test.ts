import fc from 'fast-check';
import {
  HOJAS_IMPORTACION,
  MENSAJES_IMPORTACION,
  resumirImportacion,
  validarLibroImportacion,
  type ComparacionFila,
  type FilaCruda,
  type HojaImportacion,
  type IdsConocidos,
  type LibroCrudo,
  type OcupadosEnCartera,
} from './importacion';
import { RevisionEnFlujo } from './importacionEnFlujo';
import type { ContextoCierre } from './importacionEnFlujoEstado';
import { MENSAJES_OFICINA_IMPORTACION } from './oficinas';
import { revisarPrestamosImportacion } from './importacionPrestamos';
import { revisarSaldosImportacion } from './importacionSaldos';

const HOY = '2026-06-15';

/** El cierre de una organización vacía: nada conocido ni ocupado, ningún cobro repetido. */
const contextoVacio = (): ContextoCierre => ({
  conocidos: { Cobradores: new Set(), Clientes: new Set(), Prestamos: new Set() },
  ocupados: { cedulasClientes: new Map(), emailsNoCobradores: new Set() },
  cobrosRepetidos: new Map(),
  emailsCobradoresEnCartera: new Set(),
});

/** La comparación con lo importado que usan las dos formas: una función fija de la fila. */
const comparacionDe = (hoja: HojaImportacion, fila: object): ComparacionFila =>
  (['nueva', 'actualizada', 'sinCambios'] as const)[(JSON.stringify(fila).length + hoja.length) % 3];

interface Caso {
  libro: LibroCrudo;
  conocidos: IdsConocidos;
  ocupados: OcupadosEnCartera;
  emails: ReadonlySet<string>;
}

/** La forma de siempre: el libro entero por las reglas, de una vez. */
function libroEntero({ libro, conocidos, ocupados, emails }: Caso) {
  const prestamos = revisarPrestamosImportacion(validarLibroImportacion(libro, conocidos, ocupados), HOY);
  const final = revisarSaldosImportacion(prestamos, HOY, {
    delArchivo: prestamos.filas.Cobradores,
    importados: conocidos.Cobradores,
    emailsEnCartera: emails,
  });
  return { final, resumen: resumirImportacion(final, comparacionDe) };
}

/** En flujo: las hojas en el orden dado, fila por fila, lo válido «guardado» y los cobros repetidos buscados en lo guardado. */
function enFlujo({ libro, conocidos, ocupados, emails }: Caso, orden: readonly HojaImportacion[]) {
  const revision = new RevisionEnFlujo(HOY);
  const guardadas = new Map<HojaImportacion, Map<number, object>>(
    HOJAS_IMPORTACION.map((h) => [h, new Map()]),
  );
  for (const hoja of orden)
    (libro[hoja] ?? []).forEach((cruda, i) => {
      const valor = revision.leer(hoja, i + 2, cruda);
      if (!valor) return;
      guardadas.get(hoja)?.set(i + 2, valor);
      revision.comparar(hoja, i + 2, comparacionDe(hoja, valor));
    });
  const cobros = [...(guardadas.get('Cobros') ?? [])] as [number, { idExterno: string }][];
  const veces = new Map<string, number>();
  for (const [, c] of cobros) veces.set(c.idExterno, (veces.get(c.idExterno) ?? 0) + 1);
  const cobrosRepetidos = new Map(
    cobros.filter(([, c]) => (veces.get(c.idExterno) ?? 0) > 1).map(([n, c]) => [n, c.idExterno]),
  );
  const cerrada = revision.cerrar({
    conocidos,
    ocupados,
    cobrosRepetidos,
    emailsCobradoresEnCartera: emails,
  });
  const quedan = {} as Record<HojaImportacion, { numeros: number[]; filas: object[] }>;
  for (const hoja of HOJAS_IMPORTACION) {
    const fuera = new Set(cerrada.fuera[hoja]);
    const filas = [...(guardadas.get(hoja) ?? [])].filter(([n]) => !fuera.has(n));
    quedan[hoja] = { numeros: filas.map(([n]) => n), filas: filas.map(([, f]) => f) };
  }
  return { cerrada, quedan };
}

// Pocos ids para que se repitan, se crucen y falten; valores buenos y malos de cada columna.
/** Casi siempre un valor bueno; a veces uno malo. */
const casi = <T, M>(bueno: fc.Arbitrary<T>, malo: M) =>
  fc.oneof({ weight: 12, arbitrary: bueno }, { weight: 1, arbitrary: fc.constant(malo) });
const id = (prefijo: string, n: number) =>
  casi(
    fc.integer({ min: 1, max: n }).map((i) => `${prefijo}${i}`),
    '',
  );
const opcional = <T>(a: fc.Arbitrary<T>) =>
  fc.oneof({ weight: 3, arbitrary: fc.constant(null) }, { weight: 2, arbitrary: a });
const fecha = fc.constantFrom(
  '2026-01-10',
  '2026-02-01',
  '01/03/2026',
  '2026-03-20',
  '2026-05-30',
  '2026-07-01',
  46086,
);
const fechaOMala = casi(fecha, 'ayer');
const cobrador = fc.record({
  nombre: casi(fc.constant('Luis'), ''),
  email: casi(fc.constantFrom('k1@a.co', 'k2@a.co', 'k3@a.co', 'Admin@a.co'), 'malo'),
});
const cliente = fc
  .record({
    cedula: casi(fc.constantFrom('00112345678', '00112345679', '00112345670', '00112345671'), '1'),
    nombre: fc.constant('Ana'),
    telefono: casi(fc.constant('3001234567'), '12'),
    direccion: fc.constant('Calle 1'),
    ciudad: fc.constant('Bogotá'),
    cobrador: opcional(id('K', 3)),
    autorizacion: casi(fc.boolean(), null),
  })
  .map(({ autorizacion, ...fila }) => ({
    ...fila,
    autorizacionCanal: autorizacion === false ? null : 'presencial_firmado',
    autorizacionFecha: autorizacion === true ? '2026-01-01' : null,
  }));
const prestamo = fc.record({
  cliente: id('C', 3),
  cobrador: opcional(id('K', 3)),
  monto: casi(fc.constantFrom(1_000_000, '$ 1.000.000', 600_000), 'mucho'),
  interes: fc.constantFrom(20, 0),
  cuotas: fc.constantFrom(1, 2),
  modalidad: fc.constant('mensual'),
  tipoAmortizacion: fc.constant('amortizable'),
  fechaInicio: fc.constantFrom('2026-02-01', '2026-03-01'),
  // También los sin cartera (importacionSinCartera.ts), que no llevan cobros ni cuotas, y un nombre alterno.
  estado: casi(fc.constantFrom('activo', 'activo', 'pagado', 'castigado', 'mora', 'cancelado', 'pendiente'), 'raro'),
  fechaCorte: opcional(casi(fc.constantFrom('2026-04-01', '2026-05-01', '2026-07-01'), '2026-01-01')),
});
const cobro = fc.record({
  prestamo: id('P', 3),
  fecha: fc.oneof(
    { weight: 8, arbitrary: fc.constantFrom('2026-03-20', '01/03/2026', 46086) },
    { weight: 1, arbitrary: fc.constantFrom('2026-01-10', '2026-07-01', '2026-05-30', 'ayer') },
  ),
  monto: casi(fc.constantFrom(1000, 1000, 1000, 600_000, 1_300_000), 'x'),
  cobrador: opcional(id('K', 3)),
});
const cuota = fc.record({
  prestamo: casi(
    fc.integer({ min: 3, max: 5 }).map((n) => `P${n}`),
    '',
  ),
  numero: casi(fc.constantFrom(1, 2, 3), 0),
  fecha: fechaOMala,
  capital: fc.constantFrom(500_000, 1_000_000, 600_000),
  interes: fc.constantFrom(100_000, 0),
  pagado: casi(fc.constantFrom(0, 50_000, 600_000), 2_000_000),
});
const saldo = fc.record({
  caja: fc.constantFrom('oficina', 'Oficina', 'K1', 'k2@a.co', 'nadie'),
  monto: casi(fc.constantFrom(100_000, 0), -1),
  fechaCorte: fc.constantFrom('2026-05-01', '2026-08-01'),
});
const hoja = (fila: fc.Arbitrary<FilaCruda>, max: number) =>
  fc.array(fc.oneof({ weight: 19, arbitrary: fila }, { weight: 1, arbitrary: fc.constant({}) }), {
    maxLength: max,
  });
/** Una hoja con idExterno: casi siempre el de su posición (P1, P2…), a veces el de la fila anterior o vacío. */
const conIds = (prefijo: string, fila: fc.Arbitrary<FilaCruda>, max: number) =>
  fc
    .array(
      fc.tuple(
        fc.oneof({ weight: 19, arbitrary: fila }, { weight: 1, arbitrary: fc.constant(null) }),
        casi(fc.constant(0), 1),
      ),
      {
        maxLength: max,
      },
    )
    .map((filas) =>
      filas.map(([f, atras], i): FilaCruda =>
        f ? { idExterno: `${prefijo}${Math.max(1, i + 1 - atras)}`, ...f } : {},
      ),
    );
const ids = (prefijo: string, n: number) =>
  fc.subarray(Array.from({ length: n }, (_, i) => `${prefijo}${i + 1}`));

const caso: fc.Arbitrary<Caso> = fc.record({
  libro: fc.record(
    {
      Cobradores: conIds('K', cobrador, 4),
      Clientes: conIds('C', cliente, 5),
      Prestamos: conIds('P', prestamo, 6),
      Cobros: conIds('R', cobro, 10),
      Cuotas: hoja(cuota, 8),
      Saldos: hoja(saldo, 3),
    },
    { requiredKeys: [] },
  ),
  conocidos: fc.record({
    Cobradores: ids('K', 4).map((a) => new Set(a)),
    Clientes: ids('C', 5).map((a) => new Set(a)),
    Prestamos: ids('P', 6).map((a) => new Set(a)),
  }),
  ocupados: fc.record({
    cedulasClientes: fc.constantFrom(
      new Map<string, string | null>(),
      new Map([['00112345678', 'C1']]),
      new Map([['00112345679', null]]),
    ),
    emailsNoCobradores: fc.constantFrom(new Set<string>(), new Set(['admin@a.co'])),
  }),
  emails: fc.constantFrom(new Set<string>(), new Set(['k2@a.co'])),
});

describe('RevisionEnFlujo', () => {
  it('da los mismos errores, las mismas filas y el mismo resumen que las reglas sobre el libro entero, en cualquier orden de hojas', () => {
    // Corrida más larga documentada en docs/decisiones/importacion.md: numRuns 20.000 (≈ 4 min).
    fc.assert(
      fc.property(caso, fc.shuffledSubarray([...HOJAS_IMPORTACION], { minLength: 6 }), (c, orden) => {
        const { final, resumen } = libroEntero(c);
        const { cerrada, quedan } = enFlujo(c, orden);
        expect(cerrada.errores).toEqual(final.errores);
        expect(cerrada.resumen).toEqual(resumen);
        for (const h of HOJAS_IMPORTACION) {
          expect(quedan[h].numeros).toEqual(final.numerosFila[h]);
          expect(quedan[h].filas).toEqual(final.filas[h]);
        }
        expect(cerrada.validas).toBe(HOJAS_IMPORTACION.reduce((t, h) => t + final.filas[h].length, 0));
      }),
      { seed: 52, numRuns: 300 },
    );
  });

  it('cerrarPorPartes se detiene cada 2.000 préstamos y entre reglas, y termina con lo mismo que cerrar', () => {
    const contexto = contextoVacio();
    const revision = () => {
      const r = new RevisionEnFlujo(HOY);
      for (let n = 2; n < 2_003; n += 1) r.leer('Prestamos', n, { idExterno: `P${n}` });
      return r;
    };
    const pasos = revision().cerrarPorPartes(contexto);
    let pausas = 0;
    let paso = pasos.next();
    for (; !paso.done; paso = pasos.next()) pausas += 1;
    // 2.001 préstamos: una pausa en la revisión de préstamos y una tras cada una de las dos primeras reglas.
    expect(pausas).toBe(3);
    expect(paso.value).toEqual(revision().cerrar(contexto));
  });

  it('un préstamo con una cuota repetida queda fuera con todas sus cuotas, y un cobro de otro préstamo desconocido también', () => {
    const revision = new RevisionEnFlujo(HOY);
    const filas: [HojaImportacion, FilaCruda][] = [
      ['Cuotas', { prestamo: 'P1', numero: 1, fecha: '2026-04-01', capital: 500_000, interes: 0, pagado: 0 }],
      ['Cuotas', { prestamo: 'P1', numero: 1, fecha: '2026-05-01', capital: 500_000, interes: 0, pagado: 0 }],
      ['Cobros', { idExterno: 'R1', prestamo: 'P9', fecha: '2026-04-01', monto: 1000 }],
      [
        'Clientes',
        {
          idExterno: 'C1',
          cedula: '00112345678',
          nombre: 'Ana',
          telefono: '3001234567',
          direccion: 'Calle 1',
          ciudad: 'Bogotá',
        },
      ],
      [
        'Prestamos',
        {
          idExterno: 'P1',
          cliente: 'C1',
          monto: 1_000_000,
          interes: 0,
          cuotas: 2,
          modalidad: 'mensual',
          tipoAmortizacion: 'amortizable',
          fechaInicio: '2026-03-01',
          estado: 'activo',
          fechaCorte: '2026-04-01',
        },
      ],
    ];
    const numeros = new Map<HojaImportacion, number>();
    for (const [h, cruda] of filas) {
      const n = (numeros.get(h) ?? 1) + 1;
      numeros.set(h, n);
      revision.leer(h, n, cruda);
    }
    const cerrada = revision.cerrar(contextoVacio());
    expect(cerrada.errores.map((e) => [e.hoja, e.fila, e.columna, e.mensaje])).toEqual([
      ['Prestamos', 2, 'idExterno', MENSAJES_IMPORTACION.cuotasConErrores],
      ['Cobros', 2, 'prestamo', MENSAJES_IMPORTACION.prestamoDesconocido],
      ['Cuotas', 2, 'numero', MENSAJES_IMPORTACION.cuotaRepetida],
      ['Cuotas', 3, 'numero', MENSAJES_IMPORTACION.cuotaRepetida],
    ]);
    expect(cerrada.fuera).toMatchObject({ Prestamos: [2], Cobros: [2], Cuotas: [2, 3], Clientes: [] });
    expect(cerrada.validas).toBe(1);
    expect(cerrada.resumen.hojas.Clientes).toMatchObject({ filas: 1, nuevas: 1, conErrores: 0 });
  });

  it('con las oficinas de la organización, cada cliente lleva el id de la suya y una oficina desconocida o vacía es su error', () => {
    const oficinas = [
      { id: 'o-centro', codigo: 'CENTRO', nombre: 'Oficina Centro' },
      { id: 'o-norte', codigo: 'NORTE', nombre: 'Oficina Norte' },
    ];
    const revision = new RevisionEnFlujo(HOY, oficinas);
    const cliente = (idExterno: string, cedula: string, oficina: string) => ({
      idExterno, cedula, nombre: 'Ana', telefono: '3001234567', direccion: 'Calle 1', ciudad: 'Bogotá', oficina,
    });
    expect(revision.leer('Clientes', 2, cliente('C1', '00112345678', 'oficina norte'))).toMatchObject({ oficina: 'o-norte' });
    expect(revision.leer('Clientes', 3, cliente('C2', '00212345678', 'Sur'))).toBeNull();
    expect(revision.leer('Clientes', 4, cliente('C3', '00312345678', ''))).toBeNull();
    const cerrada = revision.cerrar(contextoVacio());
    expect(cerrada.errores.map((e) => [e.fila, e.columna, e.valor, e.mensaje])).toEqual([
      [3, 'oficina', 'Sur', MENSAJES_OFICINA_IMPORTACION.noExiste('Sur')],
      [4, 'oficina', '', MENSAJES_OFICINA_IMPORTACION.obligatoria],
    ]);
    expect(cerrada.validas).toBe(1);
  });
});
