import { useEffect } from 'react';
import { Alert, Col, Form, Row, type FormInstance } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import {
  ETIQUETAS_TIPO_CREDITO,
  LIMITES,
  MENSAJES,
  PRESTAMO_DEFAULTS,
  TIPOS_CREDITO,
  condicionesEditables,
  hoyBogota,
  opcionesDe,
  type Modalidad,
  type TipoAmortizacion,
  type TipoCredito,
} from '@cartera/dominio';
import { clienteApi, opcionesParaAsignar, requerido, toast, useConsulta, usePreferencias, type OpcionCobrador } from '@cartera/plataforma';
import { CamposFormulario, EntradaMonto, FormularioModal, campo } from '@cartera/plataforma/formularios';
import { ClienteSelect } from './ClienteSelect';
import { CampoConfirmarUsura, useConfirmacionUsura } from './ConfirmacionUsura';
import { FORMATO_FECHA, FORMATO_FECHA_VISIBLE } from './entradas';
import { EntradasTerminos, reglaTermino } from './EntradasTerminos';
import { MENSAJES_LIBRO, MENSAJES_PRESTAMOS } from './mensajes';
import type { DatosPrestamo, Prestamo, PrestamoCreado } from '@cartera/dominio';
import { useUsuraVistaPrevia } from './useUsuraVistaPrevia';
import { useVistaPrevia, type TerminosEscritos } from './useVistaPrevia';
import { VistaPreviaPrestamo } from './VistaPreviaPrestamo';

interface Campos {
  cliente?: string;
  monto?: number | null;
  interes?: number | null;
  cuotas?: number | null;
  modalidad?: Modalidad;
  tipoAmortizacion?: TipoAmortizacion;
  fecha?: Dayjs | null;
  fechaInicio?: Dayjs | null;
  fechaPrimerPago?: Dayjs | null;
  cobrador?: string | null;
  /** Empty on a new loan until the organisation's arrives: the API then takes the organisation's. */
  tipoCredito?: TipoCredito;
  /** The box ticked to disburse above the usury cap (shown only then: CampoConfirmarUsura). */
  confirmarUsura?: boolean;
}

/** What a save answers: the loan as it stayed (a request above the threshold) and the office box's warning. */
type PrestamoGuardado = Pick<PrestamoCreado, 'advertencia'> & { estado?: string };

interface Props {
  /** The loan being edited, or `null` for a new one. */
  prestamo: Prestamo | null;
  /** Options of the 'Cobrador' select; null hides it (only admin and gerente assign collectors). */
  opcionesCobrador: OpcionCobrador[] | null;
  /** A cobrador's new loan is a request (solicitado): it waits for an admin or gerente to approve it. */
  solicitud?: boolean;
  /**
   * `clave`: this form's Idempotency-Key, the same on every submit while it is open. `confirmarUsura`: the person
   * ticked the box that confirms a loan above the usury cap.
   */
  guardar: (datos: DatosPrestamo, clave: string, confirmarUsura: boolean) => Promise<PrestamoGuardado>;
  alCerrar: () => void;
  alGuardar: () => void;
}

const aTexto = (fecha: Dayjs | null | undefined): string | null =>
  fecha ? fecha.format(FORMATO_FECHA) : null;

function terminosDe(campos: Campos): TerminosEscritos {
  return {
    monto: campos.monto,
    interes: campos.interes,
    cuotas: campos.cuotas,
    modalidad: campos.modalidad,
    tipoAmortizacion: campos.tipoAmortizacion,
    fechaInicio: aTexto(campos.fechaInicio),
    fechaPrimerPago: aTexto(campos.fechaPrimerPago),
  };
}

/**
 * A new loan proposes the organisation's one default interest (Configuración › Empresa), its credit type and the
 * office's usual terms, cuotas, modalidad and amortisation (Configuración › Sistema; GET
 * /configuracion/organizacion/prestamos, kept between openings; docs/decisiones/cifras-y-valores-por-defecto.md): each
 * takes its field when it arrives, unless the user already chose. Until then, or if it cannot be read, the fields keep
 * the spec §9 defaults and the credit type stays empty (the API takes the organisation's).
 */
function ValoresDeLaOrganizacion({ form }: { form: FormInstance<Campos> }) {
  const valores = useConsulta(() => clienteApi.get('/api/configuracion/organizacion/prestamos'), [], {
    guardarComo: 'prestamos-valores-nuevo',
  });
  const interes = valores.datos?.interesDefecto;
  const tipoCredito = valores.datos?.tipoCreditoDefecto;
  const { cuotasDefecto, modalidadDefecto, tipoAmortizacionDefecto } = valores.datos ?? {};
  // This browser's own cuotas and modalidad (Configuración › General) win over the office's.
  const plazoPropio = usePreferencias((p) => p.plazoDefecto);
  const modalidadPropia = usePreferencias((p) => p.modalidadDefecto);
  useEffect(() => {
    if (cuotasDefecto !== undefined && plazoPropio === null && !form.isFieldTouched('cuotas'))
      form.setFieldsValue({ cuotas: cuotasDefecto });
  }, [form, cuotasDefecto, plazoPropio]);
  useEffect(() => {
    if (modalidadDefecto !== undefined && modalidadPropia === null && !form.isFieldTouched('modalidad'))
      form.setFieldsValue({ modalidad: modalidadDefecto });
  }, [form, modalidadDefecto, modalidadPropia]);
  useEffect(() => {
    if (tipoAmortizacionDefecto !== undefined && !form.isFieldTouched('tipoAmortizacion'))
      form.setFieldsValue({ tipoAmortizacion: tipoAmortizacionDefecto });
  }, [form, tipoAmortizacionDefecto]);
  useEffect(() => {
    if (interes !== undefined && !form.isFieldTouched('interes')) form.setFieldsValue({ interes });
  }, [form, interes]);
  useEffect(() => {
    if (tipoCredito !== undefined && !form.isFieldTouched('tipoCredito'))
      form.setFieldsValue({ tipoCredito });
  }, [form, tipoCredito]);
  return null;
}

