import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ESTADOS_GARANTIA, hoyBogota } from '@cartera/dominio';
import { DemoService, MENSAJE_ADMIN_PRODUCCION } from '../src/demo/demo.service';
import { crearAppPrueba, type AppPrueba, type Json } from './support/app-prueba';
import { entrar } from './support/autenticacion';

// Los pasos de demostración de todos los módulos (clientes, préstamos…) corren aquí: más que el tiempo por defecto
// (el de cada prueba y gancho, no el del registro: el archivo corre en un grupo).
const LIMITE_MS = 60_000;

/** Una base como recién creada para la demostración: sin usuarios y sin pasos de demostración hechos. */
async function vaciarUsuarios(prueba: AppPrueba): Promise<void> {
  await prueba.dataSource.query('DELETE FROM usuarios');
  await prueba.dataSource.query('DELETE FROM semillas_demo');
}

/**
 * Una aplicación propia sobre una base sin usuarios (una instalación nueva) con `entorno`; con `prefijoDataDir`, su
 * DATA_DIR es una carpeta temporal que se borra al final. `prueba` y `dataDir` se leen dentro de las pruebas.
 */
function usarInstalacionNueva(entorno: Record<string, string>, prefijoDataDir?: string) {
  let abierta: AppPrueba | undefined;
  let dataDir = '';
  beforeAll(async () => {
    if (prefijoDataDir) dataDir = mkdtempSync(path.join(tmpdir(), prefijoDataDir));
    abierta = await crearAppPrueba({ entorno: prefijoDataDir ? { ...entorno, DATA_DIR: dataDir } : entorno });
    await vaciarUsuarios(abierta);
  }, LIMITE_MS);
  afterAll(async () => {
    await abierta?.cerrar();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }, LIMITE_MS);
  return {
    get prueba(): AppPrueba {
      if (!abierta) throw new Error('La instalación nueva aún no está abierta');
      return abierta;
    },
    get dataDir() {
      return dataDir;
    },
  };
}

