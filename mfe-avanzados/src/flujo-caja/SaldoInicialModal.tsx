import { useEffect } from 'react';
import { DatePicker, Form, InputNumber, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { validarSaldoInicialCaja } from '@cartera/dominio';
import { clienteApi, useConsulta, reglaDe } from '@cartera/plataforma';
import { FormularioModal } from '@cartera/plataforma/formularios';

/** The fields, named as the organisation settings are (PUT /configuracion/organizacion): its errors land under them. */
interface Campos {
  saldoInicialCaja?: number | null;
  fechaSaldoInicial?: Dayjs | null;
}

/** 'Saldo inicial': the opening cash balance, kept in the organisation settings (admin only). */
export function SaldoInicialModal({ alCerrar, alGuardar }: { alCerrar: () => void; alGuardar: () => void }) {
  const [form] = Form.useForm<Campos>();
  // A form starts from what the server holds now, never from a kept answer (docs/decisiones/capa-de-rendimiento-del-portal.md).
  const actual = useConsulta(() => clienteApi.get('/api/configuracion/organizacion'), []);
  useEffect(() => {
    if (actual.datos) {
      form.setFieldsValue({
        saldoInicialCaja: actual.datos.saldoInicialCaja,
        fechaSaldoInicial: actual.datos.fechaSaldoInicial ? dayjs(actual.datos.fechaSaldoInicial) : null,
      });
    }
  }, [actual.datos, form]);

  return (
    <FormularioModal<Campos>
      titulo="Saldo inicial de caja"
      nombre="saldo-inicial"
      form={form}
      enviar={(campos) =>
        clienteApi.put('/api/configuracion/organizacion', {
          cuerpo: {
            saldoInicialCaja: campos.saldoInicialCaja ?? 0,
            fechaSaldoInicial: campos.fechaSaldoInicial ? campos.fechaSaldoInicial.format('YYYY-MM-DD') : null,
          },
        })
      }
      exito="Saldo inicial actualizado"
      error="Error al guardar el saldo inicial"
      alCerrar={alCerrar}
      alGuardar={alGuardar}
      encabezado={
        <Typography.Paragraph type="secondary">
          El saldo de caja al empezar la fecha indicada. Sin fecha, cuenta desde el primer movimiento
          registrado.
        </Typography.Paragraph>
      }
    >
      <Form.Item
        label="Saldo inicial"
        name="saldoInicialCaja"
        rules={[reglaDe((valor) => validarSaldoInicialCaja(valor), { opcional: true })]}
      >
        <InputNumber<number> step={10000} precision={0} style={{ width: '100%' }} prefix="$" />
      </Form.Item>
      <Form.Item label="Fecha del saldo inicial" name="fechaSaldoInicial">
        <DatePicker
          format="DD/MM/YYYY"
          style={{ width: '100%' }}
          aria-label="Fecha del saldo inicial"
          allowClear
        />
      </Form.Item>
    </FormularioModal>
  );
}
