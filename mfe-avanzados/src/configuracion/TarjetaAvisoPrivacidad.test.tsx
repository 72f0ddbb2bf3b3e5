import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '../../../packages/plataforma/test/usuario';
import { useSesion, useToasts } from '@cartera/plataforma';
import type { AvisoPrivacidad, AvisosPrivacidad } from '@cartera/dominio';
import { tokenVigente, usuarioDemo } from '../../../packages/plataforma/test/jwt';
import {
  escucharToasts,
  exito,
  servirApi,
  type Llamada,
} from '../../../packages/plataforma/test/servidorPrueba';
import { TarjetaAvisoPrivacidad } from './TarjetaAvisoPrivacidad';
import { responderConfirmacion } from '../../../packages/plataforma/test/confirmacion';
import { iniciarComo } from '../../../packages/plataforma/test/pantalla';

const v1: AvisoPrivacidad = {
  version: 1,
  texto: 'Cartera trata sus datos para administrar su crédito.',
  creadoPor: null,
  createdAt: '2026-01-01T15:00:00.000Z',
};
const v2: AvisoPrivacidad = {
  version: 2,
  texto: 'Cartera trata sus datos para administrar su crédito y cobrarlo.\nPuede consultarlos cuando quiera.',
  creadoPor: 'Ana Admin',
  createdAt: '2026-06-01T15:00:00.000Z',
};

const tarjeta = () => screen.getByRole('region', { name: 'Aviso de privacidad' });

describe('TarjetaAvisoPrivacidad', () => {
  afterEach(() => {
    useToasts.getState().limpiar();
    jest.restoreAllMocks();
  });

  it('muestra la versión vigente con su texto y las anteriores', async () => {
    iniciarComo('gerente');
    servirApi({
      'GET /habeas-data/aviso-privacidad': () =>
        exito({ vigente: v2, versiones: [v2, v1] } satisfies AvisosPrivacidad),
    });
    render(<TarjetaAvisoPrivacidad editable={false} />);
    expect(await within(tarjeta()).findByText('Versión 2 vigente')).toBeInTheDocument();
    expect(within(tarjeta()).getByText(/Puede consultarlos cuando quiera/)).toBeInTheDocument();
    expect(within(tarjeta()).getByText(/por Ana Admin/)).toBeInTheDocument();
    expect(within(tarjeta()).getByText('Versiones anteriores')).toBeInTheDocument();
    expect(within(tarjeta()).getByRole('cell', { name: '1' })).toBeInTheDocument();
    expect(
      within(tarjeta()).getByText('Sólo un administrador publica versiones nuevas.'),
    ).toBeInTheDocument();
    expect(
      within(tarjeta()).queryByRole('button', { name: 'Publicar versión nueva' }),
    ).not.toBeInTheDocument();
  });

  it('el administrador publica una versión nueva desde el texto vigente, tras confirmar', async () => {
    useSesion.getState().iniciar(tokenVigente(), usuarioDemo);
    const toasts = escucharToasts();
    let avisos: AvisosPrivacidad = { vigente: v1, versiones: [v1] };
    const llamadas = servirApi({
      'GET /habeas-data/aviso-privacidad': () => exito(avisos),
      'POST /habeas-data/aviso-privacidad': (l: Llamada) => {
        const nuevo = { ...v2, texto: (l.cuerpo as { texto: string }).texto };
        avisos = { vigente: nuevo, versiones: [nuevo, v1] };
        return exito(nuevo);
      },
    });
    render(<TarjetaAvisoPrivacidad editable />);
    await userEvent.click(await within(tarjeta()).findByRole('button', { name: 'Publicar versión nueva' }));
    const texto = await screen.findByLabelText('Texto del aviso');
    expect(texto).toHaveValue(v1.texto);
    await userEvent.type(texto, ' Puede pedir su supresión.');
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Publicar' }));
    expect(await responderConfirmacion('Confirmar')).toContain('¿Publicar la versión 2 del aviso de privacidad?');

    await waitFor(() => expect(toasts.mensajes).toContain('Aviso de privacidad versión 2 publicado'));
    expect(llamadas.filter((l) => l.metodo === 'POST').map((l) => l.cuerpo)).toEqual([
      { texto: `${v1.texto} Puede pedir su supresión.` },
    ]);
    expect(await within(tarjeta()).findByText('Versión 2 vigente')).toBeInTheDocument();
    toasts.dejar();
  });
});
