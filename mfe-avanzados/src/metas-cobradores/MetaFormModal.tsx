import { DatePicker, Form, InputNumber, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { MENSAJES, validarMetaCobros, validarMetaMonto, type MetaCobrador } from '@cartera/dominio';
import { FormularioModal } from '@cartera/plataforma/formularios';
import { clienteApi, reglaDe } from '@cartera/plataforma';

interface ValoresFormulario {
  cobradorId?: string;
  periodo?: Dayjs;
  metaMonto?: number;
  metaCobros?: number;
  fechaVencimiento?: Dayjs;
}

interface Props {
  /** The goal being edited, or null for 'Nueva Meta'. */
  meta: MetaCobrador | null;
  opcionesCobradores: { value: string; label: string }[];
  alCerrar: () => void;
  /** After a save: the list and its summary are asked again. */
  alGuardar: () => void;
}

/** 'Nueva Meta' / 'Editar Meta': collector, month, amount and collections goals, due date. */
export function MetaFormModal({ meta, opcionesCobradores, alCerrar, alGuardar }: Props) {
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
      alCerrar={alCerrar}
      alGuardar={alGuardar}
    >
      <Form.Item
        name="cobradorId"
        label="Cobrador"
        rules={[{ required: true, message: MENSAJES.cobradorObligatorio }]}
      >
        <Select<string>
          showSearch={{ optionFilterProp: 'label' }}
          aria-label="Cobrador"
          options={opcionesCobradores}
        />
      </Form.Item>
      <Form.Item
        name="periodo"
        label="Periodo"
        rules={[{ required: true, message: MENSAJES.periodoInvalido }]}
      >
        <DatePicker picker="month" format="MM/YYYY" aria-label="Periodo" style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item
        name="metaMonto"
        label="Meta de Monto (COP)"
        rules={[{ required: true, message: MENSAJES.metaMontoInvalida }, reglaDe(validarMetaMonto, { opcional: true })]}
      >
        <InputNumber<number> min={0} step={0.01} aria-label="Meta de Monto (COP)" style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item
        name="metaCobros"
        label="Meta de Cobros"
        rules={[{ required: true, message: MENSAJES.metaCobrosInvalida }, reglaDe(validarMetaCobros, { opcional: true })]}
      >
        <InputNumber<number> min={0} precision={0} aria-label="Meta de Cobros" style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item
        name="fechaVencimiento"
        label="Fecha de Vencimiento"
        rules={[{ required: true, message: MENSAJES.fechaVencimientoObligatoria }]}
      >
        <DatePicker format="DD/MM/YYYY" aria-label="Fecha de Vencimiento" style={{ width: '100%' }} />
      </Form.Item>
    </FormularioModal>
  );
}