/**
 * 'Nuevo Préstamo' / 'Solicitar préstamo' / 'Editar Préstamo' (spec §2, §5, §9): client picked by remote search, the
 * §5 limits checked by the same validator the API uses, the §9 defaults and a live preview recalculated 300 ms
 * after typing stops. The terms change only before the disbursement (condicionesEditables); the estado follows
 * from the journal, so the form offers none (paying off is Liquidar, annulling is Cancelar).
 */
export function PrestamoFormModal({
  prestamo,
  opcionesCobrador,
  solicitud = false,
  guardar,
  alCerrar,
  alGuardar,
}: Props) {
  const [form] = Form.useForm<Campos>();
  const edicion = prestamo !== null;
  // A reenganche's loan carries the old loan's debt: the API refuses another client or amount (409).
  const deReenganche = Boolean(prestamo?.prestamoOrigen);
  // A disbursed loan keeps its terms: they change through a reenganche.
  const terminosFijos = prestamo !== null && !condicionesEditables(prestamo.estado);
  const hoy = dayjs(hoyBogota());
  // Cuotas and modalidad are this browser's preferences (Configuración › General); without them, the office's terms
  // (ValoresDeLaOrganizacion below), and the spec §9 defaults until those arrive. The interest and the credit type are
  // the organisation's.
  const plazoDefecto = usePreferencias((p) => p.plazoDefecto);
  const modalidadDefecto = usePreferencias((p) => p.modalidadDefecto);

  const escritos = Form.useWatch((campos: Campos) => campos, form) ?? {};
  const terminos = terminosDe(escritos);
  const vista = useVistaPrevia(terminos);
  // The EA against the usury cap of the credit type on the disbursement date (the server's certified rates); a
  // disbursed loan's was checked when it was disbursed (its plan page shows it).
  const usura = useUsuraVistaPrevia(
    vista,
    terminos,
    escritos.tipoCredito,
    aTexto(escritos.fecha),
    !terminosFijos,
  );
  // A new loan of the office is disbursed: above the cap, with the organisation on «avisar», the box to confirm it.
  const confirmacionUsura = useConfirmacionUsura(usura.usura?.superaUsura === true, !edicion && !solicitud);

  const valoresIniciales: Campos = prestamo
    ? {
        cliente: prestamo.cliente._id,
        monto: prestamo.monto,
        interes: prestamo.interes,
        cuotas: prestamo.cuotas,
        modalidad: prestamo.modalidad,
        tipoAmortizacion: prestamo.tipoAmortizacion,
        fecha: prestamo.fecha ? dayjs(prestamo.fecha) : hoy,
        fechaInicio: prestamo.fechaInicio ? dayjs(prestamo.fechaInicio) : hoy,
        fechaPrimerPago: prestamo.fechaPrimerPago ? dayjs(prestamo.fechaPrimerPago) : null,
        cobrador: prestamo.cobrador?._id ?? null,
        tipoCredito: prestamo.tipoCredito,
      }
    : {
        interes: PRESTAMO_DEFAULTS.interes,
        cuotas: plazoDefecto ?? PRESTAMO_DEFAULTS.cuotas,
        modalidad: modalidadDefecto ?? PRESTAMO_DEFAULTS.modalidad,
        tipoAmortizacion: PRESTAMO_DEFAULTS.tipoAmortizacion,
        fecha: hoy,
        fechaInicio: hoy,
        fechaPrimerPago: null,
        cobrador: null,
      };

  const aDatos = (campos: Campos): DatosPrestamo => {
    const datos: DatosPrestamo = {
      cliente: requerido(campos.cliente, 'cliente'),
      monto: requerido(campos.monto, 'monto'),
      interes: requerido(campos.interes, 'interes'),
      cuotas: requerido(campos.cuotas, 'cuotas'),
      modalidad: requerido(campos.modalidad, 'modalidad'),
      tipoAmortizacion: requerido(campos.tipoAmortizacion, 'tipoAmortizacion'),
      fecha: requerido(aTexto(campos.fecha), 'fecha'),
      fechaInicio: requerido(aTexto(campos.fechaInicio), 'fechaInicio'),
      fechaPrimerPago: aTexto(campos.fechaPrimerPago),
    };
    if (campos.tipoCredito) datos.tipoCredito = campos.tipoCredito;
    // Left empty, a new loan takes its client's collector (the API's default); on edit, empty means none.
    if (opcionesCobrador !== null && (campos.cobrador || edicion)) datos.cobrador = campos.cobrador || null;
    return datos;
  };

  return (
    <FormularioModal<Campos, PrestamoGuardado>
      titulo={edicion ? 'Editar Préstamo' : solicitud ? 'Solicitar préstamo' : 'Nuevo Préstamo'}
      nombre="prestamo"
      textoAceptar={edicion ? 'Actualizar' : solicitud ? 'Solicitar' : 'Crear'}
      ancho={820}
      form={form}
      valoresIniciales={valoresIniciales}
      enviar={(campos, clave) =>
        confirmacionUsura.vigilar(() =>
          guardar(aDatos(campos), clave, confirmacionUsura.visible && campos.confirmarUsura === true),
        )
      }
      exito={(guardado) =>
        edicion
          ? MENSAJES_PRESTAMOS.actualizado
          : solicitud
            ? MENSAJES_LIBRO.solicitado
            : // A gerente's loan above the organisation's threshold stays a request (docs/decisiones/cuatro-ojos.md).
              guardado.estado === 'solicitado'
              ? MENSAJES_LIBRO.solicitadoPorUmbral
              : MENSAJES_PRESTAMOS.creado
      }
      error={MENSAJES_PRESTAMOS.errorGuardar}
      alCerrar={alCerrar}
      alGuardar={(guardado) => {
        // A disbursement larger than the office box went out with a warning: it stays on screen with its figures.
        if (guardado.advertencia) toast.advertencia(guardado.advertencia);
        alGuardar();
      }}
      pie={
        <>
          {/* After the Form: its effect runs once the fields are registered. */}
          {!edicion && <ValoresDeLaOrganizacion form={form} />}
          <VistaPreviaPrestamo vista={vista} usura={terminosFijos ? undefined : usura} />
        </>
      }
    >
      {terminosFijos && (
        <Alert type="info" showIcon style={{ marginBottom: 16 }} title={MENSAJES_LIBRO.notaCondiciones} />
      )}
      <Form.Item
        label="Cliente"
        name="cliente"
        rules={[{ required: true, message: MENSAJES.clienteObligatorio }]}
      >
        <ClienteSelect
          inicial={prestamo ? prestamo.cliente : null}
          disabled={deReenganche || terminosFijos}
        />
      </Form.Item>
      <Row gutter={12}>
        <Col xs={24} sm={8}>
          <Form.Item
            label="Monto"
            name="monto"
            dependencies={['interes', 'tipoAmortizacion']}
            required
            rules={[reglaTermino('monto', terminosDe)]}
            extra={deReenganche ? 'Reenganche: el cliente y el monto no cambian' : undefined}
          >
            <EntradaMonto
              disabled={deReenganche || terminosFijos}
              min={LIMITES.montoMinimo}
              max={LIMITES.montoMaximo}
            />
          </Form.Item>
        </Col>
        <EntradasTerminos
          terminos={terminosDe}
          campoMonto="monto"
          columna={{ xs: 12, sm: 8 }}
          disabled={terminosFijos}
        />
        <CamposFormulario
          columna={{ xs: 12, sm: 8 }}
          campos={[
            campo.fecha('fecha', 'Fecha', {
              obligatorio: MENSAJES.fechaObligatoria,
              entrada: { disabled: terminosFijos, format: FORMATO_FECHA_VISIBLE },
            }),
            campo.fecha('fechaInicio', 'Fecha de inicio', {
              required: true,
              rules: [reglaTermino('fechaInicio', terminosDe)],
              entrada: { disabled: terminosFijos, format: FORMATO_FECHA_VISIBLE },
            }),
            campo.fecha('fechaPrimerPago', 'Fecha del primer pago', {
              dependencies: ['fechaInicio'],
              rules: [reglaTermino('fechaPrimerPago', terminosDe)],
              tooltip: 'Opcional: por defecto, un periodo después de la fecha de inicio',
              entrada: { disabled: terminosFijos, format: FORMATO_FECHA_VISIBLE, placeholder: 'Un periodo después' },
            }),
            campo.seleccion<TipoCredito>('tipoCredito', 'Tipo de crédito', opcionesDe(TIPOS_CREDITO, ETIQUETAS_TIPO_CREDITO), {
              entrada: { disabled: terminosFijos, placeholder: 'El de la organización' },
            }),
            opcionesCobrador !== null &&
              campo.seleccion('cobrador', 'Cobrador', opcionesParaAsignar(opcionesCobrador, prestamo?.cobrador), {
                entrada: {
                  allowClear: true,
                  placeholder: edicion ? 'Sin cobrador' : 'El cobrador del cliente',
                  showSearch: { optionFilterProp: 'label' },
                },
              }),
          ]}
        />
      </Row>
      {confirmacionUsura.visible && <CampoConfirmarUsura mensaje={confirmacionUsura.mensaje} />}
    </FormularioModal>
  );
}
