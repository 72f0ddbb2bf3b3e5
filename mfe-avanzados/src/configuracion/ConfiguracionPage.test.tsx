import { act, render, screen, waitFor, within } from '@testing-library/react';
import { escribir, userEvent } from '../../../packages/plataforma/test/usuario';
import { MemoryRouter } from 'react-router-dom';
import { MENSAJES } from '@cartera/dominio';
import { usePreferencias, useSesion, useToasts } from '@cartera/plataforma';
import { tokenVigente, usuarioDemo } from '../../../packages/plataforma/test/jwt';
import { exito, fallo, servirApi, type Llamada } from '../../../packages/plataforma/test/servidorPrueba';
import ConfiguracionPage from './ConfiguracionPage';
import { crearAjustesOrganizacion } from './pruebas/organizacion';
import { lista } from './pruebas/respaldos';
import { responderConfirmacion } from '../../../packages/plataforma/test/confirmacion';
import { iniciarComo, mensajesToast } from '../../../packages/plataforma/test/pantalla';

const organizacion = crearAjustesOrganizacion({ saldoInicialCaja: 500000 });

type Rol = 'admin' | 'gerente' | 'cobrador';

function iniciar(rol: Rol) {
  iniciarComo(rol);
  usePreferencias.getState().restablecer();
}

function pintar(ruta = '/configuracion') {
  return render(
    <MemoryRouter initialEntries={[ruta]}>
      <ConfiguracionPage />
    </MemoryRouter>,
  );
}

const pestana = (nombre: string) => userEvent.click(screen.getByRole('tab', { name: nombre }));
const panel = () => screen.getByRole('tabpanel');
const llamadasA = (llamadas: Llamada[], metodo: string, ruta: string) =>
  llamadas.filter((l) => l.metodo === metodo && l.ruta === ruta);

