// La entrada de la API (cuerpos, consultas y parámetros) se valida contra esquemas TypeBox, los mismos de los que
// sale su OpenAPI (docs/decisiones/un-sistema-de-esquemas.md). Cada esquema se compila una vez con ajv; los mensajes
// en español viajan en el esquema (`x-mensajes`, por palabra de JSON Schema) y las reglas de @cartera/dominio que
// JSON Schema no sabe decir, también (`x-regla` en un campo, `x-reglas` en un objeto).
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import type { Static, TSchema } from '@cartera/dominio/esquemas';
import { MENSAJES_API, errorValidacion, type ErroresCampo } from './errores';

/** Lo que se hace a un valor antes de validarlo. */
export type Normalizacion =
  | 'recortar'
  | 'minusculas'
  | 'vacioEsNulo'
  | 'vacioEsAusente'
  | 'booleano'
  | 'numero'
  | 'lista'
  | ((valor: unknown, objeto: Record<string, unknown>) => unknown);

/** Una regla de @cartera/dominio sobre un campo: el mensaje del error, o null si vale. */
export type ReglaDeCampo = (valor: unknown, objeto: Record<string, unknown>) => string | null;
/** Varias reglas de un campo que se dicen todas (como varios decoradores sobre una propiedad). */
export const todas =
  (...reglas: ReglaDeCampo[]): ((valor: unknown, objeto: Record<string, unknown>) => string[]) =>
  (valor, objeto) =>
    reglas.map((regla) => regla(valor, objeto)).filter((mensaje): mensaje is string => mensaje !== null);
/** Una regla sobre un objeto que decide el error de uno de sus campos (un campo que depende de otro). */
export type ReglaDeObjeto = (objeto: Record<string, unknown>) => string | null;

/** Las anotaciones que este módulo lee de un esquema de entrada (JSON.stringify las quita del OpenAPI si son funciones). */
export interface Anotaciones {
  /** El mensaje de cada palabra que falla: 'required', 'type', 'maxLength', 'format', 'enum', 'minimum', … */
  'x-mensajes'?: Partial<Record<string, string>>;
  'x-normalizar'?: Normalizacion;
  /** Si el campo viene (no undefined), la regla decide su error: los errores de ajv en ese campo se descartan. */
  'x-regla'?: ReglaDeCampo | ReturnType<typeof todas>;
  /** Una regla más del campo, que no quita los errores de ajv (la profundidad de una página). */
  'x-ademas'?: ReglaDeCampo;
  /** Reglas del objeto por campo, que corren siempre (un campo obligatorio según otro). */
  'x-reglas'?: Record<string, ReglaDeObjeto>;
  /** El `default` se pone cuando el campo no viene (sin esto el `default` sólo documenta). */
  'x-aplicar-defecto'?: true;
  /** Como `@ValidateIf`: el campo sólo se valida (y se exige) si la condición sobre su objeto se cumple. */
  'x-si'?: (objeto: Record<string, unknown>) => boolean;
  /** Como `@IsOptional`: ausente o null, no se valida (sin decir `nullable` en el OpenAPI). */
  'x-opcional'?: true;
}

const SI = ['1', 'true', 'si', 'sí'];
/** Un UUID de cualquier versión, sin prefijo urn. */
export const UUID = /^[0-9A-F]{8}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{12}$/i;

function nuevoAjv(coerceTypes: false | 'array'): Ajv {
  const ajv = new Ajv({ allErrors: true, verbose: true, strict: false, coerceTypes, useDefaults: false });
  ajv.addFormat('uuid', UUID);
  return ajv;
}
/** Un cuerpo JSON llega con sus tipos; una consulta o un parámetro, como texto: se convierte a número o lista. */
const AJV = { cuerpo: nuevoAjv(false), texto: nuevoAjv('array') };
export type Origen = keyof typeof AJV;

type Objeto = Record<string, unknown>;
const esObjeto = (valor: unknown): valor is Objeto =>
  typeof valor === 'object' && valor !== null && !Array.isArray(valor);

/** Lo que se lee de un esquema: sus anotaciones y, en un objeto o una lista, sus partes. */
interface Nodo extends Anotaciones {
  properties?: Record<string, Nodo>;
  required?: string[];
  items?: Nodo;
  default?: unknown;
}
/** Un esquema TypeBox leído como JSON Schema (sus campos son los de JSON Schema más las anotaciones). */
function comoNodo(esquema: unknown): Nodo {
  return esObjeto(esquema) ? esquema : {};
}

