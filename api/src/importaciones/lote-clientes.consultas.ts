// Lo que lee y escribe la aplicación por lotes de los clientes (aplicar-lote-clientes.ts): tres lecturas por página y
// una sentencia por tabla, en la transacción de la página.
import type { FilaCliente } from '@cartera/dominio';
import type { EntityManager } from 'typeorm';
import { db } from '../database/kysely';
import { consultasAplicacion } from './aplicacion.consultas';
import { claveDocumentoSql } from './importaciones.consultas';
import type { Firmante } from '../auditoria/auditar';

/** Un cliente nuevo listo para escribir: sus columnas como las guarda el camino de uno en uno. */
export interface ClienteLote {
  id: string;
  clave: string;
  huella: string;
  cliente: Omit<FilaCliente, 'idExterno' | 'cobrador' | 'autorizacionCanal' | 'autorizacionFecha'> & {
    cobradorId: string | null;
  };
  autorizacion: { canal: string; fecha: string } | null;
}

/** Las columnas de `clientes` de un cliente del archivo (la fila nueva o lo que cambia de uno ya importado). */
export function columnasCliente(c: ClienteLote['cliente']) {
  return {
    tipo_documento: c.tipoDocumento,
    cedula: c.cedula,
    nombre: c.nombre,
    apodo: c.apodo,
    telefono: c.telefono,
    email: c.email,
    direccion: c.direccion,
    barrio: c.barrio,
    ciudad: c.ciudad,
    departamento: c.departamento,
    latitud: c.latitud,
    longitud: c.longitud,
    fecha_nacimiento: c.fechaNacimiento,
    sexo: c.sexo,
    estado_civil: c.estadoCivil,
    lugar_nacimiento: c.lugarNacimiento,
    ocupacion: c.ocupacion,
    ingresos: c.ingresos,
    referencia1_nombre: c.referencia1Nombre,
    referencia1_telefono: c.referencia1Telefono,
    referencia2_nombre: c.referencia2Nombre,
    referencia2_telefono: c.referencia2Telefono,
    observaciones: c.observaciones,
    estado: c.estado,
    cobrador_id: c.cobradorId,
    // La de la revisión; una fila revisada antes de la columna no trae: nace en la primera oficina o conserva la suya.
    oficina_id: c.oficina ?? undefined,
  };
}

const alguno = (lista: readonly string[]) => (lista.length ? [...lista] : ['']);

export const consultasLoteClientes = {
  /** Los clientes de la página ya importados, los ids de sus cobradores y las cédulas que ya están en Cartera. */
  async contexto(
    manager: EntityManager,
    claves: readonly string[],
    cobradores: readonly string[],
    cedulas: readonly string[],
  ) {
    const ids = await db(manager)
      .selectFrom('importacion_ids')
      .select(['hoja', 'id_externo', 'id_cartera'])
      .where((eb) =>
        eb.or([
          eb.and([eb('hoja', '=', 'Clientes'), eb('id_externo', 'in', alguno(claves))]),
          eb.and([eb('hoja', '=', 'Cobradores'), eb('id_externo', 'in', alguno(cobradores))]),
        ]),
      )
      .execute();
    // `cedulas`: claveDocumento ('CC 52123456'); el número va por su índice y el tipo se compara en la fila.
    const enCartera = await db(manager)
      .selectFrom('clientes')
      .select(claveDocumentoSql('tipo_documento', 'cedula').as('clave'))
      .where('cedula', 'in', alguno(cedulas.map((c) => c.slice(c.indexOf(' ') + 1))))
      .where(claveDocumentoSql('tipo_documento', 'cedula'), 'in', alguno(cedulas))
      .execute();
    return {
      previos: new Set(ids.filter((f) => f.hoja === 'Clientes').map((f) => f.id_externo)),
      cobradores: new Map(
        ids.filter((f) => f.hoja === 'Cobradores').map((f) => [f.id_externo, f.id_cartera]),
      ),
      cedulasEnCartera: new Set(enCartera.map((f) => f.clave)),
    };
  },

  /** Los clientes, sus autorizaciones de datos (con la versión vigente del aviso) y su fila en importacion_ids. */
  async escribir(
    manager: EntityManager,
    lote: readonly ClienteLote[],
    importacionId: string,
    firma: Firmante,
  ) {
    await db(manager)
      .insertInto('clientes')
      .values(
        lote.map(({ id, cliente }) => ({ id, ...columnasCliente(cliente) })),
      )
      .execute();
    await consultasAplicacion.autorizar(
      manager,
      lote.flatMap(({ id, autorizacion }) => (autorizacion ? [{ clienteId: id, ...autorizacion }] : [])),
      firma,
    );
    await db(manager)
      .insertInto('importacion_ids')
      .values(
        lote.map((c) => ({
          hoja: 'Clientes',
          id_externo: c.clave,
          id_cartera: c.id,
          huella: c.huella,
          importacion_id: importacionId,
        })),
      )
      .execute();
  },
};
