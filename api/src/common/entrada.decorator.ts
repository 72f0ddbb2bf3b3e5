// Una ruta declara su entrada una vez: `@Cuerpo(EsquemaCrearCobro) cuerpo: CrearCobro` valida el cuerpo con el esquema
// (entrada.ts) y lo publica en el OpenAPI como `requestBody`; `@Consulta(EsquemaConsultaCobros)` hace lo mismo con los
// parámetros de la consulta (docs/decisiones/un-sistema-de-esquemas.md).
import { Body, createParamDecorator, Query, type ExecutionContext, type PipeTransform } from '@nestjs/common';
import { ApiBody, ApiParam, ApiQuery, type SchemaObject } from '@nestjs/swagger';
import type { TObject } from '@cartera/dominio/esquemas';
import { UUID, validadorDe, type Origen, type Validador } from './entrada';
import { errorIdInvalido } from './id.pipe';
import { contextoDe, type ContextoSolicitud, type SolicitudConUsuario } from './usuario-actual.decorator';

/** Los esquemas con nombre (`x-componente`) que las rutas publican, en `components.schemas` del OpenAPI. */
const COMPONENTES = new Map<string, SchemaObject>();

type Json = Record<string, unknown>;
const esJson = (valor: unknown): valor is Json =>
  typeof valor === 'object' && valor !== null && !Array.isArray(valor);

/**
 * El esquema como lo publica el OpenAPI: sin las anotaciones (`x-…`) y cada esquema con nombre como referencia a su
 * componente (con `nullable` y `description` al lado, como lo escribía @nestjs/swagger).
 */
function aOpenApi(nodo: unknown, raiz = true): unknown {
  if (Array.isArray(nodo)) return nodo.map((elemento) => aOpenApi(elemento, false));
  if (!esJson(nodo)) return nodo;
  const nombre = nodo['x-componente'];
  if (typeof nombre === 'string' && !raiz) {
    registrar(nombre, nodo);
    const { nullable, description } = nodo;
    const referencia = { $ref: `#/components/schemas/${nombre}` };
    if (nullable === undefined && description === undefined) return referencia;
    return {
      ...(nullable === undefined ? {} : { nullable, type: 'object' }),
      ...(description === undefined ? {} : { description }),
      allOf: [referencia],
    };
  }
  const limpio: Json = {};
  // Un campo con valor por defecto que se aplica puede no venir: no es `required` para quien envía.
  const propiedades = esJson(nodo.properties) ? nodo.properties : {};
  const conDefecto = (campo: unknown) =>
    typeof campo === 'string' &&
    esJson(propiedades[campo]) &&
    propiedades[campo]['x-aplicar-defecto'] === true;
  for (const [clave, valor] of Object.entries(nodo)) {
    if (clave === 'required' && Array.isArray(valor)) {
      const requeridos = valor.filter((campo) => !conDefecto(campo));
      if (requeridos.length > 0) limpio.required = requeridos;
      continue;
    }
    if (clave.startsWith('x-') || typeof valor === 'function') continue;
    limpio[clave] = aOpenApi(valor, false);
  }
  return limpio;
}

function registrar(nombre: string, esquema: Json): void {
  if (COMPONENTES.has(nombre)) return;
  const { nullable: _nulo, description: _descripcion, ...propio } = esquema;
  const publicado = aOpenApi(propio);
  if (esJson(publicado)) COMPONENTES.set(nombre, publicado);
}

/** Los componentes de entrada para `components.schemas` (responde.decorator.ts los junta con los demás). */
export function componentesDeEntrada(): Record<string, SchemaObject> {
  return Object.fromEntries(COMPONENTES);
}

/** Valida el valor con el esquema compilado y devuelve el valor normalizado (una copia: la solicitud queda igual). */
class PipeDeEsquema implements PipeTransform {
  constructor(private readonly validar: Validador<TObject>) {}
  transform(valor: unknown) {
    return this.validar(valor === undefined || valor === null ? {} : structuredClone(valor));
  }
}

const pipeDe = (esquema: TObject, origen: Origen) => new PipeDeEsquema(validadorDe(esquema, origen));

/** Aplica un decorador de método de @nestjs/swagger desde el decorador de un parámetro (su método). */
function alMetodo(decorador: MethodDecorator, objetivo: object, metodo: string | symbol | undefined): void {
  if (metodo === undefined) return;
  const descriptor = Object.getOwnPropertyDescriptor(objetivo, metodo);
  if (descriptor) decorador(objetivo, metodo, descriptor);
}