describe('datos de demostración (DEMO_DATA=1)', () => {
  let prueba: AppPrueba;

  // La base sale de la plantilla con la demostración (support/plantilla-demo.ts): sembrada desde una base sin usuarios
  // ni pasos hechos, como el primer arranque; el primer archivo que la pide en la corrida la siembra.
  beforeAll(async () => {
    prueba = await crearAppPrueba({ conDemo: true });
  }, 180_000);
  afterAll(async () => {
    await prueba?.cerrar();
  }, LIMITE_MS);

  it('desde la base sin usuarios crea las seis cuentas de demostración, y repetirlo no duplica nada', async () => {
    const demo = prueba.app.get(DemoService);
    const primera = await demo.prepararDatos();
    const segunda = await demo.prepararDatos();
    expect(primera).toEqual(segunda);
    expect(primera.modo).toBe('demo');
    const emails = primera.modo === 'demo' ? primera.cuentas.map((c) => c.email) : [];
    expect(emails).toEqual([
      'admin@cartera.local',
      'gerente@cartera.local',
      'gerente2@cartera.local',
      'cobrador1@cartera.local',
      'cobrador2@cartera.local',
      'cobrador3@cartera.local',
    ]);
    const filas: Json[] = await prueba.dataSource.query(
      'SELECT rol, zona, telefono FROM usuarios ORDER BY email',
    );
    expect(filas).toHaveLength(6);
    expect(filas.every((f) => /^\d{10}$/.test(f.telefono) && f.zona)).toBe(true);
    const login = await entrar(prueba, 'cobrador2@cartera.local', 'cartera123');
    expect(login.status).toBe(200);
  }, LIMITE_MS);

  it('dos oficinas, cada una con su gerente, sus cobradores, sus clientes y sus préstamos', async () => {
    const oficinas: Json[] = await prueba.dataSource.query(
      `SELECT o.codigo, o.ciudad,
              (SELECT array_agg(u.email ORDER BY u.email) FROM usuarios_oficinas uo JOIN usuarios u ON u.id = uo.usuario_id
               WHERE uo.oficina_id = o.id) AS cuentas,
              (SELECT count(*)::int FROM clientes c WHERE c.oficina_id = o.id) AS clientes,
              (SELECT count(*)::int FROM prestamos p WHERE p.oficina_id = o.id) AS prestamos
       FROM oficinas o ORDER BY o.codigo`,
    );
    expect(oficinas.map((o) => [o.codigo, o.ciudad, o.cuentas])).toEqual([
      ['CENTRO', 'Bogotá', ['cobrador1@cartera.local', 'cobrador3@cartera.local', 'gerente@cartera.local']],
      ['NORTE', 'Medellín', ['cobrador2@cartera.local', 'gerente2@cartera.local']],
    ]);
    for (const oficina of oficinas) {
      expect(oficina.clientes).toBeGreaterThan(5);
      expect(oficina.prestamos).toBeGreaterThan(5);
    }
    // Cada préstamo y cada cobro está en la oficina de su cliente; cada cliente con cobrador, en la de su cobrador.
    const [descuadres]: Json[] = await prueba.dataSource.query(
      `SELECT (SELECT count(*)::int FROM prestamos p JOIN clientes c ON c.id = p.cliente_id WHERE p.oficina_id <> c.oficina_id) AS prestamos,
              (SELECT count(*)::int FROM cobros co JOIN prestamos p ON p.id = co.prestamo_id WHERE co.oficina_id <> p.oficina_id) AS cobros,
              (SELECT count(*)::int FROM clientes c JOIN usuarios_oficinas uo ON uo.usuario_id = c.cobrador_id
               WHERE uo.oficina_id <> c.oficina_id) AS clientes`,
    );
    expect(descuadres).toEqual({ prestamos: 0, cobros: 0, clientes: 0 });
    const login = await entrar(prueba, 'gerente2@cartera.local', 'cartera123');
    expect(login.status).toBe(200);
  }, LIMITE_MS);

  it('las garantías salen en los cuatro estados, según el préstamo, con documentos PDF de verdad', async () => {
    const token = await prueba.token('admin');
    const r = await prueba.pedir({ metodo: 'GET', ruta: '/api/garantias?limit=100', token });
    expect(r.status).toBe(200);
    const garantias: Json[] = r.body.data;
    expect(garantias.length).toBeGreaterThanOrEqual(15);
    expect(garantias.length).toBeLessThanOrEqual(25);
    for (const estado of ESTADOS_GARANTIA) expect(garantias.some((g) => g.estado === estado)).toBe(true);
    expect(new Set(garantias.map((g) => g.tipo)).size).toBeGreaterThanOrEqual(3);
    // Liberada sólo si el préstamo se pagó; ejecutada en un préstamo cancelado o vencido; las verificadas tienen avalúo.
    const estados: Json[] = await prueba.dataSource.query(
      `SELECT g.estado AS garantia, p.estado AS prestamo, g.valor_avaluo AS avaluo
       FROM garantias g JOIN prestamos p ON p.id = g.prestamo_id`,
    );
    for (const { garantia, prestamo, avaluo } of estados) {
      if (garantia === 'liberada') expect(prestamo).toBe('pagado');
      if (garantia === 'ejecutada') expect(['cancelado', 'vencido']).toContain(prestamo);
      expect(avaluo === null).toBe(garantia === 'pendiente');
    }
    const archivos: Json[] = await prueba.dataSource.query(
      `SELECT d.checksum_sha256 AS checksum, a.contenido, d.mime
       FROM documentos d JOIN documentos_archivos a ON a.documento_id = d.id`,
    );
    expect(archivos.length).toBeGreaterThan(0);
    for (const { checksum, contenido, mime } of archivos) {
      expect(mime).toBe('application/pdf');
      expect(contenido.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(createHash('sha256').update(contenido).digest('hex')).toBe(checksum);
    }
    // Horas creíbles: registrada el día del préstamo entre las 8 y las 12 de Bogotá (o ahora, si eso sería futuro),
    // cambiada después de registrarse; sus documentos, subidos a lo sumo cinco minutos después.
    const horas: Json[] = await prueba.dataSource.query(
      `SELECT p.fecha, to_char(g.created_at AT TIME ZONE 'America/Bogota', 'YYYY-MM-DD HH24') AS creada,
              g.created_at <= now() AS pasada, g.updated_at >= g.created_at AS en_orden,
              (SELECT bool_and(d.created_at = gd.created_at AND d.created_at BETWEEN g.created_at AND g.created_at + interval '5 minutes')
               FROM garantia_documentos gd JOIN documentos d ON d.id = gd.documento_id WHERE gd.garantia_id = g.id) AS documentos
       FROM garantias g JOIN prestamos p ON p.id = g.prestamo_id`,
    );
    for (const h of horas) {
      expect({ pasada: h.pasada, enOrden: h.en_orden, documentos: h.documentos ?? true }).toEqual({ pasada: true, enOrden: true, documentos: true });
      if (h.fecha !== hoyBogota()) {
        expect(h.creada.slice(0, 10)).toBe(h.fecha);
        expect(Number(h.creada.slice(11))).toBeGreaterThanOrEqual(8);
        expect(Number(h.creada.slice(11))).toBeLessThan(12);
      }
    }
    // Uno de la oficina del gerente («Oficina Centro»): el de otra oficina no lo ve (404).
    const [documento]: Json[] = await prueba.dataSource.query(
      `SELECT d.id FROM documentos d JOIN garantia_documentos gd ON gd.documento_id = d.id
       JOIN oficinas o ON o.id = d.oficina_id WHERE o.nombre = 'Oficina Centro' ORDER BY d.id LIMIT 1`,
    );
    const descarga = await prueba.pedir({
      metodo: 'GET',
      ruta: `/api/documentos/${documento.id}/archivo`,
      token: await prueba.token('gerente'),
    });
    expect(descarga.status).toBe(200);
    expect(descarga.headers['content-type']).toBe('application/pdf');
  }, LIMITE_MS);

  it('cada cobrador activo tiene su meta del mes en curso, con avance, y metas cumplidas y vencidas de meses atrás', async () => {
    const token = await prueba.token('admin');
    const delMes = await prueba.pedir({
      metodo: 'GET',
      ruta: `/api/metas-cobrador?periodo=${hoyBogota().slice(0, 7)}&limit=100`,
      token,
    });
    const metas: Json[] = delMes.body.data.data;
    const cobradores: Array<{ id: string }> = await prueba.dataSource.query(
      `SELECT id FROM usuarios WHERE rol = 'cobrador' AND estado = 'activo' ORDER BY id`,
    );
    expect(metas.map((m) => m.cobradorId).sort()).toEqual(cobradores.map((c) => c.id));
    expect(metas.some((m) => m.montoAlcanzado > 0 && m.porcentajeMonto > 0)).toBe(true);
    for (const meta of metas) expect(['pendiente', 'en_progreso']).toContain(meta.estado);
    const todas = await prueba.pedir({ metodo: 'GET', ruta: '/api/metas-cobrador?limit=100', token });
    const estados = todas.body.data.data.map((m: Json) => m.estado);
    expect(estados).toHaveLength(3 * cobradores.length);
    expect(estados).toContain('completada');
    expect(estados).toContain('vencida');
  }, LIMITE_MS);

  it('el flujo de caja parte de un saldo inicial que lo mantiene positivo y tiene movimientos de caja', async () => {
    const token = await prueba.token('admin');
    const flujo = (await prueba.pedir({ metodo: 'GET', ruta: '/api/flujo-caja', token })).body.data;
    const [{ primero }] = await prueba.dataSource.query(`SELECT min(fecha)::text AS primero FROM prestamos`);
    expect(flujo.saldoInicial.monto % 10_000_000).toBe(0);
    expect(flujo.saldoInicial.fecha < primero).toBe(true);
    expect(flujo.tarjetas.saldoActual).toBeGreaterThan(0);
    expect(flujo.tarjetas.totalIngresos).toBeGreaterThan(0);
    expect(flujo.tarjetas.totalEgresos).toBeGreaterThan(0);
    // Día a día desde el saldo inicial, la caja nunca queda en negativo.
    const historia = await prueba.pedir({
      metodo: 'GET',
      ruta: `/api/flujo-caja?desde=${flujo.saldoInicial.fecha}&hasta=${hoyBogota()}`,
      token,
    });
    expect(historia.status).toBe(200);
    expect(Math.min(...historia.body.data.periodos.map((p: Json) => p.saldoAcumulado))).toBeGreaterThan(0);
    const movimientos: Json[] = (
      await prueba.pedir({ metodo: 'GET', ruta: '/api/flujo-caja/movimientos?limit=100', token })
    ).body.data;
    expect(movimientos.length).toBeGreaterThanOrEqual(20);
    expect(movimientos.length).toBeLessThanOrEqual(40);
    expect(new Set(movimientos.map((m) => `${m.tipo}/${m.categoria}`))).toEqual(
      new Set(['egreso/gastos', 'egreso/comisiones', 'egreso/otros', 'ingreso/otros', 'ingreso/capital']),
    );
    expect(movimientos.every((m) => m.fecha <= hoyBogota() && m.registradoPor !== null)).toBe(true);
    // La caja de la oficina en el libro mayor (sin el efectivo de los cobradores) tampoco queda nunca en negativo: un
    // aporte de capital la fondea (docs/decisiones/fondeo-de-la-caja.md).
    const [{ minimo }] = await prueba.dataSource.query(`
      WITH dias AS (
        SELECT l.fecha, sum(l.debito - l.credito) AS neto
        FROM contabilidad_lineas l JOIN contabilidad_cuentas c ON c.id = l.cuenta_id
        WHERE c.clave = 'caja_oficina' GROUP BY l.fecha
      )
      SELECT min(saldo)::float8 AS minimo FROM (SELECT sum(neto) OVER (ORDER BY fecha) AS saldo FROM dias) s`);
    expect(minimo).toBeGreaterThanOrEqual(150_000_000);
  }, LIMITE_MS);

  it('cada oficina tiene sus cuentas de recaudo (Centro una de cada tipo), activas y con su subcuenta de Bancos', async () => {
    const token = await prueba.token('admin');
    const cuentas = (await prueba.pedir({ metodo: 'GET', ruta: '/api/pagos/cuentas', token })).body.data;
    const tiposDe = (oficina: string) =>
      cuentas
        .filter((c: { oficina: { nombre: string } }) => c.oficina.nombre === oficina)
        .map((c: { tipo: string }) => c.tipo)
        .sort();
    expect(tiposDe('Oficina Centro')).toEqual(['banco', 'breb', 'daviplata', 'nequi']);
    expect(tiposDe('Oficina Norte')).toEqual(['banco', 'nequi']);
    for (const cuenta of cuentas) {
      expect(cuenta.activa).toBe(true);
      expect(cuenta.cuentaContable.codigo).toMatch(/^111005\d{2}$/);
    }
  }, LIMITE_MS);

  it('sembrar otra vez no agrega garantías, documentos, metas ni movimientos, ni cambia el saldo inicial', async () => {
    const contar = async () =>
      (
        await prueba.dataSource.query(
          `SELECT (SELECT count(*)::int FROM garantias) AS garantias, (SELECT count(*)::int FROM documentos) AS documentos,
                  (SELECT count(*)::int FROM metas_cobrador) AS metas, (SELECT count(*)::int FROM movimientos_caja) AS movimientos,
                  (SELECT saldo_inicial_caja FROM configuracion_organizacion) AS saldo,
                  (SELECT count(*)::int FROM auditoria) AS eventos`,
        )
      )[0];
    const antes = await contar();
    await prueba.app.get(DemoService).prepararDatos();
    expect(await contar()).toEqual(antes);
  }, LIMITE_MS);

  it('cada paso corre una vez por base: lo borrado no vuelve, y un paso nuevo llega a una base de demostración vieja', async () => {
    const demo = prueba.app.get(DemoService);
    const pasos: Array<{ nombre: string }> = await prueba.dataSource.query(`SELECT nombre FROM semillas_demo ORDER BY nombre`);
    expect(pasos.map((p) => p.nombre)).toEqual(
      [
        'Clientes',
        'Cuentas de recaudo',
        'Flujo de caja',
        'Garantías',
        'Metas de cobradores',
        'Oficinas',
        'Préstamos y cobros',
        'Tasas de usura',
        'Usuarios',
      ].sort(),
    );
    // La persona borra los gastos de ejemplo: el siguiente arranque no los trae otra vez.
    await prueba.dataSource.query(`DELETE FROM movimientos_caja`);
    await demo.prepararDatos();
    expect((await prueba.dataSource.query(`SELECT count(*)::int AS n FROM movimientos_caja`))[0].n).toBe(0);
    // Una base de demostración de antes de las metas (sin metas ni su marca) las recibe al arrancar.
    await prueba.dataSource.query(`DELETE FROM metas_cobrador`);
    await prueba.dataSource.query(`DELETE FROM semillas_demo WHERE nombre = 'Metas de cobradores'`);
    await demo.prepararDatos();
    expect((await prueba.dataSource.query(`SELECT count(*)::int AS n FROM metas_cobrador`))[0].n).toBeGreaterThan(0);
  }, LIMITE_MS);

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
  }, LIMITE_MS);
});

