// El último administrador activo: no se desactiva ni se degrada (las reglas de administración de usuarios.e2e-spec.ts,
// en una aplicación propia porque crea y cambia administradores).
import { usarAppPrueba } from './support/app-del-archivo';
import { crearUsuario } from './support/fabricas';

describe('último administrador activo', () => {

  const { prueba } = usarAppPrueba();

  it('no se puede desactivar ni degradar al último administrador activo (422)', async () => {
    const admin1 = await prueba.cuenta('admin');
    const admin2 = await crearUsuario(prueba.dataSource, { rol: 'admin' });
    const token2 = await prueba.token(admin2);
    const ultimoAdmin = {
      success: false,
      message: 'Debe quedar al menos un administrador activo',
      code: 'ULTIMO_ADMIN',
    };
    const cambiar = (id: string, token: string, cuerpo: Record<string, string>) =>
      prueba.pedir({ metodo: 'PUT', ruta: `/api/usuarios/${id}`, token, cuerpo });

    // Con dos administradores activos, uno puede desactivar al otro…
    const desactivar = await cambiar(admin1.id, token2, { estado: 'inactivo' });
    expect(desactivar.status).toBe(200);

    // …y el que queda ya no puede perder el rol ni el estado (un admin inactivo no cuenta).
    const degradar = await cambiar(admin2.id, token2, { rol: 'gerente' });
    expect(degradar.status).toBe(422);
    expect(degradar.body).toEqual(ultimoAdmin);

    // Con admin1 de vuelta, admin2 puede irse; después admin1 es el último y no se puede borrar ni degradar.
    expect((await cambiar(admin1.id, token2, { estado: 'activo' })).status).toBe(200);
    const token1 = await prueba.token('admin');
    expect(
      (await prueba.pedir({ metodo: 'DELETE', ruta: `/api/usuarios/${admin2.id}`, token: token1 })).status,
    ).toBe(200);
    const degradarUltimo = await cambiar(admin1.id, token1, { rol: 'cobrador' });
    expect(degradarUltimo.status).toBe(422);
    expect(degradarUltimo.body).toEqual(ultimoAdmin);

    // El último admin activo tampoco puede desactivarse: ni por sí mismo ni lo puede hacer un gerente.
    const desactivarUltimo = await cambiar(admin1.id, token1, { estado: 'inactivo' });
    expect(desactivarUltimo.status).toBe(422);
    const [{ activos }] = await prueba.dataSource.query(
      `SELECT count(*)::int AS activos FROM usuarios WHERE rol = 'admin' AND estado = 'activo'`,
    );
    expect(activos).toBe(1);
  });
});
