// El OpenAPI (JSON por la entrada estándar) como tipos de TypeScript (por la salida): openapi-typescript es sólo ESM y
// jest carga las pruebas como CommonJS, así que la prueba del cliente generado lo corre en un proceso aparte.
// El cuerpo de error es el mismo en todas las rutas (`EsquemaError`, con la lista de CODIGOS): se escribe una vez, como
// `components["schemas"]["ErrorApi"]`, en vez de repetirse en cada respuesta de error de cada ruta.
import { text } from 'node:stream/consumers';
import openapiTS, { astToString } from 'openapi-typescript';

const REF_ERROR = '#/components/schemas/ErrorApi';
const documento = JSON.parse(await text(process.stdin));

const esError = (esquema) => esquema?.properties?.success?.const === false;
let error;
for (const ruta of Object.values(documento.paths ?? {})) {
  for (const operacion of Object.values(ruta)) {
    for (const respuesta of Object.values(operacion?.responses ?? {})) {
      const contenido = respuesta?.content?.['application/json'];
      if (!esError(contenido?.schema)) continue;
      error ??= contenido.schema;
      contenido.schema = { $ref: REF_ERROR };
    }
  }
}
if (error) {
  documento.components ??= {};
  documento.components.schemas = { ...documento.components.schemas, ErrorApi: error };
}
// A field with a default is optional for who sends it (a DTO's `medio`, a list's `sort`), not always present.
process.stdout.write(astToString(await openapiTS(documento, { defaultNonNullable: false })));
