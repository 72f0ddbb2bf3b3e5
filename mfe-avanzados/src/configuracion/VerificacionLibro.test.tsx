import { act, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '../../../packages/plataforma/test/usuario';
import type { VerificacionContable } from '@cartera/dominio';
import { useToasts } from '@cartera/plataforma';
import { exito, servirApi } from '../../../packages/plataforma/test/servidorPrueba';
import { VerificacionLibro } from './VerificacionLibro';
import { iniciarComo, mensajesToast } from '../../../packages/plataforma/test/pantalla';

const limpia: VerificacionContable = {
  fecha: '2026-11-25T07:00:00.000Z',
  prestamosRevisados: 1250,
  duracionMs: 3400,
  cantidadDescuadres: 0,
  descuadres: [],
};
const conDescuadre: VerificacionContable = {
  fecha: '2026-11-26T15:30:00.000Z',
  prestamosRevisados: 1251,
  duracionMs: 3500,
  cantidadDescuadres: 1,
  descuadres: [
    {
      prestamo: { _id: 'p7', numero: 7 },
      regla: 'saldo',
      esperado: 120000,
      encontrado: 110000,
      detalle: 'El saldo guardado no es el del libro',
    },
  ],
};

describe('VerificacionLibro', () => {
  afterEach(() => useToasts.getState().limpiar());

  it('muestra la última verificación y «Verificar ahora» trae la nueva con sus descuadres', async () => {
    iniciarComo('admin');
    const llamadas = servirApi({
      'GET /contabilidad/verificacion': () => exito(limpia),
      'POST /contabilidad/verificacion': () => ({
        cuerpo: { success: true, data: conDescuadre, message: 'Verificación terminada: 1 descuadre' },
      }),
    });
    render(<VerificacionLibro />);
    const tarjeta = await screen.findByRole('region', { name: 'Verificación del libro' });
    expect(await within(tarjeta).findByText('1.250')).toBeInTheDocument();
    expect(
      within(tarjeta).getByText('Sin descuadres: cada préstamo y la caja cuadran con su libro.'),
    ).toBeInTheDocument();

    await userEvent.click(within(tarjeta).getByText('Verificar ahora'));
    expect(await within(tarjeta).findByText('1 descuadre')).toBeInTheDocument();
    expect(within(tarjeta).getByText('N.º 7')).toBeInTheDocument();
    expect(within(tarjeta).getByText('El saldo guardado no es el del libro')).toBeInTheDocument();
    await waitFor(() =>
      expect(mensajesToast()).toContain(
        'Verificación terminada: 1 descuadre',
      ),
    );
    expect(llamadas.filter((l) => l.metodo === 'POST')).toHaveLength(1);
  });

  it('con más descuadres de los que trae con detalle, dice cuántos son y que muestra los primeros', async () => {
    iniciarComo('admin');
    servirApi({
      'GET /contabilidad/verificacion': () => exito({ ...conDescuadre, cantidadDescuadres: 1_250_431 }),
    });
    render(<VerificacionLibro />);
    const tarjeta = await screen.findByRole('region', { name: 'Verificación del libro' });
    expect(await within(tarjeta).findByText('1.250.431 descuadres')).toBeInTheDocument();
    expect(within(tarjeta).getByText('Se muestran los primeros 1.')).toBeInTheDocument();
  });

  it('cada banco con sus dos lados: el que no tiene extractos lo dice', async () => {
    iniciarComo('admin');
    servirApi({
      'GET /contabilidad/verificacion': () =>
        exito({
          ...limpia,
          bancos: [
            { codigo: '111005', nombre: 'Bancos', extracto: null, sinExtracto: 0, mayor: 0, diferencia: 0 },
            {
              codigo: '11100501',
              nombre: 'Bancolombia ahorros',
              extracto: 8000,
              sinExtracto: 0,
              mayor: 58000,
              diferencia: 50000,
            },
          ],
        }),
    });
    render(<VerificacionLibro />);
    const bancos = await screen.findByRole('table', { name: 'Bancos' });
    const fila = (texto: string) => within(bancos).getByText(texto).closest('tr') as HTMLElement;
    expect(within(fila('111005 Bancos')).getByText('Sin extractos')).toBeInTheDocument();
    // La diferencia: 58.000 en el mayor contra 8.000 del extracto.
    expect(within(fila('11100501 Bancolombia ahorros')).getByText(/50\.000/)).toBeInTheDocument();
  });

  // Es de la organización (docs/decisiones/caja-por-oficina-custodia.md): la API responde 403 a los demás.
  it.each(['gerente', 'cobrador'] as const)('un %s no la ve ni la pide', async (rol) => {
    iniciarComo(rol);
    const llamadas = servirApi({});
    const { container } = render(<VerificacionLibro />);
    await act(async () => {
      await new Promise((resolver) => setTimeout(resolver, 20));
    });
    expect(container).toBeEmptyDOMElement();
    expect(llamadas).toHaveLength(0);
  });
});
