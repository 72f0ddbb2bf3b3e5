import fc from 'fast-check';
import {
  claveDeEncabezado,
  hojaDeNombre,
  leerFechaImportacion,
  leerFilaImportacion,
  leerMontoImportacion,
  MENSAJES_IMPORTACION,
  resumirImportacion,
  saldoDeCuotas,
  validarLibroImportacion,
  type FilaCruda,
} from './importacion';
import { MENSAJES } from './validacion';

const cliente = (cambios: Record<string, unknown> = {}): FilaCruda => ({
  idExterno: 'C1',
  cedula: '00112345678',
  nombre: 'Ana Gómez',
  telefono: '3001234567',
  direccion: 'Calle 1',
  ciudad: 'Bogotá',
  ...cambios,
});

const prestamo = (cambios: Record<string, unknown> = {}): FilaCruda => ({
  idExterno: 'P1',
  cliente: 'C1',
  monto: '$ 1.000.000',
  interes: 20,
  cuotas: 2,
  modalidad: 'mensual',
  tipoAmortizacion: 'amortizable',
  fechaInicio: '01/03/2026',
  estado: 'activo',
  ...cambios,
});

describe('leerFechaImportacion', () => {
  it('lee dd/mm/aaaa, aaaa-mm-dd, números de serie de Excel y fechas del XLSX', () => {
    expect(leerFechaImportacion('05/03/2026')).toBe('2026-03-05');
    expect(leerFechaImportacion('5-3-2026')).toBe('2026-03-05');
    expect(leerFechaImportacion('2026-03-05')).toBe('2026-03-05');
    // 46086 días después del 30/12/1899 es el 05/03/2026 (Excel: =FECHA(2026;3;5) → 46086).
    expect(leerFechaImportacion(46086)).toBe('2026-03-05');
    expect(leerFechaImportacion('46086')).toBe('2026-03-05');
    expect(leerFechaImportacion(new Date(Date.UTC(2026, 2, 5)))).toBe('2026-03-05');
  });

  it('rechaza fechas imposibles y textos que no son fechas', () => {
    expect(leerFechaImportacion('31/02/2026')).toBeNull();
    expect(leerFechaImportacion('2026-13-01')).toBeNull();
    expect(leerFechaImportacion('mañana')).toBeNull();
    expect(leerFechaImportacion(1.5)).toBeNull();
  });
});

describe('leerMontoImportacion', () => {
  it('lee los montos como los escribe una oficina', () => {
    expect(leerMontoImportacion('$ 1.234.567,89')).toBe(1234567.89);
    expect(leerMontoImportacion('1234567.89')).toBe(1234567.89);
    expect(leerMontoImportacion('1,234,567')).toBe(1234567);
    expect(leerMontoImportacion('1.234')).toBe(1234);
    expect(leerMontoImportacion('1.5')).toBe(1.5);
    expect(leerMontoImportacion('250000')).toBe(250000);
    expect(leerMontoImportacion(250000)).toBe(250000);
  });

  it('rechaza lo que no es un monto', () => {
    expect(leerMontoImportacion('doce mil')).toBeNull();
    expect(leerMontoImportacion('1.23.4')).toBeNull();
    expect(leerMontoImportacion('1,2,3')).toBeNull();
  });

  it('un entero escrito con puntos de miles o sin ellos vale lo mismo', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999_999_999 }), (n) => {
        const conPuntos = String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
        const conComas = String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
        expect(leerMontoImportacion(`$ ${conPuntos}`)).toBe(n);
        expect(leerMontoImportacion(conComas)).toBe(n);
        expect(leerMontoImportacion(String(n))).toBe(n);
      }),
    );
  });
});

describe('encabezados y hojas', () => {
  it('reconoce encabezados sin tildes ni mayúsculas y el mapeo de la oficina', () => {
    expect(claveDeEncabezado('Clientes', 'Cédula')).toBe('cedula');
    expect(claveDeEncabezado('Prestamos', 'Fecha Inicio')).toBe('fechaInicio');
    expect(claveDeEncabezado('Clientes', 'Documento', { Documento: 'cedula' })).toBe('cedula');
    expect(claveDeEncabezado('Clientes', 'Otra cosa')).toBeNull();
    expect(hojaDeNombre('Préstamos')).toBe('Prestamos');
    expect(hojaDeNombre('Instrucciones')).toBeNull();
  });
});

