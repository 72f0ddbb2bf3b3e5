import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { LineaExtractoPago } from '@cartera/dominio';
import { clienteApi } from '@cartera/plataforma';
import { lineaEnSuspenso as linea } from '../../../packages/plataforma/test/datosRecaudo';
import { RecaudosPorAplicar } from './RecaudosPorAplicar';
import { responderConfirmacion } from '../../../packages/plataforma/test/confirmacion';


const consulta = (datos: LineaExtractoPago[]) => ({
  datos,
  cargando: false,
  error: null,
  recargar: () => undefined,
});

describe('Recaudos por aplicar', () => {
  afterEach(() => jest.restoreAllMocks());

  it('«No es nuestro», confirmado, decide la línea una vez y recarga la lista', async () => {
    const aplicar = jest.spyOn(clienteApi, 'post').mockResolvedValue(linea({ estado: 'no_es_nuestro' }));
    const alCambiar = jest.fn();
    render(<RecaudosPorAplicar lineas={consulta([linea({})])} alCambiar={alCambiar} />);
    fireEvent.click(screen.getByRole('button', { name: 'No es nuestro' }));
    expect(await responderConfirmacion('Confirmar')).toContain('como «No es nuestro»?');
    await waitFor(() => expect(alCambiar).toHaveBeenCalledTimes(1));
    expect(aplicar).toHaveBeenCalledWith('/api/pagos/suspenso/{lineaId}/aplicar', {
      ruta: { lineaId: 'l1' },
      cuerpo: { noEsNuestro: true },
      clave: expect.any(String),
    });
  });

  it('una línea que se está aplicando no ofrece otra decisión', () => {
    render(
      <RecaudosPorAplicar
        lineas={consulta([linea({ _id: 'l2', descripcion: 'APLICANDOSE', estado: 'aplicando' })])}
        alCambiar={() => undefined}
      />,
    );
    const fila = screen.getByText('APLICANDOSE').closest('tr') as HTMLElement;
    expect(within(fila).getByText('Aplicándose')).toBeInTheDocument();
    expect(within(fila).queryByRole('button')).toBeNull();
  });
});
