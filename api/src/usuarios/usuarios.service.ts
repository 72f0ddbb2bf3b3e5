import {
  CODIGOS,
  MENSAJES_EXPORTE_CONTABLE,
  limpiarCedula,
  motivoSinPermiso,
  soloDigitos,
  type ResumenUsuarios,
  type Rol,
} from '@cartera/dominio';
import { auditar } from '../auditoria/auditar';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Expression } from 'kysely';
import { QueryFailedError, type DataSource, type EntityManager } from 'typeorm';
import { db } from '../database/kysely';
import { cifrarContrasena, verificarContrasena } from './contrasenas';
import { ErrorNegocio, conflicto, errorValidacion, noEncontrado, prohibido } from '../common/errores';
import type { Pagina } from '../common/respuesta';
import { errorPostgres } from '../common/traducir-error';
import type { ContextoSolicitud } from '../common/usuario-actual.decorator';
import type { ConsultaUsuariosDto } from './dto/consulta-usuarios.dto';
import type { CreateUsuarioDto } from './dto/create-usuario.dto';
import type { UpdateUsuarioDto } from './dto/update-usuario.dto';
import { Usuario } from './entities/usuario.entity';
import { autorDelCambio, registrarAviso } from './avisos';
import { usuarioDeSesion } from './usuario-de-sesion';
import { ALCANCE_USUARIOS, type AlcanceUsuarios, type CambiosPerfil, type PuntoDePartida } from './usuarios.alcance';
import { consultasUsuarios } from './usuarios.consultas';
import { filasUsuarios, guardarUsuario, insertarUsuario, usuarioDeFila, usuarioPorId } from './usuarios.filas';
import { listarUsuarios } from './usuarios.lista';
import { alcanzaCuenta } from './usuarios.visibles';
import { anotarOficinas, fijarOficinas, oficinaDeCuenta } from './usuarios.oficinas';
import { MENSAJES_USUARIOS, dejaSinAdministrador, invalidaSesiones } from './usuarios.rules';

export {
  ALCANCE_COBRADORES,
  ALCANCE_USUARIOS,
  type AlcanceUsuarios,
  type CambiosPerfil,
  type PuntoDePartida,
} from './usuarios.alcance';

