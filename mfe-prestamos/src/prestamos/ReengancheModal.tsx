import { Col, Form, InputNumber, Row, Select } from 'antd';
import {
  ETIQUETAS_MODALIDAD,
  ETIQUETAS_TIPO_AMORTIZACION,
  LIMITES,
  MENSAJES,
  MENSAJES_REENGANCHE,
  MODALIDADES,
  TIPOS_AMORTIZACION,
  efectivoReenganche,
  formatearCOP,
  hoyBogota,
  montoAdicionalMinimo,
  opcionesDe,
  validarTerminosPrestamo,
  type Modalidad,
  type TipoAmortizacion,
} from '@cartera/dominio';
import { FormularioModal } from '@cartera/plataforma/formularios';
import { CONFIRMACIONES, MENSAJES_PRESTAMOS } from './mensajes';
import type { DatosReenganche, Prestamo } from '@cartera/dominio';
import { formatearMontoEntrada, leerMontoEntrada } from './entradas';
import { useVistaPrevia } from './useVistaPrevia';
import { VistaPreviaPrestamo } from './VistaPreviaPrestamo';
import { ResumenOperacion } from '../plan/ResumenOperacion';

interface Campos {
  cuotas?: number | null;
  interes?: number | null;
  modalidad?: Modalidad;
  tipoAmortizacion?: TipoAmortizacion;
  montoAdicional?: number | null;
}

interface Props {
  prestamo: Prestamo;
  reenganchar: (datos: DatosReenganche) => Promise<unknown>;
  alCerrar: () => void;
  alGuardar: () => void;
}

/**
 * 'Reenganche': a new loan for the same client that takes over this loan's outstanding balance (plus optional
 * new cash), with its own terms. The old loan becomes 'reenganchado'. Asks the browser's confirmation first.
 */
