// Un movimiento de caja entre la API y el mayor: el pedido del comando que sale de un cuerpo (el monto en centavos, el
// proveedor de un egreso) y cómo se responde una fila.
import { centavosDePesos, leerNit, MENSAJES_PROVEEDOR, type MovimientoCaja } from '@cartera/dominio';
import { errorValidacion } from '../common/errores';
import type { MovimientoCajaPedido } from '../mayor/movimientos-caja.comandos';
import type { MovimientoCajaDto } from './dto/flujo-caja.dto';
import type { FilaMovimiento } from './flujo-caja.consultas';

/**
 * El proveedor de un egreso como columnas (nombre, NIT sin dígito, dígito), o tres null. Los dos campos van juntos y
 * sólo en un egreso (docs/decisiones/exporte-contable.md); el NIT ya llegó validado con su dígito.
 */
function proveedorDe(dto: MovimientoCajaDto): MovimientoCajaPedido['proveedor'] {
  const nombre = dto.proveedorNombre ?? null;
  const nit = dto.proveedorNit ? leerNit(dto.proveedorNit) : null;
  if (!nombre && !nit) return null;
  if (dto.tipo !== 'egreso') throw errorValidacion({ proveedorNombre: [MENSAJES_PROVEEDOR.soloEgresos] });
  if (!nit) throw errorValidacion({ proveedorNit: [MENSAJES_PROVEEDOR.nombreSinNit] });
  if (!nombre) throw errorValidacion({ proveedorNombre: [MENSAJES_PROVEEDOR.nitSinNombre] });
  return { nombre, nit: nit.numero, dv: nit.dv };
}

/** El cuerpo de la ruta como pedido del comando del mayor: el monto en centavos, el proveedor y la oficina elegida. */
export function movimientoPedido(dto: MovimientoCajaDto, oficina: string | null): MovimientoCajaPedido {
  return {
    fecha: dto.fecha,
    tipo: dto.tipo,
    categoria: dto.categoria,
    concepto: dto.concepto,
    monto: centavosDePesos(dto.monto),
    proveedor: proveedorDe(dto),
    oficina,
  };
}

/** Una fila de movimientos_caja como la responde la API (el proveedor con su NIT y dígito juntos). */
export function movimientoAJson(fila: FilaMovimiento): MovimientoCaja {
  return {
    _id: fila.id,
    fecha: fila.fecha,
    tipo: fila.tipo,
    categoria: fila.categoria,
    concepto: fila.concepto,
    monto: Number(fila.monto),
    entrega: fila.entrega_id,
    oficina: { _id: fila.oficina_id, nombre: fila.oficina_nombre },
    proveedor:
      fila.proveedor_nombre && fila.proveedor_nit && fila.proveedor_dv !== null
        ? { nombre: fila.proveedor_nombre, nit: `${fila.proveedor_nit}-${fila.proveedor_dv}` }
        : null,
    registradoPor: fila.registrado_por ? { _id: fila.registrado_por, nombre: fila.registrado_por_nombre ?? '' } : null,
    createdAt: fila.created_at.toISOString(),
    updatedAt: fila.updated_at.toISOString(),
  };
}
