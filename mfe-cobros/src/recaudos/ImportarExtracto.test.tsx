import { runInThisContext } from 'node:vm';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { CODIGOS } from '@cartera/dominio';
import { clienteApi, ErrorHttp, useToasts } from '@cartera/plataforma';
import { cuentaNequi as nequi } from '../../../packages/plataforma/test/datosRecaudo';
import { userEvent } from '../../../packages/plataforma/test/usuario';
import { ImportarExtracto, encabezadosCsv, resumenExtracto } from './ImportarExtracto';

// The upload's FormData is the host's (setup-web.ts: it travels through the host's fetch), so the uploaded file is
// the host's too (jsdom's FileReader, which reads a CSV's headers, wants jsdom's: that test keeps it).
const ArchivoDelAnfitrion = runInThisContext('File') as typeof globalThis.File;

/** What an upload sent: its path, key and the multipart fields (the account, the columns as JSON, the file). */
function subida(espia: jest.SpyInstance, vez: number) {
  const [ruta, { cuerpo, clave }] = espia.mock.calls[vez] as [string, { cuerpo: FormData; clave: string }];
  return { ruta, clave, cuenta: cuerpo.get('cuenta'), columnas: cuerpo.get('columnas'), archivo: cuerpo.get('archivo') };
}

const CSV = 'Fecha;Detalle;Crédito;Ref\n20/11/2026;PAGO NEQUI;50.000;\n';

/** The statement of that CSV as the API counts it: 4 lines, 3 matched, 1 in suspense. */
const extracto = {
  id: 'ext-1',
  estado: 'aplicado' as const,
  progreso: { total: 4, hechas: 4 },
  lineas: 4,
  conciliadas: 3,
  enSuspenso: 1,
  repetidas: 0,
  debitos: 0,
};

