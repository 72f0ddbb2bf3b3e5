import type { ClienteResumen } from '@cartera/dominio';
import { instanteJson } from '../database/consulta-preparada';

/**
 * Columnas de un cliente en las listas (sin la foto: sólo si la tiene) con el nombre de su cobrador. Alias `c` para
 * clientes y `u` para el cobrador (LEFT JOIN).
 */
export const COLUMNAS_LISTA_CLIENTES = `
  c.id, c.cedula, c.nombre, c.apodo, c.telefono, c.email, c.direccion, c.barrio, c.ciudad, c.departamento,
  c.fecha_nacimiento, c.sexo, c.estado_civil, c.lugar_nacimiento, c.ocupacion, c.ingresos,
  c.referencia1_nombre, c.referencia1_telefono, c.referencia2_nombre, c.referencia2_telefono, c.observaciones,
  c.estado, c.latitud, c.longitud, c.cobrador_id,
  EXISTS (SELECT 1 FROM clientes_fotos f WHERE f.cliente_id = c.id) AS tiene_foto,
  EXISTS (SELECT 1 FROM clientes_autorizaciones a WHERE a.cliente_id = c.id) AS tiene_autorizacion,
  c.created_at, c.updated_at, u.nombre AS cobrador_nombre`;

/** Una fila de COLUMNAS_LISTA_CLIENTES tal como la entrega node-postgres (NUMERIC como texto, date como texto). */
export interface FilaCliente {
  id: string;
  cedula: string;
  nombre: string;
  apodo: string | null;
  telefono: string;
  email: string | null;
  direccion: string;
  barrio: string | null;
  ciudad: string;
  departamento: string | null;
  fecha_nacimiento: string | null;
  sexo: ClienteResumen['sexo'];
  estado_civil: ClienteResumen['estadoCivil'];
  lugar_nacimiento: string | null;
  ocupacion: string | null;
  ingresos: string | null;
  referencia1_nombre: string | null;
  referencia1_telefono: string | null;
  referencia2_nombre: string | null;
  referencia2_telefono: string | null;
  observaciones: string | null;
  estado: ClienteResumen['estado'];
  latitud: string | null;
  longitud: string | null;
  cobrador_id: string | null;
  tiene_foto: boolean;
  tiene_autorizacion: boolean;
  created_at: Date | string;
  updated_at: Date | string;
  cobrador_nombre: string | null;
}

const numero = (valor: string | null): number | null => (valor === null ? null : Number(valor));

/** La fila como la devuelve Cliente.toJSON() (mismos campos, mismo orden), sin pasar por la entidad. */
export function clienteAJson(fila: FilaCliente): ClienteResumen {
  return {
    _id: fila.id,
    cedula: fila.cedula,
    nombre: fila.nombre,
    apodo: fila.apodo,
    telefono: fila.telefono,
    email: fila.email,
    direccion: fila.direccion,
    barrio: fila.barrio,
    ciudad: fila.ciudad,
    departamento: fila.departamento,
    latitud: numero(fila.latitud),
    longitud: numero(fila.longitud),
    fechaNacimiento: fila.fecha_nacimiento,
    sexo: fila.sexo,
    estadoCivil: fila.estado_civil,
    lugarNacimiento: fila.lugar_nacimiento,
    ocupacion: fila.ocupacion,
    ingresos: numero(fila.ingresos),
    referencia1Nombre: fila.referencia1_nombre,
    referencia1Telefono: fila.referencia1_telefono,
    referencia2Nombre: fila.referencia2_nombre,
    referencia2Telefono: fila.referencia2_telefono,
    observaciones: fila.observaciones,
    estado: fila.estado,
    cobrador:
      fila.cobrador_id !== null && fila.cobrador_nombre !== null ? { _id: fila.cobrador_id, nombre: fila.cobrador_nombre } : null,
    tieneFoto: fila.tiene_foto,
    tieneAutorizacion: fila.tiene_autorizacion,
    createdAt: instanteJson(fila.created_at),
    updatedAt: instanteJson(fila.updated_at),
  };
}
