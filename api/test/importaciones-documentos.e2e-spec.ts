// Documentos de identidad como se expiden (docs/decisiones/documentos-de-identidad.md) en la importación y en el
// exporte del diario para el contador: el tipo y el número tal como se escribieron, nunca rellenos.
import { MENSAJES_DOCUMENTO, MENSAJES_IMPORTACION, hoyBogota } from '@cartera/dominio';
import { usarAppPrueba } from './support/app-del-archivo';
import { crearPrestamoPrueba } from './support/fabricas-cartera';
import { aplicarImportacion, revisarHojas } from './support/importacion';

const CLIENTES = ['idExterno', 'cedula', 'nombre', 'telefono', 'direccion', 'ciudad', 'autorizacionCanal', 'autorizacionFecha', 'tipoDocumento'];

describe('importaciones y exporte contable: documentos de identidad', () => {
  const { prueba, tokens } = usarAppPrueba();

  it('la importación acepta una CC de 8 dígitos y un NIT con su dígito, por tipo y número; el diario lleva «CC» y el número sin relleno', async () => {
    const hojas = {
      Clientes: [
        CLIENTES,
        ['C-1', '52.123.456', 'Ana Gómez', '3001234567', 'Calle 1', 'Bogotá', 'presencial_firmado', '15/01/2026', ''],
        ['C-2', '9001234568', 'Tienda La Esquina SAS', '3109876543', 'Carrera 2', 'Cali', 'presencial_firmado', '15/01/2026', 'NIT'],
        // El mismo número como CE es otra persona; la forma de 11 dígitos de la especificación sigue valiendo.
        ['C-3', '52123456', 'Eva Díaz', '3201234567', 'Calle 3', 'Pasto', '', '', 'CE'],
        ['C-4', '00312345678', 'Luis Mora', '3201234568', 'Calle 4', 'Pasto', '', '', 'CC'],
        ['C-5', '900123456-7', 'Otra SAS', '3201234569', 'Calle 5', 'Pasto', '', '', 'NIT'],
        ['C-6', '7654321', 'Sin Tipo', '3201234560', 'Calle 6', 'Pasto', '', '', 'RC'],
      ],
    };
    const revision = await revisarHojas(prueba, hojas, 'documentos.xlsx', [
      { hoja: 'Clientes', fila: 6, columna: 'cedula', valor: '900123456-7', mensaje: MENSAJES_DOCUMENTO.nitDigitoVerificacion },
      { hoja: 'Clientes', fila: 7, columna: 'tipoDocumento', valor: 'RC', mensaje: MENSAJES_DOCUMENTO.tipoInvalido },
    ]);
    const final = await aplicarImportacion(prueba, revision.id);
    expect(final).toMatchObject({ estado: 'aplicada', erroresAplicacion: [] });
    const guardados: Array<{ nombre: string; tipo_documento: string; cedula: string; id: string }> = await prueba.dataSource.query(
      `SELECT id, nombre, tipo_documento, cedula FROM clientes WHERE nombre IN ('Ana Gómez', 'Tienda La Esquina SAS', 'Eva Díaz', 'Luis Mora') ORDER BY nombre`,
    );
    expect(guardados.map(({ id: _id, ...c }) => c)).toEqual([
      { nombre: 'Ana Gómez', tipo_documento: 'CC', cedula: '52123456' },
      { nombre: 'Eva Díaz', tipo_documento: 'CE', cedula: '52123456' },
      { nombre: 'Luis Mora', tipo_documento: 'CC', cedula: '00312345678' },
      { nombre: 'Tienda La Esquina SAS', tipo_documento: 'NIT', cedula: '900123456-8' },
    ]);

    // Otra importación con la misma CC de otro idExterno es un error de la revisión; como CE de otro idExterno, también.
    await revisarHojas(
      prueba,
      { Clientes: [CLIENTES, ['X-1', '52123456', 'Otra Ana', '3001234599', 'Calle 9', 'Bogotá', '', '', 'CC']] },
      'otra.xlsx',
      [{ hoja: 'Clientes', fila: 2, columna: 'cedula', valor: '52123456', mensaje: MENSAJES_IMPORTACION.cedulaEnCartera }],
    );

    const ana = guardados.find((c) => c.nombre === 'Ana Gómez');
    const tienda = guardados.find((c) => c.nombre === 'Tienda La Esquina SAS');
    await crearPrestamoPrueba(prueba, tokens.admin, { cliente: ana?.id, monto: 150_000 });
    await crearPrestamoPrueba(prueba, tokens.admin, { cliente: tienda?.id, monto: 250_000 });
    const hoy = hoyBogota();
    const r = await prueba.app.inject({
      method: 'GET',
      url: `/api/contabilidad/diario/exporte?desde=${hoy}&hasta=${hoy}&formato=csv`,
      headers: { authorization: `Bearer ${tokens.admin}` },
    });
    expect(r.statusCode).toBe(200);
    const filas = r.body.replace(/^\uFEFF/, '').trim().split(/\r?\n/).map((l) => l.split(';'));
    const [encabezado] = filas;
    const col = (nombre: string) => encabezado.indexOf(nombre);
    const terceros = new Set(
      filas.slice(1).map((f) => [f[col('Tipo de documento')], f[col('Documento del tercero')], f[col('DV')], f[col('Nombre del tercero')]].join('|')),
    );
    expect(terceros).toContain('CC|52123456||Ana Gómez');
    expect(terceros).toContain('NIT|900123456|8|Tienda La Esquina SAS');
    expect([...terceros].some((t) => t.includes('00052123456'))).toBe(false);
  });
});
