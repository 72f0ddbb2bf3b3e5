// Respaldos (issues 39 y 45) sobre un PostgreSQL embebido real, como el de npm start: simulacro de restauración
// completo (datos → respaldo por la API, cifrado con la clave que Cartera generó → npm run restaurar en una carpeta
// nueva, que encuentra esa clave sola → mismas filas y mismas sumas de dinero), la clave (dónde queda, el aviso a los
// admins, «Ya guardé la clave en otro lugar», producción sin RESPALDOS_CLAVE), sha256 y manifiesto alterados,
// descarga, roles, 409, disco lleno, programación diaria y respaldo antes de migrar.
import { hoyBogota, instanteBogota } from '@cartera/dominio';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Client } from 'pg';
import { DataSource, type MigrationInterface, type QueryRunner } from 'typeorm';
import { clavesParaRestaurar, leerArchivoClave, resolverClaveRespaldos } from '../src/sistema/clave-respaldos';
import { CANDADOS } from '../src/database/candados';
import { huellaClave } from '../src/sistema/cifrado';
import { abrirSesionRespaldo, crearRespaldo } from '../src/sistema/respaldo';
import { opcionesBaseDatos } from '../src/database/data-source';
import { ejecutarMigraciones } from '../src/sistema/migrar';
import { MIGRACIONES } from '../src/database/migrations';
import {
  claveAvisoClaveRespaldos,
  opcionesRespaldo,
  RespaldosService,
} from '../src/sistema/respaldos.service';
import { mensajeSinClave, restaurar, type OpcionesRestaurar } from '../src/sistema/restaurar';
import { respaldosParaBorrar, ROTACION_POR_DEFECTO } from '../src/sistema/rotacion.rules';
import { leerConfiguracion } from '../src/config/configuracion';
import {
  crearAppPrueba,
  resolverConfiguracionPrueba,
  type AppPrueba,
  type Json,
} from './support/app-prueba';
import { arrancarEmbebidoHijo, type EmbebidoHijo } from './support/embebido-hijo';
import { CARPETA_PG_PRUEBAS, puertoLibre } from './support/entorno';
import { crearClientePrueba, crearPrestamoPrueba } from './support/fabricas-cartera';
import {
  abrir,
  alterarDentro,
  correr,
  entradasTar,
  fotografiar,
  MAIN,
  PDF,
  reemplazar,
  restaurarCli,
  sha256,
} from './support/archivos-de-respaldo';


