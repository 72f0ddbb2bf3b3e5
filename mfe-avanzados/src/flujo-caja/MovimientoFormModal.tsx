import { DatePicker, Form, Input, InputNumber, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import {
  CATEGORIAS_MOVIMIENTO,
  ETIQUETAS_CATEGORIA_MOVIMIENTO,
  ETIQUETAS_TIPO_MOVIMIENTO_CAJA,
  MENSAJES,
  TIPOS_MOVIMIENTO_CAJA,
  hoyBogota,
  validarMontoPago,
  type CategoriaMovimiento,
  type DatosMovimientoCaja,
  type MovimientoCaja,
  type TipoMovimientoCaja,
} from '@cartera/dominio';
import { FormularioModal } from '@cartera/plataforma/formularios';
import { reglaDe } from '@cartera/plataforma';

interface Campos {
  fecha?: Dayjs | null;
  tipo?: TipoMovimientoCaja;
  categoria?: CategoriaMovimiento;
  concepto?: string;
  monto?: number | null;
}

interface Props {
  movimiento: MovimientoCaja | null;
  /** `clave`: this form's Idempotency-Key, the same on every submit while it is open. */
  guardar: (datos: DatosMovimientoCaja, clave: string) => Promise<unknown>;
  alCerrar: () => void;
  alGuardar: () => void;
}

/** 'Registrar Movimiento' / 'Editar Movimiento' (cash movements entered by admin or gerente). */
export function MovimientoFormModal({ movimiento, guardar, alCerrar, alGuardar }: Props) {
  const edicion = movimiento !== null;

  // The rules make every field present and valid before this runs.
  const aDatos = (campos: Campos): DatosMovimientoCaja => ({
    fecha: (campos.fecha as Dayjs).format('YYYY-MM-DD'),
    tipo: campos.tipo as TipoMovimientoCaja,
    categoria: campos.categoria as CategoriaMovimiento,
    concepto: (campos.concepto ?? '').trim(),
    monto: campos.monto as number,
  });

  return (
    <FormularioModal<Campos>
      titulo={edicion ? 'Editar Movimiento' : 'Registrar Movimiento'}
      nombre="movimiento"
      textoAceptar={edicion ? 'Actualizar' : 'Registrar'}
      valoresIniciales={{
        fecha: dayjs(movimiento?.fecha ?? hoyBogota()),
        tipo: movimiento?.tipo ?? 'egreso',
        // A movement booked by a cash handover (faltante, sobrante) is never edited here: the list offers no edit.
        categoria: (movimiento?.categoria ?? 'gastos') as CategoriaMovimiento,
        concepto: movimiento?.concepto ?? '',
        monto: movimiento?.monto,
      }}
      enviar={(campos, clave) => guardar(aDatos(campos), clave)}
      exito={edicion ? 'Movimiento actualizado' : 'Movimiento registrado'}
      error={edicion ? 'Error al actualizar movimiento' : 'Error al registrar movimiento'}
      alCerrar={alCerrar}
      alGuardar={alGuardar}
    >
      <Form.Item label="Fecha" name="fecha" rules={[{ required: true, message: MENSAJES.fechaObligatoria }]}>
        <DatePicker format="DD/MM/YYYY" style={{ width: '100%' }} aria-label="Fecha" />
      </Form.Item>
      <Form.Item label="Tipo" name="tipo" rules={[{ required: true, message: 'El tipo es obligatorio' }]}>
        <Select
          aria-label="Tipo"
          options={TIPOS_MOVIMIENTO_CAJA.map((tipo) => ({
            value: tipo,
            label: ETIQUETAS_TIPO_MOVIMIENTO_CAJA[tipo],
          }))}
        />
      </Form.Item>
      <Form.Item
        label="Categoría"
        name="categoria"
        rules={[{ required: true, message: 'La categoría es obligatoria' }]}
      >
        <Select
          aria-label="Categoría"
          options={CATEGORIAS_MOVIMIENTO.map((c) => ({ value: c, label: ETIQUETAS_CATEGORIA_MOVIMIENTO[c] }))}
        />
      </Form.Item>
      <Form.Item
        label="Concepto"
        name="concepto"
        rules={[
          { required: true, whitespace: true, message: 'El concepto es obligatorio' },
          { max: 200, message: 'El concepto no puede superar 200 caracteres' },
        ]}
      >
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item
        label="Monto"
        name="monto"
        required
        rules={[reglaDe((valor) => validarMontoPago(valor))]}
      >
        <InputNumber<number> min={1} step={1000} precision={0} style={{ width: '100%' }} prefix="$" />
      </Form.Item>
    </FormularioModal>
  );
}
