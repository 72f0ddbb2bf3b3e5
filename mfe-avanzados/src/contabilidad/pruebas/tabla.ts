// Las tablas de Contabilidad en las pruebas: una tabla por su nombre accesible, sus encabezados y la fila de un texto.
import { screen, within } from '@testing-library/react';

export function tablaLlamada(nombre: string) {
  const tabla = () => within(screen.getByRole('table', { name: nombre }));
  const filaDe = (texto: string) => within(tabla().getByText(texto).closest('tr') as HTMLElement);
  return {
    /** La fila que tiene `texto`, para buscar dentro de ella. */
    filaDe,
    /** Comprueba que la fila que tiene `texto` muestra cada uno de `valores` ('$ 1.020.000'). */
    muestra: (texto: string, ...valores: string[]) => {
      for (const valor of valores) expect(filaDe(texto).getByText(valor)).toBeInTheDocument();
    },
    /** El texto de cada encabezado de columna, en orden. */
    encabezados: () =>
      tabla()
        .getAllByRole('columnheader')
        .map((celda) => celda.textContent),
  };
}
