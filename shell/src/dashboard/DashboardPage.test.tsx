import { act, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { useDiagnostico, useSesion, useToasts } from '@cartera/plataforma';
import { servirApi, type Manejador } from '../../../packages/plataforma/test/servidorPrueba';
import DashboardPage from './DashboardPage';
import { hoyBogota, type ResumenDashboard } from '@cartera/dominio';

const resumen: ResumenDashboard = {
  totalClientes: 1234,
  clientesActivos: 1100,
  totalPrestamos: 321,
  prestamosActivos: 150,
  montoPrestado: 150_000_000,
  montoCobrado: 68_456_789,
  totalCobros: 4567,
  porcentajeRecuperacion: 45.6,
  carteraVigente: 81_500_000,
  montoCondonado: 1_250_000,
  montoCastigado: 3_000_000,
  montoRecuperado: 400_000,
  enPoderCobradores: 149_000,
  solicitudesPendientes: 3,
  ultimosPrestamos: [
    { _id: 'p6', numero: 6, cliente: { _id: 'cl6', nombre: 'Ana Nueva' }, monto: 800000, fecha: '2026-11-21', estado: 'activo' },
    { _id: 'p5', numero: 5, cliente: { _id: 'cl5', nombre: 'Beto Mora' }, monto: 300000, fecha: '2026-11-20', estado: 'mora' },
    { _id: 'p4', numero: 4, cliente: { _id: 'cl4', nombre: 'Carla Pagada' }, monto: 200000, fecha: '2026-11-19', estado: 'pagado' },
    { _id: 'p3', numero: 3, cliente: { _id: 'cl3', nombre: 'Dora Vencida' }, monto: 100000, fecha: '2026-11-18', estado: 'vencido' },
    { _id: 'p2', numero: 2, cliente: { _id: 'cl2', nombre: 'Eva Cancelada' }, monto: 90000, fecha: '2026-11-17', estado: 'cancelado' },
  ],
  ultimosCobros: [
    {
      _id: 'c2',
      prestamo: { _id: 'p5', numero: 5, cliente: { _id: 'cl5', nombre: 'Beto Mora' } },
      monto: 25000,
      fecha: '2026-11-21',
      cobrador: { _id: 'cob-1', nombre: 'Carlos Cobrador' },
    },
    {
      _id: 'c1',
      prestamo: { _id: 'p6', numero: 6, cliente: { _id: 'cl6', nombre: 'Ana Nueva' } },
      monto: 40000,
      fecha: '2026-11-20',
      cobrador: null,
    },
  ],
};

const aging = { '1-8': 12, '9-15': 5, '16-30': 3, '31+': 1 };

function responder(status: number, cuerpo: unknown): Response {
  return new Response(JSON.stringify(cuerpo), { status, headers: { 'Content-Type': 'application/json' } });
}

type Respuestas = Record<'GET /dashboard/resumen' | 'GET /prestamos/reportes/aging', () => Response>;

/** Answers the two dashboard calls; each can be held back to see the loading state. */
function servir(respuestas: Respuestas) {
  const pendientes: Array<() => void> = [];
  let retener = false;
  const manejadores: Record<string, Manejador> = {};
  for (const [clave, respuesta] of Object.entries(respuestas)) {
    manejadores[clave] = () =>
      retener ? new Promise<Response>((resolver) => pendientes.push(() => resolver(respuesta()))) : respuesta();
  }
  servirApi(manejadores);
  return {
    retener: () => {
      retener = true;
    },
    pendientes: () => pendientes.length,
    soltar: () => pendientes.splice(0).forEach((soltar) => soltar()),
  };
}

const ok = (data: unknown) => () => responder(200, { success: true, data, message: 'OK' });
const tile = (titulo: string) => screen.getByRole('group', { name: titulo });
const tabla = (titulo: string) => within(screen.getByRole('region', { name: titulo }));

describe('DashboardPage', () => {
  beforeEach(() => {
    useToasts.getState().limpiar();
    useDiagnostico.getState().limpiar();
  });

  it("muestra 'Cargando dashboard...' y después las ocho cifras con su formato", async () => {
    const servidor = servir({ 'GET /dashboard/resumen': ok(resumen), 'GET /prestamos/reportes/aging': ok(aging) });
    servidor.retener();
    render(<DashboardPage />);
    expect(screen.getByRole('heading', { name: 'Dashboard Principal' })).toBeInTheDocument();
    expect(screen.getByText('Cargando dashboard...')).toBeInTheDocument();

    await waitFor(() => expect(servidor.pendientes()).toBe(2));
    expect(screen.getByText('Cargando dashboard...')).toBeInTheDocument();
    await act(async () => servidor.soltar());
    expect(await screen.findByRole('group', { name: 'Total Clientes' })).toHaveTextContent('1.234');
    expect(screen.queryByText('Cargando dashboard...')).not.toBeInTheDocument();
    expect(tile('Total Préstamos')).toHaveTextContent('321');
    expect(tile('Monto Prestado')).toHaveTextContent('$ 150.000.000');
    expect(tile('Monto Cobrado')).toHaveTextContent('$ 68.456.789');
    expect(tile('Préstamos Activos')).toHaveTextContent('150');
    expect(tile('Clientes Activos')).toHaveTextContent('1.100');
    expect(tile('Total Cobros')).toHaveTextContent('4.567');
    expect(tile('% Recuperación')).toHaveTextContent('45,6%');
  });

  it("muestra el 'Aging de Mora' por rango de días con su leyenda", async () => {
    servir({ 'GET /dashboard/resumen': ok(resumen), 'GET /prestamos/reportes/aging': ok(aging) });
    render(<DashboardPage />);
    const bloque = within(await screen.findByRole('region', { name: 'Aging de Mora' }));
    expect(bloque.getByText('Cuotas en mora agrupadas por rango de días.')).toBeInTheDocument();
    expect(bloque.getByRole('group', { name: '1 a 8 días' })).toHaveTextContent('12');
    expect(bloque.getByRole('group', { name: '9 a 15 días' })).toHaveTextContent('5');
    expect(bloque.getByRole('group', { name: '16 a 30 días' })).toHaveTextContent('3');
    expect(bloque.getByRole('group', { name: 'Más de 30 días' })).toHaveTextContent('1');
  });

  it("'Últimos Préstamos' y 'Últimos Cobros': cinco filas como las manda el servidor (más recientes primero), 'Sistema' sin cobrador", async () => {
    const seis = { ...resumen, ultimosPrestamos: [...resumen.ultimosPrestamos, { ...resumen.ultimosPrestamos[4], _id: 'p1', cliente: { nombre: 'Sexto' } }] };
    servir({ 'GET /dashboard/resumen': ok(seis), 'GET /prestamos/reportes/aging': ok(aging) });
    render(<DashboardPage />);

    await screen.findByRole('region', { name: 'Últimos Préstamos' });
    const prestamos = tabla('Últimos Préstamos');
    await prestamos.findByText('Ana Nueva');
    const filasPrestamos = prestamos.getAllByRole('row').slice(1);
    expect(filasPrestamos).toHaveLength(5);
    expect(filasPrestamos[0]).toHaveTextContent(/Ana Nueva.*\$ 800\.000.*21\/11\/2026.*Activo/);
    expect(filasPrestamos[1]).toHaveTextContent('Mora');
    expect(prestamos.queryByText('Sexto')).not.toBeInTheDocument();

    const filasCobros = tabla('Últimos Cobros').getAllByRole('row').slice(1);
    expect(filasCobros[0]).toHaveTextContent(/Beto Mora.*\$ 25\.000.*21\/11\/2026.*Carlos Cobrador/);
    expect(filasCobros[1]).toHaveTextContent(/Ana Nueva.*\$ 40\.000.*20\/11\/2026.*Sistema/);
  });

  it('si el aging falla, el resto se muestra igual y el fallo sólo queda en el diagnóstico', async () => {
    servir({
      'GET /dashboard/resumen': ok(resumen),
      'GET /prestamos/reportes/aging': () => responder(500, { success: false, message: 'Fallo interno', code: 'ERROR' }),
    });
    render(<DashboardPage />);
    expect(await screen.findByRole('group', { name: 'Monto Cobrado' })).toHaveTextContent('$ 68.456.789');
    expect(await tabla('Últimos Cobros').findByText('Carlos Cobrador')).toBeInTheDocument();
    const bloque = within(screen.getByRole('region', { name: 'Aging de Mora' }));
    expect(bloque.getByText('Cuotas en mora agrupadas por rango de días.')).toBeInTheDocument();
    expect(bloque.getByRole('group', { name: '1 a 8 días' })).toHaveTextContent('—');

    expect(useToasts.getState().toasts).toHaveLength(0);
    const lineas = useDiagnostico.getState().lineas.map((linea) => linea.texto);
    expect(lineas).toContainEqual(expect.stringContaining('Dashboard: no se pudo cargar el aging de mora'));
  });

  it('si el resumen falla no hay aviso en pantalla: sólo se registra', async () => {
    servir({
      'GET /dashboard/resumen': () => responder(500, { success: false, message: 'Fallo interno', code: 'ERROR' }),
      'GET /prestamos/reportes/aging': ok(aging),
    });
    render(<DashboardPage />);
    expect(await screen.findByRole('group', { name: 'Total Clientes' })).toHaveTextContent('—');
    expect(within(screen.getByRole('region', { name: 'Aging de Mora' })).getByRole('group', { name: '1 a 8 días' })).toHaveTextContent('12');
    expect(useToasts.getState().toasts).toHaveLength(0);
    expect(useDiagnostico.getState().lineas.map((linea) => linea.texto)).toContainEqual(
      expect.stringContaining('Dashboard: no se pudo cargar el resumen (Fallo interno)'),
    );
  });

  it('las cifras del libro y, para quien aprueba, las solicitudes pendientes con enlace a su vista', async () => {
    servir({ 'GET /dashboard/resumen': ok(resumen), 'GET /prestamos/reportes/aging': ok(aging) });
    const { iniciar, cerrar } = useSesion.getState();
    iniciar('x.eyJleHAiOjk5OTk5OTk5OTl9.y', {
      _id: 'u1',
      nombre: 'Gina Gerente',
      email: 'gerente@cartera.local',
      rol: 'gerente',
      estado: 'activo',
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    });
    function Destino() {
      const { pathname, search } = useLocation();
      return <p>{`Destino ${pathname}${search}`}</p>;
    }
    try {
      render(
        <MemoryRouter initialEntries={['/dashboard']}>
          <Routes>
            <Route path="/dashboard" element={<DashboardPage />} />
            <Route path="/prestamos" element={<Destino />} />
          </Routes>
        </MemoryRouter>,
      );
      // The capital still owed goes by the name Reportes › Cartera uses, with what it includes beside it.
      expect(await screen.findByRole('group', { name: 'Capital pendiente' })).toHaveTextContent('$ 81.500.000');
      expect(within(tile('Capital pendiente')).getByRole('img', { name: /^Lo prestado que aún se debe: sólo capital, sin interés ni mora/ })).toBeInTheDocument();
      expect(screen.queryByRole('group', { name: 'Cartera vigente' })).not.toBeInTheDocument();
      // The month's profit is the admin's, not the gerente's.
      expect(screen.queryByRole('group', { name: 'Utilidad del mes' })).not.toBeInTheDocument();
      expect(tile('Condonado')).toHaveTextContent('$ 1.250.000');
      expect(tile('Castigado')).toHaveTextContent('$ 3.000.000');
      expect(tile('Recuperado')).toHaveTextContent('$ 400.000');
      expect(tile('Solicitudes pendientes')).toHaveTextContent('3');
      act(() => screen.getByRole('link', { name: 'Solicitudes pendientes' }).click());
      expect(await screen.findByText('Destino /prestamos?vista=solicitudes')).toBeInTheDocument();
    } finally {
      act(() => cerrar());
    }
  });

  it('para el admin, «Utilidad del mes» del estado de resultados del mes en curso, con su ayuda', async () => {
    const llamadas: URLSearchParams[] = [];
    servirApi({
      'GET /dashboard/resumen': () => responder(200, { success: true, data: resumen, message: 'OK' }),
      'GET /prestamos/reportes/aging': () => responder(200, { success: true, data: aging, message: 'OK' }),
      'GET /contabilidad/estado-resultados': ({ parametros }) => {
        llamadas.push(parametros);
        return { cuerpo: { success: true, message: 'OK', data: { utilidad: 2_345_678 } } };
      },
    });
    const { iniciar, cerrar } = useSesion.getState();
    iniciar('x.eyJleHAiOjk5OTk5OTk5OTl9.y', {
      _id: 'u0',
      nombre: 'Ana Admin',
      email: 'admin@cartera.local',
      rol: 'admin',
      estado: 'activo',
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    });
    try {
      render(
        <MemoryRouter>
          <DashboardPage />
        </MemoryRouter>,
      );
      await waitFor(() => expect(tile('Utilidad del mes')).toHaveTextContent('$ 2.345.678'));
      expect(within(tile('Utilidad del mes')).getByRole('img', { name: /Estado de resultados/ })).toBeInTheDocument();
      const mes = hoyBogota().slice(0, 7);
      expect(llamadas[0]?.get('desde')).toBe(`${mes}-01`);
      expect(llamadas[0]?.get('hasta')).toMatch(new RegExp(`^${mes}-(28|29|30|31)$`));
    } finally {
      act(() => cerrar());
    }
  });
});
