import { Injectable } from '@nestjs/common';
import {
  CODIGOS,
  MENSAJES_DEBITOS,
  devolucionesDeDebitos,
  formatearCOP,
  hoyBogota,
  reglaDeDebito,
  type LineaExtractoPago,
} from '@cartera/dominio';
import { DataSource, type EntityManager } from 'typeorm';
import { auditar } from '../auditoria/auditar';
import { aCentavos } from '../common/dinero';
import { ErrorNegocio, errorValidacion, noEncontrado } from '../common/errores';
import type { ContextoSolicitud } from '../common/usuario-actual.decorator';
import {
  contabilizarDebitosBancarios,
  contabilizarReclasificacionDebito,
} from '../mayor/contabilizar-debitos';
import {
  cuentaParaDebito,
  cuentaPorClave,
  debitosSinContabilizar,
  devolucionesSinDebito,
  leerReglas,
  marcarContabilizados,
  tomarPorIdentificar,
} from './debitos.consultas';
import { lineaJson } from './lineas-extracto';
import { leerLinea } from './lineas.consultas';
import { esObjeto } from '../common/tipado';
import { UUID } from '../common/entrada';

/**
 * Los débitos del banco (docs/decisiones/conciliacion-bancaria.md): cada débito nuevo de un extracto se contabiliza en
 * la transacción que lo guarda, contra la cuenta de la regla de la oficina que le sirve (`reglaDeDebito`) o contra
 * «Partidas por identificar», donde espera hasta que la oficina lo reclasifica (un comprobante más, nunca uno editado).
 */
@Injectable()
export class DebitosService {
  constructor(private readonly dataSource: DataSource) {}

  /** Contabiliza los débitos sin contabilizar de un extracto (o una línea) con las reglas de hoy; cuántos. */
  async contabilizar(
    manager: EntityManager,
    filtro: { extractoId: string } | { lineaId: string },
    registradoPor: string | null,
  ): Promise<number> {
    const debitos = await debitosSinContabilizar(manager, filtro);
    if (debitos.length === 0) return 0;
    const reglas = (await leerReglas(manager)).map((r) => ({ id: r.id, patron: r.patron, cuentaId: r.cuenta_id }));
    const porIdentificar = await cuentaPorClave(manager, 'debitos_por_identificar');
    const recaudos = await cuentaPorClave(manager, 'recaudos_por_aplicar');
    // El débito que muestra una devolución ya registrada no se contabiliza otra vez: su comprobante es el de la devolución.
    const cuentaPagoId = debitos[0].cuenta_pago_id;
    const devoluciones = devolucionesDeDebitos(
      debitos,
      await devolucionesSinDebito(manager, cuentaPagoId, [...new Set(debitos.map((d) => d.fecha))]),
    );
    const decididos = debitos.map((d) => {
      const devolucionDe = devoluciones.get(d.id) ?? null;
      const regla = devolucionDe ? null : reglaDeDebito(d.descripcion, reglas);
      return {
        ...d,
        devolucionDe,
        cuentaId: devolucionDe ? recaudos : (regla?.cuentaId ?? porIdentificar),
        estado: devolucionDe || regla ? ('debito' as const) : ('por_identificar' as const),
      };
    });
    await contabilizarDebitosBancarios(
        manager,
        cuentaPagoId,
        decididos.filter((d) => !d.devolucionDe).map((d) => ({
          lineaId: d.id,
          fecha: d.fecha,
          monto: aCentavos(-d.valor),
          cuentaId: d.cuentaId,
          descripcion: d.descripcion,
        })),
        registradoPor,
      );
    await marcarContabilizados(
      manager,
      decididos.map((d) => ({ id: d.id, cuentaId: d.cuentaId, estado: d.estado, devolucionDe: d.devolucionDe })),
    );
    return debitos.length;
  }

  /**
   * Un débito por identificar pasa a la cuenta que dice la oficina (`{cuenta}`): el comprobante de reclasificación, con
   * la fecha de hoy (el periodo del débito puede estar cerrado), y la línea queda `debito` con esa cuenta. Una segunda
   * vez es 409 y nada cambia.
   */
  async reclasificar(id: string, cuerpo: unknown, contexto: ContextoSolicitud): Promise<LineaExtractoPago> {
    const c = esObjeto(cuerpo) ? cuerpo : {};
    if (typeof c.cuenta !== 'string' || !UUID.test(c.cuenta)) throw errorValidacion({ cuenta: [MENSAJES_DEBITOS.cuentaInvalida] });
    const cuentaId = c.cuenta;
    await this.dataSource.transaction(async (manager) => {
      const linea = await leerLinea(manager, id);
      if (!linea) throw noEncontrado('Línea del extracto no encontrada');
      const cuenta = await cuentaParaDebito(manager, cuentaId);
      if (!cuenta) throw errorValidacion({ cuenta: [MENSAJES_DEBITOS.cuentaNoPermitida] });
      const tomada = await tomarPorIdentificar(manager, id, cuenta.id, contexto.actor.id);
      if (!tomada) throw new ErrorNegocio(CODIGOS.lineaSuspensoDecidida, MENSAJES_DEBITOS.lineaNoPorIdentificar, 409);
      await contabilizarReclasificacionDebito(
        manager,
        {
          lineaId: id,
          fecha: hoyBogota(),
          monto: aCentavos(-Number(tomada.valor)),
          desde: tomada.anterior,
          hacia: cuenta.id,
          descripcion: tomada.descripcion,
        },
        contexto.actor.id,
      );
      await auditar(manager, contexto, 'Cobros', {
        accion: 'Reclasificar débito del banco',
        detalles: `${formatearCOP(-Number(tomada.valor))} del ${tomada.fecha} en «${linea.cuenta_nombre}» (${tomada.descripcion}) → ${cuenta.codigo} ${cuenta.nombre}`,
        datosAnteriores: { linea: id, cuenta: tomada.anterior },
        datosNuevos: { linea: id, cuenta: cuenta.id },
      });
    });
    const leida = await leerLinea(this.dataSource.manager, id);
    if (!leida) throw noEncontrado('Línea del extracto no encontrada');
    return lineaJson(leida);
  }
}
