import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { CODIGOS, type CuentaPago } from '@cartera/dominio';
import { ErrorHttp, useToasts } from '@cartera/plataforma';
import { userEvent } from '../../../packages/plataforma/test/usuario';
import { ImportarExtracto, encabezadosCsv } from './ImportarExtracto';
import { recaudosApi } from './recaudos.api';

const nequi: CuentaPago = {
  _id: 'cta-1',
  tipo: 'nequi',
  nombre: 'Nequi oficina',
  identificador: '3001234567',
  activa: true,
  cuentaContable: { codigo: '11100501', nombre: 'Nequi' },
  createdAt: '',
  updatedAt: '',
};

const CSV = 'Fecha;Detalle;Crédito;Ref\n20/11/2026;PAGO NEQUI;50.000;\n';

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

  it('cuando el servidor pide las columnas las muestra, las reenvía y resume «N líneas, N conciliadas, N en suspenso»', async () => {
    const importar = jest
      .spyOn(recaudosApi, 'importar')
      .mockRejectedValueOnce(
        new ErrorHttp('Datos inválidos', 400, CODIGOS.validacion, {
          columnas: [
            'Es el primer extracto de esta cuenta: indique las columnas (fecha, descripción y valor)',
          ],
        }),
      )
      .mockResolvedValueOnce({
        id: 'ext-1',
        lineas: 4,
        conciliadas: 3,
        enSuspenso: 1,
        repetidas: 0,
        debitos: 0,
        estado: 'aplicando',
        progreso: { hechas: 1, total: 4 },
      });
    // The server applies the matched lines in the background: the screen asks for the progress until it is done.
    const avance = jest.spyOn(recaudosApi, 'avance').mockResolvedValue({
      ...({} as Awaited<ReturnType<typeof recaudosApi.avance>>),
      id: 'ext-1',
      lineas: 4,
      conciliadas: 3,
      enSuspenso: 1,
      repetidas: 0,
      debitos: 0,
      estado: 'aplicado',
      progreso: { hechas: 4, total: 4 },
    });
    const alImportar = jest.fn();
    render(<ImportarExtracto cuentas={[nequi]} alImportar={alImportar} />);
    const archivo = new File([CSV], 'nequi.csv', { type: 'text/csv' });
    fireEvent.change(document.querySelector('input[type=file]') as HTMLInputElement, {
      target: { files: [archivo] },
    });
    const boton = screen.getByRole('button', { name: 'Importar' });
    await waitFor(() => expect(boton).toBeEnabled());
    await userEvent.click(boton);
    expect(await screen.findByText(/indique las columnas/)).toBeInTheDocument();
    expect(importar).toHaveBeenLastCalledWith(
      { archivo, cuenta: 'cta-1', columnas: undefined },
      expect.any(String),
    );

    // The columns are required; the CSV's headers are offered.
    await userEvent.click(boton);
    expect(await screen.findByText('Indique la columna de fecha')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Fecha'), { target: { value: 'Fecha' } });
    fireEvent.change(screen.getByLabelText('Descripción'), { target: { value: 'Detalle' } });
    fireEvent.change(screen.getByLabelText('Valor'), { target: { value: 'Crédito' } });
    await userEvent.click(boton);
    expect(await screen.findByText('1 de 4 líneas aplicadas')).toBeInTheDocument();
    expect(screen.getByLabelText('Avance del extracto')).toBeInTheDocument();
    expect(alImportar).not.toHaveBeenCalled();
    expect(await screen.findByText('4 líneas, 3 conciliadas, 1 en suspenso', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(avance).toHaveBeenCalledWith('ext-1');
    expect(screen.queryByLabelText('Avance del extracto')).not.toBeInTheDocument();
    expect(importar).toHaveBeenLastCalledWith(
      { archivo, cuenta: 'cta-1', columnas: { fecha: 'Fecha', descripcion: 'Detalle', valor: 'Crédito' } },
      expect.any(String),
    );
    expect(alImportar).toHaveBeenCalledTimes(1);
  });

  it('un archivo con otros encabezados que los recordados de la cuenta pide las columnas y ofrece los que leyó el servidor', async () => {
    jest.spyOn(recaudosApi, 'importar').mockRejectedValueOnce(
      new ErrorHttp('El archivo no tiene la columna «Fecha» (fecha)', 400, CODIGOS.extractoInvalido, {
        archivo: ['El archivo no tiene la columna «Fecha» (fecha)'],
        encabezados: ['F. Operación', 'Concepto', 'Importe'],
      }),
    );
    render(<ImportarExtracto cuentas={[nequi]} alImportar={() => undefined} />);
    fireEvent.change(document.querySelector('input[type=file]') as HTMLInputElement, {
      target: { files: [new File(['x'], 'otro.xlsx')] },
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
