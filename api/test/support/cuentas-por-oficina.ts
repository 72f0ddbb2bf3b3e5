// Oficinas y cuentas de una prueba de oficinas (issue 68): una oficina nueva y una cuenta (gerente o cobrador) en las
// oficinas que se digan, creadas por el administrador por la API, con el token de su sesión.
import { randomUUID } from 'node:crypto';
import type { AppPrueba } from './app-prueba';

/** Una oficina nueva (por el administrador): su id. */
export async function crearOficina(prueba: AppPrueba, codigo: string, nombre: string): Promise<string> {
  const r = await prueba.como('admin').post('/api/oficinas', { codigo, nombre, ciudad: 'Medellín' });
  if (r.status !== 201) throw new Error(`No se creó la oficina: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body.data._id;
}

/**
 * Una cuenta nueva por `ruta` (un gerente por /api/usuarios con `rol`, un cobrador por /api/cobradores), con `cuerpo`
 * (sus `oficinas`): su id y un token de su sesión.
 */
export async function crearCuenta(
  prueba: AppPrueba,
  ruta: '/api/usuarios' | '/api/cobradores',
  cuerpo: Record<string, unknown>,
): Promise<{ id: string; token: string }> {
  const sufijo = randomUUID().slice(0, 8);
  const r = await prueba.como('admin').post(ruta, {
    nombre: `Cuenta ${sufijo}`,
    email: `cuenta-${sufijo}@cartera.local`,
    password: 'Clave-segura-123',
    ...cuerpo,
  });
  if (r.status !== 201) throw new Error(`No se creó la cuenta: ${r.status} ${JSON.stringify(r.body)}`);
  const id: string = r.body.data._id;
  const [cuenta] = await prueba.dataSource.query(
    `SELECT rol, credenciales_version FROM usuarios WHERE id = $1`,
    [id],
  );
  return {
    id,
    token: await prueba.token({ id, rol: cuenta.rol, credencialesVersion: cuenta.credenciales_version }),
  };
}
