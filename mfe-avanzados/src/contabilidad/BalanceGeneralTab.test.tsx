import { render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '../../../packages/plataforma/test/usuario';
import { finDelMesAnterior, formatearFecha, hoyBogota, type BalanceGeneral } from '@cartera/dominio';
import { exito, servirApi, type Llamada } from '../../../packages/plataforma/test/servidorPrueba';
import { BalanceGeneralTab } from './BalanceGeneralTab';
import { tablaLlamada } from './pruebas/tabla';

const hoy = hoyBogota();

const balance: BalanceGeneral = {
  fecha: hoy,
  fechaAnterior: finDelMesAnterior(hoy),
  oficina: null,
  activos: [
    { codigo: '110505', nombre: 'Caja de la oficina', monto: 670_000, anterior: 1_000_000 },
    { codigo: '140505', nombre: 'Cartera de créditos — capital', monto: 350_000, anterior: 0 },
  ],
  pasivos: [{ codigo: '270505', nombre: 'Intereses pactados por cobrar (diferidos)', monto: 0, anterior: 0 }],
  patrimonio: [
    { codigo: '310505', nombre: 'Capital — saldo inicial de caja', monto: 1_000_000, anterior: 1_000_000 },
    { codigo: '', nombre: 'Resultados acumulados', monto: 20_000, anterior: 0 },
  ],
  totalActivos: 1_020_000,
  totalPasivos: 0,
  totalPatrimonio: 1_020_000,
  totalActivosAnterior: 1_000_000,
  totalPasivosAnterior: 0,
  totalPatrimonioAnterior: 1_000_000,
  avisos: [],
  interesDiferidoNeto: false,
};

function servir(datos: BalanceGeneral): Llamada[] {
  return servirApi({ 'GET /contabilidad/balance-general': () => exito(datos) });
}

const { encabezados, filaDe, muestra } = tablaLlamada('Balance general');

describe('BalanceGeneralTab', () => {
  it('pide el corte de hoy en el mes en curso y muestra activos, pasivos y patrimonio contra el cierre del mes anterior', async () => {
    const llamadas = servir(balance);
    render(<BalanceGeneralTab />);
    expect(await screen.findByText('Activos = Pasivos + Patrimonio')).toBeInTheDocument();
    expect(Object.fromEntries(llamadas[0].parametros)).toEqual({ fecha: hoy });

    expect(encabezados()).toEqual([
      'Código',
      'Cuenta',
      `Al ${formatearFecha(hoy)}`,
      `Al ${formatearFecha(finDelMesAnterior(hoy))}`,
    ]);
    muestra('Caja de la oficina', '$ 670.000');
    muestra('Total activos', '$ 1.020.000', '$ 1.000.000');
    muestra('Resultados acumulados', '$ 20.000');
    muestra('Total patrimonio', '$ 1.020.000');
    muestra('Total pasivos y patrimonio', '$ 1.020.000');
  });

  it('el interés diferido restado de la cartera: lo pide a la API y muestra «Menos: …» bajo su cartera, explicado', async () => {
    const neto: BalanceGeneral = {
      ...balance,
      activos: [
        ...balance.activos,
        { codigo: '140510', nombre: 'Cartera de créditos — intereses pactados', monto: 70_000, anterior: 0 },
        { codigo: '270505', nombre: 'Menos: Intereses pactados por cobrar (diferidos)', monto: -70_000, anterior: 0 },
      ],
      pasivos: [],
      interesDiferidoNeto: true,
    };
    const llamadas = servirApi({
      'GET /contabilidad/balance-general': (llamada) =>
        exito(llamada.parametros.get('interesDiferido') === 'neto' ? neto : balance),
    });
    render(<BalanceGeneralTab />);
    await screen.findByText('Activos = Pasivos + Patrimonio');
    expect(screen.queryByText(/se resta de la cartera que lo origina/)).toBeNull();

    await userEvent.click(screen.getByText('Restado de la cartera'));
    expect(await screen.findByText(/se resta de la cartera que lo origina/)).toBeInTheDocument();
    expect(Object.fromEntries(llamadas[llamadas.length - 1].parametros)).toEqual({ fecha: hoy, interesDiferido: 'neto' });
    expect(filaDe('Menos: Intereses pactados por cobrar (diferidos)').getByText('-$ 70.000')).toBeInTheDocument();
  });

  it('si los activos no igualan pasivos más patrimonio lo dice en rojo con la diferencia', async () => {
    servir({ ...balance, totalPatrimonio: 1_000_000 });
    render(<BalanceGeneralTab />);
    const aviso = await screen.findByText('Activos ≠ Pasivos + Patrimonio: descuadre de $ 20.000');
    expect(aviso.closest('.ant-alert')).toHaveClass('ant-alert-error');
    await waitFor(() => filaDe('Total pasivos y patrimonio'));
  });

  it('una caja en negativo viene con su explicación, a la vista sobre la tabla', async () => {
    const aviso = '«Caja de la oficina» está en -$ 2.999.000: salió más efectivo del que se registró en ella.';
    servir({ ...balance, avisos: [aviso] });
    render(<BalanceGeneralTab />);
    expect(await screen.findByText(aviso)).toBeInTheDocument();
  });
});
