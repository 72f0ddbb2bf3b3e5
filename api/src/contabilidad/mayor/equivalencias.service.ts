import { Injectable } from '@nestjs/common';
import { CODIGOS, MENSAJES_EXPORTE_CONTABLE, type EquivalenciaCuenta } from '@cartera/dominio';
import { DataSource, type EntityManager } from 'typeorm';
import { auditar } from '../../auditoria/auditar';
import { ErrorNegocio } from '../../common/errores';
import type { ContextoSolicitud } from '../../common/usuario-actual.decorator';
import { CONSULTAS_MAYOR, consultar } from './consultas';
import type { EquivalenciaCuentaDto } from './mayor.dto';

/**
 * Las equivalencias de las cuentas de Cartera en el PUC comercial (Decreto 2650 de 1993) y en el CUIF, que el exporte
 * del diario usa con `?cuentas=puc|cuif` (docs/decisiones/exporte-contable.md). Una por cuenta mayor; las subcuentas
 * (efectivo de un cobrador, cuentas de recaudo) usan la de su cuenta mayor.
 */
@Injectable()
export class EquivalenciasService {
  constructor(private readonly dataSource: DataSource) {}

  async listar(manager: EntityManager = this.dataSource.manager): Promise<EquivalenciaCuenta[]> {
    const filas = await consultar(manager, CONSULTAS_MAYOR.equivalencias, []);
    return filas.map((f) => ({
      id: f.id,
      codigo: f.codigo,
      nombre: f.nombre,
      puc: f.codigo_puc && f.nombre_puc ? { codigo: f.codigo_puc, nombre: f.nombre_puc } : null,
      cuif: f.codigo_cuif && f.nombre_cuif ? { codigo: f.codigo_cuif, nombre: f.nombre_cuif } : null,
    }));
  }

  /** Cambia (o crea) la equivalencia de una cuenta mayor (administrador). Auditado. */
  actualizar(id: string, dto: EquivalenciaCuentaDto, contexto: ContextoSolicitud): Promise<EquivalenciaCuenta> {
    return this.dataSource.transaction(async (manager) => {
      const antes = (await this.listar(manager)).find((e) => e.id === id);
      if (!antes) throw new ErrorNegocio(CODIGOS.noEncontrado, MENSAJES_EXPORTE_CONTABLE.cuentaSinEquivalencia, 404);
      await manager.query(
        `INSERT INTO contabilidad_equivalencias (cuenta_id, codigo_puc, nombre_puc, codigo_cuif, nombre_cuif)
         VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (cuenta_id) DO UPDATE SET codigo_puc = $2, nombre_puc = $3, codigo_cuif = $4, nombre_cuif = $5,
                                               updated_at = now()`,
        [id, dto.codigoPuc, dto.nombrePuc, dto.codigoCuif, dto.nombreCuif],
      );
      const despues = (await this.listar(manager)).find((e) => e.id === id) as EquivalenciaCuenta;
      await auditar(manager, contexto, 'Sistema', {
        accion: 'Actualizar equivalencia de cuenta',
        detalles: `Cuenta ${despues.codigo} — ${despues.nombre}: PUC ${dto.codigoPuc}, CUIF ${dto.codigoCuif}`,
        datosAnteriores: antes,
        datosNuevos: despues,
      });
      return despues;
    });
  }
}