function normalizar(
  valor: unknown,
  forma: Normalizacion | undefined,
  objeto: Record<string, unknown> = {},
): unknown {
  if (typeof forma === 'function') return forma(valor, objeto);
  if (forma === 'numero') return typeof valor === 'string' ? Number(valor) : valor;
  if (forma === 'booleano')
    return typeof valor === 'string' ? SI.includes(valor.toLowerCase()) : valor === true;
  if (forma === 'vacioEsAusente') return valor === '' || valor === null ? undefined : valor;
  if (forma === 'lista')
    return typeof valor === 'string' ? valor.split(',').map((parte) => parte.trim()) : valor;
  if (typeof valor !== 'string') return valor;
  if (forma === 'recortar') return valor.trim();
  if (forma === 'minusculas') return valor.trim().toLowerCase();
  if (forma === 'vacioEsNulo') return valor.trim() === '' ? null : valor.trim();
  return valor;
}

interface Hallazgo {
  campo: string;
  mensaje: string;
  falta: boolean;
}

const unir = (ruta: string, campo: string) => (ruta ? `${ruta}.${campo}` : campo);

type Fase = 'antes' | 'despues';

/**
 * Recorre el valor junto con su esquema (objetos anidados y listas). Antes de ajv: pone los `default` que se aplican,
 * normaliza y aparta los campos que no se validan (`x-si` que no se cumple, null de un opcional). Después de ajv (ya
 * con los números de una consulta convertidos): corre las reglas. Anota las rutas que deciden sus reglas.
 */
function recorrer(
  nodo: Nodo,
  valor: unknown,
  ruta: string,
  fase: Fase,
  hallazgos: Hallazgo[],
  decididos: Set<string>,
) {
  if (Array.isArray(valor) && nodo.items) {
    const items = nodo.items;
    valor.forEach((elemento, i) => {
      if (fase === 'antes') valor[i] = normalizar(elemento, items['x-normalizar']);
      recorrer(items, valor[i], unir(ruta, String(i)), fase, hallazgos, decididos);
    });
    return;
  }
  if (!esObjeto(valor) || !nodo.properties) return;
  for (const [nombre, hijo] of Object.entries(nodo.properties)) {
    const campo = unir(ruta, nombre);
    if (fase === 'antes') {
      if (valor[nombre] === undefined && hijo['x-aplicar-defecto'])
        valor[nombre] = structuredClone(hijo.default);
      if (valor[nombre] !== undefined && hijo['x-normalizar']) {
        const normalizado = normalizar(valor[nombre], hijo['x-normalizar'], valor);
        if (normalizado === undefined) delete valor[nombre];
        else valor[nombre] = normalizado;
      }
      const condicion = hijo['x-si'];
      const falta = hijo['x-mensajes']?.required;
      if (condicion && (!condicion(valor) || valor[nombre] === undefined)) {
        decididos.add(campo);
        if (condicion(valor) && falta) hallazgos.push({ campo, mensaje: falta, falta: true });
        continue;
      }
      if (valor[nombre] === null && hijo['x-opcional']) decididos.add(campo);
    } else if (!decididos.has(campo) && valor[nombre] !== undefined) {
      const regla = hijo['x-regla'];
      if (regla) decididos.add(campo);
      for (const revisar of [regla, hijo['x-ademas']]) {
        const resultado = revisar?.(valor[nombre], valor) ?? [];
        for (const mensaje of typeof resultado === 'string' ? [resultado] : resultado)
          hallazgos.push({ campo, mensaje, falta: mensaje === hijo['x-mensajes']?.required });
      }
    }
    if (!decididos.has(campo)) recorrer(hijo, valor[nombre], campo, fase, hallazgos, decididos);
  }
  if (fase === 'antes') return;
  for (const [nombre, regla] of Object.entries(nodo['x-reglas'] ?? {})) {
    const campo = unir(ruta, nombre);
    if (decididos.has(campo)) continue;
    const mensaje = regla(valor);
    decididos.add(campo);
    if (mensaje) hallazgos.push({ campo, mensaje, falta: true });
  }
}

