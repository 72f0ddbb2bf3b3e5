import { Button, Form, InputNumber, Radio, Typography } from 'antd';
import {
  BANDAS_DETERIORO,
  BASES_INGRESO,
  DIAS_SUSPENSION_CAUSACION_MAXIMO,
  ETIQUETAS_BASE_INGRESO,
  PORCENTAJES_DETERIORO_DEFECTO,
  formatearCOP,
  formatearFecha,
  validarDiasSuspension,
  validarPorcentajesDeterioro,
  type CambiosPoliticasContables,
} from '@cartera/dominio';
import {
  clienteApi,
  confirmar,
  nuevaClaveIdempotencia,
  reglaDe,
  useGuardado,
} from '@cartera/plataforma';
import { CampoInterruptor, CamposFormulario, campo } from '@cartera/plataforma/formularios';
import { AJUSTES } from './ajustes';
import { FormularioAjuste, useAjusteDelServidor } from './FormularioAjuste';

type Campos = Required<Omit<CambiosPoliticasContables, 'vigenteDesde'>>;

export const CONFIRMAR_DETERIORO =
  '¿Asentar hoy el deterioro de la cartera? El comprobante lleva la provisión a lo que piden las edades de mora.';

const AYUDA_BASE: Readonly<Record<(typeof BASES_INGRESO)[number], string>> = {
  caja: 'El interés pactado pasa a ingreso con cada cobro; mientras tanto es un diferido (270505).',
  causacion:
    'El barrido de cada noche pasa a ingreso el interés ganado por cada día del periodo de su cuota, se cobre o no (Decreto 2420 de 2015, art. 28 E.T.).',
};

/**
 * Configuración → Sistema: the lender's accounting policies (docs/decisiones/politicas-contables.md) — interest income
 * on a cash basis or accrued by day, deferred interest netted against the portfolio in the balance sheet, and the
 * portfolio impairment by days past due (percentages per band, posted at each month's end and on demand). The admin
 * edits them with the API's own rule; the gerente reads them.
 */
export function TarjetaPoliticasContables() {
  const [form] = Form.useForm<Campos>();
  const deterioro = useGuardado();
  const ajuste = useAjusteDelServidor(
    () => clienteApi.get('/api/contabilidad/politicas'),
    'Error al cargar las políticas contables',
  );

  const asentar = async () => {
    if (!(await confirmar(CONFIRMAR_DETERIORO))) return;
    // The Idempotency-Key of this click: a retry of the same request books the adjustment once.
    const clave = nuevaClaveIdempotencia();
    void deterioro.ejecutar(() => clienteApi.post('/api/contabilidad/deterioro', { cuerpo: {}, clave }), {
      exito: (r) =>
        r.ajuste === 0
          ? `El deterioro ya estaba en ${formatearCOP(r.objetivo)}: no hubo comprobante`
          : `Deterioro asentado: ${formatearCOP(r.objetivo)} (ajuste de ${formatearCOP(r.ajuste)})`,
      error: 'Error al asentar el deterioro',
    });
  };

  const reglaPorcentaje = reglaDe(() =>
    validarPorcentajesDeterioro(form.getFieldValue('porcentajesDeterioro')),
  );
  const reglaSuspension = reglaDe(() => validarDiasSuspension(form.getFieldValue('diasSuspensionCausacion')));
  const baseElegida = Form.useWatch('baseIngresos', form);
  const programado = ajuste.datos?.cambioProgramado;

  return (
    <FormularioAjuste
      {...AJUSTES.politicasContables}
      {...ajuste}
      form={form}
      valores={(cargadas) => cargadas}
      guardar={(campos) => clienteApi.put('/api/contabilidad/politicas', { cuerpo: campos })}
      acciones={
        <Button onClick={() => void asentar()} loading={deterioro.guardando}>
          Asentar el deterioro de hoy
        </Button>
      }
    >
      <>
        <CamposFormulario
          campos={[
            campo(
              'baseIngresos',
              'Ingresos por intereses',
              <Radio.Group
                aria-label="Ingresos por intereses"
                options={BASES_INGRESO.map((base) => ({ value: base, label: ETIQUETAS_BASE_INGRESO[base] }))}
              />,
              { extra: baseElegida ? AYUDA_BASE[baseElegida] : undefined },
            ),
            campo(
              'diasSuspensionCausacion',
              'Suspender la causación después de',
              <InputNumber
                min={1}
                max={DIAS_SUSPENSION_CAUSACION_MAXIMO}
                precision={0}
                suffix="días"
                aria-label="Días de atraso para suspender la causación"
              />,
              {
                rules: [reglaSuspension],
                extra:
                  'En causación, un préstamo con más de estos días de atraso deja de causar y lo causado sin cobrar vuelve al diferido; causa otra vez cuando deja de pasarlos (30: el microcrédito de la Superintendencia Financiera).',
              },
            ),
          ]}
        />
        {programado ? (
          <Typography.Paragraph type="secondary">
            {`Desde el ${formatearFecha(programado.vigenteDesde)} rige: ${ETIQUETAS_BASE_INGRESO[programado.baseIngresos].toLowerCase()}, suspensión después de ${programado.diasSuspensionCausacion} días.`}
          </Typography.Paragraph>
        ) : null}
        <CampoInterruptor
          name="interesDiferidoNeto"
          label="Interés diferido en el balance general"
          extra="Encendido: el interés aún no ganado se resta de la cartera («Menos: …») en vez de ir en los pasivos."
          etiquetaInterruptor="Restar el interés diferido de la cartera"
        />
        <CampoInterruptor
          name="deterioroActivo"
          label="Deterioro de la cartera"
          extra="Encendido: el último día de cada mes se provisiona el capital de cada edad de mora (149905 contra el gasto 519920)."
          etiquetaInterruptor="Provisionar el deterioro cada fin de mes"
        />
        <Typography.Paragraph type="secondary">
          Porcentaje del capital que se provisiona en cada edad de mora. Por defecto:{' '}
          {BANDAS_DETERIORO.map(
            (b) => `${b.etiqueta.toLowerCase()} ${PORCENTAJES_DETERIORO_DEFECTO[b.clave]} %`,
          ).join(', ')}
          .
        </Typography.Paragraph>
        <CamposFormulario
          enFila
          alinear="flex-start"
          campos={BANDAS_DETERIORO.map((banda) =>
            campo.numero(['porcentajesDeterioro', banda.clave], banda.etiqueta, {
              style: { minWidth: 120, maxWidth: 160 },
              rules: [reglaPorcentaje],
              entrada: { min: 0, max: 100, precision: 2, suffix: '%', 'aria-label': `Deterioro: ${banda.etiqueta}` },
            }),
          )}
        />
      </>
    </FormularioAjuste>
  );
}
