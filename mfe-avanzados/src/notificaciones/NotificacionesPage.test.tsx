import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MENSAJES_NOTIFICACIONES } from '@cartera/dominio';
import { userEvent } from '../../../packages/plataforma/test/usuario';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { useToasts } from '@cartera/plataforma';
import { exito, fallo, pagina, servirApi, type RespuestaPrueba } from '../../../packages/plataforma/test/servidorPrueba';
import NotificacionesPage from './NotificacionesPage';
import { iniciarComo, mensajesToast } from '../../../packages/plataforma/test/pantalla';

function Direccion() {
  const { search } = useLocation();
  return <output aria-label="dirección">{search}</output>;
}

function pintar(rol: 'admin' | 'gerente', ruta: string, otros: Parameters<typeof servirApi>[0] = {}) {
  iniciarComo(rol);
  const llamadas = servirApi({
    'GET /notificaciones': () => pagina([]),
    'GET /notificaciones/estadisticas': () =>
      exito({
        total: 0,
        porEstado: { enviado: 0, pendiente: 0, fallido: 0, programado: 0, cancelado: 0 },
        porTipo: { email: 0, sms: 0, whatsapp: 0, sistema: 0 },
        entregas: { destinatarios: 0, enviadas: 0, fallidas: 0, pendientes: 0 },
      }),
    'GET /notificaciones/canales': () => exito([]),
    'GET /notificaciones/plantillas': () => pagina([]),
    ...otros,
  });
  render(
    <MemoryRouter initialEntries={[ruta]}>
      <NotificacionesPage />
      <Direccion />
    </MemoryRouter>,
  );
  return llamadas;
}

/** GET canales: this one channel, with a secret saved. */
const unCanal = (canal: 'email' | 'sms', activo: boolean, ajustes: Record<string, unknown>) => ({
  'GET /notificaciones/canales': () =>
    exito([{ canal, activo, ajustes, secretoConfigurado: true, updatedAt: '2026-11-25T10:00:00.000Z' }]),
});

const seleccionada = () => screen.getByRole('tab', { selected: true }).textContent;

