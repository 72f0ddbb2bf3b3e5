import { useEffect, useState } from 'react';
import { Button, Empty, Flex, Progress, Select, Space, Typography, Upload } from 'antd';
import { DownloadOutlined, EyeOutlined, LinkOutlined, UploadOutlined } from '@ant-design/icons';
import {
  MENSAJES_ARCHIVO,
  MIMES_DOCUMENTO,
  TAMANO_MAXIMO_DOCUMENTO,
  formatearFechaHora,
  formatearNumeroHasta,
  type Documento,
  type Garantia,
} from '@cartera/dominio';
import {
  clienteApi,
  descargarArchivo,
  esErrorHttp,
  mensajeDeError,
  subirConAvance,
  toast,
  useConsulta,
  useGuardado,
  guardarArchivo,
} from '@cartera/plataforma';

/** The file as a blob through the platform client (bearer token): never a public URL. */
const bajarDocumento = (documento: Documento) =>
  descargarArchivo(`documentos/${encodeURIComponent(documento._id)}/archivo`, documento.nombreOriginal);

/** The multipart form of a guarantee's document (the API reads the declared type and size from `metadata`). */
function formularioDocumento(archivo: File, garantiaId: string): FormData {
  const formulario = new FormData();
  formulario.append('tipo', 'garantia');
  formulario.append('relacionadoTipo', 'garantia');
  formulario.append('relacionadoId', garantiaId);
  formulario.append('metadata', JSON.stringify({ tipoDeclarado: archivo.type || null, tamanoOriginal: archivo.size }));
  formulario.append('file', archivo, archivo.name);
  return formulario;
}

