import { DatePicker, Form, Input, InputNumber, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import {
  CATEGORIAS_GASTO_COBRADOR,
  ETIQUETAS_CATEGORIA_GASTO,
  MENSAJES,
  MENSAJES_CAJA,
  hoyBogota,
  validarMontoPago,
  type CategoriaGastoCobrador,
} from '@cartera/dominio';
import { FileImageOutlined } from '@ant-design/icons';
import { CampoFoto } from '@cartera/plataforma/campo-foto';
import { FormularioModal } from '@cartera/plataforma/formularios';
import { cajaApi } from './caja.api';
import { reglaDe } from '@cartera/plataforma';

interface Campos {
  fecha: Dayjs;
  categoria: CategoriaGastoCobrador;
  monto: number;
  concepto: string;
  /** Photo of the receipt (JPEG data URL, reduced in the browser), optional. */
  foto?: string | null;
}

/** 'Registrar gasto': what the collector paid from the cash they carry (bus, lunch, other). */
export function GastoFormModal({ alCerrar, alGuardar }: { alCerrar: () => void; alGuardar: () => void }) {
  return (
    <FormularioModal<Campos>
      titulo="Registrar gasto"
      nombre="gasto-cobrador"
      valoresIniciales={{ fecha: dayjs(hoyBogota()), categoria: 'transporte' }}
      enviar={(campos, clave) =>
        cajaApi.crearGasto(
          {
            fecha: campos.fecha.format('YYYY-MM-DD'),
            categoria: campos.categoria,
            monto: campos.monto,
            concepto: campos.concepto,
            foto: campos.foto ?? null,
          },
          clave,
        )
      }
      exito="Gasto registrado"
      error="Error al registrar el gasto"
      alCerrar={alCerrar}
      alGuardar={alGuardar}
    >
      <Form.Item name="fecha" label="Fecha" rules={[{ required: true, message: MENSAJES.fechaObligatoria }]}>
        <DatePicker format="DD/MM/YYYY" style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item
        name="categoria"
        label="Categoría"
        rules={[{ required: true, message: MENSAJES_CAJA.categoriaInvalida }]}
      >
        <Select
          options={CATEGORIAS_GASTO_COBRADOR.map((c) => ({ value: c, label: ETIQUETAS_CATEGORIA_GASTO[c] }))}
        />
      </Form.Item>
      <Form.Item
        name="monto"
        label="Monto"
        rules={[reglaDe((valor) => validarMontoPago(valor, MENSAJES.montoInvalido))]}
      >
        <InputNumber min={1} step={1000} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item
        name="concepto"
        label="Concepto"
        rules={[{ required: true, whitespace: true, message: MENSAJES_CAJA.conceptoObligatorio }]}
      >
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item name="foto" label="Foto del recibo (opcional)">
        <CampoFoto descripcion="Foto del recibo" icono={<FileImageOutlined />} />
      </Form.Item>
    </FormularioModal>
  );
}
