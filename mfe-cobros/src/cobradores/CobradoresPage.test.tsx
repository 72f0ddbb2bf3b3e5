import { render, screen, waitFor, within } from '@testing-library/react';
import { escribir, userEvent } from '../../../packages/plataforma/test/usuario';
import { MENSAJES } from '@cartera/dominio';
import { exito, fallo, type Manejador } from '../../../packages/plataforma/test/servidorPrueba';
import CobradoresPage from './CobradoresPage';
import { responderConfirmacion } from '../../../packages/plataforma/test/confirmacion';
import { antesDeCadaPrueba, iniciarComo, mensajesToast, servidorDe } from '../../../packages/plataforma/test/pantalla';

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

/** Each collector's portfolio as GET /cobradores?cartera=1 gives it (clients assigned, loans activo/mora/vencido). */
const CARTERAS: Record<string, { clientes: number; prestamosActivos: number }> = {
  'cob-1': { clientes: 14, prestamosActivos: 9 },
  'cob-2': { clientes: 0, prestamosActivos: 0 },
};

/**
 * GET /cobradores answers in data.data; the stats are the totals of three filtered one-row pages; with cartera=true
 * every row brings its portfolio.
 */
function listaCobradores(estado: string | null, limit: number, conCartera: boolean) {
  const filtrados = cobradores
    .filter((c) => !estado || c.estado === estado)
    .map((c) => (conCartera ? { ...c, cartera: CARTERAS[c._id] } : c));
  const total = estado === null ? 7 : estado === 'activo' ? 5 : 2;
  return exito({ data: filtrados.slice(0, limit), meta: { total, page: 1, limit, totalPages: Math.ceil(total / limit) } });
}

const servir = servidorDe({
  'GET /cobradores': ({ parametros }) =>
    listaCobradores(
      parametros.get('estado'),
      Number(parametros.get('limit') ?? 10),
      parametros.get('cartera') === 'true',
    ),
});

/**
 * The open modal, checked by its title. (Under jest every antd `useId` is 'test-id', so the dialog's
 * aria-labelledby can point at another element and its accessible name cannot be trusted here.)
 */
async function dialogoAbierto(tituloEsperado: string) {
  const encontrado = within(await screen.findByRole('dialog'));
  expect(encontrado.getByText(tituloEsperado)).toBeInTheDocument();
  return encontrado;
}

const filaDe = (texto: string) => screen.getByText(texto).closest('tr') as HTMLElement;
const tarjeta = (titulo: string) => screen.getByRole('group', { name: titulo });

/** The page served with `rutas`, and the dialog 'Nuevo Cobrador' open. */
async function abrirNuevo(rutas: Record<string, Manejador>) {
  const llamadas = servir(rutas);
  render(<CobradoresPage />);
  await waitFor(() => filaDe('Carlos Cobrador'));
  await userEvent.click(screen.getByRole('button', { name: /Nuevo Cobrador/ }));
  return { llamadas, dialogo: await dialogoAbierto('Nuevo Cobrador') };
}

/** What the form sends of a collector besides what the test typed: the role, active, no start point nor cédula. */
const SIN_PUNTO_NI_CEDULA = { rol: 'cobrador', estado: 'activo', latitud: null, longitud: null, cedula: null };

/** The page served with Carlos's edit echoed back, and Carlos's edit dialog open. */
async function editarCarlos() {
  const llamadas = servir({ 'PUT /cobradores/cob-1': ({ cuerpo }) => exito({ ...cobradores[0], ...(cuerpo as object) }) });
  render(<CobradoresPage />);
  const fila = within(await waitFor(() => filaDe('Carlos Cobrador')));
  await userEvent.click(fila.getByRole('button', { name: /Editar/ }));
  return { llamadas, dialogo: await dialogoAbierto('Editar Cobrador') };
}

