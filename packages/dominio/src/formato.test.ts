import {
  calcularPorcentaje,
  formatearCOP,
  formatearDOP,
  formatearFecha,
  neutralizarCelda,
  formatearFechaHora,
  formatearMoneda,
  formatearNumero,
  formatearNumeroHasta,
  formatearPorcentaje,
  formatearRD,
  formatearUSD,
  hoyBogota,
} from './formato';

/** Intl separa con espacio duro (U+00A0); los ejemplos se escriben con espacio normal. */
const normal = (texto: string) => texto.replace(/[\u00a0\u202f]/g, ' ');

describe('formatearCOP', () => {
  it('muestra pesos colombianos con separador de miles y sin decimales', () => {
    expect(normal(formatearCOP(1234567))).toBe('$ 1.234.567');
    expect(normal(formatearCOP(0))).toBe('$ 0');
    expect(normal(formatearCOP(1234567.6))).toBe('$ 1.234.568');
  });

  it('acepta el texto numérico que devuelve PostgreSQL y trata lo vacío como 0', () => {
    expect(normal(formatearCOP('250000.00'))).toBe('$ 250.000');
    expect(normal(formatearCOP(null))).toBe('$ 0');
    expect(normal(formatearCOP(undefined))).toBe('$ 0');
    expect(normal(formatearCOP('no es número'))).toBe('$ 0');
  });

  it('no muestra "-$ 0" para un negativo que redondea a cero', () => {
    expect(normal(formatearCOP(-0.4))).toBe('$ 0');
    expect(normal(formatearCOP(-1500))).toBe('-$ 1.500');
  });
});

describe('otras monedas', () => {
  it('garantías en pesos dominicanos', () => {
    expect(normal(formatearDOP(1234567.5))).toBe('RD$1,234,567.50');
  });

  it('metas con la etiqueta RD$ y dos decimales', () => {
    expect(formatearRD(1500)).toBe('RD$ 1,500.00');
    expect(formatearRD(0)).toBe('RD$ 0.00');
  });

  it('vistas de muestra en USD con es-US y dos decimales', () => {
    expect(normal(formatearUSD(1234.5))).toBe('$1,234.50');
    expect(normal(formatearMoneda(10))).toBe('$10.00');
  });
});

describe('números y porcentajes', () => {
  it('formatearNumero usa el formato es-CO con decimales fijos', () => {
    expect(formatearNumero(1234567)).toBe('1.234.567');
    expect(formatearNumero(12.345, 1)).toBe('12,3');
    expect(formatearNumero(2.5, 1)).toBe('2,5');
  });

  it('formatearPorcentaje muestra un valor ya en porciento con un decimal por defecto', () => {
    expect(formatearPorcentaje(45.63)).toBe('45,6%');
    expect(formatearPorcentaje(100, 0)).toBe('100%');
  });

  it('calcularPorcentaje da el porcentaje de recuperación con un decimal y 0 sin base', () => {
    expect(calcularPorcentaje(456_300, 1_000_000)).toBe(45.6);
    expect(calcularPorcentaje(1, 3)).toBe(33.3);
    expect(calcularPorcentaje(2, 3, 2)).toBe(66.67);
    expect(calcularPorcentaje(500, 0)).toBe(0);
  });
});

