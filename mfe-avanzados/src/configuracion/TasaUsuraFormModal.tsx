import { Form } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import {
  ETIQUETAS_TIPO_CREDITO,
  TASA_USURA_MAXIMA,
  TASA_USURA_MINIMA,
  TIPOS_CREDITO,
  opcionesDe,
  validarTasaUsura,
  type DatosTasaUsura,
  type TasaUsura,
  type TipoCredito,
} from '@cartera/dominio';
import { clienteApi, reglaDe, requerido } from '@cartera/plataforma';
import { CamposFormulario, campo, FormularioModal, type CierreModal } from '@cartera/plataforma/formularios';

interface Campos {
  tipoCredito?: TipoCredito;
  tasa?: number | null;
  desde?: Dayjs | null;
  hasta?: Dayjs | null;
  resolucion?: string;
}

interface Props extends CierreModal {
  /** The rate being edited, or null for a new one. */
  tasa: TasaUsura | null;
}

function aDatos(campos: Campos): Partial<DatosTasaUsura> {
  return {
    tipoCredito: campos.tipoCredito,
    tasa: campos.tasa ?? undefined,
    desde: campos.desde?.format('YYYY-MM-DD'),
    hasta: campos.hasta?.format('YYYY-MM-DD'),
    resolucion: campos.resolucion?.trim(),
  };
}

/**
 * 'Nueva tasa de usura' / 'Editar tasa de usura': credit type, the certified usury rate itself (% EA, not the
 * interés bancario corriente), its period and the resolution that certifies it. Each field is checked with the API's
 * own rule (`validarTasaUsura`); an overlapping period comes back from the server (409) as its toast.
 */
export function TasaUsuraFormModal({ tasa, ...cierre }: Props) {
  const [form] = Form.useForm<Campos>();
  const regla = (nombre: keyof DatosTasaUsura) =>
    reglaDe(() => validarTasaUsura(aDatos(form.getFieldsValue()))[nombre] ?? null);

  const valoresIniciales: Campos = tasa
    ? {
        tipoCredito: tasa.tipoCredito,
        tasa: tasa.tasa,
        desde: dayjs(tasa.desde),
        hasta: dayjs(tasa.hasta),
        resolucion: tasa.resolucion,
      }
    : { tipoCredito: undefined, tasa: null, desde: null, hasta: null, resolucion: '' };

  return (
    <FormularioModal<Campos, TasaUsura>
      titulo={tasa ? 'Editar tasa de usura' : 'Nueva tasa de usura'}
      nombre="tasa-usura"
      textoAceptar={tasa ? 'Actualizar' : 'Registrar'}
      form={form}
      valoresIniciales={valoresIniciales}
      enviar={(campos) => {
        // The rules above passed: every field is there.
        const datos: DatosTasaUsura = {
          tipoCredito: requerido(campos.tipoCredito, 'tipoCredito'),
          tasa: requerido(campos.tasa, 'tasa'),
          desde: requerido(campos.desde, 'desde').format('YYYY-MM-DD'),
          hasta: requerido(campos.hasta, 'hasta').format('YYYY-MM-DD'),
          resolucion: (campos.resolucion ?? '').trim(),
        };
        return tasa
          ? clienteApi.put('/api/configuracion/tasas-usura/{id}', { ruta: { id: tasa._id }, cuerpo: datos })
          : clienteApi.post('/api/configuracion/tasas-usura', { cuerpo: datos });
      }}
      exito={tasa ? 'Tasa de usura actualizada' : 'Tasa de usura registrada'}
      error="Error al guardar la tasa de usura"
      {...cierre}
    >
      <CamposFormulario
        campos={[
          campo.seleccion<TipoCredito>(
            'tipoCredito',
            'Tipo de crédito',
            opcionesDe(TIPOS_CREDITO, ETIQUETAS_TIPO_CREDITO),
            { rules: [regla('tipoCredito')], entrada: { placeholder: 'Elija el tipo' } },
          ),
          campo.numero('tasa', 'Tasa de usura', {
            extra: 'La tasa de usura EA que certifica la Superintendencia Financiera (no el interés bancario corriente).',
            rules: [regla('tasa')],
            entrada: { min: TASA_USURA_MINIMA, max: TASA_USURA_MAXIMA, step: 0.01, precision: 2, suffix: '% EA' },
          }),
          campo.fecha('desde', 'Vigente desde', { rules: [regla('desde')] }),
          campo.fecha('hasta', 'Vigente hasta', { dependencies: ['desde'], rules: [regla('hasta')] }),
          campo.texto('resolucion', 'Resolución', {
            max: 60,
            rules: [regla('resolucion')],
            entrada: { placeholder: 'Resolución 1234 de 2026' },
          }),
        ]}
      />
    </FormularioModal>
  );
}
