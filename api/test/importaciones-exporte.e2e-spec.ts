// Importación (docs/decisiones/importacion.md): el exporte de Cartera en el formato de la plantilla y su ida y vuelta a
// una instalación vacía, el mapeo de columnas que la organización recuerda, los errores como XLSX, el tiempo que le
// queda a una aplicación y los libros que se rechazan por sus dimensiones o sus macros. Dos aplicaciones: la de origen
// y, sólo para la ida y vuelta, una instalación vacía.
import { CODIGOS, COLUMNAS_IMPORTACION, MENSAJES_COLUMNAS_IMPORTACION, hoyBogota } from '@cartera/dominio';
import ExcelJS from 'exceljs';
import { MENSAJES_ARCHIVO_IMPORTACION } from '../src/importaciones/archivo-importacion';
import { usarAppPrueba } from './support/app-del-archivo';
import { crearAppPrueba, type AppPrueba, type Json } from './support/app-prueba';
import { crearClientePrueba, crearPrestamoPrueba } from './support/fabricas-cartera';
import { crearUsuario } from './support/fabricas';
import { aplicarImportacion, libroXlsx, subirImportacion } from './support/importacion';
import { Usuario } from '../src/usuarios/entities/usuario.entity';

/** Un XLSX descargado: cada hoja como filas de valores (sin la columna 0 de exceljs). */
async function hojasDe(contenido: Buffer): Promise<Record<string, unknown[][]>> {
  const libro = new ExcelJS.Workbook();
  await libro.xlsx.load(contenido as unknown as ArrayBuffer);
  const hojas: Record<string, unknown[][]> = {};
  for (const hoja of libro.worksheets) {
    hojas[hoja.name] = [];
    hoja.eachRow((fila) => hojas[hoja.name].push((fila.values as unknown[]).slice(1)));
  }
  return hojas;
}

async function descargar(prueba: AppPrueba, ruta: string): Promise<{ status: number; hojas: Record<string, unknown[][]>; body: string }> {
  const r = await prueba.app.inject({ method: 'GET', url: ruta, headers: { authorization: `Bearer ${await prueba.token('admin')}` } });
  return { status: r.statusCode, body: r.body, hojas: r.statusCode === 200 ? await hojasDe(r.rawPayload) : {} };
}

/** Lo que la cartera de una instalación tiene: cada préstamo (por su idExterno exportado) y las cuentas de cartera. */
async function cartera(prueba: AppPrueba, idExterno: (id: string) => Promise<string>): Promise<Json> {
  const prestamos: Json[] = await prueba.dataSource.query(
    `SELECT id, estado, saldo_pendiente::float8 AS saldo, monto_total::float8 AS pactado FROM prestamos ORDER BY id`,
  );
  const porPrestamo: Record<string, Json> = {};
  for (const p of prestamos) porPrestamo[await idExterno(p.id)] = { estado: p.estado, saldo: p.saldo, pactado: p.pactado };
  const [mayor] = await prueba.dataSource.query(
    `SELECT sum(l.debito - l.credito) FILTER (WHERE c.clave = 'cartera_capital')::float8 AS capital,
            sum(l.debito - l.credito) FILTER (WHERE c.clave = 'cartera_intereses')::float8 AS intereses
     FROM contabilidad_lineas l JOIN contabilidad_cuentas c ON c.id = l.cuenta_id`,
  );
  return { porPrestamo, mayor };
}

/** El efectivo en el libro mayor: la caja de la oficina (110505) y la subcuenta de un cobrador. */
async function efectivo(prueba: AppPrueba, email: string): Promise<Json> {
  const [fila] = await prueba.dataSource.query(
    `SELECT coalesce(sum(l.debito - l.credito) FILTER (WHERE c.clave = 'caja_oficina'), 0)::float8 AS oficina,
            coalesce(sum(l.debito - l.credito) FILTER (WHERE u.email = $1), 0)::float8 AS cobrador
     FROM contabilidad_lineas l JOIN contabilidad_cuentas c ON c.id = l.cuenta_id LEFT JOIN usuarios u ON u.id = c.cobrador_id`,
    [email],
  );
  return fila;
}

