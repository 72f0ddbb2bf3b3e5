import fc from 'fast-check';
import { cajaDeCobro, cuadra, reglaCobro, reglaMora, type LineaRegla } from './contabilidad';
import {
  crc16Ccitt,
  normalizarIdentificador,
  numeroDeReferencia,
  payloadQrPago,
  referenciaPago,
  validarIdentificadorCuentaPago,
} from './pagos';
import { clavesLineasExtracto, cruzarLineaExtracto, leerFechaCo, leerValorCop } from './pagosCruce';
import { cajaPorTipo, saldosPorCuenta } from './pruebas/saldos';

/** Débito − crédito por cuenta; las cajas por su tipo (la de una cuenta de recaudo con su id). */
const saldos = (lineas: readonly LineaRegla[]) => saldosPorCuenta(lineas, cajaPorTipo);

describe('dónde entra el dinero de un cobro', () => {
  it('una transferencia entra a su cuenta de recaudo aunque la haya registrado un cobrador', () => {
    expect(cajaDeCobro({ cuentaPagoId: 'nequi', enPoderDe: null, entregado: false })).toEqual({ tipo: 'cuenta_pago', cuentaPagoId: 'nequi' });
    expect(cajaDeCobro({ cuentaPagoId: 'nequi', enPoderDe: 'c1', entregado: false })).toEqual({ tipo: 'cuenta_pago', cuentaPagoId: 'nequi' });
    expect(cajaDeCobro({ cuentaPagoId: null, enPoderDe: 'c1', entregado: false })).toEqual({ tipo: 'cobrador', cobradorId: 'c1' });
    expect(cajaDeCobro({ cuentaPagoId: null, enPoderDe: 'c1', entregado: true })).toEqual({ tipo: 'oficina' });
    expect(cajaDeCobro({ cuentaPagoId: null, enPoderDe: null, entregado: false })).toEqual({ tipo: 'oficina' });
  });

  it('el ejemplo: 25.000 por Nequi con 4.000 de interés y 1.000 de mora, escrito a mano', () => {
    const caja = { tipo: 'cuenta_pago', cuentaPagoId: 'nequi' } as const;
    const cobro = reglaCobro({ prestamoId: 'p', monto: 2_400_000, interes: 400_000, caja });
    const mora = reglaMora({ evento: 'cobro', prestamoId: 'p', monto: 100_000, caja });
    const total = saldos([...cobro, ...mora]);
    expect(total).toEqual({
      'banco:nequi': 2_500_000,
      cartera_capital: -2_000_000,
      cartera_intereses: -400_000,
      intereses_diferidos: 400_000,
      ingresos_intereses: -400_000,
      cartera_mora: -100_000,
      mora_diferida: 100_000,
      ingresos_mora: -100_000,
    });
  });

  it('propiedad: un cobro por transferencia cuadra, debita su cuenta por el monto y nunca toca la caja ni un cobrador', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000_000 }).chain((monto) => fc.tuple(fc.constant(monto), fc.integer({ min: 0, max: monto }))),
        fc.constantFrom('a', 'b'),
        ([monto, interes], cuenta) => {
          const lineas = reglaCobro({ prestamoId: 'p', monto, interes, caja: { tipo: 'cuenta_pago', cuentaPagoId: cuenta } });
          expect(cuadra(lineas)).toBe(true);
          const s = saldos(lineas);
          expect(s[`banco:${cuenta}`]).toBe(monto);
          expect(s.oficina).toBeUndefined();
          expect(s.cobrador).toBeUndefined();
          expect(lineas.every((l) => l.cobradorId === undefined)).toBe(true);
        },
      ),
    );
  });
});

describe('identificador de una cuenta de recaudo', () => {
  it.each([
    ['nequi', '300 123 4567', null],
    ['daviplata', '2001234567', 'El celular de Nequi o Daviplata debe tener 10 dígitos y empezar por 3'],
    ['banco', '123-45678-90', null],
    ['banco', '12345', 'El número de cuenta bancaria debe tener entre 6 y 20 dígitos'],
    ['breb', '@MiNegocio', null],
    ['breb', 'pagos@prestamista.co', null],
    ['breb', '1020304050', null],
    ['breb', 'hola', expect.stringContaining('La llave Bre-B')],
  ] as const)('%s «%s»', (tipo, valor, error) => {
    expect(validarIdentificadorCuentaPago(tipo, normalizarIdentificador(tipo, valor))).toEqual(error);
  });
});

