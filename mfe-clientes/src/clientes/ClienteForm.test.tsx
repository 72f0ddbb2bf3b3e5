import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { MENSAJES, MENSAJES_DOCUMENTO } from '@cartera/dominio';
import { userEvent } from '../../../packages/plataforma/test/usuario';
import { useDiagnostico, useToasts } from '@cartera/plataforma';
import { ClienteForm } from './ClienteForm';
import type { ClienteResumen } from '@cartera/dominio';
import { clienteDePrueba, OPCIONALES_CLIENTE_VACIOS } from '../../../packages/plataforma/test/datosClientes';
import { escucharToasts, exito, servirApi, type Manejador } from '../../../packages/plataforma/test/servidorPrueba';

const cobradores: Record<string, Manejador> = {
  'GET /cobradores': () =>
    exito({ data: [{ _id: 'c0b0c0b0-0000-4000-8000-000000000001', nombre: 'Carlos Andrés Rodríguez', rol: 'cobrador' }], meta: {} }),
};

const existente = clienteDePrueba({
  _id: '5a1e0f4e-7d0b-4b1a-9c55-1f0a1c2b3d4e',
  barrio: 'Chapinero',
  departamento: 'Cundinamarca',
  fechaNacimiento: '1985-04-12',
  sexo: 'F',
  estadoCivil: 'U',
  ocupacion: 'Modista',
  ingresos: 1850000,
  tieneAutorizacion: false,
});

function Ubicacion() {
  const { pathname, search } = useLocation();
  return <p data-testid="ubicacion">{`${pathname}${search}`}</p>;
}

function renderizar(cliente: ClienteResumen | null = null) {
  render(
    <MemoryRouter initialEntries={[cliente ? `/clientes/${cliente._id}/editar` : '/clientes/nuevo']}>
      <Routes>
        <Route path="/clientes/nuevo" element={<ClienteForm cliente={null} />} />
        <Route path="/clientes/:id/editar" element={<ClienteForm cliente={cliente} />} />
        <Route path="/clientes" element={<Ubicacion />} />
      </Routes>
    </MemoryRouter>,
  );
}

/** The API creates the client it is sent (201, 'Cliente creado exitosamente'). */
const alta: Record<string, Manejador> = {
  'POST /clientes': ({ cuerpo }) => ({
    status: 201,
    cuerpo: { success: true, message: 'Cliente creado exitosamente', data: { ...existente, ...(cuerpo as object) } },
  }),
};

const escribir = (etiqueta: string, valor: string) => fireEvent.change(screen.getByLabelText(etiqueta), { target: { value: valor } });
let toasts = escucharToasts();
const mensajesToast = () => toasts.mensajes;

function llenarObligatorios() {
  escribir('Cédula', '10123456789');
  escribir('Nombre', '  José Ñúñez ');
  escribir('Teléfono', '3001234567');
  escribir('Dirección', 'Carrera 7 # 72-41');
  escribir('Ciudad', 'Medellín');
}

/** The new-client form, served with the collectors and the create route, with its required fields filled. */
function altaConObligatorios() {
  const recibidas = servirApi({ ...cobradores, ...alta });
  renderizar();
  llenarObligatorios();
  return recibidas;
}

