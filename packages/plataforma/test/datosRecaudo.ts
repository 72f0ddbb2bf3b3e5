// Test data of the payment collection screens (recaudos, Mi Ruta): the office's Nequi account, a bank statement
// line, a route's stop and its loan, written once for every component test that shows them.
import type { CuentaPago, LineaExtractoPago, ParadaMiRuta, PrestamoMiRuta } from '@cartera/dominio';

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

/** A loan on a Mi Ruta stop: #7, active, 10.000 due today and nothing late, with what the test changes. */
export const prestamoEnRuta = (cambios: Partial<PrestamoMiRuta> = {}): PrestamoMiRuta => ({
  _id: 'p1',
  numero: 7,
  estado: 'activo',
  cuotaHoy: 10_000,
  vencido: 0,
  diasVencido: 0,
  saldoPendiente: 90_000,
  mora: 0,
  ultimoPago: null,
  cobradoHoy: 0,
  gestionHoy: null,
  ...cambios,
});

/** The first stop of a route, not visited yet: Rosa Díaz with these loans and what the test changes of her data. */
export const paradaEnRuta = (
  prestamos: PrestamoMiRuta[],
  cliente: Partial<ParadaMiRuta['cliente']> = {},
): ParadaMiRuta => ({
  orden: 1,
  cliente: {
    _id: 'c1',
    nombre: 'Rosa Díaz',
    telefono: '3001234567',
    direccion: 'Calle 1 # 2-3',
    barrio: null,
    ciudad: 'Bogotá',
    latitud: null,
    longitud: null,
    ...cliente,
  },
  visitada: false,
  prestamos,
});
