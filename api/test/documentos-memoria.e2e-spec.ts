// Subidas y descargas en flujo (issue 38): veinte subidas paralelas de 4 MB, y después sus veinte descargas, no
// llevan la API cerca de su límite de memoria (512 MiB en infra/k8s/base/api.yaml). Se mide la API real en un proceso
// hijo (api/src/main.ts con su PostgreSQL embebido): el pico de RSS (VmHWM de /proc) durante cada tanda. Cada
// archivo pasa en flujo a un archivo temporal y se guarda en partes de 256 KB; la descarga lee una parte a la vez.
// Antes, cada subida tenía el archivo entero en memoria más su copia en hexadecimal camino de PostgreSQL (≈ 20 MB por
// subida de 4 MB: unos 400 MB para las veinte).
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { CARPETA_PG_PRUEBAS, RAIZ_REPOSITORIO, puertoLibre } from './support/entorno';

const MAIN = path.join(RAIZ_REPOSITORIO, 'api', 'src', 'main.ts');
const REGISTRO_TS = path.join(__dirname, 'support', 'registrar-ts.cjs');
const SUBIDAS = 20;
const TAMANO = 4 * 1024 * 1024;
/**
 * Lo que el pico de RSS de la API puede pasar al de antes de cada tanda (MiB). Medido aquí: 33–43 al subir y ≈ 31 al
 * bajar; con el archivo entero en memoria eran 104 y 63.
 */
const CRECIMIENTO_MAXIMO_MIB = 70;
const LIMITE = '----cartera-memoria';

interface Respuesta {
  status: number;
  body: { data?: Record<string, unknown>; code?: string; message?: string };
}

/** Una petición JSON a la API hija. */
function pedirJson(
  puerto: number,
  metodo: string,
  ruta: string,
  token?: string,
  cuerpo?: unknown,
): Promise<Respuesta> {
  return new Promise((resolver, rechazar) => {
    const datos = cuerpo === undefined ? undefined : Buffer.from(JSON.stringify(cuerpo));
    const pedido = http.request(
      {
        host: '127.0.0.1',
        port: puerto,
        agent: false,
        method: metodo,
        path: ruta,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(datos ? { 'content-type': 'application/json', 'content-length': datos.length } : {}),
          // Cada escritura con su clave, como las del portal: las de dinero (y el alta de un cliente) la exigen.
          ...(metodo === 'GET' ? {} : { 'idempotency-key': randomUUID() }),
        },
      },
      (respuesta) => {
        let texto = '';
        respuesta.setEncoding('utf8');
        respuesta.on('data', (trozo: string) => (texto += trozo));
        respuesta.on('end', () =>
          resolver({ status: respuesta.statusCode ?? 0, body: texto ? JSON.parse(texto) : {} }),
        );
      },
    );
    pedido.on('error', rechazar);
    pedido.end(datos);
  });
}

/** Pico de RSS del proceso (VmHWM) en MiB. */
async function picoRss(pid: number): Promise<number> {
  const estado = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmHWM:\s+(\d+) kB/.exec(estado)?.[1]);
  return kb / 1024;
}

/** Vuelve a empezar el pico de RSS del proceso desde su RSS de ahora (Linux: clear_refs 5). */
const reiniciarPico = (pid: number) => writeFile(`/proc/${pid}/clear_refs`, '5');

