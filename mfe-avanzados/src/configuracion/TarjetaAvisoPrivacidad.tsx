import { Button, Card, Skeleton, Table, Typography, type TableProps } from 'antd';
import { formatearFechaHora, type AvisoPrivacidad } from '@cartera/dominio';
import { clienteApi, ErrorDeCarga, modalDiferido, useConsulta, useDialogo } from '@cartera/plataforma';

// The new version's form (Modal, Form) loads when it is first opened.
const AvisoPrivacidadModal = modalDiferido(() =>
  import('./AvisoPrivacidadModal').then((m) => ({ default: m.AvisoPrivacidadModal })),
);

const publicada = (aviso: AvisoPrivacidad) =>
  `${formatearFechaHora(aviso.createdAt)}${aviso.creadoPor ? ` por ${aviso.creadoPor}` : ''}`;

const COLUMNAS: TableProps<AvisoPrivacidad>['columns'] = [
  { title: 'Versión', dataIndex: 'version', key: 'version' },
  { title: 'Publicada', key: 'publicada', render: (_valor, aviso) => publicada(aviso) },
];

/** The text of a version as it was written (its line breaks kept). */
function Texto({ aviso }: { aviso: AvisoPrivacidad }) {
  return (
    <Typography.Paragraph
      style={{ whiteSpace: 'pre-wrap', maxHeight: 240, overflowY: 'auto', margin: 0 }}
      tabIndex={0}
    >
      {aviso.texto}
    </Typography.Paragraph>
  );
}

/**
 * Configuración → Sistema: the privacy notice clients accept when they authorise the processing of their data
 * (docs/decisiones/datos-personales.md). The version in force and the earlier ones, which never change: each
 * authorisation points to the version its client accepted. The admin publishes a new version; the gerente reads.
 */
export function TarjetaAvisoPrivacidad({ editable }: { editable: boolean }) {
  const { datos, error, recargar } = useConsulta(() => clienteApi.get('/api/habeas-data/aviso-privacidad'), [], {
    guardarComo: 'configuracion-aviso-privacidad',
  });
  const publicacion = useDialogo<true>(recargar);
  const anteriores = datos ? datos.versiones.filter((aviso) => aviso.version !== datos.vigente.version) : [];

  return (
    <Card
      title="Aviso de privacidad"
      size="small"
      role="region"
      aria-label="Aviso de privacidad"
      extra={
        editable &&
        datos && (
          <Button size="small" type="primary" onClick={() => publicacion.abrir(true)}>
            Publicar versión nueva
          </Button>
        )
      }
    >
      {error ? (
        <ErrorDeCarga error={error} texto="Error al cargar el aviso de privacidad" />
      ) : !datos ? (
        <Skeleton active />
      ) : (
        <>
          <Typography.Paragraph>
            <Typography.Text strong>Versión {datos.vigente.version} vigente</Typography.Text>{' '}
            <Typography.Text type="secondary">(publicada el {publicada(datos.vigente)})</Typography.Text>
          </Typography.Paragraph>
          <Texto aviso={datos.vigente} />
          {!editable && (
            <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
              Sólo un administrador publica versiones nuevas.
            </Typography.Paragraph>
          )}
          {anteriores.length > 0 && (
            <Table<AvisoPrivacidad>
              style={{ marginTop: 16 }}
              rowKey="version"
              size="small"
              pagination={false}
              columns={COLUMNAS}
              dataSource={anteriores}
              title={() => 'Versiones anteriores'}
              expandable={{ expandedRowRender: (aviso) => <Texto aviso={aviso} /> }}
            />
          )}
        </>
      )}
      {publicacion.abierto && datos && (
        <AvisoPrivacidadModal vigente={datos.vigente} {...publicacion.cierre} />
      )}
    </Card>
  );
}
