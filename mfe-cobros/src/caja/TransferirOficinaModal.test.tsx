import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '../../../packages/plataforma/test/usuario';
import { MENSAJES_TRANSFERENCIA_OFICINAS, hoyBogota, type TransferenciaOficinas } from '@cartera/dominio';
import { TransferirOficinaModal } from './TransferirOficinaModal';
import { exito, fallo, servirApi } from '../../../packages/plataforma/test/servidorPrueba';
import { mensajesToast } from '../../../packages/plataforma/test/pantalla';

const centro = { _id: '0190a000-0000-7000-8000-000000000001', nombre: 'Oficina Centro' };
const norte = { _id: '0190a000-0000-7000-8000-000000000002', nombre: 'Oficina Norte' };
const enviada = (cuerpo: { monto: number; concepto: string }): TransferenciaOficinas => ({
  _id: '0190a000-0000-7000-8000-0000000000aa',
  fecha: hoyBogota(),
  monto: cuerpo.monto,
  concepto: cuerpo.concepto,
  origen: centro,
  destino: norte,
  registradoPor: null,
  createdAt: '2026-11-27T15:00:00.000Z',
});

/** Picks `opcion` in the antd Select labelled `etiqueta`. */
async function elegir(dialogo: HTMLElement, etiqueta: string, opcion: string) {
  await userEvent.click(within(dialogo).getByLabelText(etiqueta));
  const opciones = await screen.findAllByTitle(opcion);
  await userEvent.click(opciones[opciones.length - 1]);
}

describe('TransferirOficinaModal', () => {
  it('sends from the office in force to another one, with its Idempotency-Key; the same office is not offered', async () => {
    const llamadas = servirApi({
      'POST /caja/transferencias-oficinas': ({ cuerpo }) => exito(enviada(cuerpo as { monto: number; concepto: string })),
    });
    const alGuardar = jest.fn();
    render(<TransferirOficinaModal oficinas={[centro, norte]} origen={centro._id} alCerrar={jest.fn()} alGuardar={alGuardar} />);
    const dialogo = screen.getByRole('dialog', { name: 'Transferir a otra oficina' });

    await userEvent.click(within(dialogo).getByRole('button', { name: 'Transferir' }));
    expect(await within(dialogo).findAllByText(MENSAJES_TRANSFERENCIA_OFICINAS.oficinaNoEncontrada)).not.toHaveLength(0);
    expect(llamadas.filter((l) => l.metodo === 'POST')).toEqual([]);

    await userEvent.click(within(dialogo).getByLabelText('Oficina que recibe'));
    expect(screen.queryAllByTitle('Oficina Centro').filter((e) => e.closest('.ant-select-item'))).toEqual([]);
    await userEvent.keyboard('{Escape}');
    await elegir(dialogo, 'Oficina que recibe', 'Oficina Norte');
    await userEvent.type(within(dialogo).getByLabelText('Monto'), '300000');
    await userEvent.type(within(dialogo).getByLabelText('Concepto'), ' Base de la semana ');
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Transferir' }));

    await waitFor(() => expect(alGuardar).toHaveBeenCalled());
    const post = llamadas.filter((l) => l.metodo === 'POST');
    expect(post.map((l) => [l.ruta, l.cuerpo])).toEqual([
      [
        '/caja/transferencias-oficinas',
        { origen: centro._id, destino: norte._id, monto: 300_000, fecha: hoyBogota(), concepto: 'Base de la semana' },
      ],
    ]);
    expect(post[0].cabeceras.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("shows the API's refusal (a gerente who is not of both offices) and stays open", async () => {
    servirApi({
      'POST /caja/transferencias-oficinas': () => fallo(403, MENSAJES_TRANSFERENCIA_OFICINAS.sinAcceso),
    });
    const alGuardar = jest.fn();
    render(<TransferirOficinaModal oficinas={[centro, norte]} origen={null} alCerrar={jest.fn()} alGuardar={alGuardar} />);
    const dialogo = screen.getByRole('dialog', { name: 'Transferir a otra oficina' });
    await elegir(dialogo, 'Oficina que recibe', 'Oficina Norte');
    await userEvent.type(within(dialogo).getByLabelText('Monto'), '1000');
    await userEvent.type(within(dialogo).getByLabelText('Concepto'), 'Cambio');
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Transferir' }));
    await waitFor(() => expect(mensajesToast()).toContain(MENSAJES_TRANSFERENCIA_OFICINAS.sinAcceso));
    expect(screen.getByRole('dialog', { name: 'Transferir a otra oficina' })).toBeInTheDocument();
    expect(alGuardar).not.toHaveBeenCalled();
  });
});