@Injectable()
export class UsuariosService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  listar(consulta: ConsultaUsuariosDto, alcance: AlcanceUsuarios = ALCANCE_USUARIOS): Promise<Pagina<Usuario>> {
    return listarUsuarios(this.dataSource, consulta, alcance);
  }

  async obtener(id: string, alcance: AlcanceUsuarios = ALCANCE_USUARIOS): Promise<Usuario> {
    const usuario = await usuarioPorId(this.dataSource.manager, id);
    const fuera = (alcance.rol && usuario?.rol !== alcance.rol) || (alcance.cuenta && id !== alcance.cuenta);
    const alcanzada = await alcanzaCuenta(this.dataSource.manager, id);
    if (!usuario || fuera || !alcanzada) throw noEncontrado(alcance.noEncontrado);
    await anotarOficinas(this.dataSource.manager, [usuario]);
    return usuario;
  }

  /**
   * El usuario de un token con su sesión (jti): `null` si ya no existe o si la sesión no es suya, se revocó («Salir»,
   * «Cerrar las demás sesiones») o venció (la estrategia JWT decide qué hacer). Corre en cada petición con
   * sesión: va como sentencia preparada y sin el armado de consultas de TypeORM (docs/decisiones/rendimiento-de-la-api.md).
   */
  buscarParaSesion(id: string, sesionId: string): Promise<Usuario | null> {
    return usuarioDeSesion(this.dataSource, id, sesionId);
  }

  /** Búsqueda por email sin distinguir mayúsculas (usa el índice único sobre lower(email)). */
  async buscarPorEmail(email: string): Promise<Usuario | null> {
    const fila = await filasUsuarios(this.dataSource.manager)
      .where((eb) => eb(eb.fn('lower', ['u.email']), '=', eb.fn('lower', [eb.val(email.trim())])))
      .executeTakeFirst();
    return fila ? usuarioDeFila(fila) : null;
  }

  async crear(
    datos: CreateUsuarioDto & PuntoDePartida,
    { actor, ip }: ContextoSolicitud,
    alcance: AlcanceUsuarios = ALCANCE_USUARIOS,
    accion = `Crear ${alcance.sustantivo}`,
  ): Promise<Usuario> {
    const rol = alcance.rol ?? datos.rol;
    this.exigirPermiso(actor.rol, null, rol);
    const passwordHash = await cifrarContrasena(datos.password);
    return this.dataSource.transaction(async (manager) => {
      await this.verificarEmailLibre(manager, datos.email);
      const usuario = await insertarUsuario(manager, {
        nombre: datos.nombre,
        email: datos.email,
        passwordHash,
        rol,
        telefono: normalizarTelefono(datos.telefono),
        zona: datos.zona ?? null,
        cedula: cedulaDeCobrador(rol, datos.cedula),
        latitud: datos.latitud ?? null,
        longitud: datos.longitud ?? null,
        estado: datos.estado ?? 'activo',
        credencialesVersion: 1,
      });
      await fijarOficinas(manager, { actor, usuario, rol, pedidas: datos.oficinas, actuales: [], revisar: true });
      await auditar(manager, { actor, ip }, alcance.modulo, {
        oficina: oficinaDeCuenta(usuario),
        accion,
        detalles: `${capitalizar(alcance.sustantivo)} ${usuario.nombre} (${usuario.email}) creado con rol ${usuario.rol}`,
        datosNuevos: usuario,
      });
      return usuario;
    });
  }

  async actualizar(
    id: string,
    datos: UpdateUsuarioDto & PuntoDePartida,
    { actor, ip }: ContextoSolicitud,
    alcance: AlcanceUsuarios = ALCANCE_USUARIOS,
  ): Promise<Usuario> {
    if (alcance.rol && datos.rol !== undefined && datos.rol !== alcance.rol) {
      throw errorValidacion({ rol: [`El rol de un ${alcance.sustantivo} no se puede cambiar aquí`] });
    }
    const propia = actor.id === id;
    const cambiaEmail = datos.email !== undefined && datos.email !== actor.email;
    if (propia && (datos.password !== undefined || cambiaEmail)) {
      await this.exigirContrasenaActual(actor.passwordHash, datos.passwordActual);
    }
    const passwordHash = datos.password !== undefined ? await cifrarContrasena(datos.password) : undefined;
    return this.dataSource.transaction(async (manager) => {
      await consultasUsuarios.bloquearCuentas(manager);
      const usuario = await this.cargarParaCambiar(manager, id, alcance);
      const antes = usuario.toJSON();
      const rolNuevo = datos.rol ?? usuario.rol;
      this.exigirPermiso(actor.rol, usuario.rol, rolNuevo, propia);
      const estadoNuevo = datos.estado ?? usuario.estado;
      if (actor.id === usuario.id && estadoNuevo === 'inactivo' && usuario.estado === 'activo') {
        throw new ErrorNegocio(CODIGOS.autoDesactivacion, MENSAJES_USUARIOS.desactivarseASiMismo);
      }
      const despues = { rol: rolNuevo, estado: estadoNuevo };
      if (dejaSinAdministrador(usuario, despues, await this.otrosAdminsActivos(manager, usuario.id))) {
        throw new ErrorNegocio(CODIGOS.ultimoAdmin, MENSAJES_USUARIOS.ultimoAdmin);
      }
      const emailAnterior = usuario.email;
      if (datos.email !== undefined && datos.email !== usuario.email) {
        await this.verificarEmailLibre(manager, datos.email, usuario.id);
        usuario.email = datos.email;
      }
      if (invalidaSesiones(usuario, despues, passwordHash !== undefined)) usuario.credencialesVersion += 1;
      if (passwordHash !== undefined) usuario.passwordHash = passwordHash;
      if (datos.nombre !== undefined) usuario.nombre = datos.nombre;
      if (datos.telefono !== undefined) usuario.telefono = normalizarTelefono(datos.telefono);
      if (datos.zona !== undefined) usuario.zona = datos.zona;
      if (datos.latitud !== undefined || datos.longitud !== undefined) {
        usuario.latitud = datos.latitud ?? null;
        usuario.longitud = datos.longitud ?? null;
      }
      usuario.rol = rolNuevo;
      usuario.cedula = cedulaDeCobrador(rolNuevo, datos.cedula, usuario.cedula);
      usuario.estado = estadoNuevo;
      await guardarUsuario(manager, usuario);
      const oficinas = { actuales: (antes.oficinas ?? []).map((o) => o._id), pedidas: datos.oficinas };
      await fijarOficinas(manager, { actor, usuario, rol: rolNuevo, revisar: rolNuevo !== antes.rol, ...oficinas });
      const cambios = [
        passwordHash !== undefined ? 'contraseña cambiada' : '',
        emailAnterior !== usuario.email ? `email cambiado (antes ${emailAnterior})` : '',
        antes.estado !== usuario.estado ? `estado ${usuario.estado}` : '',
      ]
        .filter(Boolean)
        .join(', ');
      await auditar(manager, { actor, ip }, alcance.modulo, {
        oficina: oficinaDeCuenta(usuario),
        accion: `Actualizar ${alcance.sustantivo}`,
        detalles: `${capitalizar(alcance.sustantivo)} ${usuario.nombre} (${usuario.email}) actualizado${cambios ? `: ${cambios}` : ''}`,
        datosAnteriores: antes,
        datosNuevos: usuario,
      });
      const autor = autorDelCambio(actor, usuario.id);
      if (passwordHash !== undefined) {
        await registrarAviso(manager, usuario.id, 'Contraseña cambiada', `Su contraseña fue cambiada por ${autor}.`);
      }
      if (emailAnterior !== usuario.email) {
        await registrarAviso(
          manager,
          usuario.id,
          'Email cambiado',
          `El email de su cuenta pasó de ${emailAnterior} a ${usuario.email}; lo cambió ${autor}.`,
        );
      }
      return usuario;
    });
  }

  /**
   * Mi Perfil (PUT /api/auth/perfil): el dueño de la cuenta, de cualquier rol, cambia su nombre, su email o su
   * teléfono. Cambiar el email pide la contraseña actual (como en PUT /usuarios/:id sobre la cuenta propia); un
   * email de otra cuenta es 409 en el campo. El rol, la zona y el estado no se tocan aquí.
   */
  async actualizarPerfil(datos: CambiosPerfil, { actor, ip }: ContextoSolicitud): Promise<Usuario> {
    const cambiaEmail = datos.email !== undefined && datos.email !== actor.email;
    if (cambiaEmail) await this.exigirContrasenaActual(actor.passwordHash, datos.passwordActual);
    return this.dataSource.transaction(async (manager) => {
      const usuario = await this.cargarParaCambiar(manager, actor.id, ALCANCE_USUARIOS);
      const antes = usuario.toJSON();
      const emailAnterior = usuario.email;
      if (datos.email !== undefined && datos.email !== usuario.email) {
        await this.verificarEmailLibre(manager, datos.email, usuario.id);
        usuario.email = datos.email;
      }
      if (datos.nombre !== undefined) usuario.nombre = datos.nombre;
      if (datos.telefono !== undefined) usuario.telefono = normalizarTelefono(datos.telefono);
      await guardarUsuario(manager, usuario);
      const cambiados = (['nombre', 'email', 'telefono'] as const).filter((campo) => antes[campo] !== usuario[campo]);
      await auditar(manager, { actor: usuario, ip }, 'Autenticación', {
        accion: 'Actualizar perfil',
        detalles:
          `${usuario.nombre} actualizó su perfil: ${cambiados.join(', ') || 'sin cambios'}` +
          (emailAnterior !== usuario.email ? ` (email antes ${emailAnterior})` : ''),
        datosAnteriores: antes,
        datosNuevos: usuario,
      });
      if (emailAnterior !== usuario.email) {
        await registrarAviso(
          manager,
          usuario.id,
          'Email cambiado',
          `El email de su cuenta pasó de ${emailAnterior} a ${usuario.email}; lo cambió usted mismo.`,
        );
      }
      return usuario;
    });
  }

  async cambiarPassword(
    id: string,
    password: string,
    { actor, ip }: ContextoSolicitud,
    alcance: AlcanceUsuarios = ALCANCE_USUARIOS,
    passwordActual?: string,
  ): Promise<Usuario> {
    const propia = actor.id === id;
    if (propia) await this.exigirContrasenaActual(actor.passwordHash, passwordActual);
    const passwordHash = await cifrarContrasena(password);
    return this.dataSource.transaction(async (manager) => {
      const usuario = await this.cargarParaCambiar(manager, id, alcance);
      this.exigirPermiso(actor.rol, usuario.rol, undefined, propia);
      usuario.passwordHash = passwordHash;
      usuario.credencialesVersion += 1;
      await guardarUsuario(manager, usuario);
      await auditar(manager, { actor, ip }, alcance.modulo, {
        oficina: oficinaDeCuenta(usuario),
        accion: 'Cambiar contraseña',
        detalles: `Contraseña de ${usuario.nombre} (${usuario.email}) cambiada; sus sesiones abiertas se cerraron`,
      });
      await registrarAviso(
        manager,
        usuario.id,
        'Contraseña cambiada',
        `Su contraseña fue cambiada por ${autorDelCambio(actor, usuario.id)}.`,
      );
      return usuario;
    });
  }

  async eliminar(
    id: string,
    { actor, ip }: ContextoSolicitud,
    alcance: AlcanceUsuarios = ALCANCE_USUARIOS,
  ): Promise<void> {
    try {
      await this.dataSource.transaction(async (manager) => {
        await consultasUsuarios.bloquearCuentas(manager);
        const usuario = await this.cargarParaCambiar(manager, id, alcance);
        if (actor.id === usuario.id)
          throw new ErrorNegocio(CODIGOS.autoEliminacion, MENSAJES_USUARIOS.eliminarseASiMismo);
        this.exigirPermiso(actor.rol, usuario.rol);
        if (dejaSinAdministrador(usuario, null, await this.otrosAdminsActivos(manager, usuario.id))) {
          throw new ErrorNegocio(CODIGOS.ultimoAdmin, MENSAJES_USUARIOS.ultimoAdmin);
        }
        const antes = usuario.toJSON();
        await db(manager).deleteFrom('usuarios').where('id', '=', usuario.id).execute();
        await auditar(manager, { actor, ip }, alcance.modulo, {
          oficina: oficinaDeCuenta(usuario),
          accion: `Eliminar ${alcance.sustantivo}`,
          detalles: `${capitalizar(alcance.sustantivo)} ${antes.nombre} (${antes.email}) eliminado`,
          datosAnteriores: antes,
        });
      });
    } catch (error) {
      // Lo protegen las claves foráneas ON DELETE RESTRICT de clientes, préstamos, cobros…
      if (
        error instanceof QueryFailedError &&
        ['23503', '23001'].includes(errorPostgres(error.driverError).code ?? '')
      ) {
        throw conflicto(CODIGOS.usuarioConDatos, MENSAJES_USUARIOS.conDatos);
      }
      throw error;
    }
  }

  async estadisticas(): Promise<ResumenUsuarios> {
    const fila = await db(this.dataSource.manager)
      .selectFrom('usuarios as u')
      .select((eb) => {
        const cuantas = () => eb.fn.countAll<number>();
        const entero = (conteo: Expression<number>) => eb.cast<number>(conteo, 'integer');
        return [
          entero(cuantas()).as('total'),
          entero(cuantas().filterWhere('u.estado', '=', 'activo')).as('activos'),
          entero(cuantas().filterWhere('u.estado', '=', 'inactivo')).as('inactivos'),
          entero(cuantas().filterWhere('u.rol', '=', 'admin')).as('admin'),
          entero(cuantas().filterWhere('u.rol', '=', 'gerente')).as('gerente'),
          entero(cuantas().filterWhere('u.rol', '=', 'cobrador')).as('cobrador'),
        ];
      })
      .executeTakeFirst();
    const f = fila ?? { total: 0, activos: 0, inactivos: 0, admin: 0, gerente: 0, cobrador: 0 };
    return {
      total: f.total,
      activos: f.activos,
      inactivos: f.inactivos,
      porRol: { admin: f.admin, gerente: f.gerente, cobrador: f.cobrador },
    };
  }

  private async cargarParaCambiar(manager: EntityManager, id: string, alcance: AlcanceUsuarios): Promise<Usuario> {
    const fila = await filasUsuarios(manager).where('u.id', '=', id).forUpdate().executeTakeFirst();
    const usuario = fila ? usuarioDeFila(fila) : null;
    const fuera = (alcance.rol && usuario?.rol !== alcance.rol) || !(await alcanzaCuenta(manager, id));
    if (!usuario || fuera) throw noEncontrado(alcance.noEncontrado);
    await anotarOficinas(manager, [usuario]);
    return usuario;
  }

  private async otrosAdminsActivos(manager: EntityManager, id: string): Promise<number> {
    const fila = await db(manager)
      .selectFrom('usuarios as u')
      .select((eb) => eb.cast<number>(eb.fn.countAll(), 'integer').as('otros'))
      .where('u.rol', '=', 'admin')
      .where('u.estado', '=', 'activo')
      .where('u.id', '<>', id)
      .executeTakeFirstOrThrow();
    return fila.otros;
  }

  private async verificarEmailLibre(manager: EntityManager, email: string, excepto?: string): Promise<void> {
    let otras = db(manager)
      .selectFrom('usuarios as u')
      .select('u.id')
      .where((eb) => eb(eb.fn('lower', ['u.email']), '=', eb.fn('lower', [eb.val(email)])));
    if (excepto) otras = otras.where('u.id', '<>', excepto);
    if (await otras.limit(1).executeTakeFirst()) {
      throw new ErrorNegocio(CODIGOS.emailDuplicado, MENSAJES_USUARIOS.emailDuplicado, 409, {
        email: [MENSAJES_USUARIOS.emailDuplicado],
      });
    }
  }

  /** 403 con el motivo (cuenta de administrador, de gerente, o sin rol para administrar). */
  exigirPermiso(rolActor: Rol, rolObjetivo: Rol | null, rolNuevo?: Rol, propia = false): void {
    const motivo = motivoSinPermiso(rolActor, rolObjetivo, rolNuevo, propia);
    if (motivo === 'admin') throw prohibido(MENSAJES_USUARIOS.adminProtegido, CODIGOS.adminProtegido);
    if (motivo === 'gerente') throw prohibido(MENSAJES_USUARIOS.soloCobradores, CODIGOS.soloCobradores);
    if (motivo === 'rol') throw prohibido();
  }

  /**
   * Cambiar la contraseña o el email de la cuenta propia pide la contraseña actual: un token robado no basta
   * para quedarse con la cuenta.
   */
  private async exigirContrasenaActual(hashGuardado: string, passwordActual: string | undefined): Promise<void> {
    if (!passwordActual) {
      throw errorValidacion({ passwordActual: [MENSAJES_USUARIOS.contrasenaActualRequerida] });
    }
    if (!(await verificarContrasena(passwordActual, hashGuardado))) {
      throw errorValidacion({ passwordActual: [MENSAJES_USUARIOS.contrasenaActualIncorrecta] });
    }
  }
}

/**
 * La cédula se guarda en dígitos y sólo en un cobrador: en otro rol una cédula enviada es 400 y la guardada se borra.
 * `enviada`: la que llegó en la petición (undefined si no llegó); `guardada`: la que tiene la cuenta.
 */
function cedulaDeCobrador(rol: Rol, enviada: string | null | undefined, guardada: string | null = null): string | null {
  if (rol !== 'cobrador') {
    if (enviada) throw errorValidacion({ cedula: [MENSAJES_EXPORTE_CONTABLE.cedulaSoloCobrador] });
    return null;
  }
  const cedula = enviada === undefined ? guardada : enviada;
  return cedula ? limpiarCedula(cedula) : null;
}

function normalizarTelefono(telefono: string | null | undefined): string | null {
  return telefono ? soloDigitos(telefono) : null;
}

function capitalizar(texto: string): string {
  return texto.charAt(0).toUpperCase() + texto.slice(1);
}
