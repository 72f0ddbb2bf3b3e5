// Documentos y garantías, segunda pasada de seguridad (issue 38): extensión de la descarga por el tipo detectado,
// política `sandbox` de la descarga, avalúo sólo de la oficina, subidas simultáneas por usuario, cuota de
// almacenamiento, subidas por minuto y purga de los eliminados tras la retención.
import { PassThrough } from 'node:stream';
import { PurgaDocumentosService } from '../src/garantias/purga-documentos.service';
import { crearAppPrueba, type AppPrueba, type Json } from './support/app-prueba';
import { crearClientePrueba, crearPrestamoPrueba } from './support/fabricas-cartera';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const LIMITE = '----cartera-seguridad';

/** Cabeceras de las partes de texto y del archivo; el contenido del archivo y el cierre van aparte. */
function inicioMultipart(prestamoId: string, nombre: string): Buffer {
  const campo = (n: string, v: string) => `--${LIMITE}\r\nContent-Disposition: form-data; name="${n}"\r\n\r\n${v}\r\n`;
  return Buffer.from(
    campo('relacionadoTipo', 'prestamo') +
      campo('relacionadoId', prestamoId) +
      `--${LIMITE}\r\nContent-Disposition: form-data; name="file"; filename="${nombre}"\r\nContent-Type: text/html\r\n\r\n`,
  );
}
const FIN_MULTIPART = Buffer.from(`\r\n--${LIMITE}--\r\n`);

