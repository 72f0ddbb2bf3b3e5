// Test data of the payment collection screens (recaudos, Mi Ruta): the office's Nequi account and a bank statement
// line, written once for every component test that shows them.
import type { CuentaPago, LineaExtractoPago } from '@cartera/dominio';

/** The office's active Nequi account, on its ledger account 11100501. */
export const cuentaNequi: CuentaPago = {
  _id: 'cta-1',
  tipo: 'nequi',
  nombre: 'Nequi oficina',
  identificador: '3001234567',
  activa: true,
  cuentaContable: { codigo: '11100501', nombre: 'Nequi' },
  createdAt: '',
  updatedAt: '',
};

/** A statement line of 70.000 on that account, in suspense (nobody's yet), with what the test changes. */
export const lineaEnSuspenso = (cambios: Partial<LineaExtractoPago> = {}): LineaExtractoPago => ({
  _id: 'l1',
  extracto: 'e1',
  origen: 'extracto',
  cuenta: { _id: 'c1', nombre: 'Nequi oficina', tipo: 'nequi' },
  fecha: '2026-11-20',
  descripcion: 'CONSIGNACION SIN DATOS',
  valor: 70_000,
  referencia: null,
  estado: 'en_suspenso',
  cruce: null,
  aplicaciones: [],
  transferencia: null,
  decididoPor: null,
  decididoEn: null,
  devolucion: null,
  ...cambios,
});
