// Importación (docs/decisiones/importacion.md): la aplicación en segundo plano de cobradores y clientes de una
// revisión (idempotente, retomable). La plantilla y la revisión, en importaciones.e2e-spec.ts.
import { MENSAJES_IMPORTACION } from '@cartera/dominio';
import { MENSAJES_APLICACION } from '../src/importaciones/aplicar-importacion';
import { usarAppPrueba } from './support/app-del-archivo';
import type { Json } from './support/app-prueba';
import { ENCABEZADOS_COMPLETOS, aplicarImportacion, esperarImportacion, revisarHojas } from './support/importacion';

describe('importaciones: aplicar cobradores y clientes', () => {

  const { prueba } = usarAppPrueba();

  /** Un cobrador y tres clientes: Ana con autorización de datos y su cobrador; Luis y Eva sin autorización. */
  function personas(): Record<string, unknown[][]> {
    return {
      Cobradores: [ENCABEZADOS_COMPLETOS.Cobradores, ['K-1', 'Pedro Ruiz', 'pedro.ruiz@example.com', '300 111 2233']],
      Clientes: [
        ENCABEZADOS_COMPLETOS.Clientes,
        ['C-1', '001-1234567-8', 'Ana Gómez', '300 123 4567', 'Calle 1', 'Bogotá', 'K-1', 'presencial_firmado', '15/01/2026'],
        ['C-2', '00212345678', 'Luis Mora', '3109876543', 'Carrera 2', 'Cali', '', '', ''],
        ['C-3', '00312345678', 'Eva Díaz', '3201234567', 'Calle 3', 'Pasto', '', '', ''],
      ],
    };
  }

  async function revisarYAplicar(hojas: Record<string, unknown[][]>): Promise<{ revision: Json; final: Json }> {
    const revision = await revisarHojas(prueba, hojas, 'personas.xlsx', []);
    return { revision, final: await aplicarImportacion(prueba, revision.id) };
  }

  const clientes = () =>
    prueba.dataSource.query(
      `SELECT c.cedula, c.nombre, c.telefono, u.email AS cobrador, a.canal, to_char(a.fecha, 'YYYY-MM-DD') AS fecha,
              c.updated_at
       FROM clientes c LEFT JOIN usuarios u ON u.id = c.cobrador_id
       LEFT JOIN clientes_autorizaciones a ON a.cliente_id = c.id ORDER BY c.cedula`,
    );

  it('aplica en segundo plano: el cobrador entra con rol cobrador y los clientes con su autorización (o sin ella)', async () => {
    const { final } = await revisarYAplicar(personas());
    expect(final).toMatchObject({ estado: 'aplicada', progreso: { hechas: 4, total: 4 }, erroresAplicacion: [] });
    const [pedro] = await prueba.dataSource.query(`SELECT rol, telefono, estado FROM usuarios WHERE email = 'pedro.ruiz@example.com'`);
    expect(pedro).toEqual({ rol: 'cobrador', telefono: '3001112233', estado: 'activo' });
    expect((await clientes()).map(({ updated_at: _u, ...c }: Json) => c)).toEqual([
      { cedula: '00112345678', nombre: 'Ana Gómez', telefono: '3001234567', cobrador: 'pedro.ruiz@example.com', canal: 'presencial_firmado', fecha: '2026-01-15' },
      { cedula: '00212345678', nombre: 'Luis Mora', telefono: '3109876543', cobrador: null, canal: null, fecha: null },
      { cedula: '00312345678', nombre: 'Eva Díaz', telefono: '3201234567', cobrador: null, canal: null, fecha: null },
    ]);
    const sin = await prueba.como('admin').get('/api/clientes?autorizacion=sin');
    expect(sin.body.data.map((c: Json) => c.nombre).sort()).toEqual(['Eva Díaz', 'Luis Mora']);
  });

  it('el mismo archivo otra vez no cambia nada; un archivo corregido actualiza sólo lo que cambió', async () => {
    const antes = await clientes();
    const igual = await revisarYAplicar(personas());
    expect(igual.revision.resumen.hojas.Clientes).toMatchObject({ nuevas: 0, actualizadas: 0, sinCambios: 3 });
    expect(igual.revision.resumen.hojas.Cobradores).toMatchObject({ nuevas: 0, actualizadas: 0, sinCambios: 1 });
    expect(igual.final.estado).toBe('aplicada');
    expect(await clientes()).toEqual(antes);

    const corregido = personas();
    corregido.Clientes[2][3] = '3150000000';
    const cambio = await revisarYAplicar(corregido);
    expect(cambio.revision.resumen.hojas.Clientes).toMatchObject({ nuevas: 0, actualizadas: 1, sinCambios: 2 });
    const despues = await clientes();
    expect(despues[1].telefono).toBe('3150000000');
    expect(despues[0].updated_at).toEqual(antes[0].updated_at);
    expect(despues[2].updated_at).toEqual(antes[2].updated_at);
    expect(Number((await prueba.dataSource.query(`SELECT count(*)::int AS n FROM clientes`))[0].n)).toBe(3);
  });

  it('una cédula que ya tiene otro cliente de Cartera es un error de la revisión y, si aparece después, de la aplicación', async () => {
    await prueba.dataSource.query(
      `INSERT INTO clientes (cedula, nombre, telefono, direccion, ciudad) VALUES ('00912345678', 'Ya estaba', '3000000009', 'Calle 9', 'Tunja')`,
    );
    const hojas = {
      Clientes: [
        ENCABEZADOS_COMPLETOS.Clientes,
        ['C-8', '00812345678', 'Nuevo Ocho', '3000000008', 'Calle 8', 'Neiva', '', '', ''],
        ['C-9', '009-1234567-8', 'Otro Nueve', '3000000010', 'Calle 9', 'Tunja', '', '', ''],
        ['C-7', '00712345678', 'Nuevo Siete', '3000000007', 'Calle 7', 'Neiva', '', '', ''],
      ],
    };
    const revision = await revisarHojas(prueba, hojas, 'personas.xlsx', [
      { hoja: 'Clientes', fila: 3, columna: 'cedula', valor: '009-1234567-8', mensaje: MENSAJES_IMPORTACION.cedulaEnCartera },
    ]);
    // Otro cliente toma la cédula de C-7 entre la revisión y la aplicación: su fila queda fuera entera, las demás entran.
    await prueba.dataSource.query(
      `INSERT INTO clientes (cedula, nombre, telefono, direccion, ciudad) VALUES ('00712345678', 'Llegó antes', '3000000011', 'Calle 7', 'Neiva')`,
    );
    const final = await aplicarImportacion(prueba, revision.id);
    expect(final.estado).toBe('aplicada');
    expect(final.erroresAplicacion).toEqual([
      { hoja: 'Clientes', fila: 4, columna: 'cedula', valor: '00712345678', mensaje: MENSAJES_APLICACION.cedulaEnCartera },
    ]);
    const nombres = (
      await prueba.dataSource.query(`SELECT nombre FROM clientes WHERE cedula IN ('00712345678', '00812345678', '00912345678') ORDER BY cedula`)
    ).map((c: Json) => c.nombre);
    expect(nombres).toEqual(['Llegó antes', 'Nuevo Ocho', 'Ya estaba']);
    expect(Number((await prueba.dataSource.query(`SELECT count(*)::int AS n FROM importacion_ids WHERE id_externo = 'C-7'`))[0].n)).toBe(0);
  });

  it('un cobrador con el email de un usuario que no es cobrador es un error de la revisión', async () => {
    const hojas = { Cobradores: [ENCABEZADOS_COMPLETOS.Cobradores, ['K-9', 'Otro Admin', 'ADMIN@cartera.local', '']] };
    await revisarHojas(prueba, hojas, 'c.xlsx', [
      { hoja: 'Cobradores', fila: 2, columna: 'email', valor: 'ADMIN@cartera.local', mensaje: MENSAJES_IMPORTACION.emailDeOtroRol },
    ]);
  });

  it('una aplicación cancelada se retoma y termina sin duplicar nada; una aplicada no se aplica otra vez', async () => {
    const filas: unknown[][] = [ENCABEZADOS_COMPLETOS.Clientes];
    for (let i = 0; i < 450; i += 1)
      filas.push([`M-${i}`, `5${String(i).padStart(10, '0')}`, `Masivo ${i}`, '3001234567', 'Calle', 'Bogotá', '', '', '']);
    const { id } = await revisarHojas(prueba, { Clientes: filas }, 'masivo.xlsx', []);
    await prueba.como('admin').post(`/api/importaciones/${id}/aplicar`);
    const cancelada = await prueba.como('admin').delete(`/api/importaciones/${id}`);
    expect(cancelada.status).toBe(200);
    const tras = await esperarImportacion(prueba, id);
    expect(tras.estado).toBe('cancelada');
    const aplicadas = Number((await prueba.dataSource.query(`SELECT count(*)::int AS n FROM clientes WHERE nombre LIKE 'Masivo %'`))[0].n);
    expect(aplicadas).toBe(tras.progreso.hechas);
    expect(aplicadas).toBeLessThan(450);

    const retomada = await prueba.como('admin').post(`/api/importaciones/${id}/aplicar`);
    expect(retomada.status).toBe(201);
    const fin = await esperarImportacion(prueba, id);
    expect(fin).toMatchObject({ estado: 'aplicada', progreso: { hechas: 450, total: 450 }, erroresAplicacion: [] });
    expect(Number((await prueba.dataSource.query(`SELECT count(*)::int AS n FROM clientes WHERE nombre LIKE 'Masivo %'`))[0].n)).toBe(450);

    const otraVez = await prueba.como('admin').post(`/api/importaciones/${id}/aplicar`);
    expect(otraVez.status).toBe(409);
  });

  it('al aplicar, las estadísticas de las filas revisadas se ponen al día (el planificador lee cada página por su índice)', async () => {
    await prueba.dueno.query(`TRUNCATE importaciones_filas`); // sin filas ni estadísticas: reltuples -1
    const { final } = await revisarYAplicar({ Cobradores: [ENCABEZADOS_COMPLETOS.Cobradores, ['K-9', 'Eva Ruiz', 'eva.ruiz@example.com', '3001112299']] });
    expect(final.estado).toBe('aplicada');
    const [{ filas }] = await prueba.dataSource.query(`SELECT reltuples::int AS filas FROM pg_class WHERE relname = 'importaciones_filas'`);
    expect(filas).toBeGreaterThan(0);
  });

});
