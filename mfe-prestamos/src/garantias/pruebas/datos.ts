// Component tests only: guarantees and their documents shaped like the API's answers.
import type { Documento, Garantia } from '@cartera/dominio';

/** A PDF of loan p1 ('tarjeta.pdf', linked to guarantee g1 unless `cambios` says otherwise). */
export function crearDocumento(cambios: Partial<Documento> = {}): Documento {
  return {
    _id: 'd1',
    nombreOriginal: 'tarjeta.pdf',
    tipo: 'garantia',
    mime: 'application/pdf',
    sizeBytes: 2048,
    checksumSha256: 'a'.repeat(64),
    relacionadoTipo: 'garantia',
    relacionadoId: 'g1',
    prestamo: 'p1',
    metadata: null,
    createdAt: '2026-11-20T15:00:00.000Z',
    ...cambios,
  };
}

/** Guarantee g1 of loan #12 (María Pérez): a pending motorbike with the card of `crearDocumento`. */
export function crearGarantia(cambios: Partial<Garantia> = {}): Garantia {
  return {
    _id: 'g1',
    prestamo: { _id: 'p1', numero: 12, cliente: { _id: 'cl1', nombre: 'María Pérez' } },
    tipo: 'vehiculo',
    descripcion: 'Moto Honda CB 125',
    valorDeclarado: 3500000,
    valorAvaluo: null,
    identificadorLegal: 'ABC12D',
    estado: 'pendiente',
    documentos: [crearDocumento()],
    createdAt: '2026-11-20T15:00:00.000Z',
    updatedAt: '2026-11-20T15:00:00.000Z',
    ...cambios,
  };
}
