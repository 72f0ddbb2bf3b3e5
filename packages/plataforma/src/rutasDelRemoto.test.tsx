import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { rutasDelRemoto } from './rutasDelRemoto';

const pagina = (titulo: string) =>
  function Pagina() {
    return <h3>{`${titulo} en ${useLocation().pathname}`}</h3>;
  };

const rutas = rutasDelRemoto<'mfe_clientes'>({
  clientes: { '/': pagina('Lista'), ':id/editar': pagina('Edición') },
  'habeas-data': { '/': pagina('Solicitudes') },
});

/** Como las monta el shell: cada segmento en `/<segmento>/*`. */
function pintar(ruta: string) {
  render(
    <MemoryRouter initialEntries={[ruta]}>
      <Routes>
        {Object.entries(rutas).map(([segmento, Segmento]) => (
          <Route key={segmento} path={`/${segmento}/*`} element={<Segmento />} />
        ))}
      </Routes>
    </MemoryRouter>,
  );
}

describe('rutasDelRemoto', () => {
  it('un componente por segmento, con sus páginas por su ruta bajo él', async () => {
    expect(Object.keys(rutas)).toEqual(['clientes', 'habeas-data']);
    pintar('/clientes');
    expect(await screen.findByRole('heading', { name: 'Lista en /clientes' })).toBeInTheDocument();
  });

  it('una página con parámetros bajo el segmento', async () => {
    pintar('/clientes/c1/editar');
    expect(await screen.findByRole('heading', { name: 'Edición en /clientes/c1/editar' })).toBeInTheDocument();
  });

  it('una ruta que el segmento no tiene vuelve al segmento', async () => {
    pintar('/habeas-data/no-existe');
    expect(await screen.findByRole('heading', { name: 'Solicitudes en /habeas-data' })).toBeInTheDocument();
  });
});
