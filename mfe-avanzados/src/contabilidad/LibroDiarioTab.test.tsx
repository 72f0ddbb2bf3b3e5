import { render, screen, waitFor, within } from '@testing-library/react';
import {
  hoyBogota,
  type AsientoContable,
  type CuentaContable,
  type LineaAsientoContable,
  type TerceroContable,
} from '@cartera/dominio';
import { useToasts } from '@cartera/plataforma';
import { exito, pagina, servirApi, type Llamada } from '../../../packages/plataforma/test/servidorPrueba';
import { userEvent } from '../../../packages/plataforma/test/usuario';
import { LibroDiarioTab } from './LibroDiarioTab';
import { mesDe } from './periodos';

const mes = mesDe(hoyBogota());

const cliente: TerceroContable = {
  tipo: 'cliente',
  id: 'cl1',
  nombre: 'María Pérez',
  documento: '1020304050',
};
const cobrador: TerceroContable = { tipo: 'cobrador', id: 'u1', nombre: 'Pedro Gómez', documento: null };
const prestamo = { id: 'p1', numero: 'P-0042' };

function linea(
  codigo: string,
  cuenta: string,
  debito: number,
  credito: number,
  extra: Partial<LineaAsientoContable> = {},
) {
  return { codigo, cuenta, debito, credito, tercero: null, prestamo: null, ...extra };
}

const asientos: AsientoContable[] = [
  {
    id: 'a1',
    numero: 1201,
    fecha: '2026-11-20',
    tipo: 'cobro',
    descripcion: 'Cobro del préstamo P-0042',
    origen: 'prestamo',
    origenId: 'c1',
    reversoDe: null,
    registradoPor: null,
    createdAt: '2026-11-20T15:00:00.000Z',
    lineas: [
      linea('11051001', 'Efectivo — Pedro Gómez', 70_000, 0, { tercero: cobrador }),
      linea('140505', 'Cartera de créditos — capital', 0, 50_000, { tercero: cliente, prestamo }),
      linea('140510', 'Cartera de créditos — intereses pactados', 0, 20_000, { tercero: cliente, prestamo }),
      linea('270505', 'Intereses pactados por cobrar (diferidos)', 20_000, 0, { tercero: cliente, prestamo }),
      linea('415005', 'Ingresos por intereses de créditos', 0, 20_000, { tercero: cliente, prestamo }),
    ],
  },
  {
    id: 'a2',
    numero: 1200,
    fecha: '2026-11-19',
    tipo: 'gasto',
    descripcion: 'Gasto de transporte',
    origen: 'gasto',
    origenId: 'g1',
    reversoDe: null,
    registradoPor: null,
    createdAt: '2026-11-19T15:00:00.000Z',
    lineas: [
      linea('519530', 'Gastos de cobradores', 8_000, 0, { tercero: cobrador }),
      linea('11051001', 'Efectivo — Pedro Gómez', 0, 8_000, { tercero: cobrador }),
    ],
  },
];

const cuentas: CuentaContable[] = [
  {
    id: 'k2',
    codigo: '140505',
    nombre: 'Cartera de créditos — capital',
    clase: 'activo',
    naturaleza: 'debito',
    clave: 'cartera_capital',
    cobrador: null,
    codigoPadre: null,
  },
  {
    id: 'k1',
    codigo: '110505',
    nombre: 'Caja de la oficina',
    clase: 'activo',
    naturaleza: 'debito',
    clave: 'caja_oficina',
    cobrador: null,
    codigoPadre: null,
  },
];

function servir(): Llamada[] {
  return servirApi({
    'GET /contabilidad/diario': () => pagina(asientos, 57),
    'GET /contabilidad/cuentas': () => exito(cuentas),
  });
}

const filaDe = (texto: string) => screen.getByText(texto).closest('tr') as HTMLElement;
const delDiario = (llamadas: Llamada[]) => llamadas.filter((l) => l.ruta === '/contabilidad/diario');

describe('LibroDiarioTab', () => {
  beforeEach(() => useToasts.getState().limpiar());

  it('lista los comprobantes del mes en curso con su número, fecha, tipo, descripción y débitos', async () => {
    const llamadas = servir();
    render(<LibroDiarioTab />);
    const cobro = within(await waitFor(() => filaDe('Cobro del préstamo P-0042')));
    for (const texto of ['1201', '20/11/2026', 'Cobro', '$ 90.000'])
      expect(cobro.getByText(texto)).toBeInTheDocument();
    expect(within(filaDe('Gasto de transporte')).getByText('Gasto de cobrador')).toBeInTheDocument();
    expect(screen.getByText('57 comprobantes')).toBeInTheDocument();
    expect(Object.fromEntries(delDiario(llamadas)[0].parametros)).toEqual({ ...mes, page: '1', limit: '10' });
  });

  it('un comprobante se abre en sus líneas: cuenta, tercero, préstamo, débito y crédito, con sus totales', async () => {
    servir();
    render(<LibroDiarioTab />);
    const fila = await waitFor(() => filaDe('Cobro del préstamo P-0042'));
    expect(screen.queryByRole('table', { name: 'Líneas del comprobante 1201' })).not.toBeInTheDocument();

    await userEvent.click(within(fila).getByRole('button', { name: /expand/i }));
    const lineas = within(await screen.findByRole('table', { name: 'Líneas del comprobante 1201' }));
    const capital = within(
      lineas.getByText('140505 — Cartera de créditos — capital').closest('tr') as HTMLElement,
    );
    expect(capital.getByText('María Pérez')).toBeInTheDocument();
    expect(capital.getByText(/1020304050/)).toBeInTheDocument();
    expect(capital.getByText('P-0042')).toBeInTheDocument();
    expect(capital.getByText('$ 50.000')).toBeInTheDocument();
    const efectivo = within(
      lineas.getByText('11051001 — Efectivo — Pedro Gómez').closest('tr') as HTMLElement,
    );
    expect(efectivo.getByText('$ 70.000')).toBeInTheDocument();
    expect(efectivo.getByText('—')).toBeInTheDocument();
    expect(
      within(lineas.getByText('Total').closest('tr') as HTMLElement).getAllByText('$ 90.000'),
    ).toHaveLength(2);
  });

  it('la cuenta («código — nombre»), el origen y el tercero van al servidor, y Limpiar vuelve al mes en curso', async () => {
    const llamadas = servir();
    render(<LibroDiarioTab />);
    await waitFor(() => filaDe('Cobro del préstamo P-0042'));

    await userEvent.click(screen.getByLabelText('Filtrar por cuenta'));
    await userEvent.click(await screen.findByTitle('110505 — Caja de la oficina'));
    await userEvent.click(screen.getByLabelText('Filtrar por origen'));
    await userEvent.click(await screen.findByTitle('Entrega de caja'));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Filtrar por tercero' }), '1020304050{enter}');

    const esperado = {
      ...mes,
      cuenta: '110505',
      origen: 'entrega',
      tercero: '1020304050',
      page: '1',
      limit: '10',
    };
    await waitFor(() =>
      expect(delDiario(llamadas).map((l) => Object.fromEntries(l.parametros))).toContainEqual(esperado),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Limpiar' }));
    await waitFor(() =>
      expect(Object.fromEntries(delDiario(llamadas).at(-1)?.parametros ?? [])).toEqual({
        ...mes,
        page: '1',
        limit: '10',
      }),
    );
  });
});
