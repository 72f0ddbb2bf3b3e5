// El desbloqueo de una cuenta (docs/seguridad.md, «Límite de intentos de inicio de sesión»): quien falla la contraseña
// desde dos redes deja a la cuenta esperando en todo dispositivo nuevo; la lista de Usuarios lo dice (`bloqueadoHasta`)
// y un administrador la desbloquea, auditado. Un gerente sólo desbloquea cobradores; un cobrador, nada.
import type { Json } from './support/app-prueba';
import { usarAppPrueba } from './support/app-del-archivo';
import { entrar } from './support/autenticacion';
import { CONTRASENA_FABRICA, crearUsuario } from './support/fabricas';

describe('POST /api/usuarios/:id/desbloqueo', () => {
  const { prueba } = usarAppPrueba();

  const login = (email: string, password: string, ip: string) => entrar(prueba, email, password, { ip });

  /** 5 fallos desde cada una de dos direcciones: 10 de la cuenta, el límite de los orígenes desconocidos. */
  async function bloquear(email: string, red: string): Promise<void> {
    for (const ip of [`${red}.1`, `${red}.2`])
      for (let i = 0; i < 5; i += 1) expect((await login(email, 'adivina', ip)).status).toBe(401);
  }
  const enLista = async (email: string): Promise<Json> =>
    (await prueba.como('admin').get(`/api/usuarios?search=${encodeURIComponent(email)}`)).body.data.find(
      (u: Json) => u.email === email,
    );

  it('una cuenta bloqueada desde dos redes: la lista lo dice, el admin la desbloquea (auditado) y entra desde otra', async () => {
    const gerente = await crearUsuario(prueba.dataSource, { rol: 'gerente' });
    await bloquear(gerente.email, '10.60.0');
    const nueva = await login(gerente.email, CONTRASENA_FABRICA, '10.60.9.9');
    expect([nueva.status, nueva.body.code]).toEqual([429, 'DEMASIADOS_INTENTOS']);
    const bloqueado = await enLista(gerente.email);
    expect(Date.parse(bloqueado.bloqueadoHasta)).toBeGreaterThan(Date.now());
    expect((await enLista('admin@cartera.local')).bloqueadoHasta).toBeNull();

    // Un gerente no toca la cuenta de otro gerente; un cobrador, ninguna: 403 y sigue bloqueada.
    const porGerente = await prueba.como('gerente').post(`/api/usuarios/${gerente.id}/desbloqueo`);
    expect([porGerente.status, porGerente.body.code]).toEqual([403, 'SOLO_COBRADORES']);
    expect((await prueba.como('cobrador1').post(`/api/usuarios/${gerente.id}/desbloqueo`)).status).toBe(403);
    expect((await enLista(gerente.email)).bloqueadoHasta).not.toBeNull();

    const r = await prueba.como('admin').post(`/api/usuarios/${gerente.id}/desbloqueo`);
    expect(r.status).toBe(200);
    expect(r.body.message).toBe('Usuario desbloqueado');
    expect(r.body.data).toMatchObject({ _id: gerente.id, bloqueadoHasta: null });
    expect((await enLista(gerente.email)).bloqueadoHasta).toBeNull();
    expect((await login(gerente.email, CONTRASENA_FABRICA, '10.60.9.9')).status).toBe(200);
    const [evento]: Json[] = await prueba.dataSource.query(
      `SELECT usuario, modulo, detalles FROM auditoria WHERE accion = 'Desbloquear usuario' AND detalles LIKE $1`,
      [`%${gerente.email}%`],
    );
    expect(evento).toEqual({
      usuario: (await prueba.cuenta('admin')).nombre,
      modulo: 'Usuarios',
      detalles: `Cuenta de ${gerente.nombre} (${gerente.email}) desbloqueada: 10 intento(s) fallido(s) olvidado(s)`,
    });
  }, 90_000); // 12 sign-ins, each an argon2 check.

  it('un gerente desbloquea a un cobrador; un id que no existe es 404', async () => {
    const cobrador = await crearUsuario(prueba.dataSource, { rol: 'cobrador' });
    await bloquear(cobrador.email, '10.61.0');
    expect((await prueba.como('gerente').post(`/api/usuarios/${cobrador.id}/desbloqueo`)).status).toBe(200);
    expect((await login(cobrador.email, CONTRASENA_FABRICA, '10.61.9.9')).status).toBe(200);
    expect((await prueba.como('admin').post('/api/usuarios/00000000-0000-4000-8000-000000000000/desbloqueo')).status).toBe(404);
  }, 90_000);
});
