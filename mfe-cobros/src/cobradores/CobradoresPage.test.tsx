import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEventBase from '@testing-library/user-event';
import { useSesion, useToasts } from '@cartera/plataforma';
import { tokenVigente, usuarioDemo } from '../../../packages/plataforma/test/jwt';
import { exito, fallo, servirApi, type Llamada } from '../cobros/servidorPrueba';
import CobradoresPage from './CobradoresPage';

jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 10_000 });
const userEvent = userEventBase.setup({ delay: null, pointerEventsCheck: 0 });

const cobradores = [
  {
    _id: 'cob-1',
    nombre: 'Carlos Cobrador',
    email: 'cobrador1@cartera.local',
    rol: 'cobrador',
    telefono: '3001234567',
    zona: 'Centro',
    estado: 'activo',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  },
  {
    _id: 'cob-2',
    nombre: 'Diana Cobradora',
    email: 'cobrador2@cartera.local',
    rol: 'cobrador',
    telefono: null,
    zona: null,
    estado: 'inactivo',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  },
];

/** GET /cobradores answers in data.data; the stats are the totals of three filtered one-row pages. */
function listaCobradores(estado: string | null, limit: number) {
  const filtrados = cobradores.filter((c) => !estado || c.estado === estado);
  const total = estado === null ? 7 : estado === 'activo' ? 5 : 2;
  return exito({ data: filtrados.slice(0, limit), meta: { total, page: 1, limit, totalPages: Math.ceil(total / limit) } });
}

function servir(extra: Parameters<typeof servirApi>[0] = {}): Llamada[] {
  return servirApi({
    'GET /cobradores': ({ parametros }) => listaCobradores(parametros.get('estado'), Number(parametros.get('limit') ?? 10)),
    ...extra,
  });
}

function iniciarComo(rol: 'admin' | 'gerente' | 'cobrador') {
  useSesion.getState().iniciar(tokenVigente(), { ...usuarioDemo, rol });
}

const mensajesToast = () => useToasts.getState().toasts.map((t) => t.mensaje);
const filaDe = (texto: string) => screen.getByText(texto).closest('tr') as HTMLElement;
const tarjeta = (titulo: string) => screen.getByRole('group', { name: titulo });

