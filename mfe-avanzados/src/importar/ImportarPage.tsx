import { useCallback, useEffect, useState } from 'react';
import { Alert, Button, Card, Descriptions, Flex, Table, Tag, Typography, Upload, type TableProps } from 'antd';
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import {
  CODIGOS,
  ESTADOS_IMPORTACION_APLICABLES,
  ETIQUETAS_ESTADO_IMPORTACION,
  HOJAS_IMPORTACION,
  formatearCOP,
  formatearTiempoRestante,
  revisarEncabezados,
  type ErrorFilaImportacion,
  type HojaImportacion,
  type Importacion,
  type MapeoColumnas as Mapeo,
} from '@cartera/dominio';
import {
  AvanceTrabajo,
  clienteApi,
  descargarArchivo,
  esErrorHttp,
  guardarArchivo,
  mensajeDeError,
  nuevaClaveIdempotencia,
  Titulo,
  toast,
} from '@cartera/plataforma';
import { AperturaImportacion } from './AperturaImportacion';
import { MapeoColumnas } from './MapeoColumnas';

/** The import being reviewed or applied: kept so a reload comes back to it (and to its progress bar). */
export const CLAVE_IMPORTACION = 'cartera.importacion';
const SONDEO_MS = 1000;

const COLUMNAS_ERRORES: TableProps<ErrorFilaImportacion>['columns'] = [
  { title: 'Hoja', dataIndex: 'hoja' },
  { title: 'Fila', dataIndex: 'fila', align: 'right' },
  { title: 'Columna', dataIndex: 'columna' },
  { title: 'Valor', dataIndex: 'valor' },
  { title: 'Error', dataIndex: 'mensaje' },
];

interface FilaResumen {
  hoja: HojaImportacion;
  filas: number;
  nuevas: number;
  actualizadas: number;
  sinCambios: number;
  conErrores: number;
}

const COLUMNAS_RESUMEN: TableProps<FilaResumen>['columns'] = [
  { title: 'Hoja', dataIndex: 'hoja' },
  { title: 'Filas', dataIndex: 'filas', align: 'right' },
  { title: 'Nuevas', dataIndex: 'nuevas', align: 'right' },
  { title: 'A actualizar', dataIndex: 'actualizadas', align: 'right' },
  { title: 'Sin cambios', dataIndex: 'sinCambios', align: 'right' },
  { title: 'Con errores', dataIndex: 'conErrores', align: 'right' },
];

const XLSX = { formato: 'xlsx' };
/** The files the server builds (not JSON): the template, Cartera's own portfolio in its format (streamed: big books
 * take a while) and a review's row errors. */
const plantilla = () => descargarArchivo('importaciones/plantilla', 'plantilla-importacion.xlsx', XLSX);
const exporte = () => descargarArchivo('importaciones/exporte', 'cartera.xlsx', XLSX, { tiempoMaximoMs: false });
const bajarErrores = (id: string) =>
  descargarArchivo(`importaciones/${encodeURIComponent(id)}/errores`, 'errores-importacion.xlsx', XLSX);

/** Applies a review: one Idempotency-Key per click (the API applies it once). */
const aplicar = (id: string) =>
  clienteApi.post('/api/importaciones/{id}/aplicar', { ruta: { id }, clave: nuevaClaveIdempotencia() });
/** Discards a review, or cancels an apply in progress. */
const descartar = (id: string) => clienteApi.delete('/api/importaciones/{id}', { ruta: { id } });

/** The file as the API reads it (multipart `archivo`, and the mapping as `columnas`): it reviews and writes nothing. */
function formularioRevision(archivo: File, columnas: Mapeo): FormData {
  const formulario = new FormData();
  if (Object.keys(columnas).length > 0) formulario.append('columnas', JSON.stringify(columnas));
  formulario.append('archivo', archivo, archivo.name);
  return formulario;
}

/** Downloads a file the server builds (template, export, errors), or says why it could not. */
async function descargar(pedir: () => Promise<{ blob: Blob; nombre: string }>, fallo: string): Promise<void> {
  try {
    const { blob, nombre } = await pedir();
    guardarArchivo(blob, nombre);
  } catch (error) {
    toast.error(mensajeDeError(error, fallo));
  }
}

