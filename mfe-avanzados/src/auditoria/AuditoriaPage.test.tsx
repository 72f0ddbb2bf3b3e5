import { act, screen, waitFor, within } from '@testing-library/react';
import { escribir, escribirRango, userEvent } from '../../../packages/plataforma/test/usuario';
import { useToasts } from '@cartera/plataforma';
import { exito, fallo, pagina, type Llamada } from '../../../packages/plataforma/test/servidorPrueba';
import AuditoriaPage from './AuditoriaPage';
import type { EventoAuditoria } from '@cartera/dominio';
import { diferencias } from './diferencias';
import { antesDeCadaPrueba, iniciarComo, renderizarEn, servidorDe, mensajesToast } from '../../../packages/plataforma/test/pantalla';

const eventos: EventoAuditoria[] = [
  {
    id: '41',
    timestamp: '2026-11-20T15:05:00.000Z',
    usuario: 'Ana Gómez',
    accion: 'Actualizar cliente',
    modulo: 'Clientes',
    detalles: 'Cliente María Pérez actualizado',
    ip: '10.0.0.7',
    tipo: 'success',
    resultado: 'exitoso',
    datosAnteriores: { nombre: 'María Pérez', zona: 'Centro', telefono: '3001234567' },
    datosNuevos: { nombre: 'María Pérez', zona: 'Norte', telefono: '3001234567', barrio: 'La Floresta' },
  },
  {
    id: '40',
    timestamp: '2026-11-20T14:00:00.000Z',
    usuario: 'intruso@cartera.local',
    accion: 'Inicio de sesión bloqueado',
    modulo: 'Autenticación',
    detalles: 'Demasiados intentos fallidos',
    ip: '10.9.9.9',
    tipo: 'warning',
    resultado: 'fallido',
    datosAnteriores: null,
    datosNuevos: null,
  },
];

const servir = servidorDe({
  'GET /auditoria': () => pagina(eventos, 1_234_567),
  'GET /auditoria/resumen': () => exito({ total: 1_234_567, exitosos: 1_200_000, fallidos: 34_567, advertencias: 999 }),
  'GET /auditoria/opciones': () =>
    exito({ usuarios: ['Ana Gómez', 'intruso@cartera.local'], modulos: ['Autenticación', 'Clientes', 'Garantías'] }),
});

const renderizar = () => renderizarEn('/auditoria', <AuditoriaPage />);

const filaDe = (texto: string) => screen.getByText(texto).closest('tr') as HTMLElement;
const llamadasA = (llamadas: Llamada[], ruta: string) => llamadas.filter((l) => l.ruta === ruta);

