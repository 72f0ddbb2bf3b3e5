// Entrar con un correo y una contraseña (`entrar`, desde una IP o con cabeceras): el POST /api/auth/login de toda
// prueba que inicia sesión. Y la aplicación de las pruebas de autenticación (auth.e2e-spec.ts,
// auth-renovacion.e2e-spec.ts) con sus atajos: abrir una sesión para un token hecho a mano e insertar intentos fallidos.
import { usarAppPrueba } from './app-del-archivo';
import type { AppPrueba, Peticion, RespuestaPrueba } from './app-prueba';

/** POST /api/auth/login con ese correo y esa contraseña (tal cual: también los inválidos), desde `ip` si se da. */
export function entrar(
  prueba: AppPrueba,
  email: unknown,
  password: unknown,
  desde: Pick<Peticion, 'ip' | 'cabeceras'> = {},
): Promise<RespuestaPrueba> {
  return prueba.pedir({ metodo: 'POST', ruta: '/api/auth/login', cuerpo: { email, password }, ...desde });
}

export async function insertarFallos(
  prueba: AppPrueba,
  ip: string,
  cantidad: number,
  email: (i: number) => string,
  minutosAtras: number,
): Promise<void> {
  for (let i = 0; i < cantidad; i += 1) {
    await prueba.dataSource.query(
      `INSERT INTO intentos_login (fecha, email, ip) VALUES (now() - make_interval(mins => $1), $2, $3)`,
      [minutosAtras, email(i), ip],
    );
  }
}

export function usarAutenticacion() {
  const login = (email: unknown, password: unknown, ip?: string) => entrar(prueba, email, password, { ip });
  /** Una fila de `sesiones` para un token hecho a mano: su id va como `jti`. */
  const abrirSesion = async (usuarioId: string): Promise<string> => {
    const [{ id }] = await prueba.dataSource.query(
      `INSERT INTO sesiones (id, usuario_id, expira_en) VALUES (gen_random_uuid(), $1, now() + interval '1 hour')
       RETURNING id`,
      [usuarioId],
    );
    return id;
  };

  const { prueba } = usarAppPrueba();

  return { login, abrirSesion, prueba };
}