describe('referencia de pago', () => {
  it('el número más su dígito Luhn, calculado a mano', () => {
    // 1234: de derecha a izquierda 4·2=8, 3, 2·2=4, 1 → 8+3+4+1 = 16 → 10 − 6 = 4.
    expect(referenciaPago(1234)).toBe('12344');
    // 7: 7·2=14 → 1+4 = 5 → 5.
    expect(referenciaPago(7)).toBe('75');
    // 79927398713 es el ejemplo clásico de Luhn: el cuerpo 7992739871 lleva 3.
    expect(referenciaPago(7992739871)).toBe('79927398713');
    expect(() => referenciaPago(0)).toThrow();
  });

  it('propiedad: toda referencia vuelve a su número y cambiar un dígito la invalida', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99_999_999 }), fc.nat(), fc.integer({ min: 1, max: 9 }), (numero, posicion, delta) => {
        const referencia = referenciaPago(numero);
        expect(numeroDeReferencia(referencia)).toBe(numero);
        const i = posicion % referencia.length;
        const cambiada = referencia.slice(0, i) + ((Number(referencia[i]) + delta) % 10) + referencia.slice(i + 1);
        if (!cambiada.startsWith('0')) expect(numeroDeReferencia(cambiada)).toBeNull();
      }),
    );
  });

  it('lo que no es una referencia da null', () => {
    expect(numeroDeReferencia('12343')).toBeNull();
    expect(numeroDeReferencia('abc')).toBeNull();
    expect(numeroDeReferencia('')).toBeNull();
    expect(numeroDeReferencia('1234-4')).toBe(1234);
  });
});

describe('QR de pago', () => {
  it('CRC-16/CCITT-FALSE: el vector de comprobación de «123456789» es 29B1', () => {
    expect(crc16Ccitt('123456789')).toBe('29B1');
  });

  it('el CRC de cualquier texto se calcula sobre sus bytes UTF-8, los mismos que da TextEncoder', () => {
    // Referencia independiente: los bytes de TextEncoder y el CRC bit a bit escrito aquí.
    const crcDe = (bytes: Uint8Array) => {
      let crc = 0xffff;
      for (const byte of bytes) {
        for (let bit = 7; bit >= 0; bit--) {
          const entra = ((byte >> bit) & 1) ^ ((crc >> 15) & 1);
          crc = ((crc << 1) & 0xffff) ^ (entra ? 0x1021 : 0);
        }
      }
      return crc.toString(16).toUpperCase().padStart(4, '0');
    };
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (texto) => crc16Ccitt(texto) === crcDe(new TextEncoder().encode(texto))),
      { seed: 5310, numRuns: 300 },
    );
    expect(crc16Ccitt('Créditos Bogotá ñ €')).toBe(crcDe(new TextEncoder().encode('Créditos Bogotá ñ €')));
  });

  it('el contenido TLV con la llave, la referencia y su CRC', () => {
    const payload = payloadQrPago({ llave: '@creditosdemo', referencia: '12344', nombre: 'Créditos Demo', ciudad: 'Bogotá' });
    expect(payload).toBe(
      '000201' +
        '010211' +
        // 26: 20 (0016 + 16) + 17 (0113 + 13) = 37 caracteres.
        '2637' + '0016CO.CARTERA.LLAVE' + '0113@creditosdemo' +
        '52040000' +
        '5303170' +
        '5802CO' +
        '5913Creditos Demo' +
        '6006Bogota' +
        '62090505' + '12344' +
        '6304' +
        crc16Ccitt(payload.slice(0, -4)),
    );
    expect(payload.slice(-4)).toMatch(/^[0-9A-F]{4}$/);
  });
});

describe('extractos: cifras a la colombiana', () => {
  it.each([
    ['1.234.567,89', 1234567.89],
    ['$ 45.000', 45000],
    ['-12.000', -12000],
    ['(12.000)', -12000],
    [45000, 45000],
    ['abc', null],
    ['1,2,3', null],
  ] as const)('valor %s', (texto, esperado) => {
    expect(leerValorCop(texto)).toBe(esperado);
  });

  it.each([
    ['27/11/2026', '2026-11-27'],
    ['5-1-2026', '2026-01-05'],
    ['2026-11-27', '2026-11-27'],
    ['31/02/2026', null],
    ['mañana', null],
  ] as const)('fecha %s', (texto, esperada) => {
    expect(leerFechaCo(texto)).toBe(esperada);
  });
});

