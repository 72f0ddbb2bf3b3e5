import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { RutasRemoto } from '@cartera/plataforma';
import { ModuloRemoto } from './ModuloRemoto';

function renderizar(cargar: () => Promise<RutasRemoto>) {
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
});
