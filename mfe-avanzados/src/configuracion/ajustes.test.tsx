import type { ReactElement } from 'react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useToasts } from '@cartera/plataforma';
import { escucharToasts, servirApi, type Llamada } from '../../../packages/plataforma/test/servidorPrueba';
import { userEvent } from '../../../packages/plataforma/test/usuario';
import { AJUSTES } from './ajustes';
import {
  LIMITES_GUARDADOS,
  POLITICAS_GUARDADAS,
  UMBRALES_GUARDADOS,
  cuerposPut,
  servirAjuste,
} from './pruebas/ajustes';
import { crearOrganizacion, pintarParaAdministrador, valorSelect } from './pruebas/organizacion';
import { TarjetaAjustesUsura } from './TarjetaAjustesUsura';
import { TarjetaCajaInsuficiente } from './TarjetaCajaInsuficiente';
import { TarjetaInteresMora } from './TarjetaInteresMora';
import { TarjetaLimitesGastos } from './TarjetaLimitesGastos';
import { TarjetaPoliticasContables } from './TarjetaPoliticasContables';
import { TarjetaUmbralesAprobacion } from './TarjetaUmbralesAprobacion';
import { TarjetaTerminosPrestamo } from './TarjetaTerminosPrestamo';
import { TarjetaVentanaFechas } from './TarjetaVentanaFechas';

const OFICINA_NORTE = { _id: 'a0000000-0000-4000-8000-000000000002', nombre: 'Oficina Norte' };

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
    clave: 'terminosPrestamo',
    tarjeta: () => <TarjetaTerminosPrestamo organizacion={gerente()} />,
    cargada: () => waitFor(() => expect(valorSelect('Tipo de amortización')).toBe('Amortizable')),
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

/** Una tarjeta que el administrador cambia: lo que ve cargado, lo que cambia y lo que se envía. */
interface Cambio {
  clave: keyof typeof AJUSTES;
  /** Pinta la tarjeta con su API servida; devuelve las llamadas y, si es de la organización, lo que recibió la página. */
  pintar: () => { llamadas: Llamada[]; actualizar?: jest.Mock };
  cargada: (tarjeta: HTMLElement) => Promise<unknown>;
  cambiar: (tarjeta: HTMLElement) => unknown;
  enviado: Record<string, unknown>;
}

const elegir = async (etiqueta: string, opcion: string) => {
  await userEvent.click(screen.getByLabelText(etiqueta));
  await userEvent.click(await screen.findByTitle(opcion));
};

