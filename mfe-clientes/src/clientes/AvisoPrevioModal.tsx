import { Form, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import {
  CANALES_AVISO_PREVIO,
  DIAS_AVISO_PREVIO_REPORTE,
  PORCENTAJE_SMMLV_DOS_AVISOS,
  avisosExigidos,
  ETIQUETAS_CANAL_AVISO_PREVIO,
  formatearCOP,
  formatearFecha,
  hoyBogota,
  opcionesDe,
  reportableDesde,
  sumarDias,
  type AvisoPrevioReporte,
  type CanalAvisoPrevio,
  type ClienteDetalle,
  type DatosAvisoPrevio,
} from '@cartera/dominio';
import { clienteApi, requerido, useConsulta } from '@cartera/plataforma';
import { CamposFormulario, FormularioModal, campo, type CierreModal } from '@cartera/plataforma/formularios';

interface Campos {
  prestamo?: string;
  plantilla?: string;
  canal?: CanalAvisoPrevio;
  fechaEnvio?: Dayjs | null;
}

interface Props extends CierreModal<AvisoPrevioReporte> {
  cliente: ClienteDetalle;
}

const FORMATO = 'YYYY-MM-DD';

/** The text the notice starts with; whoever registers it writes what was actually sent. */
const plantillaInicial = (nombre: string) =>
  `Señor(a) ${nombre}: le informamos que su obligación presenta mora. Si no se pone al día dentro de los ` +
  `${DIAS_AVISO_PREVIO_REPORTE} días calendario siguientes a este aviso, será reportada a las centrales de riesgo ` +
  '(Ley 1266 de 2008, modificada por la Ley 2157 de 2021). Puede pagar o presentar sus objeciones en nuestra oficina.';

/**
 * 'Registrar aviso previo': the notice sent to the debtor before a negative report to a credit bureau (Ley 2157 de
 * 2021): text, channel, date sent (today or up to the organisation's `diasAtrasAvisoPrevio` days back; until that
 * setting arrives only future days are blocked) and, optionally, the loan it is
 * about. The report is allowed 20 calendar days after the notice was sent; a loan whose balance is at most 15 % of a
 * minimum monthly wage needs two notices on different days. The form says which applies; the API decides.
 */
export function AvisoPrevioModal({ cliente, ...cierre }: Props) {
  const [form] = Form.useForm<Campos>();
  const fechaEnvio = Form.useWatch('fechaEnvio', form);
  const hoy = hoyBogota();
  // The client's loans, to say which one the notice is about (the latest 50).
  const prestamos = useConsulta(
    async () =>
      (await clienteApi.get('/api/prestamos', { consulta: { cliente: cliente._id, limit: 50, sort: 'createdAt_desc' } }))
        .data,
    [cliente._id],
  );
  // How many days back the organisation accepts a notice's date (`diasAtrasAvisoPrevio` of its settings).
  const diasAtras =
    useConsulta(async () => (await clienteApi.get('/api/configuracion/organizacion')).diasAtrasAvisoPrevio, []).datos ??
    null;
  const desde = diasAtras === null ? null : sumarDias(hoy, -diasAtras);
  const prestamoElegido = Form.useWatch('prestamo', form);
  const saldo = (prestamos.datos ?? []).find((p) => p._id === prestamoElegido)?.saldoPendiente;
  const pideDosAvisos =
    fechaEnvio && saldo !== undefined && avisosExigidos(saldo, fechaEnvio.format(FORMATO)) === 2;

  const aDatos = (campos: Campos): DatosAvisoPrevio => ({
    prestamo: campos.prestamo ?? null,
    plantilla: (campos.plantilla ?? '').trim(),
    canal: requerido(campos.canal, 'canal'),
    fechaEnvio: (campos.fechaEnvio ?? dayjs(hoy)).format(FORMATO),
  });

  return (
    <FormularioModal<Campos, AvisoPrevioReporte>
      titulo="Registrar aviso previo al reporte"
      nombre="aviso-previo"
      textoAceptar="Registrar"
      ancho={640}
      form={form}
      valoresIniciales={{ plantilla: plantillaInicial(cliente.nombre), fechaEnvio: dayjs(hoy) }}
      enviar={(campos) =>
        clienteApi.post('/api/clientes/{id}/avisos-previos', { ruta: { id: cliente._id }, cuerpo: aDatos(campos) })
      }
      exito={(aviso) =>
        aviso.reportableDesde
          ? `Aviso previo registrado: se puede reportar desde el ${formatearFecha(aviso.reportableDesde)}`
          : 'Aviso previo registrado: esta deuda pide un segundo aviso, en otro día, antes de reportar'
      }
      error="Error al registrar el aviso previo"
      {...cierre}
      pie={
        pideDosAvisos ? (
          <Typography.Paragraph type="secondary" role="status" style={{ margin: 0 }}>
            El saldo es de hasta el {PORCENTAJE_SMMLV_DOS_AVISOS} % de un salario mínimo: la ley pide dos avisos en
            días diferentes; se podrá reportar {DIAS_AVISO_PREVIO_REPORTE} días calendario después del segundo.
          </Typography.Paragraph>
        ) : fechaEnvio ? (
          <Typography.Paragraph type="secondary" role="status" style={{ margin: 0 }}>
            Se podrá reportar desde el {formatearFecha(reportableDesde(fechaEnvio.format(FORMATO)))} (
            {DIAS_AVISO_PREVIO_REPORTE} días calendario después del envío).
          </Typography.Paragraph>
        ) : null
      }
    >
      <CamposFormulario
        campos={[
          campo.seleccion<string>(
            'prestamo',
            'Préstamo',
            (prestamos.datos ?? []).map((prestamo) => ({
              value: prestamo._id,
              label: `#${prestamo.numero} · ${formatearCOP(prestamo.monto)} · saldo ${formatearCOP(prestamo.saldoPendiente)}`,
            })),
            {
              extra: 'Opcional: el préstamo que se reportaría.',
              entrada: { allowClear: true, placeholder: 'Sin préstamo', loading: prestamos.cargando },
            },
          ),
          campo.seleccion<CanalAvisoPrevio>('canal', 'Canal', opcionesDe(CANALES_AVISO_PREVIO, ETIQUETAS_CANAL_AVISO_PREVIO), {
            obligatorio: 'Elija por dónde se envió el aviso',
          }),
          campo.fecha('fechaEnvio', 'Fecha de envío', {
            obligatorio: 'La fecha de envío es obligatoria',
            extra: diasAtras === null ? 'Hoy o una fecha anterior.' : `Hoy o hasta ${diasAtras} días atrás.`,
            entrada: {
              disabledDate: (dia) => dia.format(FORMATO) > hoy || (desde !== null && dia.format(FORMATO) < desde),
            },
          }),
          campo.area('plantilla', 'Texto enviado', { obligatorio: 'El texto del aviso es obligatorio', max: 4000, filas: 5 }),
        ]}
      />
    </FormularioModal>
  );
}
