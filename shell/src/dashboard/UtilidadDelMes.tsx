import { Card, Col, Statistic } from 'antd';
import { LineChartOutlined } from '@ant-design/icons';
import { diasDelMes, formatearCOP, hoyBogota, type Fecha } from '@cartera/dominio';
import {
  CIFRAS_CARTERA,
  CifraConAyuda,
  clienteApi,
  mensajeDeError,
  registrarDiagnostico,
  useConsulta,
} from '@cartera/plataforma';

/** The calendar month of `hoy`: the same period Contabilidad › Estado de resultados opens with. */
export function mesEnCurso(hoy: Fecha): { desde: Fecha; hasta: Fecha } {
  const mes = hoy.slice(0, 7);
  const ultimo = diasDelMes(Number(mes.slice(0, 4)), Number(mes.slice(5, 7)));
  return { desde: `${mes}-01`, hasta: `${mes}-${String(ultimo).padStart(2, '0')}` };
}

/**
 * «Utilidad del mes», for the admin: the ledger's profit of the current month, the «Utilidad del periodo» of the income
 * statement. A failure leaves '—' and a line in the diagnostics log, like the other figures of the dashboard.
 */
export function UtilidadDelMes() {
  const consulta = useConsulta(async () => {
    try {
      return await clienteApi.get('/api/contabilidad/estado-resultados', { consulta: mesEnCurso(hoyBogota()) });
    } catch (error) {
      registrarDiagnostico('error', 'http', `Dashboard: no se pudo cargar la utilidad del mes (${mensajeDeError(error, 'sin detalle')})`);
      return null;
    }
  }, []);
  const { titulo, ayuda } = CIFRAS_CARTERA.utilidadMes;
  return (
    <Col xs={24} sm={12} xl={6}>
      <Card size="small" role="group" aria-label={titulo}>
        <Statistic
          title={<CifraConAyuda titulo={titulo} ayuda={ayuda} />}
          prefix={<LineChartOutlined />}
          value={0}
          formatter={() => (consulta.datos ? formatearCOP(consulta.datos.utilidad) : '—')}
        />
      </Card>
    </Col>
  );
}
