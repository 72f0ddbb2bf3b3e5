import { sumarDias } from '@cartera/dominio';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Brackets, type DataSource, type EntityManager, type SelectQueryBuilder } from 'typeorm';
import { errorValidacion } from '../common/errores';
import { leerOrden, metaPagina, patronContiene } from '../common/paginacion';
import { Pagina } from '../common/respuesta';
import type { ConsultaAuditoriaDto } from './dto/consulta-auditoria.dto';
import { EventoAuditoria } from './entities/evento-auditoria.entity';
import { registrarEvento, type NuevoEventoAuditoria } from './registrar-evento';

export interface ResumenAuditoria {
  total: number;
  exitosos: number;
  fallidos: number;
  advertencias: number;
}

const COLUMNAS_ORDEN = {
  fecha: 'e.fecha',
  usuario: 'e.usuario',
  modulo: 'e.modulo',
  accion: 'e.accion',
} as const;

/** Colombia no tiene horario de verano: un día de negocio va de las 00:00 a las 24:00 en UTC−5. */
const DESFASE_BOGOTA = '-05:00';
const SOLO_FECHA = /^\d{4}-\d{2}-\d{2}$/;

@Injectable()
export class AuditoriaService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Registra un evento dentro de la transacción de la escritura que describe. */
  registrar(manager: EntityManager, evento: NuevoEventoAuditoria): Promise<void> {
    return registrarEvento(manager, evento);
  }

  /** Registra un evento que no acompaña a ninguna escritura (intentos de inicio de sesión). */
  registrarAparte(evento: NuevoEventoAuditoria): Promise<void> {
    return registrarEvento(this.dataSource.manager, evento);
  }

  async listar(consulta: ConsultaAuditoriaDto): Promise<Pagina<EventoAuditoria>> {
    const orden = leerOrden(consulta.sort, COLUMNAS_ORDEN, 'fecha_desc');
    if ('error' in orden) throw errorValidacion({ sort: [orden.error] });
    const qb = this.filtrar(consulta)
      .orderBy(orden.expresion, orden.direccion)
      .addOrderBy('e.id', orden.direccion)
      .offset((consulta.page - 1) * consulta.limit)
      .limit(consulta.limit);
    const [eventos, total] = await qb.getManyAndCount();
    return new Pagina(eventos, metaPagina(total, consulta.page, consulta.limit));
  }

  async resumen(consulta: ConsultaAuditoriaDto): Promise<ResumenAuditoria> {
    const fila = await this.filtrar(consulta)
      .select('count(*)::int', 'total')
      .addSelect(`count(*) FILTER (WHERE e.resultado = 'exitoso')::int`, 'exitosos')
      .addSelect(`count(*) FILTER (WHERE e.resultado = 'fallido')::int`, 'fallidos')
      .addSelect(`count(*) FILTER (WHERE e.tipo = 'warning')::int`, 'advertencias')
      .getRawOne<ResumenAuditoria>();
    return fila ?? { total: 0, exitosos: 0, fallidos: 0, advertencias: 0 };
  }

  private filtrar(consulta: ConsultaAuditoriaDto): SelectQueryBuilder<EventoAuditoria> {
    const qb = this.dataSource.getRepository(EventoAuditoria).createQueryBuilder('e');
    if (consulta.fechaDesde) qb.andWhere('e.fecha >= :desde', { desde: inicioDe(consulta.fechaDesde) });
    if (consulta.fechaHasta) {
      if (SOLO_FECHA.test(consulta.fechaHasta)) {
        qb.andWhere('e.fecha < :hasta', { hasta: inicioDe(sumarDias(consulta.fechaHasta, 1)) });
      } else {
        qb.andWhere('e.fecha <= :hasta', { hasta: consulta.fechaHasta });
      }
    }
    if (consulta.usuario) qb.andWhere('e.usuario = :usuario', { usuario: consulta.usuario });
    if (consulta.modulo) qb.andWhere('e.modulo = :modulo', { modulo: consulta.modulo });
    if (consulta.tipo) qb.andWhere('e.tipo = :tipo', { tipo: consulta.tipo });
    if (consulta.resultado) qb.andWhere('e.resultado = :resultado', { resultado: consulta.resultado });
    if (consulta.search) {
      const patron = patronContiene(consulta.search);
      qb.andWhere(
        new Brackets((o) =>
          o
            .where('sin_acentos(e.usuario) LIKE sin_acentos(:patron)', { patron })
            .orWhere('sin_acentos(e.accion) LIKE sin_acentos(:patron)', { patron })
            .orWhere('sin_acentos(e.detalles) LIKE sin_acentos(:patron)', { patron }),
        ),
      );
    }
    return qb;
  }
}

function inicioDe(fecha: string): string {
  return SOLO_FECHA.test(fecha) ? `${fecha}T00:00:00${DESFASE_BOGOTA}` : fecha;
}
