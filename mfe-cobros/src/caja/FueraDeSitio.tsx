import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Alert, Card, Table, Tag, Typography, type TableProps } from 'antd';
import {
  formatearCOP,
  formatearDistancia,
  formatearFecha,
  hoyBogota,
  sumarDias,
  type CobroFueraDeSitio,
  type DiaFueraDeSitio,
} from '@cartera/dominio';
import { SelectorPeriodo, clienteApi, mensajeDeError, useConsulta } from '@cartera/plataforma';

/** Where a cobro was made, on a map (a plain link: the portal loads no map). */
const enlaceMapa = ({ ubicacion }: CobroFueraDeSitio) =>
  `https://www.openstreetmap.org/?mlat=${ubicacion.latitud}&mlon=${ubicacion.longitud}#map=17/${ubicacion.latitud}/${ubicacion.longitud}`;

function CobrosFuera({ cobros }: { cobros: CobroFueraDeSitio[] }) {
  if (cobros.length === 0) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <ul style={{ margin: 0, paddingInlineStart: 16 }}>
      {cobros.map((c) => (
        <li key={c._id}>
          {c.cliente.nombre} ·{' '}
          <Link to={`/prestamos/${c.prestamo._id}/plan`}>préstamo #{c.prestamo.numero}</Link> ·{' '}
          {formatearCOP(c.monto)} · a {formatearDistancia(c.ubicacion.distanciaMetros ?? 0)} del cliente
          (precisión ± {formatearDistancia(c.ubicacion.precision)}) ·{' '}
          <a href={enlaceMapa(c)} target="_blank" rel="noreferrer">
            ver en el mapa
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * 'Fuera de sitio' in Caja de cobradores (docs/decisiones/ubicacion-de-los-cobros.md): per collector and day, the
 * cobros made farther than the organisation's distance from the client's coordinates, and those that came without a
 * location (permission refused, no GPS, registered outside Mi Ruta). A collector sees only their own days.
 */
export function FueraDeSitio() {
  const [rango, setRango] = useState<[string, string]>(() => [sumarDias(hoyBogota(), -6), hoyBogota()]);
  const reporte = useConsulta(
    () => clienteApi.get('/api/caja/fuera-de-sitio', { consulta: { desde: rango[0], hasta: rango[1] } }),
    rango,
  );
  const columnas: TableProps<DiaFueraDeSitio>['columns'] = [
    { title: 'Fecha', dataIndex: 'fecha', key: 'fecha', render: (f: string) => formatearFecha(f) },
    { title: 'Cobrador', key: 'cobrador', render: (_v, d) => d.cobrador.nombre },
    { title: 'Cobros', dataIndex: 'cobros', key: 'cobros', align: 'right' },
    {
      title: 'Fuera de sitio',
      dataIndex: 'fueraDeSitio',
      key: 'fueraDeSitio',
      align: 'right',
      render: (n: number) => (n > 0 ? <Tag color="red">{n}</Tag> : 0),
    },
    {
      title: 'Sin ubicación',
      dataIndex: 'sinUbicacion',
      key: 'sinUbicacion',
      align: 'right',
      render: (n: number) => (n > 0 ? <Tag color="orange">{n}</Tag> : 0),
    },
    {
      title: 'Cliente sin coordenadas',
      dataIndex: 'clienteSinCoordenadas',
      key: 'clienteSinCoordenadas',
      align: 'right',
    },
    { title: 'Cobros fuera de sitio', key: 'detalle', render: (_v, d) => <CobrosFuera cobros={d.detalle} /> },
  ];
  return (
    <Card
      size="small"
      title={<SelectorPeriodo aria-label="Periodo de los cobros fuera de sitio" alCambiar={setRango} />}
    >
      {reporte.error ? (
        <Alert
          type="error"
          showIcon
          title={mensajeDeError(reporte.error, 'No se pudieron leer los cobros fuera de sitio')}
        />
      ) : (
        <>
          <Typography.Paragraph type="secondary">
            Del {formatearFecha(rango[0])} al {formatearFecha(rango[1])}: cobros hechos a más de{' '}
            {reporte.datos ? formatearDistancia(reporte.datos.distanciaMetros) : '…'} de las coordenadas del
            cliente y cobros sin ubicación, por cobrador y día. La distancia se cambia en Configuración ›
            Sistema.
          </Typography.Paragraph>
          <Table<DiaFueraDeSitio>
            rowKey={(d) => `${d.cobrador._id}-${d.fecha}`}
            size="small"
            loading={reporte.cargando}
            dataSource={reporte.datos?.dias ?? []}
            columns={columnas}
            pagination={false}
            locale={{ emptyText: 'Ningún cobro fuera de sitio ni sin ubicación en el periodo' }}
            aria-label="Cobros fuera de sitio por cobrador y día"
            scroll={{ x: 'max-content' }}
          />
        </>
      )}
    </Card>
  );
}
