// «Conciliación»: one payment account over a range of days, day by day: what the statement shows (credits and debits),
// the transfer cobros, what waits in suspense, what the account's ledger moved, and the bank's balance against the
// ledger's at the end of the day; a day that does not agree shows its difference in red with the server's explanation,
// and what is left to reconcile is listed below with its action (docs/decisiones/conciliacion-bancaria.md).
import { useState } from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { Alert, Card, Flex, Select, Table, Typography, type TableProps } from 'antd';
import {
  ETIQUETAS_TIPO_CUENTA_PAGO,
  formatearCOP,
  formatearFecha,
  hoyBogota,
  sumarDias,
  type CuentaPago,
  type DiaConciliacion,
  type DiferenciaConciliacion,
} from '@cartera/dominio';
import { clienteApi, SelectorRangoFechas, useConsulta } from '@cartera/plataforma';
import { Diferencia } from '@cartera/plataforma/listado';
import { PartidasConciliacion } from './PartidasConciliacion';

/** Days shown at first: the last week, today included. */
const DIAS_INICIALES = 7;

type FilaDia = DiaConciliacion & { diferencias: DiferenciaConciliacion[] };

function Diferencias({ diferencias }: { diferencias: readonly DiferenciaConciliacion[] }) {
  if (diferencias.length === 0) return <Typography.Text type="success">0</Typography.Text>;
  return (
    <Flex vertical gap={2}>
      {diferencias.map((d) => (
        <Typography.Text key={d.tipo} type="danger">
          <strong>{formatearCOP(d.monto)}</strong> · {d.explicacion}
        </Typography.Text>
      ))}
    </Flex>
  );
}

/** A day's sums, in the order of their columns and of the totals row: bank, its debits, cobros, suspense and ledger. */
const SUMAS = [
  ['extracto', 'Extracto'],
  ['debitos', 'Débitos'],
  ['cobros', 'Cobros'],
  ['suspenso', 'Por aplicar'],
  ['mayor', 'Libro'],
] as const;

const saldo = (v: number | null | undefined) => (v === null || v === undefined ? '—' : formatearCOP(v));

const COLUMNAS: TableProps<FilaDia>['columns'] = [
  { title: 'Fecha', dataIndex: 'fecha', render: (f: string) => formatearFecha(f) },
  ...SUMAS.map(([suma, title]) => ({
    title,
    dataIndex: suma,
    align: 'right' as const,
    render: (v: number | undefined) => formatearCOP(v ?? 0),
  })),
  { title: 'Saldo banco', dataIndex: 'saldoExtracto', align: 'right', render: saldo },
  { title: 'Saldo libro', dataIndex: 'saldoMayor', align: 'right', render: saldo },
  {
    title: 'Banco − libro',
    dataIndex: 'diferencia',
    align: 'right',
    render: (d: number | null | undefined) => <Diferencia monto={d ?? null} titulo="Saldo del banco menos saldo del libro" />,
  },
  { title: 'Diferencias', render: (_, fila) => <Diferencias diferencias={fila.diferencias} /> },
];

export function Conciliacion({ cuentas }: { cuentas: readonly CuentaPago[] }) {
  const [cuenta, setCuenta] = useState<string | undefined>(cuentas[0]?._id);
  const hoy = hoyBogota();
  const [rango, setRango] = useState<[Dayjs, Dayjs]>(() => [
    dayjs(sumarDias(hoy, 1 - DIAS_INICIALES)),
    dayjs(hoy),
  ]);
  const desde = rango[0].format('YYYY-MM-DD');
  const hasta = rango[1].format('YYYY-MM-DD');
  const conciliacion = useConsulta(
    () =>
      cuenta
        ? clienteApi.get('/api/pagos/conciliacion', { consulta: { cuenta, desde, hasta } })
        : Promise.resolve(null),
    [cuenta, desde, hasta],
  );
  const datos = conciliacion.datos ?? null;
  const filas: FilaDia[] = (datos?.dias ?? []).map((dia) => ({
    ...dia,
    diferencias: datos!.diferencias.filter((d) => d.fecha === dia.fecha),
  }));

  return (
    <Card title="Conciliación">
      <Flex vertical gap={16}>
        <Flex gap={8} wrap align="center">
          <Select
            aria-label="Cuenta a conciliar"
            style={{ minWidth: 260 }}
            value={cuenta}
            onChange={(valor: string) => setCuenta(valor)}
            options={cuentas.map((c) => ({
              value: c._id,
              label: `${ETIQUETAS_TIPO_CUENTA_PAGO[c.tipo]} · ${c.nombre}`,
            }))}
          />
          <SelectorRangoFechas
            aria-label="Fechas de la conciliación"
            format="DD/MM/YYYY"
            allowClear={false}
            value={rango}
            onChange={(valores) => {
              if (valores?.[0] && valores[1]) setRango([valores[0], valores[1]]);
            }}
          />
          {datos && (
            <Typography.Text type="secondary">Cuenta contable {datos.cuenta.cuentaContable}</Typography.Text>
          )}
        </Flex>
        {datos &&
          (datos.diferencias.length > 0 ? (
            <Alert type="error" showIcon title={`${datos.diferencias.length} diferencias en el periodo`} />
          ) : (datos.partidas ?? []).length > 0 ? (
            <Alert
              type="warning"
              showIcon
              title={`Los saldos coinciden; quedan ${(datos.partidas ?? []).length} partidas por conciliar`}
            />
          ) : (
            <Alert
              type="success"
              showIcon
              title="0 diferencias: el extracto, los cobros y el libro coinciden"
            />
          ))}
        <Table
          rowKey="fecha"
          size="small"
          columns={COLUMNAS}
          dataSource={filas}
          loading={conciliacion.cargando}
          pagination={false}
          scroll={{ x: true }}
          summary={() =>
            datos ? (
              <Table.Summary.Row>
                <Table.Summary.Cell index={0}>
                  <strong>Total</strong>
                </Table.Summary.Cell>
                {SUMAS.map(([suma], i) => (
                  <Table.Summary.Cell key={suma} index={i + 1} align="right">
                    {formatearCOP(datos.totales[suma] ?? 0)}
                  </Table.Summary.Cell>
                ))}
                <Table.Summary.Cell index={SUMAS.length + 1} colSpan={4} />
              </Table.Summary.Row>
            ) : null
          }
        />
        {datos && <PartidasConciliacion partidas={datos.partidas ?? []} alCambiar={conciliacion.recargar} />}
      </Flex>
    </Card>
  );
}
