import { useState } from 'react';
import { Alert, Button, Card, Descriptions, Table, Typography } from 'antd';
import { SafetyCertificateOutlined } from '@ant-design/icons';
import {
  formatearCOP,
  formatearFechaHora,
  formatearNumero,
  type BancoVerificado,
  type Descuadre,
  type VerificacionContable,
} from '@cartera/dominio';
import { clienteApi, mensajeDeError, useConsulta, useGuardado, useSesion } from '@cartera/plataforma';

const COLUMNAS = [
  {
    title: 'Préstamo',
    key: 'prestamo',
    render: (_v: unknown, d: Descuadre) => (d.prestamo ? `N.º ${d.prestamo.numero}` : 'Caja'),
  },
  { title: 'Regla', dataIndex: 'regla', key: 'regla' },
  {
    title: 'Esperado',
    dataIndex: 'esperado',
    key: 'esperado',
    align: 'right' as const,
    render: (v: number) => formatearCOP(v),
  },
  {
    title: 'Encontrado',
    dataIndex: 'encontrado',
    key: 'encontrado',
    align: 'right' as const,
    render: (v: number) => formatearCOP(v),
  },
  { title: 'Detalle', dataIndex: 'detalle', key: 'detalle' },
];

const pesos = (v: number) => formatearCOP(v);

/** Each bank account with its two sides; one without statements says so instead of looking reconciled. */
const COLUMNAS_BANCOS = [
  {
    title: 'Cuenta',
    key: 'cuenta',
    render: (_v: unknown, b: BancoVerificado) => `${b.codigo} ${b.nombre}`,
  },
  {
    title: 'Extractos',
    dataIndex: 'extracto',
    key: 'extracto',
    align: 'right' as const,
    render: (v: number | null) => (v === null ? 'Sin extractos' : pesos(v)),
  },
  {
    title: 'Sin extracto',
    dataIndex: 'sinExtracto',
    key: 'sinExtracto',
    align: 'right' as const,
    render: pesos,
  },
  { title: 'Libro mayor', dataIndex: 'mayor', key: 'mayor', align: 'right' as const, render: pesos },
  { title: 'Diferencia', dataIndex: 'diferencia', key: 'diferencia', align: 'right' as const, render: pesos },
];

function Bancos({ bancos }: { bancos: BancoVerificado[] }) {
  if (bancos.length === 0) return null;
  return (
    <Table<BancoVerificado>
      size="small"
      style={{ marginTop: 12 }}
      rowKey="codigo"
      title={() => 'Bancos: extractos y lo asentado sin extracto contra el libro mayor'}
      columns={COLUMNAS_BANCOS}
      dataSource={bancos}
      pagination={false}
      scroll={{ x: 'max-content' }}
      aria-label="Bancos"
    />
  );
}

function Resultado({ verificacion }: { verificacion: VerificacionContable }) {
  if (verificacion.fecha === null)
    return <Typography.Text type="secondary">Aún no se ha verificado el libro.</Typography.Text>;
  const { descuadres, cantidadDescuadres } = verificacion;
  return (
    <>
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 3 }}
        items={[
          { key: 'fecha', label: 'Última verificación', children: formatearFechaHora(verificacion.fecha) },
          {
            key: 'revisados',
            label: 'Préstamos revisados',
            children: formatearNumero(verificacion.prestamosRevisados),
          },
          {
            key: 'duracion',
            label: 'Duración',
            children: `${formatearNumero(verificacion.duracionMs / 1000, 1)} s`,
          },
        ]}
      />
      {cantidadDescuadres === 0 ? (
        <Alert
          type="success"
          showIcon
          title="Sin descuadres: cada préstamo y la caja cuadran con su libro."
        />
      ) : (
        <>
          <Alert
            type="error"
            showIcon
            style={{ marginBottom: 12 }}
            title={
              cantidadDescuadres === 1 ? '1 descuadre' : `${formatearNumero(cantidadDescuadres)} descuadres`
            }
            description={
              cantidadDescuadres > descuadres.length
                ? `Se muestran los primeros ${formatearNumero(descuadres.length)}.`
                : undefined
            }
          />
          <Table<Descuadre>
            size="small"
            rowKey={(d) => `${d.prestamo?._id ?? 'caja'}-${d.regla}`}
            columns={COLUMNAS}
            dataSource={descuadres}
            pagination={{ pageSize: 10, hideOnSinglePage: true }}
            scroll={{ x: 'max-content' }}
            aria-label="Descuadres"
          />
        </>
      )}
      <Bancos bancos={verificacion.bancos ?? []} />
    </>
  );
}

/**
 * 'Verificación del libro' (Configuración › Sistema): the last result of the check that recomputes every loan's
 * identities and the cash book (every night and on demand) and a run now. Admin only: its findings are the whole
 * organisation's (docs/decisiones/caja-por-oficina-custodia.md).
 */
export function VerificacionLibro() {
  const rol = useSesion((estado) => estado.usuario?.rol);
  const verifica = rol === 'admin';
  // The last result (the nightly job's or the last run on demand); `fecha` null when it never ran.
  const ultima = useConsulta(
    () => (verifica ? clienteApi.get('/api/contabilidad/verificacion') : Promise.resolve(null)),
    [verifica],
  );
  const [recienVerificada, setRecienVerificada] = useState<VerificacionContable | null>(null);
  const { guardando: verificando, ejecutar } = useGuardado();
  if (!verifica) return null;

  const verificacion = recienVerificada ?? ultima.datos ?? null;
  const verificar = () =>
    // The run's envelope: the API's message says how it ended.
    void ejecutar(() => clienteApi.conSobre.post('/api/contabilidad/verificacion'), {
      exito: (r) =>
        r.message ||
        (r.data.cantidadDescuadres === 0
          ? 'Verificación terminada: sin descuadres'
          : 'Verificación terminada con descuadres'),
      error: 'No se pudo verificar el libro',
      alTerminar: (r) => setRecienVerificada(r.data),
    });

  return (
    <Card
      title="Verificación del libro"
      size="small"
      role="region"
      aria-label="Verificación del libro"
      extra={
        <Button size="small" icon={<SafetyCertificateOutlined />} loading={verificando} onClick={verificar}>
          Verificar ahora
        </Button>
      }
    >
      {ultima.error && !verificacion ? (
        <Alert
          type="warning"
          showIcon
          title={mensajeDeError(ultima.error, 'No se pudo leer la última verificación')}
        />
      ) : verificacion ? (
        <Resultado verificacion={verificacion} />
      ) : (
        <Typography.Text type="secondary">Cargando…</Typography.Text>
      )}
    </Card>
  );
}
