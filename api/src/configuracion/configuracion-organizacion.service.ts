import { Injectable } from '@nestjs/common';
import { formatearCOP, formatearFecha } from '@cartera/dominio';
import { DataSource, type EntityManager } from 'typeorm';
import { registrarEvento } from '../auditoria/registrar-evento';
import type { ContextoSolicitud } from '../common/usuario-actual.decorator';
import type { ConfiguracionOrganizacionDto } from './configuracion-organizacion.dto';

/** Ajustes de la organización: una sola fila; cada ajuste nuevo es una columna más. */
export interface ConfiguracionOrganizacionJson {
  saldoInicialCaja: number;
  fechaSaldoInicial: string | null;
  updatedAt: string;
}

interface Fila {
  saldo_inicial_caja: string;
  fecha_saldo_inicial: string | null;
  updated_at: Date;
}

function aJson(fila: Fila): ConfiguracionOrganizacionJson {
  return {
    saldoInicialCaja: Number(fila.saldo_inicial_caja),
    fechaSaldoInicial: fila.fecha_saldo_inicial,
    updatedAt: fila.updated_at.toISOString(),
  };
}

@Injectable()
export class ConfiguracionOrganizacionService {
  constructor(private readonly dataSource: DataSource) {}

  async obtener(manager: EntityManager = this.dataSource.manager): Promise<ConfiguracionOrganizacionJson> {
    const [fila]: Fila[] = await manager.query(
      `SELECT saldo_inicial_caja, fecha_saldo_inicial::text, updated_at FROM configuracion_organizacion WHERE id = 1`,
    );
    return aJson(fila);
  }

  actualizar(dto: ConfiguracionOrganizacionDto, contexto: ContextoSolicitud): Promise<ConfiguracionOrganizacionJson> {
    return this.dataSource.transaction(async (manager) => {
      const [anterior]: Fila[] = await manager.query(
        `SELECT saldo_inicial_caja, fecha_saldo_inicial::text, updated_at FROM configuracion_organizacion
         WHERE id = 1 FOR UPDATE`,
      );
      // UPDATE … RETURNING: TypeORM devuelve [filas, cantidad].
      const [[fila]]: [Fila[], number] = await manager.query(
        `UPDATE configuracion_organizacion SET
           saldo_inicial_caja = CASE WHEN $1::boolean THEN $2::numeric ELSE saldo_inicial_caja END,
           fecha_saldo_inicial = CASE WHEN $3::boolean THEN $4::date ELSE fecha_saldo_inicial END,
           updated_at = now()
         WHERE id = 1
         RETURNING saldo_inicial_caja, fecha_saldo_inicial::text, updated_at`,
        [
          dto.saldoInicialCaja !== undefined,
          dto.saldoInicialCaja ?? 0,
          dto.fechaSaldoInicial !== undefined,
          dto.fechaSaldoInicial ?? null,
        ],
      );
      const nuevo = aJson(fila);
      await registrarEvento(manager, {
        usuarioId: contexto.actor.id,
        usuario: contexto.actor.nombre,
        ip: contexto.ip,
        modulo: 'Sistema',
        tipo: 'success',
        resultado: 'exitoso',
        accion: 'Actualizar configuración de la organización',
        detalles: `Saldo inicial de caja ${formatearCOP(nuevo.saldoInicialCaja)}${
          nuevo.fechaSaldoInicial ? ` al ${formatearFecha(nuevo.fechaSaldoInicial)}` : ''
        }`,
        datosAnteriores: aJson(anterior),
        datosNuevos: nuevo,
      });
      return nuevo;
    });
  }
}
