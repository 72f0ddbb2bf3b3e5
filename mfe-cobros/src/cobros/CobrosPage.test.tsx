import { screen, waitFor, within } from '@testing-library/react';
import { escribir, escribirRango, userEvent } from '../../../packages/plataforma/test/usuario';
import CobrosPage from './CobrosPage';
import type { Cobro } from '@cartera/dominio';
import { exito, fallo, pagina } from '../../../packages/plataforma/test/servidorPrueba';
import { responderConfirmacion } from '../../../packages/plataforma/test/confirmacion';
import { antesDeCadaPrueba, iniciarComo, mensajesToast, renderizarEn, servidorDe } from '../../../packages/plataforma/test/pantalla';

const cobros: Cobro[] = [
  {
    _id: 'c1',
    prestamo: { _id: 'p1', numero: 12, cliente: { _id: 'cl1', nombre: 'María Pérez' } },
    monto: 50000,
    fecha: '2026-11-20',
    observaciones: 'Pagó en efectivo',
    origen: 'cobro',
    cobrador: { _id: 'cob-1', nombre: 'Carlos Cobrador' },
    enPoderDe: { _id: 'cob-1', nombre: 'Carlos Cobrador' },
    ubicacion: { latitud: 4.6666, longitud: -74.0621, precision: 9, distanciaMetros: 2002, fueraDeSitio: true },
    createdAt: '2026-11-20T15:00:00.000Z',
    updatedAt: '2026-11-20T15:00:00.000Z',
  },
  {
    _id: 'c2',
    prestamo: { _id: 'p2', numero: 7, cliente: { _id: 'cl2', nombre: 'Pedro Gómez' } },
    monto: 1250000,
    fecha: '2026-11-19',
    observaciones: null,
    origen: 'pago_cuota',
    cobrador: null,
    enPoderDe: null,
    ubicacion: null,
    createdAt: '2026-11-19T15:00:00.000Z',
    updatedAt: '2026-11-19T15:00:00.000Z',
  },
];

const servir = servidorDe({
  'GET /cobros': () => pagina(cobros, 23),
  'GET /cobradores': () =>
    exito({
      data: [{ _id: 'cob-1', nombre: 'Carlos Cobrador', email: 'c1@cartera.local', rol: 'cobrador', estado: 'activo' }],
      meta: { total: 1, page: 1, limit: 500, totalPages: 1 },
    }),
});

const renderizar = () => renderizarEn('/cobros', <CobrosPage />);

const filaDe = (texto: string) => screen.getByText(texto).closest('tr') as HTMLElement;