/** '1,2 MB', '830 KB'. */
export function formatearTamano(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${formatearNumeroHasta(bytes / (1024 * 1024), 1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

interface Vista {
  documento: Documento;
  url: string;
}

interface Props {
  garantia: Garantia;
  alCambiar: (garantia: Garantia) => void;
}

/** Documents of a guarantee: upload with progress, preview (images and PDFs), download, link one already uploaded. */
export function DocumentosGarantia({ garantia, alCambiar }: Props) {
  const [progreso, setProgreso] = useState<number | null>(null);
  const [vista, setVista] = useState<Vista | null>(null);
  const [aVincular, setAVincular] = useState<string | undefined>();
  const { guardando: vinculando, ejecutar } = useGuardado();
  const delPrestamo = useConsulta(
    () =>
      clienteApi.get('/api/documentos', {
        consulta: { relacionadoTipo: 'prestamo', relacionadoId: garantia.prestamo._id },
      }),
    [garantia.prestamo._id, garantia.documentos.length],
  );
  const propios = new Set(garantia.documentos.map((documento) => documento._id));
  const vinculables = (delPrestamo.datos ?? []).filter((documento) => !propios.has(documento._id));

  // The object URL of the preview lives while it is shown.
  useEffect(() => () => {
    if (vista) URL.revokeObjectURL(vista.url);
  }, [vista]);

  const subir = async (archivo: File) => {
    if (archivo.size > TAMANO_MAXIMO_DOCUMENTO) {
      toast.error(MENSAJES_ARCHIVO.demasiadoGrande);
      return;
    }
    setProgreso(0);
    try {
      await subirConAvance('/api/documentos/upload', formularioDocumento(archivo, garantia._id), {
        alProgresar: setProgreso,
      });
      toast.exito('Documento subido');
      alCambiar(await clienteApi.get('/api/garantias/{id}', { ruta: { id: garantia._id } }));
    } catch (error) {
      // Answered by the server: its words, or 'Falló subida'; nothing came back: 'Error subiendo documento'.
      toast.error(esErrorHttp(error) && error.status === 0 ? 'Error subiendo documento' : mensajeDeError(error, 'Falló subida'));
    } finally {
      setProgreso(null);
    }
  };

  const previsualizar = async (documento: Documento) => {
    try {
      const { blob } = await bajarDocumento(documento);
      setVista({ documento, url: URL.createObjectURL(new Blob([blob], { type: documento.mime })) });
    } catch (error) {
      toast.error(mensajeDeError(error, 'Error cargando información'));
    }
  };

  const descargar = async (documento: Documento) => {
    try {
      const { blob, nombre } = await bajarDocumento(documento);
      guardarArchivo(blob, nombre);
    } catch (error) {
      toast.error(mensajeDeError(error, 'Error generando archivo'));
    }
  };

  /** Each document's buttons, named with the document for screen readers ('Ver escritura.pdf'). */
  const botonesDocumento = [
    { texto: 'Ver', icono: <EyeOutlined />, hacer: previsualizar },
    { texto: 'Descargar', icono: <DownloadOutlined />, hacer: descargar },
  ];

  const vincular = () => {
    if (!aVincular) return;
    const ruta = { id: garantia._id, documentId: aVincular };
    void ejecutar(() => clienteApi.post('/api/garantias/{id}/documentos/{documentId}', { ruta }), {
      exito: 'Documento vinculado',
      error: 'No se pudo vincular el documento',
      alTerminar: (actualizada) => {
        setAVincular(undefined);
        alCambiar(actualizada);
      },
    });
  };

  return (
    <Flex vertical gap={8} style={{ width: '100%' }}>
      <Typography.Title level={5} style={{ margin: 0 }}>
        Documentos
      </Typography.Title>
      {garantia.documentos.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Sin documentos" />
      ) : (
        <ul aria-label="Documentos de la garantía" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {garantia.documentos.map((documento) => (
            <li key={documento._id} style={{ padding: '8px 0', borderBottom: '1px solid #f0f0f0' }}>
              <Flex justify="space-between" align="center" gap={8} wrap>
                <div>
                  <Typography.Text strong>{documento.nombreOriginal}</Typography.Text>
                  <br />
                  <Typography.Text type="secondary">
                    {`${documento.mime} · ${formatearTamano(documento.sizeBytes)} · ${formatearFechaHora(documento.createdAt)}`}
                  </Typography.Text>
                </div>
                <Space>
                  {botonesDocumento.map(({ texto, icono, hacer }) => (
                    <Button
                      key={texto}
                      size="small"
                      icon={icono}
                      aria-label={`${texto} ${documento.nombreOriginal}`}
                      onClick={() => void hacer(documento)}
                    >
                      {texto}
                    </Button>
                  ))}
                </Space>
              </Flex>
            </li>
          ))}
        </ul>
      )}
      <Upload
        accept={MIMES_DOCUMENTO.join(',')}
        showUploadList={false}
        disabled={progreso !== null}
        beforeUpload={(archivo) => {
          void subir(archivo);
          return false;
        }}
      >
        <Button icon={<UploadOutlined />} loading={progreso !== null} aria-label="Subir documento">
          Subir documento
        </Button>
      </Upload>
      <Typography.Text type="secondary">PDF, JPEG, PNG o WebP de hasta 10 MB.</Typography.Text>
      {progreso !== null && <Progress percent={progreso} size="small" aria-label="Progreso de la subida" />}
      {vinculables.length > 0 && (
        <Space.Compact style={{ width: '100%' }}>
          <Select<string>
            style={{ flex: 1 }}
            placeholder="Vincular un documento ya subido de este préstamo"
            aria-label="Documento a vincular"
            value={aVincular}
            onChange={setAVincular}
            options={vinculables.map((documento) => ({ value: documento._id, label: documento.nombreOriginal }))}
          />
          <Button icon={<LinkOutlined />} disabled={!aVincular} loading={vinculando} onClick={vincular}>
            Vincular
          </Button>
        </Space.Compact>
      )}
      {vista && (
        <div aria-label="Vista previa" role="region">
          <Space style={{ marginBottom: 8 }}>
            <Typography.Text strong>{vista.documento.nombreOriginal}</Typography.Text>
            <Button size="small" onClick={() => setVista(null)}>
              Cerrar vista previa
            </Button>
          </Space>
          {vista.documento.mime === 'application/pdf' ? (
            // sandbox sin permisos: lo que haya dentro del archivo no corre scripts con el origen del portal, no abre
            // ventanas ni navega la página (la API ya sólo admite PDF e imágenes, y los sirve con CSP sandbox).
            <iframe
              title={`Vista previa de ${vista.documento.nombreOriginal}`}
              src={vista.url}
              sandbox=""
              style={{ width: '100%', height: 420, border: 0 }}
            />
          ) : (
            <img alt={`Vista previa de ${vista.documento.nombreOriginal}`} src={vista.url} style={{ maxWidth: '100%', maxHeight: 420 }} />
          )}
        </div>
      )}
    </Flex>
  );
}
