import { Injectable } from '@nestjs/common';
import {
  CODIGOS,
  MENSAJES_OFICINAS,
  errorJerarquiaOficina,
  type Oficina,
} from '@cartera/dominio';
import { DataSource, type EntityManager } from 'typeorm';
import { auditar } from '../auditoria/auditar';
import { ErrorNegocio, noEncontrado } from '../common/errores';
import { codigoDe } from '../common/tipado';
import type { ContextoSolicitud, UsuarioSesion } from '../common/usuario-actual.decorator';
import type { OficinaDto } from './dto/oficina.dto';
import { consultasOficinas, type FilaOficina, type OficinaEscrita } from './oficinas.consultas';

function oficinaAJson(fila: FilaOficina): Oficina {
  return {
    _id: fila.id,
    codigo: fila.codigo,
    nombre: fila.nombre,
    ciudad: fila.ciudad,
    padre: fila.padre_id !== null && fila.padre_nombre !== null ? { _id: fila.padre_id, nombre: fila.padre_nombre } : null,
    createdAt: new Date(fila.created_at).toISOString(),
    updatedAt: new Date(fila.updated_at).toISOString(),
  };
}

const duplicada = () =>
  new ErrorNegocio(CODIGOS.oficinaDuplicada, MENSAJES_OFICINAS.codigoDuplicado, 409, {
    codigo: [MENSAJES_OFICINAS.codigoDuplicado],
  });

/** Un 400 con el mensaje de la regla en `message` y en el campo `padre`. */
const errorPadre = (mensaje: string) => new ErrorNegocio(CODIGOS.validacion, mensaje, 400, { padre: [mensaje] });

/**
 * Las oficinas (docs/decisiones/oficinas.md): el administrador las crea y las edita y las ve todas; los demás ven las
 * suyas. A lo sumo dos niveles (`errorJerarquiaOficina`); el código es único sin distinguir mayúsculas.
 */
@Injectable()
export class OficinasService {
  constructor(private readonly dataSource: DataSource) {}

  async listar(actor: UsuarioSesion): Promise<Oficina[]> {
    const manager = this.dataSource.manager;
    const ids = actor.rol === 'admin' ? undefined : await consultasOficinas.deUsuario(manager, actor.id);
    return (await consultasOficinas.lista(manager, ids)).map(oficinaAJson);
  }

  crear(dto: OficinaDto, contexto: ContextoSolicitud): Promise<Oficina> {
    return this.dataSource.transaction(async (manager) => {
      const escrita = await this.validar(manager, null, dto);
      const id = await this.escribir(() => consultasOficinas.insertar(manager, escrita));
      const oficina = await this.leer(manager, id);
      await auditar(manager, contexto, 'Sistema', {
        accion: 'Crear oficina',
        detalles: `Oficina ${oficina.codigo} «${oficina.nombre}» (${oficina.ciudad})`,
        datosNuevos: oficina,
      });
      return oficina;
    });
  }

  actualizar(id: string, dto: OficinaDto, contexto: ContextoSolicitud): Promise<Oficina> {
    return this.dataSource.transaction(async (manager) => {
      if (!(await consultasOficinas.bloquear(manager, id))) throw noEncontrado(MENSAJES_OFICINAS.noEncontrada);
      const anterior = await this.leer(manager, id);
      const escrita = await this.validar(manager, id, dto);
      await this.escribir(() => consultasOficinas.actualizar(manager, id, escrita));
      const oficina = await this.leer(manager, id);
      await auditar(manager, contexto, 'Sistema', {
        accion: 'Actualizar oficina',
        detalles: `Oficina ${oficina.codigo} «${oficina.nombre}»`,
        datosAnteriores: anterior,
        datosNuevos: oficina,
      });
      return oficina;
    });
  }

  /** Lo que se escribe, si el código no está usado y el padre cumple los dos niveles. */
  private async validar(manager: EntityManager, id: string | null, dto: OficinaDto): Promise<OficinaEscrita> {
    if (await consultasOficinas.codigoUsado(manager, dto.codigo, id)) throw duplicada();
    const padreId = dto.padre ?? null;
    if (padreId !== null) {
      const padre = await consultasOficinas.padre(manager, padreId);
      if (!padre) throw errorPadre(MENSAJES_OFICINAS.padreNoExiste);
      const tieneHijas = id !== null && (await consultasOficinas.tieneHijas(manager, id));
      const error = errorJerarquiaOficina(id, padre, tieneHijas);
      if (error !== null) throw errorPadre(error);
    }
    return { codigo: dto.codigo, nombre: dto.nombre, ciudad: dto.ciudad, padre_id: padreId };
  }

  /** Dos altas simultáneas con el mismo código: la segunda choca con el índice único y es un 409. */
  private async escribir<T>(escritura: () => Promise<T>): Promise<T> {
    try {
      return await escritura();
    } catch (error) {
      if (codigoDe(error) === '23505') throw duplicada();
      throw error;
    }
  }

  private async leer(manager: EntityManager, id: string): Promise<Oficina> {
    const fila = await consultasOficinas.una(manager, id);
    if (!fila) throw noEncontrado(MENSAJES_OFICINAS.noEncontrada);
    return oficinaAJson(fila);
  }
}
