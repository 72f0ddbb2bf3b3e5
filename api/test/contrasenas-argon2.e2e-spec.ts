// Contraseñas con argon2id (m = 19 MiB, t = 2, p = 1): los hashes anteriores (bcrypt y el scrypt de Node que usó
// la API antes) siguen entrando y quedan como argon2id con esos parámetros al primer inicio de sesión correcto.
import { verify } from 'argon2';
import { hash as hashBcrypt } from 'bcryptjs';
import { randomBytes, scryptSync } from 'node:crypto';
import { usarAppPrueba } from './support/app-del-archivo';
import { CONTRASENA_CUENTAS } from './support/app-prueba';
import { entrar } from './support/autenticacion';
import { CONTRASENA_FABRICA, crearUsuario } from './support/fabricas';

const ARGON2ID_PARAMETROS = /^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/;

/** Un hash en el formato `$scrypt$ln=15,r=8,p=1$…` que guardaba la API antes de argon2id, calculado aquí. */
function hashScryptAntiguo(contrasena: string): string {
  const sal = randomBytes(16);
  const clave = scryptSync(contrasena, sal, 32, { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 });
  return `$scrypt$ln=15,r=8,p=1$${sal.toString('base64')}$${clave.toString('base64')}`;
}

describe('contraseñas con argon2id', () => {
  const { prueba } = usarAppPrueba();

  const login = (email: string, password: string, ip: string) => entrar(prueba, email, password, { ip });
  const hashDe = async (id: string): Promise<string> =>
    (
      (await prueba.dataSource.query('SELECT password_hash FROM usuarios WHERE id = $1', [id])) as Array<{
        password_hash: string;
      }>
    )[0].password_hash;

  it.each([
    ['bcrypt', () => hashBcrypt(CONTRASENA_FABRICA, 4)],
    ['scrypt', async () => hashScryptAntiguo(CONTRASENA_FABRICA)],
  ])('un hash %s entra y queda como argon2id m=19 MiB, t=2, p=1', async (algoritmo, hashAntiguo) => {
    const usuario = await crearUsuario(prueba.dataSource);
    const antiguo = await hashAntiguo();
    await prueba.dataSource.query('UPDATE usuarios SET password_hash = $1 WHERE id = $2', [
      antiguo,
      usuario.id,
    ]);
    const ip = algoritmo === 'bcrypt' ? '10.40.0.1' : '10.40.0.2';

    // Una contraseña incorrecta no entra ni toca el hash.
    expect((await login(usuario.email, 'no-es-esta', ip)).status).toBe(401);
    expect(await hashDe(usuario.id)).toBe(antiguo);

    const entrada = await login(usuario.email, CONTRASENA_FABRICA, ip);
    expect(entrada.status).toBe(200);
    expect(entrada.body.data.token).toEqual(expect.any(String));
    const nuevo = await hashDe(usuario.id);
    expect(nuevo).toMatch(ARGON2ID_PARAMETROS);
    expect(await verify(nuevo, CONTRASENA_FABRICA)).toBe(true);

    // Con el hash nuevo sigue entrando y no se vuelve a rehacer; la incorrecta sigue sin entrar.
    expect((await login(usuario.email, CONTRASENA_FABRICA, ip)).status).toBe(200);
    expect(await hashDe(usuario.id)).toBe(nuevo);
    expect((await login(usuario.email, 'otra-cosa', ip)).status).toBe(401);
  });

  it('las cuentas nuevas y las de demostración se guardan con argon2id y entran', async () => {
    const usuario = await crearUsuario(prueba.dataSource, { password: 'otra-clave-de-prueba' });
    expect(await hashDe(usuario.id)).toMatch(ARGON2ID_PARAMETROS);
    expect((await login(usuario.email, 'otra-clave-de-prueba', '10.40.0.3')).status).toBe(200);
    const admin = await prueba.cuenta('admin');
    expect(await hashDe(admin.id)).toMatch(ARGON2ID_PARAMETROS);
    expect((await login(admin.email, CONTRASENA_CUENTAS, '10.40.0.4')).status).toBe(200);
  });

  it('un hash argon2id con otros parámetros se rehace con los actuales', async () => {
    const { hash, argon2id } = await import('argon2');
    const usuario = await crearUsuario(prueba.dataSource);
    const debil = await hash(CONTRASENA_FABRICA, {
      type: argon2id,
      memoryCost: 8192,
      timeCost: 1,
      parallelism: 1,
    });
    await prueba.dataSource.query('UPDATE usuarios SET password_hash = $1 WHERE id = $2', [
      debil,
      usuario.id,
    ]);
    expect((await login(usuario.email, CONTRASENA_FABRICA, '10.40.0.5')).status).toBe(200);
    expect(await hashDe(usuario.id)).toMatch(ARGON2ID_PARAMETROS);
  });
});
