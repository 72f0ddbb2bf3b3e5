import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '../../../packages/plataforma/test/usuario';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { CLAVE_FILTROS } from './filtros';
import PrestamosPage from './PrestamosPage';
import { crearPrestamo, crearResumen } from './pruebas/datos';
import {
  crearServidor,
  fallo,
  iniciarSesionComo,
  mensajesToast,
  ok,
  prepararCadaPrueba,
  type Llamada,
} from './pruebas/servidor';
import { boton, hayBoton } from './pruebas/consultas';
import { responderConfirmacion } from '../../../packages/plataforma/test/confirmacion';
import { buscarTambienOcultos } from '../../../packages/plataforma/test/ocultos';

// antd screens are heavy for jsdom and the machine is shared: generous waits, and role queries skip the
// visibility check (jsdom's getComputedStyle over antd's injected styles is what makes them slow).
buscarTambienOcultos();

const activo = crearPrestamo({
  cliente: { _id: 'c1', nombre: 'María Gómez', cedula: '00112345678', telefono: '3001234567' },
  estado: 'mora',
  cuotasVencidas: 5,
  diasMoraPromedio: 20,
});
const pagado = crearPrestamo({
  cliente: { _id: 'c2', nombre: 'Pedro Ruiz', cedula: '00298765432', telefono: '3109876543' },
  estado: 'pagado',
  saldoPendiente: 0,
});
const cancelado = crearPrestamo({
  cliente: { _id: 'c3', nombre: 'Lucía Torres', cedula: '00355555555', telefono: '3205555555' },
  estado: 'cancelado',
});
const resumen = crearResumen({ total: 3, mora: 1, pagado: 1, cancelado: 1, saldoPendiente: 2_200_000 });
const solicitud = crearPrestamo({
  cliente: { _id: 'c4', nombre: 'Rosa Díaz', cedula: '00411111111', telefono: '3151111111' },
  estado: 'solicitado',
  planGenerado: false,
  monto: 500_000,
});

function lista(prestamos = [activo, pagado, cancelado]) {
  return ok(prestamos, { meta: { total: prestamos.length, page: 1, limit: 10, totalPages: 1 }, resumen });
}

/** GET prestamos: the requests (estado=solicitado; the badge asks limit=1 and reads meta.total) or the list. */
function listaOSolicitudes(llamada: Llamada) {
  return llamada.parametros.get('estado') === 'solicitado'
    ? ok(
        [solicitud, crearPrestamo({ estado: 'solicitado' })].slice(
          0,
          Number(llamada.parametros.get('limit')),
        ),
        {
          meta: { total: 2, page: 1, limit: 10, totalPages: 1 },
          resumen,
        },
      )
    : lista();
}

/** The list's own requests (not the badge's count). */
const pedidosLista = (servidor: ReturnType<typeof crearServidor>) =>
  servidor.de('GET /prestamos').filter((llamada) => llamada.parametros.get('limit') !== '1');

/** GET aprobaciones: the badge counts every kind waiting (the two requests, a forgiveness and a write-off). */
function aprobaciones(llamada: Llamada) {
  const total = llamada.parametros.get('tipo') ? 0 : 4;
  return ok([], { meta: { total, page: 1, limit: Number(llamada.parametros.get('limit')), totalPages: 1 } });
}

function servidorBasico(extra: Parameters<typeof crearServidor>[0] = {}) {
  return crearServidor({
    'GET /prestamos': listaOSolicitudes,
    'GET /aprobaciones': aprobaciones,
    'GET /cobradores': ok({
      data: [{ _id: 'k1', nombre: 'Carlos Cobrador' }],
      meta: { total: 1, page: 1, limit: 500, totalPages: 1 },
    }),
    ...extra,
  });
}

