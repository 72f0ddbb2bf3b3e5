import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { MENSAJES_OFICINAS } from '@cartera/dominio';
import { elegirOficina, usePreferencias, useToasts } from '@cartera/plataforma';
import { userEvent } from '../../../packages/plataforma/test/usuario';
import { clienteDePrueba } from '../../../packages/plataforma/test/datosClientes';
import { iniciarComo } from '../../../packages/plataforma/test/pantalla';
import { CENTRO, conOficinas, NORTE } from '../../../packages/plataforma/test/oficinas';
import { exito, pagina, servirApi, type Llamada } from '../../../packages/plataforma/test/servidorPrueba';
import { ClienteForm } from './ClienteForm';
import ClientesPage from './ClientesPage';

function servir(): Llamada[] {
  return servirApi({
    'GET /clientes': () =>
      pagina([
        clienteDePrueba({ _id: 'k1', nombre: 'Ana del Centro', oficina: CENTRO }),
        clienteDePrueba({ _id: 'k2', nombre: 'Nico del Norte', oficina: NORTE }),
      ]),
    'GET /cobradores': () =>
      exito({
        data: [
          { _id: 'c1', nombre: 'Carla de Centro', rol: 'cobrador', estado: 'activo', oficinas: [CENTRO] },
          { _id: 'c2', nombre: 'Nelson de Norte', rol: 'cobrador', estado: 'activo', oficinas: [NORTE] },
        ],
        meta: { total: 2, page: 1, limit: 500, totalPages: 1 },
      }),
    'POST /clientes': ({ cuerpo }) => exito({ ...clienteDePrueba(), ...(cuerpo as object) }),
  });
}

function pintar(ruta: string) {
  render(
    <MemoryRouter initialEntries={[ruta]}>
      <Routes>
        <Route path="/clientes" element={<ClientesPage />} />
        <Route path="/clientes/nuevo" element={<ClienteForm cliente={null} />} />
      </Routes>
    </MemoryRouter>,
  );
}

const escribir = (etiqueta: string, valor: string) => fireEvent.change(screen.getByLabelText(etiqueta), { target: { value: valor } });

describe('la oficina de los clientes', () => {
  beforeEach(() => {
    localStorage.clear();
    iniciarComo('admin');
    act(() => usePreferencias.getState().restablecer());
  });
  afterEach(() => act(() => useToasts.getState().limpiar()));

  it('con varias oficinas la lista dice la de cada cliente bajo su nombre, sin columna ni detalle (cabe a 1366 px)', async () => {
    servir();
    conOficinas(CENTRO, NORTE);
    pintar('/clientes');
    const fila = within((await screen.findByText('Nico del Norte')).closest('td') as HTMLElement);
    expect(fila.getByText('Oficina Norte')).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Oficina' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ver detalle' })).not.toBeInTheDocument();
  });

  it('con una sola oficina la lista no dice oficinas', async () => {
    servir();
    conOficinas(CENTRO);
    pintar('/clientes');
    expect(await screen.findByText('Nico del Norte')).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Oficina' })).not.toBeInTheDocument();
    expect(screen.queryByText('Oficina Norte')).not.toBeInTheDocument();
  });

  it('el cliente nuevo pregunta su oficina, empieza en la de la barra y la envía', async () => {
    const llamadas = servir();
    conOficinas(CENTRO, NORTE);
    elegirOficina(NORTE._id);
    pintar('/clientes/nuevo');
    const campo = await screen.findByRole('combobox', { name: 'Oficina' });
    expect(within(campo.closest('.ant-select') as HTMLElement).getByText('Oficina Norte')).toBeInTheDocument();
    escribir('Cédula', '10123456789');
    escribir('Nombre', 'José Ñúñez');
    escribir('Teléfono', '3001234567');
    escribir('Dirección', 'Carrera 7 # 72-41');
    escribir('Ciudad', 'Medellín');
    await userEvent.click(screen.getByRole('button', { name: 'Crear Cliente' }));
    await waitFor(() => expect(llamadas.some((l) => l.metodo === 'POST')).toBe(true));
    expect(llamadas.find((l) => l.metodo === 'POST')?.cuerpo).toMatchObject({ nombre: 'José Ñúñez', oficina: NORTE._id });
  });

  it('el cobrador del cliente nuevo se elige entre los de la oficina elegida (la regla de la API)', async () => {
    servir();
    conOficinas(CENTRO, NORTE);
    elegirOficina(NORTE._id);
    pintar('/clientes/nuevo');
    await screen.findByRole('combobox', { name: 'Oficina' });
    const opcionesDeCobrador = async () => {
      await userEvent.click(screen.getByRole('combobox', { name: 'Cobrador' }));
      await waitFor(() => expect(document.querySelector('.ant-select-dropdown .ant-select-item-option')).not.toBeNull());
      const abierta = [...document.querySelectorAll('.ant-select-dropdown')].at(-1) as HTMLElement;
      return [...abierta.querySelectorAll('.ant-select-item-option')].map((o) => o.textContent);
    };
    await waitFor(async () => expect(await opcionesDeCobrador()).toEqual(['Nelson de Norte']));
  });

  it('con «Todas» en la barra el cliente nuevo exige elegir la oficina', async () => {
    const llamadas = servir();
    conOficinas(CENTRO, NORTE);
    pintar('/clientes/nuevo');
    await screen.findByRole('combobox', { name: 'Oficina' });
    await userEvent.click(screen.getByRole('button', { name: 'Crear Cliente' }));
    expect(await screen.findByText(MENSAJES_OFICINAS.oficinaObligatoria)).toBeInTheDocument();
    expect(llamadas.some((l) => l.metodo === 'POST')).toBe(false);
  });
});
