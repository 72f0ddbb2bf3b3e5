import { CANALES_AUTORIZACION } from '@cartera/dominio';
import { Type, type Static } from '@cartera/dominio/esquemas';
import { De, Opcional, TextoOpcionalHasta, campo } from '../../common/campos';

/** `autorizacionDatos` de POST y PUT /api/clientes: la autorización de tratamiento de datos del cliente. */
export const EsquemaAutorizacionDatos = Type.Object(
  {
    canal: De(
      CANALES_AUTORIZACION,
      `El canal de la autorización debe ser uno de: ${CANALES_AUTORIZACION.join(', ')}`,
      { description: 'Cómo dio el titular su autorización' },
    ),
    version: Opcional(
      campo<number>({
        description: 'Versión del aviso de privacidad aceptada; sin ella, la vigente',
        type: 'integer',
        minimum: 1,
        'x-normalizar': 'numero',
        'x-mensajes': {
          type: 'La versión del aviso debe ser un número entero',
          minimum: 'La versión del aviso debe ser mayor o igual a 1',
        },
      }),
    ),
    documento: TextoOpcionalHasta(200, 'La referencia del documento', {
      description: 'Referencia del documento firmado o de la grabación',
    }),
  },
  {
    additionalProperties: false,
    'x-componente': 'AutorizacionDatosDto',
    'x-mensajes': { type: 'La autorización de datos debe ser un objeto con canal, version y documento' },
  },
);
export type AutorizacionDatosDto = Static<typeof EsquemaAutorizacionDatos>;
