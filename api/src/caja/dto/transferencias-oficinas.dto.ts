import { MENSAJES_TRANSFERENCIA_OFICINAS } from '@cartera/dominio';
import type { Static } from '@cartera/dominio/esquemas';
import { Entrada, FechaObligatoria, IdObligatorio, MontoPago, TextoExigido } from '../../common/campos';

/** POST /api/caja/transferencias-oficinas: efectivo de la caja de una oficina a la de otra. */
export const EsquemaCrearTransferenciaOficinas = Entrada('CrearTransferenciaOficinasDto', {
  origen: IdObligatorio(MENSAJES_TRANSFERENCIA_OFICINAS.oficinaNoEncontrada, { description: 'La oficina que envía' }),
  destino: IdObligatorio(MENSAJES_TRANSFERENCIA_OFICINAS.oficinaNoEncontrada, { description: 'La oficina que recibe' }),
  monto: MontoPago({ example: 500000, description: 'Pesos enteros, mayor que 0' }),
  fecha: FechaObligatoria('2026-11-27', 'Día en que salió el efectivo (hasta hoy)'),
  concepto: TextoExigido(200, 'El concepto', MENSAJES_TRANSFERENCIA_OFICINAS.conceptoInvalido, {
    example: 'Base para la semana',
  }),
});
export type CrearTransferenciaOficinasDto = Static<typeof EsquemaCrearTransferenciaOficinas>;
