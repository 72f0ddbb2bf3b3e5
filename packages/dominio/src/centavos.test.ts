import fc from 'fast-check';
import {
  centavos,
  centavosDeColumna,
  centavosDePesos,
  compararCentavos,
  masCentavos,
  mayorCentavos,
  menorCentavos,
  menosCentavos,
  pesosDe,
  proporcionCentavos,
  sumaCentavos,
  type Centavos,
} from './centavos';

// 200 corridas con semilla fija en npm test; con numRuns 100_000 pasan igual (unos segundos).
const opciones = { seed: 51, numRuns: 200 };
/** Hasta NUMERIC(14,2): 12 dígitos de pesos y 2 de centavos. */
const MAXIMO = 99_999_999_999_999;
const enteroDeCentavos = fc.integer({ min: -MAXIMO, max: MAXIMO });

/** El texto de NUMERIC(14,2) de un entero de centavos, escrito con cadenas (sin pasar por la aritmética del código). */
function textoNumeric(entero: number): string {
  const signo = entero < 0 ? '-' : '';
  const digitos = String(Math.abs(entero)).padStart(3, '0');
  return `${signo}${digitos.slice(0, -2)}.${digitos.slice(-2)}`;
}

describe('Centavos: los constructores', () => {
  it.each([
    ['1500.00', 150_000],
    ['0.10', 10],
    ['0.07', 7],
    ['1234567.89', 123_456_789],
    ['-45.50', -4_550],
    ['999999999999.99', 99_999_999_999_999],
  ])('la columna %s son %d centavos', (texto, esperado) => {
    expect(centavosDeColumna(texto)).toBe(esperado);
  });

  it('una columna nula o ausente es 0; un texto vacío o que no es número es un error', () => {
    expect(centavosDeColumna(null)).toBe(0);
    expect(centavosDeColumna(undefined)).toBe(0);
    expect(() => centavosDeColumna('')).toThrow(RangeError);
    expect(() => centavosDeColumna('abc')).toThrow(RangeError);
  });

  it.each([[1.5], [Number.NaN], [Number.POSITIVE_INFINITY], [2 ** 53]])('centavos(%d) no es un monto', (valor) => {
    expect(() => centavos(valor)).toThrow(RangeError);
  });

  it('pesos con float de por medio: 0,1 + 0,2 pesos son 30 centavos, 1,005 pesos redondea a 100 como siempre', () => {
    expect(centavosDePesos(0.1 + 0.2)).toBe(30);
    expect(centavosDePesos(19.99)).toBe(1_999);
    expect(centavosDePesos(1.005)).toBe(100); // 1,005 en binario es 1,00499…: el libro siempre lo redondeó así
    expect(() => centavosDePesos(Number.NaN)).toThrow(RangeError);
  });

  it('todo monto de dos decimales ida y vuelta: texto → centavos → pesos → centavos (propiedad)', () => {
    fc.assert(
      fc.property(enteroDeCentavos, (entero) => {
        const leido = centavosDeColumna(textoNumeric(entero));
        expect(leido).toBe(entero);
        expect(pesosDe(leido)).toBe(Number(textoNumeric(entero)));
        expect(centavosDePesos(pesosDe(leido))).toBe(entero);
      }),
      opciones,
    );
  });
});

describe('Centavos: la aritmética exacta', () => {
  it('la suma es la suma de los enteros, y sin deriva aunque se sumen miles de montos (propiedad)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }), { maxLength: 3_000 }), (enteros) => {
        // Lo esperado con BigInt, sin pasar por Centavos ni por coma flotante.
        const esperado = enteros.reduce((total, e) => total + BigInt(e), 0n);
        expect(BigInt(sumaCentavos(enteros.map(centavos)))).toBe(esperado);
      }),
      { ...opciones, numRuns: 50 },
    );
  });

  it('diez mil cobros de 0,10 pesos suman 1.000 pesos (en coma flotante darían 1000,0000000001588)', () => {
    const diezCentavos = centavosDePesos(0.1);
    const total = sumaCentavos(Array.from({ length: 10_000 }, () => diezCentavos));
    expect(pesosDe(total)).toBe(1_000);
    let flotante = 0;
    for (let i = 0; i < 10_000; i++) flotante += 0.1;
    expect(flotante).not.toBe(1_000);
  });

  it('restar deshace sumar; menor, mayor y comparar ordenan como los enteros (propiedad)', () => {
    fc.assert(
      fc.property(enteroDeCentavos, enteroDeCentavos, (x, y) => {
        const [a, b] = [centavos(x), centavos(y)];
        expect(menosCentavos(masCentavos(a, b), b)).toBe(x);
        expect(menorCentavos(a, b)).toBe(Math.min(x, y));
        expect(mayorCentavos(a, b)).toBe(Math.max(x, y));
        expect(Math.sign(compararCentavos(a, b))).toBe(Math.sign(x - y));
      }),
      opciones,
    );
  });

  it.each([
    // [monto, numerador, denominador, esperado]: 1/3 de 100 es 33,33…; 1/2 de 1 es 0,5 → 1 (mitad hacia arriba).
    [100, 1, 3, 33],
    [200, 1, 3, 67],
    [1, 1, 2, 1],
    [3, 1, 2, 2],
    [110_000_000, 10_000_000, 110_000_000, 10_000_000],
    [0, 5, 7, 0],
  ])('proporción de %d × %d ÷ %d = %d', (monto, numerador, denominador, esperado) => {
    expect(proporcionCentavos(centavos(monto), centavos(numerador), centavos(denominador))).toBe(esperado);
  });

  it('la proporción es la división entera redondeada con mitades hacia arriba, aun con productos de más de 2^53 (propiedad)', () => {
    const monto = fc.integer({ min: 0, max: MAXIMO });
    // Una parte de un todo (el interés de una cuota de su total): numerador ≤ denominador.
    const parte = fc.integer({ min: 1, max: MAXIMO }).chain((d) => fc.tuple(fc.integer({ min: 0, max: d }), fc.constant(d)));
    fc.assert(
      fc.property(monto, parte, (m, [n, d]) => {
        const producto = BigInt(m) * BigInt(n);
        const cociente = producto / BigInt(d);
        const resto = producto - cociente * BigInt(d);
        const esperado = 2n * resto >= BigInt(d) ? cociente + 1n : cociente;
        expect(BigInt(proporcionCentavos(centavos(m), centavos(n), centavos(d)))).toBe(esperado);
      }),
      opciones,
    );
  });

  it('la proporción rechaza un denominador 0 o montos negativos', () => {
    const c = (n: number): Centavos => centavos(n);
    expect(() => proporcionCentavos(c(1), c(1), c(0))).toThrow(RangeError);
    expect(() => proporcionCentavos(c(-1), c(1), c(2))).toThrow(RangeError);
  });
});
