// Los ajustes de la organización que sirven las pruebas de Configuración: los de una instalación nueva, con los
// cambios de cada prueba, y la organización como la recibe cada tarjeta.
import type { ReactElement } from 'react';
import { render, screen } from '@testing-library/react';
import type { ConfiguracionOrganizacion } from '@cartera/dominio';
import { escucharToasts, exito, servirApi } from '../../../../packages/plataforma/test/servidorPrueba';
import type { Organizacion } from '../organizacion';

export function crearAjustesOrganizacion(
  cambios: Partial<ConfiguracionOrganizacion> = {},
): ConfiguracionOrganizacion {
  return {
    saldoInicialCaja: 0,
    fechaSaldoInicial: null,
    nombreEmpresa: 'Cartera',
    telefonoEmpresa: null,
    recordatorioCuota: false,
    avisoMora: false,
    reciboCobro: false,
    interesDefecto: 10,
    tipoCreditoDefecto: 'consumo_ordinario',
    cuotasDefecto: 30,
    modalidadDefecto: 'diario',
    tipoAmortizacionDefecto: 'amortizable',
    usuraAccion: 'avisar',
    avisoEntregaCaja: true,
    entregaCajaHora: '18:00',
    respaldosHora: null,
    respaldosHoraPorDefecto: '01:00',
    distanciaFueraDeSitioMetros: 300,
    diasAtrasFechas: 365,
    diasAtrasAvisoPrevio: 5,
    moraActiva: false,
    moraTasa: null,
    moraPeriodicidad: 'anual',
    moraDiasGracia: 0,
    cajaInsuficiente: 'advertir',
    moraDesde: null,
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...cambios,
  };
}

/** La organización de una tarjeta: cargada, editable (administrador) o de sólo lectura (gerente). */
export function crearOrganizacion(
  editable: boolean,
  actualizar: Organizacion['actualizar'] = jest.fn(),
  datos: ConfiguracionOrganizacion = crearAjustesOrganizacion(),
): Organizacion {
  return { datos, cargando: false, error: null, editable, actualizar };
}

/** The settings' API: a PUT answers `datos` with what it changed. Returns the calls. */
export function servirOrganizacion(datos: ConfiguracionOrganizacion) {
  return servirApi({
    'PUT /configuracion/organizacion': (llamada) => exito({ ...datos, ...(llamada.cuerpo as object) }),
  });
}

/**
 * Pinta una tarjeta para el administrador con la API de los ajustes servida (`servirOrganizacion`): devuelve las
 * llamadas, lo que recibió la página (`actualizar`) y los toasts que salgan (`dejar` al terminar).
 */
export function pintarParaAdministrador(
  tarjeta: (organizacion: Organizacion) => ReactElement,
  datos: ConfiguracionOrganizacion = crearAjustesOrganizacion(),
) {
  const toasts = escucharToasts();
  const llamadas = servirOrganizacion(datos);
  const actualizar = jest.fn();
  render(tarjeta(crearOrganizacion(true, actualizar, datos)));
  return { llamadas, actualizar, toasts };
}

/** What a select labelled `etiqueta` shows. */
export const valorSelect = (etiqueta: string) =>
  screen.getByLabelText(etiqueta).closest('.ant-select')?.textContent;
