import { Injectable } from '@nestjs/common';
import type { DatosCuentaPago } from '@cartera/dominio';
import type { EntityManager } from 'typeorm';
import { SemillaDemo, validarComoApi, type Semilla } from '../demo/semilla';
import { crearCuentaPago } from './cuentas.service';
import { consultasPagos } from './pagos.consultas';
import { EsquemaCrearCuentaPago } from './dto/cuenta-pago.dto';

/** Una cuenta de recaudo de cada tipo en la demostración (números ficticios). */
export const CUENTAS_RECAUDO_DEMO: readonly DatosCuentaPago[] = [
  { tipo: 'banco', nombre: 'Bancolombia ahorros', identificador: '23100012345' },
  { tipo: 'breb', nombre: 'Llave Bre-B del negocio', identificador: '@creditosdemo' },
  { tipo: 'nequi', nombre: 'Nequi de la oficina', identificador: '3001234567' },
  { tipo: 'daviplata', nombre: 'Daviplata de la oficina', identificador: '3109876543' },
];

/** Las cuentas de recaudo de la demostración, sólo si aún no hay ninguna (docs/decisiones/pagos-por-transferencia.md). */
@Injectable()
@SemillaDemo({ orden: 26, nombre: 'Cuentas de recaudo' })
export class PagosSemilla implements Semilla {
  async sembrar(manager: EntityManager): Promise<void> {
    if ((await consultasPagos.cuantasCuentas(manager)) > 0) return;
    for (const datos of CUENTAS_RECAUDO_DEMO) {
      await crearCuentaPago(manager, await validarComoApi(EsquemaCrearCuentaPago, { ...datos }));
    }
  }
}
