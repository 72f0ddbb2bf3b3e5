// Respaldos (issues 39 y 45) sobre un PostgreSQL embebido real, como el de npm start: simulacro de restauración
// completo (datos → respaldo por la API, cifrado con la clave que Cartera generó → npm run restaurar en una carpeta
// nueva, que encuentra esa clave sola → mismas filas y mismas sumas de dinero), la clave (dónde queda, el aviso a los
// admins, «Ya guardé la clave en otro lugar», producción sin RESPALDOS_CLAVE, RESPALDOS_CLAVE y RESPALDOS_COPIA_DIR),
// descarga, roles y 409. Los archivos alterados, el disco lleno, la rotación, el respaldo antes de migrar y
// DATABASE_URL: respaldos-fallas.e2e-spec.ts.
import { copyFile, mkdir, readdir, readFile, stat } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import { clavesParaRestaurar, resolverClaveRespaldos } from '../src/sistema/clave-respaldos';
import { CANDADOS } from '../src/database/candados';
import { huellaClave } from '../src/sistema/cifrado';
import { abrirSesionRespaldo, crearRespaldo } from '../src/sistema/respaldo';
import {
  claveAvisoClaveRespaldos,
  opcionesRespaldo,
  RespaldosService,
} from '../src/sistema/respaldos.service';
import { mensajeSinClave, restaurar } from '../src/sistema/restaurar';
import { leerConfiguracion } from '../src/config/configuracion';
import { resolverConfiguracionPrueba, type AppPrueba, type Json } from './support/app-prueba';
import type { EmbebidoHijo } from './support/embebido-hijo';
import {
  abrir,
  correr,
  entradasTar,
  fotografiar,
  MAIN,
  restaurarCli,
  sha256,
} from './support/archivos-de-respaldo';
import { prepararOficinaRespaldos, type OficinaRespaldos } from './support/oficina-respaldos';

