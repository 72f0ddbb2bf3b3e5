import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '../../../packages/plataforma/test/usuario';
import { capturarDescargas } from '../../../packages/plataforma/test/descargas';
import { hoyBogota, sumarDias } from '@cartera/dominio';
import { MemoryRouter } from 'react-router-dom';
import ReportesPage, { formatearPorcentaje } from './ReportesPage';
import {
  crearServidor,
  iniciarSesionComo,
  ok,
  prepararCadaPrueba,
  type Llamada,
  type Manejador,
} from '../prestamos/pruebas/servidor';
import { boton } from '../prestamos/pruebas/consultas';
import { buscarTambienOcultos } from '../../../packages/plataforma/test/ocultos';

buscarTambienOcultos();

const hoy = hoyBogota();
const desde = sumarDias(hoy, -29);
const meta = (total: number) => ({ meta: { total, page: 1, limit: 20, totalPages: Math.ceil(total / 20) } });

const general = {
  tipo: 'general',
  filtros: { desde, hasta: hoy, cobradorId: null, hoy },
  resumen: {
    // 380.000 disbursed, 430.000 annulled: the API's net «prestado» is negative.
    montoPrestado: -50000,
    montoAnulado: 430000,
    montoCobrado: 103000,
    porcentajeRecuperacion: 27.1,
    clientesNuevos: 3,
    prestamosNuevos: 5,
    totalCobros: 4,
    cobradoPorCobrador: [{ cobradorId: 'k1', cobrador: 'Carlos Cobrador', cantidad: 2, monto: 35000 }],
  },
  graficos: {
    cobradoPorDia: [{ fecha: hoy, monto: 103000, cantidad: 4 }],
    prestamosPorEstado: [{ estado: 'activo', etiqueta: 'Activo', cantidad: 5, monto: 380000 }],
  },
  filas: [{ _id: hoy, fecha: hoy, prestamos: 5, prestado: -50000, anulado: 430000, cobros: 4, cobrado: 103000 }],
};
const morosos = {
  tipo: 'morosos',
  filtros: { desde, hasta: hoy, cobradorId: null, hoy },
  resumen: {
    cantidad: 1,
    saldoEnMora: 55000,
    cuotasVencidas: 10,
    saldoCartera: 200000,
    par30: 27.5,
    par90: 12.25,
    saldoPar30: 55000,
    saldoPar90: 24500,
  },
  graficos: { aging: [{ clave: '31+', etiqueta: 'Más de 30 días', cuotas: 10, prestamos: 1, saldo: 55000 }] },
  filas: [
    {
      _id: 'p1',
      numero: 7,
      cliente: 'María Gómez',
      telefono: '3001234567',
      cobrador: 'Carlos Cobrador',
      estado: 'mora',
      diasAtraso: 95,
      cuotasVencidas: 10,
      saldoPendiente: 55000,
    },
  ],
};

/** A collections report (GET reportes/cobros) of the last 30 days with this summary, without rows or charts. */
const reporteCobros = (resumen: Record<string, unknown>) => ({
  tipo: 'cobros',
  filtros: { desde, hasta: hoy, cobradorId: null, hoy },
  resumen: { porOrigen: [], porCobrador: [], ...resumen },
  graficos: {},
  filas: [],
});

/** The general report (the tab that opens) with no collectors to filter by, and what the test adds. */
function servidorGeneral(extra: Record<string, Manejador> = {}) {
  return crearServidor({
    'GET /reportes/general': ok(general, meta(1)),
    'GET /cobradores': ok({ data: [], meta: { total: 0, page: 1, limit: 500, totalPages: 0 } }),
    ...extra,
  });
}

function servidor() {
  return servidorGeneral({
    'GET /reportes/morosos': ok(morosos, meta(1)),
    'GET /cobradores': ok({
      data: [{ _id: 'k1', nombre: 'Carlos Cobrador' }],
      meta: { total: 1, page: 1, limit: 500, totalPages: 1 },
    }),
    'GET /reportes/general/export/csv': {
      binario: '\ufeffReporte general\r\n',
      headers: { 'Content-Disposition': `attachment; filename="reporte-general-${desde}-a-${hoy}.csv"` },
    },
  });
}

/** The page, once the general report's figures are on screen. */
async function abrir() {
  render(
    <MemoryRouter>
      <ReportesPage />
    </MemoryRouter>,
  );
  await screen.findByText('27,1 %');
}