describe('CobradoresPage', () => {
  beforeEach(() => {
    useToasts.getState().limpiar();
    iniciarComo('admin');
  });
  afterEach(() => jest.restoreAllMocks());

  it('muestra las cifras (total, activos, inactivos) y la tabla de cobradores con el teléfono 3-3-4', async () => {
    const llamadas = servir();
    render(<CobradoresPage />);
    expect(screen.getByRole('heading', { name: 'Cobradores' })).toBeInTheDocument();

    const fila = within(await waitFor(() => filaDe('Carlos Cobrador')));
    expect(fila.getByText('cobrador1@cartera.local')).toBeInTheDocument();
    expect(fila.getByText('300-123-4567')).toBeInTheDocument();
    expect(fila.getByText('Centro')).toBeInTheDocument();
    expect(fila.getByText('Activo')).toBeInTheDocument();
    expect(within(filaDe('Diana Cobradora')).getByText('Inactivo')).toBeInTheDocument();

    await waitFor(() => expect(within(tarjeta('Total Cobradores')).getByText('7')).toBeInTheDocument());
    expect(within(tarjeta('Activos')).getByText('5')).toBeInTheDocument();
    expect(within(tarjeta('Inactivos')).getByText('2')).toBeInTheDocument();
    // Only /cobradores is asked: the API lists role cobrador only, never /usuarios.
    expect(new Set(llamadas.map((l) => l.ruta))).toEqual(new Set(['/cobradores']));
  });

  it('crear: nombre, email y contraseña obligatorios; el rol va siempre como cobrador; avisa "Cobrador creado"', async () => {
    const llamadas = servir({ 'POST /cobradores': ({ cuerpo }) => exito({ _id: 'nuevo', ...(cuerpo as object) }) });
    render(<CobradoresPage />);
    await waitFor(() => filaDe('Carlos Cobrador'));

    await userEvent.click(screen.getByRole('button', { name: /Nuevo Cobrador/ }));
    const dialogo = within(await screen.findByRole('dialog', { name: 'Nuevo Cobrador' }));
    expect(dialogo.queryByLabelText('Rol')).not.toBeInTheDocument();
    await userEvent.click(dialogo.getByRole('button', { name: 'Crear' }));
    expect(await dialogo.findByText('El nombre es obligatorio')).toBeInTheDocument();
    expect(dialogo.getByText('El email es obligatorio')).toBeInTheDocument();
    expect(dialogo.getByText('La contraseña es obligatoria')).toBeInTheDocument();

    await userEvent.type(dialogo.getByLabelText('Nombre'), 'Luis Nuevo');
    await userEvent.type(dialogo.getByLabelText('Email'), 'luis@cartera.local');
    await userEvent.type(dialogo.getByLabelText('Contraseña'), 'clave-segura-1');
    await userEvent.type(dialogo.getByLabelText('Teléfono'), '310 555 1234');
    await userEvent.click(dialogo.getByRole('button', { name: 'Crear' }));

    await waitFor(() => expect(mensajesToast()).toContain('Cobrador creado'));
    expect(llamadas.find((l) => l.metodo === 'POST')?.cuerpo).toEqual({
      nombre: 'Luis Nuevo',
      email: 'luis@cartera.local',
      password: 'clave-segura-1',
      rol: 'cobrador',
      telefono: '3105551234',
      zona: null,
      estado: 'activo',
    });
  });

  it('editar con la contraseña en blanco no la envía; avisa "Cobrador actualizado"', async () => {
    const llamadas = servir({ 'PUT /cobradores/cob-1': ({ cuerpo }) => exito({ ...cobradores[0], ...(cuerpo as object) }) });
    render(<CobradoresPage />);
    const fila = within(await waitFor(() => filaDe('Carlos Cobrador')));

    await userEvent.click(fila.getByRole('button', { name: /Editar/ }));
    const dialogo = within(await screen.findByRole('dialog', { name: 'Editar Cobrador' }));
    expect(dialogo.getByLabelText('Nombre')).toHaveValue('Carlos Cobrador');
    await userEvent.clear(dialogo.getByLabelText('Zona'));
    await userEvent.type(dialogo.getByLabelText('Zona'), 'Norte');
    await userEvent.click(dialogo.getByRole('button', { name: 'Actualizar' }));

    await waitFor(() => expect(mensajesToast()).toContain('Cobrador actualizado'));
    const envio = llamadas.find((l) => l.metodo === 'PUT');
    expect(envio?.cuerpo).toEqual({
      nombre: 'Carlos Cobrador',
      email: 'cobrador1@cartera.local',
      rol: 'cobrador',
      telefono: '3001234567',
      zona: 'Norte',
      estado: 'activo',
    });
  });

  it("guardar con un email repetido muestra el mensaje del servidor bajo el campo; sin mensaje, 'Error al guardar cobrador'", async () => {
    let respuesta = fallo(409, 'Ya existe un usuario con ese email', { email: ['Ya existe un usuario con ese email'] });
    servir({ 'POST /cobradores': () => respuesta });
    render(<CobradoresPage />);
    await waitFor(() => filaDe('Carlos Cobrador'));
    await userEvent.click(screen.getByRole('button', { name: /Nuevo Cobrador/ }));
    const dialogo = within(await screen.findByRole('dialog', { name: 'Nuevo Cobrador' }));
    await userEvent.type(dialogo.getByLabelText('Nombre'), 'Otro');
    await userEvent.type(dialogo.getByLabelText('Email'), 'cobrador1@cartera.local');
    await userEvent.type(dialogo.getByLabelText('Contraseña'), 'clave-segura-1');
    await userEvent.click(dialogo.getByRole('button', { name: 'Crear' }));

    await waitFor(() => expect(mensajesToast()).toContain('Ya existe un usuario con ese email'));
    expect(dialogo.getByText('Ya existe un usuario con ese email')).toBeInTheDocument();

    respuesta = fallo(500, '');
    await userEvent.click(dialogo.getByRole('button', { name: 'Crear' }));
    await waitFor(() => expect(mensajesToast()).toContain('Error al guardar cobrador'));
  });

  it('eliminar pide confirmación; un cobrador con datos (409) muestra el mensaje del servidor', async () => {
    let respuesta = fallo(409, 'El cobrador tiene datos asociados; desactívelo en lugar de eliminarlo');
    const llamadas = servir({ 'DELETE /cobradores/cob-1': () => respuesta });
    const confirmar = jest.spyOn(window, 'confirm').mockReturnValue(true);
    render(<CobradoresPage />);
    const fila = within(await waitFor(() => filaDe('Carlos Cobrador')));

    await userEvent.click(fila.getByRole('button', { name: /Eliminar/ }));
    expect(confirmar).toHaveBeenCalledWith(expect.stringContaining('Carlos Cobrador'));
    await waitFor(() =>
      expect(mensajesToast()).toContain('El cobrador tiene datos asociados; desactívelo en lugar de eliminarlo'),
    );

    respuesta = exito(null);
    await userEvent.click(fila.getByRole('button', { name: /Eliminar/ }));
    await waitFor(() => expect(mensajesToast()).toContain('Cobrador eliminado'));
    expect(llamadas.filter((l) => l.metodo === 'DELETE')).toHaveLength(2);
  });

  it('un cobrador ve la lista pero no las acciones de escritura', async () => {
    iniciarComo('cobrador');
    servir();
    render(<CobradoresPage />);
    await waitFor(() => filaDe('Carlos Cobrador'));
    expect(screen.queryByRole('button', { name: /Nuevo Cobrador/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Editar/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Eliminar/ })).not.toBeInTheDocument();
  });

  it("si la lista no carga avisa 'Error al cargar cobradores'", async () => {
    servir({ 'GET /cobradores': () => fallo(500, '') });
    render(<CobradoresPage />);
    await waitFor(() => expect(mensajesToast()).toContain('Error al cargar cobradores'));
  });
});
