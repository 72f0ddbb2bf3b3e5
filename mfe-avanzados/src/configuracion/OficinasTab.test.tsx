import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { MENSAJES_OFICINAS, type Oficina } from '@cartera/dominio';
import { useToasts } from '@cartera/plataforma';
import { userEvent } from '../../../packages/plataforma/test/usuario';
import { exito, fallo, servirApi } from '../../../packages/plataforma/test/servidorPrueba';
import { iniciarComo, mensajesToast } from '../../../packages/plataforma/test/pantalla';
import ConfiguracionPage from './ConfiguracionPage';
import { crearAjustesOrganizacion } from './pruebas/organizacion';

const organizacion = () => exito(crearAjustesOrganizacion());

const fechas = { createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' };
const centro: Oficina = { _id: 'a0000000-0000-4000-8000-000000000001', codigo: 'CENTRO', nombre: 'Oficina Centro', ciudad: 'Bogotá', padre: null, ...fechas };
const norte: Oficina = {
  _id: 'a0000000-0000-4000-8000-000000000002',
  codigo: 'NORTE',
  nombre: 'Oficina Norte',
  ciudad: 'Bogotá',
  padre: { _id: centro._id, nombre: centro.nombre },
  ...fechas,
};

function pintar() {
  render(
    <MemoryRouter initialEntries={['/configuracion?tab=oficinas']}>
      <ConfiguracionPage />
    </MemoryRouter>,
  );
}

const escribirEn = (dialogo: HTMLElement, etiqueta: string, valor: string) =>
  fireEvent.change(within(dialogo).getByLabelText(etiqueta), { target: { value: valor } });

describe('Configuración › Oficinas', () => {
  afterEach(() => act(() => useToasts.getState().limpiar()));

  it('el administrador ve cada oficina con su código, ciudad y oficina padre, y crea otra; el código repetido lo dice la API', async () => {
    iniciarComo('admin');
    let oficinas = [centro, norte];
    let respuestaPost = () => fallo(409, MENSAJES_OFICINAS.codigoDuplicado, { codigo: [MENSAJES_OFICINAS.codigoDuplicado] });
    const llamadas = servirApi({
      'GET /configuracion/organizacion': organizacion,
      'GET /oficinas': () => exito(oficinas),
      'POST /oficinas': () => respuestaPost(),
    });
    pintar();
    const fila = (await screen.findByText('Oficina Norte')).closest('tr') as HTMLElement;
    expect(within(fila).getAllByRole('cell').map((c) => c.textContent)).toEqual(
      expect.arrayContaining(['NORTE', 'Oficina Norte', 'Bogotá', 'Oficina Centro']),
    );
    expect(screen.getAllByRole('columnheader').map((c) => c.textContent)).toEqual(
      expect.arrayContaining(['Código', 'Nombre', 'Ciudad', 'Oficina padre']),
    );

    await userEvent.click(screen.getByRole('button', { name: /Nueva oficina/ }));
    const dialogo = await screen.findByRole('dialog', { name: 'Nueva oficina' });
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Crear' }));
    expect(await within(dialogo).findByText(MENSAJES_OFICINAS.codigoObligatorio)).toBeInTheDocument();
    expect(within(dialogo).getByText(MENSAJES_OFICINAS.nombreObligatorio)).toBeInTheDocument();
    expect(within(dialogo).getByText(MENSAJES_OFICINAS.ciudadObligatoria)).toBeInTheDocument();

    escribirEn(dialogo, 'Código', 'CENTRO');
    escribirEn(dialogo, 'Nombre', ' Oficina Sur ');
    escribirEn(dialogo, 'Ciudad', 'Cali');
    // Only an office that depends on none may be a parent: Norte (a child) is not offered.
    await userEvent.click(within(dialogo).getByLabelText('Oficina padre'));
    expect(await screen.findByTitle('Oficina Centro (CENTRO)')).toBeInTheDocument();
    expect(screen.queryByTitle('Oficina Norte (NORTE)')).not.toBeInTheDocument();
    await userEvent.click(screen.getByTitle('Oficina Centro (CENTRO)'));
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Crear' }));
    expect(await within(dialogo).findByText(MENSAJES_OFICINAS.codigoDuplicado)).toBeInTheDocument();

    const sur: Oficina = { ...centro, _id: 'a0000000-0000-4000-8000-000000000003', codigo: 'SUR', nombre: 'Oficina Sur', ciudad: 'Cali', padre: { _id: centro._id, nombre: centro.nombre } };
    respuestaPost = () => {
      oficinas = [...oficinas, sur];
      return exito(sur);
    };
    escribirEn(dialogo, 'Código', 'SUR');
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Crear' }));
    expect(await screen.findByText('Oficina Sur')).toBeInTheDocument();
    expect(mensajesToast()).toContain('Oficina creada');
    expect(llamadas.filter((l) => l.metodo === 'POST').at(-1)?.cuerpo).toEqual({
      codigo: 'SUR',
      nombre: 'Oficina Sur',
      ciudad: 'Cali',
      padre: centro._id,
    });
  });

  it('editar una oficina con hijas no deja que dependa de otra, y envía sus datos a PUT', async () => {
    iniciarComo('admin');
    const llamadas = servirApi({
      'GET /configuracion/organizacion': organizacion,
      'GET /oficinas': () => exito([centro, norte]),
      [`PUT /oficinas/${centro._id}`]: (l) => exito({ ...centro, ...(l.cuerpo as object) }),
    });
    pintar();
    await userEvent.click(await screen.findByRole('button', { name: 'Editar Oficina Centro' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Editar oficina' });
    expect(within(dialogo).getByText('Tiene oficinas que dependen de ella: no puede depender de otra.')).toBeInTheDocument();
    escribirEn(dialogo, 'Ciudad', 'Bogotá D.C.');
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Actualizar' }));
    await waitFor(() =>
      expect(llamadas.find((l) => l.metodo === 'PUT')?.cuerpo).toEqual({
        codigo: 'CENTRO',
        nombre: 'Oficina Centro',
        ciudad: 'Bogotá D.C.',
        padre: null,
      }),
    );
    expect(mensajesToast()).toContain('Oficina actualizada');
  });

  it('un gerente no tiene la pestaña Oficinas: la dirección lo lleva a General', async () => {
    iniciarComo('gerente');
    servirApi({ 'GET /configuracion/organizacion': organizacion, 'GET /oficinas': () => exito([centro]) });
    pintar();
    expect(await screen.findByRole('tab', { name: 'General', selected: true })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Oficinas' })).not.toBeInTheDocument();
  });
});