const CAMBIOS: Cambio[] = [
  {
    clave: 'usura',
    pintar: () => pintarParaAdministrador((organizacion) => <TarjetaAjustesUsura organizacion={organizacion} />),
    cargada: async () => {
      await waitFor(() => expect(valorSelect('Tipo de crédito por defecto')).toBe('Consumo y ordinario'));
      expect(valorSelect('Préstamo sobre la tasa de usura')).toBe('Avisar: quien aprueba debe confirmar');
    },
    cambiar: async () => {
      await elegir('Tipo de crédito por defecto', 'Microcrédito');
      await elegir('Préstamo sobre la tasa de usura', 'Rechazar el préstamo');
    },
    enviado: { tipoCreditoDefecto: 'microcredito', usuraAccion: 'rechazar' },
  },
  {
    clave: 'terminosPrestamo',
    pintar: () => pintarParaAdministrador((organizacion) => <TarjetaTerminosPrestamo organizacion={organizacion} />),
    cargada: async (tarjeta) => {
      // A new installation proposes 30 daily fixed installments, and says which type is the fixed installment.
      await waitFor(() => expect(within(tarjeta).getByLabelText('Cuotas')).toHaveValue('30'));
      expect(valorSelect('Modalidad')).toBe('Diario');
      expect(valorSelect('Tipo de amortización')).toBe('Amortizable');
      expect(within(tarjeta).getByText('Cuota fija: todas las cuotas iguales, cada una con capital e interés.')).toBeInTheDocument();
    },
    cambiar: async (tarjeta) => {
      fireEvent.change(within(tarjeta).getByLabelText('Cuotas'), { target: { value: '24' } });
      await elegir('Modalidad', 'Semanal');
      await elegir('Tipo de amortización', 'Capital al final');
    },
    enviado: { cuotasDefecto: 24, modalidadDefecto: 'semanal', tipoAmortizacionDefecto: 'capital_final' },
  },
  {
    clave: 'cajaInsuficiente',
    pintar: () => pintarParaAdministrador((organizacion) => <TarjetaCajaInsuficiente organizacion={organizacion} />),
    cargada: () => waitFor(() => expect(valorSelect('Desembolso mayor que la caja')).toBe('Desembolsar y avisar')),
    cambiar: () => elegir('Desembolso mayor que la caja', 'Rechazar el desembolso'),
    enviado: { cajaInsuficiente: 'rechazar' },
  },
  {
    clave: 'limitesGastos',
    pintar: () => {
      // Each office has its own limits: the card says whose they are and saves them for that office.
      const llamadas = servirAjuste('/caja/limites-gastos', { ...LIMITES_GUARDADOS, oficina: OFICINA_NORTE });
      render(<TarjetaLimitesGastos />);
      return { llamadas };
    },
    cargada: async (tarjeta) => {
      await waitFor(() => expect(within(tarjeta).getByLabelText('Límite por gasto')).toHaveValue('50000'));
      expect(within(tarjeta).getByText(/hasta 3 días atrás/)).toBeInTheDocument();
      expect(within(tarjeta).getByText(/Los de Oficina Norte/)).toBeInTheDocument();
    },
    cambiar: (tarjeta) => fireEvent.change(within(tarjeta).getByLabelText('Límite por gasto'), { target: { value: '60000' } }),
    enviado: { gastoMaximo: 60_000, gastosDiaMaximo: 100_000, fotoDesde: 20_000, oficina: OFICINA_NORTE._id },
  },
  {
    clave: 'umbralesAprobacion',
    pintar: () => {
      const llamadas = servirAjuste('/aprobaciones/umbrales', UMBRALES_GUARDADOS);
      render(<TarjetaUmbralesAprobacion />);
      return { llamadas };
    },
    cargada: (tarjeta) => waitFor(() => expect(within(tarjeta).getByLabelText('Condonación')).toHaveValue('500000')),
    cambiar: (tarjeta) => {
      // Vacío es «sin umbral»: se envía null.
      fireEvent.change(within(tarjeta).getByLabelText('Condonación'), { target: { value: '' } });
      fireEvent.change(within(tarjeta).getByLabelText('Castigo'), { target: { value: '300000' } });
      fireEvent.change(within(tarjeta).getByLabelText('Total diario de un gerente'), {
        target: { value: '30000000' },
      });
    },
    enviado: { prestamoGerente: 5_000_000, condonacion: null, castigo: 300_000, gerenteDiario: 30_000_000 },
  },
];

describe('Tarjetas de ajustes', () => {
  afterEach(() => useToasts.getState().limpiar());

  it.each(CAMBIOS)(
    'el administrador cambia «$clave» y se envía lo que muestra la tarjeta',
    async ({ clave, pintar, cargada, cambiar, enviado }) => {
      const { titulo, boton, mensajes } = AJUSTES[clave];
      const toasts = escucharToasts();
      const { llamadas, actualizar } = pintar();
      const tarjeta = await screen.findByRole('region', { name: titulo });
      await cargada(tarjeta);

      await cambiar(tarjeta);
      await userEvent.click(within(tarjeta).getByRole('button', { name: boton }));
      await waitFor(() => expect(toasts.mensajes).toContain(mensajes.exito));
      expect(cuerposPut(llamadas)).toEqual([enviado]);
      if (actualizar) expect(actualizar).toHaveBeenCalledWith(expect.objectContaining(enviado));
      toasts.dejar();
    },
  );

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
