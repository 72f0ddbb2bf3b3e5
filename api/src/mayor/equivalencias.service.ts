import { Injectable } from '@nestjs/common';
import { CODIGOS, MENSAJES_EXPORTE_CONTABLE, type EquivalenciaCuenta } from '@cartera/dominio';
import { DataSource, type EntityManager } from 'typeorm';
import { auditar } from '../auditoria/auditar';
import { ErrorNegocio } from '../common/errores';
import type { ContextoSolicitud } from '../common/usuario-actual.decorator';
import { consultasMayor } from './mayor.consultas';
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
    const filas = await consultasMayor.equivalencias(manager);
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
      await consultasMayor.guardarEquivalencia(manager, id, {
        codigo_puc: dto.codigoPuc,
        nombre_puc: dto.nombrePuc,
        codigo_cuif: dto.codigoCuif,
        nombre_cuif: dto.nombreCuif,
      });
      const despues = (await this.listar(manager)).find((e) => e.id === id);
      if (!despues) throw new ErrorNegocio(CODIGOS.noEncontrado, MENSAJES_EXPORTE_CONTABLE.cuentaSinEquivalencia, 404);
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
