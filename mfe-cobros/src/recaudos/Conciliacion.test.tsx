import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ConciliacionCuenta, CuentaContable } from '@cartera/dominio';
import { clienteApi } from '@cartera/plataforma';
import { cuentaNequi as nequi } from '../../../packages/plataforma/test/datosRecaudo';
import { responderConfirmacion } from '../../../packages/plataforma/test/confirmacion';
import { userEvent } from '../../../packages/plataforma/test/usuario';
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

  it('el saldo del banco contra el del libro: la diferencia del día en rojo, y nunca «0 diferencias» si difieren', async () => {
    jest.spyOn(clienteApi, 'get').mockResolvedValue(
      conciliacion({
        dias: [
          { fecha: '2026-11-20', extracto: 155_000, debitos: -3_500, cobros: 0, suspenso: 155_000, mayor: 155_000, saldoExtracto: 151_500, saldoMayor: 155_000, diferencia: -3_500 },
        ],
        diferencias: [
          { fecha: '2026-11-20', tipo: 'saldo', monto: -3_500, explicacion: 'Al cierre del día el libro mayor tiene $ 3.500 más que el banco' },
        ],
      }),
    );
    render(<Conciliacion cuentas={[nequi]} />);
    const fila = (await screen.findByText('20/11/2026')).closest('tr') as HTMLElement;
    expect(within(fila).getByText('$ 151.500')).toBeInTheDocument();
    // Extract credits, in suspense, the ledger's movement and the ledger's balance.
    expect(within(fila).getAllByText('$ 155.000')).toHaveLength(4);
    expect(within(fila).getByTitle('Saldo del banco menos saldo del libro')).toHaveTextContent('-$ 3.500');
    expect(screen.getByText('1 diferencias en el periodo')).toBeInTheDocument();
    expect(screen.queryByText(/^0 diferencias/)).not.toBeInTheDocument();
  });

  it('una línea repetida se decide desde la lista de lo que falta: «Es un duplicado», confirmado, y la conciliación se recarga', async () => {
    const pedir = jest.spyOn(clienteApi, 'get').mockResolvedValue(
      conciliacion({
        partidas: [
          { tipo: 'por_confirmar', fecha: '2026-11-21', monto: 50_000, descripcion: 'PAGO NEQUI ANA', linea: 'l9', asiento: null },
        ],
      }),
    );
    const decidir = jest.spyOn(clienteApi, 'post').mockResolvedValue({});
    render(<Conciliacion cuentas={[nequi]} />);
    expect(await screen.findByText('Los saldos coinciden; quedan 1 partidas por conciliar')).toBeInTheDocument();
    const fila = screen.getByText('PAGO NEQUI ANA').closest('tr') as HTMLElement;
    expect(within(fila).getByRole('button', { name: 'Confirmar como dos pagos distintos' })).toBeInTheDocument();
    fireEvent.click(within(fila).getByRole('button', { name: 'Es un duplicado' }));
    expect(await responderConfirmacion('Confirmar')).toContain('duplicado? No mueve dinero');
    await waitFor(() =>
      expect(decidir).toHaveBeenCalledWith('/api/pagos/lineas/{lineaId}/repetida', {
        ruta: { lineaId: 'l9' },
        cuerpo: { decision: 'duplicado' },
        clave: expect.any(String),
      }),
    );
    await waitFor(() => expect(pedir).toHaveBeenCalledTimes(2));
  });

  it('un débito por identificar se reclasifica a la cuenta elegida; los bancos y las cajas no se ofrecen', async () => {
    const cuenta = (id: string, codigo: string, nombre: string, clase: CuentaContable['clase']): CuentaContable => ({
      id,
      codigo,
      nombre,
      clase,
      naturaleza: 'debito',
      clave: null,
      cobrador: null,
      codigoPadre: null,
    });
    const cuentas = [cuenta('k1', '519595', 'Gastos generales de la oficina', 'gasto'), cuenta('k2', '11100501', 'Nequi', 'activo')];
    const respuestas: Record<string, unknown> = {
      '/api/pagos/conciliacion': conciliacion({
        partidas: [
          { tipo: 'por_identificar', fecha: '2026-11-21', monto: -20_000, descripcion: 'NOTA DEBITO 88123', linea: 'l7', asiento: null },
          { tipo: 'mayor_sin_extracto', fecha: '2026-11-20', monto: 10_000, descripcion: 'A mano', linea: null, asiento: { _id: 'a1', numero: 41 } },
        ],
      }),
      '/api/contabilidad/cuentas': cuentas,
    };
    // The spy answers by path; its type is the client's overloaded signature, which a plain function cannot spell.
    jest.spyOn(clienteApi, 'get').mockImplementation(((ruta: string) => Promise.resolve(respuestas[ruta])) as typeof clienteApi.get);
    const reclasificar = jest.spyOn(clienteApi, 'post').mockResolvedValue({});
    render(<Conciliacion cuentas={[nequi]} />);
    expect(await screen.findByText('A mano (comprobante 41)')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'Cuenta para NOTA DEBITO 88123' }));
    await userEvent.click(await screen.findByTitle('519595 · Gastos generales de la oficina'));
    expect(screen.queryByTitle('11100501 · Nequi')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reclasificar' }));
    await waitFor(() =>
      expect(reclasificar).toHaveBeenCalledWith('/api/pagos/lineas/{lineaId}/reclasificar', {
        ruta: { lineaId: 'l7' },
        cuerpo: { cuenta: 'k1' },
        clave: expect.any(String),
      }),
    );
  });
});
