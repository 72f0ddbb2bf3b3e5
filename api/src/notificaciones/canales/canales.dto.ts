import type { Static } from '@cartera/dominio/esquemas';
import {
  Entrada,
  Opcional,
  TextoExigido,
  TextoOpcionalHasta,
  campo,
  type Documentacion,
} from '../../common/campos';
import type { ReglaDeCampo } from '../../common/entrada';

const hasta = (maximo: number, etiqueta: string) => `${etiqueta} no puede superar ${maximo} caracteres`;

/** Un texto que, si lo es, cumple `patron` (después de recortarlo); si no, `mensaje`. */
const reglaPatron =
  (patron: RegExp, mensaje: string): ReglaDeCampo =>
  (valor) =>
    typeof valor === 'string' && !patron.test(valor) ? mensaje : null;

/** `TextoExigido` que además cumple `patron` (un servidor, un remitente, una URL). */
const TextoConPatron = (
  maximo: number,
  etiqueta: string,
  vacio: string,
  patron: RegExp,
  mensaje: string,
  doc: Documentacion = {},
) =>
  campo<string>({ ...TextoExigido(maximo, etiqueta, vacio, doc), 'x-ademas': reglaPatron(patron, mensaje) });

/** Un secreto de un canal (contraseña, token): se guarda cifrado y nunca se devuelve; no se recorta. */
const Secreto = (maximo: number, etiqueta: string, descripcion: string) =>
  Opcional(
    campo<string>({
      type: 'string',
      description: descripcion,
      maxLength: maximo,
      'x-mensajes': { type: `${etiqueta} debe ser texto`, maxLength: hasta(maximo, etiqueta) },
    }),
  );

/** Un sí o no obligatorio. */
const SiNoObligatorio = (nombre: string, doc: Documentacion = {}) => {
  const mensaje = `${nombre} debe ser verdadero o falso`;
  return campo<boolean>({ type: 'boolean', ...doc, 'x-mensajes': { required: mensaje, type: mensaje } });
};

/** Lo que todo canal trae: si está activo. */
const CANAL = { activo: SiNoObligatorio('activo') };

const PUERTO_ENTERO = 'El puerto debe ser un número entero';
const PUERTO_RANGO = 'El puerto debe estar entre 1 y 65535';

/**
 * PUT /api/notificaciones/canales/email. `contrasena` omitida deja la guardada, salvo que cambie el servidor, el
 * puerto o el usuario (entonces se borra: un secreto no sigue a un destino nuevo); '' la borra.
 */
export const EsquemaCanalEmail = Entrada('CanalEmailDto', {
  ...CANAL,
  host: TextoConPatron(
    255,
    'El servidor SMTP',
    'El servidor SMTP es obligatorio',
    /^[A-Za-z0-9.-]+$/,
    'El servidor SMTP no es válido',
    { example: 'smtp.example.com' },
  ),
  puerto: campo<number>({
    type: 'number',
    example: 587,
    'x-regla': (valor) => {
      if (typeof valor !== 'number' || !Number.isInteger(valor)) return PUERTO_ENTERO;
      return valor < 1 || valor > 65535 ? PUERTO_RANGO : null;
    },
    'x-mensajes': { required: PUERTO_ENTERO },
  }),
  usuario: TextoOpcionalHasta(
    255,
    'El usuario',
    { description: 'Usuario SMTP; vacío = sin autenticación' },
    'recortar',
  ),
  contrasena: Secreto(500, 'La contraseña', 'Contraseña SMTP (se guarda cifrada y nunca se devuelve)'),
  remitente: TextoConPatron(
    255,
    'El remitente',
    'El remitente es obligatorio',
    /^([^<>@\s][^<>@]*<)?[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+>?$/,
    'El remitente debe ser un email (p. ej. Cartera <avisos@example.com>)',
    { example: 'Cartera <avisos@example.com>' },
  ),
  seguro: SiNoObligatorio('seguro', { description: 'TLS desde el inicio (puerto 465)' }),
});
export type CanalEmailDto = Static<typeof EsquemaCanalEmail>;

/**
 * PUT /api/notificaciones/canales/sms y /whatsapp. `token` omitido deja el guardado, salvo que cambie la URL (entonces
 * se borra); '' lo borra.
 */
export const EsquemaCanalHttp = Entrada('CanalHttpDto', {
  ...CANAL,
  url: TextoConPatron(
    500,
    'La URL',
    'La URL del proveedor es obligatoria',
    /^https?:\/\/[^\s]+$/,
    'La URL del proveedor debe empezar por https://',
    { example: 'https://proveedor.example.com/v1/mensajes' },
  ),
  cabeceraSecreto: TextoOpcionalHasta(
    64,
    'La cabecera del secreto',
    {
      description: 'Cabecera en la que va el secreto; vacía o ausente: Authorization: Bearer <token>',
      example: 'X-Api-Key',
      'x-ademas': reglaPatron(
        /^$|^[A-Za-z0-9][A-Za-z0-9-]*$/,
        'La cabecera del secreto sólo admite letras, números y guiones (p. ej. X-Api-Key)',
      ),
    },
    'recortar',
  ),
  token: Secreto(2000, 'El token', 'Token o clave del proveedor (se guarda cifrado y nunca se devuelve)'),
  cuerpo: campo<string>({
    type: 'string',
    example: '{"to": "{{telefono}}", "message": "{{mensaje}}"}',
    minLength: 1,
    maxLength: 4000,
    'x-mensajes': {
      required: 'La plantilla del cuerpo es obligatoria',
      type: 'La plantilla del cuerpo debe ser texto',
      minLength: 'La plantilla del cuerpo es obligatoria',
      maxLength: hasta(4000, 'La plantilla del cuerpo'),
    },
  }),
});
export type CanalHttpDto = Static<typeof EsquemaCanalHttp>;

/** POST /api/notificaciones/canales/{canal}/prueba. */
export const EsquemaCuerpoPruebaCanal = Entrada('PruebaCanalDto', {
  destino: TextoExigido(255, 'El destino', 'El destino es obligatorio', {
    description: 'Email (canal email) o teléfono de 10 dígitos (SMS / WhatsApp)',
  }),
  mensaje: Opcional(
    campo<string>({
      type: 'string',
      description: 'Texto del mensaje de prueba',
      maxLength: 1000,
      'x-mensajes': { type: 'El mensaje debe ser texto', maxLength: hasta(1000, 'El mensaje') },
    }),
  ),
});
export type PruebaCanalDto = Static<typeof EsquemaCuerpoPruebaCanal>;
