import { cambiarPassword, crearUsuario, obtenerToken } from '../support/api';
import { CUENTAS } from '../support/entorno';
import {
  esperarRuta,
  esperarVisible,
  iniciarSesion,
  prueba,
  sesionGuardada,
  usarNavegador,
} from '../support/navegador';

usarNavegador();

/** A JWT with the right shape and a future expiry, signed with a key the server does not know. */
function tokenFalso(): string {
  const codificar = (valor: object) => Buffer.from(JSON.stringify(valor)).toString('base64url');
  const ahora = Math.floor(Date.now() / 1000);
  return [
    codificar({ alg: 'HS256', typ: 'JWT' }),
    codificar({ sub: '00000000-0000-4000-8000-000000000000', iat: ahora, exp: ahora + 3600 }),
    Buffer.from('firma-que-el-servidor-no-reconoce').toString('base64url'),
  ].join('.');
}

describe('sesión', () => {
  prueba('sin sesión, cualquier ruta privada lleva a /login', async ({ page }) => {
    for (const ruta of ['/dashboard', '/clientes', '/usuarios']) {
      await page.goto(ruta);
      await esperarRuta(page, '/login');
    }
  });

  prueba(
    'un token que el servidor rechaza (401) devuelve a /login y borra la sesión guardada',
    async ({ page }) => {
      await page.goto('/login');
      const usuario = {
        _id: '00000000-0000-4000-8000-000000000000',
        nombre: 'Alguien',
        email: 'alguien@cartera.local',
        rol: 'admin',
      };
      await page.evaluate(
        ([token, json]) => {
          window.localStorage.setItem('token', token);
          window.localStorage.setItem('usuario', json);
        },
        [tokenFalso(), JSON.stringify(usuario)] as const,
      );
      await page.goto('/dashboard');
      await esperarRuta(page, '/login');
      await esperarVisible(
        page.getByRole('button', { name: 'Entrar', exact: true }),
        'el formulario de inicio de sesión',
      );
      expect(await sesionGuardada(page)).toEqual({ token: null, usuario: null });
    },
  );

  prueba(
    'cambiar la contraseña revoca la sesión abierta: la siguiente carga vuelve a /login',
    async ({ page }) => {
      const tokenAdmin = await obtenerToken(CUENTAS.admin);
      const cuenta = { email: `e2e.revocar.${Date.now()}@cartera.local`, password: 'clave-inicial-1' };
      const usuario = await crearUsuario(tokenAdmin, {
        nombre: 'Sesión Revocada E2E',
        rol: 'gerente',
        ...cuenta,
      });
      await iniciarSesion(page, cuenta);
      await cambiarPassword(tokenAdmin, usuario._id, 'clave-nueva-2');
      await page.reload();
      await esperarRuta(page, '/login');
      expect(await sesionGuardada(page)).toEqual({ token: null, usuario: null });
    },
  );
});