describe('CobrosPage', () => {
  antesDeCadaPrueba('admin');
  afterEach(() => jest.restoreAllMocks());

  it('con CARTERA_VERSION_MODULO en la construcción muestra la versión junto al título; sin ella, nada', async () => {
    servir();
    process.env.CARTERA_VERSION_MODULO = '2.1.0';
    try {
      renderizar();
      expect(screen.getByRole('heading', { name: 'Gestión de Cobros Versión 2.1.0' })).toBeInTheDocument();
    } finally {
      delete process.env.CARTERA_VERSION_MODULO;
    }
    await waitFor(() => filaDe('María Pérez'));
  });

  it('marca el cobro hecho lejos del cliente («fuera de sitio») con su distancia; el que no tiene ubicación, no', async () => {
    servir();
    renderizar();
    const primera = within(await waitFor(() => filaDe('María Pérez')));
    expect(primera.getByText('Fuera de sitio: a 2,0 km del cliente')).toBeInTheDocument();
    expect(within(filaDe('Pedro Gómez')).queryByText(/Fuera de sitio/)).not.toBeInTheDocument();
  });

  it("muestra 'Gestión de Cobros' con fecha, cliente, préstamo, monto COP, cobrador u 'Sistema', observaciones y origen", async () => {
    const llamadas = servir();
    renderizar();
    expect(screen.getByRole('heading', { name: 'Gestión de Cobros' })).toBeInTheDocument();

    const primera = within(await waitFor(() => filaDe('María Pérez')));
    expect(primera.getByText('20/11/2026')).toBeInTheDocument();
    expect(primera.getByRole('link', { name: '#12' })).toHaveAttribute('href', '/prestamos/p1/plan');
    expect(primera.getByText('$ 50.000')).toBeInTheDocument();
    expect(primera.getByText('Carlos Cobrador')).toBeInTheDocument();
    expect(primera.getByText('Cobro')).toBeInTheDocument();
    // The observations wait for a wide screen: narrower, in the row's detail.
    await userEvent.click(primera.getByRole('button', { name: 'Ver detalle' }));
    expect(filaDe('María Pérez').nextElementSibling).toHaveTextContent('ObservacionesPagó en efectivo');

    const segunda = within(filaDe('Pedro Gómez'));
    expect(segunda.getByText('$ 1.250.000')).toBeInTheDocument();
    expect(segunda.getByText('Sistema')).toBeInTheDocument();
    expect(segunda.getByText('Pago de cuota')).toBeInTheDocument();

    expect(screen.getByText('23 cobros')).toBeInTheDocument();
    const consulta = llamadas.find((l) => l.ruta === '/cobros');
    expect(consulta?.parametros.get('limit')).toBe('10');
    expect(consulta?.parametros.get('page')).toBe('1');
    // El filtro de cobrador trae también los inactivos, por nombre: sus cobros siguen siendo suyos.
    const cobradores = llamadas.find((l) => l.ruta === '/cobradores');
    expect(Object.fromEntries(cobradores?.parametros ?? [])).toEqual({ page: '1', limit: '500', sort: 'nombre_asc' });
  });

  it('la búsqueda, el cobrador y las fechas van al servidor como filtros', async () => {
    const llamadas = servir();
    renderizar();
    await waitFor(() => filaDe('María Pérez'));

    await escribir(screen.getByRole('searchbox', { name: 'Buscar cobros' }), 'maría{enter}');
    await waitFor(() => expect(llamadas.some((l) => l.ruta === '/cobros' && l.parametros.get('search') === 'maría')).toBe(true));

    await userEvent.click(screen.getByLabelText('Filtrar por cobrador'));
    await userEvent.click(await screen.findByTitle('Carlos Cobrador'));
    await waitFor(() =>
      expect(
        llamadas.some(
          (l) => l.ruta === '/cobros' && l.parametros.get('cobrador') === 'cob-1' && l.parametros.get('search') === 'maría',
        ),
      ).toBe(true),
    );

    await escribirRango('01/11/2026', '30/11/2026');
    await waitFor(() =>
      expect(
        llamadas.some(
          (l) =>
            l.ruta === '/cobros' && l.parametros.get('fechaDesde') === '2026-11-01' && l.parametros.get('fechaHasta') === '2026-11-30',
        ),
      ).toBe(true),
    );
  });

  it('eliminar pregunta en la página; al aceptar borra y avisa "Cobro eliminado"', async () => {
    const llamadas = servir({ 'DELETE /cobros/c1': () => exito(null) });
    renderizar();
    const fila = within(await waitFor(() => filaDe('María Pérez')));

    await userEvent.click(fila.getByRole('button', { name: /Eliminar/ }));
    expect(await responderConfirmacion('Cancelar')).toContain('50.000 del 20/11/2026 (María Pérez, préstamo #12)');
    expect(llamadas.some((l) => l.metodo === 'DELETE')).toBe(false);

    await userEvent.click(fila.getByRole('button', { name: /Eliminar/ }));
    await responderConfirmacion('Eliminar');
    await waitFor(() => expect(mensajesToast()).toContain('Cobro eliminado'));
    expect(llamadas.filter((l) => l.metodo === 'DELETE').map((l) => l.ruta)).toEqual(['/cobros/c1']);
    // Deleting a collection reverts its payments: the confirmed click carries its own Idempotency-Key.
    expect(llamadas.find((l) => l.metodo === 'DELETE')?.cabeceras.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(llamadas.filter((l) => l.metodo === 'GET' && l.ruta === '/cobros')).toHaveLength(2));
  });

  it("si no se puede eliminar muestra el mensaje del servidor, o 'Error al eliminar cobro'", async () => {
    let respuesta = fallo(422, 'El préstamo está cancelado o reenganchado y no admite movimientos');
    servir({ 'DELETE /cobros/c1': () => respuesta });
    renderizar();
    const fila = within(await waitFor(() => filaDe('María Pérez')));

    await userEvent.click(fila.getByRole('button', { name: /Eliminar/ }));
    await responderConfirmacion('Eliminar');
    await waitFor(() => expect(mensajesToast()).toContain('El préstamo está cancelado o reenganchado y no admite movimientos'));
    respuesta = fallo(500, '');
    await userEvent.click(fila.getByRole('button', { name: /Eliminar/ }));
    await responderConfirmacion('Eliminar');
    await waitFor(() => expect(mensajesToast()).toContain('Error al eliminar cobro'));
  });

  it('un cobrador registra pero no edita, no elimina ni filtra por cobrador', async () => {
    iniciarComo('cobrador');
    const llamadas = servir();
    renderizar();
    await waitFor(() => filaDe('María Pérez'));
    expect(screen.getByRole('button', { name: /Registrar Cobro/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Editar/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Eliminar/ })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Filtrar por cobrador')).not.toBeInTheDocument();
    expect(llamadas.some((l) => l.ruta === '/cobradores')).toBe(false);
  });

  it("un error al cargar la lista avisa con el mensaje del servidor o 'Error al cargar cobros'", async () => {
    servir({ 'GET /cobros': () => fallo(500, '') });
    renderizar();
    await waitFor(() => expect(mensajesToast()).toContain('Error al cargar cobros'));
  });
});