describe('cruce de una línea del extracto', () => {
  const datos = {
    numerosPrestamo: new Set([1234, 77]),
    cedulas: new Set(['1020304050']),
    pendientes: [
      { id: 't-lejos', monto: 30000, fecha: '2026-11-20' },
      { id: 't-cerca', monto: 30000, fecha: '2026-11-26' },
      { id: 't-otro-valor', monto: 31000, fecha: '2026-11-27' },
    ],
  };
  const linea = (descripcion: string, valor = 30000, fecha = '2026-11-27') => ({ fecha, descripcion, valor });

  it('los cuatro caminos y el débito, con sus datos escritos a mano', () => {
    // 12344 es la referencia del #1234 (dígito Luhn 4).
    expect(cruzarLineaExtracto(linea('PAGO BRE-B REF 12344 MARIA'), datos)).toEqual({ tipo: 'referencia', numero: 1234 });
    expect(cruzarLineaExtracto(linea('TRANSF DE CC 1020304050'), datos)).toEqual({ tipo: 'cedula', cedula: '1020304050' });
    expect(cruzarLineaExtracto(linea('NEQUI JUAN'), datos)).toEqual({ tipo: 'transferencia', transferenciaId: 't-cerca' });
    expect(cruzarLineaExtracto(linea('NEQUI JUAN', 30000, '2026-11-23'), datos)).toEqual({ tipo: 'suspenso' });
    expect(cruzarLineaExtracto(linea('CONSIGNACION', 99000), datos)).toEqual({ tipo: 'suspenso' });
    expect(cruzarLineaExtracto(linea('REF 12344', -30000), datos)).toEqual({ tipo: 'debito' });
    // 12343 no es una referencia (dígito equivocado) ni una cédula conocida: no se adivina.
    expect(cruzarLineaExtracto(linea('REF 12343', 5000), datos)).toEqual({ tipo: 'suspenso' });
  });

  it('propiedad: la referencia de un préstamo abierto gana en cualquier texto y con cualquier valor positivo', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 9_999_999 }),
        fc.stringMatching(/^[A-Z ]{0,20}$/),
        fc.stringMatching(/^[A-Z ]{0,20}$/),
        fc.integer({ min: 1, max: 100_000_000 }),
        (numero, antes, despues, valor) => {
          const conEse = { ...datos, numerosPrestamo: new Set([numero]) };
          expect(cruzarLineaExtracto(linea(`${antes} ${referenciaPago(numero)} ${despues}`, valor), conEse)).toEqual({
            tipo: 'referencia',
            numero,
          });
        },
      ),
    );
  });

  it('propiedad: sin préstamo, cédula ni transferencia conocidos, todo crédito va a suspenso', () => {
    const vacio = { numerosPrestamo: new Set<number>(), cedulas: new Set<string>(), pendientes: [] };
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 1, max: 100_000_000 }), (descripcion, valor) => {
        expect(cruzarLineaExtracto(linea(descripcion, valor), vacio)).toEqual({ tipo: 'suspenso' });
      }),
    );
  });
});

describe('claves de las líneas de un extracto', () => {
  const a = { fecha: '2026-11-27', descripcion: 'Nequi  juan', valor: 30000 };
  it('el mismo extracto da las mismas claves; dos líneas idénticas son dos claves', () => {
    expect(clavesLineasExtracto([a, a])).toEqual(['2026-11-27|3000000|NEQUI JUAN||1', '2026-11-27|3000000|NEQUI JUAN||2']);
    expect(clavesLineasExtracto([a, { ...a, descripcion: 'NEQUI JUAN ' }])).toEqual(clavesLineasExtracto([a, a]));
  });

  it('propiedad: importar dos veces no cambia ninguna clave, y las de un extracto no se repiten', () => {
    const lineaArb = fc.record({
      fecha: fc.constantFrom('2026-11-26', '2026-11-27'),
      descripcion: fc.constantFrom('A', 'B'),
      valor: fc.constantFrom(1000, 2000),
    });
    fc.assert(
      fc.property(fc.array(lineaArb, { maxLength: 20 }), (lineas) => {
        const claves = clavesLineasExtracto(lineas);
        expect(clavesLineasExtracto(lineas)).toEqual(claves);
        expect(new Set(claves).size).toBe(claves.length);
      }),
    );
  });
});
