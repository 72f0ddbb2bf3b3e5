// La oficina de cada cliente importado (docs/decisiones/importacion-oficina.md; issue 68): con dos oficinas, la columna
// `oficina` de la hoja Clientes (código o nombre, sin tildes ni mayúsculas) pone a cada cliente en la suya, y sus
// préstamos y cobros lo siguen, por el lote y de uno en uno; una oficina que no existe, o ninguna cuando hay dos, es
// un error de la revisión y esa fila no se escribe.
import { hoyBogota, MENSAJES_OFICINA_IMPORTACION } from '@cartera/dominio';
import { AplicadorImportaciones } from '../src/importaciones/aplicar-importacion';
import { consultasLoteClientes } from '../src/importaciones/lote-clientes.consultas';
import { crearAppPrueba, type AppPrueba, type Json } from './support/app-prueba';
import {
  aplicarImportacion,
  carteraConCastigado,
  conOficina,
  libroXlsx,
  revisarLibro,
  subirImportacion,
} from './support/importacion';

/** carteraConCastigado con otro prefijo en los idExterno y las cédulas: cada prueba importa la suya. */
function cartera(prefijo: string): Record<string, unknown[][]> {
  const base = carteraConCastigado(hoyBogota());
  const conPrefijo = (valor: unknown) => (typeof valor === 'string' && /^[A-Z]-\d$/.test(valor) ? `${prefijo}${valor}` : valor);
  return Object.fromEntries(
    Object.entries(base).map(([hoja, [encabezados, ...filas]]) => [
      hoja,
      [
        encabezados,
        ...filas.map((fila) =>
          fila.map((celda, i) => (hoja === 'Clientes' && i === 1 ? `${prefijo.charCodeAt(0) % 10}${String(celda).slice(1)}` : conPrefijo(celda))),
        ),
      ],
    ]),
  );
}