describe('AuditoriaPage', () => {
  antesDeCadaPrueba('admin');
  afterEach(() => jest.restoreAllMocks());

  it("muestra las tarjetas del servidor, la tabla y 'Mostrando N de M eventos'", async () => {
    servir();
    renderizar();
    expect(screen.getByRole('heading', { name: 'Auditoría y Logs' })).toBeInTheDocument();
    await waitFor(() => filaDe('Actualizar cliente'));
    expect(screen.getByText('Mostrando 2 de 1.234.567 eventos')).toBeInTheDocument();
    expect(within(screen.getByLabelText('Total de eventos')).getByText('1.234.567')).toBeInTheDocument();
    expect(within(screen.getByLabelText('Exitosos')).getByText('1.200.000')).toBeInTheDocument();
    expect(within(screen.getByLabelText('Fallidos')).getByText('34.567')).toBeInTheDocument();
    expect(within(screen.getByLabelText('Advertencias')).getByText('999')).toBeInTheDocument();
    const bloqueo = within(filaDe('Inicio de sesión bloqueado'));
    expect(bloqueo.getByText('Advertencia')).toBeInTheDocument();
    expect(bloqueo.getByText('20/11/2026 09:00')).toBeInTheDocument();
  });

  it('cada filtro va al servidor (lista y resumen), los módulos vienen del servidor y Limpiar los quita', async () => {
    const llamadas = servir();
    renderizar();
    await waitFor(() => filaDe('Actualizar cliente'));

    await escribir(screen.getByRole('searchbox', { name: 'Buscar eventos' }), 'maría{enter}');
    await userEvent.click(screen.getByLabelText('Filtrar por módulo'));
    await userEvent.click(await screen.findByTitle('Garantías'));
    await userEvent.click(screen.getByLabelText('Filtrar por tipo'));
    await userEvent.click(await screen.findByTitle('Advertencia'));
    await userEvent.click(screen.getByLabelText('Filtrar por usuario'));
    await userEvent.click(await screen.findByTitle('Ana Gómez'));
    await escribirRango('01/11/2026', '30/11/2026', ['Fecha inicio', 'Fecha fin']);

    const esperado = {
      search: 'maría',
      modulo: 'Garantías',
      tipo: 'warning',
      usuario: 'Ana Gómez',
      fechaDesde: '2026-11-01',
      fechaHasta: '2026-11-30',
    };
    const cumple = (l: Llamada) => Object.entries(esperado).every(([clave, valor]) => l.parametros.get(clave) === valor);
    await waitFor(() => expect(llamadasA(llamadas, '/auditoria').some(cumple)).toBe(true));
    await waitFor(() => expect(llamadasA(llamadas, '/auditoria/resumen').some(cumple)).toBe(true));
    const resumen = llamadasA(llamadas, '/auditoria/resumen').find(cumple);
    expect(resumen?.parametros.has('page')).toBe(false);

    const antes = llamadasA(llamadas, '/auditoria').length;
    await userEvent.click(screen.getByRole('button', { name: 'Limpiar' }));
    await waitFor(() => expect(llamadasA(llamadas, '/auditoria').length).toBeGreaterThan(antes));
    const ultima = llamadasA(llamadas, '/auditoria').at(-1);
    expect(Object.fromEntries(ultima?.parametros ?? [])).toEqual({ page: '1', limit: '10' });
    expect(screen.getByRole('searchbox', { name: 'Buscar eventos' })).toHaveValue('');
  });

  it('el detalle muestra id, fecha, usuario, IP, acción, módulo, detalles y sólo los campos que cambiaron', async () => {
    servir();
    renderizar();
    await waitFor(() => filaDe('Actualizar cliente'));
    await userEvent.click(screen.getByRole('button', { name: 'Ver detalle del evento 41' }));
    const modal = within(await screen.findByRole('dialog'));
    expect(modal.getByText('41')).toBeInTheDocument();
    expect(modal.getByText('20/11/2026 10:05')).toBeInTheDocument();
    expect(modal.getByText('10.0.0.7')).toBeInTheDocument();
    expect(modal.getByText('Cliente María Pérez actualizado')).toBeInTheDocument();

    const cambios = within(modal.getByRole('table', { name: 'Cambios' }));
    expect(within(cambios.getByText('zona').closest('tr') as HTMLElement).getByText('Norte')).toBeInTheDocument();
    expect(within(cambios.getByText('barrio').closest('tr') as HTMLElement).getByText('La Floresta')).toBeInTheDocument();
    expect(cambios.queryByText('telefono')).not.toBeInTheDocument();

    await userEvent.click(modal.getByRole('switch', { name: 'Mostrar campos sin cambios' }));
    expect(cambios.getByText('telefono')).toBeInTheDocument();
    expect(cambios.getByText('nombre')).toBeInTheDocument();
  });

  it('Exportar pide al servidor el archivo con los filtros y lo descarga', async () => {
    // The download goes through the platform's HTTP client (the session's token), like every other call.
    const llamadas = servir({
      'GET /auditoria/export/xlsx': () =>
        new Response('contenido', {
          status: 200,
          headers: { 'Content-Disposition': `attachment; filename="auditoria-2026-11-20.xlsx"; filename*=UTF-8''auditoria-2026-11-20.xlsx` },
        }),
    });
    const descargas: string[] = [];
    Object.assign(URL, { createObjectURL: () => 'blob:prueba', revokeObjectURL: () => undefined });
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      descargas.push(this.download);
    });
    renderizar();
    await waitFor(() => filaDe('Actualizar cliente'));
    await escribir(screen.getByRole('searchbox', { name: 'Buscar eventos' }), 'bloqueado{enter}');
    await userEvent.click(screen.getByRole('button', { name: /Exportar Excel/ }));
    await waitFor(() => expect(descargas).toEqual(['auditoria-2026-11-20.xlsx']));
    expect(mensajesToast()).toContain('Exportando logs de auditoría...');
    const [pedido] = llamadas.filter((l) => l.ruta === '/auditoria/export/xlsx');
    expect(Object.fromEntries(pedido.parametros)).toEqual({ search: 'bloqueado' });
    expect(pedido.cabeceras.get('Authorization')).toMatch(/^Bearer /);
  });

  it("un fallo del servidor muestra 'Error al cargar logs de auditoría'", async () => {
    servir({ 'GET /auditoria': () => fallo(500, '') });
    renderizar();
    await waitFor(() =>
      expect(mensajesToast()).toContain('Error al cargar logs de auditoría'),
    );
  });

  it('a un cobrador le dice que no tiene permiso y no pide nada al servidor (la API le da 403)', async () => {
    iniciarComo('cobrador');
    const llamadas = servir();
    renderizar();
    expect(screen.getByRole('heading', { name: 'Auditoría y Logs' })).toBeInTheDocument();
    expect(screen.getByText('Solo administradores y gerentes pueden ver la auditoría')).toBeInTheDocument();
    await act(() => new Promise((listo) => setTimeout(listo, 50)));
    expect(llamadas).toEqual([]);
    expect(useToasts.getState().toasts).toEqual([]);
    expect(screen.queryByRole('button', { name: /Exportar/ })).not.toBeInTheDocument();
  });

  it('diferencias: primero lo que cambió (incluidos campos nuevos o quitados), después lo igual', () => {
    expect(diferencias({ a: 1, b: { x: 1 }, c: 'q' }, { a: 1, b: { x: 2 }, d: true })).toEqual([
      { campo: 'b', antes: { x: 1 }, despues: { x: 2 }, cambiado: true },
      { campo: 'c', antes: 'q', despues: undefined, cambiado: true },
      { campo: 'd', antes: undefined, despues: true, cambiado: true },
      { campo: 'a', antes: 1, despues: 1, cambiado: false },
    ]);
    expect(diferencias(null, null)).toEqual([]);
  });
});
