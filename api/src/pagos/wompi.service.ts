import { createHash, timingSafeEqual } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  CODIGOS,
  MENSAJES_PAGOS,
  accionTransaccionWompi,
  cadenaFirmaWompi,
  eventoATiempo,
  type ProveedorWompi,
} from '@cartera/dominio';
import { DataSource } from 'typeorm';
import { auditar } from '../auditoria/auditar';
import { ErrorNegocio } from '../common/errores';
import { esObjeto, propiedad } from '../common/tipado';
import type { ContextoSolicitud } from '../common/usuario-actual.decorator';
import { db } from '../database/kysely';
import { AplicadorEventosWompi } from './aplicar-eventos';
import type { ProveedorWompiDto } from './dto/wompi.dto';
import { consultasPagos } from './pagos.consultas';
import { asegurarCuentaActiva } from './transferencia-cobro';

/** Lo que pasó con un evento verificado (la respuesta 200 a Wompi): guardado para aplicarse, ya visto o sin efecto. */
export type ResultadoEventoWompi = 'recibido' | 'repetido' | 'ignorado';

function sha256Mayusculas(texto: string): string {
  return createHash('sha256').update(texto, 'utf8').digest('hex').toUpperCase();
}

function mismoTexto(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

const firmaInvalida = () => new ErrorNegocio(CODIGOS.noAutenticado, MENSAJES_PAGOS.firmaInvalida, 401);

/**
 * Los eventos de Wompi (docs/decisiones/pagos-por-transferencia.md, «Eventos de una pasarela»): `transaction.updated`
 * verificado con su checksum (SHA-256 de los valores de `signature.properties`, el `timestamp` y el secreto); cada
 * transacción y estado se guarda una vez (pagos_eventos) y se responde en el acto; el trabajo de aplicar-eventos.ts la
 * aplica después (APPROVED: un cobro o el suspenso; VOIDED: su reversión).
 */
@Injectable()
export class WompiService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly aplicador: AplicadorEventosWompi,
  ) {}

  configurar(dto: ProveedorWompiDto, contexto: ContextoSolicitud): Promise<ProveedorWompi> {
    return this.dataSource.transaction(async (manager) => {
      const cuenta = await asegurarCuentaActiva(manager, dto.cuenta);
      const configurado = await consultasPagos.configurarWompi(manager, {
        secreto: dto.secretoEventos,
        cuentaId: cuenta.id,
        actor: contexto.actor.id,
      });
      await auditar(manager, contexto, 'Sistema', {
        accion: 'Configurar Wompi',
        detalles: `Secreto de eventos de Wompi actualizado; lo aprobado entra a «${cuenta.nombre}»`,
        datosNuevos: { cuenta: cuenta.id },
      });
      return { configurado: true, cuenta: { _id: cuenta.id, nombre: cuenta.nombre }, updatedAt: new Date(configurado).toISOString() };
    });
  }

  /** Verifica y guarda un evento para aplicarlo. Firma mala, vencida o sin Wompi configurado: 401 y nada cambia. */
  async recibir(cuerpo: unknown, ip: string, ahoraSegundos = Math.floor(Date.now() / 1000)): Promise<{ resultado: ResultadoEventoWompi }> {
    const proveedor = await consultasPagos.wompi(this.dataSource.manager);
    if (!proveedor) throw firmaInvalida();
    const cadena = cadenaFirmaWompi(cuerpo, proveedor.secreto_eventos);
    const checksum = propiedad(propiedad(cuerpo, 'signature'), 'checksum');
    const timestamp = propiedad(cuerpo, 'timestamp');
    if (
      cadena === null ||
      typeof checksum !== 'string' ||
      typeof timestamp !== 'number' ||
      !eventoATiempo(timestamp, ahoraSegundos) ||
      !mismoTexto(sha256Mayusculas(cadena), checksum.toUpperCase())
    ) {
      throw firmaInvalida();
    }
    if (propiedad(cuerpo, 'event') !== 'transaction.updated') return { resultado: 'ignorado' };
    // Firmado pero sin la transacción (las propiedades firmadas pueden no nombrarla): se rechaza y nada cambia.
    const transaccion = propiedad(propiedad(cuerpo, 'data'), 'transaction');
    if (!esObjeto(transaccion)) throw new ErrorNegocio(CODIGOS.solicitudInvalida, MENSAJES_PAGOS.eventoSinTransaccion, 400);
    const accion = accionTransaccionWompi(transaccion);
    if (accion.tipo === 'ninguna') return { resultado: 'ignorado' };

    // La transacción en este estado se guarda una sola vez (dos entregas del mismo evento a la vez: una gana) y el
    // trabajo de aplicar-eventos.ts la aplica por el núcleo de dinero: la respuesta no espera al cobro.
    const guardado = await db(this.dataSource.manager)
      .insertInto('pagos_eventos')
      .values({
        proveedor: 'wompi',
        transaccion: accion.transaccion,
        estado: accion.tipo === 'cobro' ? 'APPROVED' : 'VOIDED',
        referencia: accion.tipo === 'cobro' ? accion.referencia : null,
        monto: accion.tipo === 'cobro' ? String(accion.monto) : null,
        resultado: 'por_aplicar',
        cuerpo: JSON.stringify(cuerpo),
      })
      .onConflict((oc) => oc.columns(['proveedor', 'transaccion', 'estado']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!guardado) return { resultado: 'repetido' };
    this.aplicador.pedir();
    return { resultado: 'recibido' };
  }
}
