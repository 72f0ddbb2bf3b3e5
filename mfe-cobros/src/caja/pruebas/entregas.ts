// What the cash handover tests share: the text as the DOM queries read it and a handover waiting for the office.
import type { EntregaCaja } from '@cartera/dominio';

/** The text as the DOM queries read it: formatearCOP's non-breaking space counts as a plain one. */
export const plano = (texto: string | null | undefined) => (texto ?? '').replace(/\s+/g, ' ');

/** Carlos's handover of 27/11/2026, still pending (no count by the office yet), with `cambios`. */
export function entregaPendiente(cambios: Omit<Partial<EntregaCaja>, 'estado'>): EntregaCaja {
  return {
    _id: 'e1',
    numero: 1,
    cobrador: { _id: 'cob-1', nombre: 'Carlos Cobrador' },
    estado: 'pendiente',
    fecha: '2026-11-27',
    fechaConfirmacion: null,
    cobros: 0,
    cantidadCobros: 0,
    gastos: 0,
    esperado: 0,
    montoEntregado: 0,
    montoRecibido: null,
    diferencia: 0,
    observaciones: null,
    confirmadoPor: null,
    createdAt: '2026-11-27T15:00:00.000Z',
    ...cambios,
  };
}