/** Publica `esquema` como el `requestBody` del método (su `x-componente`, si lo tiene, es el nombre). */
function publicarCuerpo(esquema: TObject, objetivo: object, metodo: string | symbol | undefined): void {
  const nombre: unknown = esquema['x-componente'];
  if (typeof nombre === 'string') registrar(nombre, esquema);
  const publicado =
    typeof nombre === 'string' ? { $ref: `#/components/schemas/${nombre}` } : aOpenApi(esquema);
  if (esJson(publicado)) alMetodo(ApiBody({ required: true, schema: publicado }), objetivo, metodo);
}

/** El cuerpo JSON de la ruta: validado con `esquema` y publicado como `requestBody` (su `x-componente` es el nombre). */
export function Cuerpo(esquema: TObject): ParameterDecorator {
  const pipe = pipeDe(esquema, 'cuerpo');
  return (objetivo, metodo, indice) => {
    Body(pipe)(objetivo, metodo, indice);
    publicarCuerpo(esquema, objetivo, metodo);
  };
}

/** Lo que recibe una escritura sobre el recurso `:id` de su ruta: el id, el cuerpo validado y quién la pide. */
export interface Peticion<T> {
  id: string;
  cuerpo: T;
  contexto: ContextoSolicitud;
}

const leerPeticion = createParamDecorator(
  ({ cuerpo }: { cuerpo: PipeDeEsquema }, ejecucion: ExecutionContext): Peticion<unknown> => {
    const request = ejecucion.switchToHttp().getRequest<SolicitudConUsuario & { params: { id?: unknown } }>();
    const { id } = request.params;
    if (typeof id !== 'string' || !UUID.test(id)) throw errorIdInvalido();
    return { id, cuerpo: cuerpo.transform(request.body), contexto: contextoDe(request) };
  },
);

/**
 * `@Peticion(EsquemaX) { id, cuerpo, contexto }: Peticion<X>`: `@ParamId()`, `@Cuerpo(EsquemaX)` y `@Contexto()` en un
 * parámetro, para las rutas que escriben sobre el recurso `:id`. Se validan en ese orden (un id mal formado es un 400
 * antes de mirar el cuerpo) y el OpenAPI los publica igual que a los tres por separado.
 */
export function Peticion(esquema: TObject): ParameterDecorator {
  const leer = leerPeticion({ cuerpo: pipeDe(esquema, 'cuerpo') });
  return (objetivo, metodo, indice) => {
    leer(objetivo, metodo, indice);
    publicarCuerpo(esquema, objetivo, metodo);
    alMetodo(ApiParam({ name: 'id', type: String }), objetivo, metodo);
  };
}

/** Lo que recibe una escritura que no es sobre un `:id` (un alta, una configuración): el cuerpo validado y quién la pide. */
export interface Escritura<T> {
  cuerpo: T;
  contexto: ContextoSolicitud;
}

const leerEscritura = createParamDecorator(
  ({ cuerpo }: { cuerpo: PipeDeEsquema }, ejecucion: ExecutionContext): Escritura<unknown> => {
    const request = ejecucion.switchToHttp().getRequest<SolicitudConUsuario>();
    return { cuerpo: cuerpo.transform(request.body), contexto: contextoDe(request) };
  },
);

/**
 * `@Escritura(EsquemaX) { cuerpo, contexto }: Escritura<X>`: `@Cuerpo(EsquemaX)` y `@Contexto()` en un parámetro, como
 * `@Peticion` sin el id. El OpenAPI publica el cuerpo igual que `@Cuerpo`.
 */
export function Escritura(esquema: TObject): ParameterDecorator {
  const leer = leerEscritura({ cuerpo: pipeDe(esquema, 'cuerpo') });
  return (objetivo, metodo, indice) => {
    leer(objetivo, metodo, indice);
    publicarCuerpo(esquema, objetivo, metodo);
  };
}

/** Los parámetros de la consulta: validados con `esquema` (texto convertido a número o sí/no) y publicados uno a uno. */
export function Consulta(esquema: TObject): ParameterDecorator {
  const pipe = pipeDe(esquema, 'texto');
  const requeridos = new Set(
    (esquema.required ?? []).filter(
      (nombre) => !esJson(esquema.properties[nombre]) || !esquema.properties[nombre]['x-aplicar-defecto'],
    ),
  );
  return (objetivo, metodo, indice) => {
    Query(pipe)(objetivo, metodo, indice);
    for (const [nombre, propiedad] of Object.entries(esquema.properties)) {
      const publicado = aOpenApi(propiedad, false);
      if (!esJson(publicado)) continue;
      const { description, ...schema } = publicado;
      const descripcion = typeof description === 'string' ? { description } : {};
      alMetodo(
        ApiQuery({ name: nombre, required: requeridos.has(nombre), ...descripcion, schema }),
        objetivo,
        metodo,
      );
    }
  };
}
