import { Badge, Button, Card, Descriptions, Flex, Switch, Table, Typography } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { CONFIGURACION_DEFAULTS, formatearFechaHora } from '@cartera/dominio';
import {
  CLAVE_DIAGNOSTICO,
  confirmar,
  ErrorDeCarga,
  resolverVisibilidad,
  toast,
  useConsulta,
  useDiagnostico,
  usePreferencias,
} from '@cartera/plataforma';
import { VerificacionLibro } from './VerificacionLibro';
import { estadoApi, modulosPortal, type ModuloPortal } from './portal';
import type { Organizacion } from './organizacion';
import { TarjetaCierre } from './TarjetaCierre';
import { TarjetaFueraDeSitio } from './TarjetaFueraDeSitio';
import { TarjetaTerminosPrestamo } from './TarjetaTerminosPrestamo';
import { TarjetaVentanaFechas } from './TarjetaVentanaFechas';
import { TarjetaHoras } from './TarjetaHoras';
import { TarjetaLimitesGastos } from './TarjetaLimitesGastos';
import { TarjetaCuentasRecaudo } from './TarjetaCuentasRecaudo';
import { TarjetaUmbralesAprobacion } from './TarjetaUmbralesAprobacion';
import { TarjetaPoliticasContables } from './TarjetaPoliticasContables';
import { TarjetaRespaldos } from './TarjetaRespaldos';
import { TarjetaAjustesUsura } from './TarjetaAjustesUsura';
import { TarjetaCajaInsuficiente } from './TarjetaCajaInsuficiente';
import { TarjetaInteresMora } from './TarjetaInteresMora';
import { TarjetaTasasUsura } from './TarjetaTasasUsura';
import { TarjetaAvisoPrivacidad } from './TarjetaAvisoPrivacidad';

export const CONFIRMAR_LIMPIAR =
  '¿Borrar las preferencias guardadas en este navegador (valores del préstamo nuevo, avisos y diagnóstico)? Su sesión sigue abierta.';

function EstadoApi() {
  const { datos, cargando, recargar } = useConsulta(() => estadoApi(), []);
  return (
    <Card
      title="Estado de la API"
      size="small"
      extra={
        <Button size="small" icon={<ReloadOutlined />} loading={cargando} onClick={recargar}>
          Comprobar
        </Button>
      }
    >
      {datos && (
        <Flex gap={8} align="center">
          <Badge status={datos.lista ? 'success' : 'error'} />
          <Typography.Text>{datos.mensaje}</Typography.Text>
          <Typography.Text type="secondary">({datos.milisegundos} ms)</Typography.Text>
        </Flex>
      )}
    </Card>
  );
}

function Modulos() {
  const { datos, error, cargando } = useConsulta(() => modulosPortal(), []);
  return (
    <Card title="Módulos del portal" size="small">
      {error ? (
        <ErrorDeCarga error={error} texto="No se pudo leer la lista de módulos" tipo="warning" />
      ) : (
        <Table<ModuloPortal>
          size="small"
          rowKey="nombre"
          loading={cargando}
          pagination={false}
          dataSource={datos ?? []}
          columns={[
            { title: 'Módulo', dataIndex: 'nombre', key: 'nombre' },
            { title: 'Versión', dataIndex: 'version', key: 'version', render: (version: string | null) => version ?? '—' },
            {
              title: 'Estado',
              dataIndex: 'disponible',
              key: 'disponible',
              render: (disponible: boolean) => (
                <Badge status={disponible ? 'success' : 'error'} text={disponible ? 'Disponible' : 'No responde'} />
              ),
            },
            { title: 'Manifiesto', dataIndex: 'manifiesto', key: 'manifiesto', render: (url: string) => <Typography.Text code>{url}</Typography.Text> },
          ]}
        />
      )}
    </Card>
  );
}

/**
 * 'Sistema': real facts about this installation, the office hours (reminder of cash not handed over, daily backup;
 * admin and gerente), the usury settings, the certified usury rates and the privacy notice (admin and gerente), the
 * diagnostics overlay switch and a reset of local preferences.
 */
export function SistemaTab({ organizacion }: { organizacion: Organizacion | null }) {
  const visible = useDiagnostico((estado) => estado.visible);
  const alternar = useDiagnostico((estado) => estado.alternar);
  const restablecer = usePreferencias((estado) => estado.restablecer);
  const zonaNavegador = Intl.DateTimeFormat().resolvedOptions().timeZone;

  const limpiar = async () => {
    if (!(await confirmar(CONFIRMAR_LIMPIAR, { peligro: true }))) return;
    restablecer();
    try {
      window.localStorage.removeItem(CLAVE_DIAGNOSTICO);
    } catch {
      // Nothing stored to forget.
    }
    useDiagnostico.setState({ visible: resolverVisibilidad('') });
    toast.info('Preferencias locales borradas');
  };

  return (
    <Flex vertical gap={16}>
      <EstadoApi />
      <VerificacionLibro />
      <TarjetaCierre />
      <Modulos />
      {organizacion && <TarjetaHoras organizacion={organizacion} />}
      {organizacion && <TarjetaTerminosPrestamo organizacion={organizacion} />}
      {organizacion && <TarjetaAjustesUsura organizacion={organizacion} />}
      {organizacion && <TarjetaCajaInsuficiente organizacion={organizacion} />}
      {organizacion && <TarjetaInteresMora organizacion={organizacion} />}
      {organizacion && <TarjetaTasasUsura editable={organizacion.editable} />}
      {organizacion && <TarjetaAvisoPrivacidad editable={organizacion.editable} />}
      <TarjetaLimitesGastos />
      <TarjetaCuentasRecaudo />
      <TarjetaUmbralesAprobacion />
      {organizacion && <TarjetaPoliticasContables />}
      {organizacion && <TarjetaFueraDeSitio organizacion={organizacion} />}
      {organizacion && <TarjetaVentanaFechas organizacion={organizacion} />}
      <TarjetaRespaldos version={organizacion?.datos?.updatedAt} />
      <Card title="Fecha y hora" size="small">
        <Descriptions
          column={1}
          size="small"
          items={[
            { key: 'negocio', label: 'Zona horaria del negocio', children: CONFIGURACION_DEFAULTS.zonaHoraria },
            { key: 'ahora', label: 'Ahora en Bogotá', children: formatearFechaHora(new Date().toISOString()) },
            {
              key: 'navegador',
              label: 'Zona horaria de este navegador',
              children:
                zonaNavegador === CONFIGURACION_DEFAULTS.zonaHoraria
                  ? zonaNavegador
                  : `${zonaNavegador} (las fechas se muestran en hora de Bogotá)`,
            },
          ]}
        />
      </Card>
      <Card title="Este navegador" size="small">
        <Flex vertical gap={12}>
          <Flex gap={12} align="center">
            <Switch aria-label="Panel de diagnóstico" checked={visible} onChange={alternar} />
            <Typography.Text>
              Panel de diagnóstico (errores y registro de las últimas acciones; también con <Typography.Text code>?diag=1</Typography.Text> o{' '}
              <Typography.Text code>?diag=0</Typography.Text>)
            </Typography.Text>
          </Flex>
          <div>
            <Button danger onClick={() => void limpiar()}>
              Limpiar preferencias locales
            </Button>
          </div>
        </Flex>
      </Card>
    </Flex>
  );
}
