import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '../../../packages/plataforma/test/usuario';
import { useToasts } from '@cartera/plataforma';
import { escucharToasts, exito, fallo } from '../../../packages/plataforma/test/servidorPrueba';
import RutasCobroPage from './RutasCobroPage';
import type { PrestamoRuta, Ruta, RutaCompleta } from '@cartera/dominio';
import { iniciarComo, renderizarEn, servidorDe } from '../../../packages/plataforma/test/pantalla';

const prestamo = (i: number, dias: number): PrestamoRuta => ({
  _id: `p${i}`,
  numero: i,
  estado: 'mora',
  diasVencido: dias,
  saldoPendiente: 100000 * i,
  cliente: { _id: `c${i}`, nombre: `Cliente ${i}`, telefono: `300000000${i}`, direccion: 'Calle 1', barrio: null },
});

/** The card the server sends: summary and top 5, no stops. */
function ruta(id: string, nombre: string, prestamos: PrestamoRuta[]): Ruta {
  const top = prestamos.slice(0, 5);
  return {
    _id: id,
    fecha: '2026-11-23',
    tipo: 'vencidos',
    zona: null,
    cobrador: { _id: `u-${id}`, nombre },
    cantidadClientes: prestamos.length,
    cantidadPrestamos: prestamos.length,
    cantidadVencidos: prestamos.length,
    totalACobrar: prestamos.reduce((s, p) => s + p.saldoPendiente, 0),
    distanciaTotal: prestamos.length * 2.5,
    tiempoEstimado: '3h 30min',
    minutosEstimados: prestamos.length * 30,
    metodoDistancia: 'estimada',
    topPrestamos: top,
    clientesRestantes: prestamos.length - top.length,
    generadaEn: '2026-11-23T12:00:00.000Z',
  };
}

/** GET /rutas/:id: the card plus every stop. */
function completa(id: string, nombre: string, prestamos: PrestamoRuta[]): RutaCompleta {
  return {
    ...ruta(id, nombre, prestamos),
    clientes: prestamos.map((p, i) => ({ ...p.cliente, ciudad: 'Bogotá', orden: i + 1, zona: 'Bogotá', latitud: null, longitud: null, prestamos: [p._id], saldoPendiente: p.saldoPendiente, cuotaDelDia: 5000, diasVencido: p.diasVencido })),
    prestamos: prestamos.map((p) => ({ ...p, cuotaDelDia: 5000 })),
    totalCuotasDelDia: 5000 * prestamos.length,
  };
}

const siete = [prestamo(1, 45), prestamo(2, 20), prestamo(3, 10), prestamo(4, 8), prestamo(5, 5), prestamo(6, 3), prestamo(7, 1)];

const servir = servidorDe({
  'GET /rutas': () => exito([]),
  'GET /cobradores': () => exito({ data: [{ _id: 'u-r1', nombre: 'Carlos Cobrador', rol: 'cobrador', estado: 'activo' }], meta: { total: 1, page: 1, limit: 500, totalPages: 1 } }),
});

const renderizar = () => renderizarEn('/rutas-cobro', <RutasCobroPage />);

// Every toast shown, also those already closed: a success toast lasts 2 s, less than a busy machine takes to get to
// the line that looks for it.
let toasts = escucharToasts();

