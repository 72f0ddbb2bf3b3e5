// Las respuestas de /api/clientes (§7 Clientes) como esquemas: la API las declara (`@Responde`) y sus pruebas las
// validan; `ClienteResumen`, `ClienteDetalle` y `FotoCliente` se derivan aquí, al final (antes en clientes.ts).
import { Type, type Static } from '@sinclair/typebox';
import { ESTADOS_ACTIVO, ESTADOS_CIVILES, SEXOS } from '../constantes';
import { TIPOS_DOCUMENTO } from '../documentos';
import { CANALES_AUTORIZACION } from '../habeasData';
import {
  anulable,
  cerrado,
  EsquemaFecha,
  EsquemaId,
  EsquemaInstante,
  EsquemaReferenciaUsuario,
  unoDe,
} from './sobre';
import { EsquemaReferenciaOficina } from './oficinas';

const textoAnulable = anulable(Type.String());

/** Un cliente como lo devuelven la lista, el detalle, el alta y la edición: sin la foto, sólo si la tiene. */
const camposCliente = {
  _id: EsquemaId,
  /** El tipo del documento; `cedula` es su número como se expidió (un NIT con su dígito tras un guion). */
  tipoDocumento: unoDe(TIPOS_DOCUMENTO),
  cedula: Type.String(),
  nombre: Type.String(),
  apodo: textoAnulable,
  telefono: Type.String(),
  email: textoAnulable,
  direccion: Type.String(),
  barrio: textoAnulable,
  ciudad: Type.String(),
  departamento: textoAnulable,
  /** Ubicación opcional (grados, WGS84) para ordenar las rutas de cobro; las dos o ninguna. */
  latitud: anulable(Type.Number()),
  longitud: anulable(Type.Number()),
  fechaNacimiento: anulable(EsquemaFecha),
  sexo: anulable(unoDe(SEXOS)),
  estadoCivil: anulable(unoDe(ESTADOS_CIVILES)),
  lugarNacimiento: textoAnulable,
  ocupacion: textoAnulable,
  ingresos: anulable(Type.Number()),
  referencia1Nombre: textoAnulable,
  referencia1Telefono: textoAnulable,
  referencia2Nombre: textoAnulable,
  referencia2Telefono: textoAnulable,
  observaciones: textoAnulable,
  estado: unoDe(ESTADOS_ACTIVO),
  cobrador: anulable(EsquemaReferenciaUsuario),
  /**
   * La oficina del cliente (docs/decisiones/oficinas.md): la de sus préstamos y cobros. La API la manda siempre; opcional en el tipo para
   * los datos de prueba de las pantallas escritos antes de las oficinas.
   */
  oficina: Type.Optional(EsquemaReferenciaOficina),
  tieneFoto: Type.Boolean(),
  /** Tiene registrada la autorización de tratamiento de datos (docs/decisiones/datos-personales.md). */
  tieneAutorizacion: Type.Boolean(),
  createdAt: EsquemaInstante,
  updatedAt: EsquemaInstante,
};

/** GET /api/clientes (una página). */
export const EsquemaClienteResumen = Type.Object(camposCliente, cerrado);

/** La autorización de tratamiento de datos de un cliente (`autorizacionDatos`). */
export const EsquemaAutorizacionDatos = Type.Object(
  {
    canal: unoDe(CANALES_AUTORIZACION),
    /** Versión del aviso de privacidad que aceptó. */
    version: Type.Integer(),
    /** El día en Bogotá. */
    fecha: EsquemaFecha,
    /** Quién la tomó (su nombre queda aunque la cuenta se borre). */
    tomadaPor: Type.Object({ _id: anulable(EsquemaId), nombre: Type.String() }, cerrado),
    documento: textoAnulable,
  },
  cerrado,
);

/** GET /api/clientes/:id, y la respuesta del alta y de la edición: el resumen y la autorización (null si falta). */
export const EsquemaClienteDetalle = Type.Object(
  { ...camposCliente, autorizacionDatos: anulable(EsquemaAutorizacionDatos) },
  cerrado,
);

/** GET /api/clientes/:id/foto: la foto como data URL, o null si no tiene. */
export const EsquemaFotoCliente = Type.Object({ foto: textoAnulable }, cerrado);

/** DELETE /api/clientes/cedula/:cedula/cache: si había una consulta guardada. */
export const EsquemaCacheCedulaLimpia = Type.Object({ eliminada: Type.Boolean() }, cerrado);

/** Lo que el registro de cédulas (o su caché) sabe de una cédula: sólo lo que trajo (docs/decisiones/datos-personales.md). */
const camposRegistroCedula = {
  cedula: Type.String(),
  nombre: Type.String(),
  fechaNacimiento: Type.Optional(Type.String()),
  sexo: Type.Optional(unoDe(SEXOS)),
  estadoCivil: Type.Optional(unoDe(ESTADOS_CIVILES)),
  lugarNacimiento: Type.Optional(Type.String()),
  direccion: Type.Optional(Type.String()),
  barrio: Type.Optional(Type.String()),
  ciudad: Type.Optional(Type.String()),
  departamento: Type.Optional(Type.String()),
  telefono: Type.Optional(Type.String()),
  email: Type.Optional(Type.String()),
  ocupacion: Type.Optional(Type.String()),
  foto: Type.Optional(Type.String()),
};

/** De dónde salió una cédula: un cliente de la base, la caché de consultas o el registro externo. */
export const EsquemaFuenteCedula = unoDe(['database', 'cache', 'external'] as const);

/**
 * `data` de GET /api/clientes/cedula/:cedula, con su `source` dentro y también junto a `data`: el cliente que ya
 * existe (con su foto) o lo que dijo el registro externo o su caché.
 */
export const EsquemaConsultaCedula = Type.Union([
  Type.Object({ ...camposCliente, foto: textoAnulable, source: Type.Literal('database') }, cerrado),
  Type.Object({ ...camposRegistroCedula, source: unoDe(['cache', 'external'] as const) }, cerrado),
]);

// Los tipos que se derivan de estos esquemas (los exporta también `@cartera/dominio`, sólo como tipos).

/** Un cliente como lo devuelven la lista, el detalle, el alta y la edición: sin la foto, sólo si la tiene. */
export type ClienteResumen = Static<typeof EsquemaClienteResumen>;

/** GET /api/clientes/:id, y la respuesta del alta y de la edición: el resumen y la autorización (null si falta). */
export type ClienteDetalle = Static<typeof EsquemaClienteDetalle>;

/** GET /api/clientes/:id/foto: la foto como data URL, o null si no tiene. */
export type FotoCliente = Static<typeof EsquemaFotoCliente>;

/** `data` de GET /api/clientes/cedula/:cedula: el cliente que ya existe o lo que dijo el registro, con su fuente. */
export type DatosConsultaCedula = Static<typeof EsquemaConsultaCedula>;

/** De dónde salió el cliente de GET /api/clientes/cedula/:cedula: la base, la caché o el registro externo. */
export type FuenteCedula = DatosConsultaCedula['source'];

/** Lo que la pantalla usa de GET /api/clientes/cedula/:cedula: la fuente y los datos. */
export interface ConsultaCedula {
  source: FuenteCedula;
  data: DatosConsultaCedula;
}
