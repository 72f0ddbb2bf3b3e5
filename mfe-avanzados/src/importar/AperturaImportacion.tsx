import { Alert, Flex, Table, Tag, type TableProps } from 'antd';
import {
  formatearCOP,
  formatearFecha,
  type AperturaImportacion as Apertura,
  type CifraApertura,
} from '@cartera/dominio';

const valor = (cifra: CifraApertura, monto: number) =>
  cifra.unidad === 'pesos' ? formatearCOP(monto) : monto.toLocaleString('es-CO');

const COLUMNAS: TableProps<CifraApertura>['columns'] = [
  { title: 'Cifra', dataIndex: 'concepto' },
  { title: 'Archivo', key: 'archivo', align: 'right', render: (_, c) => valor(c, c.archivo) },
  { title: 'Cartera', key: 'cartera', align: 'right', render: (_, c) => valor(c, c.cartera) },
  {
    title: '',
    key: 'coincide',
    render: (_, c) =>
      Math.round(c.archivo * 100) === Math.round(c.cartera * 100) ? (
        <Tag color="success">Coincide</Tag>
      ) : (
        <Tag color="error">Diferencia</Tag>
      ),
  },
];

/**
 * The opening of the books after an import with loans: the file's figures beside Cartera's (portfolio, collected
 * before the cutover, the ledger and the verification) and up to which day the books were closed.
 */
export function AperturaImportacion({ apertura }: { apertura: Apertura | null }) {
  if (!apertura) return null;
  const cierre = apertura.cerradoHasta
    ? `; los libros quedaron cerrados hasta el ${formatearFecha(apertura.cerradoHasta)}`
    : '';
  return (
    <Flex vertical gap={8}>
      <Alert
        type={apertura.coincide ? 'success' : 'warning'}
        showIcon
        title={
          apertura.coincide
            ? 'Los libros abrieron con las cifras del archivo'
            : 'Cartera no coincide con el archivo en todo'
        }
        description={`Fecha de corte: ${apertura.fechaCorte ? formatearFecha(apertura.fechaCorte) : '—'}${cierre}.`}
      />
      <Table<CifraApertura>
        size="small"
        rowKey="concepto"
        pagination={false}
        columns={COLUMNAS}
        dataSource={apertura.cifras}
        aria-label="El archivo junto a Cartera"
      />
    </Flex>
  );
}