describe('RutasCobroPage', () => {
  beforeEach(() => {
    useToasts.getState().limpiar();
    toasts.dejar();
    toasts = escucharToasts();
    iniciarComo('admin');
  });

  it("sin rutas muestra el estado vacío; 'Generar Rutas' envía los filtros y pinta las tarjetas", async () => {
    let soltar: () => void = () => undefined;
    const llamadas = servir({
      'POST /rutas/generar': () => new Promise((resolver) => { soltar = () => resolver(exito([ruta('r1', 'Carlos Cobrador', siete)])); }),
    });
    renderizar();
    expect(await screen.findByText('No hay rutas generadas')).toBeInTheDocument();
    expect(screen.getByText("Configure los filtros y haga clic en 'Generar Rutas'")).toBeInTheDocument();
    expect(llamadas.find((l) => l.ruta === '/rutas')?.parametros.get('fecha')).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    await userEvent.click(screen.getByRole('combobox', { name: 'Tipo de ruta' }));
    await userEvent.click(await screen.findByTitle('Por Zona'));
    await userEvent.type(screen.getByRole('textbox', { name: 'Zona (barrio o ciudad)' }), 'Chapinero');
    await userEvent.click(screen.getByRole('button', { name: /Generar Rutas/ }));
    expect(await screen.findByRole('button', { name: /Generando\.\.\./ })).toBeInTheDocument();
    soltar();

    const tarjeta = within(await screen.findByLabelText('Ruta de Carlos Cobrador'));
    const generar = llamadas.find((l) => l.metodo === 'POST');
    expect(generar?.cuerpo).toMatchObject({ tipo: 'zona', zona: 'Chapinero' });
    expect(tarjeta.getByText('$ 2.800.000')).toBeInTheDocument();
    expect(tarjeta.getByText('17.5 km')).toBeInTheDocument();
    expect(tarjeta.getByText('3h 30min')).toBeInTheDocument();
    // Top 5 por días vencidos, con insignias por nivel, y el resto.
    const filas = tarjeta.getAllByRole('row').slice(1);
    expect(filas).toHaveLength(5);
    expect(within(filas[0]!).getByText('45 días').closest('.ant-tag')).toHaveClass('ant-tag-error');
    expect(within(filas[1]!).getByText('20 días').closest('.ant-tag')).toHaveClass('ant-tag-warning');
    expect(within(filas[2]!).getByText('10 días').closest('.ant-tag')).toHaveClass('ant-tag-processing');
    expect(tarjeta.getByText('Y 2 clientes más...')).toBeInTheDocument();
    expect(toasts.mensajes).toContain('1 ruta(s) generada(s)');
    expect(screen.getByRole('button', { name: /Generar Rutas/ })).toBeEnabled();
  });

  it('sin préstamos para los filtros lo dice; un segundo clic mientras genera no manda otro pedido', async () => {
    let soltar: () => void = () => undefined;
    const llamadas = servir({
      'POST /rutas/generar': () => new Promise((resolver) => { soltar = () => resolver(exito([])); }),
    });
    renderizar();
    expect(await screen.findByText('No hay rutas generadas')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Generar Rutas/ }));
    await userEvent.click(await screen.findByRole('button', { name: /Generando\.\.\./ }));
    soltar();
    await waitFor(() =>
      expect(toasts.mensajes).toContain('No hay préstamos para las rutas con estos filtros'),
    );
    expect(llamadas.filter((l) => l.metodo === 'POST')).toHaveLength(1);
  });

  it('muestra las rutas guardadas de la fecha al abrir y exporta texto y PDF con el nombre del servidor', async () => {
    Object.assign(URL, { createObjectURL: () => 'blob:prueba', revokeObjectURL: () => undefined });
    const descargas: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      descargas.push(this.download);
    });
    const archivo = (formato: string) => () =>
      new Response('contenido', {
        headers: { 'Content-Disposition': `attachment; filename="ruta-ana-cobradora-2026-11-23.${formato}"` },
      });
    const llamadas = servir({
      'GET /rutas': () => exito([ruta('r9', 'Ana Cobradora', siete.slice(0, 2))]),
      'GET /rutas/r9/export/txt': archivo('txt'),
      'GET /rutas/r9/export/pdf': archivo('pdf'),
    });
    const pedidos = () => llamadas.filter((l) => l.ruta.includes('/export/')).map((l) => `/api${l.ruta}`);
    try {
      renderizar();
      const tarjeta = within(await screen.findByLabelText('Ruta de Ana Cobradora'));
      expect(tarjeta.queryByText(/clientes más/)).not.toBeInTheDocument();
      await userEvent.click(tarjeta.getByRole('button', { name: 'Exportar ruta de Ana Cobradora' }));
      await waitFor(() => expect(descargas).toEqual(['ruta-ana-cobradora-2026-11-23.txt']));
      await userEvent.click(tarjeta.getByRole('button', { name: 'PDF de la ruta de Ana Cobradora' }));
      await waitFor(() => expect(descargas).toEqual(['ruta-ana-cobradora-2026-11-23.txt', 'ruta-ana-cobradora-2026-11-23.pdf']));
      expect(pedidos()).toEqual(['/api/rutas/r9/export/txt', '/api/rutas/r9/export/pdf']);
    } finally {
      jest.restoreAllMocks();
    }
  });

  it("un error muestra 'Error generando rutas de cobro'; un cobrador no ve el filtro de cobrador", async () => {
    iniciarComo('cobrador');
    servir({ 'POST /rutas/generar': () => fallo(500, '') });
    renderizar();
    await screen.findByText('No hay rutas generadas');
    expect(screen.queryByRole('combobox', { name: 'Cobrador' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Generar Rutas/ }));
    await waitFor(() => expect(toasts.mensajes).toContain('Error generando rutas de cobro'));
  });

  it("'Ver paradas' lee la ruta completa (GET /rutas/:id) y muestra todas las paradas en orden", async () => {
    const llamadas = servir({
      'GET /rutas': () => exito([ruta('r1', 'Carlos Cobrador', siete)]),
      'GET /rutas/r1': () => exito(completa('r1', 'Carlos Cobrador', siete)),
    });
    renderizar();
    const tarjeta = within(await screen.findByLabelText('Ruta de Carlos Cobrador'));
    // La tarjeta no pide el detalle.
    expect(llamadas.some((l) => l.ruta === '/rutas/r1')).toBe(false);
    await userEvent.click(tarjeta.getByRole('button', { name: 'Ver paradas de Carlos Cobrador' }));
    const tabla = within(await screen.findByRole('table', { name: 'Paradas de la ruta' }));
    const filas = tabla.getAllByRole('row').slice(1);
    expect(filas).toHaveLength(7);
    expect(within(filas[6]!).getByText('Cliente 7')).toBeInTheDocument();
    // El teléfono en 3-3-4 (§5), y se marca desde el celular.
    expect(within(filas[6]!).getByRole('link', { name: '300-000-0007' })).toHaveAttribute('href', 'tel:3000000007');
    expect(screen.getByText(/7 paradas · 7 préstamos · Cuotas del día: \$ 35\.000/)).toBeInTheDocument();
    expect(llamadas.filter((l) => l.ruta === '/rutas/r1')).toHaveLength(1);
  });
});
