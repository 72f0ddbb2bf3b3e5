import { DownloadOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';

export type FormatoExporte = 'csv' | 'xlsx';

/** 'Exportar CSV' and 'Exportar XLSX' of a report, each with its own spinner while its file is being built. */
export function BotonesExporte({
  exportando,
  exportar,
}: {
  exportando: FormatoExporte | null | undefined | string;
  exportar: (formato: FormatoExporte) => Promise<void> | void;
}) {
  return (
    <Space>
      <Button icon={<DownloadOutlined />} loading={exportando === 'csv'} onClick={() => void exportar('csv')}>
        Exportar CSV
      </Button>
      <Button icon={<DownloadOutlined />} loading={exportando === 'xlsx'} onClick={() => void exportar('xlsx')}>
        Exportar XLSX
      </Button>
    </Space>
  );
}