/** El campo de un error de ajv ('/direccion/ciudad' → 'direccion.ciudad'), con el que falta o sobra si es de su objeto. */
function campoDe(error: ErrorObject): { campo: string; nodo: Nodo } {
  const ruta = error.instancePath.split('/').slice(1).join('.');
  const padre = comoNodo(error.parentSchema);
  const params: Record<string, unknown> = error.params;
  const hijo = params.missingProperty ?? params.additionalProperty;
  if (typeof hijo === 'string') return { campo: unir(ruta, hijo), nodo: comoNodo(padre.properties?.[hijo]) };
  return { campo: ruta, nodo: padre };
}

function mensajeDe(error: ErrorObject, campo: string, nodo: Nodo): Hallazgo {
  if (error.keyword === 'additionalProperties')
    return { campo, mensaje: MENSAJES_API.propiedadNoPermitida(campo), falta: false };
  const mensajes = nodo['x-mensajes'] ?? {};
  // null es «falta el dato» en un campo que lo exige (como `@IsNotEmpty`), no «no es texto».
  const nulo = error.keyword === 'type' && error.data === null && mensajes.required !== undefined;
  const mensaje = (nulo ? mensajes.required : mensajes[error.keyword]) ?? `El campo ${campo} no es válido`;
  return { campo, mensaje, falta: error.keyword === 'required' || mensaje === mensajes.required };
}

/** Los errores por campo; si a un campo le falta el dato, sólo se dice eso («es demasiado largo» sobra). */
function agrupar(hallazgos: Hallazgo[]): ErroresCampo {
  const conFalta = new Set(hallazgos.filter((h) => h.falta).map((h) => h.campo));
  const errores: ErroresCampo = {};
  for (const { campo, mensaje, falta } of hallazgos) {
    if (conFalta.has(campo) && !falta) continue;
    const previos = errores[campo] ?? [];
    if (!previos.includes(mensaje)) errores[campo] = [...previos, mensaje];
  }
  return errores;
}

/** Un esquema listo para validar: compilado una vez. */
export interface Validador<T extends TSchema> {
  /** El valor normalizado y con sus `default`, o un 400 con los errores por campo. */
  (valor: unknown): Static<T>;
  /** Los errores por campo, vacío si vale (normaliza el valor en su lugar). */
  errores(valor: unknown): ErroresCampo;
}

type Errores = (valor: unknown) => ErroresCampo;
const compilados = new WeakMap<TSchema, Map<Origen, Errores>>();

/** Compila el esquema con ajv una vez por origen y devuelve la función que da sus errores por campo. */
function erroresDe(esquema: TSchema, origen: Origen): Errores {
  let porOrigen = compilados.get(esquema);
  const conocido = porOrigen?.get(origen);
  if (conocido) return conocido;
  const validar: ValidateFunction = AJV[origen].compile(esquema);
  const raiz = comoNodo(esquema);
  const errores = (valor: unknown): ErroresCampo => {
    const hallazgos: Hallazgo[] = [];
    const decididos = new Set<string>();
    recorrer(raiz, valor, '', 'antes', hallazgos, decididos);
    const vale = validar(valor);
    const deAjv = validar.errors ?? [];
    recorrer(raiz, valor, '', 'despues', hallazgos, decididos);
    if (!vale) {
      for (const error of deAjv) {
        const { campo, nodo } = campoDe(error);
        const decidido = [...decididos].some((d) => campo === d || campo.startsWith(`${d}.`));
        if (!decidido || error.keyword === 'additionalProperties')
          hallazgos.push(mensajeDe(error, campo, nodo));
      }
    }
    return agrupar(hallazgos);
  };
  if (!porOrigen) compilados.set(esquema, (porOrigen = new Map()));
  porOrigen.set(origen, errores);
  return errores;
}

/** El validador del esquema (compilado una vez por origen: cuerpo JSON o texto de una consulta). */
export function validadorDe<T extends TSchema>(esquema: T, origen: Origen = 'cuerpo'): Validador<T> {
  const errores = erroresDe(esquema, origen);
  // Sin errores, el valor cumple el esquema (ajv lo comprobó y las reglas también).
  const cumple = (encontrados: ErroresCampo, _valor: unknown): _valor is Static<T> =>
    Object.keys(encontrados).length === 0;
  return Object.assign(
    (valor: unknown): Static<T> => {
      const encontrados = errores(valor);
      if (cumple(encontrados, valor)) return valor;
      throw errorValidacion(encontrados);
    },
    { errores },
  );
}
