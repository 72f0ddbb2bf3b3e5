import { Flex, Form, Select } from 'antd';
import {
  ACCIONES_USURA,
  ETIQUETAS_ACCION_USURA,
  ETIQUETAS_TIPO_CREDITO,
  TIPOS_CREDITO,
  opcionesDe,
  type AccionUsura,
  type TipoCredito,
} from '@cartera/dominio';
import type { Organizacion } from './organizacion';
import { AJUSTES } from './ajustes';
import { AjusteOrganizacion } from './TarjetaOrganizacion';

/**
 * Configuración → Sistema: what Cartera does with a loan whose effective annual rate is above the usury rate of its
 * type and date (warn, and whoever disburses confirms, audited; or refuse it), and the credit type a new loan starts
 * with (docs/decisiones/tasa-efectiva-y-usura.md). Organisation settings: the admin edits, the gerente reads.
 */
export function TarjetaAjustesUsura({ organizacion }: { organizacion: Organizacion }) {
  return (
    <AjusteOrganizacion
      {...AJUSTES.usura}
      organizacion={organizacion}
      ayuda="Rigen para los préstamos que se desembolsen desde ahora; los ya desembolsados no cambian."
    >
      <Flex gap={16} wrap align="flex-start">
        <Form.Item
          label="Tipo de crédito por defecto"
          name="tipoCreditoDefecto"
          style={{ minWidth: 240 }}
          extra="El que propone un préstamo nuevo: define qué tasa de usura lo limita."
        >
          <Select<TipoCredito> options={opcionesDe(TIPOS_CREDITO, ETIQUETAS_TIPO_CREDITO)} />
        </Form.Item>
        <Form.Item
          label="Préstamo sobre la tasa de usura"
          name="usuraAccion"
          style={{ minWidth: 280 }}
          extra="Avisar: quien desembolsa debe confirmarlo y queda en la auditoría. Rechazar: no se desembolsa."
        >
          <Select<AccionUsura> options={opcionesDe(ACCIONES_USURA, ETIQUETAS_ACCION_USURA)} />
        </Form.Item>
      </Flex>
    </AjusteOrganizacion>
  );
}