describe('primer administrador sin datos de demostración', () => {
  const nueva = usarInstalacionNueva({}, 'cartera-admin-');

  it('con la base vacía crea un admin con contraseña generada (en un archivo 0600, nunca en el registro) y nunca cartera123', async () => {
    const { prueba, dataDir } = nueva;
    const demo = prueba.app.get(DemoService);
    const datos = await demo.prepararDatos();
    const archivo = path.join(dataDir, 'admin-inicial.txt');
    expect(datos).toEqual({ modo: 'real', adminInicial: { email: 'admin@cartera.local', archivoPassword: archivo } });
    expect(statSync(archivo).mode & 0o777).toBe(0o600);
    const password = /Contraseña: ([\w-]{16})\n/.exec(readFileSync(archivo, 'utf8'))?.[1];
    expect(password).toBeDefined();
    const conGenerada = await entrar(prueba, 'admin@cartera.local', password);
    expect(conGenerada.status).toBe(200);
    const conDemo = await entrar(prueba, 'admin@cartera.local', 'cartera123');
    expect(conDemo.status).toBe(401);
    expect(await demo.prepararDatos()).toEqual({ modo: 'real', adminInicial: null });
    const [{ n }] = await prueba.dataSource.query('SELECT count(*)::int AS n FROM usuarios');
    expect(n).toBe(1);
  }, LIMITE_MS);
});

