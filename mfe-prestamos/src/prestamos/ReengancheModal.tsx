import { Alert, Col, Form, Radio, Row } from 'antd';
import {
  ETIQUETAS_INTERES_POR_VENCER,
  MENSAJES_REENGANCHE,
  TRATAMIENTOS_INTERES_POR_VENCER,
  efectivoReenganche,
  formatearCOP,
  hoyBogota,
  montoAdicionalMinimo,
  opcionesDe,
  saldoARefinanciar,
  type Modalidad,
  type SaldoReenganche,
  type TipoAmortizacion,
  type TratamientoInteresPorVencer,
} from '@cartera/dominio';
import { useConsulta } from '@cartera/plataforma';
import { EntradaMonto, FormularioModal, type CierreModal } from '@cartera/plataforma/formularios';
import { CONFIRMACIONES, MENSAJES_PRESTAMOS } from './mensajes';
import { MENSAJES_MORA, type DatosReenganche, type Prestamo } from '@cartera/dominio';
import { CampoConfirmarUsura, useConfirmacionUsura } from './ConfirmacionUsura';
import { EntradasTerminos } from './EntradasTerminos';
import { useUsuraVistaPrevia } from './useUsuraVistaPrevia';
import { useVistaPrevia } from './useVistaPrevia';
import { VistaPreviaPrestamo } from './VistaPreviaPrestamo';
import { ResumenOperacion } from '../plan/ResumenOperacion';

interface Campos {
  cuotas?: number | null;
  interes?: number | null;
  modalidad?: Modalidad;
  tipoAmortizacion?: TipoAmortizacion;
  montoAdicional?: number | null;
  interesPorVencer?: TratamientoInteresPorVencer;
  /** The box ticked to disburse above the usury cap (shown only then: CampoConfirmarUsura). */
  confirmarUsura?: boolean;
}

interface Props extends CierreModal {
  prestamo: Prestamo;
  /** Lo que se debe, nombrado: capital, interés vencido e interés por vencer (GET /prestamos/:id/reenganche). */
  cargarSaldo: () => Promise<SaldoReenganche>;
  /**
   * `clave`: this form's Idempotency-Key, the same on every submit while it is open. `mensaje`: the API's words (a
   * gerente's refinancing with new money above the threshold waits for an admin and says so).
   */
  reenganchar: (datos: DatosReenganche, clave: string, confirmarUsura: boolean) => Promise<{ mensaje?: string }>;
}

/**
 * 'Reenganche': a new loan for the same client that takes over this loan's outstanding balance (plus optional
 * new cash), with its own terms. The old loan becomes 'reenganchado'. The balance is named (capital, interest already
 * due, interest not yet due) and the lender chooses, before confirming, whether the interest not yet due moves to the
 * new loan or is forgiven. Asks in the page first. The new loan is a disbursement: the preview shows its EA next to
 * the usury cap and, above it with the organisation on «avisar», the box to confirm it, like a new loan.
 */
