// Applying a line of «Recaudos por aplicar»: to one loan (the whole line), or split across loans (the amounts must add
// up to the line, the API's rule validarAplicacionSuspenso with the same words). The loan is searched on the server.
import { Button, Flex, Form, InputNumber, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  CODIGOS,
  formatearCOP,
  formatearFecha,
  validarAplicacionSuspenso,
  type AplicacionSuspenso,
  type LineaExtractoPago,
  type Prestamo,
} from '@cartera/dominio';
import { clienteApi, ErrorHttp } from '@cartera/plataforma';
import { FormularioModal, SelectorRemoto, type CierreModal } from '@cartera/plataforma/formularios';
import { buscarPrestamosCobrables } from '../cobros/prestamosCobrables';

interface Campos {
  prestamo?: string;
  reparto?: Array<{ prestamo?: string; monto?: number | null }>;
}

const opcionPrestamo = (p: Prestamo) => ({
  value: p._id,
  label: `#${p.numero} · ${p.cliente.nombre} · saldo ${formatearCOP(p.saldoPendiente)}`,
});

function SelectorPrestamo(props: {
  id?: string;
  value?: string;
  onChange?: (valor: string | undefined) => void;
}) {
  return (
    <SelectorRemoto<Prestamo>
      {...props}
      buscar={buscarPrestamosCobrables}
      opcion={opcionPrestamo}
      placeholder="Busque por cliente o cédula"
      mensajeError="No se pudieron buscar los préstamos"
    />
  );
}

/** The body to send, or the Spanish message of why not (the API's own check, run before sending). */
export function aplicacionDe(campos: Campos, repartir: boolean, valor: number): AplicacionSuspenso | string {
  const cuerpo: AplicacionSuspenso = repartir
    ? {
        reparto: (campos.reparto ?? []).map((f) => ({
          prestamo: f.prestamo ?? '',
          monto: Number(f.monto ?? 0),
        })),
      }
    : { prestamo: campos.prestamo ?? '' };
  const revision = validarAplicacionSuspenso(cuerpo, valor);
  return 'errores' in revision ? (Object.values(revision.errores)[0]?.[0] ?? 'Revise la aplicación') : cuerpo;
}

export function AplicarSuspensoModal({
  linea,
  repartir,
  ...cierre
}: CierreModal & {
  linea: LineaExtractoPago;
  /** Split across loans instead of the whole line to one. */
  repartir: boolean;
}) {
  const [form] = Form.useForm<Campos>();
  const reparto = Form.useWatch('reparto', form) ?? [];
  const suma = reparto.reduce((total, fila) => total + Number(fila?.monto ?? 0), 0);
  return (
    <FormularioModal<Campos>
      titulo={repartir ? 'Repartir entre préstamos' : 'Aplicar a un préstamo'}
      nombre={repartir ? 'repartir-suspenso' : 'aplicar-suspenso'}
      textoAceptar="Aplicar"
      ancho={640}
      form={form}
      valoresIniciales={repartir ? { reparto: [{}, {}] } : {}}
      encabezado={
        <Typography.Paragraph>
          {formatearFecha(linea.fecha)} · {linea.descripcion} · <strong>{formatearCOP(linea.valor)}</strong>
        </Typography.Paragraph>
      }
      enviar={async (campos, clave) => {
        const cuerpo = aplicacionDe(campos, repartir, linea.valor);
        if (typeof cuerpo === 'string') throw new ErrorHttp(cuerpo, 400, CODIGOS.validacion);
        return clienteApi.post('/api/pagos/suspenso/{lineaId}/aplicar', {
          ruta: { lineaId: linea._id },
          cuerpo,
          clave,
        });
      }}
      exito="Recaudo aplicado"
      error="No se pudo aplicar el recaudo"
      {...cierre}
    >
      {!repartir ? (
        <Form.Item
          name="prestamo"
          label="Préstamo"
          rules={[{ required: true, message: 'Elija el préstamo al que se aplica' }]}
        >
          <SelectorPrestamo />
        </Form.Item>
      ) : (
        <Form.List
          name="reparto"
          rules={[
            {
              validator: async (_, filas: Campos['reparto']) => {
                const revision = aplicacionDe({ reparto: filas }, true, linea.valor);
                if (typeof revision === 'string') throw new Error(revision);
              },
            },
          ]}
        >
          {(filas, { add, remove }, { errors }) => (
            <Flex vertical gap={4}>
              {filas.map((fila, indice) => (
                <Flex key={fila.key} gap={8} align="start">
                  <Form.Item
                    name={[fila.name, 'prestamo']}
                    label={`Préstamo ${indice + 1}`}
                    style={{ flex: 1 }}
                    rules={[{ required: true, message: 'Elija el préstamo' }]}
                  >
                    <SelectorPrestamo />
                  </Form.Item>
                  <Form.Item
                    name={[fila.name, 'monto']}
                    label="Monto"
                    rules={[{ required: true, message: 'Escriba el monto' }]}
                  >
                    <InputNumber min={1} style={{ width: 140 }} />
                  </Form.Item>
                  <Button
                    aria-label={`Quitar préstamo ${indice + 1}`}
                    icon={<DeleteOutlined />}
                    disabled={filas.length <= 1}
                    onClick={() => remove(fila.name)}
                    style={{ marginTop: 30 }}
                  />
                </Flex>
              ))}
              <Button icon={<PlusOutlined />} onClick={() => add({})}>
                Agregar préstamo
              </Button>
              <Typography.Text
                type={Math.round(suma * 100) === Math.round(linea.valor * 100) ? 'success' : 'danger'}
              >
                Suma {formatearCOP(suma)} de {formatearCOP(linea.valor)}
              </Typography.Text>
              <Form.ErrorList errors={errors} />
            </Flex>
          )}
        </Form.List>
      )}
    </FormularioModal>
  );
}
