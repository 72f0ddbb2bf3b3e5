import {
  CODIGOS,
  esBusquedaNumerica,
  errorCobradorDeCliente,
  soloDigitos,
  TIPOS_DOCUMENTO,
  type ClienteDetalle,
  type ClienteResumen,
  type FotoCliente,
  type TipoDocumento,
} from '@cartera/dominio';
import { auditar } from '../auditoria/auditar';
import { consultaPreparada } from '../database/consulta-preparada';
import { expressionBuilder, sql, type Expression, type SqlBool, type Updateable } from 'kysely';
import type { Clientes, DB } from '../database/esquema';
import { db, deLista } from '../database/kysely';
import { hayFila } from '../common/filas';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { QueryFailedError, type DataSource, type EntityManager } from 'typeorm';
import { guardarAutorizacion, leerAutorizacion } from './autorizacion-datos';
import { ErrorNegocio, conflicto, errorValidacion, noEncontrado, prohibido } from '../common/errores';
import { leerOrden, metaPagina, patronContiene } from '../common/paginacion';
import { Pagina } from '../common/respuesta';
import { errorPostgres } from '../common/traducir-error';
import type { ContextoSolicitud } from '../common/usuario-actual.decorator';
import { Usuario } from '../usuarios/entities/usuario.entity';
import type { CreateClienteDto, UpdateClienteDto } from './dto/cliente.dto';
import type { ConsultaClientesDto } from './dto/consulta-clientes.dto';
import { consultasClientes } from './clientes.consultas';
import { clienteAJson, clientePorId, seleccionListaClientes } from './clientes.sql';
import { columnasDeCampos, documentoNuevo, guardarCambiosCliente, guardarFoto } from './clientes.escritura';
import {
  condicionesConValores,
  filtrosClientes,
  paginaClientes,
  paginaPorForma,
  totalClientes,
  totalPorFiltros,
  totalRegistradoPorFiltros,
} from './clientes.lista';
import { aDataUrl, leerFoto, marcaFoto, type FotoDecodificada } from './fotos';
import { sinAcentos } from '../database/fragmentos';
import { oficinaDelClienteNuevo } from '../oficinas/oficina-de-alta';

export const MENSAJES_CLIENTES = {
  noEncontrado: 'Cliente no encontrado',
  ajeno: 'No tiene permisos sobre este cliente',
  cedulaDuplicada: 'Ya existe un cliente con esa cédula',
  conPrestamos: 'No se puede eliminar: el cliente tiene préstamos. Desactívelo en su lugar.',
  cobradorNoExiste: 'El cobrador no existe o no está activo',
} as const;

const COLUMNAS_ORDEN = {
  createdAt: 'c.created_at',
  nombre: 'c.nombre_busqueda',
} as const;

/** Un cliente para la auditoría: sus datos, y en lugar de la foto sólo una marca (nunca los bytes). */
function paraAuditoria(
  cliente: ClienteResumen,
  foto?: string | null,
): ClienteResumen & { foto?: string | null } {
  const datos: ClienteResumen & { foto?: string | null } = { ...cliente };
  if (foto !== undefined) datos.foto = foto;
  return datos;
}

/** Las condiciones sobre los clientes `c` de la capa tipada. */
const condicion = expressionBuilder<DB & { c: DB['clientes'] }, 'c'>();

export const MENSAJE_CLIENTE_DE_OTRO_COBRADOR = 'Un cobrador sólo registra clientes de su propia cartera';

