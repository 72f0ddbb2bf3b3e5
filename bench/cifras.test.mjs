// La tabla de cifras que escriben los benches (bench/cifras.mjs).
/* global describe, it, expect, beforeEach, afterEach -- jest */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  MARCA_FIN,
  MARCA_INICIO,
  escribirCifras,
  filaPeorP95,
  filaP95,
  reemplazarCifras,
  variablesQueCambianLaMedida,
} from './cifras.mjs';

const DOCUMENTO = [
  '# Rendimiento',
  '',
  MARCA_INICIO,
  '| id | bench | medida | objetivo | cifra actual | cumple | carga |',
  '| --- | --- | --- | --- | --- | --- | --- |',
  '| `libro.pagar-cuota` | `bench:libro` | pagar una cuota | p95 ≤ 30 ms | p50 27,0 · p95 39,4 ms | **no** | 1,2 |',
  '| `libro.verificacion` | `bench:libro` | verificar el libro | ≤ 60 s | 26,7 s | sí | 1,2 |',
  '| `clientes.lista` | `bench:clientes` | la lista | p95 ≤ 30 ms | p95 máx. 15,4 ms (nombre), 5 casos | sí | 1,6 |',
  MARCA_FIN,
  '',
  'Texto después de la tabla.',
].join('\n');

describe('reemplazarCifras', () => {
  it('reescribe la fila de su id y deja iguales las demás y el resto del documento', () => {
    const nuevo = reemplazarCifras(
      DOCUMENTO,
      'bench:libro',
      [filaP95('libro.pagar-cuota', { p50: 20.04, p95: 28.96 }, 30)],
      0.84,
    );
    const antes = DOCUMENTO.split('\n');
    const despues = nuevo.split('\n');
    expect(despues).toHaveLength(antes.length);
    expect(despues[5]).toBe(
      '| `libro.pagar-cuota` | `bench:libro` | pagar una cuota | p95 ≤ 30 ms | p50 20,0 · p95 29,0 ms | sí | 0,8 |',
    );
    despues.splice(5, 1);
    antes.splice(5, 1);
    expect(despues).toEqual(antes);
  });

  it('rechaza un id que no está en la tabla y no cambia nada', () => {
    expect(() =>
      reemplazarCifras(DOCUMENTO, 'bench:libro', [{ id: 'libro.inventado', cifra: '1 s', cumple: true }], 1),
    ).toThrow(/«libro\.inventado» de bench:libro no tiene fila/);
  });

  it('rechaza la fila de otro bench, un id repetido y una tabla sin marcas', () => {
    expect(() =>
      reemplazarCifras(DOCUMENTO, 'bench:libro', [{ id: 'clientes.lista', cifra: 'x', cumple: true }], 1),
    ).toThrow(/es de bench:clientes, no de bench:libro/);
    const dos = [
      { id: 'libro.verificacion', cifra: '1 s', cumple: true },
      { id: 'libro.verificacion', cifra: '2 s', cumple: true },
    ];
    expect(() => reemplazarCifras(DOCUMENTO, 'bench:libro', dos, 1)).toThrow(/dos veces/);
    expect(() => reemplazarCifras('# Rendimiento\n', 'bench:libro', dos.slice(0, 1), 1)).toThrow(
      /cifras:inicio/,
    );
  });

  it('el peor caso de varios decide la cifra y si cumple', () => {
    const casos = [
      { nombre: 'sin filtros', p50: 4, p95: 9 },
      { nombre: 'búsqueda por nombre', p50: 11, p95: 31.2 },
    ];
    expect(filaPeorP95('clientes.lista', casos, 30)).toEqual({
      id: 'clientes.lista',
      cifra: 'p95 máx. 31,2 ms (búsqueda por nombre), 2 casos',
      cumple: false,
    });
  });
});

describe('escribirCifras', () => {
  let carpeta;
  let archivo;
  beforeEach(() => {
    carpeta = fs.mkdtempSync(path.join(os.tmpdir(), 'cifras-'));
    archivo = path.join(carpeta, 'rendimiento.md');
    fs.writeFileSync(archivo, DOCUMENTO);
  });
  afterEach(() => fs.rmSync(carpeta, { recursive: true, force: true }));

  const fila = { id: 'libro.verificacion', cifra: '30,1 s', cumple: true };

  it('escribe la tabla del documento', () => {
    const lineas = [];
    expect(
      escribirCifras('bench:libro', [fila], {
        archivo,
        entorno: {},
        carga: 2,
        registrar: (l) => lineas.push(l),
      }),
    ).toBe(true);
    expect(fs.readFileSync(archivo, 'utf8')).toContain(
      '| `libro.verificacion` | `bench:libro` | verificar el libro | ≤ 60 s | 30,1 s | sí | 2,0 |',
    );
    expect(lineas.join('')).toContain('1 cifra(s) de bench:libro actualizadas');
  });

  it('con BENCH_SIN_DOCS=1, o con una variable que cambia la medida, no toca el documento', () => {
    const lineas = [];
    const registrar = (l) => lineas.push(l);
    expect(
      escribirCifras('bench:libro', [fila], { archivo, entorno: { BENCH_SIN_DOCS: '1' }, registrar }),
    ).toBe(false);
    expect(
      escribirCifras('bench:libro', [fila], {
        archivo,
        entorno: { BENCH_N: '20', BENCH_PARTES: 'clics' },
        registrar,
      }),
    ).toBe(false);
    expect(fs.readFileSync(archivo, 'utf8')).toBe(DOCUMENTO);
    expect(lineas.join('\n')).toContain('BENCH_N cambia lo que se mide');
  });

  it('las variables que sólo agregan detalle no cuentan como otra medida', () => {
    expect(
      variablesQueCambianLaMedida({
        BENCH_PARTES: 'clics',
        BENCH_DETALLE: '/login',
        BENCH_API_MAIN: '/x',
        PATH: '/bin',
      }),
    ).toEqual([]);
    expect(variablesQueCambianLaMedida({ BENCH_PRESTAMOS: '1000', BENCH_CLICKS: '' })).toEqual([
      'BENCH_PRESTAMOS',
    ]);
  });
});