describe('importaciones: exporte, mapeo de columnas, errores y avance', () => {
  let clienteConPrestamos: string;

  const { prueba: origen, tokens } = usarAppPrueba();

  it('el exporte trae «Instrucciones», las hojas de la plantilla y cada cliente con todos sus campos, su cobrador y su autorización', async () => {
    const cobrador = await crearUsuario(origen.dataSource, { nombre: 'Marta Cobra', email: 'marta.cobra@example.com', telefono: '3005550000' });
    const cliente = await crearClientePrueba(origen.dataSource, { nombre: 'Ana Exportada', cobradorId: cobrador.id });
    clienteConPrestamos = cliente.id;
    await origen.dataSource.query(
      `UPDATE clientes SET apodo = 'Anita', email = 'ana@example.com', barrio = 'Centro', departamento = 'Cundinamarca',
         latitud = 4.6097, longitud = -74.0817, fecha_nacimiento = '1990-07-20', sexo = 'F', estado_civil = 'C',
         lugar_nacimiento = 'Tunja', ocupacion = 'Tendera', ingresos = 1234567.89, referencia1_nombre = 'Luis',
         referencia1_telefono = '3101112233', observaciones = '=1+1 no es fórmula' WHERE id = $1`,
      [cliente.id],
    );
    await crearClientePrueba(origen.dataSource, { nombre: 'Eva Sin Autorización', sinAutorizacion: true });
    const suprimido = await crearClientePrueba(origen.dataSource, { nombre: 'Suprimido' });
    await origen.dataSource.query(`UPDATE clientes SET suprimido_en = now() WHERE id = $1`, [suprimido.id]);

    const { status, hojas } = await descargar(origen, '/api/importaciones/exporte');
    expect(status).toBe(200);
    expect(Object.keys(hojas)).toEqual(['Instrucciones', 'Cobradores', 'Clientes', 'Prestamos', 'Cuotas', 'Saldos', 'Notas']);
    expect(hojas.Clientes[0]).toEqual(COLUMNAS_IMPORTACION.Clientes.map((c) => c.clave));
    const filaAna = hojas.Clientes.find((f) => f[2] === 'Ana Exportada');
    expect(filaAna).toEqual([
      cliente.id, cliente.cedula, 'Ana Exportada', 'Anita', expect.any(String), 'ana@example.com', 'Calle 1 # 2-3', 'Centro',
      'Bogotá', 'Cundinamarca', 4.6097, -74.0817, '1990-07-20', 'F', 'C', 'Tunja', 'Tendera', 1234567.89, 'Luis',
      '3101112233', null, null, '=1+1 no es fórmula', 'activo', cobrador.id, 'presencial_firmado', expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), 'CC',
      // La oficina, por su código (docs/decisiones/importacion-oficina.md).
      'PRINCIPAL',
    ].map((v) => v ?? undefined));
    expect(hojas.Clientes.some((f) => f[2] === 'Suprimido')).toBe(false);
    expect(hojas.Clientes.find((f) => f[2] === 'Eva Sin Autorización')?.[25]).toBeUndefined();
    expect(hojas.Cobradores.find((f) => f[1] === 'Marta Cobra')).toEqual([cobrador.id, 'Marta Cobra', 'marta.cobra@example.com', '3005550000', 'activo']);
    expect((await origen.como('admin').get('/api/importaciones/exporte?formato=pdf')).status).toBe(400);

    // Una hoja como el CSV de la plantilla (el texto que parece fórmula sale neutralizado, como en todo CSV).
    const csv = await origen.app.inject({ method: 'GET', url: '/api/importaciones/exporte?formato=csv&hoja=Clientes', headers: { authorization: `Bearer ${tokens.admin}` } });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toContain('Clientes.csv');
    const [encabezados, ...lineas] = csv.body.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(encabezados).toBe(COLUMNAS_IMPORTACION.Clientes.map((c) => c.clave).join(';'));
    expect(lineas).toHaveLength(hojas.Clientes.length - 1);
    expect(lineas.find((l) => l.includes('Ana Exportada'))).toContain(`${cliente.id};${cliente.cedula};Ana Exportada;Anita;`);
    expect(lineas.find((l) => l.includes('Ana Exportada'))).toContain(";'=1+1 no es fórmula;activo;");
    expect((await origen.como('admin').get('/api/importaciones/exporte?formato=csv&hoja=Otra')).status).toBe(400);
  });

  it('ida y vuelta: el exporte importado en una instalación vacía da la misma cartera, préstamo por préstamo, y el mismo exporte', async () => {
    // Un préstamo con un cobro parcial y otro pagado del todo.
    const hoy = hoyBogota();
    const parcial = await crearPrestamoPrueba(origen, tokens.admin, { cliente: clienteConPrestamos, monto: 1_200_000 });
    // Su cobro lo tiene la cobradora (hoja Saldos); la oficina abre con un aporte del dueño.
    const marta = await origen.dataSource.getRepository(Usuario).findOneByOrFail({ email: 'marta.cobra@example.com' });
    const cuerpo = { prestamo: parcial._id, monto: 500_000, fecha: hoy };
    const cobro = await origen.pedir({ metodo: 'POST', ruta: '/api/cobros', cuerpo, token: await origen.token(marta) });
    expect([cobro.status, cobro.body.message]).toEqual([201, expect.any(String)]);
    const aporte = { fecha: hoy, tipo: 'ingreso', categoria: 'capital', concepto: 'Aporte del dueño', monto: 5_000_000 };
    expect((await origen.como('admin').post('/api/flujo-caja/movimientos', aporte)).status).toBe(201);
    const pagado = await crearPrestamoPrueba(origen, tokens.admin, { cliente: clienteConPrestamos, monto: 100_000 });
    const [{ saldo }] = await origen.dataSource.query(`SELECT saldo_pendiente::float8 AS saldo FROM prestamos WHERE id = $1`, [pagado._id]);
    expect((await origen.como('admin').post('/api/cobros', { prestamo: pagado._id, monto: saldo, fecha: hoy })).status).toBe(201);

    const exporte = await origen.app.inject({ method: 'GET', url: '/api/importaciones/exporte', headers: { authorization: `Bearer ${tokens.admin}` } });
    const destino = await crearAppPrueba();
    try {
      const revision = await subirImportacion(destino, await destino.token('admin'), exporte.rawPayload, 'cartera.xlsx');
      expect(revision.status).toBe(201);
      expect(revision.body.data.errores).toEqual([]);
      const final = await aplicarImportacion(destino, revision.body.data.id);
      expect(final).toMatchObject({ estado: 'aplicada', erroresAplicacion: [] });
      const ida = await hojasDe(exporte.rawPayload);
      const vuelta = (await descargar(destino, '/api/importaciones/exporte')).hojas;
      const ordenar = (filas: unknown[][]) => [...filas].sort((a, b) => `${a[0]}|${a[1]}`.localeCompare(`${b[0]}|${b[1]}`));
      for (const hoja of ['Cobradores', 'Clientes', 'Prestamos', 'Cuotas', 'Saldos'])
        expect(ordenar(vuelta[hoja])).toEqual(ordenar(ida[hoja]));
      expect(ida.Prestamos).toHaveLength(3);
      // El efectivo de hoy: la caja de la oficina y los 500.000 que tiene la cobradora, en las mismas cuentas.
      expect(ida.Saldos.slice(1).map((f) => f[0])).toEqual(['oficina', marta.id]);
      expect(ida.Saldos[2]).toEqual([marta.id, 500_000, hoy]);
      expect(await efectivo(destino, 'marta.cobra@example.com')).toEqual(await efectivo(origen, 'marta.cobra@example.com'));

      // La misma cartera: cada préstamo con su estado, su saldo y lo pactado, y las cuentas de cartera del mayor.
      const enOrigen = await cartera(origen, async (id) => id);
      const enDestino = await cartera(destino, async (id) => {
        const [m] = await destino.dataSource.query(`SELECT id_externo FROM importacion_ids WHERE hoja = 'Prestamos' AND id_cartera = $1`, [id]);
        return m.id_externo;
      });
      expect(enDestino).toEqual(enOrigen);
      expect(enOrigen.porPrestamo[pagado._id]).toMatchObject({ estado: 'pagado', saldo: 0 });
      expect(enOrigen.porPrestamo[parcial._id].saldo).toBe(enOrigen.porPrestamo[parcial._id].pactado - 500_000);
    } finally {
      await destino.cerrar();
    }
  });

  it('el mapeo de columnas de una revisión queda como el de la organización; uno inválido es 400 y no cambia nada', async () => {
    expect((await origen.como('admin').get('/api/importaciones/columnas')).body.data).toEqual({});
    const hojas = { Clientes: [['Código', 'Documento', 'Nombre', 'Celular', 'Dirección', 'Ciudad', 'Notas'], ['M-1', '00912345678', 'Eva', '3001234567', 'Calle 9', 'Pasto', 'x']] };

    // Sin mapeo: 400 con los encabezados de cada hoja, para que la pantalla ofrezca mapearlos.
    const sinMapa = await subirImportacion(origen, tokens.admin, await libroXlsx(hojas), 'clientes.xlsx');
    expect(sinMapa.status).toBe(400);
    expect(sinMapa.body.code).toBe(CODIGOS.encabezadosImportacion);
    expect(sinMapa.body.errors).toEqual({ Clientes: hojas.Clientes[0] });

    const mapeo = { Clientes: { Código: 'idExterno', Documento: 'cedula', Celular: 'telefono', Notas: '' } };
    const conMapa = await subirImportacion(origen, tokens.admin, await libroXlsx(hojas), 'clientes.xlsx', mapeo);
    expect(conMapa.status).toBe(201);
    expect(conMapa.body.data.resumen.encabezados).toEqual({ Clientes: hojas.Clientes[0] });
    expect((await origen.como('admin').get('/api/importaciones/columnas')).body.data).toEqual(mapeo);

    const malo = await subirImportacion(origen, tokens.admin, await libroXlsx(hojas), 'clientes.xlsx', { Clientes: { Código: 'dni' } });
    expect(malo.status).toBe(400);
    expect(malo.body.message).toBe(MENSAJES_COLUMNAS_IMPORTACION.columnaDesconocida('Clientes', 'dni'));
    // Una revisión sin columnas no olvida el mapeo guardado.
    await subirImportacion(origen, tokens.admin, await libroXlsx({ Clientes: [['idExterno', 'cedula', 'nombre', 'telefono', 'direccion', 'ciudad']] }), 'c.xlsx');
    expect((await origen.como('admin').get('/api/importaciones/columnas')).body.data).toEqual(mapeo);
  });

  it('los errores de una revisión se descargan como XLSX: hoja, fila, columna, valor y mensaje', async () => {
    const hojas = {
      Clientes: [
        ['idExterno', 'cedula', 'nombre', 'telefono', 'direccion', 'ciudad'],
        ['E-1', '12', 'Ana', '3001234567', 'Calle 1', 'Bogotá'],
      ],
    };
    const revision = await subirImportacion(origen, tokens.admin, await libroXlsx(hojas), 'errores.xlsx');
    const { status, hojas: libro } = await descargar(origen, `/api/importaciones/${revision.body.data.id}/errores?formato=xlsx`);
    expect(status).toBe(200);
    expect(libro['Revisión'][0]).toEqual(['Hoja', 'Fila', 'Columna', 'Valor', 'Error']);
    expect(libro['Revisión'].slice(1)).toEqual(
      revision.body.data.errores.map((e: Json) => [e.hoja, e.fila, e.columna, e.valor, e.mensaje]),
    );
    expect(libro['Revisión'][1]).toEqual(['Clientes', 2, 'cedula', '12', expect.stringContaining('cédula')]);
    expect((await origen.como('admin').get(`/api/importaciones/${revision.body.data.id}/errores?formato=pdf`)).status).toBe(400);
    expect((await origen.como('admin').get('/api/importaciones/0190a0a0-0000-7000-8000-000000000000/errores')).status).toBe(404);
  });

  it('mientras aplica, el avance dice los segundos que faltan al ritmo que lleva; terminada, ninguno', async () => {
    const revision = await subirImportacion(origen, tokens.admin, await libroXlsx({ Cobradores: [['idExterno', 'nombre', 'email'], ['K-9', 'Kiko', 'kiko@example.com']] }), 'k.xlsx');
    const { id } = revision.body.data;
    // 50 de 200 filas en 10 s: faltan 150 filas a 0,2 s cada una.
    await origen.dataSource.query(
      `UPDATE importaciones SET estado = 'aplicando', hechas = 50, total = 200, aplicacion_iniciada_at = now() - interval '10 seconds'
       WHERE id = $1`,
      [id],
    );
    const enCurso = (await origen.como('admin').get(`/api/importaciones/${id}`)).body.data;
    await origen.dataSource.query(`UPDATE importaciones SET estado = 'cancelada', hechas = 0, total = 1 WHERE id = $1`, [id]);
    expect(enCurso.progreso).toMatchObject({ hechas: 50, total: 200 });
    expect([30, 31]).toContain(enCurso.progreso.segundosRestantes);
    const final = await aplicarImportacion(origen, id);
    expect(final.progreso).toEqual({ hechas: 1, total: 1, segundosRestantes: null });
  });

  it('lee fechas dd/mm/aaaa, aaaa-mm-dd y de Excel, y montos $ 1.234.567,89, 1234567.89 y 1,234,567 escritos como texto', async () => {
    const encabezados = ['idExterno', 'cedula', 'nombre', 'telefono', 'direccion', 'ciudad', 'ingresos', 'fechaNacimiento', 'autorizacionCanal', 'autorizacionFecha'];
    const hojas = {
      Clientes: [
        encabezados,
        ['F-1', '00712345678', 'Uno', '3001234567', 'Calle 1', 'Bogotá', '$ 1.234.567,89', '20/07/1990', 'web', '2026-03-05'],
        ['F-2', '00812345678', 'Dos', '3001234568', 'Calle 2', 'Bogotá', '1234567.89', '1990-07-20', 'web', 46086],
        ['F-3', '00912345679', 'Tres', '3001234569', 'Calle 3', 'Bogotá', '1,234,567', '20-07-1990', 'web', '05/03/2026'],
      ],
    };
    const r = await subirImportacion(origen, tokens.admin, await libroXlsx(hojas), 'formatos.xlsx');
    expect(r.body.data.errores).toEqual([]);
    const [{ clientes }] = await origen.dataSource.query(`SELECT jsonb_agg(fila ORDER BY numero) AS clientes FROM importaciones_filas WHERE importacion_id = $1 AND hoja = 'Clientes'`, [r.body.data.id]);
    expect(clientes.map((c: Json) => [c.ingresos, c.fechaNacimiento, c.autorizacionFecha])).toEqual([
      [1234567.89, '1990-07-20', '2026-03-05'],
      [1234567.89, '1990-07-20', '2026-03-05'],
      [1234567, '1990-07-20', '2026-03-05'],
    ]);
  });

  it('rechaza libros de más de 200 columnas, con filas más allá del máximo o con macros dentro de un .xlsx', async () => {
    const ancho = await subirImportacion(origen, tokens.admin, await libroXlsx({ Clientes: [Array.from({ length: 201 }, (_, i) => `c${i}`)] }), 'a.xlsx');
    expect(ancho.status).toBe(400);
    expect(ancho.body.message).toBe(MENSAJES_ARCHIVO_IMPORTACION.columnas(200, 'Clientes', 'GS1'));

    const alto = new ExcelJS.Workbook();
    const hoja = alto.addWorksheet('Clientes');
    hoja.addRow(['idExterno', 'cedula', 'nombre', 'telefono', 'direccion', 'ciudad']);
    hoja.getCell('A1300000').value = 'C-1';
    const conAlto = await subirImportacion(origen, tokens.admin, Buffer.from(await alto.xlsx.writeBuffer()), 'alto.xlsx');
    expect(conAlto.status).toBe(400);
    expect(conAlto.body.message).toBe(MENSAJES_ARCHIVO_IMPORTACION.filas(1_200_000, 'Clientes'));

    // Un .xlsx con una parte de macros: la entrada docProps/core.xml renombrada (mismo largo) a xl/vbaProject.bin.
    const conVba = (await libroXlsx({ Clientes: [['idExterno']] })).toString('latin1').split('docProps/core.xml').join('xl/vbaProject.bin');
    const conMacros = await subirImportacion(origen, tokens.admin, Buffer.from(conVba, 'latin1'), 'libro.xlsx');
    expect(conMacros.status).toBe(400);
    expect(conMacros.body.message).toBe(MENSAJES_ARCHIVO_IMPORTACION.macros);
  });
});