describe('documentos: descargas, límites y retención', () => {
  let prueba: AppPrueba;
  let admin: string;
  let cobrador: string;
  let prestamo: Json;

  beforeAll(async () => {
    // Cuota de 1 MB, una subida a la vez y ocho por minuto por usuario, para llegar a los límites con archivos pequeños.
    prueba = await crearAppPrueba({
      entorno: {
        DOCUMENTOS_CUOTA_MB: '1',
        DOCUMENTOS_SUBIDAS_SIMULTANEAS: '1',
        DOCUMENTOS_SUBIDAS_POR_MINUTO: '8',
        DOCUMENTOS_RETENCION_DIAS: '30',
      },
    });
    admin = await prueba.token('admin');
    cobrador = await prueba.token('cobrador1');
    const cliente = await crearClientePrueba(prueba.dataSource, { cobradorId: (await prueba.cuenta('cobrador1')).id });
    prestamo = await crearPrestamoPrueba(prueba, admin, { cliente: cliente.id, monto: 40000, interes: 0, cuotas: 4, tipoAmortizacion: 'amortizable' });
  });
  afterAll(() => prueba?.cerrar());

  const subir = async (contenido: Buffer, nombre: string, token = admin) => {
    const r = await prueba.app.inject({
      method: 'POST',
      url: '/api/documentos/upload',
      headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${LIMITE}` },
      payload: Buffer.concat([inicioMultipart(prestamo._id, nombre), contenido, FIN_MULTIPART]),
    });
    return { status: r.statusCode, body: r.json() as Json };
  };

  it('la descarga toma la extensión del tipo detectado y conserva su política sandbox', async () => {
    const r = await subir(PDF, 'factura.html');
    expect(r.status).toBe(201);
    const descarga = await prueba.app.inject({
      method: 'GET',
      url: `/api/documentos/${r.body.data._id}/archivo`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(descarga.statusCode).toBe(200);
    expect(descarga.headers['content-disposition']).toBe(
      `attachment; filename="factura.pdf"; filename*=UTF-8''factura.pdf`,
    );
    expect(descarga.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    // Las demás respuestas de la API siguen con la política general.
    const lista = await prueba.pedir({ metodo: 'GET', ruta: '/api/garantias', token: admin });
    expect(lista.headers['content-security-policy']).not.toContain('sandbox');
  });

  it('un cobrador no fija el valor de avalúo al crear una garantía (403, sin crear nada)', async () => {
    const contar = async () => (await prueba.dataSource.query(`SELECT count(*)::int AS n FROM garantias`))[0].n;
    const antes = await contar();
    const base = { prestamo: prestamo._id, tipo: 'vehiculo', descripcion: 'Moto', valorDeclarado: 1000000 };
    const r = await prueba.pedir({
      metodo: 'POST',
      ruta: '/api/garantias',
      token: cobrador,
      cuerpo: { ...base, valorAvaluo: 9000000 },
    });
    expect(r.status).toBe(403);
    expect(r.body.message).toBe('Sólo un administrador o un gerente puede fijar el valor de avalúo de una garantía');
    expect(await contar()).toBe(antes);
    const sinAvaluo = await prueba.pedir({ metodo: 'POST', ruta: '/api/garantias', token: cobrador, cuerpo: base });
    expect(sinAvaluo.status).toBe(201);
    const gerente = await prueba.pedir({
      metodo: 'POST',
      ruta: '/api/garantias',
      token: await prueba.token('gerente'),
      cuerpo: { ...base, valorAvaluo: 900000 },
    });
    expect(gerente.status).toBe(201);
    expect(gerente.body.data.valorAvaluo).toBe(900000);
  });

  it('un usuario no abre más subidas a la vez que el límite: la siguiente recibe 429 y las de otros siguen', async () => {
    const flujo = new PassThrough();
    const lenta = prueba.app.inject({
      method: 'POST',
      url: '/api/documentos/upload',
      headers: { authorization: `Bearer ${admin}`, 'content-type': `multipart/form-data; boundary=${LIMITE}` },
      payload: flujo,
    });
    flujo.write(inicioMultipart(prestamo._id, 'lenta.pdf'));
    flujo.write(PDF.subarray(0, 10));
    await new Promise((listo) => setTimeout(listo, 200));
    const segunda = await subir(PDF, 'segunda.pdf');
    expect(segunda.status).toBe(429);
    expect(segunda.body.message).toBe('Ya tiene una subida en curso: espere a que termine e intente de nuevo');
    expect((await subir(PDF, 'de-otro.pdf', cobrador)).status).toBe(201);
    flujo.end(Buffer.concat([PDF.subarray(10), FIN_MULTIPART]));
    expect((await lenta).statusCode).toBe(201);
    expect((await subir(PDF, 'tercera.pdf')).status).toBe(201);
  });

  it('un usuario no empieza más subidas por minuto que el límite: la siguiente recibe 429, no guarda nada, y las de otros siguen', async () => {
    const gerente = await prueba.token('gerente');
    const estados: number[] = [];
    for (let i = 1; i <= 8; i += 1) estados.push((await subir(PDF, `ritmo-${i}.pdf`, gerente)).status);
    expect(estados).toEqual(Array(8).fill(201));
    const antes = (await prueba.dataSource.query(`SELECT count(*)::int AS n FROM documentos`))[0].n;
    const novena = await subir(PDF, 'ritmo-9.pdf', gerente);
    expect(novena.status).toBe(429);
    expect(novena.body).toMatchObject({
      code: 'SUBIDAS_POR_MINUTO',
      message: 'Ya hizo 8 subidas en el último minuto: espere un momento e intente de nuevo',
    });
    expect((await prueba.dataSource.query(`SELECT count(*)::int AS n FROM documentos`))[0].n).toBe(antes);
    expect((await subir(PDF, 'de-otro-ritmo.pdf', cobrador)).status).toBe(201);
    // Los de esta prueba no cuentan para la cuota de la siguiente.
    await prueba.dataSource.query(`DELETE FROM documentos WHERE nombre_original LIKE 'ritmo-%' OR nombre_original = 'de-otro-ritmo.pdf'`);
  });

  it('la cuota de almacenamiento rechaza el archivo que la pasaría (413) y no guarda nada', async () => {
    const [{ usados }] = await prueba.dataSource.query(`SELECT sum(size_bytes)::int AS usados FROM documentos`);
    const grande = Buffer.concat([PDF, Buffer.alloc(1024 * 1024 - usados - PDF.length + 1, 0x20)]);
    const antes = (await prueba.dataSource.query(`SELECT count(*)::int AS n FROM documentos`))[0].n;
    const r = await subir(grande, 'grande.pdf');
    expect(r.status).toBe(413);
    expect(r.body.code).toBe('CUOTA_DOCUMENTOS');
    expect(r.body.message).toContain('Se superó el espacio de almacenamiento de documentos de la organización (1 MB)');
    expect((await prueba.dataSource.query(`SELECT count(*)::int AS n FROM documentos`))[0].n).toBe(antes);
    expect((await subir(grande.subarray(0, grande.length - 1), 'justa.pdf')).status).toBe(201);
  });

  it('los eliminados conservan sus bytes la retención y luego se purgan, liberando la cuota', async () => {
    const [viejo, reciente] = await prueba.dataSource.query(
      `SELECT id FROM documentos WHERE eliminado_en IS NULL ORDER BY created_at LIMIT 2`,
    );
    for (const { id } of [viejo, reciente])
      expect((await prueba.pedir({ metodo: 'DELETE', ruta: `/api/documentos/${id}`, token: admin })).status).toBe(200);
    await prueba.dataSource.query(`UPDATE documentos SET eliminado_en = now() - interval '31 days' WHERE id = $1`, [viejo.id]);
    expect(await prueba.app.get(PurgaDocumentosService).purgar()).toBe(1);
    const estado = await prueba.dataSource.query(
      `SELECT d.id, d.purgado_en IS NOT NULL AS purgado, (SELECT count(*)::int FROM documentos_archivos a WHERE a.documento_id = d.id) AS archivos
       FROM documentos d WHERE d.id = ANY($1::uuid[])`,
      [[viejo.id, reciente.id]],
    );
    expect(estado).toEqual(
      expect.arrayContaining([
        { id: viejo.id, purgado: true, archivos: 0 },
        { id: reciente.id, purgado: false, archivos: 1 },
      ]),
    );
    expect(await prueba.app.get(PurgaDocumentosService).purgar()).toBe(0);
    const [evento] = await prueba.dataSource.query(
      `SELECT detalles FROM auditoria WHERE accion = 'Purgar documentos eliminados' ORDER BY fecha DESC LIMIT 1`,
    );
    expect(evento.detalles).toContain('1 documento(s) eliminado(s) hace más de 30 día(s)');
  });
});