function TablaErrores({ titulo, errores, importacionId }: { titulo: string; errores: ErrorFilaImportacion[]; importacionId: string }) {
  if (errores.length === 0) return null;
  return (
    <Card
      title={`${titulo} (${errores.length})`}
      extra={
        <Button
          icon={<DownloadOutlined />}
          onClick={() => void descargar(() => bajarErrores(importacionId), 'No se pudieron descargar los errores')}
        >
          Descargar errores (XLSX)
        </Button>
      }
    >
      <Table
        rowKey={(e) => `${e.hoja}-${e.fila}-${e.columna}`}
        columns={COLUMNAS_ERRORES}
        dataSource={errores}
        size="small"
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
      />
    </Card>
  );
}

function Resumen({ importacion }: { importacion: Importacion }) {
  const { resumen } = importacion;
  const filas = HOJAS_IMPORTACION.map((hoja) => ({ hoja, ...resumen.hojas[hoja] })).filter((f) => f.filas > 0);
  return (
    <Card title={`Resumen de ${importacion.nombreArchivo}`} extra={<Tag>{ETIQUETAS_ESTADO_IMPORTACION[importacion.estado]}</Tag>}>
      <Flex vertical gap={16}>
        <Table rowKey="hoja" columns={COLUMNAS_RESUMEN} dataSource={filas} size="small" pagination={false} />
        <Descriptions size="small" column={{ xs: 1, md: 2 }} bordered>
          <Descriptions.Item label="Capital prestado">{formatearCOP(resumen.totales.capital)}</Descriptions.Item>
          <Descriptions.Item label="Cobrado en la historia">{formatearCOP(resumen.totales.cobrado)}</Descriptions.Item>
          <Descriptions.Item label="Saldo de capital (planes propios)">
            {formatearCOP(resumen.totales.saldoCapitalCuotas)}
          </Descriptions.Item>
          <Descriptions.Item label="Saldo de interés (planes propios)">
            {formatearCOP(resumen.totales.saldoInteresCuotas)}
          </Descriptions.Item>
          {resumen.totales.efectivo ? (
            <Descriptions.Item label="Efectivo de la caja de la oficina">
              {formatearCOP(resumen.totales.efectivo.oficina)}
            </Descriptions.Item>
          ) : null}
          {resumen.totales.efectivo ? (
            <Descriptions.Item label="Efectivo en poder de cobradores">
              {formatearCOP(resumen.totales.efectivo.cobradores)}
            </Descriptions.Item>
          ) : null}
          {Object.entries(resumen.prestamosPorEstado).map(([estado, cifra]) => (
            <Descriptions.Item key={estado} label={`Préstamos ${estado}`}>
              {cifra.prestamos} · {formatearCOP(cifra.capital)}
            </Descriptions.Item>
          ))}
          <Descriptions.Item label="Clientes sin autorización de datos">{resumen.clientesSinAutorizacion}</Descriptions.Item>
        </Descriptions>
      </Flex>
    </Card>
  );
}

/** The result report of an applied import: rows walked, applied and left out, and clients lacking data consent. */
function Resultado({ importacion }: { importacion: Importacion }) {
  const { progreso, erroresAplicacion, resumen } = importacion;
  const fuera = new Set(erroresAplicacion.map((e) => `${e.hoja}-${e.fila}`)).size;
  return (
    <Flex vertical gap={12}>
      <Alert
        type="success"
        showIcon
        title="Importación aplicada"
        description={`${progreso.total} filas recorridas; ${fuera} no se pudieron aplicar.`}
      />
      <Descriptions size="small" column={{ xs: 1, md: 3 }} bordered title="Resultado">
        <Descriptions.Item label="Filas aplicadas">{progreso.total - fuera}</Descriptions.Item>
        <Descriptions.Item label="Filas que no se aplicaron">{fuera}</Descriptions.Item>
        <Descriptions.Item label="Filas con errores en la revisión">{importacion.errores.length}</Descriptions.Item>
        <Descriptions.Item label="Clientes sin autorización de datos">{resumen.clientesSinAutorizacion}</Descriptions.Item>
      </Descriptions>
      <AperturaImportacion apertura={importacion.apertura} />
    </Flex>
  );
}

