import { render, screen, waitFor } from '@testing-library/react';
import { hoyBogota, MENSAJES_EXPORTE_CONTABLE, type EquivalenciaCuenta } from '@cartera/dominio';
import { exito, fallo, servirApi } from '../../../packages/plataforma/test/servidorPrueba';
import { userEvent } from '../../../packages/plataforma/test/usuario';
import { ExporteContableTab } from './ExporteContableTab';
import { mesDe } from './periodos';
import { tablaLlamada } from './pruebas/tabla';
import { antesDeCadaPrueba, iniciarComo, servidorDe, mensajesToast } from '../../../packages/plataforma/test/pantalla';

const mes = mesDe(hoyBogota());

const capital: EquivalenciaCuenta = {
  id: 'c1',
  codigo: '140505',
  nombre: 'Cartera de créditos — capital',
  puc: { codigo: '130505', nombre: 'Clientes — nacionales' },
  cuif: { codigo: '141105', nombre: 'Cartera de consumo — capital' },
};
const memorando: EquivalenciaCuenta = { id: 'c2', codigo: '832510', nombre: 'Castigos', puc: null, cuif: null };

const servir = servidorDe({
  'GET /contabilidad/equivalencias': () => exito([capital, memorando]),
  'GET /contabilidad/diario/exporte': {
    binario: 'xlsx',
    headers: { 'Content-Disposition': 'attachment; filename="libro-diario-siigo.xlsx"' },
  },
});

const { filaDe } = tablaLlamada('Equivalencias de cuentas');

describe('ExporteContableTab', () => {
  antesDeCadaPrueba('admin');

  it('descarga el diario del mes para Siigo con las cuentas del PUC comercial', async () => {
    const llamadas = servir();
    const descargas: string[] = [];
    Object.assign(URL, { createObjectURL: () => 'blob:prueba', revokeObjectURL: () => undefined });
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      descargas.push(this.download);
    });
    render(<ExporteContableTab />);
    await userEvent.click(screen.getByRole('button', { name: /Descargar/ }));
    await waitFor(() => expect(descargas).toEqual(['libro-diario-siigo.xlsx']));
    const [pedido] = llamadas.filter((l) => l.ruta === '/contabilidad/diario/exporte');
    expect(Object.fromEntries(pedido.parametros)).toEqual({ ...mes, formato: 'siigo', cuentas: 'puc', regional: 'iso' });
  });

  it('muestra cada cuenta con su código en el PUC comercial y en el CUIF, o que no tiene equivalencia', async () => {
    servir();
    render(<ExporteContableTab />);
    expect(await screen.findByText('140505 — Cartera de créditos — capital')).toBeInTheDocument();
    const fila = filaDe('140505 — Cartera de créditos — capital');
    expect(fila.getByText('130505 — Clientes — nacionales')).toBeInTheDocument();
    expect(fila.getByText('141105 — Cartera de consumo — capital')).toBeInTheDocument();
    expect(filaDe('832510 — Castigos').getAllByText(/Sin equivalencia/)).toHaveLength(2);
  });

  it('el administrador cambia una equivalencia; un código mal escrito se avisa en su campo sin llamar a la API', async () => {
    const cambiada = { ...capital, puc: { codigo: '138095', nombre: 'Deudores varios — otros' } };
    let guardada = false;
    const llamadas = servir({
      'GET /contabilidad/equivalencias': () => exito(guardada ? [cambiada, memorando] : [capital, memorando]),
      'PUT /contabilidad/equivalencias/c1': () => {
        guardada = true;
        return exito(cambiada);
      },
    });
    render(<ExporteContableTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'Editar equivalencia de 140505' }));
    const codigo = screen.getByLabelText('Código PUC comercial');
    await userEvent.clear(codigo);
    await userEvent.type(codigo, '13-80');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(MENSAJES_EXPORTE_CONTABLE.codigoEquivalente)).toBeInTheDocument();
    expect(llamadas.some((l) => l.metodo === 'PUT')).toBe(false);

    await userEvent.clear(codigo);
    await userEvent.type(codigo, '138095');
    const nombre = screen.getByLabelText('Nombre en el PUC comercial');
    await userEvent.clear(nombre);
    await userEvent.type(nombre, 'Deudores varios — otros');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('138095 — Deudores varios — otros')).toBeInTheDocument();
    const [put] = llamadas.filter((l) => l.metodo === 'PUT');
    expect(put.cuerpo).toEqual({
      codigoPuc: '138095',
      nombrePuc: 'Deudores varios — otros',
      codigoCuif: '141105',
      nombreCuif: 'Cartera de consumo — capital',
    });
  });

  it('el gerente la ve sin poder editarla, y un fallo de la API se avisa', async () => {
    iniciarComo('gerente');
    servir();
    render(<ExporteContableTab />);
    await screen.findByText('140505 — Cartera de créditos — capital');
    expect(screen.queryByRole('button', { name: /Editar equivalencia/ })).not.toBeInTheDocument();

    servirApi({ 'GET /contabilidad/equivalencias': fallo(500, '') });
    render(<ExporteContableTab />);
    await waitFor(() =>
      expect(mensajesToast()).toContain('Error al cargar las equivalencias de cuentas'),
    );
  });
});
