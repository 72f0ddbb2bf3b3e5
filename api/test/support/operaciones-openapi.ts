// Las operaciones del documento OpenAPI, una por método y ruta: lo que recorren el fuzz del contrato
// (fuzz-openapi.e2e-spec.ts) y el sondeo entre oficinas (sondeo-oficinas.e2e-spec.ts).
import type { Json, Metodo } from './app-prueba';

const METODOS: readonly Metodo[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

export interface OperacionOpenApi {
  metodo: Metodo;
  /** La ruta como la escribe el documento, con sus parámetros entre llaves: `/api/clientes/{id}`. */
  plantilla: string;
  /** `'GET /api/clientes/{id}'`: el nombre con el que las pruebas la clasifican. */
  clave: string;
  /** Los parámetros de ruta, en orden: `['id', 'numero']`. */
  parametros: string[];
  /** La operación tal cual (parámetros de consulta, cuerpo, respuestas). */
  operacion: Json;
}

function esMetodo(valor: string): valor is Metodo {
  return (METODOS as readonly string[]).includes(valor);
}

/** Cada operación HTTP del documento (sin HEAD ni OPTIONS), en el orden del documento. */
export function operacionesDe(documento: Json): OperacionOpenApi[] {
  const operaciones: OperacionOpenApi[] = [];
  for (const [plantilla, porMetodo] of Object.entries<Json>(documento.paths)) {
    for (const [metodoMinuscula, operacion] of Object.entries<Json>(porMetodo)) {
      const metodo = metodoMinuscula.toUpperCase();
      if (!esMetodo(metodo)) continue;
      const parametros = (plantilla.match(/\{[^}]+\}/g) ?? []).map((p) => p.slice(1, -1));
      operaciones.push({ metodo, plantilla, clave: `${metodo} ${plantilla}`, parametros, operacion });
    }
  }
  return operaciones;
}

/** La ruta con cada `{parametro}` reemplazado por su valor (codificado). */
export function llenarRuta(plantilla: string, valores: Readonly<Record<string, string>>): string {
  return plantilla.replace(/\{([^}]+)\}/g, (_, nombre: string) => {
    const valor = valores[nombre];
    if (valor === undefined) throw new Error(`Falta el valor de {${nombre}} en ${plantilla}`);
    return encodeURIComponent(valor);
  });
}
