import { celdaCsv, nombreArchivoPrestamos, prestamosACsv } from './csv';
import { crearPrestamo } from './pruebas/datos';

describe('CSV de la lista de préstamos', () => {
  it('empieza con BOM, separa con ; y lleva cliente, montos en pesos y etiquetas en español', () => {
    const texto = prestamosACsv([
      crearPrestamo({
        numero: 7,
        cliente: {
          _id: 'c1',
          nombre: 'José "Pepe" Núñez; hijo',
          cedula: '00112345678',
          telefono: '3001234567',
        },
        interes: 12.5,
        estado: 'mora',
      }),
    ]);
    expect(texto.startsWith('\uFEFF')).toBe(true);
    const [encabezado, fila] = texto.slice(1).trimEnd().split('\r\n');
    expect(encabezado.split(';')).toContain('Saldo pendiente');
    expect(fila).toBe(
      '7;"José ""Pepe"" Núñez; hijo";00112345678;3001234567;1000000;12,5;4;275000;Semanal;Amortizable;01/11/2026;1100000;1100000;Mora;0;0;Carlos Cobrador',
    );
  });

  it('celdas vacías y saltos de línea', () => {
    expect(celdaCsv(null)).toBe('');
    expect(celdaCsv('a\nb')).toBe('"a\nb"');
  });

  it('un texto que Excel abriría como fórmula se guarda como texto; los números negativos siguen siendo números', () => {
    expect(celdaCsv('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
    expect(celdaCsv('@SUMA(A1)')).toBe("'@SUMA(A1)");
    expect(celdaCsv(-2500)).toBe('-2500');
  });

  it('el archivo lleva la fecha', () => {
    expect(nombreArchivoPrestamos('2026-11-22')).toBe('prestamos-2026-11-22.csv');
  });
});
