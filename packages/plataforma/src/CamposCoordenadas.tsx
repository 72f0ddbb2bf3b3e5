import { Col, Form, InputNumber, type ColProps } from 'antd';
import { MENSAJES } from '@cartera/dominio';

interface CamposCoordenadasProps {
  /** Labels of the two fields (also their aria-label). */
  etiquetas?: { latitud: string; longitud: string };
  /** Help shown as the fields' tooltip. */
  ayuda?: string;
  /** Width of each field's column. */
  columna?: ColProps;
}

const CAMPOS = ['latitud', 'longitud'] as const;
const RANGO = { latitud: 90, longitud: 180 };
const EJEMPLO = { latitud: '4.648600', longitud: '-74.062100' };

/**
 * Optional 'latitud' and 'longitud' of a client or of a collector's start point: two `<Col>` for an antd `Row` inside
 * a `Form`, with the API's range and precision (6 decimals) and its rule that both go together or neither, with the
 * same message (`MENSAJES.coordenadasJuntas`).
 */
export function CamposCoordenadas({
  etiquetas = { latitud: 'Latitud', longitud: 'Longitud' },
  ayuda,
  columna = { xs: 24, md: 12 },
}: CamposCoordenadasProps) {
  return CAMPOS.map((campo) => {
    const otro = campo === 'latitud' ? 'longitud' : 'latitud';
    return (
      <Col {...columna} key={campo}>
        <Form.Item
          label={etiquetas[campo]}
          name={campo}
          dependencies={[otro]}
          tooltip={ayuda}
          rules={[
            ({ getFieldValue }) => ({
              validator: (_regla, valor: number | null | undefined) => {
                const vacio = (v: unknown) => v === null || v === undefined;
                return vacio(valor) === vacio(getFieldValue(otro))
                  ? Promise.resolve()
                  : Promise.reject(new Error(MENSAJES.coordenadasJuntas));
              },
            }),
          ]}
        >
          <InputNumber<number>
            aria-label={etiquetas[campo]}
            min={-RANGO[campo]}
            max={RANGO[campo]}
            precision={6}
            step={0.0001}
            style={{ width: '100%' }}
            placeholder={EJEMPLO[campo]}
          />
        </Form.Item>
      </Col>
    );
  });
}