function renderizar() {
  return render(
    <MemoryRouter initialEntries={['/prestamos']}>
      <Routes>
        <Route path="/prestamos" element={<PrestamosPage />} />
        <Route path="/prestamos/:id/plan" element={<p>Pantalla del plan</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

const fila = (nombre: string): HTMLElement => {
  const celda = screen.getByText(nombre).closest('tr');
  if (!celda) throw new Error(`No hay fila para ${nombre}`);
  return celda;
};
/** The buttons of a row's actions (its last cell). */
const botones = (nombre: string) =>
  Array.from(fila(nombre).querySelectorAll('td:last-child button')).map(
    (boton) => boton.textContent?.trim() || boton.getAttribute('aria-label'),
  );

describe('PrestamosPage', () => {
  prepararCadaPrueba();

  it('muestra la página, el resumen por estado y ofrece las acciones que §4 permite en cada estado', async () => {
    const servidor = servidorBasico();
    renderizar();

    await screen.findByText('María Gómez');
    expect(screen.getByText('Préstamos', { selector: 'h3' })).toBeInTheDocument();
    const resumenes = within(screen.getByLabelText('Resumen por estado'));
    expect(resumenes.getByText('Total').closest('.ant-statistic')).toHaveTextContent('3');
    expect(resumenes.getByText('Mora').closest('.ant-statistic')).toHaveTextContent('1');
    expect(resumenes.getByText('Saldo pendiente').closest('.ant-statistic')).toHaveTextContent('$ 2.200.000');
    // The one vocabulary of the portfolio's figures: the balance says it is capital and interest, without mora.
    expect(
      resumenes.getByRole('img', { name: /^Capital más interés pactado que aún se deben.*La mora se debe aparte/ }),
    ).toBeInTheDocument();

    const mora = fila('María Gómez');
    expect(mora).toHaveTextContent('$ 1.000.000');
    // The interest, the EA, the installments and the frequency wait for a wide screen: narrower, in the row's detail.
    expect(screen.queryByRole('columnheader', { name: 'Interés' })).not.toBeInTheDocument();
    await userEvent.click(within(mora).getByRole('button', { name: 'Ver detalle' }));
    expect(mora.nextElementSibling).toHaveTextContent('10% total');
    // La cuota del préstamo (la misma que la vista previa y el plan): columna «Cuota».
    expect(screen.getByRole('columnheader', { name: 'Cuota' })).toBeInTheDocument();
    expect(mora).toHaveTextContent('$ 275.000');
    expect(mora).toHaveTextContent('001-1234567-8');
    expect(within(mora).getByLabelText('5 cuotas vencidas')).toHaveAttribute('data-grave', 'si');
    expect(within(mora).getByText('20 días')).toHaveAttribute('data-banda', '16-30');
    expect(botones('María Gómez')).toEqual(['Ver plan', 'Editar', 'Marcar pagado', 'Reenganche', 'Cancelar']);
    expect(botones('Pedro Ruiz')).toEqual(['Ver plan', 'Editar']);
    expect(botones('Lucía Torres')).toEqual(['Ver plan']);

    const pedido = pedidosLista(servidor)[0];
    expect(Object.fromEntries(pedido.parametros)).toEqual({ page: '1', limit: '10', sort: 'createdAt_desc' });
    // El filtro de cobrador trae también los inactivos: sus préstamos siguen siendo suyos.
    const cobradores = servidor.de('GET /cobradores')[0];
    expect(Object.fromEntries(cobradores.parametros)).toEqual({
      page: '1',
      limit: '500',
      sort: 'nombre_asc',
    });

    await userEvent.click(boton(fila('Lucía Torres'), /Ver plan/));
    expect(await screen.findByText('Pantalla del plan')).toBeInTheDocument();
  });

  it('un cobrador no ve acciones de escritura', async () => {
    iniciarSesionComo('cobrador');
    const servidor = servidorBasico();
    renderizar();

    await screen.findByText('María Gómez');
    expect(botones('María Gómez')).toEqual(['Ver plan']);
    expect(hayBoton(document.body, /Nuevo Préstamo/)).toBe(false);
    // A cobrador registers requests, not loans; and sees no Solicitudes view (nor asks for its count).
    expect(hayBoton(document.body, 'Solicitar préstamo')).toBe(true);
    expect(screen.queryByText('Solicitudes')).not.toBeInTheDocument();
    expect(servidor.de('GET /prestamos').every((l) => l.parametros.get('estado') !== 'solicitado')).toBe(true);
    expect(servidor.de('GET /aprobaciones')).toHaveLength(0);
    expect(screen.queryByLabelText('Filtrar por cobrador')).not.toBeInTheDocument();
  });

  it('el filtro ofrece los estados del libro; Solicitudes: el contador, la vista filtrada y Aprobar con el mensaje de la API', async () => {
    const servidor = servidorBasico({
      [`PATCH /prestamos/${solicitud._id}/aprobar`]: {
        cuerpo: {
          success: true,
          data: { ...solicitud, estado: 'activo' },
          message: 'Solicitud aprobada y desembolsada',
        },
      },
    });
    renderizar();
    await screen.findByText('María Gómez');
    expect(await screen.findByLabelText('4 pendientes de aprobación')).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('Filtrar por estado'));
    await screen.findByTitle('Castigado');
    const opciones = Array.from(document.querySelectorAll('.ant-select-item-option')).map((o) =>
      o.getAttribute('title'),
    );
    expect(opciones).toEqual(expect.arrayContaining(['Solicitado', 'Rechazado', 'Castigado', 'Cancelado']));

    await userEvent.click(screen.getByText('Solicitudes'));
    expect(await screen.findByText('Rosa Díaz')).toBeInTheDocument();
    // Above the requests, the money operations waiting for an admin (docs/decisiones/cuatro-ojos.md).
    expect(await screen.findByRole('region', { name: 'Operaciones de dinero por aprobar' })).toBeInTheDocument();
    expect(pedidosLista(servidor).at(-1)?.parametros.get('estado')).toBe('solicitado');
    expect(botones('Rosa Díaz')).toEqual(['Ver plan', 'Aprobar', 'Rechazar', 'Editar']);

    await userEvent.click(boton(fila('Rosa Díaz'), 'Aprobar'));
    expect(await responderConfirmacion('Aprobar')).toContain('se crea su plan de pagos');
    await waitFor(() => expect(mensajesToast()).toContain('Solicitud aprobada y desembolsada'));
    expect(servidor.de(`PATCH /prestamos/${solicitud._id}/aprobar`)).toHaveLength(1);
    // Disbursing moves money: the confirmed click carries its own Idempotency-Key.
    expect(servidor.de(`PATCH /prestamos/${solicitud._id}/aprobar`)[0].cabeceras.get('Idempotency-Key')).toMatch(
      /^[0-9a-f-]{36}$/,
    );
  });

  it('Marcar pagado abre Liquidar con el saldo pendiente y dice cuánto se condona', async () => {
    const servidor = servidorBasico();
    renderizar();
    await screen.findByText('María Gómez');

    await userEvent.click(boton(fila('María Gómez'), /Marcar pagado/));
    const dialogo = await screen.findByRole('dialog');
    expect(within(dialogo).getByText('Liquidar préstamo')).toBeInTheDocument();
    expect(within(dialogo).getByLabelText('Monto recibido')).toHaveValue('$ 1.100.000');
    expect(within(dialogo).getByText('Se recibe el saldo completo: no se condona nada')).toBeInTheDocument();
    fireEvent.change(within(dialogo).getByLabelText('Monto recibido'), { target: { value: '1000000' } });
    expect(await within(dialogo).findByText('Se condonarán $ 100.000')).toBeInTheDocument();
    expect(servidor.de(`PATCH /prestamos/${activo._id}/estado`)).toHaveLength(0);
  });

  it('los filtros se guardan en localStorage y vuelven al abrir la pantalla otra vez', async () => {
    const servidor = servidorBasico();
    const { unmount } = renderizar();
    await screen.findByText('María Gómez');

    const busqueda = screen.getByLabelText('Buscar préstamos por cliente');
    await userEvent.type(busqueda, 'María{Enter}');
    await waitFor(() => expect(servidor.de('GET /prestamos').at(-1)?.parametros.get('search')).toBe('María'));

    await userEvent.click(screen.getByLabelText('Filtrar por estado'));
    await userEvent.click(await screen.findByTitle('Mora'));
    await waitFor(() => expect(servidor.de('GET /prestamos').at(-1)?.parametros.get('estado')).toBe('mora'));

    await userEvent.click(screen.getByLabelText('Ordenar por'));
    await userEvent.click(await screen.findByTitle(/^Estado \(pagado/));
    await waitFor(() =>
      expect(servidor.de('GET /prestamos').at(-1)?.parametros.get('sort')).toBe('estado_asc'),
    );

    expect(JSON.parse(window.localStorage.getItem(CLAVE_FILTROS) ?? '{}')).toEqual({
      estado: 'mora',
      search: 'María',
      sort: 'estado_asc',
    });

    unmount();
    servidor.llamadas.length = 0;
    renderizar();
    await screen.findByText('María Gómez');
    const primera = servidor.de('GET /prestamos')[0];
    expect(Object.fromEntries(primera.parametros)).toEqual({
      page: '1',
      limit: '10',
      estado: 'mora',
      search: 'María',
      sort: 'estado_asc',
    });
    expect(screen.getByLabelText('Buscar préstamos por cliente')).toHaveValue('María');
    expect(screen.getByLabelText('Filtrar por estado').closest('.ant-select')).toHaveTextContent('Mora');
  });

  it('cancelar pide confirmación; aceptada, avisa "Préstamo cancelado" y recarga', async () => {
    const servidor = servidorBasico({
      [`PATCH /prestamos/${activo._id}/cancelar`]: ok({ ...activo, estado: 'cancelado' }),
    });
    renderizar();
    await screen.findByText('María Gómez');

    await userEvent.click(boton(fila('María Gómez'), /Cancelar/));
    expect(await responderConfirmacion('Volver')).toContain('María Gómez');
    expect(servidor.de(`PATCH /prestamos/${activo._id}/cancelar`)).toHaveLength(0);

    const cargas = pedidosLista(servidor).length;
    await userEvent.click(boton(fila('María Gómez'), /Cancelar/));
    await responderConfirmacion('Cancelar préstamo');
    await waitFor(() => expect(mensajesToast()).toContain('Préstamo cancelado'));
    expect(servidor.de(`PATCH /prestamos/${activo._id}/cancelar`)).toHaveLength(1);
    expect(servidor.de(`PATCH /prestamos/${activo._id}/cancelar`)[0].cabeceras.get('Idempotency-Key')).toMatch(
      /^[0-9a-f-]{36}$/,
    );
    await waitFor(() => expect(pedidosLista(servidor).length).toBe(cargas + 1));
  });

  it('si el servidor rechaza, muestra su mensaje; si no lo da, el de §8', async () => {
    let intentos = 0;
    servidorBasico({
      [`PATCH /prestamos/${activo._id}/cancelar`]: () =>
        ++intentos === 1
          ? fallo(422, 'El préstamo tiene cobros: liquídelo o castíguelo', 'PRESTAMO_CON_COBROS')
          : { status: 500, cuerpo: {} },
    });
    renderizar();
    await screen.findByText('María Gómez');

    await userEvent.click(boton(fila('María Gómez'), /Cancelar/));
    await responderConfirmacion('Cancelar préstamo');
    await waitFor(() =>
      expect(mensajesToast()).toContain('El préstamo tiene cobros: liquídelo o castíguelo'),
    );
    await userEvent.click(boton(fila('María Gómez'), /Cancelar/));
    await responderConfirmacion('Cancelar préstamo');
    await waitFor(() => expect(mensajesToast()).toContain('No se pudo cancelar'));
  });

  it('sin datos avisa "Error al cargar datos"', async () => {
    servidorBasico({ 'GET /prestamos': { status: 500, cuerpo: {} } });
    renderizar();
    await waitFor(() => expect(mensajesToast()).toContain('Error al cargar datos'));
  });

  it('exporta a CSV la lista filtrada completa: lo escribe la API, sin tope de filas', async () => {
    window.localStorage.setItem(CLAVE_FILTROS, JSON.stringify({ modalidad: 'semanal', sort: 'monto_desc' }));
    const csv = '\uFEFFNúmero;Cliente\r\n1;María Gómez\r\n';
    const servidor = servidorBasico({
      'GET /prestamos': lista([activo]),
      'GET /prestamos/export/csv': {
        binario: new TextEncoder().encode(csv),
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': 'attachment; filename="prestamos-2026-11-22.csv"',
        },
      },
    });
    const creados: Blob[] = [];
    const descargas: string[] = [];
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        creados.push(blob);
        return 'blob:prueba';
      },
      revokeObjectURL: () => undefined,
    });
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      descargas.push(this.download);
    });
    renderizar();
    await screen.findByText('María Gómez');

    await userEvent.click(boton(document.body, /Exportar CSV/));
    await waitFor(() => expect(descargas).toEqual(['prestamos-2026-11-22.csv']));
    const pedido = servidor.llamadas.find((llamada) => llamada.ruta.endsWith('prestamos/export/csv'));
    expect(Object.fromEntries(pedido?.parametros ?? [])).toEqual({ modalidad: 'semanal', sort: 'monto_desc' });
    expect(await creados[0].text()).toContain('María Gómez');
  });
});