describe('fechas para mostrar', () => {
  it('una fecha de negocio se muestra dd/mm/aaaa sin correrse de día', () => {
    expect(formatearFecha('2026-11-22')).toBe('22/11/2026');
    expect(formatearFecha('2026-01-01')).toBe('01/01/2026');
  });

  it('un instante se muestra en la fecha de Bogotá', () => {
    expect(formatearFecha('2026-11-23T03:00:00.000Z')).toBe('22/11/2026');
    expect(formatearFecha(new Date('2026-11-22T15:00:00Z'))).toBe('22/11/2026');
  });

  it('fecha y hora en Bogotá con reloj de 24 horas', () => {
    expect(formatearFechaHora('2026-11-22T19:05:00Z')).toBe('22/11/2026 14:05');
    expect(formatearFechaHora('2026-11-22T05:00:00Z')).toBe('22/11/2026 00:00');
    expect(formatearFechaHora('2026-11-22')).toBe('22/11/2026');
  });

  it('vacío para valores ausentes y el texto tal cual si no es una fecha', () => {
    expect(formatearFecha(null)).toBe('');
    expect(formatearFecha(undefined)).toBe('');
    expect(formatearFechaHora('')).toBe('');
    expect(formatearFecha('mañana')).toBe('mañana');
  });

  it('hoyBogota da la fecha de Colombia aunque en UTC ya sea el día siguiente', () => {
    expect(hoyBogota(new Date('2026-11-23T03:00:00Z'))).toBe('2026-11-22');
    expect(hoyBogota(new Date('2026-11-23T05:00:00Z'))).toBe('2026-11-23');
    expect(hoyBogota()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe('neutralizarCelda', () => {
  it.each(['=1+1', '+57 300', '-2', '@SUMA(A1)', '\tx', '\rx'])('%j empieza como fórmula y se antepone un apóstrofo', (texto) => {
    expect(neutralizarCelda(texto)).toBe(`'${texto}`);
  });
  it.each(['María Pérez', '300 123 4567', '', "'ya citada"])('%j queda igual', (texto) => {
    expect(neutralizarCelda(texto)).toBe(texto);
  });
});

describe('cifras es-CO sin Intl', () => {
  const cop = new Intl.NumberFormat('es-CO', {
    style: 'currency',
    currency: 'COP',
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  });
  const numero = (decimales: number) =>
    new Intl.NumberFormat('es-CO', { minimumFractionDigits: decimales, maximumFractionDigits: decimales });
  // Half-way cases, binary fractions that print shorter than they are (45.65, 1.005), big and tiny values.
  const valores = [
    0, 1, -1, 2.5, -2.5, 0.5, 999.5, 1000, 45.65, 1.005, 1234.25, -1234.5, 0.05, 123456789, 987654321.49,
    1e12, 4503599627370.5, 9e15, 1e16, 1e-7, -1e-7, 12.345, 99.95, 0.125,
  ];
  // Plus a sample of ordinary amounts.
  let semilla = 7;
  for (let i = 0; i < 400; i++) {
    semilla = (semilla * 1103515245 + 12345) % 2 ** 31;
    valores.push(Math.round((semilla / 2 ** 31) * 10 ** (i % 12)) / 10 ** (i % 4));
  }

  it.each([0, 1, 2])('formatearNumero con %i decimales escribe lo mismo que Intl', (decimales) => {
    for (const valor of valores) {
      const esperado = numero(decimales).format(Math.round(Math.abs(valor) * 10 ** decimales) === 0 ? 0 : valor);
      expect([valor, formatearNumero(valor, decimales)]).toEqual([valor, esperado]);
    }
  });

  it.each([0, 1, 2])('formatearNumeroHasta con %i decimales escribe lo mismo que Intl', (decimales) => {
    const intl = new Intl.NumberFormat('es-CO', { maximumFractionDigits: decimales });
    for (const valor of valores) {
      const esperado = intl.format(Math.round(Math.abs(valor) * 10 ** decimales) === 0 ? 0 : valor);
      expect([valor, formatearNumeroHasta(valor, decimales)]).toEqual([valor, esperado]);
    }
    expect(formatearNumeroHasta(12.5)).toBe('12,5');
    expect(formatearNumeroHasta(10)).toBe('10');
  });

  it('formatearCOP escribe lo mismo que Intl', () => {
    for (const valor of valores) {
      const esperado = cop.format(Math.round(Math.abs(valor)) === 0 ? 0 : valor);
      expect([valor, formatearCOP(valor)]).toEqual([valor, esperado]);
    }
  });
});

describe('hora de Bogotá sin Intl', () => {
  const bogota = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'America/Bogota',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  /** What Intl writes for `instante` in Bogotá, as dd/mm/aaaa hh:mm. */
  const segunIntl = (instante: Date) => bogota.format(instante).replace(',', '');

  it('desde 1993 la fecha y hora coinciden con las de Intl, también en el cambio de día', () => {
    let semilla = 11;
    const instantes = [Date.UTC(1993, 3, 4, 5), Date.UTC(2026, 11, 31, 4, 59), Date.UTC(2026, 11, 31, 5, 0)];
    for (let i = 0; i < 2000; i++) {
      semilla = (semilla * 1103515245 + 12345) % 2 ** 31;
      instantes.push(Date.UTC(1993, 3, 4, 5) + Math.floor((semilla / 2 ** 31) * 4_000_000_000_000));
    }
    for (const ms of instantes) {
      const instante = new Date(ms);
      expect([instante.toISOString(), formatearFechaHora(instante)]).toEqual([
        instante.toISOString(),
        segunIntl(instante),
      ]);
    }
  });

  it('antes de 1993 decide Intl: el horario de verano de 1992 era UTC−4', () => {
    const instante = new Date('1992-06-01T04:30:00Z');
    expect(formatearFechaHora(instante)).toBe(segunIntl(instante));
    expect(formatearFechaHora(instante)).toBe('01/06/1992 00:30');
  });
});

describe('las cifras y fechas de cada día no cargan los datos de Intl', () => {
  it('formatearNumeroHasta, formatearFechaHora y hoyBogota no crean formateadores de Intl', () => {
    const numeros = jest.spyOn(Intl, 'NumberFormat');
    const fechas = jest.spyOn(Intl, 'DateTimeFormat');
    try {
      jest.isolateModules(() => {
        // A fresh copy of the module: no formatter cached by the tests above.
        const formato = jest.requireActual<typeof import('./formato')>('./formato');
        expect(formato.formatearNumeroHasta(12.5)).toBe('12,5');
        expect(formato.formatearFechaHora('2026-11-22T19:05:00Z')).toBe('22/11/2026 14:05');
        expect(formato.hoyBogota(new Date('2026-11-23T03:00:00Z'))).toBe('2026-11-22');
      });
      expect(numeros).not.toHaveBeenCalled();
      expect(fechas).not.toHaveBeenCalled();
    } finally {
      numeros.mockRestore();
      fechas.mockRestore();
    }
  });
});
