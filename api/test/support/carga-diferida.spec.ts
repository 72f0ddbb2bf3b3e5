// Las bibliotecas de exportes y mensajes no se cargan con la aplicación en las pruebas (`cargaDiferida` en
// jest.config.js; docs/decisiones/tiempo-de-las-pruebas.md): cada archivo de pruebas de la API vuelve a cargar la
// aplicación entera, y estas son ≈ 900 de sus módulos. Un `import` que las pida al cargar (un `export * from`, una
// importación sólo por efecto) las volvería a cargar en cada archivo.
import { xlsxEnFlujo } from '../../src/common/exportes';

const DIFERIDAS = ['exceljs', 'pdfkit', 'qrcode', 'nodemailer', 'undici', '@fastify/static'];

/** Los paquetes de node_modules cargados hasta ahora en este archivo de pruebas. */
function paquetesCargados(): Set<string> {
  const paquetes = new Set<string>();
  for (const archivo of Object.keys(require.cache)) {
    const paquete = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(archivo);
    if (paquete) paquetes.add(paquete[1]);
  }
  return paquetes;
}

describe('carga diferida de las bibliotecas de exportes y mensajes', () => {
  it('la aplicación se carga sin ellas, y la primera que el código usa se carga entonces', async () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- cargar ahora, no al principio del archivo
    const { AppModule } = require('../../src/app.module') as typeof import('../../src/app.module');
    expect(AppModule).toBeDefined();
    expect(DIFERIDAS.filter((paquete) => paquetesCargados().has(paquete))).toEqual([]);

    // Un XLSX del helper de los exportes: exceljs se carga ahora, y el archivo sale entero (un ZIP).
    const trozos: Buffer[] = [];
    for await (const trozo of xlsxEnFlujo(async (libro) => {
      libro.addWorksheet('Hoja').addRow(['Cartera']).commit();
    }))
      trozos.push(trozo);
    expect(Buffer.concat(trozos).subarray(0, 2).toString()).toBe('PK');
    expect(paquetesCargados().has('exceljs')).toBe(true);
  });
});
