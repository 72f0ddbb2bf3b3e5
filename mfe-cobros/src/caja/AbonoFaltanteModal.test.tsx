import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '../../../packages/plataforma/test/usuario';
import { MENSAJES_CAJA, formatearCOP, hoyBogota, type EntregaCaja, type LimitesGastos } from '@cartera/dominio';
import { AbonoFaltanteModal } from './AbonoFaltanteModal';
import { exito, fallo, servirApi } from '../../../packages/plataforma/test/servidorPrueba';
import { mensajesToast } from '../../../packages/plataforma/test/pantalla';

const limites: LimitesGastos = { gastoMaximo: 50_000, gastosDiaMaximo: 100_000, fotoDesde: 20_000, diasAtras: 3, updatedAt: '2026-11-01T00:00:00.000Z' };
const caja = { cobradorId: 'cob-1', nombre: 'Carlos Cobrador', deuda: 5_000 };
/** The text as the DOM queries read it: formatearCOP's non-breaking space counts as a plain one. */
const plano = (texto: string) => texto.replace(/\s+/g, ' ');
const abono = (monto: number): EntregaCaja => ({
  _id: 'e9',
  numero: 9,
  cobrador: { _id: 'cob-1', nombre: 'Carlos Cobrador' },
  estado: 'confirmada',
  fecha: hoyBogota(),
  fechaConfirmacion: hoyBogota(),
  cobros: 0,
  cantidadCobros: 0,
  gastos: 0,
  esperado: 0,
  montoEntregado: monto,
  montoRecibido: monto,
  diferencia: monto,
  observaciones: null,
  confirmadoPor: null,
  abono: true,
  createdAt: '2026-11-27T15:00:00.000Z',
});

describe('AbonoFaltanteModal', () => {
  it('never lets the office pay more than the collector owes; a valid amount posts with its Idempotency-Key', async () => {
    const llamadas = servirApi({
      'GET /caja/limites-gastos': () => exito(limites),
      'POST /caja/cobradores/cob-1/abonos-faltante': ({ cuerpo }) => exito(abono((cuerpo as { monto: number }).monto)),
    });
    const alGuardar = jest.fn();
    render(<AbonoFaltanteModal caja={caja} alCerrar={jest.fn()} alGuardar={alGuardar} />);
    const dialogo = screen.getByRole('dialog', { name: 'Abonar faltante de Carlos Cobrador' });
    expect(within(dialogo).getByText(plano(`Carlos Cobrador debe ${formatearCOP(5_000)} de faltantes.`), { exact: false })).toBeInTheDocument();

    const monto = within(dialogo).getByLabelText('Monto del abono');
    await userEvent.clear(monto);
    await userEvent.type(monto, '6000');
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Registrar abono' }));
    expect(await within(dialogo).findByText(plano(MENSAJES_CAJA.abonoSuperaDeuda(5_000)))).toBeInTheDocument();
    expect(llamadas.filter((l) => l.metodo === 'POST')).toEqual([]);

    await userEvent.clear(monto);
    await userEvent.type(monto, '2000');
    expect(await within(dialogo).findByText(plano(`Queda debiendo ${formatearCOP(3_000)}`))).toBeInTheDocument();
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Registrar abono' }));
    await waitFor(() => expect(alGuardar).toHaveBeenCalled());
    const post = llamadas.filter((l) => l.metodo === 'POST');
    expect(post.map((l) => [l.ruta, l.cuerpo])).toEqual([
      ['/caja/cobradores/cob-1/abonos-faltante', { monto: 2_000, fecha: hoyBogota() }],
    ]);
    expect(post[0].cabeceras.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("shows the API's refusal and stays open", async () => {
    servirApi({
      'GET /caja/limites-gastos': () => exito(limites),
      'POST /caja/cobradores/cob-1/abonos-faltante': () => fallo(400, MENSAJES_CAJA.sinDeuda),
    });
    const alGuardar = jest.fn();
    render(<AbonoFaltanteModal caja={caja} alCerrar={jest.fn()} alGuardar={alGuardar} />);
    const dialogo = screen.getByRole('dialog', { name: 'Abonar faltante de Carlos Cobrador' });
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Registrar abono' }));
    await waitFor(() => expect(mensajesToast()).toContain(MENSAJES_CAJA.sinDeuda));
    expect(screen.getByRole('dialog', { name: 'Abonar faltante de Carlos Cobrador' })).toBeInTheDocument();
    expect(alGuardar).not.toHaveBeenCalled();
  });
});