describe('primer administrador desde ADMIN_EMAIL y ADMIN_PASSWORD', () => {
  const nueva = usarInstalacionNueva({ ADMIN_EMAIL: 'Duena@Prestamos.co', ADMIN_PASSWORD: 'una-clave-larga' });

  it('usa el email y la contraseña dados, sin mostrar la contraseña', async () => {
    const { prueba } = nueva;
    const datos = await prueba.app.get(DemoService).prepararDatos();
    expect(datos).toEqual({
      modo: 'real',
      adminInicial: { email: 'duena@prestamos.co' },
    });
    const login = await entrar(prueba, 'duena@prestamos.co', 'una-clave-larga');
    expect(login.status).toBe(200);
    expect(login.body.usuario.rol).toBe('admin');
  }, LIMITE_MS);
});

describe('primer administrador en producción (como el Deployment de infra/k8s: NODE_ENV=production, DEMO_DATA=false)', () => {
  const nueva = usarInstalacionNueva(
    {
      NODE_ENV: 'production',
      DEMO_DATA: 'false',
      TRUST_PROXY: '1',
      CANALES_KEY: `k1:${Buffer.alloc(32, 7).toString('base64')}`,
    },
    'cartera-admin-prod-',
  );

  it('sin ADMIN_PASSWORD no arranca con la base vacía: ni usuario sin contraseña conocida ni archivo en DATA_DIR', async () => {
    const { prueba, dataDir } = nueva;
    await expect(prueba.app.get(DemoService).prepararDatos()).rejects.toThrow(MENSAJE_ADMIN_PRODUCCION);
    const [{ n }] = await prueba.dataSource.query('SELECT count(*)::int AS n FROM usuarios');
    expect(n).toBe(0);
    expect(readdirSync(dataDir)).toEqual([]);
  }, LIMITE_MS);
});
