// How the loan forms show and read their inputs: dates and peso amounts (whole pesos, es-CO thousands).

/** Business dates travel as 'YYYY-MM-DD' and show as dd/mm/aaaa. */
export const FORMATO_FECHA = 'YYYY-MM-DD';
export const FORMATO_FECHA_VISIBLE = 'DD/MM/YYYY';

/** 1500000 → '$ 1.500.000'; empty stays empty. */
export function formatearMontoEntrada(valor: number | string | undefined): string {
  if (valor === undefined || valor === null || valor === '') return '';
  const digitos = typeof valor === 'number' ? String(Math.round(Math.abs(valor))) : valor.replace(/\D/g, '');
  return digitos === '' ? '' : `$ ${digitos.replace(/\B(?=(\d{3})+(?!\d))/g, '.')}`;
}

/** '$ 1.500.000' → 1500000; nothing typed → undefined (the field is empty, not zero). */
export function leerMontoEntrada(texto: string | undefined): number {
  const digitos = (texto ?? '').replace(/\D/g, '');
  return digitos === '' ? (undefined as unknown as number) : Number(digitos);
}
