import type { ReactNode } from 'react';
import { Typography, type TableProps } from 'antd';
import { formatearCOP, type FilaEstadoFinanciero } from '@cartera/dominio';
import { TablaAlVerse } from '@cartera/plataforma/listado';

/** A group of accounts of a statement (Ingresos, Activos…) with its total in both columns. */
export interface SeccionEstado {
  titulo: string;
  filas: readonly FilaEstadoFinanciero[];
  tituloTotal: string;
  total: number;
  totalAnterior: number;
}

/** A figure after the sections (Utilidad del periodo, Pasivos + Patrimonio). */
export interface ResultadoEstado {
  titulo: string;
  monto: number;
  anterior: number;
}

interface Props {
  /** The table's accessible name. */
  nombre: string;
  /** The headers of the two columns of amounts: the period (or date) asked for and the one before. */
  columnas: readonly [string, string];
  secciones: readonly SeccionEstado[];
  resultados?: readonly ResultadoEstado[];
  cargando: boolean;
}

interface Fila {
  clave: string;
  tipo: 'seccion' | 'cuenta' | 'total';
  codigo: string;
  nombre: string;
  monto: number | null;
  anterior: number | null;
}

const resaltado = (fila: Fila, texto: ReactNode) =>
  fila.tipo === 'cuenta' ? texto : <Typography.Text strong>{texto}</Typography.Text>;
const dinero = (valor: number | null) => (valor === null ? '' : formatearCOP(valor));

function filasDe(secciones: readonly SeccionEstado[], resultados: readonly ResultadoEstado[]): Fila[] {
  return [
    ...secciones.flatMap((seccion): Fila[] => [
      {
        clave: `seccion-${seccion.titulo}`,
        tipo: 'seccion',
        codigo: '',
        nombre: seccion.titulo,
        monto: null,
        anterior: null,
      },
      ...seccion.filas.map((fila): Fila => ({
        ...fila,
        clave: `${seccion.titulo}-${fila.codigo}-${fila.nombre}`,
        tipo: 'cuenta',
      })),
      {
        clave: `total-${seccion.titulo}`,
        tipo: 'total',
        codigo: '',
        nombre: seccion.tituloTotal,
        monto: seccion.total,
        anterior: seccion.totalAnterior,
      },
    ]),
    ...resultados.map(({ titulo, monto, anterior }): Fila => ({
      clave: `resultado-${titulo}`,
      tipo: 'total',
      codigo: '',
      nombre: titulo,
      monto,
      anterior,
    })),
  ];
}

/**
 * A financial statement as one table: each section's title, its accounts and its total, then the results, with the
 * amounts of the period (or date) asked for and of the one before, right-aligned.
 */
export function TablaEstadoFinanciero({ nombre, columnas, secciones, resultados = [], cargando }: Props) {
  const columnasTabla: TableProps<Fila>['columns'] = [
    { title: 'Código', dataIndex: 'codigo', key: 'codigo' },
    { title: 'Cuenta', key: 'nombre', render: (_v, fila) => resaltado(fila, fila.nombre) },
    {
      title: columnas[0],
      key: 'monto',
      align: 'right',
      render: (_v, fila) => resaltado(fila, dinero(fila.monto)),
    },
    {
      title: columnas[1],
      key: 'anterior',
      align: 'right',
      render: (_v, fila) => resaltado(fila, dinero(fila.anterior)),
    },
  ];
  return (
    <TablaAlVerse<Fila>
      rowKey="clave"
      size="small"
      aria-label={nombre}
      loading={cargando}
      dataSource={filasDe(secciones, resultados)}
      columns={columnasTabla}
      pagination={false}
      scroll={{ x: 'max-content' }}
    />
  );
}