describe('leerFilaImportacion', () => {
  it('un cliente bien escrito sale con sus valores y sin autorización si no la trae', () => {
    const leida = leerFilaImportacion('Clientes', 2, cliente());
    expect(leida.errores).toEqual([]);
    expect(leida.valor).toMatchObject({ idExterno: 'C1', cedula: '00112345678', estado: 'activo', autorizacionCanal: null });
  });

  it('cada error dice hoja, fila, columna, valor y el mensaje de Cartera', () => {
    const leida = leerFilaImportacion('Clientes', 7, cliente({ cedula: '12', email: 'ana@', autorizacionCanal: 'web' }));
    expect(leida.valor).toBeNull();
    expect(leida.errores).toEqual([
      { hoja: 'Clientes', fila: 7, columna: 'cedula', valor: '12', mensaje: MENSAJES.cedulaInvalida },
      { hoja: 'Clientes', fila: 7, columna: 'email', valor: 'ana@', mensaje: MENSAJES.emailInvalido },
      { hoja: 'Clientes', fila: 7, columna: 'autorizacionFecha', valor: '', mensaje: MENSAJES_IMPORTACION.autorizacionIncompleta },
    ]);
  });

  it('los términos del préstamo se validan con la regla de Cartera', () => {
    const leida = leerFilaImportacion('Prestamos', 3, prestamo({ cuotas: 0, modalidad: 'anual', estado: 'borrado' }));
    expect(leida.errores.map((e) => [e.columna, e.mensaje])).toEqual([
      ['cuotas', MENSAJES.cuotasRango],
      ['modalidad', MENSAJES.modalidadInvalida],
      ['estado', MENSAJES_IMPORTACION.estadoPrestamoInvalido],
    ]);
  });

  it('una fecha o un monto ilegibles dicen cómo escribirlos', () => {
    const leida = leerFilaImportacion('Cobros', 2, { idExterno: 'X', prestamo: 'P1', fecha: '2026/03/05', monto: 'mil' });
    expect(leida.errores.map((e) => e.mensaje)).toEqual([MENSAJES_IMPORTACION.fechaInvalida, MENSAJES_IMPORTACION.montoInvalido]);
  });
});

describe('validarLibroImportacion', () => {
  it('un préstamo con plan propio necesita fecha de corte y cuotas que sumen su monto', () => {
    const cuotas = [
      { prestamo: 'P1', numero: 1, fecha: '01/04/2026', capital: 500000, interes: 100000, pagado: 600000 },
      { prestamo: 'P1', numero: 2, fecha: '01/05/2026', capital: 500000, interes: 100000, pagado: 0 },
    ];
    const sinCorte = validarLibroImportacion({ Clientes: [cliente()], Prestamos: [prestamo()], Cuotas: cuotas });
    expect(sinCorte.errores.map((e) => [e.hoja, e.mensaje])).toEqual([
      ['Prestamos', MENSAJES_IMPORTACION.corteObligatorio],
      ['Cuotas', MENSAJES_IMPORTACION.prestamoConErrores],
      ['Cuotas', MENSAJES_IMPORTACION.prestamoConErrores],
    ]);
    expect(sinCorte.filas.Prestamos).toEqual([]);
    expect(sinCorte.filas.Cuotas).toEqual([]);

    const descuadrado = validarLibroImportacion({
      Clientes: [cliente()],
      Prestamos: [prestamo({ fechaCorte: '15/04/2026', monto: 900000 })],
      Cuotas: cuotas,
    });
    expect(descuadrado.errores[0].mensaje).toBe(MENSAJES_IMPORTACION.capitalCuotasDistinto);
    expect(descuadrado.filas.Cuotas).toEqual([]);

    const bien = validarLibroImportacion({
      Clientes: [cliente()],
      Prestamos: [prestamo({ fechaCorte: '15/04/2026' })],
      Cuotas: cuotas,
    });
    expect(bien.errores).toEqual([]);
    expect(bien.filas.Cuotas).toHaveLength(2);
  });

  it('una referencia a una fila con errores deja fuera también a quien la usa, y a sus cobros', () => {
    const libro = validarLibroImportacion({
      Clientes: [cliente({ cedula: 'x' })],
      Prestamos: [prestamo()],
      Cobros: [{ idExterno: 'K1', prestamo: 'P1', fecha: '01/04/2026', monto: 100000 }],
    });
    expect(libro.errores.map((e) => [e.hoja, e.fila, e.columna])).toEqual([
      ['Clientes', 2, 'cedula'],
      ['Prestamos', 2, 'cliente'],
      ['Cobros', 2, 'prestamo'],
    ]);
    expect(libro.errores[2].mensaje).toBe(MENSAJES_IMPORTACION.prestamoConErrores);
    expect(libro.filas.Cobros).toEqual([]);
    expect(libro.totalFilas).toMatchObject({ Clientes: 1, Prestamos: 1, Cobros: 1 });
  });

  it('las referencias pueden apuntar a ids ya importados; los idExterno repetidos quedan fuera', () => {
    const libro = validarLibroImportacion(
      { Prestamos: [prestamo(), prestamo({ cliente: 'C9' })] },
      { Cobradores: new Set(), Clientes: new Set(['C1']), Prestamos: new Set() },
    );
    expect(libro.errores.map((e) => [e.fila, e.columna, e.mensaje])).toEqual([
      [2, 'idExterno', MENSAJES_IMPORTACION.idRepetido],
      [3, 'idExterno', MENSAJES_IMPORTACION.idRepetido],
    ]);
  });

  it('un préstamo trae cobros o cuotas, no los dos; un cobro va entre el inicio y el corte', () => {
    const libro = validarLibroImportacion({
      Clientes: [cliente()],
      Prestamos: [prestamo({ fechaCorte: '15/04/2026' }), prestamo({ idExterno: 'P2', fechaCorte: '15/04/2026' })],
      Cobros: [
        { idExterno: 'K1', prestamo: 'P1', fecha: '01/04/2026', monto: 1 },
        { idExterno: 'K2', prestamo: 'P2', fecha: '20/04/2026', monto: 1 },
      ],
      Cuotas: [{ prestamo: 'P1', numero: 1, fecha: '01/04/2026', capital: 1000000, interes: 0, pagado: 0 }],
    });
    expect(libro.errores.map((e) => [e.hoja, e.columna, e.mensaje])).toEqual([
      ['Prestamos', 'idExterno', MENSAJES_IMPORTACION.cobrosYCuotas],
      ['Prestamos', 'idExterno', MENSAJES_IMPORTACION.cobrosConErrores],
      ['Cobros', 'prestamo', MENSAJES_IMPORTACION.prestamoConErrores],
      ['Cobros', 'fecha', MENSAJES_IMPORTACION.cobroDespuesDeCorte],
      ['Cuotas', 'prestamo', MENSAJES_IMPORTACION.prestamoConErrores],
    ]);
    expect(libro.filas.Prestamos).toEqual([]);
  });
});

