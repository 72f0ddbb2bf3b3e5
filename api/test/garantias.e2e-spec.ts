// Garantías y documentos (§7 Collateral and documents): garantías de un préstamo con estados según §4, subida
// multipart verificada por contenido y guardada en PostgreSQL con su SHA-256, descarga autorizada con el nombre
// original, borrado lógico auditado y la cartera de cada cobrador.
import { createHash } from 'node:crypto';
import { usarAppPrueba } from './support/app-del-archivo';
import type { Json } from './support/app-prueba';
import { crearClientePrueba, crearPrestamoPrueba } from './support/fabricas-cartera';
import { multipart, subirPartes, type ParteMultipart } from './support/importacion';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
const HEIC = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic'), Buffer.alloc(32)]);

describe('garantías y documentos', () => {
  let propio: Json; // préstamo de la cartera de cobrador1
  let ajeno: Json; // préstamo de la cartera de cobrador2

  const { prueba, tokens, ids } = usarAppPrueba(async () => {
    const c1 = await crearClientePrueba(prueba.dataSource, { cobradorId: ids.cobrador1 });
    const c2 = await crearClientePrueba(prueba.dataSource, { cobradorId: ids.cobrador2 });
    const cuerpo = { monto: 40000, interes: 0, cuotas: 4, tipoAmortizacion: 'amortizable' };
    propio = await crearPrestamoPrueba(prueba, tokens.admin, { cliente: c1.id, ...cuerpo });
    ajeno = await crearPrestamoPrueba(prueba, tokens.admin, { cliente: c2.id, ...cuerpo });
  });

  const crear = (cuerpo: Record<string, unknown>, token = tokens.admin) =>
    prueba.pedir({ metodo: 'POST', ruta: '/api/garantias', token, cuerpo });

  async function garantia(prestamo: Json = propio, extra: Record<string, unknown> = {}): Promise<Json> {
    const r = await crear({
      prestamo: prestamo._id,
      tipo: 'vehiculo',
      descripcion: 'Moto Honda CB 125',
      valorDeclarado: 3500000.5,
      identificadorLegal: 'ABC12D',
      ...extra,
    });
    expect(r.status).toBe(201);
    return r.body.data;
  }

  const subir = (partes: ParteMultipart[], token = tokens.admin) =>
    subirPartes(prueba, '/api/documentos/upload', token, partes);


  const partesGarantia = (garantiaId: string, archivo: Buffer, nombre: string, extra: ParteMultipart[] = []): ParteMultipart[] => [
    { nombre: 'tipo', valor: 'garantia' },
    { nombre: 'relacionadoTipo', valor: 'garantia' },
    { nombre: 'relacionadoId', valor: garantiaId },
    { nombre: 'metadata', valor: JSON.stringify({ origen: 'prueba' }) },
    ...extra,
    { nombre: 'file', valor: archivo, archivo: nombre, tipo: 'application/pdf' },
  ];

  const contar = async (tabla: string) =>
    Number((await prueba.dataSource.query(`SELECT count(*)::int AS n FROM ${tabla}`))[0].n);

  describe('garantías', () => {
    it('crea con valores NUMERIC(14,2) en estado pendiente y lo audita', async () => {
      const g = await garantia();
      expect(g).toMatchObject({
        tipo: 'vehiculo',
        descripcion: 'Moto Honda CB 125',
        valorDeclarado: 3500000.5,
        valorAvaluo: null,
        identificadorLegal: 'ABC12D',
        estado: 'pendiente',
        documentos: [],
        prestamo: { _id: propio._id, numero: propio.numero },
      });
      const eventos = await prueba.dataSource.query(
        `SELECT accion FROM auditoria WHERE modulo = 'Garantías' AND accion = 'Crear garantía'`,
      );
      expect(eventos.length).toBeGreaterThan(0);
    });

    it('rechaza datos inválidos con mensajes en español y no guarda nada', async () => {
      const antes = await contar('garantias');
      const r = await crear({ tipo: 'avion', descripcion: '  ', valorDeclarado: -1 });
      expect(r.status).toBe(400);
      expect(r.body.errors.prestamo).toContain('Selecciona un préstamo');
      expect(r.body.errors.tipo[0]).toMatch(/tipo debe ser uno de/);
      expect(r.body.errors.descripcion).toContain('La descripción es obligatoria');
      expect(r.body.errors.valorDeclarado).toContain('El valor declarado no puede ser negativo');
      const decimales = await crear({ prestamo: propio._id, tipo: 'otros', descripcion: 'x', valorDeclarado: 1.234 });
      expect(decimales.status).toBe(400);
      const inexistente = await crear({
        prestamo: '00000000-0000-4000-8000-000000000000',
        tipo: 'otros',
        descripcion: 'x',
        valorDeclarado: 0,
      });
      expect(inexistente.status).toBe(404);
      expect(inexistente.body.message).toBe('Préstamo no encontrado');
      expect(await contar('garantias')).toBe(antes);
    });

    it('sigue §4: pendiente → verificada → liberada; lo demás es 409 con mensaje claro', async () => {
      const g = await garantia();
      const cambiar = (estado: string, token = tokens.admin) =>
        prueba.pedir({ metodo: 'PUT', ruta: `/api/garantias/${g._id}`, token, cuerpo: { estado } });
      const saltar = await cambiar('liberada');
      expect(saltar.status).toBe(409);
      expect(saltar.body.code).toBe('TRANSICION_NO_PERMITIDA');
      expect(saltar.body.message).toMatch(/^No se puede pasar una garantía de Pendiente a Liberada/);
      const verificada = await cambiar('verificada', tokens.gerente);
      expect(verificada.status).toBe(200);
      expect(verificada.body.data.estado).toBe('verificada');
      const liberada = await cambiar('liberada');
      expect(liberada.body.data.estado).toBe('liberada');
      const volver = await cambiar('ejecutada');
      expect(volver.status).toBe(409);
      const avaluo = await prueba.pedir({
        metodo: 'PUT',
        ruta: `/api/garantias/${g._id}`,
        token: tokens.admin,
        cuerpo: { valorAvaluo: 3000000 },
      });
      expect(avaluo.body.data).toMatchObject({ estado: 'liberada', valorAvaluo: 3000000 });
      const invalido = await cambiar('perdida');
      expect(invalido.status).toBe(400);
      const vacio = await prueba.pedir({ metodo: 'PUT', ruta: `/api/garantias/${g._id}`, token: tokens.admin, cuerpo: {} });
      expect(vacio.status).toBe(400);
      const auditados = await prueba.dataSource.query(
        `SELECT detalles FROM auditoria WHERE modulo = 'Garantías' AND accion = 'Actualizar garantía' ORDER BY fecha`,
      );
      expect(auditados.map((e: Json) => e.detalles)).toEqual(
        expect.arrayContaining([expect.stringContaining('Pendiente → Verificada')]),
      );
    });

    it('lista paginada con filtros de estado, préstamo, cliente y búsqueda sin tildes', async () => {
      const unica = await garantia(ajeno, { descripcion: 'Nevera Haceb acción única', identificadorLegal: 'SERIE-XYZ-99' });
      const porBusqueda = await prueba.pedir({ metodo: 'GET', ruta: '/api/garantias?search=ACCION%20UNICA', token: tokens.admin });
      expect(porBusqueda.status).toBe(200);
      expect(porBusqueda.body.data.map((g: Json) => g._id)).toEqual([unica._id]);
      expect(porBusqueda.body.meta).toMatchObject({ total: 1, page: 1 });
      const porIdentificador = await prueba.pedir({ metodo: 'GET', ruta: '/api/garantias?search=xyz-99', token: tokens.admin });
      expect(porIdentificador.body.data.map((g: Json) => g._id)).toEqual([unica._id]);
      const porPrestamo = await prueba.pedir({ metodo: 'GET', ruta: `/api/garantias?prestamo=${ajeno._id}`, token: tokens.admin });
      expect(porPrestamo.body.data.every((g: Json) => g.prestamo._id === ajeno._id)).toBe(true);
      const porCliente = await prueba.pedir({
        metodo: 'GET',
        ruta: `/api/garantias?cliente=${ajeno.cliente._id ?? ajeno.cliente}`,
        token: tokens.admin,
      });
      expect(porCliente.body.data.map((g: Json) => g._id)).toContain(unica._id);
      const pendientes = await prueba.pedir({ metodo: 'GET', ruta: '/api/garantias?estado=pendiente&limit=1', token: tokens.admin });
      expect(pendientes.body.data).toHaveLength(1);
      expect(pendientes.body.meta.total).toBeGreaterThan(1);
      expect(pendientes.body.data[0].estado).toBe('pendiente');
      const malEstado = await prueba.pedir({ metodo: 'GET', ruta: '/api/garantias?estado=otro', token: tokens.admin });
      expect(malEstado.status).toBe(400);
    });

    it('un cobrador ve y crea sólo en su cartera y no cambia estados', async () => {
      const delAjeno = await garantia(ajeno);
      const lista = await prueba.pedir({ metodo: 'GET', ruta: '/api/garantias?limit=100', token: tokens.cobrador1 });
      expect(lista.status).toBe(200);
      expect(lista.body.data.length).toBeGreaterThan(0);
      expect(lista.body.data.every((g: Json) => g.prestamo._id === propio._id)).toBe(true);
      const ver = await prueba.pedir({ metodo: 'GET', ruta: `/api/garantias/${delAjeno._id}`, token: tokens.cobrador1 });
      expect(ver.status).toBe(403);
      const crearAjeno = await crear({ prestamo: ajeno._id, tipo: 'otros', descripcion: 'x', valorDeclarado: 1 }, tokens.cobrador1);
      expect(crearAjeno.status).toBe(403);
      const crearPropio = await crear({ prestamo: propio._id, tipo: 'equipo', descripcion: 'Celular', valorDeclarado: 1 }, tokens.cobrador1);
      expect(crearPropio.status).toBe(201);
      const cambiar = await prueba.pedir({
        metodo: 'PUT',
        ruta: `/api/garantias/${crearPropio.body.data._id}`,
        token: tokens.cobrador1,
        cuerpo: { estado: 'verificada' },
      });
      expect(cambiar.status).toBe(403);
    });
  });

  describe('documentos', () => {
    it('sube un PDF a una garantía: guarda bytes, SHA-256 y metadatos; lista y descarga con el nombre original', async () => {
      const g = await garantia();
      const r = await subir(partesGarantia(g._id, PDF, 'Escritura café.pdf'));
      expect(r.status).toBe(201);
      const doc = r.body.data;
      expect(doc).toMatchObject({
        nombreOriginal: 'Escritura café.pdf',
        tipo: 'garantia',
        mime: 'application/pdf',
        sizeBytes: PDF.length,
        checksumSha256: createHash('sha256').update(PDF).digest('hex'),
        relacionadoTipo: 'garantia',
        relacionadoId: g._id,
        prestamo: propio._id,
        metadata: { origen: 'prueba' },
      });
      const lista = await prueba.pedir({
        metodo: 'GET',
        ruta: `/api/documentos?relacionadoTipo=garantia&relacionadoId=${g._id}`,
        token: tokens.admin,
      });
      expect(lista.body.data.map((d: Json) => d._id)).toEqual([doc._id]);
      const detalle = await prueba.pedir({ metodo: 'GET', ruta: `/api/garantias/${g._id}`, token: tokens.admin });
      expect(detalle.body.data.documentos.map((d: Json) => d._id)).toEqual([doc._id]);

      const descarga = await prueba.app.inject({
        method: 'GET',
        url: `/api/documentos/${doc._id}/archivo`,
        headers: { authorization: `Bearer ${tokens.admin}` },
      });
      expect(descarga.statusCode).toBe(200);
      expect(descarga.rawPayload.equals(PDF)).toBe(true);
      expect(descarga.headers['content-type']).toBe('application/pdf');
      expect(descarga.headers['x-content-type-options']).toBe('nosniff');
      expect(descarga.headers['content-disposition']).toBe(
        `attachment; filename="Escritura cafe.pdf"; filename*=UTF-8''Escritura%20caf%C3%A9.pdf`,
      );
      const sinSesion = await prueba.app.inject({ method: 'GET', url: `/api/documentos/${doc._id}/archivo` });
      expect(sinSesion.statusCode).toBe(401);
      const eventos = await prueba.dataSource.query(
        `SELECT 1 FROM auditoria WHERE modulo = 'Documentos' AND accion = 'Subir documento'`,
      );
      expect(eventos.length).toBeGreaterThan(0);
    });

    it('reconoce el tipo por el contenido: un PNG llamado .pdf se guarda como image/png', async () => {
      const g = await garantia();
      const r = await subir(partesGarantia(g._id, PNG, 'foto.pdf'));
      expect(r.status).toBe(201);
      expect(r.body.data.mime).toBe('image/png');
    });

    it('rechaza archivos malos con 4xx claro y no guarda nada', async () => {
      const g = await garantia();
      const antes = { documentos: await contar('documentos'), archivos: await contar('documentos_archivos') };
      const disfrazado = await subir(partesGarantia(g._id, Buffer.from('MZ\x90\x00 ejecutable'), 'contrato.pdf'));
      expect(disfrazado.status).toBe(422);
      expect(disfrazado.body.message).toBe('Tipo de archivo no permitido: sólo se aceptan PDF, JPEG, PNG o WebP');
      const heic = await subir(partesGarantia(g._id, HEIC, 'IMG_0001.jpg'));
      expect(heic.status).toBe(422);
      expect(heic.body.message).toMatch(/HEIC/);
      const grande = await subir(partesGarantia(g._id, Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]), 'grande.pdf'));
      expect(grande.status).toBe(413);
      expect(grande.body.message).toBe('El archivo supera el tamaño máximo de 10 MB');
      const sinRelacion = await subir([{ nombre: 'file', valor: PDF, archivo: 'a.pdf' }]);
      expect(sinRelacion.status).toBe(400);
      expect(Object.keys(sinRelacion.body.errors)).toEqual(expect.arrayContaining(['relacionadoTipo', 'relacionadoId']));
      const relacionInexistente = await subir(partesGarantia('00000000-0000-4000-8000-000000000000', PDF, 'a.pdf'));
      expect(relacionInexistente.status).toBe(404);
      expect(relacionInexistente.body.message).toBe('Garantía no encontrada');
      const sinArchivo = await subir(partesGarantia(g._id, PDF, 'a.pdf').filter((p) => p.nombre !== 'file'));
      expect(sinArchivo.status).toBe(400);
      expect(sinArchivo.body.message).toBe('Adjunte un archivo en el campo file');
      const vacio = await subir(partesGarantia(g._id, Buffer.alloc(0), 'vacio.pdf'));
      expect(vacio.status).toBe(422);
      const malaMetadata = await subir(partesGarantia(g._id, PDF, 'a.pdf').map((p) => (p.nombre === 'metadata' ? { ...p, valor: '[1' } : p)));
      expect(malaMetadata.status).toBe(400);
      expect(malaMetadata.body.errors.metadata).toBeDefined();
      const json = await prueba.pedir({ metodo: 'POST', ruta: '/api/documentos/upload', token: tokens.admin, cuerpo: { file: 'x' } });
      expect(json.status).toBe(400);
      // multipart a un endpoint JSON: error de validación claro, nunca un 500.
      const { cuerpo: formulario, tipo: tipoFormulario } = multipart([{ nombre: 'descripcion', valor: 'x' }]);
      const aJson = await prueba.app.inject({
        method: 'POST',
        url: '/api/garantias',
        headers: { authorization: `Bearer ${tokens.admin}`, 'content-type': tipoFormulario },
        payload: formulario,
      });
      expect(aJson.statusCode).toBe(400);
      expect(aJson.json().success).toBe(false);
      expect({ documentos: await contar('documentos'), archivos: await contar('documentos_archivos') }).toEqual(antes);
      // La API sigue atendiendo después de cortar un archivo demasiado grande.
      const despues = await subir(partesGarantia(g._id, PDF, 'ok.pdf'));
      expect(despues.status).toBe(201);
    });

    it('vincula un documento ya subido del mismo préstamo (idempotente) y rechaza uno de otro préstamo', async () => {
      const g1 = await garantia();
      const g2 = await garantia();
      const doc = (await subir(partesGarantia(g1._id, PDF, 'avaluo.pdf'))).body.data;
      const vincular = (garantiaId: string, documentoId: string, token = tokens.admin) =>
        prueba.pedir({ metodo: 'POST', ruta: `/api/garantias/${garantiaId}/documentos/${documentoId}`, token });
      const r = await vincular(g2._id, doc._id);
      expect(r.status).toBe(201);
      expect(r.body.message).toBe('Documento vinculado');
      expect(r.body.data.documentos.map((d: Json) => d._id)).toEqual([doc._id]);
      expect((await vincular(g2._id, doc._id)).body.data.documentos).toHaveLength(1);
      const otra = await garantia(ajeno);
      const cruzado = await vincular(otra._id, doc._id);
      expect(cruzado.status).toBe(422);
      expect(cruzado.body.code).toBe('DOCUMENTO_DE_OTRO_PRESTAMO');
      expect((await vincular(g2._id, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
      const delPrestamo = await prueba.pedir({
        metodo: 'GET',
        ruta: `/api/documentos?relacionadoTipo=prestamo&relacionadoId=${propio._id}`,
        token: tokens.admin,
      });
      expect(delPrestamo.body.data.map((d: Json) => d._id)).toContain(doc._id);
    });

    it('un cobrador sube, lista y descarga sólo en su cartera', async () => {
      const mia = await garantia();
      const otra = await garantia(ajeno);
      const subida = await subir(partesGarantia(mia._id, PNG, 'moto.png'), tokens.cobrador1);
      expect(subida.status).toBe(201);
      const ajenaSubida = await subir(partesGarantia(otra._id, PNG, 'moto.png'), tokens.cobrador1);
      expect(ajenaSubida.status).toBe(403);
      const docAjeno = (await subir(partesGarantia(otra._id, PDF, 'x.pdf'))).body.data;
      const lista = await prueba.pedir({
        metodo: 'GET',
        ruta: `/api/documentos?relacionadoTipo=garantia&relacionadoId=${otra._id}`,
        token: tokens.cobrador1,
      });
      expect(lista.status).toBe(403);
      const descarga = await prueba.pedir({ metodo: 'GET', ruta: `/api/documentos/${docAjeno._id}/archivo`, token: tokens.cobrador1 });
      expect(descarga.status).toBe(403);
      const propia = await prueba.pedir({ metodo: 'GET', ruta: `/api/documentos/${subida.body.data._id}/archivo`, token: tokens.cobrador1 });
      expect(propia.status).toBe(200);
      const otroCobrador = await prueba.pedir({
        metodo: 'GET',
        ruta: `/api/documentos/${subida.body.data._id}/archivo`,
        token: tokens.cobrador2,
      });
      expect(otroCobrador.status).toBe(403);
      const vincularAjeno = await prueba.pedir({
        metodo: 'POST',
        ruta: `/api/garantias/${mia._id}/documentos/${docAjeno._id}`,
        token: tokens.cobrador1,
      });
      expect(vincularAjeno.status).toBe(403);
      const borrar = await prueba.pedir({ metodo: 'DELETE', ruta: `/api/documentos/${subida.body.data._id}`, token: tokens.cobrador1 });
      expect(borrar.status).toBe(403);
    });

    it('el borrado es lógico y auditado: desaparece de listas y descargas pero los bytes quedan', async () => {
      const g = await garantia();
      const doc = (await subir(partesGarantia(g._id, PDF, 'borrar.pdf'))).body.data;
      const borrar = await prueba.pedir({ metodo: 'DELETE', ruta: `/api/documentos/${doc._id}`, token: tokens.gerente });
      expect(borrar.status).toBe(200);
      const lista = await prueba.pedir({
        metodo: 'GET',
        ruta: `/api/documentos?relacionadoTipo=garantia&relacionadoId=${g._id}`,
        token: tokens.admin,
      });
      expect(lista.body.data).toEqual([]);
      expect((await prueba.pedir({ metodo: 'GET', ruta: `/api/garantias/${g._id}`, token: tokens.admin })).body.data.documentos).toEqual([]);
      const descarga = await prueba.pedir({ metodo: 'GET', ruta: `/api/documentos/${doc._id}/archivo`, token: tokens.admin });
      expect(descarga.status).toBe(404);
      expect((await prueba.pedir({ metodo: 'DELETE', ruta: `/api/documentos/${doc._id}`, token: tokens.admin })).status).toBe(404);
      const [fila] = await prueba.dataSource.query(
        `SELECT d.eliminado_en IS NOT NULL AS eliminado, (SELECT count(*)::int FROM documentos_archivos a WHERE a.documento_id = d.id) AS archivos
         FROM documentos d WHERE d.id = $1`,
        [doc._id],
      );
      expect(fila).toEqual({ eliminado: true, archivos: 1 });
      const eventos = await prueba.dataSource.query(
        `SELECT 1 FROM auditoria WHERE modulo = 'Documentos' AND accion = 'Eliminar documento'`,
      );
      expect(eventos).toHaveLength(1);
    });
  });
});
