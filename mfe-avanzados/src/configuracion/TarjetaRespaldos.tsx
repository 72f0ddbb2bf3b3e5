import { useEffect, useRef, useState } from 'react';
import { Alert, Badge, Button, Card, Flex, Table, Tooltip, Typography } from 'antd';
import { CloudDownloadOutlined, DatabaseOutlined, ReloadOutlined } from '@ant-design/icons';
import {
  formatearFechaHora,
  type ListaRespaldos,
  type OrigenRespaldo,
  type Respaldo,
  type ResultadoRespaldo,
} from '@cartera/dominio';
import {
  clienteApi,
  descargarArchivo,
  ErrorDeCarga,
  ErrorHttp,
  mensajeDeError,
  toast,
  useConsulta,
  useDescarga,
  useSesion,
} from '@cartera/plataforma';
import { EstadoClaveRespaldos } from './EstadoClaveRespaldos';

const ORIGENES: Record<OrigenRespaldo, string> = {
  manual: 'Manual',
  programado: 'Programado',
  migracion: 'Antes de migrar',
};

const RESULTADOS: Record<ResultadoRespaldo, { estado: 'success' | 'error' | 'processing'; texto: string }> = {
  exitoso: { estado: 'success', texto: 'Correcto' },
  fallido: { estado: 'error', texto: 'Fallido' },
  en_curso: { estado: 'processing', texto: 'En curso' },
};

export function formatearTamano(bytes: number | null): string {
  if (bytes === null) return '—';
  if (bytes < 1024) return `${bytes} B`;
  const unidades = ['KB', 'MB', 'GB', 'TB'];
  let valor = bytes / 1024;
  let unidad = 0;
  while (valor >= 1024 && unidad < unidades.length - 1) {
    valor /= 1024;
    unidad += 1;
  }
  return `${valor.toLocaleString('es-CO', { maximumFractionDigits: 1 })} ${unidades[unidad]}`;
}

function UltimoResultado({ ultimo }: { ultimo: Respaldo | null }) {
  if (!ultimo) return <Alert type="warning" showIcon title="Todavía no hay respaldos de esta base." />;
  if (ultimo.resultado === 'fallido')
    return (
      <Alert
        type="error"
        showIcon
        title={`El último respaldo (${formatearFechaHora(ultimo.fecha)}) falló`}
        description={ultimo.error}
      />
    );
  return (
    <Alert
      type={ultimo.aviso ? 'warning' : 'success'}
      showIcon
      title={`Último respaldo correcto: ${formatearFechaHora(ultimo.fecha)} (${formatearTamano(ultimo.tamano)})`}
      description={ultimo.aviso ?? undefined}
    />
  );
}

function resumen(lista: ListaRespaldos): string {
  const { programacion, rotacion } = lista;
  return (
    `Uno diario a las ${programacion.hora} (hora de Bogotá)${programacion.cifrado ? ', cifrado' : ''}` +
    `${programacion.copia ? ', con copia en una segunda carpeta' : ''}. Se conservan los ${rotacion.ultimos} últimos, ` +
    `${rotacion.diarios} diarios, ${rotacion.semanales} semanales y ${rotacion.mensuales} mensuales.`
  );
}

/**
 * Configuración → Sistema: the database backups (admin only), whether their key is kept elsewhere, the last result
 * and «Crear respaldo ahora».
 */
export function TarjetaRespaldos({ version }: { version?: string } = {}) {
  const esAdmin = useSesion((estado) => estado.usuario?.rol === 'admin');
  if (!esAdmin) return null;
  return <Respaldos version={version} />;
}

