import { useEffect, useState } from 'react';
import { Form, Radio, Select, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import {
  ETIQUETAS_TIPO_CUENTA_PAGO,
  LIMITES,
  LIMITES_PAGOS,
  MENSAJES,
  MENSAJES_PAGOS,
  cobroPropuesto,
  deudaDeCuotas,
  esCobrable,
  formatearCOP,
  hoyBogota,
  maximoCobro,
  validarMontoCobro,
  type Cobro,
  type DatosCobro,
  type DeudaPrestamo,
  type MedioCobro,
  type MoraPrestamo,
  type Prestamo,
} from '@cartera/dominio';
import {
  clienteApi,
  mensajeDeError,
  toast,
  useConsulta,
  opcionesParaAsignar,
  useSelectorCobradores,
  reglaDe,
  requerido,
} from '@cartera/plataforma';
import { CampoPrestamo, CamposFormulario, EntradaMonto, FormularioModal, campo, type CierreModal } from '@cartera/plataforma/formularios';
import { buscarPrestamosCobrables } from './prestamosCobrables';

interface Props extends CierreModal {
  /** The collection being edited, or `null` for 'Registrar Cobro'. */
  cobro: Cobro | null;
  /** Admin and gerente choose the collector; a cobrador always collects in their own name (the API decides). */
  puedeElegirCobrador: boolean;
  /** `clave`: this form's Idempotency-Key, the same on every submit while it is open. */
  guardar: (datos: DatosCobro, clave: string) => Promise<unknown>;
}

interface Campos {
  prestamo?: string;
  monto?: number | null;
  fecha?: Dayjs | null;
  observaciones?: string;
  cobrador?: string | null;
  medio?: MedioCobro;
  cuenta?: string;
  referencia?: string;
}

const MAXIMO_OBSERVACIONES = 500;
/** Pause after typing before the loan search goes to the server (the same pause as the loan preview, §9). */
const PAUSA_BUSQUEDA_MS = LIMITES.previewMs;
const FORMATO_FECHA = 'DD/MM/YYYY';

/** `#12 · María Pérez · Saldo $ 350.000`, and why a loan cannot be chosen when that is the case. */
export function etiquetaPrestamo(prestamo: Prestamo): string {
  const base = `#${prestamo.numero} · ${prestamo.cliente.nombre} · Saldo ${formatearCOP(prestamo.saldoPendiente)}`;
  return prestamo.planGenerado ? base : `${base} (sin plan de pagos)`;
}

/** A loan as this form knows it: its detail (GET /prestamos/:id) brings the pending late interest. */
type PrestamoDelCobro = Prestamo & { mora?: MoraPrestamo };

/**
 * What a collection is checked against, by the API's rule (maximoCobro of @cartera/dominio: balance plus pending
 * late interest); when editing, plus what this collection already paid (it is undone before being applied again).
 */
export function deudaDelCobro(
  prestamo: PrestamoDelCobro | null,
  cobro: Cobro | null,
): Pick<DeudaPrestamo, 'mora' | 'saldoPendiente'> | null {
  if (!prestamo) return null;
  return {
    mora: prestamo.mora?.pendiente ?? 0,
    saldoPendiente: prestamo.saldoPendiente + (cobro && cobro.prestamo._id === prestamo._id ? cobro.monto : 0),
  };
}

/** The most a collection may be (null while the loan is unknown: the API decides). */
export function montoMaximo(prestamo: PrestamoDelCobro | null, cobro: Cobro | null): number | null {
  const deuda = deudaDelCobro(prestamo, cobro);
  return deuda && maximoCobro(deuda);
}

/** Spec §5 Collection form: the API's own rule (validarMontoCobro: whole pesos from 1, at most balance and mora). */
export function validarMonto(valor: unknown, deuda: Pick<DeudaPrestamo, 'mora' | 'saldoPendiente'> | null): string | null {
  return validarMontoCobro(valor, deuda);
}

/** Collections are dated today or earlier (the API refuses a future date). */
function esFechaFutura(fecha: Dayjs): boolean {
  return fecha.format('YYYY-MM-DD') > hoyBogota();
}

/** 'Registrar Cobro' / 'Editar Cobro'. */
export function CobroFormModal({ cobro, puedeElegirCobrador, guardar, ...cierre }: Props) {
  const [form] = Form.useForm<Campos>();
  const [busqueda, setBusqueda] = useState('');
  const [termino, setTermino] = useState('');
  const [elegido, setElegido] = useState<Prestamo | null>(null);
  const edicion = cobro !== null;

  useEffect(() => {
    const temporizador = setTimeout(() => setTermino(busqueda), PAUSA_BUSQUEDA_MS);
    return () => clearTimeout(temporizador);
  }, [busqueda]);

  const prestamos = useConsulta(
    () => (edicion ? Promise.resolve<Prestamo[]>([]) : buscarPrestamosCobrables(termino)),
    [edicion, termino],
    { mensajeError: 'Error al cargar préstamos' },
  );
  // The loan's detail, for its pending late interest (and, when editing, the loan itself).
  const prestamoId = cobro ? cobro.prestamo._id : elegido?._id;
  const detalle = useConsulta(
    () => (prestamoId ? clienteApi.get('/api/prestamos/{id}', { ruta: { id: prestamoId } }) : Promise.resolve(null)),
    [prestamoId],
  );
  // A new collection proposes what is due (docs/decisiones/cifras-y-valores-por-defecto.md): read from the plan.
  const plan = useConsulta(
    () => (!edicion && prestamoId ? clienteApi.get('/api/prestamos/{id}/plan', { ruta: { id: prestamoId } }) : Promise.resolve(null)),
    [edicion, prestamoId],
  );
  const cobradores = useSelectorCobradores({ pedir: puedeElegirCobrador });
  // A new collection may arrive by transfer, to one of the active payment accounts (docs/decisiones/pagos-por-transferencia.md).
  const medio = Form.useWatch('medio', form) ?? 'efectivo';
  const cuentas = useConsulta(
    () => (edicion ? Promise.resolve([]) : clienteApi.get('/api/pagos/cuentas')),
    [edicion],
  );
  const opcionesCuenta = (cuentas.datos ?? [])
    .filter((cuenta) => cuenta.activa)
    .map((cuenta) => ({
      value: cuenta._id,
      label: `${ETIQUETAS_TIPO_CUENTA_PAGO[cuenta.tipo]} · ${cuenta.nombre} · ${cuenta.identificador}`,
    }));

  const prestamoDetalle = detalle.datos && detalle.datos._id === prestamoId ? detalle.datos : null;
  const prestamo: PrestamoDelCobro | null = edicion ? prestamoDetalle : (prestamoDetalle ?? elegido);
  const deuda = deudaDelCobro(prestamo, cobro);
  const maximo = deuda && maximoCobro(deuda);
  const moraPendiente = prestamo?.mora?.pendiente ?? 0;
  const cuotasDelPlan = plan.datos && plan.datos.prestamo._id === prestamoId ? plan.datos.cuotas : null;
  const deudaHoy = cuotasDelPlan && deudaDeCuotas(cuotasDelPlan, hoyBogota(), moraPendiente);
  const propuesta = cuotasDelPlan &&
    deudaHoy && {
      monto: cobroPropuesto(cuotasDelPlan, hoyBogota(), moraPendiente),
      debeHoy: deudaHoy.vencido + deudaHoy.cuotaHoy > 0,
    };
  const montoPropuesto = propuesta?.monto ?? null;

  useEffect(() => {
    // What is due fills the amount until the user types one; it changes when the loan's mora arrives.
    if (montoPropuesto !== null && !form.isFieldTouched('monto')) form.setFieldsValue({ monto: montoPropuesto || null });
  }, [montoPropuesto, form]);

  useEffect(() => {
    if (cobradores.error) toast.error(mensajeDeError(cobradores.error, 'Error cargando cobradores'));
  }, [cobradores.error]);
  useEffect(() => {
    // The limit changes when the edited loan arrives: check the amount already typed against it.
    if (form.isFieldTouched('monto')) void form.validateFields(['monto']).catch(() => undefined);
  }, [maximo, form]);

  const opcionesPrestamo = edicion
    ? [
        {
          value: cobro.prestamo._id,
          label: prestamo
            ? etiquetaPrestamo(prestamo)
            : `#${cobro.prestamo.numero} · ${cobro.prestamo.cliente.nombre}`,
        },
      ]
    : (prestamos.datos ?? []).map((opcion) => ({
        value: opcion._id,
        label: etiquetaPrestamo(opcion),
        disabled: !esCobrable(opcion),
      }));

  // An edited collection keeps showing its collector by name even when that collector is no longer active.
  const opcionesCobrador = opcionesParaAsignar(cobradores.opciones, cobro?.cobrador);

  const elegirPrestamo = (id: string | undefined) => {
    const opcion = (prestamos.datos ?? []).find((candidato) => candidato._id === id) ?? null;
    setElegido(opcion);
    if (!opcion) return;
    // The amount waits for the plan (what is due), never the whole balance.
    form.resetFields(['monto']);
    if (puedeElegirCobrador) form.setFieldsValue({ cobrador: opcion.cobrador?._id ?? null });
  };

  // The rules make the loan, the amount and the date present and valid before this runs.
  const aDatos = (campos: Campos): DatosCobro => {
    const datos: DatosCobro = {
      prestamo: requerido(campos.prestamo, 'prestamo'),
      monto: requerido(campos.monto, 'monto'),
      fecha: requerido(campos.fecha, 'fecha').format('YYYY-MM-DD'),
      observaciones: campos.observaciones?.trim() ? campos.observaciones.trim() : null,
    };
    if (puedeElegirCobrador) datos.cobrador = campos.cobrador ?? null;
    if (!edicion && campos.medio === 'transferencia') {
      datos.medio = 'transferencia';
      datos.cuenta = campos.cuenta;
      datos.referencia = campos.referencia?.trim();
    }
    return datos;
  };

  const porTransferencia = !edicion && medio === 'transferencia';
  return (
    <FormularioModal<Campos>
      titulo={edicion ? 'Editar Cobro' : 'Registrar Cobro'}
      nombre="cobro"
      textoAceptar={edicion ? 'Actualizar' : 'Registrar'}
      form={form}
      valoresIniciales={{
        prestamo: cobro?.prestamo._id,
        monto: cobro?.monto,
        fecha: dayjs(cobro?.fecha ?? hoyBogota()),
        observaciones: cobro?.observaciones ?? '',
        cobrador: cobro ? (cobro.cobrador?._id ?? null) : undefined,
        medio: 'efectivo',
      }}
      enviar={(campos, clave) => guardar(aDatos(campos), clave)}
      exito={edicion ? 'Cobro actualizado' : 'Cobro registrado'}
      error={edicion ? 'Error al actualizar cobro' : 'Error al registrar cobro'}
      {...cierre}
    >
      <CampoPrestamo>
        <Select<string>
          showSearch={edicion ? false : { filterOption: false, onSearch: setBusqueda }}
          disabled={edicion}
          allowClear={!edicion}
          placeholder="Buscar por cliente o cédula"
          loading={prestamos.cargando}
          notFoundContent={prestamos.cargando ? 'Buscando...' : 'No hay préstamos con saldo pendiente'}
          options={opcionesPrestamo}
          onChange={elegirPrestamo}
        />
      </CampoPrestamo>
      <CamposFormulario
        campos={[
          campo('monto', 'Monto', <EntradaMonto />, {
            required: true,
            rules: [reglaDe((valor) => validarMonto(valor, deuda))],
            extra: prestamo && (
              <>
                {propuesta && propuesta.monto > 0 && (
                  <Typography.Text type="secondary" style={{ display: 'block' }}>
                    {propuesta.debeHoy ? 'Se debe hoy' : 'Próxima cuota'}: {formatearCOP(propuesta.monto)}
                    {moraPendiente > 0 ? ' (con la mora)' : ''}
                  </Typography.Text>
                )}
                <Typography.Text type="secondary">
                Saldo pendiente del préstamo: {formatearCOP(prestamo.saldoPendiente)}
                {edicion && cobro ? ` (más ${formatearCOP(cobro.monto)} de este cobro)` : ''}
                {moraPendiente > 0 ? ` y mora ${formatearCOP(moraPendiente)}: hasta ${formatearCOP(maximo ?? 0)}` : ''}
                </Typography.Text>
              </>
            ),
          }),
          campo.fecha('fecha', 'Fecha', {
            obligatorio: MENSAJES.fechaObligatoria,
            entrada: { format: FORMATO_FECHA, disabledDate: esFechaFutura },
          }),
          puedeElegirCobrador &&
            campo.seleccion<string | null>('cobrador', 'Cobrador', opcionesCobrador, {
              entrada: { allowClear: true, placeholder: 'Sistema (sin cobrador)', loading: cobradores.cargando },
            }),
          !edicion &&
            campo(
              'medio',
              'Medio',
              <Radio.Group
                options={[
                  { value: 'efectivo', label: 'Efectivo' },
                  { value: 'transferencia', label: 'Transferencia' },
                ]}
              />,
            ),
          porTransferencia &&
            campo.seleccion<string>('cuenta', 'Cuenta de recaudo', opcionesCuenta, {
              obligatorio: MENSAJES_PAGOS.cuentaObligatoria,
              entrada: {
                placeholder: '¿A qué cuenta llegó?',
                loading: cuentas.cargando,
                notFoundContent: 'No hay cuentas de recaudo activas (Configuración › Sistema)',
              },
            }),
          porTransferencia &&
            campo.texto('referencia', 'Referencia', {
              obligatorio: MENSAJES_PAGOS.referenciaObligatoria,
              extra: 'El número de aprobación o la referencia del comprobante. No entra al efectivo de ningún cobrador.',
              max: LIMITES_PAGOS.referenciaMaxima,
            }),
          campo.area('observaciones', 'Observaciones', { max: MAXIMO_OBSERVACIONES, filas: 3, entrada: { showCount: true } }),
        ]}
      />
    </FormularioModal>
  );
}
