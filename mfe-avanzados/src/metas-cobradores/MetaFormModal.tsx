import dayjs, { type Dayjs } from 'dayjs';
import { MENSAJES, validarMetaCobros, validarMetaMonto, type MetaCobrador } from '@cartera/dominio';
import { CamposFormulario, FormularioModal, campo, type CierreModal } from '@cartera/plataforma/formularios';
import { clienteApi, reglaDe } from '@cartera/plataforma';

interface ValoresFormulario {
  cobradorId?: string;
  periodo?: Dayjs;
  metaMonto?: number;
  metaCobros?: number;
  fechaVencimiento?: Dayjs;
}

interface Props extends CierreModal {
  /** The goal being edited, or null for 'Nueva Meta'. */
  meta: MetaCobrador | null;
  opcionesCobradores: { value: string; label: string }[];
}

/** 'Nueva Meta' / 'Editar Meta': collector, month, amount and collections goals, due date. */
export function MetaFormModal({ meta, opcionesCobradores, ...cierre }: Props) {
  const aDatos = (valores: ValoresFormulario) => ({
    cobradorId: valores.cobradorId ?? '',
    periodo: valores.periodo?.format('YYYY-MM') ?? '',
    metaMonto: valores.metaMonto ?? 0,
    metaCobros: valores.metaCobros ?? 0,
    fechaVencimiento: valores.fechaVencimiento?.format('YYYY-MM-DD') ?? '',
  });

  const valoresIniciales: ValoresFormulario | undefined = meta
    ? {
        cobradorId: meta.cobradorId,
        periodo: dayjs(`${meta.periodo}-01`),
        metaMonto: meta.metaMonto,
        metaCobros: meta.metaCobros,
        fechaVencimiento: dayjs(meta.fechaVencimiento),
      }
    : undefined;

  return (
    <FormularioModal<ValoresFormulario>
      titulo={meta ? 'Editar Meta' : 'Nueva Meta'}
      nombre="meta"
      textoAceptar={meta ? 'Actualizar' : 'Crear'}
      valoresIniciales={valoresIniciales}
      enviar={(valores) =>
        meta
          ? clienteApi.put('/api/metas-cobrador/{id}', { ruta: { id: meta._id }, cuerpo: aDatos(valores) })
          : clienteApi.post('/api/metas-cobrador', { cuerpo: aDatos(valores) })
      }
      exito={meta ? 'Meta actualizada correctamente' : 'Meta creada correctamente'}
      error="Error al guardar meta"
      {...cierre}
    >
      <CamposFormulario
        campos={[
          campo.seleccion<string>('cobradorId', 'Cobrador', opcionesCobradores, {
            obligatorio: MENSAJES.cobradorObligatorio,
            entrada: { showSearch: { optionFilterProp: 'label' }, 'aria-label': 'Cobrador' },
          }),
          campo.fecha('periodo', 'Periodo', {
            obligatorio: MENSAJES.periodoInvalido,
            entrada: { picker: 'month', format: 'MM/YYYY', 'aria-label': 'Periodo' },
          }),
          campo.numero('metaMonto', 'Meta de Monto (COP)', {
            obligatorio: MENSAJES.metaMontoInvalida,
            rules: [reglaDe(validarMetaMonto, { opcional: true })],
            entrada: { min: 0, step: 0.01, 'aria-label': 'Meta de Monto (COP)' },
          }),
          campo.numero('metaCobros', 'Meta de Cobros', {
            obligatorio: MENSAJES.metaCobrosInvalida,
            rules: [reglaDe(validarMetaCobros, { opcional: true })],
            entrada: { min: 0, precision: 0, 'aria-label': 'Meta de Cobros' },
          }),
          campo.fecha('fechaVencimiento', 'Fecha de Vencimiento', {
            obligatorio: MENSAJES.fechaVencimientoObligatoria,
            entrada: { 'aria-label': 'Fecha de Vencimiento' },
          }),
        ]}
      />
    </FormularioModal>
  );
}
