import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DemoService } from '../src/demo/demo.service';

// Los pasos de demostración de todos los módulos (clientes, préstamos…) corren aquí: más que el tiempo por defecto.
jest.setTimeout(60_000);
import { crearAppPrueba, type AppPrueba, type Json } from './support/app-prueba';

async function vaciarUsuarios(prueba: AppPrueba): Promise<void> {
  await prueba.dataSource.query('DELETE FROM usuarios');
}

describe('datos de demostración (DEMO_DATA=1)', () => {
  let prueba: AppPrueba;

  beforeAll(async () => {
    prueba = await crearAppPrueba({ entorno: { DEMO_DATA: '1' } });
    await vaciarUsuarios(prueba);
  });
  afterAll(async () => {
    await prueba?.cerrar();
  });

  it('con la base sin usuarios crea las cinco cuentas de demostración, y repetirlo no duplica nada', async () => {
    const demo = prueba.app.get(DemoService);
    const primera = await demo.prepararDatos();
    const segunda = await demo.prepararDatos();
    expect(primera).toEqual(segunda);
    expect(primera.modo).toBe('demo');
    const emails = primera.modo === 'demo' ? primera.cuentas.map((c) => c.email) : [];
    expect(emails).toEqual([
      'admin@cartera.local',
      'gerente@cartera.local',
      'cobrador1@cartera.local',
      'cobrador2@cartera.local',
      'cobrador3@cartera.local',
    ]);
    const filas: Json[] = await prueba.dataSource.query(
      'SELECT rol, zona, telefono FROM usuarios ORDER BY email',
    );
    expect(filas).toHaveLength(5);
    expect(filas.every((f) => /^\d{10}$/.test(f.telefono) && f.zona)).toBe(true);
    const login = await prueba.pedir({
      metodo: 'POST',
      ruta: '/api/auth/login',
      cuerpo: { email: 'cobrador2@cartera.local', password: 'cartera123' },
    });
    expect(login.status).toBe(200);
  });

  it('no anuncia una cuenta cuya contraseña ya se cambió', async () => {
    const gerente = await prueba.cuenta('gerente');
    await prueba.pedir({
      metodo: 'PUT',
      ruta: `/api/usuarios/${gerente.id}/password`,
      token: await prueba.token('admin'),
      cuerpo: { password: 'otra-clave-del-gerente' },
    });
    const datos = await prueba.app.get(DemoService).prepararDatos();
    expect(datos.modo === 'demo' && datos.cuentas.map((c) => c.email)).not.toContain('gerente@cartera.local');
  });
});

describe('primer administrador sin datos de demostración', () => {
  let prueba: AppPrueba;

  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'cartera-admin-'));
    prueba = await crearAppPrueba({ entorno: { DATA_DIR: dataDir } });
    await vaciarUsuarios(prueba);
  });
  afterAll(async () => {
    await prueba?.cerrar();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('con la base vacía crea un admin con contraseña generada (en un archivo 0600, nunca en el registro) y nunca cartera123', async () => {
    const demo = prueba.app.get(DemoService);
    const datos = await demo.prepararDatos();
    const archivo = path.join(dataDir, 'admin-inicial.txt');
    expect(datos).toEqual({ modo: 'real', adminInicial: { email: 'admin@cartera.local', archivoPassword: archivo } });
    expect(statSync(archivo).mode & 0o777).toBe(0o600);
    const password = /Contraseña: ([\w-]{16})\n/.exec(readFileSync(archivo, 'utf8'))?.[1];
    expect(password).toBeDefined();
    const conGenerada = await prueba.pedir({
      metodo: 'POST',
      ruta: '/api/auth/login',
      cuerpo: { email: 'admin@cartera.local', password },
    });
    expect(conGenerada.status).toBe(200);
    const conDemo = await prueba.pedir({
      metodo: 'POST',
      ruta: '/api/auth/login',
      cuerpo: { email: 'admin@cartera.local', password: 'cartera123' },
    });
    expect(conDemo.status).toBe(401);
    expect(await demo.prepararDatos()).toEqual({ modo: 'real', adminInicial: null });
    const [{ n }] = await prueba.dataSource.query('SELECT count(*)::int AS n FROM usuarios');
    expect(n).toBe(1);
  });
});

describe('primer administrador desde ADMIN_EMAIL y ADMIN_PASSWORD', () => {
  let prueba: AppPrueba;

  beforeAll(async () => {
    prueba = await crearAppPrueba({
      entorno: { ADMIN_EMAIL: 'Duena@Prestamos.co', ADMIN_PASSWORD: 'una-clave-larga' },
    });
    await vaciarUsuarios(prueba);
  });
  afterAll(async () => {
    await prueba?.cerrar();
  });

  it('usa el email y la contraseña dados, sin mostrar la contraseña', async () => {
    const datos = await prueba.app.get(DemoService).prepararDatos();
    expect(datos).toEqual({
      modo: 'real',
      adminInicial: { email: 'duena@prestamos.co' },
    });
    const login = await prueba.pedir({
      metodo: 'POST',
      ruta: '/api/auth/login',
      cuerpo: { email: 'duena@prestamos.co', password: 'una-clave-larga' },
    });
    expect(login.status).toBe(200);
    expect(login.body.usuario.rol).toBe('admin');
  });
});
