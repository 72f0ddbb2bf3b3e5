// Cuerpo de POST y PUT /api/clientes. Mismas reglas y mensajes que el formulario (especificación §5), tomados de
// @cartera/dominio. Teléfonos se aceptan con espacios, puntos o guiones y se guardan sólo con dígitos; el documento,
// como lo normaliza su tipo (documentos.ts: sin separadores, un NIT con su dígito tras un guion), nunca relleno.
import {
  ESTADOS_ACTIVO,
  ESTADOS_CIVILES,
  MENSAJES,
  MENSAJES_DOCUMENTO,
  MENSAJES_OFICINAS,
  SEXOS,
  TIPOS_DOCUMENTO,
  esTipoDocumento,
  normalizarDocumento,
  esFechaValida,
  hoyBogota,
  validarCedula,
  validarEmail,
  validarIngresos,
  validarTelefono,
  type TipoDocumento,
} from '@cartera/dominio';
import type { Static, TObject } from '@cartera/dominio/esquemas';
import {
  De,
  Entrada,
  IdAnulable,
  IdOpcional,
  Opcional,
  SiViene,
  TextoObligatorio,
  TextoOpcionalHasta,
  TextoOpcionalValido,
  campo,
  reglaDeTexto,
  type Documentacion,
} from '../../common/campos';
import { Latitud, Longitud } from '../../common/coordenadas';
import { EsquemaAutorizacionDatos } from './autorizacion-datos.dto';
import { errorDeFoto } from '../fotos';

const FECHA_NACIMIENTO_MINIMA = '1900-01-01';

/** Quita los separadores que la gente escribe en cédulas y teléfonos ('300 123-4567' → '3001234567'). */
const sinSeparadores = (valor: unknown) => (typeof valor === 'string' ? valor.replace(/[\s.-]/g, '') : valor);

/** Teléfono opcional: vacío → null; con separadores → sólo dígitos. */
const telefonoOpcional = (valor: unknown) => {
  const limpio = sinSeparadores(valor);
  return limpio === '' ? null : limpio;
};

/** El tipo enviado en el mismo cuerpo, o CC si no llegó o no es uno de la lista (su propio campo dice el error). */
function tipoEnviado(cuerpo: Record<string, unknown>): TipoDocumento {
  return esTipoDocumento(cuerpo.tipoDocumento) ? cuerpo.tipoDocumento : 'CC';
}

/** El número del documento según el tipo del mismo cuerpo (CC si no llegó), con la regla de @cartera/dominio. */
const NumeroDocumento = (doc: Documentacion) =>
  campo<string>({
    type: 'string',
    ...doc,
    'x-normalizar': (valor, cuerpo) =>
      typeof valor === 'string' ? normalizarDocumento(tipoEnviado(cuerpo), valor) : valor,
    'x-regla': (valor, cuerpo) =>
      (valor === null || typeof valor === 'string' ? validarCedula(valor, tipoEnviado(cuerpo)) : null) ??
      (valor === null || typeof valor === 'string' ? null : MENSAJES.cedulaObligatoria),
    'x-mensajes': { required: MENSAJES.cedulaObligatoria },
  });

/** Tipo de documento: opcional, CC por defecto. */
const TipoDocumentoOpcional = () =>
  SiViene(
    De(TIPOS_DOCUMENTO, MENSAJES_DOCUMENTO.tipoInvalido, { default: 'CC', description: 'CC por defecto' }),
  );

/** Teléfono obligatorio de 10 dígitos (se admiten separadores). */
const TelefonoObligatorio = (doc: Documentacion) =>
  campo<string>({
    type: 'string',
    ...doc,
    'x-normalizar': sinSeparadores,
    'x-regla': reglaDeTexto((valor) => validarTelefono(valor)),
    'x-mensajes': { required: validarTelefono(undefined) ?? '' },
  });

/** El teléfono de una referencia: opcional; vacío es null y con separadores se guarda sólo con dígitos. */
const TelefonoDeReferencia = () =>
  Opcional(
    campo<string | null>({
      type: 'string',
      nullable: true,
      description: '10 dígitos',
      'x-normalizar': telefonoOpcional,
      'x-regla': reglaDeTexto((valor) => validarTelefono(valor, { obligatorio: false })),
    }),
  );

/** Un valor opcional de una lista que se puede borrar: vacío o null. */
const OpcionalAnulableDe = <V extends string>(valores: readonly V[], mensaje: string) =>
  Opcional(
    campo<V | null>({
      type: 'string',
      enum: [...valores],
      nullable: true,
      'x-normalizar': 'vacioEsNulo',
      'x-mensajes': { type: mensaje, enum: mensaje },
    }),
  );

