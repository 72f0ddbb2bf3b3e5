import { render, screen, waitFor } from '@testing-library/react';
import { Descriptions, Table } from 'antd';
import { ProveedorCartera } from './ProveedorCartera';
import { TablaPaginada } from './listado/TablaPaginada';

describe('cifras y fechas que no se parten; tablas del ancho de su página', () => {
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

  it('una tabla de lista no pide el ancho de todo su texto en una línea: se ajusta a la página y se desplaza sólo si no cabe', () => {
    render(
      <ProveedorCartera>
        <TablaPaginada<{ _id: string; nombre: string }>
          listado={{
            tabla: {
              dataSource: [{ _id: 'a', nombre: 'Ana' }],
              loading: false,
              onChange: () => undefined,
              pagination: false,
            },
          }}
          columns={[{ title: 'Nombre', dataIndex: 'nombre', key: 'nombre' }]}
        />
      </ProveedorCartera>,
    );
    const tabla = screen.getByRole('table');
    expect(tabla.style.width).toBe('auto');
    expect(tabla.style.minWidth).toBe('100%');
  });
});