describe('respaldos sobre el PostgreSQL embebido', () => {
  const carpeta = path.join(CARPETA_PG_PRUEBAS, `respaldos-${process.pid}`);
  const origenDir = path.join(carpeta, 'origen');
  const respaldosDir = path.join(origenDir, 'respaldos');
  /** La clave que la API generó al crearse (sin RESPALDOS_CLAVE, como npm start la primera vez). */
  const archivoClave = path.join(origenDir, 'claves', 'respaldos.key');
  const hijos: EmbebidoHijo[] = [];
  let origen: EmbebidoHijo;
  let prueba: AppPrueba;
  let admin: string;
  let clave: string;
  let respaldo: Json; // el del simulacro

  const pedirRespaldo = (token = admin) =>
    prueba.pedir({ metodo: 'POST', ruta: '/api/sistema/respaldos', token });
  const listar = async () =>
    (await prueba.pedir({ metodo: 'GET', ruta: '/api/sistema/respaldos', token: admin })).body.data;

  beforeAll(async () => {
    await rm(carpeta, { recursive: true, force: true });
    await mkdir(carpeta, { recursive: true });
    origen = await arrancarEmbebidoHijo(origenDir, await puertoLibre());
    hijos.push(origen);
    prueba = await crearAppPrueba({
      baseEmbebida: { url: origen.url, dataDir: origenDir },
      entorno: { RESPALDOS_HORA: '3', NOTIFICACIONES_TRABAJADORES: '1' },
    });
    admin = await prueba.token('admin');
    clave = (await leerArchivoClave(archivoClave)) ?? '';

    // Datos de una oficina: dos préstamos con plan, cobros, una garantía con su documento; cada escritura deja su
    // evento de auditoría.
    const hoy = hoyBogota();
    for (const monto of [40000, 125000]) {
      const cliente = await crearClientePrueba(prueba.dataSource);
      const prestamo = await crearPrestamoPrueba(
        prueba,
        admin,
        { cliente: cliente.id, monto, interes: 20, cuotas: 4, tipoAmortizacion: 'amortizable' },
      );
      for (const pago of [monto / 10, monto / 7]) {
        const cobro = await prueba.pedir({
          metodo: 'POST',
          ruta: '/api/cobros',
          token: admin,
          cuerpo: { prestamo: prestamo._id, monto: Math.round(pago), fecha: hoy },
        });
        expect(cobro.status).toBe(201);
      }
      const garantia = await prueba.pedir({
        metodo: 'POST',
        ruta: '/api/garantias',
        token: admin,
        cuerpo: {
          prestamo: prestamo._id,
          tipo: 'vehiculo',
          descripcion: 'Moto',
          valorDeclarado: 3500000.5,
          identificadorLegal: 'ABC12D',
        },
      });
      expect(garantia.status).toBe(201);
      const limite = '----respaldo';
      const partes = [
        ['tipo', 'garantia'],
        ['relacionadoTipo', 'garantia'],
        ['relacionadoId', garantia.body.data._id],
      ].map(
        ([nombre, valor]) =>
          `--${limite}\r\nContent-Disposition: form-data; name="${nombre}"\r\n\r\n${valor}\r\n`,
      );
      const cuerpo = Buffer.concat([
        Buffer.from(partes.join('')),
        Buffer.from(
          `--${limite}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
        ),
        PDF,
        Buffer.from(`\r\n--${limite}--\r\n`),
      ]);
      const subida = await prueba.app.inject({
        method: 'POST',
        url: '/api/documentos/upload',
        headers: {
          authorization: `Bearer ${admin}`,
          'content-type': `multipart/form-data; boundary=${limite}`,
        },
        payload: cuerpo,
      });
      expect(subida.statusCode).toBe(201);
    }
  }, 120_000);

  afterAll(async () => {
    await prueba?.cerrar();
    for (const hijo of hijos) await hijo.detener().catch(() => hijo.proceso.kill('SIGKILL'));
    await rm(carpeta, { recursive: true, force: true });
  }, 60_000);

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
    expect(lista.filter((nombre) => nombre.includes('claves') || nombre.includes('respaldos.key'))).toEqual([]);
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

    const restaurado = await arrancarEmbebidoHijo(destino, await puertoLibre());
    hijos.push(restaurado);
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
    expect(await readFile(archivoClave, 'utf8')).toContain('Sin esta clave no se puede restaurar ningún respaldo');
    // Un segundo arranque usa la misma clave (no genera otra).
    const config = leerConfiguracion({ DATA_DIR: origenDir });
    expect(await resolverClaveRespaldos(config)).toMatchObject({ valor: clave, origen: 'archivo', generada: false });

    // En otro computador (otro DATA_DIR, sin RESPALDOS_CLAVE): no se restaura y se dice qué indicar.
    const otroComputador = path.join(carpeta, 'otro-computador');
    const sinClave = await restaurarCli([archivo, '--destino', path.join(otroComputador, 'destino')], otroComputador);
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
    ).rejects.toThrow(`No existe el archivo de la clave ${path.join(carpeta, 'no-esta.key')} (--clave-archivo).`);
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

  it('un archivo alterado no se restaura: sha256 distinto, contenido distinto del manifiesto, otra versión de PostgreSQL', async () => {
    const archivo = path.join(respaldosDir, respaldo.archivo);
    const destino = path.join(carpeta, 'alterado');

    const claves = [{ valor: clave, fuente: 'la clave generada' }];
    const rechazo = (otro: string, extra: Partial<OpcionesRestaurar> = {}) =>
      restaurar({ archivo: otro, destino, claves, avisar: () => undefined, ...extra }).then(
        () => 'restaurado',
        (error: Error) => `${error.name}: ${error.message}`,
      );

    const danado = path.join(carpeta, 'danado.tar.gz.cifrado');
    const bytes = await readFile(archivo);
    bytes[Math.floor(bytes.length / 2)] ^= 0xff;
    await writeFile(danado, bytes);
    await copyFile(`${archivo}.sha256`, `${danado}.sha256`);
    expect(await rechazo(danado)).toMatch(
      /^ErrorRestauracion: El sha256 del respaldo no coincide \(esperado [0-9a-f]{64}, calculado/,
    );
    // El mismo byte cambiado con un .sha256 rehecho: la etiqueta GCM lo delata antes de escribir nada.
    await writeFile(`${danado}.sha256`, `${sha256(bytes)}  ${path.basename(danado)}\n`);
    expect(await rechazo(danado)).toBe(
      'ErrorRestauracion: No se pudo descifrar el respaldo con la clave de la clave generada: no es la clave con la que se hizo o el archivo fue alterado. Si el respaldo viene de otro computador, use la clave de ése (--clave-archivo <archivo> o RESPALDOS_CLAVE).',
    );

    const sinSha = path.join(carpeta, 'sin-sha.tar.gz.cifrado');
    await copyFile(archivo, sinSha);
    expect(await rechazo(sinSha)).toContain(
      'Indique el sha256 que muestra Configuración → Sistema → Respaldos con --sha256',
    );
    expect(await rechazo(sinSha, { sha256: '0'.repeat(64) })).toContain('El sha256 del respaldo no coincide');

    const cambiado = path.join(carpeta, 'cambiado.tar.gz.cifrado');
    await alterarDentro(archivo, cambiado, clave, (tar) =>
      reemplazar(tar, 'START WAL LOCATION', 'START WAL LOCATIOX'),
    );
    expect(await rechazo(cambiado)).toBe(
      'ErrorRestauracion: El contenido del respaldo no coincide con su manifiesto (datos/backup_label). No se restaura.',
    );

    // Un respaldo de otro PostgreSQL mayor (su PG_VERSION): se rechaza en cuanto se lee, sin extraer lo demás.
    const otraVersion = path.join(carpeta, 'otra-version.tar.gz.cifrado');
    await alterarDentro(archivo, otraVersion, clave, (tar) => {
      const cabecera = tar.indexOf('datos/PG_VERSION\0');
      expect(tar.subarray(cabecera + 512, cabecera + 515).toString()).toBe('18\n');
      tar.write('17', cabecera + 512);
    });
    expect(await rechazo(otraVersion)).toBe(
      'ErrorRestauracion: El respaldo es de PostgreSQL 17 y este Cartera trae PostgreSQL 18: una copia física sólo se restaura en la misma versión mayor. Use la versión de Cartera con la que se hizo el respaldo.',
    );
    // Y si sólo el manifiesto dice otra versión, tampoco.
    const otroManifiesto = path.join(carpeta, 'otro-manifiesto.tar.gz.cifrado');
    await alterarDentro(archivo, otroManifiesto, clave, (tar) =>
      reemplazar(tar, '"mayor": 18', '"mayor": 17'),
    );
    expect(await rechazo(otroManifiesto)).toContain(
      'El respaldo es de PostgreSQL 17 y este Cartera trae PostgreSQL 18',
    );

    // Nada quedó en el destino.
    expect(await readdir(destino).catch(() => [])).toEqual([]);
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
    expect(opciones).toMatchObject({ clave: 'clave-de-la-oficina-2026', copiaDir: path.join(carpeta, 'otro-disco') });
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
        claves: valores.map((valor, i) => ({ valor, fuente: i === 0 ? 'RESPALDOS_CLAVE' : `el archivo ${i}.key` })),
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

  it('con el disco lleno el respaldo falla con un motivo claro, sin archivo a medias, y queda en la lista', async () => {
    // Un disco de 512 KB (tmpfs) como carpeta de respaldos. Hace falta poder montar (root en Linux).
    const apartada = `${respaldosDir}.apartada`;
    await rename(respaldosDir, apartada);
    await mkdir(respaldosDir);
    const montaje = spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=512k', 'tmpfs', respaldosDir], {
      encoding: 'utf8',
    });
    if (montaje.status !== 0) {
      await rm(respaldosDir, { recursive: true });
      await rename(apartada, respaldosDir);
      throw new Error(`Esta prueba necesita montar un tmpfs (root): ${montaje.stderr}`);
    }
    try {
      const r = await pedirRespaldo();
      expect(r.status).toBe(500);
      expect(r.body.message).toMatch(
        /^Disco lleno: no queda espacio en .*respaldos para el respaldo\. Se borró el archivo a medias/,
      );
      expect(await readdir(respaldosDir)).toEqual([]);
      const [ultimo] = (await listar()).items;
      expect(ultimo).toMatchObject({ resultado: 'fallido', archivo: null, error: r.body.message });
    } finally {
      spawnSync('umount', [respaldosDir]);
      await rm(respaldosDir, { recursive: true, force: true });
      await rename(apartada, respaldosDir);
    }
  });

  it('la rotación poda los viejos antes de escribir el nuevo; el diario corre a RESPALDOS_HORA como «programado», uno por día', async () => {
    // Respaldos viejos (archivos de mentira con registro): uno por día durante 40 días desde hace 60.
    const viejos: Array<{ id: string; archivo: string }> = [];
    for (let dias = 60; dias > 20; dias--) {
      const archivo = `cartera-viejo-${dias}.tar.gz`;
      await writeFile(path.join(respaldosDir, archivo), 'x');
      const [{ id }] = await prueba.dataSource.query(
        `INSERT INTO respaldos (fecha, origen, resultado, archivo, tamano, sha256) VALUES (now() - $1 * interval '1 day', 'programado', 'exitoso', $2, 1, $3) RETURNING id`,
        [dias, archivo, 'a'.repeat(64)],
      );
      viejos.push({ id, archivo });
    }
    const previos: Array<{ id: string; fecha: Date }> = await prueba.dataSource.query(
      `SELECT id, fecha FROM respaldos WHERE resultado = 'exitoso'`,
    );
    // La vuelta del respaldo diario (cada 5 min en pg-boss) con el reloj de la prueba: RESPALDOS_HORA=3 rige mientras
    // la organización no elija otra hora; antes de las 03:00 no respalda, desde las 03:00 sí, una vez ese día.
    const servicio = prueba.app.get(RespaldosService);
    const dia = hoyBogota();
    expect(await servicio.respaldoDiario(instanteBogota(dia, '02:59'))).toBeNull();
    const programado: Json = await servicio.respaldoDiario(instanteBogota(dia, '03:00'));
    expect(programado).toMatchObject({ origen: 'programado' });
    expect(await servicio.respaldoDiario(instanteBogota(dia, '03:05'))).toBeNull();
    expect((await listar()).items.filter((r: Json) => r.origen === 'programado' && !String(r.archivo).startsWith('cartera-viejo'))).toHaveLength(1);
    expect(programado.resultado).toBe('exitoso');
    expect(existsSync(path.join(respaldosDir, programado.archivo))).toBe(true);

    // De 40 días viejos (21 a 60 días atrás) sólo quedan los que la política conserva (los que representan un día
    // de los 7 últimos con respaldo, una semana o un mes), contando el nuevo.
    const quedan = new Set((await listar()).items.map((r: Json) => r.id));
    const borrados = viejos.filter((v) => !quedan.has(v.id));
    expect(borrados.map((v) => v.id).sort()).toEqual(
      respaldosParaBorrar(previos, ROTACION_POR_DEFECTO, new Date(programado.fecha)).sort(),
    );
    // Conserva a lo sumo 11 de los 40 (6 días más, 3 semanas más y 2 meses más que los del nuevo), según el calendario.
    expect(borrados.length).toBeGreaterThanOrEqual(29);
    for (const v of borrados) expect(existsSync(path.join(respaldosDir, v.archivo))).toBe(false);
  }, 60_000);

  it('antes de migrar se hace un respaldo; si la migración falla, los datos siguen intactos y el mensaje dice cómo restaurar', async () => {
    class Rota1795352699998 implements MigrationInterface {
      name = 'Rota1795352699998';
      async up(queryRunner: QueryRunner) {
        await queryRunner.query(`DELETE FROM cobros`);
        await queryRunner.query(`SELECT 1 / 0`);
      }
      async down() {}
    }
    class Buena1795352699999 implements MigrationInterface {
      name = 'Buena1795352699999';
      async up(queryRunner: QueryRunner) {
        await queryRunner.query(`COMMENT ON TABLE respaldos IS 'Respaldos de la base'`);
      }
      async down() {}
    }
    const opciones = opcionesRespaldo(
      await resolverConfiguracionPrueba(
        leerConfiguracion({ DATA_DIR: origenDir, DATABASE_URL: origen.url }),
        origen.url,
        true,
      ),
    );
    const conectar = async (extra: Array<new () => MigrationInterface>) =>
      new DataSource({
        ...opcionesBaseDatos({ url: origen.url, maxConexiones: 2 }),
        migrations: [...MIGRACIONES, ...extra],
      }).initialize();
    const avisos: string[] = [];

    const antes = await fotografiar(origen.url);
    const rota = await conectar([Rota1795352699998]);
    let error: Error | undefined;
    try {
      await ejecutarMigraciones(rota, { respaldo: opciones, avisar: (m) => avisos.push(m) });
    } catch (e) {
      error = e as Error;
    } finally {
      await rota.destroy();
    }
    expect(error?.message).toContain('Falló una migración: division by zero');
    expect(error?.message).toContain('los datos anteriores están intactos');
    const previo = /npm run restaurar -- (\S+-migracion\.tar\.gz\.cifrado) --forzar/.exec(error?.message ?? '')?.[1];
    expect(previo && existsSync(previo)).toBe(true);
    expect(await fotografiar(origen.url)).toEqual(antes);

    const buena = await conectar([Buena1795352699999]);
    try {
      expect(await ejecutarMigraciones(buena, { respaldo: opciones, avisar: (m) => avisos.push(m) })).toEqual(
        ['Buena1795352699999'],
      );
    } finally {
      await buena.destroy();
    }
    const [registro] = (await listar()).items.filter((r: Json) => r.origen === 'migracion');
    expect(registro).toMatchObject({ resultado: 'exitoso', metodo: 'fisico' });
    expect(existsSync(path.join(respaldosDir, registro.archivo))).toBe(true);
    expect(avisos.filter((a) => a.startsWith('Respaldo previo a la migración'))).toHaveLength(2);
  }, 60_000);
});

describe('respaldos con DATABASE_URL', () => {
  it('sin un pg_dump de la versión del servidor, un respaldo manual se rechaza (422) con un mensaje claro y sin tocar nada', async () => {
    const dataDir = path.join(CARPETA_PG_PRUEBAS, `respaldos-externa-${process.pid}`);
    const prueba = await crearAppPrueba({ entorno: { DATA_DIR: dataDir } });
    try {
      const r = await prueba.pedir({
        metodo: 'POST',
        ruta: '/api/sistema/respaldos',
        token: await prueba.token('admin'),
      });
      expect(r.status).toBe(422);
      expect(r.body.code).toBe('RESPALDOS_NO_DISPONIBLES');
      // En esta máquina hay pg_dump 15 (Debian 12) o ninguno; el servidor es PostgreSQL 18.
      expect(r.body.message).toMatch(
        /^(pg_dump \d+ no sirve para un servidor PostgreSQL 18|No hay pg_dump en el PATH)/,
      );
      expect(r.body.message).toContain('postgresql-client-18');
      expect(existsSync(path.join(dataDir, 'respaldos'))).toBe(false);
      expect(await prueba.dataSource.query('SELECT * FROM respaldos')).toEqual([]);
    } finally {
      await prueba.cerrar();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
