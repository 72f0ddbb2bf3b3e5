import { runInThisContext } from 'node:vm';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '../../../packages/plataforma/test/usuario';
import { clienteApi, ErrorHttp, useToasts } from '@cartera/plataforma';
import type { Importacion } from '@cartera/dominio';
import { exito, servirApi } from '../../../packages/plataforma/test/servidorPrueba';
import ImportarPage, { CLAVE_IMPORTACION } from './ImportarPage';
import { iniciarComo, mensajesToast } from '../../../packages/plataforma/test/pantalla';

// The multipart form is the host's FormData (setup-web.ts), which only takes the host's File, not jsdom's.
const ArchivoDelAnfitrion = runInThisContext('File') as typeof globalThis.File;

/** What the screen sent for review: the file's name and the mapping (`columnas`), from the multipart form. */
function revisado(envio: jest.SpyInstance, llamada = -1): { archivo: string | undefined; columnas: unknown } {
  const [ruta, opciones] = envio.mock.calls.at(llamada) as [string, { cuerpo: FormData }];
  expect(ruta).toBe('/api/importaciones');
  const archivo = opciones.cuerpo.get('archivo') as File | null;
  const columnas = opciones.cuerpo.get('columnas');
  return {
    archivo: archivo?.name,
    columnas: typeof columnas === 'string' ? JSON.parse(columnas) : undefined,
  };
}

const hojaVacia = { filas: 0, nuevas: 0, actualizadas: 0, sinCambios: 0, conErrores: 0 };

function importacion(cambios: Partial<Importacion> = {}): Importacion {
  return {
    id: 'imp-1',
    estado: 'revisada',
    nombreArchivo: 'cartera.xlsx',
    progreso: { hechas: 0, total: 3, segundosRestantes: null },
    resumen: {
      hojas: {
        Cobradores: { ...hojaVacia, filas: 1, nuevas: 1 },
        Clientes: { filas: 3, nuevas: 2, actualizadas: 0, sinCambios: 0, conErrores: 1 },
        Prestamos: hojaVacia,
        Cobros: hojaVacia,
        Cuotas: hojaVacia,
        Saldos: { ...hojaVacia, filas: 2, nuevas: 2 },
      },
      prestamosPorEstado: {},
      totales: {
        capital: 0,
        cobrado: 0,
        saldoCapitalCuotas: 0,
        saldoInteresCuotas: 0,
        efectivo: { oficina: 1_250_000, cobradores: 300_000 },
      },
      clientesSinAutorizacion: 1,
    },
    errores: [{ hoja: 'Clientes', fila: 4, columna: 'cedula', valor: '123', mensaje: 'La cédula debe tener 11 dígitos válidos' }],
    erroresAplicacion: [],
    apertura: null,
    createdAt: '2026-11-27T03:00:00.000Z',
    ...cambios,
  };
}