describe('memoria de las subidas y descargas de documentos (la API en su propio proceso)', () => {
  const dataDir = path.join(CARPETA_PG_PRUEBAS, `documentos-memoria-${process.pid}`);
  let api: ChildProcess | undefined;
  const salida: string[] = [];
  let puerto = 0;
  let token = '';
  let prestamoId = '';

  beforeAll(async () => {
    puerto = await puertoLibre();
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(puerto),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(await puertoLibre()),
      DEMO_DATA: '0',
      ADMIN_EMAIL: 'admin.memoria@cartera.local',
      ADMIN_PASSWORD: 'clave-de-la-memoria-123',
      NODE_ENV: 'test',
      DOCUMENTOS_SUBIDAS_SIMULTANEAS: String(SUBIDAS),
      DOCUMENTOS_SUBIDAS_POR_MINUTO: String(SUBIDAS + 1),
    };
    for (const variable of [
      'DATABASE_URL',
      'JWT_SECRET',
      'PORTAL_DIR',
      'CORS_ORIGINS',
      'CARTERA_TRABAJADOR',
      'WEB_CONCURRENCY',
    ])
      delete env[variable];
    api = spawn(process.execPath, ['-r', REGISTRO_TS, MAIN], { cwd: RAIZ_REPOSITORIO, env, stdio: 'pipe' });
    api.stdout?.on('data', (datos: Buffer) => salida.push(datos.toString()));
    api.stderr?.on('data', (datos: Buffer) => salida.push(datos.toString()));
    const limite = Date.now() + 150_000;
    while (!salida.join('').includes('Cartera escuchando en')) {
      if (api.exitCode !== null) throw new Error(`La API terminó al arrancar:\n${salida.join('')}`);
      if (Date.now() > limite) throw new Error(`La API no arrancó a tiempo:\n${salida.join('')}`);
      await new Promise((r) => setTimeout(r, 200));
    }

    const sesion = await pedirJson(puerto, 'POST', '/api/auth/login', undefined, {
      email: 'admin.memoria@cartera.local',
      password: 'clave-de-la-memoria-123',
    });
    expect(sesion.status).toBe(200);
    token = sesion.body.data?.token as string;
    const cliente = await pedirJson(puerto, 'POST', '/api/clientes', token, {
      nombre: 'Cliente de la memoria',
      cedula: '77100009123',
      telefono: '3001234567',
      direccion: 'Calle 1 # 2-3',
      ciudad: 'Bogotá',
      autorizacionDatos: { canal: 'presencial_firmado' },
    });
    expect({ status: cliente.status, body: cliente.status === 201 ? null : cliente.body }).toEqual({
      status: 201,
      body: null,
    });
    const prestamo = await pedirJson(puerto, 'POST', '/api/prestamos', token, {
      cliente: cliente.body.data?._id ?? cliente.body.data?.id,
      monto: 40000,
      interes: 0,
      cuotas: 4,
      tipoAmortizacion: 'amortizable',
    });
    expect({ status: prestamo.status, body: prestamo.status === 201 ? null : prestamo.body }).toEqual({
      status: 201,
      body: null,
    });
    prestamoId = prestamo.body.data?._id as string;
  }, 200_000);

  afterAll(async () => {
    if (api && api.exitCode === null) {
      const fin = new Promise((resolver) => api?.on('exit', resolver));
      api.kill('SIGTERM');
      await Promise.race([fin, new Promise((r) => setTimeout(r, 20_000))]);
      if (api.exitCode === null) api.kill('SIGKILL');
    }
    await rm(dataDir, { recursive: true, force: true });
  });

  /** Un PDF de 4 MB (la cabecera y bytes al azar), el mismo para todas: el lado de la prueba no suma copias. */
  const archivo = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(TAMANO - 9)]);
  const suma = createHash('sha256').update(archivo).digest('hex');

  /** Sube `contenido` escribiéndolo en el cuerpo tal cual, sin armar el multipart entero en memoria. */
  const subir = (nombre: string, contenido = archivo) =>
    new Promise<Respuesta>((resolver, rechazar) => {
      const campo = (n: string, v: string) =>
        `--${LIMITE}\r\nContent-Disposition: form-data; name="${n}"\r\n\r\n${v}\r\n`;
      const inicio = Buffer.from(
        campo('relacionadoTipo', 'prestamo') +
          campo('relacionadoId', prestamoId) +
          `--${LIMITE}\r\nContent-Disposition: form-data; name="file"; filename="${nombre}"\r\nContent-Type: application/pdf\r\n\r\n`,
      );
      const fin = Buffer.from(`\r\n--${LIMITE}--\r\n`);
      const pedido = http.request(
        {
          host: '127.0.0.1',
          port: puerto,
          agent: false,
          method: 'POST',
          path: '/api/documentos/upload',
          headers: {
            authorization: `Bearer ${token}`,
            'content-type': `multipart/form-data; boundary=${LIMITE}`,
            'content-length': inicio.length + contenido.length + fin.length,
          },
        },
        (respuesta) => {
          let texto = '';
          respuesta.setEncoding('utf8');
          respuesta.on('data', (trozo: string) => (texto += trozo));
          respuesta.on('end', () => resolver({ status: respuesta.statusCode ?? 0, body: JSON.parse(texto) }));
        },
      );
      pedido.on('error', rechazar);
      pedido.write(inicio);
      pedido.write(contenido);
      pedido.end(fin);
    });

  /** Descarga un documento y devuelve su SHA-256 y su tamaño, sin juntar los bytes. */
  const descargar = (id: string) =>
    new Promise<{ status: number; suma: string; bytes: number }>((resolver, rechazar) => {
      http
        .get(
          {
            host: '127.0.0.1',
            port: puerto,
            agent: false,
            path: `/api/documentos/${id}/archivo`,
            headers: { authorization: `Bearer ${token}` },
          },
          (respuesta) => {
            const hash = createHash('sha256');
            let bytes = 0;
            respuesta.on('data', (trozo: Buffer) => {
              hash.update(trozo);
              bytes += trozo.length;
            });
            respuesta.on('end', () =>
              resolver({ status: respuesta.statusCode ?? 0, suma: hash.digest('hex'), bytes }),
            );
          },
        )
        .on('error', rechazar);
    });

  it(`${SUBIDAS} subidas paralelas de 4 MB y sus descargas: todo llega entero y el pico de RSS sube menos de ${CRECIMIENTO_MAXIMO_MIB} MiB`, async () => {
    const pid = api?.pid as number;
    // Una vuelta antes de medir: el primer uso carga el código de las subidas y llena los cachés.
    const primera = await subir('calentamiento.pdf');
    expect(primera.status).toBe(201);
    expect(await descargar(primera.body.data?._id as string)).toEqual({ status: 200, suma, bytes: TAMANO });

    await reiniciarPico(pid);
    const antesSubidas = await picoRss(pid);
    const respuestas = await Promise.all(
      Array.from({ length: SUBIDAS }, (_, i) => subir(`escritura-${i + 1}.pdf`)),
    );
    const picoSubidas = await picoRss(pid);
    expect(respuestas.map((r) => r.status)).toEqual(Array(SUBIDAS).fill(201));
    for (const r of respuestas)
      expect(r.body.data).toMatchObject({ sizeBytes: TAMANO, checksumSha256: suma, mime: 'application/pdf' });

    await reiniciarPico(pid);
    const antesDescargas = await picoRss(pid);
    const descargas = await Promise.all(respuestas.map((r) => descargar(r.body.data?._id as string)));
    const picoDescargas = await picoRss(pid);
    expect(descargas).toEqual(Array(SUBIDAS).fill({ status: 200, suma, bytes: TAMANO }));

    const medido = {
      subidas: Math.round(picoSubidas - antesSubidas),
      descargas: Math.round(picoDescargas - antesDescargas),
      picoMiB: Math.round(Math.max(picoSubidas, picoDescargas)),
    };
    console.log(`RSS de la API: ${JSON.stringify(medido)}`);
    expect({
      ...medido,
      dentro: medido.subidas < CRECIMIENTO_MAXIMO_MIB && medido.descargas < CRECIMIENTO_MAXIMO_MIB,
    }).toEqual({
      ...medido,
      dentro: true,
    });
  }, 240_000);
});
