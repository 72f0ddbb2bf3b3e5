import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { hoyBogota, sumarDias, type ReporteFueraDeSitio } from '@cartera/dominio';
import { FueraDeSitio } from './FueraDeSitio';
import { exito, fallo, servirApi } from '../../../packages/plataforma/test/servidorPrueba';

const hoy = hoyBogota();
const reporte: ReporteFueraDeSitio = {
  desde: sumarDias(hoy, -6),
  hasta: hoy,
  distanciaMetros: 300,
  dias: [
    {
      cobrador: { _id: 'cob-1', nombre: 'Carlos Cobrador' },
      fecha: hoy,
      cobros: 12,
      fueraDeSitio: 1,
      sinUbicacion: 3,
      clienteSinCoordenadas: 2,
      detalle: [
        {
          _id: 'co-1',
          prestamo: { _id: 'p-7', numero: 7 },
          cliente: { _id: 'c-1', nombre: 'Rosa Díaz' },
          monto: 20_000,
          createdAt: `${hoy}T23:10:00.000Z`,
          ubicacion: {
            latitud: 4.6666,
            longitud: -74.0621,
            precision: 9,
            distanciaMetros: 2002,
            fueraDeSitio: true,
          },
        },
      ],
    },
  ],
};

const pintar = () =>
  render(
    <MemoryRouter>
      <FueraDeSitio />
    </MemoryRouter>,
  );

describe('FueraDeSitio', () => {
  it('per collector and day: the cobros far from the client with their distance, and those without location', async () => {
    const llamadas = servirApi({ 'GET /caja/fuera-de-sitio': exito(reporte) });
    pintar();
    const tabla = await screen.findByRole('table');
    const fila = (await within(tabla).findByText('Carlos Cobrador')).closest('tr')!;
    const celdas = within(fila);
    expect(celdas.getByText('12')).toBeInTheDocument();
    expect(celdas.getByText('3')).toBeInTheDocument();
    expect(celdas.getByText(/Rosa Díaz/)).toHaveTextContent('a 2,0 km del cliente');
    expect(celdas.getByRole('link', { name: 'préstamo #7' })).toHaveAttribute('href', '/prestamos/p-7/plan');
    expect(celdas.getByRole('link', { name: 'ver en el mapa' })).toHaveAttribute(
      'href',
      expect.stringContaining('mlat=4.6666&mlon=-74.0621'),
    );
    expect(
      screen.getByText(/cobros hechos a más de 300 m de las coordenadas del cliente/),
    ).toBeInTheDocument();
    // The last 7 days by default.
    const [llamada] = llamadas.filter((l) => l.ruta === '/caja/fuera-de-sitio');
    expect(llamada!.parametros.get('desde')).toBe(sumarDias(hoy, -6));
    expect(llamada!.parametros.get('hasta')).toBe(hoy);
  });

  it('says so when nothing was out of place, and shows the API message when it fails', async () => {
    servirApi({ 'GET /caja/fuera-de-sitio': exito({ ...reporte, dias: [] }) });
    const { unmount } = pintar();
    expect(
      await screen.findByText('Ningún cobro fuera de sitio ni sin ubicación en el periodo'),
    ).toBeInTheDocument();
    unmount();
    servirApi({ 'GET /caja/fuera-de-sitio': fallo(400, 'El rango no puede superar 31 días') });
    pintar();
    expect(await screen.findByText('El rango no puede superar 31 días')).toBeInTheDocument();
  });
});