export function ReengancheModal({ prestamo, cargarSaldo, reenganchar, ...cierre }: Props) {
  const [form] = Form.useForm<Campos>();
  const saldo = useConsulta(cargarSaldo, [prestamo._id]);
  /** What passes to the new loan: the whole balance, or without the interest not yet due. */
  const saldoAnterior = (tratamiento: TratamientoInteresPorVencer | undefined) =>
    saldo.datos ? saldoARefinanciar(saldo.datos, tratamiento) : prestamo.saldoPendiente;

  const cuotas = Form.useWatch('cuotas', form);
  const interes = Form.useWatch('interes', form);
  const modalidad = Form.useWatch('modalidad', form);
  const tipoAmortizacion = Form.useWatch('tipoAmortizacion', form);
  const montoAdicional = Form.useWatch('montoAdicional', form);
  const interesPorVencer = Form.useWatch('interesPorVencer', form);
  const refinanciado = saldoAnterior(interesPorVencer);
  const montoNuevo = refinanciado + (montoAdicional ?? 0);
  const hoy = hoyBogota();
  const terminos = { monto: montoNuevo, interes, cuotas, modalidad, tipoAmortizacion, fechaInicio: hoy };
  const vista = useVistaPrevia(terminos);
  // The new loan is a disbursement: its EA against the cap of the old loan's credit type today, as the API checks it.
  const usura = useUsuraVistaPrevia(vista, terminos, prestamo.tipoCredito, hoy);
  const confirmacionUsura = useConfirmacionUsura(usura.usura?.superaUsura === true, true);

  // The new loan's terms as the API checks them: its amount is the balance taken over plus the extra cash.
  const terminosNuevos = (campos: Campos) => ({
    monto: saldoAnterior(campos.interesPorVencer) + (campos.montoAdicional ?? 0),
    interes: campos.interes,
    cuotas: campos.cuotas,
    modalidad: campos.modalidad,
    tipoAmortizacion: campos.tipoAmortizacion,
    fechaInicio: hoyBogota(),
  });

  // What leaves the cash box (the API's rule, same words): with interes_adelantado it can go negative, and the API
  // refuses that; the form says so on the field before sending.
  const terminosEfectivo = (campos: Campos) => ({
    saldoAnterior: saldoAnterior(campos.interesPorVencer),
    montoAdicional: campos.montoAdicional ?? 0,
    interes: campos.interes ?? 0,
    tipoAmortizacion: campos.tipoAmortizacion ?? prestamo.tipoAmortizacion,
  });
  const efectivo = efectivoReenganche(
    terminosEfectivo({ montoAdicional, interes, tipoAmortizacion, interesPorVencer }),
  ).efectivo;
  const validarEfectivo = async () => {
    // Every stored value, also of a field not shown now (antd answers `any` for `true`).
    const valores: Campos = form.getFieldsValue(true);
    const terminos = terminosEfectivo(valores);
    const calculo = efectivoReenganche(terminos);
    if (calculo.efectivo < 0) {
      throw new Error(
        MENSAJES_REENGANCHE.efectivoNegativo(calculo, terminos, montoAdicionalMinimo(terminos)),
      );
    }
  };

  const aDatos = (campos: Campos): DatosReenganche => {
    const datos: DatosReenganche = {
      cuotas: campos.cuotas ?? undefined,
      interes: campos.interes ?? undefined,
      modalidad: campos.modalidad,
      tipoAmortizacion: campos.tipoAmortizacion,
    };
    if (campos.montoAdicional) datos.montoAdicional = campos.montoAdicional;
    if (campos.interesPorVencer === 'condonar') datos.interesPorVencer = 'condonar';
    return datos;
  };

  return (
    <FormularioModal<Campos, { mensaje?: string }>
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
        interesPorVencer: 'refinanciar',
      }}
      confirmacion={() => CONFIRMACIONES.reenganche(prestamo.cliente.nombre, formatearCOP(refinanciado))}
      enviar={(campos, clave) =>
        confirmacionUsura.vigilar(() =>
          reenganchar(aDatos(campos), clave, confirmacionUsura.visible && campos.confirmarUsura === true),
        )
      }
      exito={(resultado) => resultado.mensaje || MENSAJES_PRESTAMOS.reenganchado}
      error={MENSAJES_PRESTAMOS.errorReenganche}
      {...cierre}
      encabezado={
        <ResumenOperacion
          items={[
            { key: 'cliente', label: 'Cliente', children: prestamo.cliente.nombre },
            ...(saldo.datos
              ? [
                  { key: 'capital', label: 'Capital pendiente', children: formatearCOP(saldo.datos.capital) },
                  {
                    key: 'vencido',
                    label: 'Interés vencido',
                    children: formatearCOP(saldo.datos.interesVencido),
                  },
                  {
                    key: 'porVencer',
                    label: 'Interés por vencer',
                    children:
                      formatearCOP(saldo.datos.interesPorVencer) +
                      (interesPorVencer === 'condonar' && saldo.datos.interesPorVencer > 0
                        ? ' (se condona)'
                        : ''),
                  },
                ]
              : []),
            { key: 'saldo', label: 'Saldo a refinanciar', children: formatearCOP(refinanciado) },
            { key: 'nuevo', label: 'Monto del préstamo nuevo', children: formatearCOP(montoNuevo) },
            { key: 'efectivo', label: 'Efectivo que recibe el cliente', children: formatearCOP(efectivo) },
          ]}
        />
      }
      pie={<VistaPreviaPrestamo vista={vista} titulo="Préstamo nuevo" usura={usura} />}
    >
      {saldo.datos && saldo.datos.mora > 0 && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          message={MENSAJES_MORA.moraEnReenganche(formatearCOP(saldo.datos.mora))}
        />
      )}
      {saldo.datos && saldo.datos.interesPorVencer > 0 && (
        <Form.Item
          label="Interés por vencer del préstamo anterior"
          name="interesPorVencer"
          tooltip="El capital y el interés vencido pasan siempre al préstamo nuevo"
        >
          <Radio.Group options={opcionesDe(TRATAMIENTOS_INTERES_POR_VENCER, ETIQUETAS_INTERES_POR_VENCER)} />
        </Form.Item>
      )}
      <Row gutter={12}>
        <EntradasTerminos terminos={terminosNuevos} campoMonto="montoAdicional" columna={{ span: 12 }} />
        <Col span={12}>
          <Form.Item
            label="Monto adicional"
            name="montoAdicional"
            tooltip="Opcional: se suma al saldo; con interés adelantado, el interés retenido sale de aquí"
            dependencies={['interes', 'tipoAmortizacion']}
            rules={[{ validator: validarEfectivo }]}
          >
            <EntradaMonto placeholder="$ 0" />
          </Form.Item>
        </Col>
      </Row>
      {confirmacionUsura.visible && <CampoConfirmarUsura mensaje={confirmacionUsura.mensaje} />}
    </FormularioModal>
  );
}
