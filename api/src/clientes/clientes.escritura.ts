// Lo que escribe la ficha de un cliente (clientes.service.ts) con la capa tipada: los campos del cuerpo en sus
// columnas, un cambio sólo si algo cambió (con su instante de cambio) y la foto aparte de la fila.
import { MENSAJES, normalizarDocumento, validarCedula, type TipoDocumento } from '@cartera/dominio';
import { sql, type SqlBool, type Updateable } from 'kysely';
import type { EntityManager } from 'typeorm';
import { errorValidacion } from '../common/errores';
import type { Clientes } from '../database/esquema';
import { db } from '../database/kysely';
import type { CamposOpcionalesCliente, CreateClienteDto, UpdateClienteDto } from './dto/cliente.dto';
import type { FotoDecodificada } from './fotos';

/**
 * Campos del cuerpo que se copian tal cual a la fila (cédula y teléfonos ya llegan sólo con dígitos). La supresión los
 * toma de aquí (todos menos `estado`): un campo nuevo de la ficha queda cubierto sin escribirlo dos veces.
 */
export const CAMPOS_DIRECTOS = [
  'nombre',
  'cedula',
  'telefono',
  'direccion',
  'ciudad',
  'apodo',
  'email',
  'barrio',
  'departamento',
  'latitud',
  'longitud',
  'fechaNacimiento',
  'sexo',
  'estadoCivil',
  'lugarNacimiento',
  'ocupacion',
  'ingresos',
  'referencia1Nombre',
  'referencia1Telefono',
  'referencia2Nombre',
  'referencia2Telefono',
  'observaciones',
  'estado',
] as const satisfies ReadonlyArray<keyof CreateClienteDto>;

/** El nombre de columna de un campo del cuerpo: `fechaNacimiento` → `fecha_nacimiento`, `referencia1Nombre` → `referencia1_nombre`. */
type Serpiente<S extends string> = S extends `${infer L}${infer R}`
  ? `${L extends Lowercase<L> ? L : `_${Lowercase<L>}`}${Serpiente<R>}`
  : S;

/** Cada campo de CAMPOS_DIRECTOS tiene su columna (un campo nuevo de la ficha sin columna no compila). */
type ColumnaDeCampo = Serpiente<(typeof CAMPOS_DIRECTOS)[number]>;

/**
 * Las columnas de los campos que llegaron (undefined = no cambia, y Kysely no lo escribe; null = se borra): los de
 * CAMPOS_DIRECTOS, cada uno en su columna.
 */
export function columnasDeCampos(d: CamposOpcionalesCliente & Partial<CreateClienteDto>) {
  return {
    nombre: d.nombre,
    cedula: d.cedula,
    telefono: d.telefono,
    direccion: d.direccion,
    ciudad: d.ciudad,
    apodo: d.apodo,
    email: d.email,
    barrio: d.barrio,
    departamento: d.departamento,
    latitud: d.latitud,
    longitud: d.longitud,
    fecha_nacimiento: d.fechaNacimiento,
    sexo: d.sexo,
    estado_civil: d.estadoCivil,
    lugar_nacimiento: d.lugarNacimiento,
    ocupacion: d.ocupacion,
    ingresos: d.ingresos,
    referencia1_nombre: d.referencia1Nombre,
    referencia1_telefono: d.referencia1Telefono,
    referencia2_nombre: d.referencia2Nombre,
    referencia2_telefono: d.referencia2Telefono,
    observaciones: d.observaciones,
    estado: d.estado,
  } satisfies Updateable<Clientes> & Record<ColumnaDeCampo, unknown>;
}

/**
 * Escribe en el cliente `id` los `cambios` (undefined: no cambia) sólo si alguno difiere de lo guardado, y entonces
 * con su nuevo instante de cambio: una edición sin cambios no toca la fila (como antes con la entidad de TypeORM).
 */
export async function guardarCambiosCliente(
  manager: EntityManager,
  id: string,
  cambios: Updateable<Clientes>,
): Promise<void> {
  const columnas = Object.entries(cambios).flatMap(([columna, valor]) =>
    valor === undefined ? [] : [[columna, valor] as const],
  );
  if (columnas.length === 0) return;
  await db(manager)
    .updateTable('clientes as c')
    .set({ ...cambios, updated_at: new Date() })
    .where('c.id', '=', id)
    .where((eb) =>
      eb.or(
        columnas.map(
          ([columna, valor]) =>
            // Cada columna con el valor que se le escribe.
            // sql: Kysely lee NUMERIC como texto y lo escribe como número: sin comparación genérica por columna con tipos
            sql<SqlBool>`${sql.ref(`c.${columna}`)} IS DISTINCT FROM ${valor}`,
        ),
      ),
    )
    .execute();
}

/** Guarda la foto del cliente (la reemplaza si tenía). */
export async function guardarFoto(
  manager: EntityManager,
  clienteId: string,
  foto: FotoDecodificada,
): Promise<void> {
  await db(manager)
    .insertInto('clientes_fotos')
    .values({
      cliente_id: clienteId,
      mime: foto.mime,
      datos: foto.datos,
      tamano: foto.datos.length,
      updated_at: new Date(),
    })
    .onConflict((oc) =>
      oc.column('cliente_id').doUpdateSet((eb) => ({
        mime: eb.ref('excluded.mime'),
        datos: eb.ref('excluded.datos'),
        tamano: eb.ref('excluded.tamano'),
        updated_at: eb.ref('excluded.updated_at'),
      })),
    )
    .execute();
}

/**
 * El documento que deja una edición, si cambia: el tipo enviado o el guardado, con el número enviado o el guardado,
 * validado por la regla de su tipo (el DTO sólo puede validar el número cuando el tipo llega con él).
 */
export function documentoNuevo(
  existente: { tipoDocumento: TipoDocumento; cedula: string },
  datos: UpdateClienteDto,
): { tipoDocumento: TipoDocumento; cedula: string } | null {
  if (datos.tipoDocumento === undefined && datos.cedula === undefined) return null;
  const tipoDocumento = datos.tipoDocumento ?? existente.tipoDocumento;
  const enviada: unknown = datos.cedula;
  if (enviada !== undefined && typeof enviada !== 'string') {
    throw errorValidacion({ cedula: [MENSAJES.cedulaObligatoria] });
  }
  const cedula = normalizarDocumento(tipoDocumento, datos.cedula ?? existente.cedula);
  const error = validarCedula(cedula, tipoDocumento);
  if (error) throw errorValidacion({ cedula: [error] });
  if (tipoDocumento === existente.tipoDocumento && cedula === existente.cedula) return null;
  return { tipoDocumento, cedula };
}
