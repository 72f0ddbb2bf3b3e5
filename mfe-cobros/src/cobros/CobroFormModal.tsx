import { useEffect, useState } from 'react';
import { DatePicker, Form, Input, InputNumber, Select, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import {
  LIMITES,
  MENSAJES,
  esCobrable,
  formatearCOP,
  hoyBogota,
  validarMontoPago,
  type Cobro,
  type DatosCobro,
  type Prestamo,
} from '@cartera/dominio';
import {
  mensajeDeError,
  toast,
  useConsulta,
  opcionesParaAsignar,
  useSelectorCobradores,
  reglaDe,
} from '@cartera/plataforma';
import { FormularioModal } from '@cartera/plataforma/formularios';
import { cobrosApi } from './cobros.api';

interface Props {
  /** The collection being edited, or `null` for 'Registrar Cobro'. */
  cobro: Cobro | null;
  /** Admin and gerente choose the collector; a cobrador always collects in their own name (the API decides). */
  puedeElegirCobrador: boolean;
  /** `clave`: this form's Idempotency-Key, the same on every submit while it is open. */
  guardar: (datos: DatosCobro, clave: string) => Promise<unknown>;
  alCerrar: () => void;
  alGuardar: () => void;
}

interface Campos {
  prestamo?: string;
  monto?: number | null;
  fecha?: Dayjs | null;
  observaciones?: string;
  cobrador?: string | null;
}

/** Same words as the API (api/src/cartera/libro.service.ts) so both sides refuse with one message. */
export const MENSAJE_MONTO_SUPERA_SALDO = 'El monto supera el saldo pendiente del préstamo';
const MAXIMO_OBSERVACIONES = 500;
/** Pause after typing before the loan search goes to the server (the same pause as the loan preview, §9). */
const PAUSA_BUSQUEDA_MS = LIMITES.previewMs;
const FORMATO_FECHA = 'DD/MM/YYYY';

/** `#12 · María Pérez · Saldo $ 350.000`, and why a loan cannot be chosen when that is the case. */
export function etiquetaPrestamo(prestamo: Prestamo): string {
  const base = `#${prestamo.numero} · ${prestamo.cliente.nombre} · Saldo ${formatearCOP(prestamo.saldoPendiente)}`;
  return prestamo.planGenerado ? base : `${base} (sin plan de pagos)`;
}

/**
 * The most a collection may be: the loan's outstanding balance, plus, when editing, what this collection
 * already paid (it is undone before being applied again).
 */
export function montoMaximo(prestamo: Prestamo | null, cobro: Cobro | null): number | null {
  if (!prestamo) return null;
  return prestamo.saldoPendiente + (cobro && cobro.prestamo._id === prestamo._id ? cobro.monto : 0);
}

/**
 * Spec §5 Collection form: the API's amount rule (validarMontoPago: ≥ 1, whole pesos, capped) and at most the
 * balance.
 */
export function validarMonto(valor: unknown, maximo: number | null): string | null {
  const error = validarMontoPago(valor);
  if (error) return error;
  if (maximo !== null && (valor as number) > maximo) return MENSAJE_MONTO_SUPERA_SALDO;
  return null;
}

/** Collections are dated today or earlier (the API refuses a future date). */
function esFechaFutura(fecha: Dayjs): boolean {
  return fecha.format('YYYY-MM-DD') > hoyBogota();
}

/** 'Registrar Cobro' / 'Editar Cobro'. */
export function CobroFormModal({ cobro, puedeElegirCobrador, guardar, alCerrar, alGuardar }: Props) {
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
    () => (edicion ? Promise.resolve<Prestamo[]>([]) : cobrosApi.buscarPrestamos(termino)),
    [edicion, termino],
  );
  const prestamoEditado = useConsulta(
    () => (cobro ? cobrosApi.obtenerPrestamo(cobro.prestamo._id) : Promise.resolve(null)),
    [cobro?.prestamo._id],
  );
  const cobradores = useSelectorCobradores({ pedir: puedeElegirCobrador });

  const prestamo = edicion ? (prestamoEditado.datos ?? null) : elegido;
  const maximo = montoMaximo(prestamo, cobro);

  useEffect(() => {
    if (prestamos.error) toast.error(mensajeDeError(prestamos.error, 'Error al cargar préstamos'));
  }, [prestamos.error]);
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
    form.setFieldsValue({
      monto: opcion.saldoPendiente,
      ...(puedeElegirCobrador ? { cobrador: opcion.cobrador?._id ?? null } : {}),
    });
    void form.validateFields(['monto']).catch(() => undefined);
  };

  // The rules make the loan, the amount and the date present and valid before this runs.
  const aDatos = (campos: Campos): DatosCobro => {
    const datos: DatosCobro = {
      prestamo: campos.prestamo as string,
      monto: campos.monto as number,
      fecha: (campos.fecha as Dayjs).format('YYYY-MM-DD'),
      observaciones: campos.observaciones?.trim() ? campos.observaciones.trim() : null,
    };
    if (puedeElegirCobrador) datos.cobrador = campos.cobrador ?? null;
    return datos;
  };

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
      }}
      enviar={(campos, clave) => guardar(aDatos(campos), clave)}
      exito={edicion ? 'Cobro actualizado' : 'Cobro registrado'}
      error={edicion ? 'Error al actualizar cobro' : 'Error al registrar cobro'}
      alCerrar={alCerrar}
      alGuardar={alGuardar}
    >
      <Form.Item
        label="Préstamo"
        name="prestamo"
        rules={[{ required: true, message: MENSAJES.seleccionaPrestamo }]}
      >
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
      </Form.Item>
      <Form.Item
        label="Monto"
        name="monto"
        required
        rules={[reglaDe((valor) => validarMonto(valor, maximo))]}
        extra={
          prestamo && (
            <Typography.Text type="secondary">
              Saldo pendiente del préstamo: {formatearCOP(prestamo.saldoPendiente)}
              {edicion && cobro ? ` (más ${formatearCOP(cobro.monto)} de este cobro)` : ''}
            </Typography.Text>
          )
        }
      >
        <InputNumber<number> prefix="$" step={LIMITES.montoPaso} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item label="Fecha" name="fecha" rules={[{ required: true, message: MENSAJES.fechaObligatoria }]}>
        <DatePicker format={FORMATO_FECHA} disabledDate={esFechaFutura} style={{ width: '100%' }} />
      </Form.Item>
      {puedeElegirCobrador && (
        <Form.Item label="Cobrador" name="cobrador">
          <Select<string | null>
            allowClear
            placeholder="Sistema (sin cobrador)"
            loading={cobradores.cargando}
            options={opcionesCobrador}
          />
        </Form.Item>
      )}
      <Form.Item label="Observaciones" name="observaciones">
        <Input.TextArea rows={3} maxLength={MAXIMO_OBSERVACIONES} showCount />
      </Form.Item>
    </FormularioModal>
  );
}