describe('ReportesPage', () => {
  prepararCadaPrueba();

  it('pide los últimos 30 días con 20 filas y muestra cifras, recuperación con un decimal y gráficos', async () => {
    const s = servidor();
    await abrir();
    const pedido = s.de('GET /reportes/general')[0] as Llamada;
    expect(Object.fromEntries(pedido.parametros)).toEqual({ page: '1', limit: '20', desde, hasta: hoy });
    expect(await screen.findByText('Cobrado por día')).toBeInTheDocument();
    expect(screen.getByText('Préstamos por su estado de hoy')).toBeInTheDocument();
    expect(screen.getByLabelText('Cobrador')).toBeInTheDocument();
    // El filtro de cobrador trae también los inactivos: el rango puede tener lo que hicieron antes.
    const cobradores = s.de('GET /cobradores')[0] as Llamada;
    expect(Object.fromEntries(cobradores.parametros)).toEqual({ page: '1', limit: '500', sort: 'nombre_asc' });
    // Una sola consulta al abrir (los filtros iniciales no disparan una segunda).
    expect(s.de('GET /reportes/general')).toHaveLength(1);
    // Nunca un «Prestado» negativo: lo desembolsado, y las anulaciones en su propia línea.
    const cifras = within(screen.getByRole('list', { name: 'Cifras del reporte' }));
    expect(cifras.getByRole('listitem', { name: 'Prestado' })).toHaveTextContent('$ 380.000');
    expect(cifras.getByRole('listitem', { name: 'Anulados' })).toHaveTextContent('$ 430.000');
    const dia = await waitFor(() => {
      const fila = document.querySelector(`tr[data-row-key="${hoy}"]`);
      if (!(fila instanceof HTMLElement)) throw new Error('sin la fila de hoy');
      return fila;
    });
    expect(dia).toHaveTextContent('$ 380.000');
    expect(dia).toHaveTextContent('$ 430.000');
    expect(screen.queryByText(/-\s?\$/)).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Morosos' }));
    expect(await screen.findByText('María Gómez')).toBeInTheDocument();
    expect(screen.getByText('27,5 %')).toBeInTheDocument();
    expect(screen.getByText('12,3 %')).toBeInTheDocument();
    expect(await screen.findByText('Aging de mora')).toBeInTheDocument();
  });

  it('al cambiar de reporte con los mismos filtros no dibuja, ni por un momento, las filas guardadas del otro', async () => {
    let responderMorosos: () => void = () => undefined;
    const morososRetenido = new Promise<void>((resolver) => {
      responderMorosos = resolver;
    });
    const s = servidorGeneral({
      'GET /reportes/morosos': async () => {
        await morososRetenido;
        return ok(morosos, meta(1));
      },
    });
    await abrir();

    await userEvent.click(screen.getByRole('tab', { name: 'Morosos' }));
    const panel = await screen.findByRole('region', { name: 'Reporte Morosos' });
    await waitFor(() => expect(s.de('GET /reportes/morosos')).toHaveLength(1));
    // The general report's last page is kept, but under its own name: the debtors' table waits for its own rows.
    expect(panel.querySelectorAll('.ant-table-row')).toHaveLength(0);

    responderMorosos();
    expect(await screen.findByText('María Gómez')).toBeInTheDocument();
    expect(screen.getByText('300-123-4567')).toBeInTheDocument();
  });

  it('exporta el reporte mostrado con su nombre y esconde el filtro de cobrador a un cobrador', async () => {
    iniciarSesionComo('cobrador');
    const s = servidor();
    const descargas = capturarDescargas();
    await abrir();
    expect(screen.queryByLabelText('Cobrador')).toBeNull();
    // The portfolio report is the whole organisation's: not for a cobrador.
    expect(screen.queryByRole('tab', { name: 'Cartera' })).toBeNull();
    expect(s.de('GET /cobradores')).toHaveLength(0);
    await userEvent.click(boton(document.body, /Exportar CSV/));
    await waitFor(() => expect(descargas).toEqual([`reporte-general-${desde}-a-${hoy}.csv`]));
    const pedido = s.de('GET /reportes/general/export/csv')[0] as Llamada;
    expect(Object.fromEntries(pedido.parametros)).toEqual({ desde, hasta: hoy });
  });

  it('Cartera: al corte de hoy, cifras del libro por cobrador con su total; exporta con la fecha de corte', async () => {
    iniciarSesionComo('gerente');
    const mora = { '1-8': 20000, '9-15': 0, '16-30': 15000, '31+': 55000 };
    const cartera = {
      fecha: hoy,
      totales: { prestamos: 3, capitalPendiente: 500000, interesPendiente: 50000, mora, castigado: 60000 },
      porCobrador: [
        { cobrador: { _id: 'k1', nombre: 'Carlos Cobrador' }, prestamos: 2, capitalPendiente: 400000, interesPendiente: 40000, mora, castigado: 60000 },
        { cobrador: null, prestamos: 1, capitalPendiente: 100000, interesPendiente: 10000, mora: { '1-8': 0, '9-15': 0, '16-30': 0, '31+': 0 }, castigado: 0 },
      ],
    };
    const s = servidorGeneral({
      'GET /reportes/cartera': ok(cartera),
      'GET /reportes/cartera/export/xlsx': {
        binario: 'xlsx',
        headers: { 'Content-Disposition': `attachment; filename="reporte-cartera-${hoy}.xlsx"` },
      },
    });
    const descargas = capturarDescargas();
    await abrir();
    await userEvent.click(screen.getByRole('tab', { name: 'Cartera' }));
    const panel = await screen.findByRole('region', { name: 'Reporte Cartera' });
    expect(await within(panel).findByText('Sin cobrador')).toBeInTheDocument();
    expect(Object.fromEntries((s.de('GET /reportes/cartera')[0] as Llamada).parametros)).toEqual({ fecha: hoy });
    expect(within(panel).getByRole('group', { name: 'Capital pendiente' })).toHaveTextContent('$ 500.000');
    // The same name as the dashboard's figure, with what it includes.
    expect(
      within(within(panel).getByRole('group', { name: 'Capital pendiente' })).getByRole('img', {
        name: /^Lo prestado que aún se debe: sólo capital, sin interés ni mora/,
      }),
    ).toBeInTheDocument();
    expect(
      within(within(panel).getByRole('group', { name: 'Interés pendiente' })).getByRole('img', { name: /sin la mora/ }),
    ).toBeInTheDocument();
    expect(within(panel).getByRole('group', { name: 'Mora Más de 30 días' })).toHaveTextContent('$ 55.000');
    expect(within(panel).getByRole('group', { name: 'Castigado' })).toHaveTextContent('$ 60.000');
    const total = panel.querySelector('tr[data-row-key="total"]');
    expect(total).toHaveTextContent('Total');
    expect(total).toHaveTextContent('$ 500.000');
    expect(panel.querySelector('tr[data-row-key="k1"]')).toHaveTextContent('Carlos Cobrador');
    // The range and collector filters belong to the other reports.
    for (const campo of screen.getAllByLabelText('Rango de fechas')) expect(campo).not.toBeVisible();

    await userEvent.click(boton(panel, /Exportar XLSX/));
    await waitFor(() => expect(descargas).toEqual([`reporte-cartera-${hoy}.xlsx`]));
    expect(Object.fromEntries((s.de('GET /reportes/cartera/export/xlsx')[0] as Llamada).parametros)).toEqual({ fecha: hoy });
  });

  it('Cobros: las promesas de pago por cobrador (Mi Ruta) del rango, cumplidas e incumplidas', async () => {
    const s = servidorGeneral({
      'GET /reportes/cobros': ok(reporteCobros({ cantidad: 0, total: 0 }), meta(0)),
      'GET /gestiones/promesas': ok([
        {
          cobrador: { _id: 'k1', nombre: 'Carlos Cobrador' },
          promesas: 4,
          cumplidas: 2,
          incumplidas: 1,
          pendientes: 1,
          montoPrometido: 120000,
        },
      ]),
    });
    await abrir();
    await userEvent.click(screen.getByRole('tab', { name: 'Cobros' }));
    const promesas = await screen.findByRole('list', { name: 'Promesas de pago por cobrador' });
    expect(promesas).toHaveTextContent('Carlos Cobrador: 2 cumplidas, 1 incumplidas, 1 pendientes ($ 120.000 prometidos)');
    const pedido = s.de('GET /gestiones/promesas')[0] as Llamada;
    expect(Object.fromEntries(pedido.parametros)).toEqual({ desde, hasta: hoy });
  });

  it('Cobros con una recuperación: lo cobrado sin ella, lo recibido con ella y la recuperación en su línea', async () => {
    const cobros = reporteCobros({
      cantidad: 1,
      total: 50000,
      recuperaciones: 1,
      recuperado: 20000,
      totalRecibido: 70000,
      porOrigen: [
        { origen: 'cobro', etiqueta: 'Cobro', cantidad: 1, monto: 50000 },
        { origen: 'recuperacion', etiqueta: 'Recuperación', cantidad: 1, monto: 20000 },
      ],
    });
    servidorGeneral({ 'GET /reportes/cobros': ok(cobros, meta(2)), 'GET /gestiones/promesas': ok([]) });
    await abrir();
    await userEvent.click(screen.getByRole('tab', { name: 'Cobros' }));
    const cifras = await screen.findByRole('listitem', { name: 'Total recibido' });
    expect(cifras).toHaveTextContent('$ 70.000');
    expect(screen.getByRole('listitem', { name: 'Total cobrado' })).toHaveTextContent('$ 50.000');
    expect(screen.getByRole('listitem', { name: 'Recuperación' })).toHaveTextContent('$ 20.000');
  });

  it('porcentaje con un decimal y coma', () => {
    expect(formatearPorcentaje(27.14)).toBe('27,1 %');
    expect(formatearPorcentaje(0)).toBe('0,0 %');
  });
});