/** `version`: the organisation settings' updatedAt; a later save (the backup hour) reloads the schedule line. */
function Respaldos({ version }: { version: string | undefined }) {
  const { datos, error, cargando, recargar } = useConsulta(() => clienteApi.get('/api/sistema/respaldos'), []);
  const versionVista = useRef(version);
  useEffect(() => {
    const anterior = versionVista.current;
    versionVista.current = version;
    // The first load of the settings is not a change.
    if (anterior !== undefined && version !== anterior) recargar();
  }, [version, recargar]);
  const [creando, setCreando] = useState(false);
  const { descargando, descargar: descargarRespaldo } = useDescarga('No se pudo descargar el respaldo');
  // Mientras haya uno en curso (el programado, o uno cuya respuesta tardó más que el límite del cliente), la lista se
  // vuelve a pedir cada 3 s.
  const enCurso = datos?.items.some((r) => r.resultado === 'en_curso') ?? false;
  useEffect(() => {
    if (!enCurso) return;
    const temporizador = setTimeout(recargar, 3000);
    return () => clearTimeout(temporizador);
  }, [enCurso, datos, recargar]);

  const crear = async () => {
    setCreando(true);
    try {
      // Answers when the backup is done (it can take a while on a big database).
      const respaldo = await clienteApi.post('/api/sistema/respaldos');
      toast.exito(`Respaldo creado (${formatearTamano(respaldo.tamano)})`);
    } catch (fallo) {
      if (fallo instanceof ErrorHttp && fallo.status === 0)
        toast.info('El respaldo sigue haciéndose en el servidor: la lista lo mostrará cuando termine.');
      else toast.error(mensajeDeError(fallo, 'No se pudo crear el respaldo'));
    } finally {
      setCreando(false);
      recargar();
    }
  };

  const descargar = (respaldo: Respaldo) =>
    descargarRespaldo(respaldo.id, () =>
      descargarArchivo(
        `sistema/respaldos/${encodeURIComponent(respaldo.id)}/archivo`,
        respaldo.archivo ?? 'respaldo.tar.gz',
        {},
        { tiempoMaximoMs: false },
      ),
    );

  return (
    <Card
      title="Respaldos de la base de datos"
      size="small"
      extra={
        <Flex gap={8}>
          <Button
            size="small"
            icon={<ReloadOutlined />}
            loading={cargando}
            onClick={recargar}
            aria-label="Actualizar respaldos"
          />
          <Button
            type="primary"
            size="small"
            icon={<DatabaseOutlined />}
            loading={creando}
            onClick={() => void crear()}
          >
            Crear respaldo ahora
          </Button>
        </Flex>
      }
    >
      {error ? (
        <ErrorDeCarga error={error} texto="No se pudo leer la lista de respaldos" tipo="warning" />
      ) : (
        <Flex vertical gap={12}>
          {datos && <EstadoClaveRespaldos clave={datos.clave} alConfirmar={recargar} />}
          {datos && <UltimoResultado ultimo={datos.ultimo} />}
          {datos && <Typography.Text type="secondary">{resumen(datos)}</Typography.Text>}
          <Table<Respaldo>
            size="small"
            rowKey="id"
            loading={cargando && !datos}
            pagination={{ pageSize: 10, hideOnSinglePage: true }}
            dataSource={datos?.items ?? []}
            columns={[
              {
                title: 'Fecha',
                dataIndex: 'fecha',
                key: 'fecha',
                render: (fecha: string) => formatearFechaHora(fecha),
              },
              {
                title: 'Origen',
                dataIndex: 'origen',
                key: 'origen',
                render: (origen: OrigenRespaldo) => ORIGENES[origen],
              },
              {
                title: 'Tamaño',
                dataIndex: 'tamano',
                key: 'tamano',
                render: (tamano: number | null) => formatearTamano(tamano),
              },
              {
                title: 'Resultado',
                dataIndex: 'resultado',
                key: 'resultado',
                render: (resultado: ResultadoRespaldo, respaldo) => {
                  const { estado, texto } = RESULTADOS[resultado];
                  const insignia = <Badge status={estado} text={texto} />;
                  return respaldo.error ? <Tooltip title={respaldo.error}>{insignia}</Tooltip> : insignia;
                },
              },
              {
                title: 'sha256',
                dataIndex: 'sha256',
                key: 'sha256',
                render: (sha256: string | null) =>
                  sha256 ? (
                    <Typography.Text code copyable={{ text: sha256 }} title={sha256}>
                      {sha256.slice(0, 12)}…
                    </Typography.Text>
                  ) : (
                    '—'
                  ),
              },
              {
                title: 'Archivo',
                key: 'archivo',
                render: (_: unknown, respaldo) =>
                  respaldo.resultado === 'exitoso' ? (
                    <Button
                      type="link"
                      size="small"
                      icon={<CloudDownloadOutlined />}
                      loading={descargando === respaldo.id}
                      onClick={() => void descargar(respaldo)}
                    >
                      Descargar
                    </Button>
                  ) : null,
              },
            ]}
          />
        </Flex>
      )}
    </Card>
  );
}
