// One vocabulary for the portfolio's figures (docs/decisiones/cifras-y-valores-por-defecto.md): the same name always
// shows the same quantity on the dashboard, the lists and the reports, with a help icon saying what it includes.
import { Tooltip } from 'antd';
import { InfoCircleOutlined } from '@ant-design/icons';

/** A figure: its name on screen and what it includes (the help beside the name). */
export interface CifraCartera {
  titulo: string;
  ayuda: string;
}

export const CIFRAS_CARTERA = {
  capital: {
    titulo: 'Capital pendiente',
    ayuda:
      'Lo prestado que aún se debe: sólo capital, sin interés ni mora (cuenta 140505 del libro mayor; el interés retenido por adelantado y lo refinanciado en un reenganche cuentan como interés).',
  },
  interes: {
    titulo: 'Interés pendiente',
    ayuda: 'El interés pactado que aún se debe (cuenta 140510), sin la mora.',
  },
  saldo: {
    titulo: 'Saldo pendiente',
    ayuda:
      'Capital más interés pactado que aún se deben: lo que falta de las cuotas. La mora se debe aparte y no está incluida.',
  },
  utilidadMes: {
    titulo: 'Utilidad del mes',
    ayuda:
      'Ingresos menos gastos del mes en curso según el libro mayor: la «Utilidad del periodo» de Contabilidad › Estado de resultados para este mes.',
  },
} as const satisfies Record<string, CifraCartera>;

/**
 * A figure's name with a small help icon: hovering or focusing it shows what the figure includes. The icon is named by
 * that help, so a screen reader reads it too.
 */
export function CifraConAyuda({ titulo, ayuda }: CifraCartera) {
  return (
    <span style={{ whiteSpace: 'nowrap' }}>
      {titulo}{' '}
      <Tooltip title={ayuda}>
        <InfoCircleOutlined role="img" aria-label={ayuda} tabIndex={0} style={{ fontSize: 12, opacity: 0.65 }} />
      </Tooltip>
    </span>
  );
}
