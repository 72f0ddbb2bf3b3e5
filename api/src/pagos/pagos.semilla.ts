import { Injectable } from '@nestjs/common';
import type { DatosCuentaPago } from '@cartera/dominio';
import type { EntityManager } from 'typeorm';
import { OFICINAS_DEMO } from '../demo/oficinas.semilla';
import { SemillaDemo, validarComoApi, type Semilla } from '../demo/semilla';
import { db } from '../database/kysely';
import { crearCuentaPago } from './cuentas.service';
import { consultasPagos } from './pagos.consultas';
import { EsquemaCrearCuentaPago } from './dto/cuenta-pago.dto';

/**
 * Las cuentas de recaudo de cada oficina de la demostración (números ficticios): las cuatro de siempre en la primera
 * (Centro) y una bancaria y un Nequi en Norte, así lo que llega a cada una se asienta en su oficina.
 */
export const CUENTAS_RECAUDO_DEMO: Readonly<Record<(typeof OFICINAS_DEMO)[number]['codigo'], readonly DatosCuentaPago[]>> = {
  CENTRO: [
    { tipo: 'banco', nombre: 'Bancolombia ahorros', identificador: '23100012345' },
    { tipo: 'breb', nombre: 'Llave Bre-B del negocio', identificador: '@creditosdemo' },
    { tipo: 'nequi', nombre: 'Nequi de la oficina', identificador: '3001234567' },
    { tipo: 'daviplata', nombre: 'Daviplata de la oficina', identificador: '3109876543' },
  ],
  NORTE: [
    { tipo: 'banco', nombre: 'Bancolombia ahorros Norte', identificador: '23100067890' },
    { tipo: 'nequi', nombre: 'Nequi de la oficina Norte', identificador: '3007654321' },
  ],
};

/**
 * Las cuentas de recaudo de la demostración (docs/decisiones/pagos-por-transferencia.md), en la oficina de cada una:
 * las de una oficina que ya tiene alguna no se siembran (una base anterior conserva las suyas).
 */
@Injectable()
@SemillaDemo({ orden: 26, nombre: 'Cuentas de recaudo' })
export class PagosSemilla implements Semilla {
  async sembrar(manager: EntityManager): Promise<void> {
    const oficinas = await db(manager)
      .selectFrom('oficinas')
      .select(['id', 'codigo'])
      .where(
        'codigo',
        'in',
        OFICINAS_DEMO.map((o) => o.codigo),
      )
      .execute();
    for (const [codigo, cuentas] of Object.entries(CUENTAS_RECAUDO_DEMO)) {
      const id = oficinas.find((o) => o.codigo === codigo)?.id;
      if (id === undefined || (await consultasPagos.cuantasCuentas(manager, id)) > 0) continue;
      for (const datos of cuentas) {
        const validados = await validarComoApi(EsquemaCrearCuentaPago, { ...datos, oficina: id });
        await crearCuentaPago(manager, { ...validados, oficina: id });
      }
    }
  }
}
