import { Alert, Form, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import {
  CATEGORIAS_GASTO_COBRADOR,
  ETIQUETAS_CATEGORIA_GASTO,
  MENSAJES,
  MENSAJES_CAJA,
  errorFechaRegistro,
  exigeFotoGasto,
  formatearCOP,
  hoyBogota,
  motivoGastoPendiente,
  validarMontoPago,
  type CategoriaGastoCobrador,
  type GastoCobrador,
  type LimitesGastos,
} from '@cartera/dominio';
import { FileImageOutlined } from '@ant-design/icons';
import { CampoFoto } from '@cartera/plataforma/campo-foto';
import { CamposFormulario, FormularioModal, campo } from '@cartera/plataforma/formularios';
import { clienteApi, reglaDe, useConsulta } from '@cartera/plataforma';

interface Campos {
  fecha: Dayjs;
  categoria: CategoriaGastoCobrador;
  monto: number;
  concepto: string;
  /** Photo of the receipt (JPEG data URL, reduced in the browser); required above the organisation's threshold. */
  foto?: string | null;
}

/** The limits in one sentence, as the collector reads them before typing the amount. */
export function textoLimites(limites: LimitesGastos): string {
  return (
    `Hasta ${formatearCOP(limites.gastoMaximo)} por gasto y ${formatearCOP(limites.gastosDiaMaximo)} por día se aceptan ` +
    `al registrarlos; por encima esperan la aprobación de un gerente o administrador. Foto del recibo obligatoria en ` +
    `gastos de más de ${formatearCOP(limites.fotoDesde)}.`
  );
}

/**
 * 'Registrar gasto': what the collector paid from the cash they carry (bus, lunch, other). It shows the
 * organisation's limits, rejects dates outside the cobros' window with the API's own words (`errorFechaRegistro`),
 * asks for the receipt photo above the threshold and says beforehand when the expense will wait for approval.
 */
export function GastoFormModal({ alCerrar, alGuardar }: { alCerrar: () => void; alGuardar: () => void }) {
  const [form] = Form.useForm<Campos>();
  const { datos: limites } = useConsulta(() => clienteApi.get('/api/caja/limites-gastos'), []);
  const monto = Form.useWatch('monto', form);
  const conMonto = typeof monto === 'number' && monto > 0;
  const esperaAprobacion = Boolean(limites && conMonto && monto > limites.gastoMaximo);
  const pideFoto = Boolean(limites && conMonto && exigeFotoGasto(monto, limites));

  return (
    <FormularioModal<Campos, GastoCobrador>
      titulo="Registrar gasto"
      nombre="gasto-cobrador"
      form={form}
      valoresIniciales={{ fecha: dayjs(hoyBogota()), categoria: 'transporte' }}
      enviar={(campos, clave) =>
        clienteApi.post('/api/caja/gastos', {
          cuerpo: {
            fecha: campos.fecha.format('YYYY-MM-DD'),
            categoria: campos.categoria,
            monto: campos.monto,
            concepto: campos.concepto,
            foto: campos.foto ?? null,
          },
          clave,
        })
      }
      exito={(gasto) => (gasto.estado === 'pendiente' ? MENSAJES_CAJA.gastoPorAprobar : 'Gasto registrado')}
      error="Error al registrar el gasto"
      alCerrar={alCerrar}
      alGuardar={alGuardar}
      encabezado={
        limites ? (
          <Typography.Paragraph type="secondary" aria-label="Límites de los gastos">
            {textoLimites(limites)}
          </Typography.Paragraph>
        ) : null
      }
    >
      <CamposFormulario
        campos={[
          campo.fecha('fecha', 'Fecha', {
            obligatorio: MENSAJES.fechaObligatoria,
            rules: [
              reglaDe<Dayjs | null>(
                (fecha) =>
                  fecha && limites
                    ? errorFechaRegistro({ fecha: fecha.format('YYYY-MM-DD'), hoy: hoyBogota(), diasAtras: limites.diasAtras, registro: 'gastos' })
                    : null,
              ),
            ],
          }),
          campo.seleccion(
            'categoria',
            'Categoría',
            CATEGORIAS_GASTO_COBRADOR.map((c) => ({ value: c, label: ETIQUETAS_CATEGORIA_GASTO[c] })),
            { obligatorio: MENSAJES_CAJA.categoriaInvalida },
          ),
          campo.monto('monto', 'Monto', { rules: [reglaDe((valor) => validarMontoPago(valor, MENSAJES.montoInvalido))] }),
        ]}
      />
      {esperaAprobacion && limites && (
        <Alert type="warning" showIcon style={{ marginBottom: 16 }} title={motivoGastoPendiente('gasto', limites)} />
      )}
      <CamposFormulario
        campos={[
          campo.texto('concepto', 'Concepto', { obligatorio: MENSAJES_CAJA.conceptoObligatorio, max: 200 }),
          campo(
            'foto',
            pideFoto ? 'Foto del recibo (obligatoria)' : 'Foto del recibo (opcional)',
            <CampoFoto descripcion="Foto del recibo" icono={<FileImageOutlined />} />,
            {
              dependencies: ['monto'],
              rules: [
                reglaDe<string | null | undefined>((foto) =>
                  limites && !foto && typeof form.getFieldValue('monto') === 'number' && exigeFotoGasto(form.getFieldValue('monto'), limites)
                    ? MENSAJES_CAJA.fotoObligatoria(limites.fotoDesde)
                    : null,
                ),
              ],
            },
          ),
        ]}
      />
    </FormularioModal>
  );
}