describe('ClienteForm', () => {
  beforeEach(() => {
    useToasts.getState().limpiar();
    useDiagnostico.getState().limpiar();
    toasts.dejar();
    toasts = escucharToasts();
  });
  afterEach(() => toasts.dejar());

  it('tiene las cuatro secciones de la especificación', () => {
    servirApi(cobradores);
    renderizar();
    for (const seccion of ['Información personal', 'Ubicación', 'Referencias', 'Observaciones']) {
      expect(screen.getAllByText(seccion).length).toBeGreaterThan(0);
    }
  });

  it('vacío, muestra los mensajes de §5 y "Por favor corrige los errores en el formulario"', async () => {
    const recibidas = servirApi(cobradores);
    renderizar();
    fireEvent.click(screen.getByRole('button', { name: 'Crear Cliente' }));

    expect(await screen.findByText(MENSAJES.nombreObligatorio)).toBeInTheDocument();
    expect(screen.getByText(MENSAJES.cedulaObligatoria)).toBeInTheDocument();
    expect(screen.getByText(MENSAJES.telefonoObligatorio)).toBeInTheDocument();
    expect(screen.getByText(MENSAJES.direccionObligatoria)).toBeInTheDocument();
    expect(screen.getByText(MENSAJES.ciudadObligatoria)).toBeInTheDocument();
    await waitFor(() => expect(mensajesToast()).toContain('Por favor corrige los errores en el formulario'));
    expect(recibidas.filter((p) => p.metodo === 'POST')).toHaveLength(0);
  });

  it('cédula y teléfonos guardan sólo dígitos, con su largo máximo; los incompletos y el email malo se rechazan', async () => {
    servirApi(cobradores);
    renderizar();
    escribir('Cédula', '101-234.5678 9xx1234');
    expect(screen.getByLabelText('Cédula')).toHaveValue('10123456789');
    escribir('Teléfono', '(300) 123-4567 ext 89');
    expect(screen.getByLabelText('Teléfono')).toHaveValue('3001234567');
    escribir('Teléfono', '(300) 123-45');
    expect(screen.getByLabelText('Teléfono')).toHaveValue('30012345');
    escribir('Referencia 1: teléfono', '31a0');
    escribir('Email', 'jose@');
    fireEvent.click(screen.getByRole('button', { name: 'Crear Cliente' }));

    expect(await screen.findByText(MENSAJES.emailInvalido)).toBeInTheDocument();
    expect(screen.getAllByText(MENSAJES.telefonoInvalido)).toHaveLength(2);

    escribir('Cédula', '10');
    fireEvent.click(screen.getByRole('button', { name: 'Crear Cliente' }));
    expect(await screen.findByText(MENSAJES.cedulaInvalida)).toBeInTheDocument();
  });

  it('«Tipo de documento» (CC por defecto) decide la regla del número: un NIT con otro dígito se rechaza, con el suyo se envía como se escribió', async () => {
    const recibidas = altaConObligatorios();
    escribir('Cédula', '52.123.456');
    expect(screen.getByLabelText('Cédula')).toHaveValue('52123456');
    await userEvent.click(screen.getByRole('combobox', { name: 'Tipo de documento' }));
    await userEvent.click(await screen.findByTitle('NIT — NIT'));
    escribir('Cédula', '900.123.456-7');
    expect(screen.getByLabelText('Cédula')).toHaveValue('900123456-7');
    fireEvent.click(screen.getByRole('button', { name: 'Crear Cliente' }));
    expect(await screen.findByText(MENSAJES_DOCUMENTO.nitDigitoVerificacion)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Buscar/ })).toBeDisabled();

    escribir('Cédula', '9001234568');
    fireEvent.click(screen.getByRole('button', { name: 'Crear Cliente' }));
    await waitFor(() => expect(recibidas.find((p) => p.metodo === 'POST')).toBeDefined());
    expect(recibidas.find((p) => p.metodo === 'POST')?.cuerpo).toMatchObject({ tipoDocumento: 'NIT', cedula: '900123456-8' });
  });

  it('crea con los datos limpios, avisa "Cliente creado exitosamente" y vuelve a la lista recargada', async () => {
    const recibidas = altaConObligatorios();
    escribir('Referencia 1: teléfono', '310 222 3344');
    fireEvent.click(screen.getByRole('button', { name: 'Crear Cliente' }));

    expect(await screen.findByTestId('ubicacion')).toHaveTextContent('/clientes?reload=1&sort=createdAt_desc');
    const post = recibidas.find((p) => p.metodo === 'POST');
    expect(post?.cuerpo).toEqual({
      nombre: 'José Ñúñez',
      tipoDocumento: 'CC',
      cedula: '10123456789',
      telefono: '3001234567',
      direccion: 'Carrera 7 # 72-41',
      ciudad: 'Medellín',
      ...OPCIONALES_CLIENTE_VACIOS,
      referencia1Telefono: '3102223344',
      estado: 'activo',
    });
    expect(mensajesToast()).toContain('Cliente creado exitosamente');
  });

  it('latitud y longitud van juntas; con las dos se envían como números', async () => {
    const recibidas = altaConObligatorios();
    escribir('Latitud', '4.6486');
    fireEvent.click(screen.getByRole('button', { name: 'Crear Cliente' }));
    expect(await screen.findAllByText('La latitud y la longitud van juntas: indique las dos o ninguna')).not.toHaveLength(0);
    expect(recibidas.filter((p) => p.metodo === 'POST')).toHaveLength(0);
    escribir('Longitud', '-74.0621');
    fireEvent.click(screen.getByRole('button', { name: 'Crear Cliente' }));
    await waitFor(() => expect(recibidas.find((p) => p.metodo === 'POST')?.cuerpo).toMatchObject({ latitud: 4.6486, longitud: -74.0621 }));
  });

  it('al editar envía PUT sin la foto si no cambió y dice "Cliente actualizado exitosamente"', async () => {
    const recibidas = servirApi({
      ...cobradores,
      [`PUT /clientes/${existente._id}`]: ({ cuerpo }) => ({ cuerpo: { success: true, message: 'ok', data: { ...existente, ...(cuerpo as object) } } }),
    });
    renderizar(existente);
    expect(screen.getByLabelText('Fecha de nacimiento')).toHaveValue('12/04/1985');
    escribir('Nombre', 'María Inés Peña Ríos');
    fireEvent.click(screen.getByRole('button', { name: 'Actualizar Cliente' }));

    await screen.findByTestId('ubicacion');
    const put = recibidas.find((p) => p.metodo === 'PUT');
    expect(put?.ruta).toBe(`/clientes/${existente._id}`);
    expect(put?.cuerpo).toMatchObject({ nombre: 'María Inés Peña Ríos', fechaNacimiento: '1985-04-12', ingresos: 1850000, sexo: 'F' });
    expect(put?.cuerpo).not.toHaveProperty('foto');
    expect(mensajesToast()).toContain('Cliente actualizado exitosamente');
  });

  it('los errores del servidor quedan bajo su campo y se muestra su mensaje', async () => {
    servirApi({
      ...cobradores,
      'POST /clientes': () => ({
        status: 409,
        cuerpo: {
          success: false,
          code: 'CEDULA_DUPLICADA',
          message: 'Ya existe un cliente con esa cédula',
          errors: { cedula: ['Ya existe un cliente con esa cédula'] },
        },
      }),
    });
    renderizar();
    llenarObligatorios();
    fireEvent.click(screen.getByRole('button', { name: 'Crear Cliente' }));

    await waitFor(() => expect(mensajesToast()).toContain('Ya existe un cliente con esa cédula'));
    expect(await screen.findByText('Ya existe un cliente con esa cédula')).toBeInTheDocument();
    expect(screen.queryByTestId('ubicacion')).not.toBeInTheDocument();
  });

  it('sin mensaje del servidor dice "Error al guardar el cliente"', async () => {
    servirApi({ ...cobradores, 'POST /clientes': () => ({ status: 502, cuerpo: {} }) });
    renderizar();
    llenarObligatorios();
    fireEvent.click(screen.getByRole('button', { name: 'Crear Cliente' }));
    await waitFor(() => expect(mensajesToast()).toContain('Error al guardar el cliente'));
  });

  it('crear lleva la Idempotency-Key del formulario: la misma al reintentar, así el cliente se crea una vez', async () => {
    let intentos = 0;
    const recibidas = servirApi({
      ...cobradores,
      'POST /clientes': ({ cuerpo }) =>
        ++intentos === 1
          ? { status: 502, cuerpo: {} }
          : { status: 201, cuerpo: { success: true, message: 'ok', data: { ...existente, ...(cuerpo as object) } } },
    });
    renderizar();
    llenarObligatorios();
    fireEvent.click(screen.getByRole('button', { name: 'Crear Cliente' }));
    await waitFor(() => expect(mensajesToast()).toContain('Error al guardar el cliente'));
    fireEvent.click(screen.getByRole('button', { name: 'Crear Cliente' }));
    await screen.findByTestId('ubicacion');

    const claves = recibidas.filter((p) => p.metodo === 'POST').map((p) => p.cabeceras.get('Idempotency-Key'));
    expect(claves).toHaveLength(2);
    expect(claves[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(claves[1]).toBe(claves[0]);
  });

  it('la consulta de cédula llena sólo lo vacío y muestra su fuente; "Buscar" pide una cédula válida', async () => {
    const recibidas = servirApi({
      ...cobradores,
      'GET /clientes/cedula/80123456789': () => ({
        cuerpo: {
          success: true,
          source: 'external',
          message: 'Cédula encontrada',
          data: { cedula: '80123456789', nombre: 'Jesús Quintero', ciudad: 'Tuluá', fechaNacimiento: '1979-03-12', source: 'external' },
        },
      }),
    });
    renderizar();
    const buscar = screen.getByRole('button', { name: /Buscar/ });
    escribir('Cédula', '80');
    expect(buscar).toBeDisabled();
    escribir('Cédula', '80123456789');
    await waitFor(() => expect(buscar).toBeEnabled());
    escribir('Ciudad', 'Cali');
    fireEvent.click(buscar);

    expect(await screen.findByTestId('fuente-cedula')).toHaveTextContent('Registro externo');
    await waitFor(() => expect(screen.getByLabelText('Nombre')).toHaveValue('Jesús Quintero'));
    expect(screen.getByLabelText('Ciudad')).toHaveValue('Cali');
    await waitFor(() => expect(screen.getByLabelText('Fecha de nacimiento')).toHaveValue('12/03/1979'));
    expect(recibidas.find((p) => p.ruta.startsWith('/clientes/cedula/'))?.parametros.get('persist')).toBe('true');
  });

  it('una consulta de cédula sin resultado lo dice en la página («No hay un cliente con ese documento»), sin avisos', async () => {
    servirApi({
      ...cobradores,
      'GET /clientes/cedula/80999999999': () => ({ status: 404, cuerpo: { success: false, code: 'NO_ENCONTRADO', message: 'Cédula no encontrada' } }),
    });
    renderizar();
    escribir('Cédula', '80999999999');
    await waitFor(() => expect(screen.getByRole('button', { name: /Buscar/ })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: /Buscar/ }));
    await waitFor(() =>
      expect(useDiagnostico.getState().lineas.map((l) => l.texto).join('\n')).toContain('Consulta de cédula sin resultado: Cédula no encontrada'),
    );
    expect(await screen.findByRole('status', { name: 'Resultado de la consulta' })).toHaveTextContent(
      'No hay un cliente con ese documento',
    );
    expect(mensajesToast()).toEqual([]);
    expect(screen.queryByTestId('fuente-cedula')).not.toBeInTheDocument();

    // Typing another number forgets the answer about the previous one.
    escribir('Cédula', '80999999998');
    await waitFor(() => expect(screen.queryByText('No hay un cliente con ese documento')).not.toBeInTheDocument());
  });

  it('"Limpiar caché" avisa "Caché limpiada" o "No se pudo limpiar caché"', async () => {
    let falla = false;
    servirApi({
      ...cobradores,
      'DELETE /clientes/cedula/80123456789/cache': () =>
        falla
          ? { status: 500, cuerpo: { success: false, code: 'ERROR_INTERNO', message: 'Error interno del servidor' } }
          : { cuerpo: { success: true, message: 'Caché limpiada', data: { eliminada: true } } },
    });
    renderizar();
    escribir('Cédula', '80123456789');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Limpiar caché' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'Limpiar caché' }));
    await waitFor(() => expect(mensajesToast()).toContain('Caché limpiada'));
    falla = true;
    fireEvent.click(screen.getByRole('button', { name: 'Limpiar caché' }));
    await waitFor(() => expect(mensajesToast()).toContain('No se pudo limpiar caché'));
  });

  it('rechaza una foto de más de 5 MB con "La imagen es demasiado grande (>5MB)"', async () => {
    servirApi(cobradores);
    renderizar();
    const grande = new File(['x'], 'grande.jpg', { type: 'image/jpeg' });
    Object.defineProperty(grande, 'size', { value: 5 * 1024 * 1024 + 1 });
    const entrada = document.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(entrada, { target: { files: [grande] } });
    await waitFor(() => expect(mensajesToast()).toContain('La imagen es demasiado grande (>5MB)'));
    expect(screen.queryByRole('button', { name: /Quitar foto/ })).not.toBeInTheDocument();
  });

  it('registra la autorización de datos: canal y documento van en autorizacionDatos; sin canal no se envía', async () => {
    const recibidas = servirApi({ ...cobradores, ...alta });
    renderizar();
    expect(screen.getByText('Sin autorización')).toBeInTheDocument();
    llenarObligatorios();
    fireEvent.mouseDown(screen.getByLabelText('Canal de la autorización'));
    fireEvent.click(await screen.findByTitle('Presencial, firmada'));
    escribir('Documento firmado o grabación', ' Carpeta 3, folio 12 ');
    fireEvent.click(screen.getByRole('button', { name: 'Crear Cliente' }));

    expect(await screen.findByTestId('ubicacion')).toHaveTextContent('/clientes');
    const post = recibidas.find((p) => p.metodo === 'POST');
    expect((post?.cuerpo as { autorizacionDatos?: unknown }).autorizacionDatos).toEqual({
      canal: 'presencial_firmado',
      documento: 'Carpeta 3, folio 12',
    });
  });

  it('muestra la autorización registrada del cliente y no la reenvía si no se elige un canal', async () => {
    const recibidas = servirApi({
      ...cobradores,
      [`PUT /clientes/${existente._id}`]: ({ cuerpo }) => ({
        status: 200,
        cuerpo: { success: true, message: 'Cliente actualizado exitosamente', data: { ...existente, ...(cuerpo as object) } },
      }),
    });
    renderizar({
      ...existente,
      tieneAutorizacion: true,
      autorizacionDatos: {
        canal: 'whatsapp',
        version: 2,
        fecha: '2026-01-15',
        tomadaPor: { _id: null, nombre: 'Gerente Demo' },
        documento: null,
      },
    } as ClienteResumen);
    expect(screen.getByTestId('autorizacion-actual')).toHaveTextContent('WhatsApp, aviso de privacidad versión 2');
    expect(screen.getByTestId('autorizacion-actual')).toHaveTextContent('Gerente Demo');
    expect(screen.queryByText('Sin autorización')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Actualizar Cliente' }));
    expect(await screen.findByTestId('ubicacion')).toHaveTextContent('/clientes');
    const put = recibidas.find((p) => p.metodo === 'PUT');
    expect(put?.cuerpo).not.toHaveProperty('autorizacionDatos');
  });
});
