import { Form } from 'antd';
import {
  AYUDAS_TIPO_AMORTIZACION,
  ETIQUETAS_MODALIDAD,
  LIMITES,
  MENSAJES,
  MODALIDADES,
  opcionesDe,
  type TipoAmortizacion,
} from '@cartera/dominio';
import { OPCIONES_TIPO_AMORTIZACION, SelectConAyuda, campo } from '@cartera/plataforma/formularios';
import { AJUSTES } from './ajustes';
import { ajusteDeOrganizacion } from './TarjetaOrganizacion';

/** What the chosen amortisation type means, under its field (the form is the card's own). */
function AyudaAmortizacion() {
  const tipo: TipoAmortizacion | undefined = Form.useWatch('tipoAmortizacionDefecto', Form.useFormInstance());
  return tipo ? AYUDAS_TIPO_AMORTIZACION[tipo] : null;
}

/**
 * Configuración → Sistema: the office's usual terms, what a new loan proposes (docs/decisiones/cifras-y-valores-por-defecto.md):
 * cuotas, modalidad and amortisation type, 30 daily fixed installments unless changed. The admin edits them with the
 * API's own rules; the gerente reads them. A browser's own cuotas and modalidad (General) still win on that browser.
 */
export const TarjetaTerminosPrestamo = ajusteDeOrganizacion(AJUSTES.terminosPrestamo, {
  ayuda: 'Lo que propone el formulario de un préstamo nuevo; se puede cambiar en cada préstamo. El interés está en «Empresa».',
  campos: [
    campo.numero('cuotasDefecto', 'Cuotas', {
      style: { maxWidth: 240 },
      rules: [{ required: true, type: 'integer', min: LIMITES.cuotasMinimo, max: LIMITES.cuotasMaximo, message: MENSAJES.cuotasRango }],
      entrada: { min: LIMITES.cuotasMinimo, max: LIMITES.cuotasMaximo, precision: 0 },
    }),
    campo.seleccion('modalidadDefecto', 'Modalidad', opcionesDe(MODALIDADES, ETIQUETAS_MODALIDAD), { style: { maxWidth: 240 } }),
    campo('tipoAmortizacionDefecto', 'Tipo de amortización', <SelectConAyuda<TipoAmortizacion> opciones={OPCIONES_TIPO_AMORTIZACION} />, {
      style: { maxWidth: 360 },
      extra: <AyudaAmortizacion />,
    }),
  ],
});
