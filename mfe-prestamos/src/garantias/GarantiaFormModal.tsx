import { Form, Input, InputNumber, Select } from 'antd';
import {
  ETIQUETAS_TIPO_GARANTIA,
  TIPOS_GARANTIA,
  validarValorGarantia,
  type TipoGarantia,
} from '@cartera/dominio';
import { clienteApi, reglaDe } from '@cartera/plataforma';
import { CampoPrestamo, FormularioModal } from '@cartera/plataforma/formularios';
import type { DatosGarantia, Garantia } from '@cartera/dominio';
import { PrestamoSelect } from './PrestamoSelect';

interface Valores {
  prestamo?: string;
  tipo?: TipoGarantia;
  descripcion?: string;
  valorDeclarado?: number | null;
  identificadorLegal?: string;
}

interface Props {
  alCerrar: () => void;
  alGuardar: (garantia: Garantia) => void;
}

/** 'Nueva Garantía' (spec §7): loan from a searchable select, type, description, declared value, legal id. */
export function GarantiaFormModal({ alCerrar, alGuardar }: Props) {
  const aDatos = (valores: Valores): DatosGarantia => ({
    prestamo: valores.prestamo ?? '',
    tipo: valores.tipo ?? 'otros',
    descripcion: (valores.descripcion ?? '').trim(),
    valorDeclarado: valores.valorDeclarado ?? 0,
    identificadorLegal: valores.identificadorLegal?.trim() || null,
  });

  return (
    <FormularioModal<Valores, Garantia>
      titulo="Nueva Garantía"
      nombre="garantia"
      textoAceptar="Crear"
      valoresIniciales={{ tipo: 'vehiculo' }}
      enviar={(valores) => clienteApi.post('/api/garantias', { cuerpo: aDatos(valores) })}
      exito="Garantía creada"
      error="Error creando garantía"
      alCerrar={alCerrar}
      alGuardar={alGuardar}
    >
      <CampoPrestamo>
        <PrestamoSelect />
      </CampoPrestamo>
      <Form.Item name="tipo" label="Tipo" rules={[{ required: true, message: 'Selecciona el tipo' }]}>
        <Select<TipoGarantia>
          aria-label="Tipo"
          options={TIPOS_GARANTIA.map((tipo) => ({ value: tipo, label: ETIQUETAS_TIPO_GARANTIA[tipo] }))}
        />
      </Form.Item>
      <Form.Item
        name="descripcion"
        label="Descripción"
        rules={[
          { required: true, whitespace: true, message: 'La descripción es obligatoria' },
          { max: 500, message: 'La descripción no puede superar 500 caracteres' },
        ]}
      >
        <Input.TextArea rows={2} aria-label="Descripción" />
      </Form.Item>
      <Form.Item
        name="valorDeclarado"
        label="Valor declarado (COP)"
        rules={[
          { required: true, message: 'El valor declarado es obligatorio' },
          reglaDe(validarValorGarantia, { opcional: true }),
        ]}
      >
        <InputNumber<number> min={0} precision={0} style={{ width: '100%' }} aria-label="Valor declarado" />
      </Form.Item>
      <Form.Item
        name="identificadorLegal"
        label="Identificador legal (placa, matrícula, serie)"
        rules={[{ max: 100, message: 'El identificador legal no puede superar 100 caracteres' }]}
      >
        <Input aria-label="Identificador legal" />
      </Form.Item>
    </FormularioModal>
  );
}
