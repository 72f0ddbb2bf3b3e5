import { cambiarPassword, crearUsuario, obtenerToken } from '../support/api';
import { CUENTAS } from '../support/entorno';
import { esperarRuta, esperarVisible, iniciarSesion, prueba, sesionGuardada } from '../support/navegador';

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

/** The same session's claims with a signature the server does not accept: an access token that no longer works. */
function tokenFalsoDeSesion(token: string): string {
  const [cabecera, carga] = token.split('.');
  return [cabecera, carga, Buffer.from('firma-vencida').toString('base64url')].join('.');
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
    'un token de acceso que ya no sirve se renueva con la cookie HttpOnly: la pantalla carga sin volver a /login',
    async ({ page, context }) => {
      await iniciarSesion(page, CUENTAS.gerente);
      const cookies = await context.cookies();
      const renovacion = cookies.find((cookie) => cookie.name === 'cartera_renovacion');
      expect(renovacion).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth' });
      // The page's script cannot read it.
      expect(await page.evaluate(() => document.cookie)).not.toContain('cartera_renovacion');

      // The stored access token stops working (as when its 15 minutes pass): the next call renews it.
      const { token: original } = await sesionGuardada(page);
      await page.evaluate((token) => window.localStorage.setItem('token', token), tokenFalsoDeSesion(original ?? ''));
      const renovar = page.waitForResponse((r) => r.url().endsWith('/api/auth/renovar'));
      await page.goto('/clientes');
      expect((await renovar).status()).toBe(200);
      await esperarVisible(page.getByRole('heading', { name: 'Clientes', exact: true }), "el título 'Clientes'");
      await esperarRuta(page, '/clientes');
      const { token: nuevo } = await sesionGuardada(page);
      expect(nuevo).not.toBeNull();
      expect(nuevo).not.toBe(tokenFalsoDeSesion(original ?? ''));
      const carga = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
      expect(carga(nuevo ?? '').jti).toBe(carga(original ?? '').jti);
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
