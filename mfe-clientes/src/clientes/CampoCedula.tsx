import { useState } from 'react';
import { Button, Flex, Form, Input, Space, Tag } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { esCedulaValida, limpiarCedula, validarCedula, type FuenteCedula } from '@cartera/dominio';
import { clienteApi, mensajeDeError, registrarDiagnostico, toast, reglaDe } from '@cartera/plataforma';
import { camposDeLaConsulta, type CamposConsultables } from './consultaCedula';

export const ETIQUETAS_FUENTE: Record<FuenteCedula, string> = {
  database: 'Base de datos',
  cache: 'Caché',
  external: 'Registro externo',
};

const COLORES_FUENTE: Record<FuenteCedula, string> = { database: 'blue', cache: 'gold', external: 'green' };

/**
 * The client form's 'Cédula' with its lookup (spec §2, §8): 'Buscar' asks the API for the cédula (our clients, the
 * cache, the external registry) once it has 11 digits and fills only what the user left empty, with a tag that says
 * where the data came from; 'Limpiar caché' forgets the cached answer. A failed lookup is only logged.
 */
export function CampoCedula() {
  const form = Form.useFormInstance();
  const cedula: string = Form.useWatch('cedula', form) ?? '';
  const [buscando, setBuscando] = useState(false);
  const [fuente, setFuente] = useState<FuenteCedula | null>(null);
  const completa = esCedulaValida(cedula);

  const buscar = async () => {
    setBuscando(true);
    setFuente(null);
    try {
      // Database → cache → external registry; `persist` keeps an external answer in the server's cache. The API puts
      // the answer's `source` inside `data` too.
      const data = await clienteApi.get('/api/clientes/cedula/{cedula}', {
        ruta: { cedula: limpiarCedula(cedula) },
        consulta: { persist: true },
      });
      form.setFieldsValue(camposDeLaConsulta(form.getFieldsValue(true) as CamposConsultables, data));
      setFuente(data.source);
    } catch (error) {
      // Spec §8: a failed lookup is only logged; the form keeps working.
      registrarDiagnostico(
        'advertencia',
        'http',
        `Consulta de cédula sin resultado: ${mensajeDeError(error, 'error desconocido')}`,
      );
    } finally {
      setBuscando(false);
    }
  };

  const limpiarCache = async () => {
    try {
      await clienteApi.delete('/api/clientes/cedula/{cedula}/cache', { ruta: { cedula: limpiarCedula(cedula) } });
      toast.exito('Caché limpiada');
    } catch {
      toast.error('No se pudo limpiar caché');
    }
  };

  return (
    <>
      {/* Cédula and phones keep only digits, cut to their length by `normalize`: no maxLength on the input, so
          a pasted '300-123-4567' keeps all its digits. */}
      <Form.Item label="Cédula" required htmlFor="cliente_cedula" style={{ marginBottom: 0 }}>
        <Space.Compact style={{ width: '100%' }}>
          <Form.Item
            name="cedula"
            noStyle
            normalize={(valor?: string) => limpiarCedula(valor)}
            rules={[reglaDe(validarCedula)]}
          >
            <Input inputMode="numeric" placeholder="11 dígitos" autoComplete="off" />
          </Form.Item>
          <Button icon={<SearchOutlined />} onClick={buscar} disabled={!completa} loading={buscando}>
            Buscar
          </Button>
        </Space.Compact>
      </Form.Item>
      <Flex align="center" gap={8} style={{ minHeight: 32, marginBottom: 8 }}>
        {fuente && (
          <Tag color={COLORES_FUENTE[fuente]} data-testid="fuente-cedula">
            {ETIQUETAS_FUENTE[fuente]}
          </Tag>
        )}
        <Button
          type="link"
          size="small"
          onClick={limpiarCache}
          disabled={!completa}
          style={{ paddingInline: 0 }}
        >
          Limpiar caché
        </Button>
      </Flex>
    </>
  );
}