describe('ImportarPage', () => {
  afterEach(() => jest.restoreAllMocks());

  beforeEach(() => {
    localStorage.clear();
    useToasts.getState().limpiar();
    iniciarComo('admin');
  });

  it('revisa el archivo subido: resumen por hoja y cada fila con error, sin aplicar nada', async () => {
    // jsdom's FormData does not cross into the fetch of the fake API: the upload itself is proven by the API's tests.
    const revisarEnServidor = jest.spyOn(clienteApi, 'post').mockResolvedValue(importacion());
    render(<ImportarPage />);
    const archivo = new ArchivoDelAnfitrion(['x'], 'cartera.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
    fireEvent.change(document.querySelector('input[type=file]') as HTMLInputElement, { target: { files: [archivo] } });
    const revisar = screen.getByRole('button', { name: 'Revisar archivo' });
    await waitFor(() => expect(revisar).toBeEnabled());
    await userEvent.click(revisar);
    const fila = (await screen.findByText('La cédula debe tener 11 dígitos válidos')).closest('tr') as HTMLElement;
    expect(within(fila).getByText('Clientes')).toBeInTheDocument();
    expect(within(fila).getByText('4')).toBeInTheDocument();
    expect(within(fila).getByText('123')).toBeInTheDocument();
    const resumen = screen.getByText('Cobradores').closest('tr') as HTMLElement;
    expect(within(resumen).getAllByText('1')).toHaveLength(2);
    // El efectivo al corte de la hoja Saldos.
    expect(screen.getByText('Saldos').closest('tr')).toHaveTextContent('2');
    expect(screen.getByText('Efectivo de la caja de la oficina').closest('tr')).toHaveTextContent('$ 1.250.000');
    expect(screen.getByText('Efectivo en poder de cobradores').closest('tr')).toHaveTextContent('$ 300.000');
    expect(revisado(revisarEnServidor)).toEqual({ archivo: 'cartera.xlsx', columnas: undefined });
    expect(screen.getByRole('button', { name: 'Aplicar importación' })).toBeInTheDocument();
    expect(localStorage.getItem(CLAVE_IMPORTACION)).toBe('imp-1');
  });

  it('al aplicar, la barra de avance sigue al servidor hasta el 100 % y vuelve tras recargar la página', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    let consultas = 0;
    const llamadas = servirApi({
      'POST /importaciones/imp-1/aplicar': () => exito(importacion({ estado: 'aplicando' })),
      'GET /importaciones/imp-1': () => {
        consultas += 1;
        return exito(
          consultas === 1
            ? importacion({ estado: 'aplicando', progreso: { hechas: 1, total: 3, segundosRestantes: 125 } })
            : importacion({ estado: 'aplicada', progreso: { hechas: 3, total: 3, segundosRestantes: null } }),
        );
      },
    });
    localStorage.setItem(CLAVE_IMPORTACION, 'imp-1');
    // Recargar: la pantalla vuelve sola a la importación en curso.
    render(<ImportarPage />);
    const barra = await screen.findByRole('progressbar', { name: 'Avance de la importación' });
    expect(barra).toHaveAttribute('aria-valuenow', '33');
    expect(screen.getByText('1 de 3 filas')).toBeInTheDocument();
    expect(screen.getByText('Faltan ≈ 2 min 5 s')).toBeInTheDocument();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1100);
    });
    await waitFor(() => expect(screen.getByText('Importación aplicada')).toBeInTheDocument());
    expect(screen.getByRole('progressbar', { name: 'Avance de la importación' })).toHaveAttribute('aria-valuenow', '100');
    expect(screen.queryByText(/Faltan ≈/)).not.toBeInTheDocument();
    expect(screen.getByText('Filas aplicadas').closest('tr')).toHaveTextContent('3');
    expect(llamadas.filter((l) => l.ruta === '/importaciones/imp-1').length).toBeGreaterThanOrEqual(2);
    jest.useRealTimers();
  });

  it('aplicar manda su clave de idempotencia; el mensaje del servidor se muestra si no se puede', async () => {
    const llamadas = servirApi({
      'GET /importaciones/imp-1': () => exito(importacion()),
      'POST /importaciones/imp-1/aplicar': {
        status: 422,
        cuerpo: { success: false, message: 'Cartera aplica por ahora las hojas Cobradores y Clientes', code: 'IMPORTACION_ESTADO_INVALIDO' },
      },
    });
    localStorage.setItem(CLAVE_IMPORTACION, 'imp-1');
    render(<ImportarPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Aplicar importación' }));
    await waitFor(() =>
      expect(mensajesToast()).toContain('Cartera aplica por ahora las hojas Cobradores y Clientes'),
    );
    expect(llamadas.find((l) => l.metodo === 'POST')?.cabeceras.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('con encabezados distintos muestra el paso de columnas, prellenado con el mapeo recordado, y revisa con él', async () => {
    const columnas = jest
      .spyOn(clienteApi, 'get')
      .mockResolvedValue({ Clientes: { Código: 'idExterno', Documento: 'cedula' } });
    const encabezados = ['Código', 'Documento', 'nombre', 'Celular', 'direccion', 'ciudad'];
    const revisarEnServidor = jest
      .spyOn(clienteApi, 'post')
      .mockRejectedValueOnce(
        new ErrorHttp('En la hoja Clientes faltan las columnas telefono', 400, 'ENCABEZADOS_IMPORTACION', { Clientes: encabezados }),
      )
      .mockResolvedValueOnce(importacion());
    render(<ImportarPage />);
    const archivo = new ArchivoDelAnfitrion(['x'], 'cartera.xlsx');
    fireEvent.change(document.querySelector('input[type=file]') as HTMLInputElement, { target: { files: [archivo] } });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Revisar archivo' })).toBeEnabled());
    await waitFor(() => expect(columnas).toHaveBeenCalledWith('/api/importaciones/columnas'));
    await userEvent.click(screen.getByRole('button', { name: 'Revisar archivo' }));

    expect(await screen.findByText('Faltan columnas obligatorias: Clientes: telefono')).toBeInTheDocument();
    const revisarConColumnas = screen.getByRole('button', { name: 'Revisar con estas columnas' });
    expect(revisarConColumnas).toBeDisabled();
    await userEvent.click(screen.getByRole('combobox', { name: 'Columna de Clientes para Celular' }));
    await userEvent.click(await screen.findByTitle('telefono (obligatoria)'));
    await waitFor(() => expect(revisarConColumnas).toBeEnabled());
    await userEvent.click(revisarConColumnas);

    await screen.findByText('La cédula debe tener 11 dígitos válidos');
    expect(revisado(revisarEnServidor)).toEqual({
      archivo: 'cartera.xlsx',
      columnas: { Clientes: { Código: 'idExterno', Documento: 'cedula', Celular: 'telefono' } },
    });
    expect(screen.queryByText('Columnas del archivo')).not.toBeInTheDocument();
  });

  it('los errores se descargan como XLSX del servidor', async () => {
    Object.assign(URL, { createObjectURL: () => 'blob:prueba', revokeObjectURL: () => undefined });
    const llamadas = servirApi({
      'GET /importaciones/imp-1': () => exito(importacion()),
      'GET /importaciones/imp-1/errores': { binario: new Blob(['x']) },
    });
    localStorage.setItem(CLAVE_IMPORTACION, 'imp-1');
    render(<ImportarPage />);
    await userEvent.click(await screen.findByRole('button', { name: /Descargar errores \(XLSX\)/ }));
    await waitFor(() =>
      expect(llamadas.find((l) => l.ruta === '/importaciones/imp-1/errores')?.parametros.get('formato')).toBe('xlsx'),
    );
  });
});
