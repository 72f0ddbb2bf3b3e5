import { render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '../../test/usuario';
import { useToasts } from '../toasts';
import { descargarArchivo, type ArchivoDescargado } from '../descargas';
import { fallo, servirApi } from '../../test/servidorPrueba';
import { BotonesExporte, type FormatoExporte } from './BotonesExporte';

const descargar = (formato: FormatoExporte) =>
  descargarArchivo(`frutas/exporte`, `frutas.${formato}`, { formato });

describe('BotonesExporte', () => {
  let descargas: string[];
  beforeEach(() => {
    useToasts.getState().limpiar();
    descargas = [];
    Object.assign(URL, { createObjectURL: () => 'blob:prueba', revokeObjectURL: () => undefined });
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      descargas.push(this.download);
    });
  });
  afterEach(() => jest.restoreAllMocks());

  it('cada botón descarga su formato con el nombre que da el servidor', async () => {
    const llamadas = servirApi({
      'GET /frutas/exporte': (llamada) => ({
        binario: 'contenido',
        headers: {
          'Content-Disposition': `attachment; filename="frutas-hoy.${llamada.parametros.get('formato')}"`,
        },
      }),
    });
    render(<BotonesExporte descargar={descargar} mensajeError="Error al exportar frutas" />);
    await userEvent.click(screen.getByRole('button', { name: /Exportar CSV/ }));
    await waitFor(() => expect(descargas).toEqual(['frutas-hoy.csv']));
    await userEvent.click(screen.getByRole('button', { name: /Exportar XLSX/ }));
    await waitFor(() => expect(descargas).toEqual(['frutas-hoy.csv', 'frutas-hoy.xlsx']));
    expect(llamadas.map((l) => l.parametros.get('formato'))).toEqual(['csv', 'xlsx']);
  });

  it('mientras se arma un archivo el otro botón espera', async () => {
    let entregar: (archivo: ArchivoDescargado) => void = () => undefined;
    render(
      <BotonesExporte
        descargar={() => new Promise<ArchivoDescargado>((listo) => (entregar = listo))}
        mensajeError="Error al exportar frutas"
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: /Exportar XLSX/ }));
    expect(screen.getByRole('button', { name: /Exportar CSV/ })).toBeDisabled();
    entregar({ blob: new Blob(['x']), nombre: 'frutas.xlsx' });
    await waitFor(() => expect(screen.getByRole('button', { name: /Exportar CSV/ })).toBeEnabled());
    expect(descargas).toEqual(['frutas.xlsx']);
  });

  it('un fallo se avisa con las palabras del servidor, o las de la pantalla si no mandó ninguna', async () => {
    servirApi({
      'GET /frutas/exporte': (llamada) =>
        fallo(422, llamada.parametros.get('formato') === 'csv' ? 'Periodo muy largo' : ''),
    });
    render(<BotonesExporte descargar={descargar} mensajeError="Error al exportar frutas" />);
    await userEvent.click(screen.getByRole('button', { name: /Exportar CSV/ }));
    await userEvent.click(screen.getByRole('button', { name: /Exportar XLSX/ }));
    await waitFor(() =>
      expect(useToasts.getState().toasts.map((t) => t.mensaje)).toEqual(
        expect.arrayContaining(['Periodo muy largo', 'Error al exportar frutas']),
      ),
    );
    expect(descargas).toEqual([]);
  });
});
