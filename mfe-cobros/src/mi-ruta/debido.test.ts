import type { PrestamoMiRuta } from '@cartera/dominio';
import { debido } from './ElegirPrestamo';

const prestamo = (cambios: Partial<PrestamoMiRuta>): PrestamoMiRuta => ({
  _id: 'p1',
  numero: 7,
  estado: 'mora',
  cuotaHoy: 10_000,
  vencido: 20_000,
  diasVencido: 3,
  saldoPendiente: 100_000,
  mora: 0,
  ultimoPago: null,
  cobradoHoy: 0,
  gestionHoy: null,
  ...cambios,
});

describe('lo que un préstamo debe hoy en Mi Ruta', () => {
  it('es lo vencido y lo de hoy, nunca más que el saldo', () => {
    expect(debido(prestamo({}))).toBe(30_000);
    expect(debido(prestamo({ saldoPendiente: 25_000 }))).toBe(25_000);
  });

  it('suma el interés de mora pendiente, que se cobra primero (docs/decisiones/interes-de-mora.md)', () => {
    expect(debido(prestamo({ mora: 1_234 }))).toBe(31_234);
    expect(debido(prestamo({ saldoPendiente: 25_000, mora: 500 }))).toBe(25_500);
  });
});