describe('Centro de Notificaciones: la pestaña está en la dirección', () => {
  afterEach(() => useToasts.getState().limpiar());

  it('?tab=configuracion abre los canales del admin (el enlace de Configuración › Notificaciones)', async () => {
    pintar('admin', '/notificaciones?tab=configuracion');
    expect(await screen.findByRole('tab', { name: 'Configuración' })).toBeTruthy();
    expect(seleccionada()).toBe('Configuración');
  });

  it('cambiar de pestaña la escribe en la dirección; Historial la deja limpia', async () => {
    pintar('admin', '/notificaciones');
    expect(seleccionada()).toBe('Historial');
    await userEvent.click(screen.getByRole('tab', { name: 'Plantillas' }));
    expect(seleccionada()).toBe('Plantillas');
    expect(screen.getByLabelText('dirección').textContent).toBe('?tab=plantillas');
    await userEvent.click(screen.getByRole('tab', { name: 'Historial' }));
    expect(screen.getByLabelText('dirección').textContent).toBe('');
  });

  it('el mensaje de prueba de un canal va al destino escrito y avisa a quién llegó', async () => {
    const llamadas = pintar('admin', '/notificaciones?tab=configuracion', {
      ...unCanal('sms', true, { url: 'https://proveedor.example.com/v1', cuerpo: '{}' }),
      'POST /notificaciones/canales/sms/prueba': () => exito({ enviado: true, destino: '3001234567' }),
    });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Destino de prueba sms' }), '3001234567');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar mensaje de prueba' }));
    await waitFor(() =>
      expect(mensajesToast()).toContain(
        'Mensaje de prueba enviado a 3001234567',
      ),
    );
    expect(llamadas.find((l) => l.metodo === 'POST')?.cuerpo).toEqual({ destino: '3001234567' });
  });

  it('guardar el canal de email pide el servidor y envía sus campos sin la contraseña vacía (se conserva la guardada)', async () => {
    const llamadas = pintar('admin', '/notificaciones?tab=configuracion', {
      ...unCanal('email', false, { host: '', puerto: 587, remitente: 'Cartera <avisos@example.com>' }),
      'PUT /notificaciones/canales/email': () => exito({}),
    });
    expect(await screen.findByText(/Hay una contraseña guardada/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('El servidor SMTP es obligatorio')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Servidor SMTP'), 'smtp.example.com');
    await userEvent.click(screen.getByLabelText('Activo'));
    await userEvent.click(screen.getByLabelText('TLS desde el inicio (puerto 465)'));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(mensajesToast()).toContain('Canal guardado'));
    expect(llamadas.find((l) => l.metodo === 'PUT')?.cuerpo).toEqual({
      activo: true,
      host: 'smtp.example.com',
      puerto: 587,
      usuario: '',
      remitente: 'Cartera <avisos@example.com>',
      seguro: true,
    });
  });

  it('una plantilla nueva pide nombre y contenido, rechaza una variable que no existe y se crea con sus campos', async () => {
    const llamadas = pintar('admin', '/notificaciones?tab=plantillas', {
      'POST /notificaciones/plantillas': () => exito({}),
    });
    await userEvent.click(await screen.findByRole('button', { name: /Nueva plantilla/ }));
    const dialogo = await screen.findByRole('dialog');
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialogo).findAllByText(MENSAJES_NOTIFICACIONES.camposObligatorios)).toHaveLength(2);
    await userEvent.type(within(dialogo).getByLabelText('Nombre'), 'Saludo');
    fireEvent.change(within(dialogo).getByLabelText('Contenido'), { target: { value: 'Hola {{clave}}' } });
    expect(await within(dialogo).findByText(/La variable \{\{clave\}\} no existe/)).toBeTruthy();
    fireEvent.change(within(dialogo).getByLabelText('Contenido'), { target: { value: 'Hola {{cliente}}' } });
    await userEvent.click(within(dialogo).getByLabelText('Activa'));
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(mensajesToast()).toContain('Plantilla creada correctamente'));
    expect(llamadas.find((l) => l.metodo === 'POST')?.cuerpo).toEqual({
      nombre: 'Saludo',
      tipo: 'whatsapp',
      asunto: null,
      contenido: 'Hola {{cliente}}',
      activa: false,
    });
  });

  it('un gerente no tiene la pestaña de canales: ?tab=configuracion abre el Historial', async () => {
    pintar('gerente', '/notificaciones?tab=configuracion');
    expect(seleccionada()).toBe('Historial');
    expect(screen.queryByRole('tab', { name: 'Configuración' })).toBeNull();
  });

  it('enviar lleva la Idempotency-Key del formulario: la misma al reintentar, otra en un envío nuevo', async () => {
    const respuestas: RespuestaPrueba[] = [
      // Un 500 (un 503 lo reintenta solo el cliente HTTP, con la misma clave): aquí reintenta la persona.
      fallo(500, 'Error interno del servidor'),
      exito({ _id: 'n1', estado: 'pendiente', estadisticas: { destinatarios: 3 } }),
      exito({ _id: 'n2', estado: 'pendiente', estadisticas: { destinatarios: 3 } }),
    ];
    const llamadas = pintar('admin', '/notificaciones?tab=enviar', {
      'GET /clientes': () => pagina([]),
      'GET /usuarios': () => pagina([]),
      'GET /cobradores': () => pagina([]),
      'POST /notificaciones': () => respuestas.shift() ?? fallo(500, 'de más'),
    });
    const enviar = async () => {
      await userEvent.click(await screen.findByLabelText('Grupo de clientes'));
      fireEvent.change(screen.getByLabelText('Título'), { target: { value: 'Aviso' } });
      // El TextArea con contador no enlaza su etiqueta en jsdom: es el único del formulario.
      fireEvent.change(document.querySelector('textarea') as HTMLTextAreaElement, { target: { value: 'Hola' } });
      await userEvent.click(screen.getByRole('button', { name: /Enviar$/ }));
    };
    const claves = () =>
      llamadas.filter((l) => l.metodo === 'POST' && l.ruta === '/notificaciones').map((l) => l.cabeceras.get('idempotency-key'));
    await enviar();
    await waitFor(() => expect(claves()).toHaveLength(1));
    await userEvent.click(screen.getByRole('button', { name: /Enviar$/ }));
    await waitFor(() => expect(claves()).toHaveLength(2));
    // Enviado, la pantalla pasa al historial; un envío nuevo es otro formulario con otra clave.
    await waitFor(() => expect(seleccionada()).toBe('Historial'));
    await userEvent.click(screen.getByRole('tab', { name: 'Enviar' }));
    await enviar();
    await waitFor(() => expect(claves()).toHaveLength(3));
    const [primera, reintento, siguiente] = claves();
    expect(primera).toEqual(expect.any(String));
    expect(reintento).toBe(primera);
    expect(siguiente).not.toBe(primera);
  });
});
