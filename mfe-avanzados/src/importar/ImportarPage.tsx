import { useCallback, useEffect, useState } from 'react';
import { Alert, Button, Card, Descriptions, Flex, Progress, Table, Tag, Typography, Upload, type TableProps } from 'antd';
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import {
  ESTADOS_IMPORTACION_APLICABLES,
  ETIQUETAS_ESTADO_IMPORTACION,
  HOJAS_IMPORTACION,
  formatearCOP,
  neutralizarCelda,
  type ErrorFilaImportacion,
  type HojaImportacion,
  type Importacion,
} from '@cartera/dominio';
import { guardarArchivo, mensajeDeError, nuevaClaveIdempotencia, Titulo, toast } from '@cartera/plataforma';
import { importarApi } from './importar.api';

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

/** The row errors as a CSV for Excel es-CO (UTF-8 with BOM, `;`), built in the browser. */
function csvDeErrores(errores: readonly ErrorFilaImportacion[]): Blob {
  const celda = (valor: string | number) => {
    const texto = typeof valor === 'number' ? String(valor) : neutralizarCelda(valor);
    return /[";\r\n]/.test(texto) ? `"${texto.replace(/"/g, '""')}"` : texto;
  };
  const lineas = [
    ['Hoja', 'Fila', 'Columna', 'Valor', 'Error'],
    ...errores.map((e) => [e.hoja, e.fila, e.columna, e.valor, e.mensaje]),
  ].map((fila) => fila.map(celda).join(';'));
  return new Blob(['\uFEFF', lineas.join('\r\n'), '\r\n'], { type: 'text/csv;charset=utf-8' });
}

function TablaErrores({ titulo, errores, archivo }: { titulo: string; errores: ErrorFilaImportacion[]; archivo: string }) {
  if (errores.length === 0) return null;
  return (
    <Card
      title={`${titulo} (${errores.length})`}
      extra={
        <Button icon={<DownloadOutlined />} onClick={() => guardarArchivo(csvDeErrores(errores), archivo)}>
          Descargar errores
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

/**
 * «Importar» (admin): download the template, upload an XLSX or CSV, read the review (summary and every row error,
 * nothing written), apply it in the background with a progress bar that survives a reload, cancel it, see the result.
 */
export default function ImportarPage() {
  const [importacion, setImportacion] = useState<Importacion | null>(null);
  const [archivo, setArchivo] = useState<File | null>(null);
  const [ocupado, setOcupado] = useState(false);

  const mostrar = useCallback((nueva: Importacion | null) => {
    setImportacion(nueva);
    if (nueva && nueva.estado !== 'descartada') localStorage.setItem(CLAVE_IMPORTACION, nueva.id);
    else localStorage.removeItem(CLAVE_IMPORTACION);
  }, []);

  // After a reload: back to the import that was open.
  useEffect(() => {
    const id = localStorage.getItem(CLAVE_IMPORTACION);
    if (!id) return;
    importarApi.obtener(id).then(mostrar, () => localStorage.removeItem(CLAVE_IMPORTACION));
  }, [mostrar]);

  // While it applies, the progress comes from the server every second.
  const aplicando = importacion?.estado === 'aplicando';
  const idActual = importacion?.id;
  useEffect(() => {
    if (!aplicando || !idActual) return;
    const temporizador = setInterval(() => {
      importarApi.obtener(idActual).then(mostrar, () => undefined);
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

  const descargarPlantilla = async () => {
    try {
      const { blob, nombre } = await importarApi.plantilla();
      guardarArchivo(blob, nombre);
    } catch (error) {
      toast.error(mensajeDeError(error, 'No se pudo descargar la plantilla'));
    }
  };

  const revisar = () => {
    if (!archivo) return;
    void ejecutar(() => importarApi.revisar(archivo), 'Archivo revisado: nada se ha importado todavía');
  };

  const progreso = importacion?.progreso;
  const porcentaje = progreso && progreso.total > 0 ? Math.floor((progreso.hechas / progreso.total) * 100) : 0;
  const aplicable = importacion !== null && ESTADOS_IMPORTACION_APLICABLES.includes(importacion.estado);

  return (
    <>
      <Titulo
        acciones={
          <Button icon={<DownloadOutlined />} onClick={() => void descargarPlantilla()}>
            Descargar plantilla
          </Button>
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
            <Button type="primary" disabled={!archivo || aplicando} loading={ocupado && !importacion} onClick={revisar}>
              Revisar archivo
            </Button>
          </Flex>
        </Card>

        {importacion && (
          <>
            <Resumen importacion={importacion} />
            <TablaErrores titulo="Filas con errores" errores={importacion.errores} archivo="errores-importacion.csv" />
            <Card title="Aplicar">
              <Flex vertical gap={12}>
                {(aplicando || importacion.estado === 'aplicada' || importacion.estado === 'cancelada') && (
                  <Progress percent={porcentaje} status={aplicando ? 'active' : undefined} aria-label="Avance de la importación" />
                )}
                {progreso && (
                  <Typography.Text>
                    {progreso.hechas} de {progreso.total} filas
                  </Typography.Text>
                )}
                {importacion.estado === 'aplicada' && (
                  <Alert
                    type="success"
                    showIcon
                    title="Importación aplicada"
                    description={`${progreso?.total ?? 0} filas recorridas; ${importacion.erroresAplicacion.length} no se pudieron aplicar.`}
                  />
                )}
                <Flex gap={8} wrap>
                  {aplicable && (
                    <Button
                      type="primary"
                      loading={ocupado}
                      onClick={() => void ejecutar(() => importarApi.aplicar(importacion.id, nuevaClaveIdempotencia()))}
                    >
                      {importacion.estado === 'revisada' ? 'Aplicar importación' : 'Retomar importación'}
                    </Button>
                  )}
                  {aplicando && (
                    <Button danger loading={ocupado} onClick={() => void ejecutar(() => importarApi.descartar(importacion.id), 'Importación cancelada')}>
                      Cancelar
                    </Button>
                  )}
                  {importacion.estado === 'revisada' && (
                    <Button onClick={() => void ejecutar(() => importarApi.descartar(importacion.id), 'Revisión descartada')}>
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
              archivo="errores-aplicacion.csv"
            />
          </>
        )}
      </Flex>
    </>
  );
}
