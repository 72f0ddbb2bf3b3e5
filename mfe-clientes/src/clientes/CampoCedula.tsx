import { useState } from 'react';
import { Button, Flex, Form, Input, Select, Space, Tag, Typography } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import {
  NOMBRES_TIPO_DOCUMENTO,
  TIPOS_DOCUMENTO,
  esCedulaValida,
  limpiarCedula,
  limpiarDocumento,
  validarCedula,
  type FuenteCedula,
  type TipoDocumento,
} from '@cartera/dominio';
import { clienteApi, esErrorHttp, mensajeDeError, registrarDiagnostico, toast } from '@cartera/plataforma';
import { camposDeLaConsulta, type CamposConsultables } from './consultaCedula';

export const ETIQUETAS_FUENTE: Record<FuenteCedula, string> = {
  database: 'Base de datos',
  cache: 'Caché',
  external: 'Registro externo',
};

const COLORES_FUENTE: Record<FuenteCedula, string> = { database: 'blue', cache: 'gold', external: 'green' };

/** What the page says when a lookup finds no one with that number (a 404 of the lookup). */
export const MENSAJE_SIN_CLIENTE = 'No hay un cliente con ese documento';
/** What it says when the lookup itself failed (no network, a server error). */
export const MENSAJE_CONSULTA_FALLIDA = 'No se pudo consultar el documento; puede seguir llenando el formulario';

const OPCIONES_TIPO = TIPOS_DOCUMENTO.map((tipo) => ({ value: tipo, label: `${tipo} — ${NOMBRES_TIPO_DOCUMENTO[tipo]}` }));

/**
 * The client form's «Tipo de documento» and 'Cédula' with its lookup (spec §2, §8): the number as issued, checked by
 * the shared rule of its type (docs/decisiones/documentos-de-identidad.md), never padded. 'Buscar' asks the API for a
 * CC (our clients, the cache, the external registry) once it is valid and fills only what the user left empty, with
 * a tag that says where the data came from; 'Limpiar caché' forgets the cached answer. A lookup that finds no one, or
 * fails, says so beside the field (and in the diagnostics log); the form keeps working.
 */
export function CampoCedula() {
  const form = Form.useFormInstance<CamposConsultables>();
  const cedula: string = Form.useWatch('cedula', form) ?? '';
  const tipo: TipoDocumento = Form.useWatch('tipoDocumento', form) ?? 'CC';
  const [buscando, setBuscando] = useState(false);
  const [fuente, setFuente] = useState<FuenteCedula | null>(null);
  // The answer about the number it was asked for: forgotten as soon as another number is typed.
  const [sinResultado, setSinResultado] = useState<{ cedula: string; mensaje: string } | null>(null);
  // The registry answers only for a CC.
  const completa = tipo === 'CC' && esCedulaValida(cedula);

  const buscar = async () => {
    setBuscando(true);
    setFuente(null);
    setSinResultado(null);
    try {
      // Database → cache → external registry; `persist` keeps an external answer in the server's cache. The API puts
      // the answer's `source` inside `data` too.
      const data = await clienteApi.get('/api/clientes/cedula/{cedula}', {
        ruta: { cedula: limpiarCedula(cedula) },
        consulta: { persist: true },
      });
      // Every value the form holds, also of the fields not shown (antd answers `any` for `true`).
      const actuales: CamposConsultables = form.getFieldsValue(true);
      form.setFieldsValue(camposDeLaConsulta(actuales, data));
      setFuente(data.source);
    } catch (error) {
      // Spec §8 logs a failed lookup; the page also says it, so nobody waits for a fill that will not come.
      setSinResultado({
        cedula,
        mensaje: esErrorHttp(error) && error.status === 404 ? MENSAJE_SIN_CLIENTE : MENSAJE_CONSULTA_FALLIDA,
      });
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
      <Form.Item label="Tipo de documento" name="tipoDocumento" htmlFor="cliente_tipoDocumento">
        <Select
          id="cliente_tipoDocumento"
          options={OPCIONES_TIPO}
          onChange={() => setFuente(null)}
        />
      </Form.Item>
      {/* The number keeps the characters of its type, cut to its length by `normalize`: no maxLength on the input,
          so a pasted '52.123.456' keeps all its digits. */}
      <Form.Item label="Cédula" required htmlFor="cliente_cedula" style={{ marginBottom: 0 }}>
        <Space.Compact style={{ width: '100%' }}>
          <Form.Item
            name="cedula"
            noStyle
            dependencies={['tipoDocumento']}
            normalize={(valor: string | undefined, _anterior: unknown, todos: { tipoDocumento?: TipoDocumento }) =>
              limpiarDocumento(todos.tipoDocumento ?? 'CC', valor)
            }
            rules={[
              ({ getFieldValue }) => ({
                validator: async (_regla, valor: string | undefined) => {
                  const mensaje = validarCedula(valor, getFieldValue('tipoDocumento') ?? 'CC');
                  if (mensaje) throw new Error(mensaje);
                },
              }),
            ]}
          >
            <Input
              inputMode={tipo === 'CE' || tipo === 'PA' ? 'text' : 'numeric'}
              placeholder={tipo === 'NIT' ? '900123456-8' : 'Como en el documento'}
              autoComplete="off"
            />
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
        <span role="status" aria-label="Resultado de la consulta">
          {sinResultado?.cedula === cedula && <Typography.Text type="secondary">{sinResultado.mensaje}</Typography.Text>}
        </span>
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
