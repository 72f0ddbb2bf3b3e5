// El orden de jest sin tiempos de una corrida anterior (un clon limpio; secuenciador.cjs): los grupos pesan lo que
// sus archivos, así que van antes que un archivo suelto más chico que ellos; uno que declara un tiempo límite largo,
// antes que todos; y el final queda para los chicos.
import { statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { usarCarpetaTemporal } from './carpeta-temporal';

type PruebaJest = {
  path: string;
  duration?: number;
  context: { config: { cache: boolean; id: string }; hasteFS: { getSize(ruta: string): number } };
};
// eslint-disable-next-line @typescript-eslint/no-require-imports -- CommonJS, lo carga jest.config.js
const Secuenciador = require('./secuenciador.cjs') as new (opciones: object) => {
  sort(pruebas: PruebaJest[]): PruebaJest[];
};

describe('orden de los archivos de pruebas sin tiempos guardados', () => {
  const carpeta = usarCarpetaTemporal('secuenciador-');

  it('un grupo pesa lo que sus archivos y va antes que un suelto más chico que ellos; el de límite largo, primero', () => {
    const escribir = (nombre: string, bytes: number) => {
      const ruta = path.join(carpeta(), nombre);
      writeFileSync(ruta, 'x'.repeat(bytes));
      return ruta;
    };
    const primero = escribir('primero.e2e-spec.ts', 5000);
    const segundo = escribir('segundo.test.tsx', 5000);
    const suelto = escribir('suelto.e2e-spec.ts', 6000);
    const chico = escribir('chico.spec.ts', 100);
    // 500 bytes, pero dice que su prueba puede tardar cinco minutos (como el fuzz del contrato).
    const largo = path.join(carpeta(), 'largo.e2e-spec.ts');
    writeFileSync(largo, `it('x', async () => {\n${'x'.repeat(460)}\n}, 300_000);\n`);
    const grupo = path.join(carpeta(), 'grupo-01.grupo.js');
    const estados = path.join(carpeta(), 'estadosIniciales.ts');
    writeFileSync(
      grupo,
      [primero, segundo]
        .map(
          (a) =>
            `describe(${JSON.stringify(a)}, () => { require(${JSON.stringify(a)}); require(${JSON.stringify(estados)}); });`,
        )
        .join('\n'),
    );
    // Sin caché de jest: ningún archivo tiene tiempo de una corrida anterior (el tamaño, como lo da jest).
    const context = {
      config: { cache: false, id: 'secuenciador' },
      hasteFS: { getSize: (ruta: string) => statSync(ruta).size },
    };
    const ordenados = new Secuenciador({}).sort(
      [chico, suelto, grupo, largo].map((ruta) => ({ path: ruta, context })),
    );
    expect(ordenados.map((p) => path.basename(p.path))).toEqual([
      'largo.e2e-spec.ts',
      'grupo-01.grupo.js',
      'suelto.e2e-spec.ts',
      'chico.spec.ts',
    ]);
  });
});
