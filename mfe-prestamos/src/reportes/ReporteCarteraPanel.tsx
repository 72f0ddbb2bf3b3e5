// 'Cartera': the portfolio at a cut-off date (docs/libro.md): capital and interest still owed, overdue balance by
// days late and what was written off, in total and per collector, from the loan journal. Admin and gerente.
import { useState } from 'react';
import { Flex, Table, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import {
  COLUMNAS_CARTERA,
  MENSAJES_REPORTE_CARTERA,
  RANGOS_MORA,
  formatearCOP,
  formatearNumero,
  hoyBogota,
  valorColumnaCartera,
  type FilaCarteraCobrador,
  type Fecha,
} from '@cartera/dominio';
import { CIFRAS_CARTERA, clienteApi, descargarArchivo, SelectorFecha, useConsulta } from '@cartera/plataforma';
import { BotonesExporte } from '@cartera/plataforma/listado';
import { CuerpoReporte } from './CuerpoReporte';

type Fila = FilaCarteraCobrador & { clave: string; nombre: string };

const COLUMNAS: TableColumnsType<Fila> = [
  { title: 'Cobrador', dataIndex: 'nombre', key: 'nombre' },
  ...COLUMNAS_CARTERA.map((columna) => ({
    title: columna.titulo,
    key: columna.clave,
    align: 'right' as const,
    render: (_valor: unknown, fila: Fila) => {
      const valor = valorColumnaCartera(fila, columna.clave);
      return columna.clave === 'prestamos' ? formatearNumero(valor) : formatearCOP(valor);
    },
  })),
];

export function ReporteCarteraPanel() {
  const hoy = hoyBogota();
  const [fecha, setFecha] = useState<Fecha>(hoy);
  const reporte = useConsulta(() => clienteApi.get('/api/reportes/cartera', { consulta: { fecha } }), [fecha], {
    guardarComo: 'reportes-cartera',
  });
  const datos = reporte.datos?.fecha === fecha ? reporte.datos : undefined;

  const filas: Fila[] = datos
    ? [
        ...datos.porCobrador.map((fila) => ({
          ...fila,
          clave: fila.cobrador?._id ?? 'sin-cobrador',
          nombre: fila.cobrador?.nombre ?? MENSAJES_REPORTE_CARTERA.sinCobrador,
        })),
        { ...datos.totales, cobrador: null, clave: 'total', nombre: 'Total' },
      ]
    : [];
  const pesos = (valor: number | undefined) => (valor === undefined ? undefined : formatearCOP(valor));

  return (
    <section aria-label="Reporte Cartera">
      <Flex gap={12} wrap align="center" style={{ marginBottom: 16 }}>
        <SelectorFecha
          aria-label="Fecha de corte"
          id="reportes-cartera-fecha"
          format="DD/MM/YYYY"
          allowClear={false}
          value={dayjs(fecha)}
          disabledDate={(dia) => dia.format('YYYY-MM-DD') > hoy}
          onChange={(dia) => dia && setFecha(dia.format('YYYY-MM-DD'))}
        />
        <BotonesExporte
          descargar={(formato) =>
            descargarArchivo(`reportes/cartera/export/${formato}`, `reporte-cartera-${fecha}.${formato}`, { fecha })
          }
          mensajeError="No se pudo exportar el reporte"
        />
      </Flex>
      <CuerpoReporte
        error={reporte.error}
        cifras={[
          [CIFRAS_CARTERA.capital.titulo, pesos(datos?.totales.capitalPendiente), CIFRAS_CARTERA.capital.ayuda],
          [CIFRAS_CARTERA.interes.titulo, pesos(datos?.totales.interesPendiente), CIFRAS_CARTERA.interes.ayuda],
          ...RANGOS_MORA.map(
            (rango) => [`Mora ${rango.etiqueta}`, pesos(datos?.totales.mora[rango.clave])] as const,
          ),
          ['Castigado', pesos(datos?.totales.castigado)],
        ]}
      >
        <Table<Fila>
          rowKey="clave"
          columns={COLUMNAS}
          dataSource={filas}
          loading={reporte.cargando}
          pagination={false}
          size="small"
          scroll={{ x: 'max-content' }}
          aria-label="Cartera por cobrador"
        />
      </CuerpoReporte>
    </section>
  );
}