@Injectable()
export class ClientesService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Lista paginada. Un cobrador sólo ve sus clientes. Sin foto: `tieneFoto` dice si hay que pedirla. La página sale
   * de un índice por cada orden. El total no se cuenta si la página no se llenó (es lo anterior más lo que vino);
   * si no, sin búsqueda sale de `clientes_totales` y con búsqueda de un count(*) sin joins sobre los índices de
   * trigramas.
   */
  async listar(consulta: ConsultaClientesDto, actor: Usuario): Promise<Pagina<ClienteResumen>> {
    const orden = leerOrden(consulta.sort, COLUMNAS_ORDEN, 'createdAt_desc');
    if ('error' in orden) throw errorValidacion({ sort: [orden.error] });
    // Con la capa tipada y no con el QueryBuilder de TypeORM: armarlo costaba más CPU que la consulta misma, y cada
    // fila va de una vez a su JSON, sin pasar por la entidad (docs/decisiones/rendimiento-de-la-api.md). Sólo los
    // valores van como parámetros; el resto del texto sale de listas blancas, así que se prepara una vez por forma.
    const filtros = filtrosClientes(consulta, actor);
    const desde = (consulta.page - 1) * consulta.limit;
    // Sin búsqueda, la página y el total son de forma fija (clientes.lista.ts); con búsqueda se arman cada vez.
    const conBusqueda = consulta.search
      ? [...condicionesConValores(filtros), condicionBusqueda(consulta.search)]
      : undefined;
    const k = db(this.dataSource.manager);
    const pagina = consultaPreparada(
      this.dataSource,
      conBusqueda
        ? paginaClientes(k, conBusqueda, orden, sql.lit(consulta.limit), sql.lit(desde)).compile()
        : paginaPorForma({ filtros: filtros.filtros, orden }, [consulta.limit, desde, ...filtros.valores]),
      { instantesIso: true },
    ).then((filas) => filas.map(clienteAJson));
    // Sin búsqueda el total cuesta una fila de clientes_totales: se pide a la vez que la página.
    // `clientes_totales` no sabe de autorizaciones ni de oficinas: con esos filtros, el total se cuenta como con búsqueda.
    const totalGuardado =
      conBusqueda || consulta.autorizacion || consulta.oficina
        ? undefined
        : consultaPreparada(this.dataSource, totalRegistradoPorFiltros(filtros.filtros, filtros.valores));
    const [clientes, guardado] = await Promise.all([pagina, totalGuardado]);
    let total = desde + clientes.length;
    if (clientes.length === consulta.limit || (clientes.length === 0 && desde > 0)) {
      const contar = conBusqueda
        ? totalClientes(k, conBusqueda).compile()
        : totalPorFiltros(filtros.filtros, filtros.valores);
      total = (guardado ?? (await consultaPreparada(this.dataSource, contar)))[0]?.total ?? 0;
    }
    return new Pagina(clientes, metaPagina(total, consulta.page, consulta.limit));
  }

  async obtener(id: string, actor: Usuario): Promise<ClienteDetalle> {
    const cliente = await this.cargar(this.dataSource.manager, id);
    this.asegurarAcceso(cliente, actor);
    return this.detalle(this.dataSource.manager, cliente);
  }

  /** El cliente con su autorización de tratamiento de datos (null si no la tiene). */
  private async detalle(manager: EntityManager, cliente: ClienteResumen): Promise<ClienteDetalle> {
    return { ...cliente, autorizacionDatos: await leerAutorizacion(manager, cliente._id) };
  }

  /** La foto como data URL, o null si el cliente no tiene. */
  async foto(id: string, actor: Usuario): Promise<FotoCliente> {
    const cliente = await consultasClientes.cobradorDe(this.dataSource.manager, id);
    if (!cliente) throw noEncontrado(MENSAJES_CLIENTES.noEncontrado);
    if (actor.rol === 'cobrador' && cliente.cobrador_id !== actor.id)
      throw prohibido(MENSAJES_CLIENTES.ajeno);
    return { foto: await this.leerFotoGuardada(id) };
  }

  /** Cliente (y su foto, si la hay) por tipo y número de documento: la primera fuente de la consulta de cédulas. */
  async buscarPorCedula(
    cedula: string,
    tipoDocumento: TipoDocumento = 'CC',
  ): Promise<(ClienteResumen & { foto: string | null }) | null> {
    const fila = await seleccionListaClientes(db(this.dataSource.manager))
      .where('c.tipo_documento', '=', tipoDocumento)
      .where('c.cedula', '=', cedula)
      .executeTakeFirst();
    if (!fila) return null;
    const cliente = clienteAJson(fila);
    return { ...cliente, foto: cliente.tieneFoto ? await this.leerFotoGuardada(cliente._id) : null };
  }

  async crear(datos: CreateClienteDto, { actor, ip }: ContextoSolicitud): Promise<ClienteDetalle> {
    const foto = datos.foto ? this.decodificarFoto(datos.foto) : null;
    return this.traducirConflictos(() =>
      this.dataSource.transaction(async (manager) => {
        const tipoDocumento = datos.tipoDocumento ?? 'CC';
        await this.verificarCedulaLibre(manager, tipoDocumento, datos.cedula);
        // Un cobrador registra clientes desde la calle (Mi Ruta): quedan en su cartera, nunca en la de otro.
        let cobradorId = datos.cobrador ?? null;
        const oficinaId = await oficinaDelClienteNuevo(manager, actor, datos.oficina);
        if (actor.rol === 'cobrador') {
          if (cobradorId && cobradorId !== actor.id) throw prohibido(MENSAJE_CLIENTE_DE_OTRO_COBRADOR);
          cobradorId = actor.id;
        } else if (cobradorId) await this.verificarCobrador(manager, cobradorId, oficinaId);
        const nuevo = await db(manager)
          .insertInto('clientes')
          .values({
            ...columnasDeCampos(datos),
            oficina_id: oficinaId,
            estado: datos.estado ?? 'activo',
            cobrador_id: cobradorId,
            tipo_documento: tipoDocumento,
            nombre: datos.nombre,
            cedula: datos.cedula,
            telefono: datos.telefono,
            direccion: datos.direccion,
            ciudad: datos.ciudad,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        if (foto) await guardarFoto(manager, nuevo.id, foto);
        if (datos.autorizacionDatos)
          await guardarAutorizacion(manager, nuevo.id, datos.autorizacionDatos, actor);
        const cliente = await this.cargar(manager, nuevo.id);
        const conAutorizacion = datos.autorizacionDatos
          ? ' con autorización de datos'
          : ' sin autorización de datos';
        await auditar(manager, { actor, ip }, 'Clientes', {
          oficina: { de: 'clientes', id: cliente._id },
          accion: 'Crear cliente',
          detalles: `Cliente ${cliente.nombre} (cédula ${cliente.cedula}) creado${conAutorizacion}`,
          datosNuevos: paraAuditoria(cliente, marcaFoto(foto)),
        });
        return this.detalle(manager, cliente);
      }),
    );
  }

  async actualizar(
    id: string,
    datos: UpdateClienteDto,
    { actor, ip }: ContextoSolicitud,
  ): Promise<ClienteDetalle> {
    const foto = datos.foto ? this.decodificarFoto(datos.foto) : null;
    return this.traducirConflictos(() =>
      this.dataSource.transaction(async (manager) => {
        const existente = await clientePorId(manager, id)
          .select(['tipo_documento', 'cedula', 'cobrador_id', 'oficina_id'])
          .forUpdate()
          .executeTakeFirst();
        if (!existente) throw noEncontrado(MENSAJES_CLIENTES.noEncontrado);
        const antes = await this.cargar(manager, id);
        const guardado = {
          tipoDocumento: deLista(TIPOS_DOCUMENTO, existente.tipo_documento, 'clientes.tipo_documento'),
          cedula: existente.cedula,
        };
        const documento = documentoNuevo(guardado, datos);
        const escritos: Updateable<Clientes> = columnasDeCampos(datos);
        if (documento) {
          await this.verificarCedulaLibre(manager, documento.tipoDocumento, documento.cedula, id);
          escritos.tipo_documento = documento.tipoDocumento;
          escritos.cedula = documento.cedula;
        }
        if (datos.cobrador !== undefined && datos.cobrador !== existente.cobrador_id) {
          if (datos.cobrador) await this.verificarCobrador(manager, datos.cobrador, existente.oficina_id);
          escritos.cobrador_id = datos.cobrador;
        }
        await guardarCambiosCliente(manager, id, escritos);
        let cambioFoto = '';
        if (foto) {
          await guardarFoto(manager, id, foto);
          cambioFoto = 'foto cambiada';
        } else if (datos.foto === null && antes.tieneFoto) {
          await db(manager).deleteFrom('clientes_fotos').where('cliente_id', '=', id).execute();
          cambioFoto = 'foto eliminada';
        }
        if (datos.autorizacionDatos) await guardarAutorizacion(manager, id, datos.autorizacionDatos, actor);
        const cliente = await this.cargar(manager, id);
        const cambios = [
          antes.estado !== cliente.estado ? `estado ${cliente.estado}` : '',
          cambioFoto,
          datos.autorizacionDatos ? `autorización de datos (${datos.autorizacionDatos.canal})` : '',
        ].filter(Boolean);
        await auditar(manager, { actor, ip }, 'Clientes', {
          oficina: { de: 'clientes', id: cliente._id },
          accion: 'Actualizar cliente',
          detalles: `Cliente ${cliente.nombre} (cédula ${cliente.cedula}) actualizado${cambios.length ? `: ${cambios.join(', ')}` : ''}`,
          datosAnteriores: paraAuditoria(antes),
          datosNuevos: paraAuditoria(cliente, foto ? marcaFoto(foto) : undefined),
        });
        return this.detalle(manager, cliente);
      }),
    );
  }

  /**
   * Borra el cliente y su foto. Uno con préstamos no se borra (clave foránea ON DELETE RESTRICT de préstamos):
   * 409 y la sugerencia de desactivarlo, así ningún préstamo queda huérfano.
   */
  async eliminar(id: string, { actor, ip }: ContextoSolicitud): Promise<void> {
    try {
      await this.dataSource.transaction(async (manager) => {
        const existente = await clientePorId(manager, id).select('id').forUpdate().executeTakeFirst();
        if (!existente) throw noEncontrado(MENSAJES_CLIENTES.noEncontrado);
        const antes = await this.cargar(manager, id);
        await db(manager).deleteFrom('clientes').where('id', '=', id).execute();
        await auditar(manager, { actor, ip }, 'Clientes', {
          oficina: antes.oficina?._id ?? null,
          accion: 'Eliminar cliente',
          detalles: `Cliente ${antes.nombre} (cédula ${antes.cedula}) eliminado`,
          datosAnteriores: paraAuditoria(antes),
        });
      });
    } catch (error) {
      // 23001 restrict_violation (ON DELETE RESTRICT) o 23503 foreign_key_violation (NO ACTION).
      const codigo = error instanceof QueryFailedError ? errorPostgres(error.driverError).code : undefined;
      if (codigo === '23001' || codigo === '23503') {
        throw conflicto(CODIGOS.clienteConPrestamos, MENSAJES_CLIENTES.conPrestamos);
      }
      throw error;
    }
  }

  /** Cliente con su cobrador (id y nombre) y `tieneFoto`. */
  private async cargar(manager: EntityManager, id: string): Promise<ClienteResumen> {
    const fila = await seleccionListaClientes(db(manager)).where('c.id', '=', id).executeTakeFirst();
    if (!fila) throw noEncontrado(MENSAJES_CLIENTES.noEncontrado);
    return clienteAJson(fila);
  }

  private async leerFotoGuardada(clienteId: string): Promise<string | null> {
    const foto = await db(this.dataSource.manager)
      .selectFrom('clientes_fotos')
      .select(['mime', 'datos'])
      .where('cliente_id', '=', clienteId)
      .executeTakeFirst();
    return foto ? aDataUrl(foto.mime, foto.datos) : null;
  }

  private asegurarAcceso(cliente: ClienteResumen, actor: Usuario): void {
    if (actor.rol === 'cobrador' && (cliente.cobrador?._id ?? null) !== actor.id)
      throw prohibido(MENSAJES_CLIENTES.ajeno);
  }

  private decodificarFoto(valor: string): FotoDecodificada {
    const foto = leerFoto(valor);
    if ('error' in foto) throw errorValidacion({ foto: [foto.error] });
    return foto;
  }

  /** Duplicado es el mismo tipo y número: la misma cédula como CC y como CE son dos personas. */
  private async verificarCedulaLibre(
    manager: EntityManager,
    tipoDocumento: TipoDocumento,
    cedula: string,
    excepto?: string,
  ): Promise<void> {
    let otros = db(manager)
      .selectFrom('clientes as c')
      .select('c.id')
      .where('c.tipo_documento', '=', tipoDocumento)
      .where('c.cedula', '=', cedula);
    if (excepto) otros = otros.where('c.id', '<>', excepto);
    if (await hayFila(otros.limit(1))) throw cedulaDuplicada();
  }

  /** Un cobrador activo y de la oficina del cliente (`errorCobradorDeCliente`, docs/decisiones/oficinas.md). */
  private async verificarCobrador(manager: EntityManager, cobradorId: string, oficinaId: string): Promise<void> {
    const oficinas = await consultasClientes.oficinasDeCobradorActivo(manager, cobradorId);
    if (!oficinas) throw errorValidacion({ cobrador: [MENSAJES_CLIENTES.cobradorNoExiste] });
    const error = errorCobradorDeCliente(oficinaId, oficinas);
    if (error) throw errorValidacion({ cobrador: [error] });
  }

  /** Dos altas simultáneas con la misma cédula: la segunda choca con el índice único y recibe el mismo 409. */
  private async traducirConflictos<T>(trabajo: () => Promise<T>): Promise<T> {
    try {
      return await trabajo();
    } catch (error) {
      const pg = error instanceof QueryFailedError ? errorPostgres(error.driverError) : null;
      if (pg?.code === '23505' && pg.constraint === 'clientes_documento_unico') throw cedulaDuplicada();
      throw error;
    }
  }
}

function cedulaDuplicada(): ErrorNegocio {
  return new ErrorNegocio(CODIGOS.cedulaDuplicada, MENSAJES_CLIENTES.cedulaDuplicada, 409, {
    cedula: [MENSAJES_CLIENTES.cedulaDuplicada],
  });
}

/**
 * Condición de búsqueda: sólo dígitos (con separadores) → cédula o teléfono que los contengan; cualquier otra cosa
 * → nombre que la contenga, sin tildes ni mayúsculas ('jose' encuentra a 'José'; `nombre_busqueda` es
 * sin_acentos(nombre), columna generada). Ambas usan índices de trigramas.
 */
export function condicionBusqueda(texto: string): Expression<SqlBool> {
  if (esBusquedaNumerica(texto)) {
    const patron = patronContiene(soloDigitos(texto));
    return condicion.or([condicion('c.cedula', 'like', patron), condicion('c.telefono', 'like', patron)]);
  }
  return condicion('c.nombre_busqueda', 'like', sinAcentos(patronContiene(texto)));
}
