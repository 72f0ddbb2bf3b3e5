import { Injectable } from '@nestjs/common';
import {
  MENSAJES_DEBITOS,
  normalizarPatron,
  validarPatron,
  type ReglaDebitoOficina,
} from '@cartera/dominio';
import { DataSource, type EntityManager } from 'typeorm';
import { auditar } from '../auditoria/auditar';
import { errorValidacion, noEncontrado } from '../common/errores';
import type { ContextoSolicitud } from '../common/usuario-actual.decorator';
import { instanteJson } from '../database/consulta-preparada';
import {
  actualizarRegla,
  borrarRegla,
  cuentaParaDebito,
  insertarRegla,
  leerReglas,
  patronUsado,
  type ReglaLeida,
} from './debitos.consultas';
import { esObjeto } from '../common/tipado';
import { UUID } from '../common/entrada';

const json = (r: ReglaLeida): ReglaDebitoOficina => ({
  _id: r.id,
  patron: r.patron,
  cuenta: { _id: r.cuenta_id, codigo: r.codigo, nombre: r.nombre },
  createdAt: instanteJson(r.created_at),
});

/**
 * Las reglas de los débitos del banco que edita la oficina (docs/decisiones/conciliacion-bancaria.md): un patrón de la
 * descripción y la cuenta a la que van los débitos que lo contienen. Valen para los débitos que se importen después;
 * los ya contabilizados no cambian (un débito por identificar se reclasifica aparte). Cada cambio queda auditado.
 */
@Injectable()
export class ReglasDebitoService {
  constructor(private readonly dataSource: DataSource) {}

  async listar(): Promise<ReglaDebitoOficina[]> {
    return (await leerReglas(this.dataSource.manager)).map(json);
  }

  async crear(cuerpo: unknown, contexto: ContextoSolicitud): Promise<ReglaDebitoOficina> {
    return this.dataSource.transaction(async (manager) => {
      const datos = await this.validar(manager, cuerpo);
      const id = await insertarRegla(manager, datos);
      await auditar(manager, contexto, 'Cobros', {
        accion: 'Crear regla de débitos del banco',
        detalles: `«${datos.patron}» → ${datos.cuenta}`,
        datosNuevos: { regla: id, patron: datos.patron, cuenta: datos.cuentaId },
      });
      return this.una(manager, id);
    });
  }

  async actualizar(id: string, cuerpo: unknown, contexto: ContextoSolicitud): Promise<ReglaDebitoOficina> {
    return this.dataSource.transaction(async (manager) => {
      const anterior = await this.una(manager, id);
      const datos = await this.validar(manager, cuerpo, id);
      await actualizarRegla(manager, id, datos);
      await auditar(manager, contexto, 'Cobros', {
        accion: 'Cambiar regla de débitos del banco',
        detalles: `«${anterior.patron}» → ${anterior.cuenta.codigo} pasa a «${datos.patron}» → ${datos.cuenta}`,
        datosAnteriores: { regla: id, patron: anterior.patron, cuenta: anterior.cuenta._id },
        datosNuevos: { regla: id, patron: datos.patron, cuenta: datos.cuentaId },
      });
      return this.una(manager, id);
    });
  }

  async eliminar(id: string, contexto: ContextoSolicitud): Promise<null> {
    await this.dataSource.transaction(async (manager) => {
      const anterior = await this.una(manager, id);
      await borrarRegla(manager, id);
      await auditar(manager, contexto, 'Cobros', {
        accion: 'Eliminar regla de débitos del banco',
        detalles: `«${anterior.patron}» → ${anterior.cuenta.codigo} ${anterior.cuenta.nombre}`,
        datosAnteriores: { regla: id, patron: anterior.patron, cuenta: anterior.cuenta._id },
      });
    });
    return null;
  }

  private async una(manager: EntityManager, id: string): Promise<ReglaDebitoOficina> {
    const [fila] = await leerReglas(manager, id);
    if (!fila) throw noEncontrado(MENSAJES_DEBITOS.reglaNoEncontrada);
    return json(fila);
  }

  /** El cuerpo {patron, cuenta}: el patrón limpio y único, y una cuenta que puede recibir débitos del banco. */
  private async validar(manager: EntityManager, cuerpo: unknown, salvo?: string) {
    const c = esObjeto(cuerpo) ? cuerpo : {};
    const errores: Record<string, string[]> = {};
    const patron = validarPatron(c.patron);
    if (typeof patron !== 'string') errores.patron = [patron.error];
    else if (await patronUsado(manager, normalizarPatron(patron), salvo)) errores.patron = [MENSAJES_DEBITOS.patronRepetido];
    const cuenta = typeof c.cuenta === 'string' && UUID.test(c.cuenta) ? await cuentaParaDebito(manager, c.cuenta) : undefined;
    if (typeof c.cuenta !== 'string' || !UUID.test(c.cuenta)) errores.cuenta = [MENSAJES_DEBITOS.cuentaInvalida];
    else if (!cuenta) errores.cuenta = [MENSAJES_DEBITOS.cuentaNoPermitida];
    if (Object.keys(errores).length > 0 || typeof patron !== 'string' || !cuenta) throw errorValidacion(errores);
    return { patron, patronNormal: normalizarPatron(patron), cuentaId: cuenta.id, cuenta: `${cuenta.codigo} ${cuenta.nombre}` };
  }
}
