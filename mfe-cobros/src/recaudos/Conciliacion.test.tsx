import { render, screen, within } from '@testing-library/react';
import type { ConciliacionCuenta } from '@cartera/dominio';
import { clienteApi } from '@cartera/plataforma';
import { cuentaNequi as nequi } from '../../../packages/plataforma/test/datosRecaudo';
import { Conciliacion } from './Conciliacion';


function conciliacion(cambios: Partial<ConciliacionCuenta>): ConciliacionCuenta {
  return {
    cuenta: { _id: 'cta-1', nombre: 'Nequi oficina', tipo: 'nequi', cuentaContable: '11100501' },
    desde: '2026-11-20',
    hasta: '2026-11-21',
    dias: [
      { fecha: '2026-11-20', extracto: 50_000, cobros: 50_000, suspenso: 0, mayor: 50_000 },
      { fecha: '2026-11-21', extracto: 30_000, cobros: 0, suspenso: 0, mayor: 0 },
    ],
    totales: { extracto: 80_000, cobros: 50_000, suspenso: 0, mayor: 50_000 },
    diferencias: [],
    ...cambios,
  };
}

describe('Conciliación', () => {
  afterEach(() => jest.restoreAllMocks());

  it('un día que no cuadra muestra su diferencia con la explicación; los demás, 0', async () => {
    const explicacion = 'El extracto muestra $ 30.000 más de lo que entró a la cuenta en el libro mayor';
    const pedir = jest
      .spyOn(clienteApi, 'get')
      .mockResolvedValue(
        conciliacion({
          diferencias: [{ fecha: '2026-11-21', tipo: 'extracto_mayor', monto: 30_000, explicacion }],
        }),
      );
    render(<Conciliacion cuentas={[nequi]} />);
    const fila = (await screen.findByText(explicacion, { exact: false })).closest('tr') as HTMLElement;
    expect(within(fila).getByText('21/11/2026')).toBeInTheDocument();
    expect(screen.getByText('1 diferencias en el periodo')).toBeInTheDocument();
    expect(pedir).toHaveBeenCalledWith('/api/pagos/conciliacion', {
      consulta: { cuenta: 'cta-1', desde: expect.any(String), hasta: expect.any(String) },
    });
    const cuadra = screen.getByText('20/11/2026').closest('tr') as HTMLElement;
    expect(within(cuadra).getByText('0')).toBeInTheDocument();
  });

  it('sin diferencias lo dice', async () => {
    jest.spyOn(clienteApi, 'get').mockResolvedValue(conciliacion({}));
    render(<Conciliacion cuentas={[nequi]} />);
    expect(await screen.findByText(/^0 diferencias/)).toBeInTheDocument();
  });
});
