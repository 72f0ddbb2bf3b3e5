import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '../../../packages/plataforma/test/usuario';
import { formatearCOP, type GastoCobrador, type LimitesGastos } from '@cartera/dominio';
import { GastosPendientes, MENSAJE_GASTO_APROBADO } from './GastosPendientes';
import { GastoFormModal, textoLimites } from './GastoFormModal';
import { exito, fallo, pagina, servirApi } from '../../../packages/plataforma/test/servidorPrueba';
import { mensajesToast } from '../../../packages/plataforma/test/pantalla';

const pendiente: GastoCobrador = {
  _id: 'g1',
  cobrador: { _id: 'cob-1', nombre: 'Carlos Cobrador' },
  fecha: '2026-11-20',
  categoria: 'otro',
  monto: 50_588_000,
  concepto: 'Repuesto de la moto',
  tieneFoto: true,
  estado: 'pendiente',
  limitePasado: 'gasto',
  motivoRechazo: null,
  decididoPor: null,
  entrega: null,
  createdAt: '2026-11-20T15:00:00.000Z',
};

const limites: LimitesGastos = { gastoMaximo: 50_000, gastosDiaMaximo: 100_000, fotoDesde: 20_000, diasAtras: 3, updatedAt: '2026-11-01T00:00:00.000Z' };
/** The text as the DOM queries read it: formatearCOP's non-breaking space counts as a plain one. */
const plano = (texto: string) => texto.replace(/\s+/g, ' ');

describe('GastosPendientes', () => {
  it('shows the waiting expenses to the office with Aprobar and Rechazar; Aprobar calls the API and reloads', async () => {
    const llamadas = servirApi({
      'GET /caja/gastos': ({ parametros }) => pagina(parametros.get('estado') === 'pendiente' ? [pendiente] : []),
      'PATCH /caja/gastos/g1/aprobar': () => exito({ ...pendiente, estado: 'aceptado' }),
    });
    const alCambiar = jest.fn();
    const alRechazar = jest.fn();
    render(<GastosPendientes administra version={0} alCambiar={alCambiar} alRechazar={alRechazar} alVerRecibo={jest.fn()} />);

    const tabla = await screen.findByRole('table');
    expect(screen.getByText('Gastos por aprobar (1)')).toBeInTheDocument();
    expect(within(tabla).getByText(plano(formatearCOP(50_588_000)))).toBeInTheDocument();
    expect(within(tabla).getByText('pasa el límite por gasto')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /^Rechazar gasto de .* de Carlos Cobrador$/ }));
    expect(alRechazar).toHaveBeenCalledWith(pendiente);

    await userEvent.click(screen.getByRole('button', { name: /^Aprobar gasto de .* de Carlos Cobrador$/ }));
    await waitFor(() => expect(alCambiar).toHaveBeenCalled());
    expect(llamadas.filter((l) => l.metodo === 'PATCH').map((l) => l.ruta)).toEqual(['/caja/gastos/g1/aprobar']);
    // Approving moves cash: the click carries its own Idempotency-Key.
    expect(llamadas.find((l) => l.metodo === 'PATCH')?.cabeceras.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(mensajesToast()).toContain(MENSAJE_GASTO_APROBADO);
  });

  it("shows the API's refusal when the approver registered the expense", async () => {
    const mensaje = 'Usted registró este gasto: no puede aprobarlo. Otro gerente o administrador debe revisarlo y aprobarlo o rechazarlo';
    servirApi({
      'GET /caja/gastos': () => pagina([pendiente]),
      'PATCH /caja/gastos/g1/aprobar': () => fallo(403, mensaje),
    });
    const alCambiar = jest.fn();
    render(<GastosPendientes administra version={0} alCambiar={alCambiar} alRechazar={jest.fn()} alVerRecibo={jest.fn()} />);
    await userEvent.click(await screen.findByRole('button', { name: /^Aprobar gasto/ }));
    await waitFor(() => expect(mensajesToast()).toContain(mensaje));
    expect(alCambiar).not.toHaveBeenCalled();
  });

  it('a collector sees their waiting expenses without actions; with none waiting nothing is drawn', async () => {
    servirApi({ 'GET /caja/gastos': () => pagina([pendiente]) });
    const { unmount } = render(
      <GastosPendientes administra={false} version={0} alCambiar={jest.fn()} alRechazar={jest.fn()} alVerRecibo={jest.fn()} />,
    );
    expect(await screen.findByText(/esperan la aprobación de un gerente o administrador/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Aprobar/ })).not.toBeInTheDocument();
    unmount();

    servirApi({ 'GET /caja/gastos': () => pagina([]) });
    const { container } = render(
      <GastosPendientes administra version={1} alCambiar={jest.fn()} alRechazar={jest.fn()} alVerRecibo={jest.fn()} />,
    );
    await waitFor(() => expect(container).toBeEmptyDOMElement());
  });
});

describe('GastoFormModal', () => {
  it('shows the limits, says when the expense will wait for approval and asks for the receipt above the threshold', async () => {
    const llamadas = servirApi({
      'GET /caja/limites-gastos': () => exito(limites),
      'POST /caja/gastos': ({ cuerpo }) => exito({ ...pendiente, ...(cuerpo as object) }),
    });
    render(<GastoFormModal alCerrar={jest.fn()} alGuardar={jest.fn()} />);
    const dialogo = screen.getByRole('dialog', { name: 'Registrar gasto' });
    expect(await within(dialogo).findByText(plano(textoLimites(limites)))).toBeInTheDocument();

    await userEvent.type(within(dialogo).getByLabelText('Monto'), '60000');
    expect(
      await within(dialogo).findByText(new RegExp(`^${plano(`Pasa el límite de ${formatearCOP(50_000)} por gasto`).replace(/[$.]/g, '\\$&')}`)),
    ).toBeInTheDocument();
    expect(within(dialogo).getByText('Foto del recibo (obligatoria)')).toBeInTheDocument();

    await userEvent.type(within(dialogo).getByLabelText('Concepto'), 'Repuesto');
    await userEvent.click(within(dialogo).getByRole('button', { name: /Guardar|Aceptar|Registrar/ }));
    expect(
      await within(dialogo).findByText(plano(`Un gasto de más de ${formatearCOP(20_000)} necesita la foto del recibo: tómela y vuelva a enviarlo`)),
    ).toBeInTheDocument();
    expect(llamadas.filter((l) => l.metodo === 'POST')).toEqual([]);
  });
});
