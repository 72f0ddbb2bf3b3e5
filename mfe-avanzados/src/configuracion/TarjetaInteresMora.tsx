import { Form } from 'antd';
import {
  ETIQUETAS_PERIODICIDAD_MORA,
  LIMITES_MORA,
  MENSAJES_MORA,
  PERIODICIDADES_MORA,
  formatearFecha,
  opcionesDe,
  validarDiasGraciaMora,
  validarTasaMora,
  type CambiosOrganizacion,
  type PeriodicidadMora,
} from '@cartera/dominio';
import { reglaDe } from '@cartera/plataforma';
import { CampoInterruptor, CamposFormulario, campo } from '@cartera/plataforma/formularios';
import type { Organizacion } from './organizacion';
import { AJUSTES } from './ajustes';
import { AjusteOrganizacion } from './TarjetaOrganizacion';

/**
 * Configuración › Sistema: el interés de mora (docs/decisiones/interes-de-mora.md). Activo o no, la tasa (efectiva
 * anual o mensual vencida; la API rechaza la que pase la usura vigente, con las dos tasas) y los días de gracia. Se
 * causa desde el día en que se activa. El administrador edita; el gerente lee.
 */
export function TarjetaInteresMora({ organizacion }: { organizacion: Organizacion }) {
  const [form] = Form.useForm<CambiosOrganizacion>();
  return (
    <AjusteOrganizacion
      {...AJUSTES.interesMora}
      organizacion={organizacion}
      form={form}
      ayuda={(datos) =>
        'Corre cada día sobre el capital vencido (nunca sobre intereses) pasados los días de gracia, nunca por encima ' +
        'de la tasa de usura. Lo que paga el cliente va primero a la mora.' +
        (datos.moraActiva && datos.moraDesde ? ` Se causa desde el ${formatearFecha(datos.moraDesde)}.` : '')
      }
    >
      <CampoInterruptor label="Cobrar interés de mora" name="moraActiva" />
      <CamposFormulario
        enFila
        alinear="flex-start"
        campos={[
          campo.numero('moraTasa', 'Tasa de mora (%)', {
            style: { minWidth: 160 },
            dependencies: ['moraActiva'],
            rules: [
              reglaDe((valor) =>
                valor === null || valor === undefined
                  ? form.getFieldValue('moraActiva')
                    ? MENSAJES_MORA.tasaRequerida
                    : null
                  : validarTasaMora(valor),
              ),
            ],
            entrada: { min: 0, max: LIMITES_MORA.tasaMaxima, step: 0.01 },
          }),
          campo.seleccion<PeriodicidadMora>('moraPeriodicidad', 'Periodicidad de la tasa', opcionesDe(PERIODICIDADES_MORA, ETIQUETAS_PERIODICIDAD_MORA), {
            style: { minWidth: 200 },
          }),
          campo.numero('moraDiasGracia', 'Días de gracia', {
            style: { minWidth: 140 },
            rules: [reglaDe(validarDiasGraciaMora)],
            extra: 'Días después del vencimiento sin mora.',
            entrada: { min: 0, max: LIMITES_MORA.diasGraciaMaximo, precision: 0 },
          }),
        ]}
      />
    </AjusteOrganizacion>
  );
}
