// Documentos de identidad como se expiden (docs/decisiones/documentos-de-identidad.md): tipo y número, nunca rellenos;
// los duplicados van por tipo y número.
import { MENSAJES, MENSAJES_DOCUMENTO } from '@cartera/dominio';
import { DocumentosDeIdentidad1795360700000 } from '../src/database/migrations/1795360700000-documentos-de-identidad';
import { usarAppPrueba } from './support/app-del-archivo';
import { enTransaccionDeshecha } from './support/transaccion-deshecha';

let secuencia = 0;
function cliente(extra: Record<string, unknown>): Record<string, unknown> {
  secuencia += 1;
  return {
    nombre: `Documento ${secuencia}`,
    telefono: `31${String(secuencia).padStart(5, '0')}987`,
    direccion: 'Carrera 7 # 72-41',
    ciudad: 'Bogotá',
    ...extra,
  };
}

describe('clientes: documentos de identidad', () => {
  const { prueba } = usarAppPrueba();

  const guardada = async (id: string) =>
    (await prueba.dataSource.query(`SELECT tipo_documento, cedula FROM clientes WHERE id = $1`, [id]))[0];

  it('una CC de 8 dígitos entra (201) como se escribió, sin ceros delante, y CC es el tipo por defecto', async () => {
    const r = await prueba.como('admin').post('/api/clientes', cliente({ cedula: '52.123.456' }));
    expect(r.status).toBe(201);
    expect(r.body.data).toMatchObject({ tipoDocumento: 'CC', cedula: '52123456' });
    expect(await guardada(r.body.data._id)).toEqual({ tipo_documento: 'CC', cedula: '52123456' });
    const detalle = await prueba.como('admin').get(`/api/clientes/${r.body.data._id}`);
    expect(detalle.body.data).toMatchObject({ tipoDocumento: 'CC', cedula: '52123456' });
    const lista = await prueba.como('admin').get('/api/clientes?search=52123456');
    expect(lista.body.data.map((c: { cedula: string }) => c.cedula)).toEqual(['52123456']);
  });

  it('la forma de 11 dígitos de la especificación sigue valiendo', async () => {
    const r = await prueba.como('admin').post('/api/clientes', cliente({ cedula: '001-1234567-8' }));
    expect(r.status).toBe(201);
    expect(r.body.data.cedula).toBe('00112345678');
  });

  it('un NIT con su dígito entra normalizado; con otro dígito es 400 con el mensaje y nada cambia', async () => {
    const bueno = await prueba.como('admin').post('/api/clientes', cliente({ tipoDocumento: 'NIT', cedula: '900.123.456-8' }));
    expect(bueno.status).toBe(201);
    expect(bueno.body.data).toMatchObject({ tipoDocumento: 'NIT', cedula: '900123456-8' });
    const sinGuion = await prueba.como('admin').post('/api/clientes', cliente({ tipoDocumento: 'NIT', cedula: '8001972684' }));
    expect(sinGuion.body.data?.cedula).toBe('800197268-4');
    const antes = Number((await prueba.dataSource.query(`SELECT count(*) AS n FROM clientes`))[0].n);
    const malo = await prueba.como('admin').post('/api/clientes', cliente({ tipoDocumento: 'NIT', cedula: '900123456-7' }));
    expect(malo.status).toBe(400);
    expect(malo.body.errors).toEqual({ cedula: [MENSAJES_DOCUMENTO.nitDigitoVerificacion] });
    expect(Number((await prueba.dataSource.query(`SELECT count(*) AS n FROM clientes`))[0].n)).toBe(antes);
  });

  it('un tipo que no existe y una CC con letras son 400 con sus mensajes', async () => {
    const r = await prueba.como('admin').post('/api/clientes', cliente({ tipoDocumento: 'RC', cedula: '52A23456' }));
    expect(r.status).toBe(400);
    expect(r.body.errors).toEqual({ tipoDocumento: [MENSAJES_DOCUMENTO.tipoInvalido], cedula: [MENSAJES.cedulaInvalida] });
  });

  it('el mismo número como CC y como CE son dos clientes; el mismo tipo y número dos veces es 409', async () => {
    const cc = await prueba.como('admin').post('/api/clientes', cliente({ cedula: '7654321' }));
    const ce = await prueba.como('admin').post('/api/clientes', cliente({ tipoDocumento: 'CE', cedula: '7654321' }));
    expect([cc.status, ce.status]).toEqual([201, 201]);
    const otra = await prueba.como('admin').post('/api/clientes', cliente({ tipoDocumento: 'CE', cedula: '7654321' }));
    expect(otra.status).toBe(409);
    expect(otra.body.errors).toEqual({ cedula: ['Ya existe un cliente con esa cédula'] });
    const cambio = await prueba.como('admin').put(`/api/clientes/${ce.body.data._id}`, { tipoDocumento: 'CC' });
    expect(cambio.status).toBe(409);
  });

  it('al editar, el número vale para el tipo guardado: un NIT no recibe un número sin su dígito', async () => {
    const nit = await prueba.como('admin').post('/api/clientes', cliente({ tipoDocumento: 'NIT', cedula: '890903938-8' }));
    const malo = await prueba.como('admin').put(`/api/clientes/${nit.body.data._id}`, { cedula: '890903938-1' });
    expect(malo.status).toBe(400);
    expect(malo.body.errors).toEqual({ cedula: [MENSAJES_DOCUMENTO.nitDigitoVerificacion] });
    const aCc = await prueba.como('admin').put(`/api/clientes/${nit.body.data._id}`, { tipoDocumento: 'CC', cedula: '890903938' });
    expect(aCc.status).toBe(200);
    expect(await guardada(nit.body.data._id)).toEqual({ tipo_documento: 'CC', cedula: '890903938' });
  });

  it('la migración devuelve al número expedido la CC guardada rellena, con su línea de auditoría; la ficha suprimida no cambia', async () => {
    const ana = await prueba.como('admin').post('/api/clientes', cliente({ cedula: '41234567' }));
    const suprimida = await prueba.como('admin').post('/api/clientes', cliente({ cedula: '41234568' }));
    const migracion = new DocumentosDeIdentidad1795360700000();
    await enTransaccionDeshecha(prueba, async (runner) => {
      // Como antes de la migración: sólo cédulas de dígitos, rellenas a 11.
      await runner.query(`DELETE FROM clientes WHERE tipo_documento <> 'CC'`);
      await migracion.down(runner);
      await runner.query(`UPDATE clientes SET suprimido_en = now() WHERE id = $1`, [suprimida.body.data._id]);
      const cedulas = async () =>
        Object.fromEntries(
          (await runner.query(`SELECT id, cedula FROM clientes WHERE id = ANY($1)`, [[ana.body.data._id, suprimida.body.data._id]])).map(
            (f: { id: string; cedula: string }) => [f.id, f.cedula],
          ),
        );
      expect(await cedulas()).toEqual({ [ana.body.data._id]: '00041234567', [suprimida.body.data._id]: '00041234568' });
      await migracion.up(runner);
      expect(await cedulas()).toEqual({ [ana.body.data._id]: '41234567', [suprimida.body.data._id]: '00041234568' });
      const auditoria = await runner.query(
        `SELECT accion, detalles, datos_anteriores->>'cedula' AS antes, datos_nuevos->>'cedula' AS despues
         FROM auditoria WHERE datos_nuevos->>'_id' = $1 AND accion = 'Cédula sin relleno'`,
        [ana.body.data._id],
      );
      expect(auditoria).toEqual([
        expect.objectContaining({ accion: 'Cédula sin relleno', antes: '00041234567', despues: '41234567' }),
      ]);
    });
  });
});