/**
 * «Importar» (admin): download the template or Cartera's own export, upload an XLSX or CSV, map its columns when the
 * headers differ (remembered per organisation), read the review (summary and every row error, downloadable as XLSX,
 * nothing written), apply it in the background with a progress bar and the time left that survives a reload, cancel
 * it, see the result.
 */
export default function ImportarPage() {
  const [importacion, setImportacion] = useState<Importacion | null>(null);
  const [archivo, setArchivo] = useState<File | null>(null);
  const [ocupado, setOcupado] = useState(false);
  /** The organisation's column mapping, sent with every review (remembered by the server). */
  const [mapeo, setMapeo] = useState<Mapeo>({});
  /** The file's headers per sheet while the mapping step is open. */
  const [porMapear, setPorMapear] = useState<Partial<Record<HojaImportacion, string[]>> | null>(null);

  useEffect(() => {
    clienteApi.get('/api/importaciones/columnas').then(setMapeo, () => undefined);
  }, []);

  const mostrar = useCallback((nueva: Importacion | null) => {
    setImportacion(nueva);
    if (nueva && nueva.estado !== 'descartada') localStorage.setItem(CLAVE_IMPORTACION, nueva.id);
    else localStorage.removeItem(CLAVE_IMPORTACION);
  }, []);

  // After a reload: back to the import that was open.
  useEffect(() => {
    const id = localStorage.getItem(CLAVE_IMPORTACION);
    if (!id) return;
    clienteApi.get('/api/importaciones/{id}', { ruta: { id } }).then(mostrar, () => localStorage.removeItem(CLAVE_IMPORTACION));
  }, [mostrar]);

  // While it applies, the progress comes from the server every second.
  const aplicando = importacion?.estado === 'aplicando';
  const idActual = importacion?.id;
  useEffect(() => {
    if (!aplicando || !idActual) return;
    const temporizador = setInterval(() => {
      clienteApi.get('/api/importaciones/{id}', { ruta: { id: idActual } }).then(mostrar, () => undefined);
    }, SONDEO_MS);
    return () => clearInterval(temporizador);
  }, [aplicando, idActual, mostrar]);

  const ejecutar = async (accion: () => Promise<Importacion>, exito?: string) => {
    setOcupado(true);
    try {
      mostrar(await accion());
      if (exito) toast.exito(exito);
    } catch (error) {
      toast.error(mensajeDeError(error, 'No se pudo completar la importación'));
    } finally {
      setOcupado(false);
    }
  };

  const revisar = async () => {
    if (!archivo) return;
    setOcupado(true);
    try {
      mostrar(await clienteApi.post('/api/importaciones', { cuerpo: formularioRevision(archivo, mapeo) }));
      setPorMapear(null);
      toast.exito('Archivo revisado: nada se ha importado todavía');
    } catch (error) {
      // Headers that give no required column: the mapping step, with the file's headers per sheet.
      if (esErrorHttp(error) && error.code === CODIGOS.encabezadosImportacion && error.errors) setPorMapear(error.errors);
      toast.error(mensajeDeError(error, 'No se pudo revisar el archivo'));
    } finally {
      setOcupado(false);
    }
  };

  const progreso = importacion?.progreso;
  const aplicable = importacion !== null && ESTADOS_IMPORTACION_APLICABLES.includes(importacion.estado);
  const encabezados = importacion?.resumen.encabezados ?? {};
  const ignorados = HOJAS_IMPORTACION.flatMap((hoja) =>
    encabezados[hoja] ? revisarEncabezados(hoja, encabezados[hoja], mapeo).ignorados.map((e) => `${hoja}: ${e}`) : [],
  );

  return (
    <>
      <Titulo
        acciones={
          <Flex gap={8} wrap>
            <Button icon={<DownloadOutlined />} onClick={() => void descargar(plantilla, 'No se pudo descargar la plantilla')}>
              Descargar plantilla
            </Button>
            <Button icon={<DownloadOutlined />} onClick={() => void descargar(exporte, 'No se pudo exportar la cartera')}>
              Exportar cartera
            </Button>
          </Flex>
        }
      >
        Importar
      </Titulo>
      <Flex vertical gap={16}>
        <Card title="Subir archivo">
          <Typography.Paragraph type="secondary">
            Un libro de Excel (.xlsx) con las hojas de la plantilla, o un CSV por hoja (Clientes.csv…), de hasta 50 MB.
            La revisión no escribe nada: muestra qué entraría y cada fila con error.
          </Typography.Paragraph>
          <Flex gap={8} wrap align="center">
            <Upload
              accept=".xlsx,.csv"
              maxCount={1}
              beforeUpload={(elegido) => {
                setArchivo(elegido);
                return false;
              }}
              onRemove={() => setArchivo(null)}
            >
              <Button icon={<UploadOutlined />}>Elegir archivo</Button>
            </Upload>
            <Button type="primary" disabled={!archivo || aplicando} loading={ocupado && !importacion} onClick={() => void revisar()}>
              Revisar archivo
            </Button>
          </Flex>
        </Card>

        {porMapear && (
          <MapeoColumnas
            encabezados={porMapear}
            mapeo={mapeo}
            onCambiar={setMapeo}
            onRevisar={() => void revisar()}
            onCancelar={() => setPorMapear(null)}
            ocupado={ocupado}
          />
        )}

        {importacion && (
          <>
            <Resumen importacion={importacion} />
            {importacion.estado === 'revisada' && ignorados.length > 0 && !porMapear && (
              <Alert
                type="warning"
                showIcon
                title={`Columnas del archivo que no se usan: ${ignorados.join(', ')}`}
                action={
                  <Button size="small" onClick={() => setPorMapear(encabezados)}>
                    Mapear columnas
                  </Button>
                }
              />
            )}
            <TablaErrores titulo="Filas con errores" errores={importacion.errores} importacionId={importacion.id} />
            <Card title="Aplicar">
              <Flex vertical gap={12}>
                {progreso && (
                  <AvanceTrabajo
                    hechas={progreso.hechas}
                    total={progreso.total}
                    activo={aplicando}
                    barra={aplicando || importacion.estado === 'aplicada' || importacion.estado === 'cancelada'}
                    unidad="filas"
                    etiqueta="Avance de la importación"
                    restante={
                      progreso.segundosRestantes === null
                        ? null
                        : `Faltan ≈ ${formatearTiempoRestante(progreso.segundosRestantes)}`
                    }
                  />
                )}
                {importacion.estado === 'aplicada' && <Resultado importacion={importacion} />}
                <Flex gap={8} wrap>
                  {aplicable && (
                    <Button
                      type="primary"
                      loading={ocupado}
                      onClick={() => void ejecutar(() => aplicar(importacion.id))}
                    >
                      {importacion.estado === 'revisada' ? 'Aplicar importación' : 'Retomar importación'}
                    </Button>
                  )}
                  {aplicando && (
                    <Button danger loading={ocupado} onClick={() => void ejecutar(() => descartar(importacion.id), 'Importación cancelada')}>
                      Cancelar
                    </Button>
                  )}
                  {importacion.estado === 'revisada' && (
                    <Button onClick={() => void ejecutar(() => descartar(importacion.id), 'Revisión descartada')}>
                      Descartar
                    </Button>
                  )}
                  {!aplicable && !aplicando && (
                    <Button onClick={() => mostrar(null)}>Nueva importación</Button>
                  )}
                </Flex>
              </Flex>
            </Card>
            <TablaErrores
              titulo="Filas que no se pudieron aplicar"
              errores={importacion.erroresAplicacion}
              importacionId={importacion.id}
            />
          </>
        )}
      </Flex>
    </>
  );
}
