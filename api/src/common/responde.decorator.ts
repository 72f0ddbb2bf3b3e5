import { applyDecorators } from '@nestjs/common';
import { ApiResponse, type OpenAPIObject, type ReferenceObject, type SchemaObject } from '@nestjs/swagger';
import { EsquemaError, sobre, sobrePagina, type TSchema } from '@cartera/dominio/esquemas';
import { componentesDeEntrada } from './entrada.decorator';
import { TIPOS_ARCHIVO } from './exportes';

/** Los errores que toda ruta puede responder, con el cuerpo de `traducir-error.ts` (contrato-de-la-api.md). */
export const ERRORES_DECLARADOS = {
  400: 'Datos inválidos (errors por campo) o identificador mal formado',
  401: 'Sin sesión o sesión vencida',
  403: 'El rol no puede hacer esto',
  404: 'No existe',
  409: 'Conflicto con el estado actual',
  422: 'Una regla de negocio lo impide',
} as const;

export interface OpcionesResponde {
  /** Estado del éxito: 200 salvo los POST que crean (201, el de Nest). */
  estado?: 200 | 201;
  /** `data` es el arreglo de la página y `meta` va al lado (`Pagina`). */
  pagina?: boolean;
  /**
   * Lo que la respuesta manda además junto a `data` (y `meta` en una página): `{ noLeidas: Type.Integer() }` de la
   * campana, la `advertencia` opcional de un desembolso.
   */
  junto?: Record<string, TSchema>;
}

/**
 * El cuerpo de error, uno solo en `components.schemas` del OpenAPI: cada respuesta de error de cada ruta lo referencia
 * en vez de repetirlo (con la lista de CODIGOS son ≈ 7 KB: repetido seis veces por ruta, el documento pesaría ≈ 10 MB
 * y Swagger tardaría ≈ 5 s de CPU en armarlo, docs/decisiones/tiempo-de-las-pruebas.md). Es el mismo nombre con que
 * el cliente generado lo tipa (api/test/support/openapi-a-typescript.mjs).
 */
export const ESQUEMA_ERROR_COMPARTIDO = 'ErrorApi';
const REFERENCIA_ERROR: ReferenceObject = { $ref: `#/components/schemas/${ESQUEMA_ERROR_COMPARTIDO}` };

/** El documento de Swagger con los esquemas que sus rutas referencian (el cuerpo de error), al final de los suyos. */
export function conEsquemasCompartidos(documento: OpenAPIObject): OpenAPIObject {
  return {
    ...documento,
    components: {
      ...documento.components,
      schemas: {
        ...documento.components?.schemas,
        ...componentesDeEntrada(),
        [ESQUEMA_ERROR_COMPARTIDO]: comoOpenApi(EsquemaError),
      },
    },
  };
}

/**
 * Declara en el OpenAPI la respuesta de una ruta desde el esquema de dominio de su `data` (el mismo del que se deriva
 * el tipo que leen las pantallas), dentro del sobre `{ success, data, message }`, y los errores estándar. Las pruebas
 * de la API validan cada respuesta contra lo declarado (docs/decisiones/respuestas-declaradas.md).
 */
export function Responde(
  data: TSchema,
  { estado = 200, pagina = false, junto }: OpcionesResponde = {},
): MethodDecorator {
  const exito = pagina ? sobrePagina(data, junto) : sobre(data, junto);
  return applyDecorators(
    ApiResponse({ status: estado, description: 'Operación exitosa', schema: comoOpenApi(exito) }),
    ...Object.entries(ERRORES_DECLARADOS).map(([status, description]) =>
      ApiResponse({ status: Number(status), description, schema: REFERENCIA_ERROR }),
    ),
  );
}

/** Un formato de descarga de la API (`csv`, `xlsx`, `pdf`) o cualquier otro tipo MIME ('text/plain'). */
export type TipoArchivo = keyof typeof TIPOS_ARCHIVO | `${string}/${string}`;
const esFormato = (tipo: string): tipo is keyof typeof TIPOS_ARCHIVO => tipo in TIPOS_ARCHIVO;

/**
 * Declara una ruta que responde un archivo, no JSON (un PDF, un XLSX, un CSV): sus tipos de contenido con el cuerpo
 * binario en el OpenAPI, y los mismos errores JSON que las demás (docs/decisiones/respuestas-declaradas.md).
 */
export function RespondeArchivo(...tipos: [TipoArchivo, ...TipoArchivo[]]): MethodDecorator {
  const binario: SchemaObject = { type: 'string', format: 'binary' };
  const mime = (tipo: TipoArchivo) => (esFormato(tipo) ? TIPOS_ARCHIVO[tipo] : tipo);
  return applyDecorators(
    ApiResponse({
      status: 200,
      description: 'El archivo',
      content: Object.fromEntries(tipos.map((tipo) => [mime(tipo).split(';')[0], { schema: binario }])),
    }),
    ...Object.entries(ERRORES_DECLARADOS).map(([status, description]) =>
      ApiResponse({ status: Number(status), description, schema: REFERENCIA_ERROR }),
    ),
  );
}

/** El esquema como JSON puro (sin los símbolos de TypeBox), que es lo que publica /api/docs-json. */
function comoOpenApi(esquema: TSchema): SchemaObject {
  const json: SchemaObject = JSON.parse(JSON.stringify(esquema));
  return json;
}
