// Idempotency-Key cuando una réplica muere a mitad de una solicitud: la clave que dejó `en_curso` (el dinero no se
// movió) la toma el reintento y se aplica una vez; la que dejó `aplicada` (el dinero se movió, la respuesta se
// perdió) nunca se aplica otra vez; y un intento que perdió la clave no puede confirmar su escritura.
import { hoyBogota } from '@cartera/dominio';
import { randomUUID } from 'node:crypto';
import { enIntentoIdempotente } from '../src/common/idempotencia/idempotencia.interceptor';
import { huellaSolicitud } from '../src/common/idempotencia/idempotencia.rules';
import { usarAppPrueba } from './support/app-del-archivo';
import type { Json } from './support/app-prueba';
import { PRESTAMO_CORTO, crearClientePrueba, crearPrestamoPrueba, verificarLibro } from './support/fabricas-cartera';

describe('Idempotency-Key con réplicas que mueren', () => {
  let adminId: string;
  const hoy = hoyBogota();

  const { prueba, tokens } = usarAppPrueba(async () => {
    adminId = (await prueba.cuenta('admin')).id;
  });

  async function prestamo(): Promise<Json> {
    const cliente = await crearClientePrueba(prueba.dataSource);
    return crearPrestamoPrueba(prueba, tokens.admin, { cliente: cliente.id, ...PRESTAMO_CORTO });
  }
  const cuerpo = (prestamoId: string) => ({ prestamo: prestamoId, monto: 10000, fecha: hoy });
  const cobrar = (prestamoId: string, clave: string) =>
    prueba.pedir({
      metodo: 'POST',
      ruta: '/api/cobros',
      token: tokens.admin,
      cuerpo: cuerpo(prestamoId),
      cabeceras: { 'idempotency-key': clave },
    });
  const cobrosDe = async (prestamoId: string) =>
    Number((await prueba.dataSource.query(`SELECT count(*) AS n FROM cobros WHERE prestamo_id = $1`, [prestamoId]))[0].n);
  /** La clave como la deja una réplica que murió hace `segundos` en ese estado. */
  const dejarClave = (clave: string, prestamoId: string, estado: 'en_curso' | 'aplicada', segundos: number) =>
    prueba.dataSource.query(
      `INSERT INTO claves_idempotencia (usuario_id, clave, huella, estado, dueno, creada_en, actualizada_en)
       VALUES ($1, $2, $3, $4, $5, now() - make_interval(secs => $6), now() - make_interval(secs => $6))`,
      [adminId, clave, huellaSolicitud('POST', '/api/cobros', cuerpo(prestamoId)), estado, randomUUID(), segundos],
    );
  const estadoDe = async (clave: string) =>
    (
      await prueba.dataSource.query(`SELECT estado FROM claves_idempotencia WHERE usuario_id = $1 AND clave = $2`, [
        adminId,
        clave,
      ])
    )[0]?.estado;

  it('una clave en curso reciente responde 409; abandonada sin aplicar, el reintento la toma y aplica una vez', async () => {
    const p = await prestamo();
    await dejarClave('muerta-en-curso', p._id, 'en_curso', 2);
    const mientras = await cobrar(p._id, 'muerta-en-curso');
    expect(mientras.status).toBe(409);
    expect(mientras.body.code).toBe('IDEMPOTENCIA_EN_CURSO');
    expect(await cobrosDe(p._id)).toBe(0);

    await prueba.dataSource.query(
      `UPDATE claves_idempotencia SET actualizada_en = now() - interval '1 minute' WHERE clave = 'muerta-en-curso'`,
    );
    const reintento = await cobrar(p._id, 'muerta-en-curso');
    expect(reintento.status).toBe(201);
    expect(await cobrosDe(p._id)).toBe(1);
    expect(await estadoDe('muerta-en-curso')).toBe('completada');
    const repetido = await cobrar(p._id, 'muerta-en-curso');
    expect(repetido.status).toBe(201);
    expect(repetido.headers['idempotent-replayed']).toBe('true');
    expect(repetido.body).toEqual(reintento.body);
    expect(await cobrosDe(p._id)).toBe(1);
    await verificarLibro(prueba.dataSource, p._id);
  });

  it('una clave aplicada cuya respuesta se perdió nunca vuelve a mover el dinero', async () => {
    const p = await prestamo();
    await dejarClave('muerta-aplicada', p._id, 'aplicada', 60);
    const reintento = await cobrar(p._id, 'muerta-aplicada');
    expect(reintento.status).toBe(409);
    expect(reintento.body).toMatchObject({ success: false, code: 'IDEMPOTENCIA_APLICADA' });
    expect(await cobrosDe(p._id)).toBe(0);
    expect(await estadoDe('muerta-aplicada')).toBe('aplicada');
  });

  it('la transacción del dinero marca la clave aplicada; si otro intento se quedó con ella, no se confirma', async () => {
    const p = await prestamo();
    const cliente = await crearClientePrueba(prueba.dataSource);
    await dejarClave('disputada', p._id, 'en_curso', 0);
    const [{ dueno }] = await prueba.dataSource.query(`SELECT dueno::text AS dueno FROM claves_idempotencia WHERE clave = 'disputada'`);
    const escribir = () =>
      prueba.dataSource.transaction((manager) =>
        manager.query(`UPDATE clientes SET nombre = 'Escrito por el intento' WHERE id = $1`, [cliente.id]),
      );
    const observaciones = async () =>
      (await prueba.dataSource.query(`SELECT nombre FROM clientes WHERE id = $1`, [cliente.id]))[0].nombre;
    const antes = await observaciones();

    // Un intento que ya no es el dueño: su transacción no se confirma.
    await expect(
      enIntentoIdempotente({ usuario: adminId, clave: 'disputada', dueno: randomUUID(), aplicada: false }, escribir),
    ).rejects.toMatchObject({ code: 'IDEMPOTENCIA_EN_CURSO' });
    expect(await observaciones()).toBe(antes);
    expect(await estadoDe('disputada')).toBe('en_curso');

    // El dueño: se confirma junto con la marca.
    await enIntentoIdempotente({ usuario: adminId, clave: 'disputada', dueno, aplicada: false }, escribir);
    expect(await observaciones()).toBe('Escrito por el intento');
    expect(await estadoDe('disputada')).toBe('aplicada');
  });

  it('una clave vencida se vuelve a usar aunque la limpieza de las vencidas no haya pasado', async () => {
    const p = await prestamo();
    await cobrar(p._id, 'otra-antes'); // la réplica ya limpió hace menos de un minuto: no vuelve a limpiar
    await dejarClave('vencida', p._id, 'aplicada', 25 * 3600);
    const r = await cobrar(p._id, 'vencida');
    expect(r.status).toBe(201);
    expect(r.headers['idempotent-replayed']).toBeUndefined();
    expect(await cobrosDe(p._id)).toBe(2);
    expect(await estadoDe('vencida')).toBe('completada');
  });
});