export function ReengancheModal({ prestamo, reenganchar, alCerrar, alGuardar }: Props) {
  const [form] = Form.useForm<Campos>();

  const cuotas = Form.useWatch('cuotas', form);
  const interes = Form.useWatch('interes', form);
  const modalidad = Form.useWatch('modalidad', form);
  const tipoAmortizacion = Form.useWatch('tipoAmortizacion', form);
  const montoAdicional = Form.useWatch('montoAdicional', form);
  const montoNuevo = prestamo.saldoPendiente + (montoAdicional ?? 0);
  const vista = useVistaPrevia({
    monto: montoNuevo,
    interes,
    cuotas,
    modalidad,
    tipoAmortizacion,
    fechaInicio: hoyBogota(),
  });

  const validarCampo = (campo: 'cuotas' | 'interes') => async () => {
    const campos = form.getFieldsValue(true) as Campos;
    const mensaje = validarTerminosPrestamo({
      monto: prestamo.saldoPendiente + (campos.montoAdicional ?? 0),
      interes: campos.interes ?? undefined,
      cuotas: campos.cuotas ?? undefined,
      modalidad: campos.modalidad,
      tipoAmortizacion: campos.tipoAmortizacion,
      fechaInicio: hoyBogota(),
    })[campo];
    if (mensaje) throw new Error(mensaje);
  };

  // What leaves the cash box (the API's rule, same words): with interes_adelantado it can go negative, and the API
  // refuses that; the form says so on the field before sending.
  const terminosEfectivo = (campos: Campos) => ({
    saldoAnterior: prestamo.saldoPendiente,
    montoAdicional: campos.montoAdicional ?? 0,
    interes: campos.interes ?? 0,
    tipoAmortizacion: campos.tipoAmortizacion ?? prestamo.tipoAmortizacion,
  });
  const efectivo = efectivoReenganche(terminosEfectivo({ montoAdicional, interes, tipoAmortizacion })).efectivo;
  const validarEfectivo = async () => {
    const terminos = terminosEfectivo(form.getFieldsValue(true) as Campos);
    const calculo = efectivoReenganche(terminos);
    if (calculo.efectivo < 0) {
      throw new Error(MENSAJES_REENGANCHE.efectivoNegativo(calculo, terminos, montoAdicionalMinimo(terminos)));
    }
  };

  const aDatos = (campos: Campos): DatosReenganche => {
    const datos: DatosReenganche = {
      cuotas: campos.cuotas as number,
      interes: campos.interes as number,
      modalidad: campos.modalidad as Modalidad,
      tipoAmortizacion: campos.tipoAmortizacion as TipoAmortizacion,
    };
    if (campos.montoAdicional) datos.montoAdicional = campos.montoAdicional;
    return datos;
  };

  return (
    <FormularioModal<Campos>
      titulo="Reenganche"
      nombre="reenganche"
      textoAceptar="Reenganchar"
      ancho={640}
      form={form}
      valoresIniciales={{
        cuotas: prestamo.cuotas,
        interes: prestamo.interes,
        modalidad: prestamo.modalidad,
        tipoAmortizacion: prestamo.tipoAmortizacion,
        montoAdicional: null,
      }}
      confirmacion={() =>
        CONFIRMACIONES.reenganche(prestamo.cliente.nombre, formatearCOP(prestamo.saldoPendiente))
      }
      enviar={(campos) => reenganchar(aDatos(campos))}
      exito={MENSAJES_PRESTAMOS.reenganchado}
      error={MENSAJES_PRESTAMOS.errorReenganche}
      alCerrar={alCerrar}
      alGuardar={alGuardar}
      encabezado={
        <ResumenOperacion
          items={[
            { key: 'cliente', label: 'Cliente', children: prestamo.cliente.nombre },
            { key: 'saldo', label: 'Saldo a refinanciar', children: formatearCOP(prestamo.saldoPendiente) },
            { key: 'nuevo', label: 'Monto del préstamo nuevo', children: formatearCOP(montoNuevo) },
            { key: 'efectivo', label: 'Efectivo que recibe el cliente', children: formatearCOP(efectivo) },
          ]}
        />
      }
      pie={<VistaPreviaPrestamo vista={vista} titulo="Préstamo nuevo" />}
    >
      <Row gutter={12}>
        <Col span={12}>
          <Form.Item
            label="Cuotas"
            name="cuotas"
            rules={[
              { required: true, message: MENSAJES.cuotasObligatorias },
              { validator: validarCampo('cuotas') },
            ]}
          >
            <InputNumber<number>
              min={LIMITES.cuotasMinimo}
              max={LIMITES.cuotasMaximo}
              precision={0}
              style={{ width: '100%' }}
            />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item
            label="Interés"
            name="interes"
            dependencies={['tipoAmortizacion', 'montoAdicional']}
            rules={[
              { required: true, message: MENSAJES.interesObligatorio },
              { validator: validarCampo('interes') },
            ]}
          >
            <InputNumber<number>
              min={LIMITES.interesMinimo}
              max={LIMITES.interesMaximo}
              step={LIMITES.interesPaso}
              suffix="% total"
              style={{ width: '100%' }}
            />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item
            label="Modalidad"
            name="modalidad"
            rules={[{ required: true, message: MENSAJES.modalidadInvalida }]}
          >
            <Select options={opcionesDe(MODALIDADES, ETIQUETAS_MODALIDAD)} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item
            label="Tipo de amortización"
            name="tipoAmortizacion"
            rules={[{ required: true, message: MENSAJES.tipoAmortizacionInvalido }]}
          >
            <Select options={opcionesDe(TIPOS_AMORTIZACION, ETIQUETAS_TIPO_AMORTIZACION)} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item
            label="Monto adicional"
            name="montoAdicional"
            tooltip="Opcional: se suma al saldo; con interés adelantado, el interés retenido sale de aquí"
            dependencies={['interes', 'tipoAmortizacion']}
            rules={[{ validator: validarEfectivo }]}
          >
            <InputNumber<number>
              min={0}
              step={LIMITES.montoPaso}
              formatter={formatearMontoEntrada}
              parser={leerMontoEntrada}
              inputMode="numeric"
              placeholder="$ 0"
              style={{ width: '100%' }}
            />
          </Form.Item>
        </Col>
      </Row>
    </FormularioModal>
  );
}
