// La lista de cuentas (/usuarios y /cobradores): filtros, búsqueda y orden elegidos, con la página y el total.
import { esBusquedaNumerica, soloDigitos } from '@cartera/dominio';
import { expressionBuilder, type Expression, type SqlBool } from 'kysely';
import type { DataSource } from 'typeorm';
import { errorValidacion } from '../common/errores';
import { leerOrden, paginaDe, patronContiene } from '../common/paginacion';
import { Pagina } from '../common/respuesta';
import type { ConsultaUsuariosDto } from './dto/consulta-usuarios.dto';
import type { Usuarios } from '../database/esquema';
import { db } from '../database/kysely';
import type { Usuario } from './entities/usuario.entity';
import { filasUsuarios, usuarioDeFila } from './usuarios.filas';
import type { AlcanceUsuarios } from './usuarios.alcance';
import { consultasIntentos } from './intentos.consultas';
import { anotarOficinas } from './usuarios.oficinas';
import { cuentasDelAlcance } from './usuarios.visibles';
import { LIMITE_INTENTOS, segundosDeBloqueoDeCuenta } from './intentos.rules';

/** Las expresiones de orden sobre las cuentas `u`, por campo de `sort`. */
const u = expressionBuilder<{ u: Usuarios }, 'u'>();
const ORDENES = new Map<string, Expression<unknown>>([
  ['createdAt', u.ref('u.created_at')],
  ['updatedAt', u.ref('u.updated_at')],
  ['nombre', u.fn('sin_acentos', ['u.nombre'])],
  ['email', u.ref('u.email')],
  ['rol', u.ref('u.rol')],
  ['estado', u.ref('u.estado')],
  ['zona', u.ref('u.zona')],
]);
/** La lista blanca de `leerOrden`: cada campo se nombra a sí mismo y su expresión sale de ORDENES. */
const COLUMNAS_ORDEN = Object.fromEntries([...ORDENES.keys()].map((campo) => [campo, campo]));

/**
 * Una página de las cuentas del alcance (todas, o sólo los cobradores o la propia), con el filtro de rol y estado, la
 * búsqueda en nombre, email, zona y teléfono, y el orden pedido.
 */
export async function listarUsuarios(
  dataSource: DataSource,
  consulta: ConsultaUsuariosDto,
  alcance: AlcanceUsuarios,
): Promise<Pagina<Usuario>> {
  const orden = leerOrden(consulta.sort, COLUMNAS_ORDEN, 'createdAt_desc');
  if ('error' in orden) throw errorValidacion({ sort: [orden.error] });
  const porOrden = ORDENES.get(orden.expresion);
  if (!porOrden) throw errorValidacion({ sort: [`No se puede ordenar por '${orden.expresion}'`] });
  const rol = alcance.rol ?? consulta.rol;
  if (alcance.rol && consulta.rol && consulta.rol !== alcance.rol) {
    return paginaDe([], 0, consulta);
  }
  const condiciones: Array<Expression<SqlBool>> = [];
  if (rol) condiciones.push(u('u.rol', '=', rol));
  if (alcance.cuenta) condiciones.push(u('u.id', '=', alcance.cuenta));
  const delAlcance = cuentasDelAlcance();
  if (delAlcance) condiciones.push(delAlcance);
  if (consulta.estado) condiciones.push(u('u.estado', '=', consulta.estado));
  if (consulta.search) {
    const texto = consulta.search;
    const patron = u.fn<string>('sin_acentos', [u.val(patronContiene(texto))]);
    const busqueda = [
      u(u.fn('sin_acentos', ['u.nombre']), 'like', patron),
      u(u.fn('sin_acentos', ['u.email']), 'like', patron),
      u(u.fn('sin_acentos', ['u.zona']), 'like', patron),
    ];
    // Sólo un texto que parece un teléfono busca en teléfonos (un email con dígitos no): se guardan sólo con
    // dígitos, y '300 123' encuentra 3001234567.
    if (esBusquedaNumerica(texto)) busqueda.push(u('u.telefono', 'like', patronContiene(soloDigitos(texto))));
    condiciones.push(u.or(busqueda));
  }
  const direccion = orden.direccion === 'ASC' ? 'asc' : 'desc';
  const donde = u.and(condiciones);
  const [filas, cuenta] = await Promise.all([
    filasUsuarios(dataSource.manager)
      .where(donde)
      .orderBy(porOrden, direccion)
      .orderBy('u.id', direccion)
      .offset((consulta.page - 1) * consulta.limit)
      .limit(consulta.limit)
      .execute(),
    db(dataSource.manager)
      .selectFrom('usuarios as u')
      .select((eb) => eb.cast<number>(eb.fn.countAll(), 'integer').as('total'))
      .where(donde)
      .executeTakeFirstOrThrow(),
  ]);
  const usuarios = filas.map(usuarioDeFila);
  await Promise.all([anotarBloqueos(dataSource, usuarios), anotarOficinas(dataSource.manager, usuarios)]);
  return paginaDe(usuarios, cuenta.total, consulta);
}

/**
 * Cada cuenta de la página con `bloqueadoHasta`: el fin de la espera de los orígenes desconocidos por sus fallos de
 * inicio de sesión (intentos.rules.ts, docs/seguridad.md), o null.
 */
async function anotarBloqueos(dataSource: DataSource, usuarios: Usuario[]): Promise<void> {
  const fallos = await consultasIntentos.fallosDeCuentas(
    dataSource.manager,
    usuarios.map((u) => u.email.toLowerCase()),
    LIMITE_INTENTOS.ventanaMinutos,
  );
  const ahora = Date.now();
  for (const usuario of usuarios) {
    const deLaCuenta = fallos.get(usuario.email.toLowerCase());
    const segundos = deLaCuenta ? segundosDeBloqueoDeCuenta(deLaCuenta.fallos, deLaCuenta.segundosDesdeUltimo) : 0;
    usuario.bloqueadoHasta = segundos > 0 ? new Date(ahora + segundos * 1000) : null;
  }
}
