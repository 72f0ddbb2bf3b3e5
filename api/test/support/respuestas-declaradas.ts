// Cada respuesta que una prueba pide a la aplicación se valida contra la que su ruta declara en el OpenAPI
// (/api/docs-json, `@Responde`; docs/decisiones/respuestas-declaradas.md). Un cuerpo que no coincide hace fallar la
// prueba con la ruta y el error de ajv; una ruta sin respuesta declarada se cuenta (la cuenta de
// scripts/conteos-tipado.mjs no deja que crezcan).
import Ajv, { type ValidateFunction } from 'ajv';

// El documento OpenAPI es JSON arbitrario.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Documento = any;

interface Operacion {
  plantilla: string;
  patron: RegExp;
  parametros: number;
  /** Esquema del cuerpo por estado declarado. */
  respuestas: Record<string, unknown>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ajv = new Ajv({ allErrors: true, strict: false });
ajv.addFormat('uuid', UUID);
ajv.addFormat('date', /^\d{4}-\d{2}-\d{2}$/);
ajv.addFormat(
  'date-time',
  (texto: string) => /^\d{4}-\d{2}-\d{2}T/.test(texto) && !Number.isNaN(Date.parse(texto)),
);

/** Un validador por esquema, compilado una vez en todo el proceso de jest. */
const validadores = new Map<string, ValidateFunction>();
function validador(esquema: unknown): ValidateFunction {
  const clave = JSON.stringify(esquema);
  let validar = validadores.get(clave);
  if (!validar) {
    validar = ajv.compile(esquema as object);
    validadores.set(clave, validar);
  }
  return validar;
}

/**
 * Una respuesta que referencia un esquema compartido del documento (`#/components/schemas/ErrorApi`, el cuerpo de
 * error de todas las rutas) valida contra ese esquema; una referencia que el documento no tiene es un error.
 */
function resolverReferencia(documento: Documento, esquema: Documento): Documento {
  const referencia: unknown = esquema?.$ref;
  if (typeof referencia !== 'string') return esquema;
  const nombre = /^#\/components\/schemas\/([^/]+)$/.exec(referencia)?.[1];
  const compartido = nombre === undefined ? undefined : documento.components?.schemas?.[nombre];
  if (!compartido) throw new Error(`El documento OpenAPI referencia ${referencia}, que no tiene`);
  return compartido;
}

/** Rutas pedidas en este proceso que no declaran su respuesta ('GET /api/x/{id}'). */
export const rutasSinRespuestaDeclarada = new Set<string>();

export class RespuestasDeclaradas {
  private readonly porMetodo = new Map<string, Operacion[]>();

  constructor(documento: Documento) {
    for (const [plantilla, metodos] of Object.entries<Documento>(documento.paths ?? {})) {
      const parametros = (plantilla.match(/\{[^}]+\}/g) ?? []).length;
      const patron = new RegExp(
        `^${plantilla.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}/g, '[^/]+')}$`,
      );
      for (const [metodo, operacion] of Object.entries<Documento>(metodos)) {
        const respuestas: Record<string, unknown> = {};
        for (const [estado, respuesta] of Object.entries<Documento>(operacion.responses ?? {})) {
          const esquema = resolverReferencia(documento, respuesta?.content?.['application/json']?.schema);
          if (esquema) respuestas[estado] = esquema;
        }
        const lista = this.porMetodo.get(metodo.toUpperCase()) ?? [];
        lista.push({ plantilla, patron, parametros, respuestas });
        this.porMetodo.set(metodo.toUpperCase(), lista);
      }
    }
    // Una ruta literal gana a una con parámetros ('/api/clientes/buscar' antes que '/api/clientes/{id}').
    for (const lista of this.porMetodo.values()) lista.sort((a, b) => a.parametros - b.parametros);
  }

  /**
   * El error de la respuesta contra lo declarado, o `null` si coincide o no hay nada declarado para ese estado. Un
   * éxito (2xx) con un estado que la ruta no declara también es un error; un error no declarado (413, 429, 503) no.
   */
  comprobar(metodo: string, url: string, estado: number, cuerpo: unknown): string | null {
    const ruta = url.split('?')[0];
    const operacion = this.porMetodo.get(metodo)?.find((o) => o.patron.test(ruta));
    if (!operacion) return null;
    const declaradas = Object.keys(operacion.respuestas);
    const nombre = `${metodo} ${operacion.plantilla}`;
    if (declaradas.length === 0) {
      rutasSinRespuestaDeclarada.add(nombre);
      return null;
    }
    const esquema = operacion.respuestas[String(estado)];
    if (!esquema) {
      return estado >= 200 && estado < 300
        ? `${nombre} respondió ${estado}, que no declara (declara ${declaradas.join(', ')})`
        : null;
    }
    const validar = validador(esquema);
    if (validar(cuerpo)) return null;
    return `${nombre} respondió ${estado} con un cuerpo que no es el declarado: ${ajv.errorsText(
      validar.errors,
      {
        separator: '; ',
        dataVar: 'cuerpo',
      },
    )}`;
  }
}