describe('CobradoresPage', () => {
  antesDeCadaPrueba('admin');
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
    // The list comes from /cobradores (role cobrador only), never from /usuarios.
    expect(llamadas.some((l) => l.ruta.startsWith('/usuarios'))).toBe(false);
  });

  it('muestra la cartera de cada cobrador: clientes asignados y préstamos abiertos (activo, mora, vencido)', async () => {
    const llamadas = servir();
    render(<CobradoresPage />);
    await waitFor(() => expect(within(filaDe('Carlos Cobrador')).getByText('14')).toBeInTheDocument());
    const celdas = within(filaDe('Carlos Cobrador')).getAllByRole('cell').map((celda) => celda.textContent);
    expect(celdas).toEqual(expect.arrayContaining(['14', '9']));
    const diana = within(filaDe('Diana Cobradora')).getAllByRole('cell').map((celda) => celda.textContent);
    expect(diana.filter((texto) => texto === '0')).toHaveLength(2);
    // One answer brings the page and its portfolios: no request per row.
    expect(llamadas.filter((l) => l.ruta === '/cobradores' && l.parametros.get('cartera') === 'true')).toHaveLength(1);
    expect(llamadas.some((l) => l.ruta === '/clientes' || l.ruta === '/prestamos')).toBe(false);
  });

  it('crear: nombre, email y contraseña obligatorios; el rol va siempre como cobrador; avisa "Cobrador creado"', async () => {
    const { llamadas, dialogo } = await abrirNuevo({
      'POST /cobradores': ({ cuerpo }) => exito({ _id: 'nuevo', ...(cuerpo as object) }),
    });
    expect(dialogo.queryByLabelText('Rol')).not.toBeInTheDocument();
    await userEvent.click(dialogo.getByRole('button', { name: 'Crear' }));
    expect(await dialogo.findByText('El nombre es obligatorio')).toBeInTheDocument();
    expect(dialogo.getByText('El email es obligatorio')).toBeInTheDocument();
    expect(dialogo.getByText('La contraseña es obligatoria')).toBeInTheDocument();

    await escribir(dialogo.getByLabelText('Nombre'), 'Luis Nuevo');
    await escribir(dialogo.getByLabelText('Email'), 'luis@cartera.local');
    await escribir(dialogo.getByLabelText('Contraseña'), 'clave-segura-1');
    await userEvent.type(dialogo.getByLabelText('Teléfono'), '310 555 1234');
    await userEvent.click(dialogo.getByRole('button', { name: 'Crear' }));

    await waitFor(() => expect(mensajesToast()).toContain('Cobrador creado'));
    expect(llamadas.find((l) => l.metodo === 'POST')?.cuerpo).toEqual({
      ...SIN_PUNTO_NI_CEDULA,
      nombre: 'Luis Nuevo',
      email: 'luis@cartera.local',
      password: 'clave-segura-1',
      telefono: '3105551234',
      zona: null,
    });
  });

  it('editar con la contraseña en blanco no la envía; avisa "Cobrador actualizado"', async () => {
    const { llamadas, dialogo } = await editarCarlos();
    expect(dialogo.getByLabelText('Nombre')).toHaveValue('Carlos Cobrador');
    await userEvent.clear(dialogo.getByLabelText('Zona'));
    await escribir(dialogo.getByLabelText('Zona'), 'Norte');
    await userEvent.click(dialogo.getByRole('button', { name: 'Actualizar' }));

    await waitFor(() => expect(mensajesToast()).toContain('Cobrador actualizado'));
    const envio = llamadas.find((l) => l.metodo === 'PUT');
    expect(envio?.cuerpo).toEqual({
      ...SIN_PUNTO_NI_CEDULA,
      nombre: 'Carlos Cobrador',
      email: 'cobrador1@cartera.local',
      telefono: '3001234567',
      zona: 'Norte',
    });
  });

  it('la cédula del cobrador es opcional, se valida con la regla de los clientes y se envía en dígitos', async () => {
    const { llamadas, dialogo } = await editarCarlos();

    await escribir(dialogo.getByLabelText('Cédula'), '12');
    await userEvent.click(dialogo.getByRole('button', { name: 'Actualizar' }));
    expect(await dialogo.findByText(MENSAJES.cedulaInvalida)).toBeInTheDocument();
    expect(llamadas.some((l) => l.metodo === 'PUT')).toBe(false);

    await userEvent.clear(dialogo.getByLabelText('Cédula'));
    await escribir(dialogo.getByLabelText('Cédula'), '001-1234567-8');
    await userEvent.click(dialogo.getByRole('button', { name: 'Actualizar' }));
    await waitFor(() => expect(mensajesToast()).toContain('Cobrador actualizado'));
    expect(llamadas.find((l) => l.metodo === 'PUT')?.cuerpo).toMatchObject({ cedula: '00112345678' });
  });

  it('punto de partida de las rutas: latitud y longitud juntas, dentro de rango, y se envían al guardar', async () => {
    const { llamadas, dialogo } = await editarCarlos();
    expect(dialogo.getByText('Punto de partida de las rutas')).toBeInTheDocument();

    // Sólo la latitud: no se envía y avisa bajo el campo.
    await escribir(dialogo.getByLabelText('Latitud de partida'), '4.75');
    await userEvent.click(dialogo.getByRole('button', { name: 'Actualizar' }));
    expect(await dialogo.findAllByText('La latitud y la longitud van juntas: indique las dos o ninguna')).not.toHaveLength(0);
    expect(llamadas.some((l) => l.metodo === 'PUT')).toBe(false);

    await escribir(dialogo.getByLabelText('Longitud de partida'), '-74.1');
    await userEvent.click(dialogo.getByRole('button', { name: 'Actualizar' }));
    await waitFor(() => expect(mensajesToast()).toContain('Cobrador actualizado'));
    expect(llamadas.find((l) => l.metodo === 'PUT')?.cuerpo).toMatchObject({ latitud: 4.75, longitud: -74.1 });
  });

  it("guardar con un email repetido muestra el mensaje del servidor bajo el campo; sin mensaje, 'Error al guardar cobrador'", async () => {
    let respuesta = fallo(409, 'Ya existe un usuario con ese email', { email: ['Ya existe un usuario con ese email'] });
    const { dialogo } = await abrirNuevo({ 'POST /cobradores': () => respuesta });
    await escribir(dialogo.getByLabelText('Nombre'), 'Otro');
    await escribir(dialogo.getByLabelText('Email'), 'cobrador1@cartera.local');
    await escribir(dialogo.getByLabelText('Contraseña'), 'clave-segura-1');
    await userEvent.click(dialogo.getByRole('button', { name: 'Crear' }));

    await waitFor(() => expect(mensajesToast()).toContain('Ya existe un usuario con ese email'));
    expect(await dialogo.findByText('Ya existe un usuario con ese email')).toBeInTheDocument();

    respuesta = fallo(500, '');
    await userEvent.click(dialogo.getByRole('button', { name: 'Crear' }));
    await waitFor(() => expect(mensajesToast()).toContain('Error al guardar cobrador'));
  });

  it('eliminar pide confirmación; un cobrador con datos (409) muestra el mensaje del servidor', async () => {
    let respuesta = fallo(409, 'El cobrador tiene datos asociados; desactívelo en lugar de eliminarlo');
    const llamadas = servir({ 'DELETE /cobradores/cob-1': () => respuesta });
    render(<CobradoresPage />);
    const fila = within(await waitFor(() => filaDe('Carlos Cobrador')));

    await userEvent.click(fila.getByRole('button', { name: /Eliminar/ }));
    expect(await responderConfirmacion('Eliminar')).toContain('Carlos Cobrador');
    await waitFor(() =>
      expect(mensajesToast()).toContain('El cobrador tiene datos asociados; desactívelo en lugar de eliminarlo'),
    );

    respuesta = exito(null);
    await userEvent.click(fila.getByRole('button', { name: /Eliminar/ }));
    await responderConfirmacion('Eliminar');
    await waitFor(() => expect(mensajesToast()).toContain('Cobrador eliminado'));
    expect(llamadas.filter((l) => l.metodo === 'DELETE')).toHaveLength(2);
  });

  it('un cobrador ve la lista pero no las acciones de escritura ni las carteras ajenas', async () => {
    iniciarComo('cobrador');
    const llamadas = servir();
    render(<CobradoresPage />);
    await waitFor(() => filaDe('Carlos Cobrador'));
    expect(screen.queryByRole('button', { name: /Nuevo Cobrador/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Editar/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Eliminar/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Clientes' })).not.toBeInTheDocument();
    expect(llamadas.some((l) => l.ruta === '/clientes' || l.ruta === '/prestamos')).toBe(false);
    expect(llamadas.some((l) => l.parametros.has('cartera'))).toBe(false);
  });

  it("si la lista no carga avisa 'Error al cargar cobradores'", async () => {
    servir({ 'GET /cobradores': () => fallo(500, '') });
    render(<CobradoresPage />);
    await waitFor(() => expect(mensajesToast()).toContain('Error al cargar cobradores'));
  });
});
