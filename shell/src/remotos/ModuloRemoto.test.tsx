import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { diferido, type RutasRemoto } from '@cartera/plataforma';
import { ModuloRemoto } from './ModuloRemoto';

function renderizar(cargar: (remoto: string, opciones?: { denuevo?: boolean }) => Promise<RutasRemoto>) {
  render(
    <MemoryRouter initialEntries={['/clientes']}>
      <ModuloRemoto remoto="mfe_clientes" segmento="clientes" cargar={cargar} />
    </MemoryRouter>,
  );
}

describe('ModuloRemoto', () => {
  it('monta el componente que el remoto expone para su segmento', async () => {
    renderizar(async () => ({ clientes: () => <h3>Clientes</h3> }));
    expect(await screen.findByRole('heading', { name: 'Clientes' })).toBeInTheDocument();
  });

  it('en la segunda visita la pantalla del remoto se monta en el primer render, sin indicador de carga', async () => {
    const cargar = jest.fn(async () => ({ clientes: () => <h3>Clientes</h3> }));
    renderizar(cargar);
    expect(await screen.findByRole('heading', { name: 'Clientes' })).toBeInTheDocument();
    cleanup();

    renderizar(cargar);
    expect(screen.getByRole('heading', { name: 'Clientes' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('si el remoto no carga muestra "Módulo no disponible" y Reintentar vuelve a intentarlo', async () => {
    const cargar = jest
      .fn<Promise<RutasRemoto>, []>()
      .mockRejectedValueOnce(new Error('mf-manifest.json: 404'))
      .mockResolvedValueOnce({ clientes: () => <h3>Clientes</h3> });
    renderizar(cargar);

    expect(await screen.findByText('Módulo no disponible')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));

    expect(await screen.findByRole('heading', { name: 'Clientes' })).toBeInTheDocument();
    expect(cargar).toHaveBeenCalledTimes(2);
  });

  it('si el remoto no expone el segmento también muestra el aviso', async () => {
    renderizar(async () => ({ otra: () => <p>otra</p> }));
    expect(await screen.findByText('Módulo no disponible')).toBeInTheDocument();
  });

  it('si la pantalla del remoto no se descarga (su servidor cayó después de la precarga) también muestra el aviso, y Reintentar carga el remoto de nuevo', async () => {
    const fallo = Object.assign(
      new Error('Loading chunk z failed. (error: http://x/mf/mfe-clientes/static/js/async/z.js)'),
      {
        name: 'ChunkLoadError',
      },
    );
    const cargar = jest
      .fn<Promise<RutasRemoto>, [string, { denuevo?: boolean }?]>()
      .mockResolvedValueOnce({ clientes: diferido(() => Promise.reject<{ default: () => null }>(fallo)) })
      .mockResolvedValueOnce({ clientes: () => <h3>Clientes</h3> });
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      renderizar(cargar);
      expect(await screen.findByText('Módulo no disponible')).toBeInTheDocument();
      expect(screen.queryByText('Algo salió mal en esta pantalla')).toBeNull();
      await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
      expect(await screen.findByRole('heading', { name: 'Clientes' })).toBeInTheDocument();
      expect(cargar.mock.calls.map(([, opciones]) => opciones?.denuevo)).toEqual([false, true]);
    } finally {
      error.mockRestore();
    }
  });

  it('un error de la pantalla misma sigue siendo "Algo salió mal en esta pantalla"', async () => {
    const Rota = () => {
      throw new Error('fallo de la pantalla');
    };
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      renderizar(async () => ({ clientes: Rota }));
      expect(await screen.findByText('Algo salió mal en esta pantalla')).toBeInTheDocument();
    } finally {
      error.mockRestore();
    }
  });
});
