import { cuentaDeCobro, destinoCuentaPago } from './comoPagar';
import type { CuentaPago } from './esquemas/pagos';

const cuenta = (c: Partial<CuentaPago>): CuentaPago => ({
  _id: 'x',
  tipo: 'banco',
  nombre: 'Cuenta',
  identificador: '23100012345',
  activa: true,
  cuentaContable: { codigo: '11100501', nombre: 'Cuenta' },
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...c,
});

describe('a qué cuenta se le pide pagar al cliente', () => {
  it('la llave Bre-B activa gana aunque sea la más nueva; sin llave, la cuenta activa más antigua', () => {
    const banco = cuenta({ _id: 'b', tipo: 'banco', createdAt: '2026-01-01T00:00:00.000Z' });
    const nequi = cuenta({ _id: 'n', tipo: 'nequi', createdAt: '2025-06-01T00:00:00.000Z' });
    const llave = cuenta({ _id: 'k', tipo: 'breb', createdAt: '2026-05-01T00:00:00.000Z' });
    const llaveInactiva = cuenta({
      _id: 'i',
      tipo: 'breb',
      activa: false,
      createdAt: '2024-01-01T00:00:00.000Z',
    });
    expect(cuentaDeCobro([banco, nequi, llave, llaveInactiva])?._id).toBe('k');
    expect(cuentaDeCobro([banco, nequi, llaveInactiva])?._id).toBe('n');
    expect(cuentaDeCobro([llaveInactiva])).toBeNull();
    expect(cuentaDeCobro([])).toBeNull();
  });

  it('se escribe con su tipo, su nombre y su identificador', () => {
    expect(
      destinoCuentaPago({ tipo: 'banco', nombre: 'Ahorros oficina', identificador: '23100012345' }),
    ).toBe('Cuenta bancaria Ahorros oficina: 23100012345');
    expect(
      destinoCuentaPago({ tipo: 'breb', nombre: 'Llave del negocio', identificador: '@creditosdemo' }),
    ).toBe('Llave Bre-B Llave del negocio: @creditosdemo');
  });

  it('un nombre que ya empieza por su tipo no lo repite (con o sin tildes y mayúsculas)', () => {
    expect(
      destinoCuentaPago({ tipo: 'breb', nombre: 'Llave Bre-B del negocio', identificador: '@creditosdemo' }),
    ).toBe('Llave Bre-B del negocio: @creditosdemo');
    expect(destinoCuentaPago({ tipo: 'breb', nombre: 'LLAVE BRE-B', identificador: '@prestamista' })).toBe(
      'LLAVE BRE-B: @prestamista',
    );
    expect(
      destinoCuentaPago({ tipo: 'nequi', nombre: 'Nequi de la oficina', identificador: '3001234567' }),
    ).toBe('Nequi de la oficina: 3001234567');
  });
});