describe('respaldos sobre el PostgreSQL embebido', () => {
  let oficina: OficinaRespaldos;
  let carpeta: string;
  let origenDir: string;
  let respaldosDir: string;
  let archivoClave: string;
  let origen: EmbebidoHijo;
  let prueba: AppPrueba;
  let admin: string;
  let clave: string;
  let respaldo: Json; // el del simulacro
  const pedirRespaldo = (token?: string) => oficina.pedirRespaldo(token);
  const listar = () => oficina.listar();

  beforeAll(async () => {
    oficina = await prepararOficinaRespaldos('respaldos');
    ({ carpeta, origenDir, respaldosDir, archivoClave, origen, prueba, admin, clave } = oficina);
  }, 120_000);

  afterAll(() => oficina?.cerrar(), 60_000);

  it('simulacro: respaldo por la API, npm run restaurar en una carpeta nueva, y cada tabla tiene las mismas filas y el mismo dinero', async () => {
    const antes = await fotografiar(origen.url);
    expect(antes.filas.cobros).toBe(4);
    expect(antes.filas.documentos_archivos).toBe(2);
    expect(antes.filas.auditoria).toBeGreaterThan(0);
    expect(Object.keys(antes.dinero)).toEqual(expect.arrayContaining(['prestamos', 'cobros', 'cuotas']));

    const r = await pedirRespaldo();
    expect(r.status).toBe(201);
    respaldo = r.body.data;
    expect(respaldo).toMatchObject({
      resultado: 'exitoso',
      origen: 'manual',
      metodo: 'fisico',
      cifrado: true,
      error: null,
    });
    // Sin RESPALDOS_CLAVE, cifrado con la clave generada: nada legible (ni la contraseña de PostgreSQL) sin ella.
    expect(respaldo.archivo).toMatch(/^cartera-\d{8}-\d{9}-manual\.tar\.gz\.cifrado$/);
    const archivo = path.join(respaldosDir, respaldo.archivo);
    const contenido = await readFile(archivo);
    expect(contenido.subarray(0, 18).toString()).toBe('CARTERA-CIFRADO-1\n');
    const password = await readFile(path.join(origenDir, 'postgres-password'));
    for (const claro of [Buffer.from('backup_label'), Buffer.from('manifiesto.json'), password])
      expect(contenido.includes(claro)).toBe(false);
    expect(respaldo.sha256).toBe(sha256(contenido));
    expect(respaldo.tamano).toBe(contenido.length);
    expect((await readFile(`${archivo}.sha256`, 'utf8')).split(' ')[0]).toBe(respaldo.sha256);
    // Con la clave, un .tar.gz normal; la clave no va dentro (ni su archivo ni su valor).
    const tar = await abrir(archivo, clave);
    const lista = entradasTar(tar);
    expect(lista).toEqual(
      expect.arrayContaining([
        'datos/PG_VERSION',
        'datos/backup_label',
        'manifiesto.json',
        'postgres-password',
      ]),
    );
    expect(lista).not.toContain('datos/postmaster.pid');
    expect(lista.filter((nombre) => nombre.includes('claves') || nombre.includes('respaldos.key'))).toEqual(
      [],
    );
    expect(tar.includes(Buffer.from(clave))).toBe(false);
    const listado = await listar();
    expect(listado.items[0]).toMatchObject({ id: respaldo.id, resultado: 'exitoso' });
    expect(listado.ultimo.id).toBe(respaldo.id);
    const auditoria = await prueba.dataSource.query(
      `SELECT accion, modulo FROM auditoria WHERE accion = 'Crear respaldo'`,
    );
    expect(auditoria).toEqual([{ accion: 'Crear respaldo', modulo: 'Sistema' }]);

    // npm run restaurar en el mismo computador (mismo DATA_DIR): encuentra la clave generada sin que se la indiquen.
    const destino = path.join(carpeta, 'restaurado');
    const restauracion = await restaurarCli([archivo, '--destino', destino], origenDir);
    expect(restauracion.salida).toContain(`Clave verificada: el archivo ${archivoClave}.`);
    expect(restauracion.salida).toContain('Restauración completa');
    expect(restauracion.codigo).toBe(0);

    const restaurado = await oficina.arrancar(destino);
    const despues = await fotografiar(restaurado.url);
    // Lo mismo que había, más el registro de este respaldo (se copió mientras se hacía).
    expect(despues.filas).toEqual({ ...antes.filas, respaldos: antes.filas.respaldos + 1 });
    expect(despues.dinero).toEqual(antes.dinero);
    const cliente = new Client({ connectionString: restaurado.url });
    await cliente.connect();
    const registro = (
      await cliente.query('SELECT resultado, metodo, sha256 FROM respaldos WHERE id = $1', [respaldo.id])
    ).rows;
    await cliente.end();
    expect(registro).toEqual([{ resultado: 'exitoso', metodo: 'fisico', sha256: respaldo.sha256 }]);
    await restaurado.detener();

    // Restaurar otra vez sobre la misma carpeta: se niega (con --forzar apartaría la que hay).
    await expect(
      restaurar({ archivo, destino, claves: [{ valor: clave, fuente: 'prueba' }], avisar: () => undefined }),
    ).rejects.toThrow(`La carpeta ${path.join(destino, 'postgres')} no está vacía`);
  }, 90_000);

  it('la clave generada queda en DATA_DIR/claves (600), fuera de lo que se respalda; sin ella no se restaura y el mensaje dice dónde buscarla', async () => {
    const archivo = path.join(respaldosDir, respaldo.archivo);
    expect((await stat(archivoClave)).mode & 0o777).toBe(0o600);
    expect((await stat(path.dirname(archivoClave))).mode & 0o777).toBe(0o700);
    expect(clave).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await readFile(archivoClave, 'utf8')).toContain(
      'Sin esta clave no se puede restaurar ningún respaldo',
    );
    // Un segundo arranque usa la misma clave (no genera otra).
    const config = leerConfiguracion({ DATA_DIR: origenDir });
    expect(await resolverClaveRespaldos(config)).toMatchObject({
      valor: clave,
      origen: 'archivo',
      generada: false,
    });

    // En otro computador (otro DATA_DIR, sin RESPALDOS_CLAVE): no se restaura y se dice qué indicar.
    const otroComputador = path.join(carpeta, 'otro-computador');
    const sinClave = await restaurarCli(
      [archivo, '--destino', path.join(otroComputador, 'destino')],
      otroComputador,
    );
    expect(sinClave.codigo).toBe(1);
    expect(sinClave.salida).toContain(
      `No se restauró: ${mensajeSinClave(path.join(otroComputador, 'claves', 'respaldos.key'))}`,
    );
    expect(existsSync(path.join(otroComputador, 'destino'))).toBe(false);

    // Con la copia que el admin guardó (--clave-archivo) sí se abre; con RESPALDOS_CLAVE puesta después, la generada
    // de este DATA_DIR se sigue probando.
    const copia = path.join(carpeta, 'memoria-usb', 'respaldos.key');
    await mkdir(path.dirname(copia), { recursive: true });
    await copyFile(archivoClave, copia);
    const conCopia = await clavesParaRestaurar({ archivoIndicado: copia, archivoClave: 'no-existe' });
    expect(conCopia).toEqual([{ valor: clave, fuente: `el archivo ${copia}` }]);
    const despues = await clavesParaRestaurar({ clave: 'otra-clave-de-la-oficina-2027', archivoClave });
    expect(despues.map((c) => c.fuente)).toEqual(['RESPALDOS_CLAVE', `el archivo ${archivoClave}`]);
    // (La clave se verifica antes de mirar el destino: aquí se detiene sólo porque ya tiene la base del simulacro.)
    const avisos: string[] = [];
    await expect(
      restaurar({
        archivo,
        destino: path.join(carpeta, 'restaurado'),
        claves: despues,
        avisar: (m) => avisos.push(m),
      }),
    ).rejects.toThrow('no está vacía');
    expect(avisos).toContain(`Clave verificada: el archivo ${archivoClave}.`);
    await expect(
      clavesParaRestaurar({ archivoIndicado: path.join(carpeta, 'no-esta.key'), archivoClave }),
    ).rejects.toThrow(
      `No existe el archivo de la clave ${path.join(carpeta, 'no-esta.key')} (--clave-archivo).`,
    );
  }, 90_000);

  it('los admins reciben una vez el aviso de dónde está la clave; «Ya guardé la clave en otro lugar» queda con quién y cuándo, auditado', async () => {
    const lista = await listar();
    expect(lista.programacion.cifrado).toBe(true);
    expect(lista.clave).toEqual({ origen: 'archivo', archivo: archivoClave, guardada: null });

    // El aviso (main.ts lo pide al arrancar, después de crear el primer admin): en la campana de cada admin activo.
    const servicio = prueba.app.get(RespaldosService);
    await servicio.avisarClave();
    await servicio.avisarClave();
    const avisos: Array<{ titulo: string; mensaje: string; usuario: string }> = await prueba.dataSource.query(
      `SELECT d.titulo, d.mensaje, u.email AS usuario
       FROM notificaciones n JOIN notificaciones_destinatarios d ON d.notificacion_id = n.id
       JOIN usuarios u ON u.id = d.usuario_id
       WHERE n.origen = 'clave_respaldos' AND n.clave_origen = $1 AND n.tipo = 'sistema'`,
      [claveAvisoClaveRespaldos(huellaClave(clave))],
    );
    expect(avisos).toEqual([
      expect.objectContaining({ titulo: 'Guarde la clave de los respaldos', usuario: 'admin@cartera.local' }),
    ]);
    expect(avisos[0].mensaje).toContain(`en el archivo ${archivoClave}`);
    expect(avisos[0].mensaje).toContain('Sin esa clave no se puede restaurar ningún respaldo');

    // Sólo el admin confirma.
    for (const cuenta of ['gerente', 'cobrador1'] as const) {
      const r = await prueba.pedir({
        metodo: 'POST',
        ruta: '/api/sistema/respaldos/clave/guardada',
        token: await prueba.token(cuenta),
      });
      expect([cuenta, r.status]).toEqual([cuenta, 403]);
    }
    expect((await listar()).clave.guardada).toBeNull();

    const confirmar = () =>
      prueba.pedir({ metodo: 'POST', ruta: '/api/sistema/respaldos/clave/guardada', token: admin });
    const r = await confirmar();
    expect(r.status).toBe(201);
    expect(r.body.message).toBe('Quedó registrado que la clave de los respaldos está guardada en otro lugar');
    const nombreAdmin = (await prueba.cuenta('admin')).nombre;
    expect(r.body.data).toEqual({
      origen: 'archivo',
      archivo: archivoClave,
      guardada: { por: nombreAdmin, en: expect.any(String) },
    });
    expect(Date.now() - new Date(r.body.data.guardada.en).getTime()).toBeLessThan(60_000);
    expect((await listar()).clave).toEqual(r.body.data);
    const eventos = await prueba.dataSource.query(
      `SELECT usuario, modulo, detalles FROM auditoria WHERE accion = 'Confirmar clave de respaldos guardada'`,
    );
    expect(eventos).toEqual([
      {
        usuario: nombreAdmin,
        modulo: 'Sistema',
        detalles: `${nombreAdmin} confirmó que guardó fuera del servidor la clave de los respaldos (${archivoClave})`,
      },
    ]);

    // Confirmar otra vez no cambia nada: mismo registro, ningún evento nuevo; y ya no se avisa.
    const otra = await confirmar();
    expect(otra.status).toBe(201);
    expect(otra.body.data).toEqual(r.body.data);
    expect(
      await prueba.dataSource.query(
        `SELECT count(*)::int AS n FROM auditoria WHERE accion = 'Confirmar clave de respaldos guardada'`,
      ),
    ).toEqual([{ n: 1 }]);
    expect(await servicio.avisarClave()).toEqual(r.body.data);
  });

  it('con NODE_ENV=production la API no arranca sin RESPALDOS_CLAVE: lo dice y no toca nada', async () => {
    const dataDir = path.join(carpeta, 'produccion');
    const { codigo, salida } = await correr(MAIN, [], {
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      DATABASE_URL: 'postgres://cartera:cartera@127.0.0.1:1/cartera',
      JWT_SECRET: 'x'.repeat(40),
      CANALES_KEY: `k1:${Buffer.alloc(32, 7).toString('base64')}`,
    });
    expect(codigo).toBe(1);
    expect(salida).toContain('Configuración inválida');
    expect(salida).toContain('RESPALDOS_CLAVE es obligatorio cuando NODE_ENV=production');
    expect(existsSync(dataDir)).toBe(false);
  }, 60_000);

  it('con RESPALDOS_CLAVE el archivo se cifra con ella (AES-256-GCM) y se copia a RESPALDOS_COPIA_DIR; sin la clave o con otra no se restaura', async () => {
    const config = await resolverConfiguracionPrueba(
      leerConfiguracion({
        DATA_DIR: origenDir,
        DATABASE_URL: origen.url,
        RESPALDOS_CLAVE: 'clave-de-la-oficina-2026',
        RESPALDOS_COPIA_DIR: path.join(carpeta, 'otro-disco'),
      }),
      origen.url,
      true,
    );
    expect(config.respaldos.clave).toMatchObject({ origen: 'entorno', archivo: null, generada: false });
    const opciones = { ...opcionesRespaldo(config), carpeta: path.join(carpeta, 'cifrados') };
    expect(opciones).toMatchObject({
      clave: 'clave-de-la-oficina-2026',
      copiaDir: path.join(carpeta, 'otro-disco'),
    });
    const sesion = await abrirSesionRespaldo(origen.url);
    let cifrado;
    try {
      cifrado = await crearRespaldo(sesion, opciones, 'manual', null);
    } finally {
      await sesion.cerrar();
    }
    expect(cifrado.nombre).toMatch(/\.tar\.gz\.cifrado$/);
    const contenido = await readFile(cifrado.ruta);
    expect(contenido.subarray(0, 18).toString()).toBe('CARTERA-CIFRADO-1\n');
    expect(contenido.includes(Buffer.from('backup_label'))).toBe(false);
    expect(cifrado.avisoCopia).toBeUndefined();
    const copia = path.join(carpeta, 'otro-disco', cifrado.nombre);
    expect(sha256(await readFile(copia))).toBe(cifrado.sha256);
    expect(await readFile(`${copia}.sha256`, 'utf8')).toBe(`${cifrado.sha256}  ${cifrado.nombre}\n`);

    const destino = path.join(carpeta, 'restaurado'); // ya tiene la base del simulacro
    const intento = (...valores: string[]) =>
      restaurar({
        archivo: cifrado.ruta,
        destino,
        claves: valores.map((valor, i) => ({
          valor,
          fuente: i === 0 ? 'RESPALDOS_CLAVE' : `el archivo ${i}.key`,
        })),
        avisar: () => undefined,
      }).then(
        () => 'restaurado',
        (error: Error) => error.message,
      );
    expect(await intento()).toBe(mensajeSinClave());
    expect(await intento('otra-clave-cualquiera', clave)).toBe(
      'No se pudo descifrar el respaldo con la clave de RESPALDOS_CLAVE ni con la de el archivo 1.key: no es la clave con la que se hizo o el archivo fue alterado. Si el respaldo viene de otro computador, use la clave de ése (--clave-archivo <archivo> o RESPALDOS_CLAVE).',
    );
    // Con la clave correcta la etiqueta GCM se verifica y sigue; se detiene sólo porque el destino ya tiene una base
    // (la restauración completa la prueba el simulacro).
    expect(await intento(opciones.clave)).toContain('no está vacía');
    // Sin la clave generada: la de RESPALDOS_CLAVE nunca se escribe en DATA_DIR.
    expect(await readdir(path.join(origenDir, 'claves'))).toEqual(['respaldos.key']);
  }, 60_000);

  it('el admin descarga el archivo con el mismo sha256; gerente y cobrador reciben 403', async () => {
    const descarga = await prueba.app.inject({
      method: 'GET',
      url: `/api/sistema/respaldos/${respaldo.id}/archivo`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(descarga.statusCode).toBe(200);
    expect(descarga.headers['content-disposition']).toContain(`attachment; filename="${respaldo.archivo}"`);
    expect(sha256(descarga.rawPayload)).toBe(respaldo.sha256);
    for (const cuenta of ['gerente', 'cobrador1'] as const) {
      const token = await prueba.token(cuenta);
      for (const [metodo, ruta] of [
        ['GET', '/api/sistema/respaldos'],
        ['POST', '/api/sistema/respaldos'],
        ['GET', `/api/sistema/respaldos/${respaldo.id}/archivo`],
      ] as const) {
        const r = await prueba.pedir({ metodo, ruta, token });
        expect([cuenta, ruta, r.status]).toEqual([cuenta, ruta, 403]);
      }
    }
  });

  it('con un respaldo en curso, otro recibe 409 en español', async () => {
    const cliente = new Client({ connectionString: origen.url });
    await cliente.connect();
    try {
      await cliente.query('SELECT pg_advisory_lock($1)', [CANDADOS.respaldos]);
      const r = await pedirRespaldo();
      expect(r.status).toBe(409);
      expect(r.body).toMatchObject({
        success: false,
        code: 'RESPALDO_EN_CURSO',
        message: 'Ya hay un respaldo en curso. Espere a que termine e intente de nuevo.',
      });
    } finally {
      await cliente.end();
    }
  });
});