describe('Importar extracto', () => {
  afterEach(() => jest.restoreAllMocks());
  beforeEach(() => useToasts.getState().limpiar());

  it('lee los encabezados de un CSV con ; o con ,', async () => {
    expect(await encabezadosCsv(new File([CSV], 'nequi.csv'))).toEqual([
      'Fecha',
      'Detalle',
      'Crédito',
      'Ref',
    ]);
    expect(await encabezadosCsv(new File(['\uFEFF"Fecha","Valor"\n'], 'b.csv'))).toEqual(['Fecha', 'Valor']);
    expect(await encabezadosCsv(new File(['x'], 'b.xlsx'))).toEqual([]);
  });

  it('el resumen dice una línea en singular: «1 línea, 1 conciliada», «1 ya importada antes», «1 débito»', () => {
    expect(resumenExtracto({ ...extracto, lineas: 1, conciliadas: 0, enSuspenso: 1 })).toBe(
      '1 línea, 0 conciliadas, 1 en Recaudos por aplicar',
    );
    expect(resumenExtracto({ ...extracto, lineas: 3, conciliadas: 1, enSuspenso: 0, repetidas: 1, debitos: 1 })).toBe(
      '3 líneas, 1 conciliada, 0 en Recaudos por aplicar · 1 ya importada antes (no suma nada) · 1 débito (no es un recaudo)',
    );
    expect(resumenExtracto({ ...extracto, repetidas: 2, debitos: 2 })).toBe(
      '4 líneas, 3 conciliadas, 1 en Recaudos por aplicar · 2 ya importadas antes (no suman nada) · 2 débitos (no son recaudos)',
    );
  });

  it('cuando el servidor pide las columnas las muestra, las reenvía y resume «N líneas, N conciliadas, N en Recaudos por aplicar» (el nombre de la pestaña)', async () => {
    const importar = jest
      .spyOn(clienteApi, 'post')
      .mockRejectedValueOnce(
        new ErrorHttp('Datos inválidos', 400, CODIGOS.validacion, {
          columnas: [
            'Es el primer extracto de esta cuenta: indique las columnas (fecha, descripción y valor)',
          ],
        }),
      )
      .mockResolvedValueOnce({ ...extracto, estado: 'aplicando', progreso: { hechas: 1, total: 4 } });
    // The server applies the matched lines in the background: the screen asks for the progress until it is done.
    const avance = jest
      .spyOn(clienteApi, 'get')
      .mockResolvedValue({ ...extracto, estado: 'aplicado', progreso: { hechas: 4, total: 4 } });
    const alImportar = jest.fn();
    render(<ImportarExtracto cuentas={[nequi]} alImportar={alImportar} />);
    const archivo = new ArchivoDelAnfitrion([CSV], 'nequi.csv', { type: 'text/csv' });
    fireEvent.change(document.querySelector('input[type=file]') as HTMLInputElement, {
      target: { files: [archivo] },
    });
    const boton = screen.getByRole('button', { name: 'Importar' });
    await waitFor(() => expect(boton).toBeEnabled());
    await userEvent.click(boton);
    expect(await screen.findByText(/indique las columnas/)).toBeInTheDocument();
    expect(subida(importar, 0)).toEqual({
      ruta: '/api/pagos/extractos',
      clave: expect.any(String),
      cuenta: 'cta-1',
      columnas: null,
      archivo: expect.objectContaining({ name: 'nequi.csv' }),
    });

    // The columns are required; the CSV's headers are offered.
    await userEvent.click(boton);
    expect(await screen.findByText('Indique la columna de fecha')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Fecha'), { target: { value: 'Fecha' } });
    fireEvent.change(screen.getByLabelText('Descripción'), { target: { value: 'Detalle' } });
    fireEvent.change(screen.getByLabelText('Valor'), { target: { value: 'Crédito' } });
    // The bank's running balance, when the file has it: the reconciliation takes the bank's word for its balance.
    fireEvent.change(screen.getByLabelText('Saldo (opcional)'), { target: { value: 'Saldo' } });
    await userEvent.click(boton);
    expect(await screen.findByText('1 de 4 líneas aplicadas')).toBeInTheDocument();
    expect(screen.getByLabelText('Avance del extracto')).toBeInTheDocument();
    expect(alImportar).not.toHaveBeenCalled();
    expect(await screen.findByText('4 líneas, 3 conciliadas, 1 en Recaudos por aplicar', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(avance).toHaveBeenCalledWith('/api/pagos/extractos/{id}', {
      ruta: { id: 'ext-1' },
      consulta: { detalle: 'no' },
    });
    expect(screen.queryByLabelText('Avance del extracto')).not.toBeInTheDocument();
    expect(subida(importar, 1)).toEqual({
      ...subida(importar, 0),
      // The columns changed: a new upload, a new key.
      clave: expect.any(String),
      columnas: JSON.stringify({ fecha: 'Fecha', descripcion: 'Detalle', valor: 'Crédito', saldo: 'Saldo' }),
    });
    expect(alImportar).toHaveBeenCalledTimes(1);
  });

  it('un archivo con otros encabezados que los recordados de la cuenta pide las columnas y ofrece los que leyó el servidor', async () => {
    jest.spyOn(clienteApi, 'post').mockRejectedValueOnce(
      new ErrorHttp('El archivo no tiene la columna «Fecha» (fecha)', 400, CODIGOS.extractoInvalido, {
        archivo: ['El archivo no tiene la columna «Fecha» (fecha)'],
        encabezados: ['F. Operación', 'Concepto', 'Importe'],
      }),
    );
    render(<ImportarExtracto cuentas={[nequi]} alImportar={() => undefined} />);
    fireEvent.change(document.querySelector('input[type=file]') as HTMLInputElement, {
      target: { files: [new ArchivoDelAnfitrion(['x'], 'otro.xlsx')] },
    });
    const boton = screen.getByRole('button', { name: 'Importar' });
    await waitFor(() => expect(boton).toBeEnabled());
    fireEvent.click(boton);
    expect(await screen.findByText('El archivo no tiene la columna «Fecha» (fecha)')).toBeInTheDocument();
    // The XLSX's headers, read by the server, are offered.
    fireEvent.mouseDown(screen.getByLabelText('Fecha'));
    expect(await screen.findByRole('option', { name: 'F. Operación' })).toBeInTheDocument();
  });
});
