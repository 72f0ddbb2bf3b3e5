// El documento OpenAPI contra el que `pedir` valida cada respuesta (respuestas-declaradas.ts). Swagger lo arma
// recorriendo todas las rutas de la aplicación, ≈ 0,7 s de CPU por archivo de pruebas, y sale igual en todos: las rutas
// y sus `@Responde` no dependen de la configuración. El primer archivo de una corrida lo pide a su aplicación y lo
// guarda en la carpeta de la corrida (global-setup la crea y global-teardown la borra); los demás lo leen de ahí. Sin
// documentación (API_DOCS=false), o en una corrida sin carpeta, se pide a la aplicación como siempre.
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

// El documento OpenAPI es JSON arbitrario.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Documento = any;

/** Dentro de la carpeta de la corrida; global-setup borra el de una corrida anterior con el mismo pid. */
export const ARCHIVO_OPENAPI = 'openapi.json';

/**
 * Lo leído de la carpeta, una vez por registro de módulos (los archivos de un grupo comparten uno,
 * docs/decisiones/tiempo-de-las-pruebas.md): el documento son varios MB de JSON. La clave lleva la fecha y el tamaño
 * del archivo, así que uno reescrito o borrado se vuelve a leer. Quien lo recibe sólo lo lee.
 */
const leidos = new Map<string, Promise<Documento | undefined>>();
async function leerGuardado(archivo: string): Promise<Documento | undefined> {
  const datos = await stat(archivo).catch(() => undefined);
  if (!datos) return undefined;
  const clave = `${archivo}:${datos.mtimeMs}:${datos.size}`;
  let leido = leidos.get(clave);
  if (!leido) {
    leido = readFile(archivo, 'utf8').then(
      (texto) => JSON.parse(texto) as Documento,
      () => undefined,
    );
    leidos.set(clave, leido);
  }
  return leido;
}

/** El documento de /api/docs-json, o `null` si la aplicación no lo publica. */
export async function documentoOpenApi(
  app: NestFastifyApplication,
  { publicado, carpeta }: { publicado: boolean; carpeta?: string },
): Promise<Documento | null> {
  const archivo = publicado && carpeta ? path.join(carpeta, ARCHIVO_OPENAPI) : undefined;
  if (archivo) {
    const guardado = await leerGuardado(archivo);
    if (guardado !== undefined) return guardado;
  }
  const respuesta = await app.inject({ method: 'GET', url: '/api/docs-json' });
  if (respuesta.statusCode !== 200) return null;
  if (archivo) {
    // Escrito aparte y renombrado: otro archivo de pruebas que lo lea a la vez nunca ve uno a medias.
    // Si no se puede guardar, el siguiente archivo lo vuelve a pedir a su aplicación.
    const temporal = `${archivo}.${process.pid}.tmp`;
    await writeFile(temporal, respuesta.body)
      .then(() => rename(temporal, archivo))
      .catch(() => undefined);
  }
  return respuesta.json() as Documento;
}
