// Un movimiento de caja entre la API y su tabla: lo que se escribe de un cuerpo (con el proveedor de un egreso en tres
// columnas) y cómo se responde una fila.
import { leerNit, MENSAJES_PROVEEDOR, type MovimientoCaja } from '@cartera/dominio';
import { errorValidacion } from '../common/errores';
import type { MovimientoCajaDto } from './dto/flujo-caja.dto';
import type { FilaMovimiento, MovimientoEscrito } from './flujo-caja.consultas';

/**
 * El proveedor de un egreso como columnas (nombre, NIT sin dígito, dígito), o tres null. Los dos campos van juntos y
 * sólo en un egreso (docs/decisiones/exporte-contable.md); el NIT ya llegó validado con su dígito.
 */
function proveedorDe(
  dto: MovimientoCajaDto,
): Pick<MovimientoEscrito, 'proveedor_nombre' | 'proveedor_nit' | 'proveedor_dv'> {
  const nombre = dto.proveedorNombre ?? null;
  const nit = dto.proveedorNit ? leerNit(dto.proveedorNit) : null;
  if (!nombre && !nit) return { proveedor_nombre: null, proveedor_nit: null, proveedor_dv: null };
  if (dto.tipo !== 'egreso') throw errorValidacion({ proveedorNombre: [MENSAJES_PROVEEDOR.soloEgresos] });
  if (!nit) throw errorValidacion({ proveedorNit: [MENSAJES_PROVEEDOR.nombreSinNit] });
  if (!nombre) throw errorValidacion({ proveedorNombre: [MENSAJES_PROVEEDOR.nitSinNombre] });
  return { proveedor_nombre: nombre, proveedor_nit: nit.numero, proveedor_dv: nit.dv };
}

/** Lo que se escribe de un movimiento: sus campos y su proveedor. */
export function movimientoEscrito(dto: MovimientoCajaDto): MovimientoEscrito {
  return {
    fecha: dto.fecha,
    tipo: dto.tipo,
    categoria: dto.categoria,
    concepto: dto.concepto,
    monto: dto.monto,
    ...proveedorDe(dto),
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
    proveedor:
      fila.proveedor_nombre && fila.proveedor_nit && fila.proveedor_dv !== null
        ? { nombre: fila.proveedor_nombre, nit: `${fila.proveedor_nit}-${fila.proveedor_dv}` }
        : null,
    registradoPor: fila.registrado_por ? { _id: fila.registrado_por, nombre: fila.registrado_por_nombre ?? '' } : null,
    createdAt: fila.created_at.toISOString(),
    updatedAt: fila.updated_at.toISOString(),
  };
}
