// «Entregar caja» in Mi Ruta: the collector hands over what he counted without leaving his route, with the same
// expected amount and words as the portal, through the same API call.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { CajaCobrador } from '@cartera/dominio';
import { HojaEntregar } from './HojaEntregar';

jest.mock('./almacen', () => ({ nuevaClave: () => 'clave-entrega' }));

const caja: CajaCobrador = {
  cobradorId: 'u1',
  nombre: 'Carlos Cobrador',
  enPoder: 645_830,
  cobros: 645_830,
  cantidadCobros: 3,
  gastos: 0,
  cantidadGastos: 0,
  entregaPendiente: null,
  ultimaEntrega: null,
  deuda: 0,
};

const responder = (status: number, data: unknown) =>
  new Response(JSON.stringify({ success: true, data }), { status, headers: { 'Content-Type': 'application/json' } });

/** The text as the DOM queries read it: formatearCOP's non-breaking space counts as a plain one. */
const plano = (texto: string | null | undefined) => (texto ?? '').replace(/\s+/g, ' ');

describe('Mi Ruta: entregar caja', () => {
  const fetchOriginal = globalThis.fetch;
  let entregas: Array<{ cuerpo: unknown; clave: string | null }>;

  beforeAll(() => {
    // jsdom has no modal dialogs: open the sheet as the browser would.
    HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };
  });
  beforeEach(() => {
    localStorage.setItem('token', 'token-de-prueba');
    entregas = [];
    globalThis.fetch = (async (entrada: RequestInfo | URL, init?: RequestInit) => {
      const solicitud = entrada instanceof Request ? entrada : new Request(entrada, init);
      const ruta = new URL(solicitud.url).pathname;
      if (solicitud.method === 'GET' && ruta === '/api/caja/cobradores') return responder(200, [caja]);
      entregas.push({ cuerpo: await solicitud.json(), clave: solicitud.headers.get('Idempotency-Key') });
      return responder(201, {});
    }) as typeof fetch;
  });
  afterEach(() => {
    globalThis.fetch = fetchOriginal;
  });

  it('propone lo esperado, dice lo que falta y entrega con su Idempotency-Key', async () => {
    render(<HojaEntregar enLinea onCerrar={() => undefined} />);
    const monto = await screen.findByLabelText('Monto entregado');
    expect(monto).toHaveValue('645830');
    expect(plano(screen.getByLabelText('Esperado').textContent)).toBe('$ 645.830');
    fireEvent.change(monto, { target: { value: '640830' } });
    expect(plano(screen.getByText(/^Faltan/).textContent)).toBe('Faltan $ 5.000');
    fireEvent.click(screen.getByRole('button', { name: 'Entregar' }));
    expect(await screen.findByText('Entrega registrada: la oficina la confirmará al contar el efectivo')).toBeInTheDocument();
    expect(entregas).toEqual([{ cuerpo: { montoEntregado: 640_830 }, clave: 'clave-entrega' }]);
  });

  it('sin señal no entrega: lo dice, sin pedir nada', async () => {
    render(<HojaEntregar enLinea={false} onCerrar={() => undefined} />);
    expect(screen.getByText(/Sin señal: la entrega se registra con conexión/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Entregar' })).toBeNull();
    await waitFor(() => expect(entregas).toEqual([]));
  });

  it('con una entrega por confirmar, dice que espera a la oficina', async () => {
    const montoEntregado = 100_000;
    globalThis.fetch = (async () =>
      responder(200, [{ ...caja, entregaPendiente: { montoEntregado } }])) as unknown as typeof fetch;
    render(<HojaEntregar enLinea onCerrar={() => undefined} />);
    expect(plano((await screen.findByText(/espera la confirmación de la oficina/)).textContent)).toBe(
      'Su entrega de $ 100.000 espera la confirmación de la oficina.',
    );
  });
});
