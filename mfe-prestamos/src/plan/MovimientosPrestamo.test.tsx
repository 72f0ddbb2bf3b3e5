import { render, screen, waitFor, within } from '@testing-library/react';
import { formatearFechaHora, type MovimientoPrestamo, type ReciboMovimiento } from '@cartera/dominio';
import { userEvent } from '../../../packages/plataforma/test/usuario';
import { crearServidor, fallo, ok, prepararCadaPrueba } from '../prestamos/pruebas/servidor';
import { MENSAJES_LIBRO } from '../prestamos/mensajes';
import { MovimientosPrestamo } from './MovimientosPrestamo';
import { buscarTambienOcultos } from '../../../packages/plataforma/test/ocultos';

buscarTambienOcultos();

const ENCOLADO = '2026-11-20T15:00:00.000Z';
const ENVIADO = '2026-11-20T15:00:04.000Z';

function movimiento(
  _id: string,
  tipo: MovimientoPrestamo['tipo'],
  recibo: ReciboMovimiento | null,
  monto = 10_000,
  cambios: Partial<MovimientoPrestamo> = {},
): MovimientoPrestamo {
  return {
    _id,
    tipo,
    fecha: '2026-11-20',
    monto,
    capital: monto,
    interes: 0,
    explicacion: null,
    mora: 0,
    efectivo: tipo === 'reversion' ? -monto : monto,
    saldoDespues: 30_000,
    motivo: null,
    cobro: tipo === 'desembolso' ? null : `cobro-${_id}`,
    ubicacion: null,
    asientoContable: null,
    recibo,
    registradoPor: { _id: 'u1', nombre: 'Ana Admin' },
    createdAt: ENCOLADO,
    ...cambios,
  };
}

const recibo = (datos: Partial<ReciboMovimiento>): ReciboMovimiento => ({
  tipo: 'recibo',
  estado: 'enviado',
  canal: 'whatsapp',
  encoladoEn: ENCOLADO,
  enviadoEn: ENVIADO,
  ...datos,
});

const fila = (id: string): HTMLElement => {
  const elemento = document.querySelector(`tr[data-row-key="${id}"]`);
  if (!(elemento instanceof HTMLElement)) throw new Error(`No hay fila para el movimiento ${id}`);
  return elemento;
};

describe('MovimientosPrestamo', () => {
  prepararCadaPrueba();

  it('cada cobro dice si salió su recibo (estado, canal y hora), «Sin recibo» si no, y la corrección de un cobro anulado', async () => {
    crearServidor({
      'GET /prestamos/p1/movimientos': ok([
        movimiento('desembolso', 'desembolso', null, 40_000),
        movimiento('con-recibo', 'cobro', recibo({})),
        movimiento('sin-recibo', 'cobro', null),
        movimiento('editado', 'cobro', recibo({ tipo: 'correccion', estado: 'pendiente', enviadoEn: null })),
        movimiento('anulado', 'reversion', recibo({ tipo: 'correccion', estado: 'fallido', canal: 'sms' })),
        movimiento('revertido', 'reversion', null),
      ]),
    });
    render(<MovimientosPrestamo prestamoId="p1" version={0} />);
    await waitFor(() => expect(document.querySelectorAll('tr[data-row-key]')).toHaveLength(6));

    const enviado = within(fila('con-recibo')).getByLabelText(/^Recibo enviado\./);
    expect(enviado).toHaveTextContent('Recibo enviado');
    expect(enviado).toHaveAccessibleName(
      `Recibo enviado. Por WhatsApp · enviado el ${formatearFechaHora(ENVIADO)}`,
    );
    expect(within(fila('sin-recibo')).getByText('Sin recibo')).toBeInTheDocument();
    expect(within(fila('editado')).getByLabelText(/^Corrección pendiente\./)).toHaveAccessibleName(
      `Corrección pendiente. Por WhatsApp · en cola desde el ${formatearFechaHora(ENCOLADO)}`,
    );
    expect(within(fila('anulado')).getByText('Corrección fallida')).toBeInTheDocument();
    // Neither the disbursement nor a reversion without a correction is a receipt.
    for (const id of ['desembolso', 'revertido']) {
      expect(fila(id)).not.toHaveTextContent(/recibo|Corrección/i);
    }

    // The tooltip tells the channel and the time.
    await userEvent.hover(within(fila('con-recibo')).getByText('Recibo enviado'));
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      `Por WhatsApp · enviado el ${formatearFechaHora(ENVIADO)}`,
    );
  });
  it('lo que el contrato y los libros cuentan distinto sale en palabras bajo el tipo', async () => {
    const texto = 'Interés adelantado: de $ 110.000 pactados, el cliente recibió $ 100.000 y $ 10.000 de interés se retuvieron al desembolsar.';
    crearServidor({
      'GET /prestamos/p1/movimientos': ok([
        movimiento('desembolso', 'desembolso', null, 110_000, { explicacion: texto }),
        movimiento('cobro', 'cobro', null),
      ]),
    });
    render(<MovimientosPrestamo prestamoId="p1" version={0} />);
    await waitFor(() => expect(document.querySelectorAll('tr[data-row-key]')).toHaveLength(2));
    expect(within(fila('desembolso')).getByText(texto)).toBeInTheDocument();
    expect(within(fila('cobro')).queryByText(/Interés adelantado/)).toBeNull();
  });

  it('un cobro hecho lejos del cliente lleva la marca «Fuera de sitio» y la mora de cada asiento tiene su columna', async () => {
    const lejos = {
      latitud: 4.7,
      longitud: -74.06,
      precision: 12,
      distanciaMetros: 2_400,
      fueraDeSitio: true,
    };
    const cerca = { latitud: 4.65, longitud: -74.06, precision: 8, distanciaMetros: 40, fueraDeSitio: false };
    crearServidor({
      'GET /prestamos/p1/movimientos': ok([
        movimiento('causada', 'mora', null, 0, { mora: 1_534, efectivo: 0, cobro: null }),
        movimiento('lejos', 'cobro', null, 10_000, { ubicacion: lejos, mora: 1_534, efectivo: 11_534 }),
        movimiento('cerca', 'cobro', null, 10_000, { ubicacion: cerca }),
        movimiento('sin-ubicacion', 'cobro', null),
      ]),
    });
    render(<MovimientosPrestamo prestamoId="p1" version={0} />);
    await waitFor(() => expect(document.querySelectorAll('tr[data-row-key]')).toHaveLength(4));

    expect(fila('lejos')).toHaveTextContent('Fuera de sitio: a 2,4 km del cliente');
    for (const id of ['cerca', 'sin-ubicacion', 'causada'])
      expect(fila(id)).not.toHaveTextContent('Fuera de sitio');
    expect(fila('causada')).toHaveTextContent('Interés de mora');
    expect(fila('causada')).toHaveTextContent('$ 1.534');
    expect(fila('lejos')).toHaveTextContent('$ 1.534');
  });

  it('si el libro no se puede leer lo dice con las palabras del servidor, y sin ellas con las suyas', async () => {
    crearServidor({ 'GET /prestamos/p1/movimientos': fallo(500, 'La base de datos no responde') });
    const { unmount } = render(<MovimientosPrestamo prestamoId="p1" version={0} />);
    expect(await screen.findByText('La base de datos no responde')).toBeInTheDocument();
    unmount();

    crearServidor({ 'GET /prestamos/p1/movimientos': fallo(500, '') });
    render(<MovimientosPrestamo prestamoId="p1" version={1} />);
    expect(await screen.findByText(MENSAJES_LIBRO.errorMovimientos)).toBeInTheDocument();
  });
});
