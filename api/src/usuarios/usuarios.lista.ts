// La lista de cuentas (/usuarios y /cobradores): filtros, búsqueda y orden elegidos, con la página y el total.
import { esBusquedaNumerica, soloDigitos } from '@cartera/dominio';
import { Brackets, type DataSource } from 'typeorm';
import { errorValidacion } from '../common/errores';
import { leerOrden, paginaDe, patronContiene } from '../common/paginacion';
import { Pagina } from '../common/respuesta';
import type { ConsultaUsuariosDto } from './dto/consulta-usuarios.dto';
import { Usuario } from './entities/usuario.entity';
import type { AlcanceUsuarios } from './usuarios.alcance';
import { consultasIntentos } from '../auth/intentos.consultas';
import { LIMITE_INTENTOS, segundosDeBloqueoDeCuenta } from '../auth/intentos.rules';

const COLUMNAS_ORDEN = {
  createdAt: 'u.created_at',
  updatedAt: 'u.updated_at',
  nombre: 'sin_acentos(u.nombre)',
  email: 'u.email',
  rol: 'u.rol',
  estado: 'u.estado',
  zona: 'u.zona',
} as const;

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
  const qb = dataSource.getRepository(Usuario).createQueryBuilder('u');
  const rol = alcance.rol ?? consulta.rol;
  if (alcance.rol && consulta.rol && consulta.rol !== alcance.rol) {
    return paginaDe([], 0, consulta);
  }
  if (rol) qb.andWhere('u.rol = :rol', { rol });
  if (alcance.cuenta) qb.andWhere('u.id = :cuenta', { cuenta: alcance.cuenta });
  if (consulta.estado) qb.andWhere('u.estado = :estado', { estado: consulta.estado });
  if (consulta.search) {
    const texto = consulta.search;
    const patron = patronContiene(texto);
    qb.andWhere(
      new Brackets((o) => {
        o.where('sin_acentos(u.nombre) LIKE sin_acentos(:patron)', { patron })
          .orWhere('sin_acentos(u.email) LIKE sin_acentos(:patron)', { patron })
          .orWhere('sin_acentos(u.zona) LIKE sin_acentos(:patron)', { patron });
        // Sólo un texto que parece un teléfono busca en teléfonos (un email con dígitos no): se guardan sólo con
        // dígitos, y '300 123' encuentra 3001234567.
        if (esBusquedaNumerica(texto)) {
          o.orWhere('u.telefono LIKE :digitos', { digitos: patronContiene(soloDigitos(texto)) });
        }
      }),
    );
  }
  qb.orderBy(orden.expresion, orden.direccion)
    .addOrderBy('u.id', orden.direccion)
    .offset((consulta.page - 1) * consulta.limit)
    .limit(consulta.limit);
  const [usuarios, total] = await qb.getManyAndCount();
  await anotarBloqueos(dataSource, usuarios);
  return paginaDe(usuarios, total, consulta);
}

/**
 * Cada cuenta de la página con `bloqueadoHasta`: el fin de la espera de los orígenes desconocidos por sus fallos de
 * inicio de sesión (auth/intentos.rules.ts, docs/seguridad.md), o null.
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
