import type { ReactElement } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import { servirApi, type Llamada } from '../../../packages/plataforma/test/servidorPrueba';
import { AJUSTES } from './ajustes';
import { LIMITES_GUARDADOS, POLITICAS_GUARDADAS, UMBRALES_GUARDADOS, servirAjuste } from './pruebas/ajustes';
import { crearOrganizacion, valorSelect } from './pruebas/organizacion';
import { TarjetaAjustesUsura } from './TarjetaAjustesUsura';
import { TarjetaCajaInsuficiente } from './TarjetaCajaInsuficiente';
import { TarjetaInteresMora } from './TarjetaInteresMora';
import { TarjetaLimitesGastos } from './TarjetaLimitesGastos';
import { TarjetaPoliticasContables } from './TarjetaPoliticasContables';
import { TarjetaUmbralesAprobacion } from './TarjetaUmbralesAprobacion';
import { TarjetaVentanaFechas } from './TarjetaVentanaFechas';

/** La tarjeta, lo que el gerente ve cargado en ella y, si tiene su propio recurso, cómo servirlo. */
interface Caso {
  clave: keyof typeof AJUSTES;
  tarjeta: () => ReactElement;
  cargada: (tarjeta: HTMLElement) => Promise<unknown> | void;
  /** Los ajustes de la organización llegan con la tarjeta: no hay nada que servir. */
  servir?: () => Llamada[];
}

const gerente = () => crearOrganizacion(false);

const CASOS: Caso[] = [
  {
    clave: 'usura',
    tarjeta: () => <TarjetaAjustesUsura organizacion={gerente()} />,
    cargada: () => waitFor(() => expect(valorSelect('Tipo de crédito por defecto')).toBe('Consumo y ordinario')),
  },
  {
    clave: 'cajaInsuficiente',
    tarjeta: () => <TarjetaCajaInsuficiente organizacion={gerente()} />,
    cargada: () => waitFor(() => expect(valorSelect('Desembolso mayor que la caja')).toBe('Desembolsar y avisar')),
  },
  {
    clave: 'ventanaFechas',
    tarjeta: () => <TarjetaVentanaFechas organizacion={gerente()} />,
    cargada: () => waitFor(() => expect(screen.getByLabelText('Días atrás')).toHaveValue('365')),
  },
  {
    clave: 'interesMora',
    tarjeta: () => <TarjetaInteresMora organizacion={gerente()} />,
    cargada: () => undefined,
  },
  {
    clave: 'limitesGastos',
    tarjeta: () => <TarjetaLimitesGastos />,
    servir: () => servirAjuste('/caja/limites-gastos', LIMITES_GUARDADOS, 'gerente'),
    cargada: (tarjeta) => expect(within(tarjeta).getByLabelText('Límite por gasto')).toBeDisabled(),
  },
  {
    clave: 'umbralesAprobacion',
    tarjeta: () => <TarjetaUmbralesAprobacion />,
    servir: () => servirAjuste('/aprobaciones/umbrales', UMBRALES_GUARDADOS, 'gerente'),
    cargada: () => undefined,
  },
  {
    clave: 'politicasContables',
    tarjeta: () => <TarjetaPoliticasContables />,
    servir: () => servirAjuste('/contabilidad/politicas', POLITICAS_GUARDADAS, 'gerente'),
    cargada: (tarjeta) =>
      expect(within(tarjeta).queryByRole('button', { name: 'Asentar el deterioro de hoy' })).toBeNull(),
  },
];

describe('Tarjetas de ajustes', () => {
  it.each(CASOS)(
    'el gerente ve «$clave» sin poder cambiarla (y no envía nada)',
    async ({ clave, tarjeta, cargada, servir = () => servirApi({}) }) => {
      const { titulo, soloLectura, boton } = AJUSTES[clave];
      const llamadas = servir();
      render(tarjeta());
      const region = await screen.findByRole('region', { name: titulo });
      expect(await within(region).findByText(soloLectura)).toBeInTheDocument();
      await cargada(region);
      expect(within(region).queryByRole('button', { name: boton })).toBeNull();
      expect(llamadas.every((l) => l.metodo === 'GET')).toBe(true);
    },
  );
});
