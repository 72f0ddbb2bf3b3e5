// What is left to reconcile on a payment account (docs/decisiones/conciliacion-bancaria.md): statement lines with no
// voucher, a repeated line waiting for the office («Confirmar como dos pagos distintos» / «Es un duplicado»), a bank
// debit nobody identified yet (reclassified to an account of the chart) and ledger movements no statement shows.
import { useState } from 'react';
import { Button, Flex, Select, Table, Tag, Typography, type TableProps } from 'antd';
import { formatearCOP, formatearFecha, type PartidaConciliacion } from '@cartera/dominio';
import {
  clienteApi,
  confirmar,
  mensajeDeError,
  nuevaClaveIdempotencia,
  toast,
  useConsulta,
  useGuardado,
} from '@cartera/plataforma';

const TIPOS: Record<PartidaConciliacion['tipo'], { texto: string; color: string }> = {
  extracto_sin_contabilizar: { texto: 'Del extracto, sin contabilizar', color: 'orange' },
  por_confirmar: { texto: 'Repetida: por confirmar', color: 'gold' },
  por_identificar: { texto: 'Débito por identificar', color: 'volcano' },
  mayor_sin_extracto: { texto: 'En el libro, no en el extracto', color: 'red' },
};

type Opciones = ReadonlyArray<{ value: string; label: string }>;

/**
 * The accounts a bank debit can go to, asked once and only when a debit waits: not cash nor a bank (1105, 1110), nor
 * the «to identify» account itself (the API refuses them with its own words too).
 */
function useCuentasParaDebitos(hacenFalta: boolean): { opciones: Opciones; cargando: boolean } {
  const cuentas = useConsulta(
    () => (hacenFalta ? clienteApi.get('/api/contabilidad/cuentas') : Promise.resolve([])),
    [hacenFalta],
  );
  const opciones = (cuentas.datos ?? [])
    .filter((c) => !c.codigo.startsWith('11') && c.codigo !== '139595')
    .map((c) => ({ value: c.id, label: `${c.codigo} · ${c.nombre}` }));
  return { opciones, cargando: cuentas.cargando };
}

function Reclasificar({
  partida,
  cuentas,
  alCambiar,
}: {
  partida: PartidaConciliacion;
  cuentas: { opciones: Opciones; cargando: boolean };
  alCambiar: () => void;
}) {
  const [cuenta, setCuenta] = useState<string | undefined>();
  const { guardando: enviando, ejecutar } = useGuardado();
  const enviar = async () => {
    const linea = partida.linea;
    if (!cuenta || !linea) return;
    await ejecutar(
      () =>
        clienteApi.post('/api/pagos/lineas/{lineaId}/reclasificar', {
          ruta: { lineaId: linea },
          cuerpo: { cuenta },
          clave: nuevaClaveIdempotencia(),
        }),
      { exito: 'Débito reclasificado', error: 'No se pudo reclasificar el débito', alTerminar: alCambiar },
    );
  };
  return (
    <Flex gap={4} wrap>
      <Select
        aria-label={`Cuenta para ${partida.descripcion}`}
        size="small"
        style={{ minWidth: 220 }}
        showSearch
        optionFilterProp="label"
        placeholder="Cuenta contable"
        loading={cuentas.cargando}
        options={[...cuentas.opciones]}
        value={cuenta}
        onChange={(valor: string) => setCuenta(valor)}
      />
      <Button size="small" type="primary" disabled={!cuenta} loading={enviando} onClick={enviar}>
        Reclasificar
      </Button>
    </Flex>
  );
}

function DecidirRepetida({ partida, alCambiar }: { partida: PartidaConciliacion; alCambiar: () => void }) {
  const decidir = async (decision: 'distintos' | 'duplicado') => {
    if (!partida.linea) return;
    const monto = `${formatearCOP(partida.monto)} del ${formatearFecha(partida.fecha)}`;
    const pregunta =
      decision === 'distintos'
        ? `¿Confirmar ${monto} como otro movimiento del banco? Sigue su camino como cualquier línea del extracto.`
        : `¿Marcar ${monto} como un duplicado? No mueve dinero.`;
    if (!(await confirmar(pregunta))) return;
    try {
      await clienteApi.post('/api/pagos/lineas/{lineaId}/repetida', {
        ruta: { lineaId: partida.linea },
        cuerpo: { decision },
        clave: nuevaClaveIdempotencia(),
      });
      toast.exito(decision === 'distintos' ? 'Confirmada como otro movimiento' : 'Marcada como duplicado');
      alCambiar();
    } catch (error) {
      toast.error(mensajeDeError(error, 'No se pudo decidir la línea repetida'));
    }
  };
  return (
    <Flex gap={4} wrap>
      <Button size="small" onClick={() => decidir('distintos')}>
        Confirmar como dos pagos distintos
      </Button>
      <Button size="small" danger onClick={() => decidir('duplicado')}>
        Es un duplicado
      </Button>
    </Flex>
  );
}

export function PartidasConciliacion({
  partidas,
  alCambiar,
}: {
  partidas: readonly PartidaConciliacion[];
  alCambiar: () => void;
}) {
  const cuentas = useCuentasParaDebitos(partidas.some((p) => p.tipo === 'por_identificar'));
  const columnas: TableProps<PartidaConciliacion>['columns'] = [
    { title: 'Fecha', dataIndex: 'fecha', render: (f: string) => formatearFecha(f) },
    {
      title: 'Qué es',
      dataIndex: 'tipo',
      render: (tipo: PartidaConciliacion['tipo']) => <Tag color={TIPOS[tipo].color}>{TIPOS[tipo].texto}</Tag>,
    },
    {
      title: 'Descripción',
      render: (_, p) => (p.asiento ? `${p.descripcion} (comprobante ${p.asiento.numero})` : p.descripcion),
    },
    { title: 'Monto', dataIndex: 'monto', align: 'right', render: (m: number) => formatearCOP(m) },
    {
      title: 'Acción',
      render: (_, p) =>
        p.tipo === 'por_confirmar' ? (
          <DecidirRepetida partida={p} alCambiar={alCambiar} />
        ) : p.tipo === 'por_identificar' ? (
          <Reclasificar partida={p} cuentas={cuentas} alCambiar={alCambiar} />
        ) : null,
    },
  ];
  if (partidas.length === 0) return null;
  return (
    <Flex vertical gap={8}>
      <Typography.Title level={5} style={{ margin: 0 }}>
        Por conciliar ({partidas.length})
      </Typography.Title>
      <Table
        rowKey={(p) => `${p.tipo}-${p.linea ?? p.asiento?._id ?? ''}-${p.fecha}`}
        size="small"
        columns={columnas}
        dataSource={[...partidas]}
        pagination={false}
        scroll={{ x: true }}
      />
    </Flex>
  );
}
