import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { hoyBogota, type PrestamoSobreUsura } from '@cartera/dominio';
import { userEvent } from '../../../packages/plataforma/test/usuario';
import { capturarDescargas } from '../../../packages/plataforma/test/descargas';
import ReportesPage from './ReportesPage';
import { crearServidor, fallo, iniciarSesionComo, ok, prepararCadaPrueba } from '../prestamos/pruebas/servidor';
import { boton } from '../prestamos/pruebas/consultas';
import { buscarTambienOcultos } from '../../../packages/plataforma/test/ocultos';

buscarTambienOcultos();

const hoy = hoyBogota();
const fila: PrestamoSobreUsura = {
  prestamo: 'p7',
  numero: 7,
  cliente: 'María Gómez',
  fecha: '2026-11-02',
  tipoCredito: 'consumo_ordinario',
  interes: 20,
  cuotas: 30,
  tasaEfectivaAnual: 3384.88,
  tasaUsura: { tasa: 25.62, desde: '2026-11-01', hasta: '2026-11-30' },
  saldoPendiente: 180000,
};
const general = {
  tipo: 'general',
  filtros: { desde: hoy, hasta: hoy, cobradorId: null, hoy },
  resumen: { montoPrestado: 0, montoCobrado: 0, porcentajeRecuperacion: 0, cobradoPorCobrador: [] },
  graficos: { cobradoPorDia: [], prestamosPorEstado: [] },
  filas: [],
};
const comunes = {
  'GET /reportes/general': ok(general, { meta: { total: 0, page: 1, limit: 20, totalPages: 0 } }),
  'GET /cobradores': ok({ data: [], meta: { total: 0, page: 1, limit: 500, totalPages: 0 } }),
};

function pintar() {
  return render(
    <MemoryRouter>
      <ReportesPage />
    </MemoryRouter>,
  );
}

const abrirUsura = async () => {
  await userEvent.click(await screen.findByRole('tab', { name: 'Usura' }));
  return screen.findByRole('region', { name: 'Préstamos sobre la tasa de usura' });
};

describe('Reporte de préstamos sobre la tasa de usura', () => {
  prepararCadaPrueba();

  it('lista los préstamos abiertos sobre la tasa de su tipo y fecha, con las dos tasas, y exporta el CSV', async () => {
    iniciarSesionComo('gerente');
    const s = crearServidor({
      ...comunes,
      'GET /reportes/usura': ok([fila]),
      'GET /reportes/usura/export/csv': {
        binario: '\ufeffPréstamo;Cliente\r\n',
        headers: { 'Content-Disposition': `attachment; filename="prestamos-sobre-usura-${hoy}.csv"` },
      },
    });
    const descargas = capturarDescargas();
    pintar();
    const panel = await abrirUsura();
    const renglon = (await within(panel).findByText('María Gómez')).closest('tr') as HTMLElement;
    expect(within(renglon).getByRole('link', { name: '#7' })).toHaveAttribute('href', '/prestamos/p7/plan');
    expect(renglon).toHaveTextContent('Consumo y ordinario');
    expect(renglon).toHaveTextContent('3.384,88% EA');
    expect(renglon).toHaveTextContent('25,62% EA');
    expect(renglon).toHaveTextContent('01/11/2026 – 30/11/2026');
    expect(renglon).toHaveTextContent('$ 180.000');
    expect(within(panel).getByRole('group', { name: 'Préstamos sobre la tasa de usura' })).toHaveTextContent(
      '1',
    );
    expect(within(panel).getByRole('group', { name: 'Saldo pendiente' })).toHaveTextContent('$ 180.000');
    // The range and collector filters belong to the other reports.
    for (const campo of screen.getAllByLabelText('Rango de fechas')) expect(campo).not.toBeVisible();

    await userEvent.click(boton(panel, /Exportar CSV/));
    await waitFor(() => expect(descargas).toEqual([`prestamos-sobre-usura-${hoy}.csv`]));
    expect(s.de('GET /reportes/usura/export/csv')).toHaveLength(1);
  });

  it('sin préstamos sobre la tasa lo dice; un error del servidor se muestra en el panel', async () => {
    const vacio = crearServidor({ ...comunes, 'GET /reportes/usura': ok([]) });
    const { unmount } = pintar();
    const panel = await abrirUsura();
    expect(
      await within(panel).findByText('Ningún préstamo abierto supera la tasa de usura'),
    ).toBeInTheDocument();
    unmount();
    vacio.restaurar();

    crearServidor({ ...comunes, 'GET /reportes/usura': fallo(500, 'La base de datos no responde') });
    pintar();
    const otro = await abrirUsura();
    expect(await within(otro).findByText('La base de datos no responde')).toBeInTheDocument();
  });

  it('un cobrador no ve el reporte de usura', async () => {
    iniciarSesionComo('cobrador');
    crearServidor(comunes);
    pintar();
    await screen.findByRole('tab', { name: 'General' });
    expect(screen.queryByRole('tab', { name: 'Usura' })).not.toBeInTheDocument();
  });
});
