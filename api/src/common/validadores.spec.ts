import { MONTO_PAGO_MAXIMO, validarMontoPago } from '@cartera/dominio';
import { validateSync } from 'class-validator';
import { MontoPago } from './validadores';

class ConMonto {
  @MontoPago()
  monto!: unknown;
}

const aceptaLaApi = (monto: unknown): boolean => {
  const dto = new ConMonto();
  dto.monto = monto;
  return validateSync(dto).length === 0;
};

describe('MontoPago y validarMontoPago (@cartera/dominio)', () => {
  it('la API y los formularios aceptan y rechazan los mismos montos', () => {
    const montos = [
      1, 1000, 25000, MONTO_PAGO_MAXIMO, MONTO_PAGO_MAXIMO + 1, 1e15, 0, -1, -5, 0.5, 10.5, 999.99,
      Number.NaN, Number.POSITIVE_INFINITY, '100', null, undefined, '',
    ];
    for (const monto of montos) {
      expect([monto, aceptaLaApi(monto)]).toEqual([monto, validarMontoPago(monto) === null]);
    }
  });
});
