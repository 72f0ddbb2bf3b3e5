import { Form, type ColProps, type FormRule } from 'antd';
import { CamposFormulario, campo, OPCIONES_TIPO_AMORTIZACION, SelectConAyuda } from '@cartera/plataforma/formularios';
import {
  AYUDAS_TIPO_AMORTIZACION,
  ETIQUETAS_MODALIDAD,
  LIMITES,
  MODALIDADES,
  opcionesDe,
  validarTerminosPrestamo,
  type CampoTerminosPrestamo,
  type TipoAmortizacion,
} from '@cartera/dominio';

/** The terms that @cartera/dominio's §5 validation reads, as the whole form writes them. */
export type TerminosDelFormulario<Campos> = (campos: Campos) => {
  readonly [Campo in CampoTerminosPrestamo]?: unknown;
};

/** A rule that asks @cartera/dominio's §5 validation about one field, with the whole form as context. */
export function reglaTermino<Campos>(
  campo: CampoTerminosPrestamo,
  terminos: TerminosDelFormulario<Campos>,
): FormRule {
  return ({ getFieldsValue }) => ({
    validator: async () => {
      const mensaje = validarTerminosPrestamo(terminos(getFieldsValue(true)))[campo];
      if (mensaje) throw new Error(mensaje);
    },
  });
}

interface Props<Campos> {
  terminos: TerminosDelFormulario<Campos>;
  /** The field the loan's amount comes from (a refinancing's is its extra cash): the interest depends on it. */
  campoMonto: string;
  /** Each field's column: three to a row in the loan form, two in the refinancing. */
  columna: ColProps;
  disabled?: boolean;
}

/**
 * Interés, Cuotas, Modalidad and Tipo de amortización of a loan's terms, in the new loan's form and in the
 * refinancing's: the API's limits (§5) on the inputs, and each field checked by the validator the API runs.
 */
export function EntradasTerminos<Campos>({ terminos, campoMonto, columna, disabled }: Props<Campos>) {
  const reglas = (nombre: CampoTerminosPrestamo) => ({ rules: [reglaTermino(nombre, terminos)] });
  // What the chosen type means (which one is the fixed installment), under the field.
  const tipo: TipoAmortizacion | undefined = Form.useWatch('tipoAmortizacion', Form.useFormInstance());
  return (
    <CamposFormulario
      columna={columna}
      campos={[
        // % total over the capital.
        campo.numero('interes', 'Interés', {
          dependencies: [campoMonto, 'tipoAmortizacion'],
          required: true,
          ...reglas('interes'),
          entrada: {
            disabled,
            min: LIMITES.interesMinimo,
            max: LIMITES.interesMaximo,
            step: LIMITES.interesPaso,
            suffix: '% total',
          },
        }),
        campo.numero('cuotas', 'Cuotas', {
          required: true,
          ...reglas('cuotas'),
          entrada: { disabled, min: LIMITES.cuotasMinimo, max: LIMITES.cuotasMaximo, precision: 0 },
        }),
        campo.seleccion('modalidad', 'Modalidad', opcionesDe(MODALIDADES, ETIQUETAS_MODALIDAD), {
          ...reglas('modalidad'),
          entrada: { disabled },
        }),
        campo(
          'tipoAmortizacion',
          'Tipo de amortización',
          <SelectConAyuda<TipoAmortizacion> disabled={disabled} opciones={OPCIONES_TIPO_AMORTIZACION} />,
          { ...reglas('tipoAmortizacion'), extra: tipo ? AYUDAS_TIPO_AMORTIZACION[tipo] : undefined },
        ),
      ]}
    />
  );
}
