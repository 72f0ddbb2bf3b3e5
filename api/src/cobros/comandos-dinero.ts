// La orilla entre la ruta de Cobros y el núcleo de dinero (docs/decisiones/nucleo-sin-puertas.md): el cuerpo HTTP (en
// pesos) pasa aquí a un comando en centavos, y lo que el núcleo necesita de cobros y pagos (leer un cobro, la cuenta de
// recaudo de una transferencia, la ubicación, si un cobro del banco admite el cambio) se le da como funciones.
import { centavosDeColumna, centavosDePesos, pesosDe } from '@cartera/dominio';
import type { PedidoCobro } from '../dinero/operaciones/cobro';
import type { CobroLeido, PedidoEditarCobro, PuertasCobro } from '../dinero/operaciones/correccion';
import { asegurarCobroCorregible } from './cobro-recaudo';
import { transferenciaDelCobro } from './transferencia-cobro';
import { cobroAJson, leerCobro, type FilaCobro } from './cobros.lectura';
import type { CreateCobroDto } from './dto/create-cobro.dto';
import type { UpdateCobroDto } from './dto/update-cobro.dto';
import { medirUbicacion } from './ubicacion';

/** POST /api/cobros (y Mi Ruta, un extracto, la pasarela): el cuerpo con su fecha de negocio ya resuelta. */
export function comandoCobro(dto: CreateCobroDto, fecha: string, linea?: string): PedidoCobro {
  return {
    prestamoId: dto.prestamo,
    monto: centavosDePesos(dto.monto),
    fecha,
    observaciones: dto.observaciones ?? null,
    cobradorId: dto.cobrador,
    enPoderDe: dto.enPoderDe ?? null,
    transferencia: (manager, actor) => transferenciaDelCobro(manager, dto, actor),
    ubicacion: (manager, prestamoId) => medirUbicacion(manager, prestamoId, dto.ubicacion),
    linea,
  };
}

/** PUT /api/cobros/:id: lo que cambia del cobro, con la fecha nueva ya resuelta (si la trae). */
export function comandoEditarCobro(
  cobroId: string,
  prestamoId: string,
  dto: UpdateCobroDto,
  fecha: string | undefined,
): PedidoEditarCobro {
  return {
    cobroId,
    prestamoId,
    monto: dto.monto === undefined ? undefined : centavosDePesos(dto.monto),
    fecha,
    observaciones: dto.observaciones,
    cobradorId: dto.cobrador,
    otroPrestamoId: dto.prestamo,
  };
}

/** Un cobro leído, como lo necesitan sus correcciones en el núcleo. */
function cobroLeido(fila: FilaCobro): CobroLeido {
  return {
    id: fila.id,
    prestamoId: fila.prestamo_id,
    monto: centavosDeColumna(fila.monto),
    fecha: fila.fecha,
    origen: fila.origen,
    cobradorId: fila.cobrador_id,
    cuotaId: fila.cuota_id,
    observaciones: fila.observaciones,
    enPoderDe: fila.en_poder_de,
    clienteNombre: fila.cliente_nombre,
    json: cobroAJson(fila),
  };
}

/** Lo que las correcciones de un cobro piden a cobros y pagos. */
export const puertasCobro: PuertasCobro = {
  leer: async (manager, cobroId) => cobroLeido(await leerCobro(manager, cobroId)),
  corregible: (manager, cobroId, { monto, ...cambio }, permiso) =>
    asegurarCobroCorregible(
      manager,
      cobroId,
      { ...cambio, monto: monto === undefined ? undefined : pesosDe(monto) },
      permiso,
    ),
};
