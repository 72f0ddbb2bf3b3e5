// The client form's values (what the fields hold) and their conversion to and from the API: the starting values of a
// new or edited client, and the body sent when saving (texts trimmed, empty ones null, the photo only when it changed).
import dayjs, { type Dayjs } from 'dayjs';
import {
  limpiarDocumento,
  limpiarTelefono,
  normalizarDocumento,
  type CanalAutorizacion,
  type ClienteResumen,
  type DatosCliente,
  type EstadoActivo,
  type EstadoCivil,
  type Sexo,
  type TipoDocumento,
} from '@cartera/dominio';

export interface CamposCliente {
  tipoDocumento: TipoDocumento;
  cedula: string;
  nombre: string;
  apodo?: string | null;
  telefono: string;
  email?: string | null;
  fechaNacimiento?: Dayjs | null;
  sexo?: Sexo | null;
  estadoCivil?: EstadoCivil | null;
  lugarNacimiento?: string | null;
  ocupacion?: string | null;
  ingresos?: number | null;
  direccion: string;
  barrio?: string | null;
  ciudad: string;
  departamento?: string | null;
  latitud?: number | null;
  longitud?: number | null;
  referencia1Nombre?: string | null;
  referencia1Telefono?: string | null;
  referencia2Nombre?: string | null;
  referencia2Telefono?: string | null;
  observaciones?: string | null;
  estado: EstadoActivo;
  cobrador?: string | null;
  foto?: string | null;
  autorizacionCanal?: CanalAutorizacion | null;
  autorizacionDocumento?: string | null;
  /** A new client's office, when the session has more than one to choose from (sent apart: ClienteForm). */
  oficina?: string | null;
}

const texto = (valor?: string | null): string | null => {
  const limpio = valor?.trim();
  return limpio ? limpio : null;
};

/** The form's starting values: empty for a new client, the client's own when editing. */
export function valoresIniciales(cliente: ClienteResumen | null, foto: string | null): CamposCliente {
  if (!cliente)
    return {
      tipoDocumento: 'CC',
      cedula: '',
      nombre: '',
      telefono: '',
      direccion: '',
      ciudad: '',
      estado: 'activo',
      cobrador: null,
      foto: null,
    };
  return {
    tipoDocumento: cliente.tipoDocumento,
    cedula: cliente.cedula,
    nombre: cliente.nombre,
    apodo: cliente.apodo,
    telefono: cliente.telefono,
    email: cliente.email,
    fechaNacimiento: cliente.fechaNacimiento ? dayjs(cliente.fechaNacimiento, 'YYYY-MM-DD') : null,
    sexo: cliente.sexo,
    estadoCivil: cliente.estadoCivil,
    lugarNacimiento: cliente.lugarNacimiento,
    ocupacion: cliente.ocupacion,
    ingresos: cliente.ingresos,
    direccion: cliente.direccion,
    barrio: cliente.barrio,
    ciudad: cliente.ciudad,
    departamento: cliente.departamento,
    latitud: cliente.latitud ?? null,
    longitud: cliente.longitud ?? null,
    referencia1Nombre: cliente.referencia1Nombre,
    referencia1Telefono: cliente.referencia1Telefono,
    referencia2Nombre: cliente.referencia2Nombre,
    referencia2Telefono: cliente.referencia2Telefono,
    observaciones: cliente.observaciones,
    estado: cliente.estado,
    cobrador: cliente.cobrador?._id ?? null,
    foto,
  };
}

/** The form's values as the API's body. The photo goes only when it changed (absent = keep, null = remove). */
export function aDatosCliente(campos: CamposCliente, fotoInicial: string | null): DatosCliente {
  const datos: DatosCliente = {
    nombre: campos.nombre.trim(),
    tipoDocumento: campos.tipoDocumento,
    cedula: normalizarDocumento(campos.tipoDocumento, limpiarDocumento(campos.tipoDocumento, campos.cedula)),
    telefono: limpiarTelefono(campos.telefono),
    direccion: campos.direccion.trim(),
    ciudad: campos.ciudad.trim(),
    apodo: texto(campos.apodo),
    email: texto(campos.email),
    barrio: texto(campos.barrio),
    departamento: texto(campos.departamento),
    fechaNacimiento: campos.fechaNacimiento ? campos.fechaNacimiento.format('YYYY-MM-DD') : null,
    sexo: campos.sexo ?? null,
    estadoCivil: campos.estadoCivil ?? null,
    lugarNacimiento: texto(campos.lugarNacimiento),
    ocupacion: texto(campos.ocupacion),
    ingresos: campos.ingresos ?? null,
    latitud: campos.latitud ?? null,
    longitud: campos.longitud ?? null,
    referencia1Nombre: texto(campos.referencia1Nombre),
    referencia1Telefono: texto(campos.referencia1Telefono),
    referencia2Nombre: texto(campos.referencia2Nombre),
    referencia2Telefono: texto(campos.referencia2Telefono),
    observaciones: texto(campos.observaciones),
    estado: campos.estado,
    cobrador: campos.cobrador ?? null,
  };
  const foto = campos.foto ?? null;
  if (foto !== fotoInicial) datos.foto = foto;
  if (campos.autorizacionCanal) {
    datos.autorizacionDatos = {
      canal: campos.autorizacionCanal,
      documento: texto(campos.autorizacionDocumento),
    };
  }
  return datos;
}
