import { render, screen, waitFor } from '@testing-library/react';
import { Descriptions, Table } from 'antd';
import { ProveedorCartera } from './ProveedorCartera';

describe('cifras y fechas que no se parten', () => {
  it('en la cabecera del plan (una descripción) ni una fecha ni un monto se parten por dentro', async () => {
    render(
      <ProveedorCartera>
        <Descriptions
          items={[
            { key: 'vencimiento', label: 'Vencimiento', children: '28/11/2026' },
            { key: 'cuota', label: 'Cuota', children: '$\u00a0512.500' },
          ]}
        />
        <Table rowKey="k" columns={[{ title: 'Monto', dataIndex: 'm', key: 'm' }]} dataSource={[{ k: 1, m: '$\u00a0512.500' }]} />
      </ProveedorCartera>,
    );
    // The matcher reads the text with its no-break space made a space.
    const celdas = [screen.getByText('28/11/2026'), screen.getByText('$ 512.500', { selector: '.ant-descriptions-item-content' })];
    for (const celda of celdas) {
      const contenido = celda.closest('.ant-descriptions-item-content') as HTMLElement;
      await waitFor(() => expect(getComputedStyle(contenido).wordBreak).toBe('normal'));
      expect(getComputedStyle(contenido).overflowWrap).toBe('normal');
    }
    const celdaTabla = screen.getByText('$ 512.500', { selector: 'td' });
    expect(getComputedStyle(celdaTabla).wordBreak).toBe('normal');
  });
});