describe('Configuración', () => {
  afterEach(() => {
    useToasts.getState().limpiar();
    // The screen is still mounted here (React Testing Library unmounts after this hook): the reset re-renders it.
    act(() => usePreferencias.getState().restablecer());
  });

  it('General (admin): guarda los datos de la empresa y los errores del servidor vuelven a su campo', async () => {
    iniciar('admin');
    let respuestaPut = (l: Llamada) => exito({ ...organizacion, ...(l.cuerpo as object) });
    const llamadas = servirApi({
      'GET /configuracion/organizacion': () => exito(organizacion),
      'PUT /configuracion/organizacion': (l) => respuestaPut(l),
    });
    pintar();
    const nombre = await screen.findByLabelText('Nombre de la empresa');
    await waitFor(() => expect(nombre).toHaveValue('Cartera'));
    await userEvent.clear(nombre);
    await escribir(nombre, 'Créditos La Esperanza');
    await userEvent.type(screen.getByLabelText('Teléfono de la empresa'), '6015551234');
    // The one default interest of a new loan is the organisation's.
    const interes = screen.getByLabelText('Interés por defecto de los préstamos (%)');
    expect(interes).toHaveValue('10.0');
    // Out of range: the form says the rule of @cartera/dominio and sends nothing.
    await userEvent.clear(interes);
    await escribir(interes, '150');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar datos de la empresa' }));
    expect(await screen.findByText(MENSAJES.interesDefectoRango)).toBeInTheDocument();
    expect(llamadasA(llamadas, 'PUT', '/configuracion/organizacion')).toHaveLength(0);
    await userEvent.clear(interes);
    await escribir(interes, '17.5');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar datos de la empresa' }));
    await waitFor(() => expect(llamadasA(llamadas, 'PUT', '/configuracion/organizacion')).toHaveLength(1));
    expect(llamadasA(llamadas, 'PUT', '/configuracion/organizacion')[0]!.cuerpo).toEqual({
      nombreEmpresa: 'Créditos La Esperanza',
      telefonoEmpresa: '6015551234',
      saldoInicialCaja: 500000,
      fechaSaldoInicial: null,
      interesDefecto: 17.5,
    });
    await waitFor(() => expect(mensajesToast()).toContain('Datos de la empresa guardados'));

    respuestaPut = () =>
      fallo(400, 'Datos inválidos', { telefonoEmpresa: ['El teléfono de la empresa debe tener entre 1 y 30 caracteres'] });
    await userEvent.click(screen.getByRole('button', { name: 'Guardar datos de la empresa' }));
    expect(await screen.findByText('El teléfono de la empresa debe tener entre 1 y 30 caracteres')).toBeInTheDocument();
  });

  it('el gerente ve la empresa y los mensajes automáticos sin poder cambiarlos; el cobrador no los ve', async () => {
    iniciar('gerente');
    servirApi({ 'GET /configuracion/organizacion': () => exito({ ...organizacion, avisoMora: true }) });
    const { unmount } = pintar();
    const nombre = await screen.findByLabelText('Nombre de la empresa');
    await waitFor(() => expect(nombre).toHaveValue('Cartera'));
    expect(nombre).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Guardar datos de la empresa' })).not.toBeInTheDocument();
    await pestana('Notificaciones');
    const aviso = await within(panel()).findByRole('switch', { name: 'Aviso de mora' });
    expect(aviso).toBeChecked();
    expect(aviso).toBeDisabled();
    unmount();

    iniciar('cobrador');
    const llamadas = servirApi({});
    pintar();
    expect(await screen.findByText('Préstamos nuevos')).toBeInTheDocument();
    expect(screen.queryByText('Empresa')).not.toBeInTheDocument();
    expect(llamadasA(llamadas, 'GET', '/configuracion/organizacion')).toHaveLength(0);
  });

  it('préstamo nuevo: el interés es el de la organización; el plazo, con los rangos de la especificación, se guarda en este navegador', async () => {
    iniciar('cobrador');
    servirApi({ 'GET /configuracion/organizacion/prestamos': () => exito({ interesDefecto: 12.5 }) });
    pintar();
    const interes = await screen.findByLabelText('Interés por defecto de la organización');
    await waitFor(() => expect(interes).toHaveTextContent('12,5 %'));
    expect(screen.queryByLabelText('Interés por defecto (%)')).not.toBeInTheDocument();
    const plazo = screen.getByLabelText('Plazo por defecto (cuotas)');
    expect(plazo).toHaveValue('30');
    await userEvent.clear(plazo);
    await escribir(plazo, '400');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar preferencias' }));
    expect(await screen.findByText('El plazo por defecto debe estar entre 1 y 365')).toBeInTheDocument();
    expect(usePreferencias.getState().plazoDefecto).toBeNull();

    await userEvent.clear(plazo);
    await escribir(plazo, '24');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar preferencias' }));
    await waitFor(() => expect(usePreferencias.getState()).toMatchObject({ plazoDefecto: 24 }));
    expect(JSON.parse(localStorage.getItem(`preferencias:${usuarioDemo._id}`) ?? '{}')).toMatchObject({
      plazoDefecto: 24,
      modalidadDefecto: 'semanal',
    });
  });

  it('Notificaciones (admin): un interruptor se guarda en el servidor al cambiarlo', async () => {
    iniciar('admin');
    const llamadas = servirApi({
      'GET /configuracion/organizacion': () => exito(organizacion),
      'PUT /configuracion/organizacion': (l) => exito({ ...organizacion, ...(l.cuerpo as object) }),
    });
    pintar('/configuracion?tab=notificaciones');
    const recibo = await screen.findByRole('switch', { name: 'Recibo de cobro' });
    expect(recibo).not.toBeChecked();
    await userEvent.click(recibo);
    await waitFor(() => expect(recibo).toBeChecked());
    expect(llamadasA(llamadas, 'PUT', '/configuracion/organizacion').map((l) => l.cuerpo)).toEqual([{ reciboCobro: true }]);
    expect(screen.getByRole('link', { name: 'Notificaciones › Configuración' })).toHaveAttribute(
      'href',
      '/notificaciones?tab=configuracion',
    );
    await userEvent.click(screen.getByRole('switch', { name: 'Mostrar confirmaciones' }));
    expect(usePreferencias.getState().avisosExito).toBe(false);
  });

  it('Mi Perfil: confirma la contraseña, muestra el error de la actual y guarda el token nuevo en la sesión', async () => {
    iniciar('cobrador');
    const tokenNuevo = tokenVigente().replace('firma', 'nueva');
    let actualCorrecta = false;
    const llamadas = servirApi({
      'GET /auth/profile': () => exito({ ...usuarioDemo, rol: 'cobrador' }),
      'PUT /auth/password': () =>
        actualCorrecta
          ? exito({ token: tokenNuevo, usuario: { ...usuarioDemo, rol: 'cobrador' } })
          : fallo(400, 'Datos inválidos', { passwordActual: ['La contraseña actual no es correcta'] }),
      'PUT /auth/perfil': (l) => exito({ ...usuarioDemo, rol: 'cobrador', ...(l.cuerpo as object) }),
    });
    pintar('/configuracion?tab=perfil');
    await escribir(await screen.findByLabelText('Contraseña actual'), 'vieja-clave');
    await escribir(screen.getByLabelText('Nueva contraseña'), 'nueva-clave-1');
    await escribir(screen.getByLabelText('Confirmar contraseña'), 'otra-cosa');
    await userEvent.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    expect(await screen.findByText('Las contraseñas no coinciden')).toBeInTheDocument();
    expect(llamadasA(llamadas, 'PUT', '/auth/password')).toHaveLength(0);

    await userEvent.clear(screen.getByLabelText('Confirmar contraseña'));
    await escribir(screen.getByLabelText('Confirmar contraseña'), 'nueva-clave-1');
    await userEvent.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    expect(await screen.findByText('La contraseña actual no es correcta')).toBeInTheDocument();
    expect(useSesion.getState().token).not.toBe(tokenNuevo);

    actualCorrecta = true;
    await userEvent.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    await waitFor(() => expect(useSesion.getState().token).toBe(tokenNuevo));
    expect(localStorage.getItem('token')).toBe(tokenNuevo);
    expect(llamadasA(llamadas, 'PUT', '/auth/password').at(-1)!.cuerpo).toEqual({
      passwordActual: 'vieja-clave',
      password: 'nueva-clave-1',
    });

    // The name: saved through /auth/perfil and shown in the session (top bar).
    const nombre = screen.getByLabelText('Nombre');
    await userEvent.clear(nombre);
    await escribir(nombre, 'Ana Cobradora');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar datos' }));
    await waitFor(() => expect(useSesion.getState().usuario?.nombre).toBe('Ana Cobradora'));
    expect(llamadasA(llamadas, 'PUT', '/auth/perfil')[0]!.cuerpo).toEqual({ nombre: 'Ana Cobradora', telefono: '3001234567' });
  });

  it('Mi Perfil: cambiar el email pide la contraseña actual y la envía', async () => {
    iniciar('gerente');
    const llamadas = servirApi({
      'GET /configuracion/organizacion': () => exito(organizacion),
      'GET /auth/profile': () => exito({ ...usuarioDemo, rol: 'gerente' }),
      'PUT /auth/perfil': () => fallo(409, 'Ya existe un usuario con ese email', { email: ['Ya existe un usuario con ese email'] }),
    });
    pintar('/configuracion?tab=perfil');
    const email = await screen.findByLabelText('Email');
    await waitFor(() => expect(email).toHaveValue(usuarioDemo.email));
    expect(screen.getAllByLabelText('Contraseña actual')).toHaveLength(1);
    await userEvent.clear(email);
    await escribir(email, 'otra@cartera.local');
    await waitFor(() => expect(screen.getAllByLabelText('Contraseña actual')).toHaveLength(2));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar datos' }));
    expect(await screen.findByText('Escriba su contraseña actual para cambiar el email')).toBeInTheDocument();
    expect(llamadasA(llamadas, 'PUT', '/auth/perfil')).toHaveLength(0);
    await escribir(screen.getAllByLabelText('Contraseña actual')[0]!, 'cartera123');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar datos' }));
    expect(await screen.findByText('Ya existe un usuario con ese email')).toBeInTheDocument();
    expect(llamadasA(llamadas, 'PUT', '/auth/perfil')[0]!.cuerpo).toMatchObject({
      email: 'otra@cartera.local',
      passwordActual: 'cartera123',
    });
  });

  it('Mi Perfil: «Cerrar las demás sesiones» pide confirmación, llama al servidor y avisa cuántas cerró', async () => {
    iniciar('cobrador');
    const llamadas = servirApi({
      'GET /auth/profile': () => exito({ ...usuarioDemo, rol: 'cobrador' }),
      'POST /auth/sesiones/cerrar-otras': () => exito({ cerradas: 2 }),
    });
    pintar('/configuracion?tab=perfil');
    const boton = await screen.findByRole('button', { name: 'Cerrar las demás sesiones' });
    await userEvent.click(boton);
    expect(await responderConfirmacion('Cancelar')).toContain('¿Cerrar todas las demás sesiones');
    expect(llamadasA(llamadas, 'POST', '/auth/sesiones/cerrar-otras')).toHaveLength(0);

    await userEvent.click(boton);
    await responderConfirmacion('Confirmar');
    await waitFor(() => expect(mensajesToast()).toContain('Se cerraron 2 sesiones más'));
    expect(llamadasA(llamadas, 'POST', '/auth/sesiones/cerrar-otras')).toHaveLength(1);
    // This session goes on.
    expect(useSesion.getState().token).not.toBeNull();
  });

  it('Sistema: estado de la API, panel de diagnóstico y limpiar preferencias con confirmación', async () => {
    iniciar('cobrador');
    servirApi({ 'GET /health/ready': () => exito({ status: 'ok', baseDatos: 'ok' }) });
    const fetchOriginal = globalThis.fetch;
    globalThis.fetch = (async (url: RequestInfo | URL) =>
      String(url) === '/remotes.json'
        ? new Response(JSON.stringify({ mfe_avanzados: '/mf/mfe-avanzados/mf-manifest.json', mfe_cobros: '/mf/mfe-cobros/mf-manifest.json' }))
        : String(url).includes('mfe-avanzados')
          ? new Response(JSON.stringify({ metaData: { buildInfo: { buildVersion: '0.1.0' } } }))
          : new Response('no', { status: 404 })) as typeof fetch;
    try {
      usePreferencias.getState().guardar({ plazoDefecto: 12 });
      pintar('/configuracion?tab=sistema');
      expect(await screen.findByText('En funcionamiento (base de datos conectada)')).toBeInTheDocument();
      expect(await screen.findByText('0.1.0')).toBeInTheDocument();
      expect(screen.getByText('No responde')).toBeInTheDocument();

      await userEvent.click(screen.getByRole('button', { name: 'Limpiar preferencias locales' }));
      await responderConfirmacion('Cancelar');
      expect(usePreferencias.getState().plazoDefecto).toBe(12);
      await userEvent.click(screen.getByRole('button', { name: 'Limpiar preferencias locales' }));
      await responderConfirmacion('Confirmar');
      await waitFor(() => expect(usePreferencias.getState().plazoDefecto).toBeNull());
      expect(localStorage.getItem(`preferencias:${usuarioDemo._id}`)).toBeNull();
    } finally {
      globalThis.fetch = fetchOriginal;
    }
  });

  it('Sistema (admin): las horas de la oficina se validan aquí y en el servidor, y se guardan', async () => {
    iniciar('admin');
    let respuestaPut = (l: Llamada) =>
      exito({ ...organizacion, ...(l.cuerpo as object), updatedAt: '2026-11-21T10:00:00.000Z' });
    const llamadas = servirApi({
      'GET /configuracion/organizacion': () => exito(organizacion),
      'PUT /configuracion/organizacion': (l) => respuestaPut(l),
      'GET /sistema/respaldos': () =>
        exito(lista([], { origen: 'archivo', archivo: '/srv/cartera/claves/respaldos.key', guardada: null })),
    });
    pintar('/configuracion?tab=sistema');
    const horaAviso = await screen.findByLabelText('Hora del aviso');
    await waitFor(() => expect(horaAviso).toHaveValue('18:00'));
    const horaRespaldo = screen.getByLabelText('Hora del respaldo diario');
    expect(horaRespaldo).toHaveValue('');
    expect(screen.getByText('Vacía: la del servidor (RESPALDOS_HORA), 01:00.')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Aviso de caja sin entregar' })).toBeChecked();

    // Client-side: a bad hour never reaches the server.
    await userEvent.clear(horaAviso);
    await userEvent.type(horaAviso, '25:00');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar horas' }));
    expect(
      await screen.findByText('La hora debe tener el formato HH:MM de 24 horas (00:00 a 23:59)'),
    ).toBeInTheDocument();
    expect(llamadasA(llamadas, 'PUT', '/configuracion/organizacion')).toHaveLength(0);

    // The server's field error goes under its field.
    respuestaPut = () =>
      fallo(400, 'Datos inválidos', {
        respaldosHora: ['La hora debe tener el formato HH:MM de 24 horas (00:00 a 23:59)'],
      });
    await userEvent.clear(horaAviso);
    await userEvent.type(horaAviso, '19:30');
    await userEvent.type(horaRespaldo, '02:15');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar horas' }));
    await waitFor(() => expect(llamadasA(llamadas, 'PUT', '/configuracion/organizacion')).toHaveLength(1));
    // Under the backup hour's own field: the client's earlier message under «Hora del aviso» may still be leaving.
    const campoRespaldo = horaRespaldo.closest('.ant-form-item') as HTMLElement;
    expect(
      await within(campoRespaldo).findByText('La hora debe tener el formato HH:MM de 24 horas (00:00 a 23:59)'),
    ).toBeInTheDocument();

    respuestaPut = (l: Llamada) =>
      exito({ ...organizacion, ...(l.cuerpo as object), updatedAt: '2026-11-21T10:00:00.000Z' });
    await userEvent.click(screen.getByRole('switch', { name: 'Aviso de caja sin entregar' }));
    await waitFor(() => expect(horaAviso).toBeDisabled());
    await userEvent.click(screen.getByRole('button', { name: 'Guardar horas' }));
    await waitFor(() => expect(mensajesToast()).toContain('Horas guardadas'));
    const puts = llamadasA(llamadas, 'PUT', '/configuracion/organizacion');
    expect(puts).toHaveLength(2);
    expect(puts[1].cuerpo).toEqual({ avisoEntregaCaja: false, entregaCajaHora: '19:30', respaldosHora: '02:15' });
    // The backups card reads its schedule again after the save.
    await waitFor(() => expect(llamadasA(llamadas, 'GET', '/sistema/respaldos')).toHaveLength(2));
  });

  it('Sistema (gerente): ve las horas sin poder cambiarlas y no ve los respaldos', async () => {
    iniciar('gerente');
    const llamadas = servirApi({
      'GET /configuracion/organizacion': () => exito({ ...organizacion, respaldosHora: '03:30' }),
    });
    pintar('/configuracion?tab=sistema');
    const horaRespaldo = await screen.findByLabelText('Hora del respaldo diario');
    await waitFor(() => expect(horaRespaldo).toHaveValue('03:30'));
    expect(horaRespaldo).toBeDisabled();
    expect(screen.getByText('Sólo un administrador puede cambiar estas horas.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Guardar horas' })).not.toBeInTheDocument();
    expect(llamadasA(llamadas, 'GET', '/sistema/respaldos')).toHaveLength(0);
  });
});
