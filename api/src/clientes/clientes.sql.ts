import {
  ESTADOS_ACTIVO,
  ESTADOS_CIVILES,
  SEXOS,
  TIPOS_DOCUMENTO,
  type ClienteResumen,
} from '@cartera/dominio';
import { instanteJson, type FilaDeLista } from '../database/consulta-preparada';
import type { ExpressionBuilder } from 'kysely';
import type { EntityManager } from 'typeorm';
import type { DB } from '../database/esquema';
import { db, deLista, type BaseTipada } from '../database/kysely';

/** El cliente `id`, sin columnas: quien lo lee elige las suyas, sus condiciones y su candado. Sin fila: no existe. */
export function clientePorId(manager: EntityManager, id: string) {
  return db(manager).selectFrom('clientes').where('id', '=', id);
}

/** Quién es y dónde está un cliente `c`: las columnas que comparten la lista, la ficha y el exporte de la cartera. */
export const COLUMNAS_CONTACTO_CLIENTE = [
  'c.cedula',
  'c.nombre',
  'c.apodo',
  'c.telefono',
  'c.email',
  'c.direccion',
  'c.barrio',
  'c.ciudad',
  'c.departamento',
] as const;

/** Si el cliente `c` dio la autorización de datos (tiene su fila en `clientes_autorizaciones`). */
export function tieneAutorizacion(eb: ExpressionBuilder<DB & { c: DB['clientes'] }, 'c'>) {
  return eb
    .exists(
      eb
        .selectFrom('clientes_autorizaciones as a')
        .select('a.cliente_id')
        .whereRef('a.cliente_id', '=', 'c.id'),
    )
    .$castTo<boolean>();
}

/**
 * Los clientes `c` de las listas (sin la foto: sólo si la tiene) con el nombre de su cobrador `u` (LEFT JOIN) y el de
 * su oficina `o`, sin condiciones ni orden: la lista les agrega los suyos.
 */
export function seleccionListaClientes(k: BaseTipada) {
  return k
    .selectFrom('clientes as c')
    .leftJoin('usuarios as u', 'u.id', 'c.cobrador_id')
    .innerJoin('oficinas as o', 'o.id', 'c.oficina_id')
    .select((eb) => [
      'c.id',
      'c.tipo_documento',
      ...COLUMNAS_CONTACTO_CLIENTE,
      'c.fecha_nacimiento',
      'c.sexo',
      'c.estado_civil',
      'c.lugar_nacimiento',
      'c.ocupacion',
      'c.ingresos',
      'c.referencia1_nombre',
      'c.referencia1_telefono',
      'c.referencia2_nombre',
      'c.referencia2_telefono',
      'c.observaciones',
      'c.estado',
      'c.latitud',
      'c.longitud',
      'c.cobrador_id',
      eb
        .exists(
          eb.selectFrom('clientes_fotos as f').select('f.cliente_id').whereRef('f.cliente_id', '=', 'c.id'),
        )
        .$castTo<boolean>()
        .as('tiene_foto'),
      tieneAutorizacion(eb).as('tiene_autorizacion'),
      'c.created_at',
      'c.updated_at',
      'u.nombre as cobrador_nombre',
      'c.oficina_id',
      'o.nombre as oficina_nombre',
    ]);
}

/**
 * Una fila de `seleccionListaClientes` (NUMERIC y date como texto). Los instantes llegan como texto ISO por una
 * consulta preparada con `instantesIso` (la lista) y como Date por la capa tipada: `instanteJson` acepta los dos.
 */
export type FilaCliente = FilaDeLista<typeof seleccionListaClientes>;

const numero = (valor: string | null): number | null => (valor === null ? null : Number(valor));

/** La fila de un cliente como la entrega la API (`ClienteResumen`). */
export function clienteAJson(fila: FilaCliente): ClienteResumen {
  return {
    _id: fila.id,
    tipoDocumento: deLista(TIPOS_DOCUMENTO, fila.tipo_documento, 'clientes.tipo_documento'),
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
    sexo: fila.sexo === null ? null : deLista(SEXOS, fila.sexo, 'clientes.sexo'),
    estadoCivil:
      fila.estado_civil === null
        ? null
        : deLista(ESTADOS_CIVILES, fila.estado_civil, 'clientes.estado_civil'),
    lugarNacimiento: fila.lugar_nacimiento,
    ocupacion: fila.ocupacion,
    ingresos: numero(fila.ingresos),
    referencia1Nombre: fila.referencia1_nombre,
    referencia1Telefono: fila.referencia1_telefono,
    referencia2Nombre: fila.referencia2_nombre,
    referencia2Telefono: fila.referencia2_telefono,
    observaciones: fila.observaciones,
    estado: deLista(ESTADOS_ACTIVO, fila.estado, 'clientes.estado'),
    cobrador:
      fila.cobrador_id !== null && fila.cobrador_nombre !== null
        ? { _id: fila.cobrador_id, nombre: fila.cobrador_nombre }
        : null,
    oficina: { _id: fila.oficina_id, nombre: fila.oficina_nombre },
    tieneFoto: fila.tiene_foto,
    tieneAutorizacion: fila.tiene_autorizacion,
    createdAt: instanteJson(fila.created_at),
    updatedAt: instanteJson(fila.updated_at),
  };
}
