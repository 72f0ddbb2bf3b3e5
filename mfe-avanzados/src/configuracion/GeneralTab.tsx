import { useEffect } from 'react';
import { Alert, Button, Card, Descriptions, Flex, Form, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import {
  CONFIGURACION_DEFAULTS,
  ETIQUETAS_MODALIDAD,
  MODALIDADES,
  PRESTAMO_DEFAULTS,
  formatearCOP,
  formatearNumeroHasta,
  opcionesDe,
  validarInteresDefecto,
  validarPlazoDefecto,
  validarSaldoInicialCaja,
  type Modalidad,
} from '@cartera/dominio';
import { clienteApi, SelectorFecha, toast, useConsulta, usePreferencias, reglaDe } from '@cartera/plataforma';
import { CamposFormulario, campo } from '@cartera/plataforma/formularios';
import type { Organizacion } from './organizacion';
import { AJUSTES } from './ajustes';
import { FormularioOrganizacion } from './TarjetaOrganizacion';

interface CamposPrestamo {
  plazoDefecto?: number | null;
  modalidadDefecto?: Modalidad;
}

/**
 * Loan form defaults of this user (local storage): §5 Settings ranges, §9 Settings defaults when never saved. The
 * interest is not one of them: it is the organisation's one setting (Empresa), shown here as the form proposes it.
 */
function PreferenciasPrestamo() {
  const [form] = Form.useForm<CamposPrestamo>();
  const { plazoDefecto, modalidadDefecto, guardar, restablecer } = usePreferencias();
  const valoresOrganizacion = useConsulta(() => clienteApi.get('/api/configuracion/organizacion/prestamos'), [], {
    guardarComo: 'configuracion-valores-prestamo',
  });
  const interesOrganizacion = valoresOrganizacion.datos?.interesDefecto;
  const guardadas = plazoDefecto !== null || modalidadDefecto !== null;
  const valores: CamposPrestamo = {
    plazoDefecto: plazoDefecto ?? CONFIGURACION_DEFAULTS.plazoDias,
    modalidadDefecto: modalidadDefecto ?? PRESTAMO_DEFAULTS.modalidad,
  };
  useEffect(() => {
    form.setFieldsValue(valores);
    // The stored values are the source: re-seed the form when they change (another tab, Restablecer).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [plazoDefecto, modalidadDefecto]);

  const enviar = (campos: CamposPrestamo) => {
    guardar({
      plazoDefecto: campos.plazoDefecto ?? null,
      modalidadDefecto: campos.modalidadDefecto ?? null,
    });
    toast.exito('Preferencias guardadas');
  };

  return (
    <Card
      title="Préstamos nuevos"
      size="small"
      extra={<Typography.Text type="secondary">Preferencia de este navegador</Typography.Text>}
    >
      <Typography.Paragraph type="secondary">
        Valores con que empieza el formulario de un préstamo nuevo; se pueden cambiar en cada préstamo.
      </Typography.Paragraph>
      <Typography.Paragraph>
        Interés por defecto:{' '}
        <Typography.Text strong aria-label="Interés por defecto de la organización">
          {interesOrganizacion === undefined ? '—' : `${formatearNumeroHasta(interesOrganizacion, 2)} %`}
        </Typography.Text>{' '}
        <Typography.Text type="secondary">(de la organización: un administrador lo cambia en «Empresa»)</Typography.Text>
      </Typography.Paragraph>
      {!guardadas && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={`Aún no ha guardado valores: el préstamo nuevo propone ${PRESTAMO_DEFAULTS.cuotas} cuotas, modalidad ${ETIQUETAS_MODALIDAD[PRESTAMO_DEFAULTS.modalidad].toLowerCase()}.`}
        />
      )}
      <Form<CamposPrestamo>
        form={form}
        layout="vertical"
        name="preferencias-prestamo"
        initialValues={valores}
        onFinish={enviar}
      >
        <CamposFormulario
          enFila
          campos={[
            campo.numero('plazoDefecto', 'Plazo por defecto (cuotas)', {
              style: { minWidth: 180 },
              tooltip: 'En cobro diario, una cuota por día',
              rules: [reglaDe(validarPlazoDefecto)],
              entrada: { step: 1, precision: 0 },
            }),
            campo.seleccion('modalidadDefecto', 'Modalidad por defecto', opcionesDe(MODALIDADES, ETIQUETAS_MODALIDAD), {
              style: { minWidth: 180 },
            }),
          ]}
        />
        <Flex gap={8}>
          <Button type="primary" htmlType="submit">
            Guardar preferencias
          </Button>
          <Button
            disabled={!guardadas}
            onClick={() => {
              restablecer();
              toast.info('Preferencias restablecidas');
            }}
          >
            Restablecer
          </Button>
        </Flex>
      </Form>
    </Card>
  );
}

interface CamposEmpresa {
  nombreEmpresa: string;
  interesDefecto?: number | null;
  telefonoEmpresa?: string | null;
  saldoInicialCaja?: number | null;
  fechaSaldoInicial?: Dayjs | null;
}

/** Company data and opening cash balance (organisation settings, server-side): admin edits, gerente reads. */
function Empresa({ organizacion }: { organizacion: Organizacion }) {
  const { editable } = organizacion;
  return (
    <FormularioOrganizacion<CamposEmpresa>
      {...AJUSTES.empresa}
      organizacion={organizacion}
      valores={(datos) => ({
        nombreEmpresa: datos.nombreEmpresa,
        telefonoEmpresa: datos.telefonoEmpresa ?? '',
        saldoInicialCaja: datos.saldoInicialCaja,
        fechaSaldoInicial: datos.fechaSaldoInicial ? dayjs(datos.fechaSaldoInicial) : null,
        interesDefecto: datos.interesDefecto,
      })}
      cuerpo={(campos) => ({
        nombreEmpresa: campos.nombreEmpresa.trim(),
        telefonoEmpresa: campos.telefonoEmpresa?.trim() ? campos.telefonoEmpresa.trim() : null,
        saldoInicialCaja: campos.saldoInicialCaja ?? 0,
        fechaSaldoInicial: campos.fechaSaldoInicial ? campos.fechaSaldoInicial.format('YYYY-MM-DD') : null,
        ...(typeof campos.interesDefecto === 'number' ? { interesDefecto: campos.interesDefecto } : {}),
      })}
    >
      <>
        <CamposFormulario
          filas={[
            [
              campo.texto('nombreEmpresa', 'Nombre de la empresa', {
                style: { minWidth: 260, flex: 1 },
                extra: 'Firma los mensajes a los clientes.',
                obligatorio: 'El nombre de la empresa es obligatorio',
                rules: [{ max: 120, message: 'El nombre de la empresa debe tener entre 1 y 120 caracteres' }],
                entrada: { autoComplete: 'organization' },
              }),
              campo.texto('telefonoEmpresa', 'Teléfono de la empresa', {
                style: { minWidth: 200 },
                extra: 'Variable {{telefono_empresa}} de las plantillas.',
                rules: [{ max: 30, message: 'El teléfono de la empresa debe tener entre 1 y 30 caracteres' }],
                entrada: { inputMode: 'tel', autoComplete: 'tel' },
              }),
            ],
            [
              campo.numero('saldoInicialCaja', 'Saldo inicial de caja', {
                style: { minWidth: 200 },
                extra: 'Punto de partida del saldo en Flujo de Caja.',
                rules: [reglaDe((valor) => validarSaldoInicialCaja(valor), { opcional: true })],
                entrada: { step: 10000, precision: 0, prefix: '$' },
              }),
              campo(
                'fechaSaldoInicial',
                'Fecha del saldo inicial',
                <SelectorFecha format="DD/MM/YYYY" style={{ width: '100%' }} allowClear disabled={!editable} />,
                { style: { minWidth: 200 }, extra: 'Sin fecha: desde el primer movimiento.' },
              ),
            ],
            [
              campo.numero('interesDefecto', 'Interés por defecto de los préstamos (%)', {
                style: { minWidth: 200 },
                extra: 'Lo que propone el formulario de un préstamo nuevo.',
                rules: [reglaDe(validarInteresDefecto)],
                entrada: { step: 0.1 },
              }),
            ],
          ]}
        />
      </>
    </FormularioOrganizacion>
  );
}

/** Currency and time zone are fixed by the ledger, not preferences: shown so nobody wonders. */
function Region() {
  return (
    <Card title="Región" size="small">
      <Descriptions
        column={1}
        size="small"
        items={[
          {
            key: 'moneda',
            label: 'Moneda',
            children: `Peso colombiano (${CONFIGURACION_DEFAULTS.moneda}), sin decimales: ${formatearCOP(1234567)}`,
          },
          { key: 'zona', label: 'Zona horaria del negocio', children: CONFIGURACION_DEFAULTS.zonaHoraria },
        ]}
      />
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
        Las cuotas se calculan en pesos enteros y las fechas de cobro son días de Bogotá, por eso no se
        cambian aquí.
      </Typography.Paragraph>
    </Card>
  );
}

/** 'General': this user's loan defaults, the company data (admin and gerente) and the fixed regional settings. */
export function GeneralTab({ organizacion }: { organizacion: Organizacion | null }) {
  return (
    <Flex vertical gap={16}>
      <PreferenciasPrestamo />
      {organizacion && <Empresa organizacion={organizacion} />}
      <Region />
    </Flex>
  );
}
