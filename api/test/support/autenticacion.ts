// La aplicación de las pruebas de autenticación (auth.e2e-spec.ts, auth-renovacion.e2e-spec.ts) con sus atajos: entrar
// con un correo y una contraseña (desde una IP), abrir una sesión para un token hecho a mano e insertar intentos
// fallidos.
import { usarAppPrueba } from './app-del-archivo';
import type { AppPrueba } from './app-prueba';

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
  const login = (email: unknown, password: unknown, ip?: string) =>
    prueba.pedir({ metodo: 'POST', ruta: '/api/auth/login', cuerpo: { email, password }, ip });
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
