import { Flex, Form, Input } from 'antd';
import { validarHoraDia } from '@cartera/dominio';
import type { Organizacion } from './organizacion';
import { CampoInterruptor } from '@cartera/plataforma/formularios';
import { AJUSTES } from './ajustes';
import { FormularioOrganizacion } from './TarjetaOrganizacion';

interface CamposHoras {
  avisoEntregaCaja: boolean;
  entregaCajaHora: string;
  /** Empty: the server's RESPALDOS_HORA. */
  respaldosHora: string;
}

const validarHora =
  (opcional: boolean) =>
  async (_regla: unknown, valor: unknown): Promise<void> => {
    const texto = typeof valor === 'string' ? valor.trim() : valor;
    if (opcional && (texto === '' || texto === undefined || texto === null)) return;
    const mensaje = validarHoraDia(texto);
    if (mensaje) throw new Error(mensaje);
  };

/**
 * Configuración → Sistema: the two hours of the office (organisation settings, Bogotá, 'HH:MM'): the reminder to
 * gerentes and admins of collectors who have not handed over their cash, and the daily backup. The admin edits,
 * the gerente reads. They take effect without a restart (the server looks at them every few minutes).
 */
export function TarjetaHoras({ organizacion }: { organizacion: Organizacion }) {
  const [form] = Form.useForm<CamposHoras>();
  const avisoEncendido = Form.useWatch('avisoEntregaCaja', form);
  const editable = organizacion.editable;
  return (
    <FormularioOrganizacion<CamposHoras>
      {...AJUSTES.horas}
      organizacion={organizacion}
      form={form}
      valores={(datos) => ({
        avisoEntregaCaja: datos.avisoEntregaCaja,
        entregaCajaHora: datos.entregaCajaHora,
        respaldosHora: datos.respaldosHora ?? '',
      })}
      cuerpo={(campos) => ({
        avisoEntregaCaja: campos.avisoEntregaCaja,
        entregaCajaHora: campos.entregaCajaHora.trim(),
        respaldosHora: campos.respaldosHora.trim() === '' ? null : campos.respaldosHora.trim(),
      })}
      ayuda="Horas de Bogotá, de 24 horas (HH:MM). Rigen sin reiniciar: el servidor las revisa cada 5 minutos."
    >
      {(actual) => (
        <Flex gap={16} wrap align="flex-start">
          <CampoInterruptor
            label="Aviso de caja sin entregar"
            name="avisoEntregaCaja"
            style={{ minWidth: 200 }}
            extra="A gerentes y administradores, en la campana: un aviso por cobrador que no ha entregado su efectivo."
            etiquetaInterruptor="Aviso de caja sin entregar"
          />
          <Form.Item
            label="Hora del aviso"
            name="entregaCajaHora"
            style={{ minWidth: 160 }}
            rules={[{ validator: validarHora(false) }]}
          >
            <Input placeholder="18:00" maxLength={5} inputMode="numeric" disabled={!editable || avisoEncendido === false} />
          </Form.Item>
          <Form.Item
            label="Hora del respaldo diario"
            name="respaldosHora"
            style={{ minWidth: 200 }}
            extra={`Vacía: la del servidor (RESPALDOS_HORA), ${actual.respaldosHoraPorDefecto}.`}
            rules={[{ validator: validarHora(true) }]}
          >
            <Input placeholder={actual.respaldosHoraPorDefecto} maxLength={5} inputMode="numeric" />
          </Form.Item>
        </Flex>
      )}
    </FormularioOrganizacion>
  );
}
