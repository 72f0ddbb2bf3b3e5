import { render, screen, waitFor } from '@testing-library/react';
import { destinoCuentaPago } from '@cartera/dominio';
import { useDiagnostico } from '@cartera/plataforma';
import { exito, fallo, servirApi } from '../../../packages/plataforma/test/servidorPrueba';
import { ReferenciaPagoPrestamo } from './ReferenciaPagoPrestamo';

const QR = 'data:image/png;base64,iVBORw0KGgo=';
const CUENTA = { _id: 'cta-1', tipo: 'nequi', nombre: 'Nequi oficina', identificador: '3001234567' } as const;

describe('ReferenciaPagoPrestamo', () => {
  it('la página del préstamo muestra su referencia de pago, la cuenta y el QR del recibo', async () => {
    servirApi({
      'GET /prestamos/p7/referencia-pago': exito({
        referencia: '00073',
        cuenta: CUENTA,
        llave: '3001234567',
        qr: QR,
        payload: '000201',
      }),
    });
    render(<ReferenciaPagoPrestamo prestamoId="p7" numero={7} />);
    const region = await screen.findByRole('region', { name: 'Pago por transferencia' });
    expect(region).toHaveTextContent('Referencia de pago: 00073');
    // The account in the words of the collector's receipt (one rule for both).
    expect(region).toHaveTextContent(`Pague por transferencia a ${destinoCuentaPago(CUENTA)}`);
    expect(screen.getByRole('img', { name: 'QR para pagar el préstamo #7' })).toHaveAttribute('src', QR);
  });

  it('sin cuentas de recaudo, la referencia y qué falta; sin QR', async () => {
    servirApi({
      'GET /prestamos/p7/referencia-pago': exito({ referencia: '00073', cuenta: null, llave: null, qr: null, payload: null }),
    });
    render(<ReferenciaPagoPrestamo prestamoId="p7" numero={7} />);
    const region = await screen.findByRole('region', { name: 'Pago por transferencia' });
    expect(region).toHaveTextContent('Referencia de pago: 00073');
    expect(region).toHaveTextContent('No hay cuentas de recaudo activas');
    expect(screen.queryByRole('img', { name: /QR/ })).not.toBeInTheDocument();
  });

  it('si no se puede leer, no ocupa la página: queda en el diagnóstico', async () => {
    useDiagnostico.getState().limpiar();
    servirApi({ 'GET /prestamos/p7/referencia-pago': fallo(500, 'Error interno del servidor') });
    render(<ReferenciaPagoPrestamo prestamoId="p7" numero={7} />);
    await waitFor(() =>
      expect(useDiagnostico.getState().lineas.map((l) => l.texto)).toContain('Referencia de pago: Error interno del servidor'),
    );
    expect(screen.queryByRole('region', { name: 'Pago por transferencia' })).not.toBeInTheDocument();
  });
});
