import { act, render, screen, waitFor } from '@testing-library/react';
import dayjs from 'dayjs';
import userEvent from '@testing-library/user-event';
import { SelectorFecha, SelectorPeriodo, SelectorRangoFechas } from './SelectorFecha';

const esperar = (ms: number) => act(() => new Promise((listo) => setTimeout(listo, ms)));

describe('SelectorFecha y SelectorRangoFechas', () => {
  const idleOriginal = window.requestIdleCallback;
  const cancelarOriginal = window.cancelIdleCallback;
  afterEach(() => {
    window.requestIdleCallback = idleOriginal;
    window.cancelIdleCallback = cancelarOriginal;
  });

  it('pintan un marco con la fecha y el texto de ayuda, y al enfocarlo llega el selector de antd con el foco', async () => {
    // The page never gets idle here: only the person's intent brings the pickers.
    window.requestIdleCallback = jest.fn(() => 1);
    window.cancelIdleCallback = jest.fn();
    render(
      <>
        <SelectorFecha
          aria-label="Filtrar por periodo"
          picker="month"
          format="MM/YYYY"
          placeholder="Periodo"
          value={dayjs('2026-11-01')}
        />
        <SelectorRangoFechas
          aria-label="Rango de fechas del préstamo"
          format="DD/MM/YYYY"
          placeholder={['Desde', 'Hasta']}
          value={[dayjs('2026-11-02'), null]}
        />
      </>,
    );

    const periodo = screen.getByRole('textbox', { name: 'Filtrar por periodo' });
    expect(periodo).toHaveAttribute('readonly');
    expect(periodo).toHaveValue('11/2026');
    expect(periodo).toHaveAttribute('placeholder', 'Periodo');
    expect(periodo).toHaveAttribute('size', '12');
    expect(periodo.closest('.ant-picker')).toHaveClass('ant-picker-outlined');
    const [desde, hasta] = screen.getAllByRole('textbox', { name: 'Rango de fechas del préstamo' });
    expect(desde).toHaveValue('02/11/2026');
    expect(hasta).toHaveValue('');
    expect(hasta).toHaveAttribute('placeholder', 'Hasta');
    expect(desde.closest('.ant-picker')).toHaveClass('ant-picker-range');

    await esperar(300);
    expect(screen.getByRole('textbox', { name: 'Filtrar por periodo' })).toHaveAttribute('readonly');

    act(() => periodo.focus());
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Filtrar por periodo' })).not.toHaveAttribute('readonly'),
    );
    const real = screen.getByRole('textbox', { name: 'Filtrar por periodo' });
    expect(real).toHaveValue('11/2026');
    expect(real).toHaveFocus();
    // A focus from the keyboard leaves the calendar closed, as antd's own picker does; a press opens it (e2e).
    expect(document.querySelector('.ant-picker-dropdown')).toBeNull();
    // The range on the same screen gets its picker too, with its value, and without taking the focus.
    const [desdeReal] = screen.getAllByRole('textbox', { name: 'Rango de fechas del préstamo' });
    expect(desdeReal).not.toHaveAttribute('readonly');
    expect(desdeReal).toHaveValue('02/11/2026');
    expect(desdeReal).not.toHaveFocus();
  });

  it('una pantalla posterior recibe el selector de antd en su primer render, sin marco', () => {
    render(<SelectorRangoFechas aria-label="Filtrar por fecha" format="DD/MM/YYYY" />);
    for (const extremo of screen.getAllByRole('textbox', { name: 'Filtrar por fecha' })) {
      expect(extremo).not.toHaveAttribute('readonly');
    }
  });

  it('SelectorPeriodo entrega los dos días en ISO sólo cuando están elegidos ambos', async () => {
    const alCambiar = jest.fn();
    render(<SelectorPeriodo aria-label="Periodo del reporte" alCambiar={alCambiar} />);
    const [desde, hasta] = screen.getAllByRole('textbox', { name: 'Periodo del reporte' });
    await userEvent.click(desde!);
    await userEvent.type(desde!, '01/03/2026{Enter}');
    expect(alCambiar).not.toHaveBeenCalled();
    await userEvent.type(hasta!, '31/03/2026{Enter}');
    await waitFor(() => expect(alCambiar).toHaveBeenCalledWith(['2026-03-01', '2026-03-31']));
  });
});