describe('lo que ya está en Cartera', () => {
  it('una cédula de otro cliente o el email de un usuario que no es cobrador dejan la fila fuera, y a quien la usa', () => {
    const libro = validarLibroImportacion(
      {
        Cobradores: [{ idExterno: 'K1', nombre: 'Pedro', email: 'Jefe@Oficina.co' }],
        Clientes: [cliente({ cedula: '001-1234567-8' }), cliente({ idExterno: 'C2', cedula: '00212345678' })],
        Prestamos: [prestamo()],
      },
      undefined,
      { cedulasClientes: new Map([['CC 00112345678', null], ['CC 00212345678', 'C2']]), emailsNoCobradores: new Set(['jefe@oficina.co']) },
    );
    expect(libro.errores.map((e) => [e.hoja, e.columna, e.mensaje])).toEqual([
      ['Cobradores', 'email', MENSAJES_IMPORTACION.emailDeOtroRol],
      ['Clientes', 'cedula', MENSAJES_IMPORTACION.cedulaEnCartera],
      ['Prestamos', 'cliente', MENSAJES_IMPORTACION.clienteDesconocido],
    ]);
    // C2 ya es ese cliente (lo importó este mismo idExterno): se actualiza, no choca.
    expect(libro.filas.Clientes.map((c) => c.idExterno)).toEqual(['C2']);
  });
});

describe('saldoDeCuotas', () => {
  it('lo pagado de una cuota se reparte entre capital e interés en proporción, al centavo (la regla de Cartera)', () => {
    // Cuota 1: pagada entera. Cuota 2: 50.000 de 600.000 → 1/12 de su interés (8.333,33) y 41.666,67 de capital.
    expect(
      saldoDeCuotas([
        { capital: 500000, interes: 100000, pagado: 600000 },
        { capital: 500000, interes: 100000, pagado: 50000 },
      ]),
    ).toEqual({ capital: 458333.33, interes: 91666.67 });
  });
});

describe('resumirImportacion', () => {
  it('cuenta por hoja nuevas, actualizadas, sin cambios y con errores, y suma el capital por estado', () => {
    const libro = validarLibroImportacion({
      Clientes: [cliente(), cliente({ idExterno: 'C2', cedula: '00212345678', autorizacionCanal: 'web', autorizacionFecha: '01/01/2026' }), cliente({ idExterno: 'C3', cedula: 'x' })],
      Prestamos: [prestamo(), prestamo({ idExterno: 'P2', cliente: 'C2', monto: 500000, estado: 'castigado' })],
      Cobros: [
        { idExterno: 'K1', prestamo: 'P1', fecha: '01/04/2026', monto: 600000 },
        { idExterno: 'K2', prestamo: 'P1', fecha: '01/05/2026', monto: '$ 100.000' },
      ],
    });
    const resumen = resumirImportacion(libro, (hoja, fila) =>
      hoja === 'Clientes' && (fila as { idExterno: string }).idExterno === 'C1' ? 'sinCambios' : 'nueva',
    );
    expect(resumen.hojas.Clientes).toEqual({ filas: 3, nuevas: 1, actualizadas: 0, sinCambios: 1, conErrores: 1 });
    expect(resumen.hojas.Cobros).toEqual({ filas: 2, nuevas: 2, actualizadas: 0, sinCambios: 0, conErrores: 0 });
    expect(resumen.prestamosPorEstado).toEqual({
      activo: { prestamos: 1, capital: 1000000 },
      castigado: { prestamos: 1, capital: 500000 },
    });
    // 600.000 + 100.000 cobrados; 1.000.000 + 500.000 prestados.
    expect(resumen.totales).toEqual({ capital: 1500000, cobrado: 700000, saldoCapitalCuotas: 0, saldoInteresCuotas: 0 });
    expect(resumen.clientesSinAutorizacion).toBe(1);
  });
});