/** Campos opcionales, iguales en el alta y en la edición: `null` o '' los borra. */
const CAMPOS_OPCIONALES_CLIENTE = {
  apodo: TextoOpcionalHasta(80, 'El apodo', { example: 'Don Chepe' }),
  email: TextoOpcionalValido(
    reglaDeTexto((valor) => validarEmail(valor)),
    { example: 'jose.perez@example.com' },
  ),
  barrio: TextoOpcionalHasta(120, 'El barrio', { example: 'Chapinero' }),
  latitud: Latitud(),
  longitud: Longitud(),
  departamento: TextoOpcionalHasta(120, 'El departamento', { example: 'Cundinamarca' }),
  fechaNacimiento: TextoOpcionalValido(
    (valor) =>
      esFechaValida(valor) && valor >= FECHA_NACIMIENTO_MINIMA && valor < hoyBogota()
        ? null
        : MENSAJES.fechaNacimientoInvalida,
    { example: '1985-04-12', description: "'YYYY-MM-DD', anterior a hoy" },
  ),
  sexo: OpcionalAnulableDe(SEXOS, MENSAJES.sexoInvalido),
  estadoCivil: OpcionalAnulableDe(ESTADOS_CIVILES, MENSAJES.estadoCivilInvalido),
  lugarNacimiento: TextoOpcionalHasta(120, 'El lugar de nacimiento', { example: 'Sogamoso, Boyacá' }),
  ocupacion: TextoOpcionalHasta(120, 'La ocupación', { example: 'Comerciante' }),
  ingresos: Opcional(
    campo<number | null>({
      type: 'number',
      example: 1500000,
      nullable: true,
      description: 'Pesos; el formulario avanza de 50.000',
      'x-normalizar': (valor) => (valor === '' ? null : valor),
      'x-regla': (valor) => (validarIngresos(valor) === null ? null : MENSAJES.ingresosInvalidos),
    }),
  ),
  referencia1Nombre: TextoOpcionalHasta(120, 'El nombre de la referencia'),
  referencia1Telefono: TelefonoDeReferencia(),
  referencia2Nombre: TextoOpcionalHasta(120, 'El nombre de la referencia'),
  referencia2Telefono: TelefonoDeReferencia(),
  observaciones: TextoOpcionalHasta(2000, 'Las observaciones'),
  estado: SiViene(De(ESTADOS_ACTIVO, MENSAJES.estadoInvalido, { default: 'activo' })),
  cobrador: IdAnulable('El cobrador no es válido', 'Id del cobrador asignado; null lo quita'),
  foto: Opcional(
    campo<string | null>({
      type: 'string',
      nullable: true,
      description: 'Data URL JPEG, PNG o WEBP de hasta 2 MB; null la quita; ausente no la cambia',
      'x-regla': (valor) => errorDeFoto(valor),
    }),
  ),
  autorizacionDatos: Opcional({
    ...EsquemaAutorizacionDatos,
    description:
      'Autorización de tratamiento de datos (Ley 1581 de 2012) tomada hoy por quien guarda; ausente no la cambia',
  }),
};

/** Lo que llevan el alta y la edición además de lo obligatorio. */
export type CamposOpcionalesCliente = Static<TObject<typeof CAMPOS_OPCIONALES_CLIENTE>>;

/** POST /api/clientes. */
export const EsquemaCrearCliente = Entrada('CreateClienteDto', {
  ...CAMPOS_OPCIONALES_CLIENTE,
  nombre: TextoObligatorio(120, 'El nombre', MENSAJES.nombreObligatorio, { example: 'José Pérez Gómez' }),
  tipoDocumento: TipoDocumentoOpcional(),
  cedula: NumeroDocumento({
    example: '52123456',
    description:
      'El número como se expidió según tipoDocumento: una CC de 3 a 11 dígitos, un NIT con su dígito de verificación (900123456-8); se admiten separadores',
  }),
  telefono: TelefonoObligatorio({
    example: '3001234567',
    description: '10 dígitos (se admiten separadores)',
  }),
  direccion: TextoObligatorio(200, 'La dirección', MENSAJES.direccionObligatoria, {
    example: 'Calle 45 # 12-30',
  }),
  ciudad: TextoObligatorio(120, 'La ciudad', MENSAJES.ciudadObligatoria, { example: 'Bogotá' }),
  oficina: IdOpcional(
    MENSAJES_OFICINAS.oficinaNoExiste,
    'La oficina del cliente (docs/decisiones/oficinas.md): obligatoria para el administrador con varias oficinas y ' +
      'para quien tiene varias; ausente, la única posible',
  ),
});
export type CreateClienteDto = Static<typeof EsquemaCrearCliente>;

/** PUT /api/clientes/:id: lo que no llega no cambia; lo obligatorio, si llega, debe ser válido. */
export const EsquemaActualizarCliente = Entrada('UpdateClienteDto', {
  ...CAMPOS_OPCIONALES_CLIENTE,
  nombre: SiViene(TextoObligatorio(120, 'El nombre', MENSAJES.nombreObligatorio)),
  /** Sin `cedula`, el número guardado debe valer para el tipo nuevo (lo comprueba el servicio). */
  tipoDocumento: TipoDocumentoOpcional(),
  /** Sin `tipoDocumento`, vale para el tipo guardado (lo comprueba el servicio). */
  cedula: SiViene({
    ...NumeroDocumento({ description: 'El número como se expidió según el tipo (se admiten separadores)' }),
    'x-si': (cuerpo: Record<string, unknown>) =>
      cuerpo.cedula !== undefined && esTipoDocumento(cuerpo.tipoDocumento),
  }),
  telefono: SiViene(TelefonoObligatorio({ description: '10 dígitos (se admiten separadores)' })),
  direccion: SiViene(TextoObligatorio(200, 'La dirección', MENSAJES.direccionObligatoria)),
  ciudad: SiViene(TextoObligatorio(120, 'La ciudad', MENSAJES.ciudadObligatoria)),
});
export type UpdateClienteDto = Static<typeof EsquemaActualizarCliente>;