describe('importaciones: la oficina de cada cliente', () => {
  let prueba: AppPrueba;

  /** El código de la oficina del cliente, sus préstamos y sus cobros importados con ese idExterno de cliente. */
  async function oficinas(cliente: string): Promise<Json> {
    const [fila] = await prueba.dataSource.query(
      `SELECT o.codigo AS cliente,
              (SELECT array_agg(DISTINCT op.codigo) FROM prestamos p JOIN oficinas op ON op.id = p.oficina_id
                WHERE p.cliente_id = c.id) AS prestamos,
              (SELECT array_agg(DISTINCT oc.codigo) FROM cobros k JOIN prestamos p ON p.id = k.prestamo_id
                JOIN oficinas oc ON oc.id = k.oficina_id WHERE p.cliente_id = c.id) AS cobros
       FROM importacion_ids m JOIN clientes c ON c.id = m.id_cartera JOIN oficinas o ON o.id = c.oficina_id
       WHERE m.hoja = 'Clientes' AND m.id_externo = $1`,
      [cliente],
    );
    return fila ?? null;
  }

  beforeAll(async () => {
    prueba = await crearAppPrueba();
    const norte = await prueba.como('admin').post('/api/oficinas', { codigo: 'NORTE', nombre: 'Oficina Norte', ciudad: 'Medellín' });
    expect(norte.status).toBe(201);
  });
  afterAll(() => prueba?.cerrar());

  it('la plantilla de la hoja Clientes trae la columna oficina', async () => {
    const r = await prueba.app.inject({
      method: 'GET',
      url: '/api/importaciones/plantilla?formato=csv&hoja=Clientes',
      headers: { authorization: `Bearer ${await prueba.token('admin')}` },
    });
    expect(r.statusCode).toBe(200);
    expect(r.body.split(/\r?\n/)[0].split(';')).toContain('oficina');
  });

  // La primera aplicación cierra los libros hasta su corte: la de uno en uno trae sólo los clientes (los préstamos
  // siguen a su cliente por el disparador de la base, sea cual sea el camino; el cambio de oficina de abajo va de uno
  // en uno, con préstamos y cobros).
  it.each([
    ['por el lote', 'L', true],
    ['de uno en uno', 'U', false],
  ])('cada cliente queda en su oficina %s (por código o por nombre)', async (_camino, p, porLotes) => {
    const aplicador = prueba.app.get(AplicadorImportaciones);
    const porLote = jest.spyOn(consultasLoteClientes, 'escribir');
    aplicador.porLotes = porLotes;
    try {
      const hojas = porLotes ? cartera(p) : { Clientes: cartera(p).Clientes };
      const id = await revisarLibro(prueba, conOficina(hojas, { [`${p}C-1`]: ' norte ', [`${p}C-2`]: 'OFICINA PRINCIPAL' }), `${p}.xlsx`);
      expect(await aplicarImportacion(prueba, id)).toMatchObject({ estado: 'aplicada', erroresAplicacion: [] });
      expect(porLote).toHaveBeenCalledTimes(porLotes ? 1 : 0);
    } finally {
      aplicador.porLotes = true;
      porLote.mockRestore();
    }
    const conCartera = <T,>(valor: T) => (porLotes ? valor : null);
    expect(await oficinas(`${p}C-1`)).toEqual({ cliente: 'NORTE', prestamos: conCartera(['NORTE']), cobros: conCartera(['NORTE']) });
    expect(await oficinas(`${p}C-2`)).toEqual({ cliente: 'PRINCIPAL', prestamos: conCartera(['PRINCIPAL']), cobros: null });
  });

  it('el mismo archivo con otra oficina se lleva al cliente con sus préstamos y cobros', async () => {
    const id = await revisarLibro(prueba, conOficina(cartera('L'), { 'LC-1': 'principal', 'LC-2': 'oficina principal' }), 'otra.xlsx');
    expect(await aplicarImportacion(prueba, id)).toMatchObject({ estado: 'aplicada', erroresAplicacion: [] });
    expect(await oficinas('LC-1')).toEqual({ cliente: 'PRINCIPAL', prestamos: ['PRINCIPAL'], cobros: ['PRINCIPAL'] });
    expect(await oficinas('LC-2')).toEqual({ cliente: 'PRINCIPAL', prestamos: ['PRINCIPAL'], cobros: null });
  });

  it('una oficina que no existe, o ninguna cuando hay dos, es un error de la revisión y esa fila no se escribe', async () => {
    const antes = Number((await prueba.dataSource.query('SELECT count(*) AS n FROM clientes'))[0].n);
    const libro = conOficina(cartera('E'), { 'EC-1': 'Sur' });
    const revision = await subirImportacion(prueba, await prueba.token('admin'), await libroXlsx(libro), 'e.xlsx');
    expect(revision.status).toBe(201);
    const errores: Json[] = revision.body.data.errores;
    expect(errores.filter((e) => e.hoja === 'Clientes')).toEqual([
      { hoja: 'Clientes', fila: 2, columna: 'oficina', valor: 'Sur', mensaje: MENSAJES_OFICINA_IMPORTACION.noExiste('Sur') },
      { hoja: 'Clientes', fila: 3, columna: 'oficina', valor: '', mensaje: MENSAJES_OFICINA_IMPORTACION.obligatoria },
    ]);
    expect(errores[0].mensaje).toMatch(/^La oficina Sur no existe/);
    // Sus préstamos y cobros quedan fuera con ellos: nada entra a medias.
    expect(revision.body.data.resumen.hojas.Prestamos).toMatchObject({ nuevas: 0 });
    // Aplicada, no escribe ninguno de los dos.
    expect(await aplicarImportacion(prueba, revision.body.data.id)).toMatchObject({ estado: 'aplicada', erroresAplicacion: [] });
    expect(Number((await prueba.dataSource.query('SELECT count(*) AS n FROM clientes'))[0].n)).toBe(antes);
    expect(await oficinas('EC-1')).toBeNull();
  });
});
